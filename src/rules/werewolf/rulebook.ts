// The werewolf rulebook as the models read it: the same rules the engine plays (RULES.md §1).
export const WEREWOLF_RULEBOOK = `# Werewolf: the rules of this table

Seats are numbered from 1. Each player has a secret role. Roles are revealed only when the game ends.

## Teams
- The werewolves know each other from the start. They win when every god (seer, witch, hunter, guard) is dead, or every villager is dead.
- The village is everyone else: the gods and the villagers. It wins when every werewolf is dead. If both happen at once, the village wins.

## Night (every night, from night 1)
1. The werewolves talk privately: each living werewolf, in seat order, writes one short message and proposes a target (any living player, or no kill). The pack's target is the most-proposed one; a tie goes to the earliest proposal among the tied.
2. The witch is told whom the werewolves attacked. She has one antidote (saves that player; once per game) and one poison (kills any other living player; once per game), at most one potion a night. She cannot save herself.
3. The guard protects one living player (himself allowed) or nobody, never the same player two nights in a row. The guard does not stop poison.
4. The seer checks one living player other than herself and learns "good" or "werewolf".
5. The attacked player dies unless saved by the antidote or protected by the guard. The poisoned player dies. Deaths are announced at dawn.

## Day
- Day 1 only, before the dawn announcement: the sheriff election. Everyone says whether they run; the candidates give a campaign speech; each may withdraw; then everyone who is not a remaining candidate votes for one candidate. A lone candidate wins unopposed; no candidate or a tie means no sheriff. The sheriff's vote weighs 1.5, and the sheriff chooses the speaking direction and speaks last.
- Dawn: the names of the night's dead, in seat order; no roles, no causes. The dead of night 1 may say last words.
- A hunter who died, unless poisoned, may shoot any living player, who dies at once. A sheriff who dies passes the badge to a living player or tears it up.
- Discussion: every living player speaks once, in order.
- Vote: everyone votes at once (sealed) for a living player, or abstains. The most weight is banished. A tie leads to a PK: the tied players speak again, then everyone else votes among them; a second tie banishes nobody. The banished player says last words.

## Playing well
- Claims are public and may be lies. A seer claim with check results is strong evidence only if it survives scrutiny: a werewolf may counter-claim seer to discredit the real one.
- Players the werewolves kill at night are almost always good. A "seer" who calls a night victim a werewolf is lying.
- Watch the votes: werewolves tend to vote together, protect each other, and push quiet villagers.
- Werewolves: hunt the players who reveal power roles, blend in by day, and coordinate in your private chat.
- Say clearly whom you suspect and how you will vote; the village only wins if its votes land together.

## The roles, and how each is usually played
- Werewolf: kill at night, lie by day. Good wolves vote with the table, avoid defending a packmate too hard, and sometimes claim seer to confuse the village (a "counter-claim"). They prefer to kill a revealed seer, then a witch or guard, and avoid shooting themselves in the foot by killing a hunter.
- Seer: one check a night. Usually reveals once a werewolf is found, or when about to be banished, and then reports every check. Checks on players the village trusts are less useful than checks on the undecided.
- Witch: the antidote is commonly used on the first night's victim; the poison is kept for a player proven or very likely to be a werewolf. Revealing as witch makes her a target.
- Guard: protects the revealed seer or a likely god; changes pick every night as the rule demands; does not reveal unless it saves the village.
- Hunter: can claim when under pressure, since wolves fear the shot; if killed, shoots the player most likely to be a werewolf, or holds fire when unsure.
- Villager: no power; reads votes and claims, says clearly whom they suspect, and follows a seer they believe.
- Sheriff: the badge carries 1.5 votes and the last word; pass it to a trusted player on death, or tear it up if nobody is trusted.

## How you see the game
The user message holds: your notes from earlier decisions, a summary of older rounds (deaths, votes, claims), the last two rounds in full, then the question. Lines marked [wolf chat] are private to the werewolves. Lines that say "You ..." or "Your ..." are private to you.`;
