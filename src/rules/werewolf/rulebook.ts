// The werewolf rulebook as the models read it: the same rules the engine plays (RULES.md §1), as this
// table's options set them.
import type { WerewolfOptions } from './roles.js';

const SELF_SAVE: Record<WerewolfOptions['witchSelfSave'], string> = {
  never: 'She cannot save herself.',
  firstNight: 'She may save herself on the first night only.',
  always: 'She may save herself.',
};

export function werewolfRulebook(o: WerewolfOptions): string {
  const saved = o.guardAndAntidoteKill
    ? 'The attacked player dies unless saved by the antidote or protected by the guard; but if the antidote and the guard both save the same player, that player dies.'
    : 'The attacked player dies unless saved by the antidote or protected by the guard (either one is enough).';
  return `# Werewolf: the rules of this table
Each player has a secret role, revealed only when the game ends. Seats are numbered from 1.

## Teams
- The werewolves know each other. They win when every god (seer, witch, hunter, guard) is dead, or every villager is dead.
- The village (gods and villagers) wins when every werewolf is dead; if both happen at once, the village wins.

## Night (from night 1)
1. Each living werewolf, in seat order, writes one short message to the pack and proposes a target (any living player, or no kill). The most-proposed target is attacked; a tie goes to the earliest proposal among the tied.
2. The witch learns whom they attacked. Once per game she may use the antidote (saves that player) and once the poison (kills any other living player); at most one potion a night. ${SELF_SAVE[o.witchSelfSave]}
3. The guard protects one living player (himself allowed) or nobody, never the same player two nights running. The guard does not stop poison.
4. The seer checks one living player other than herself: "good" or "werewolf".
5. ${saved} The poisoned player dies. Deaths are announced at dawn.

## Day
- Day 1, before dawn: the sheriff election. Everyone says whether they run; candidates give a campaign speech and may withdraw; everyone else votes for one candidate. A lone candidate wins; none, or a tie, means no sheriff. The sheriff's vote weighs 1.5; the sheriff picks the speaking direction and speaks last.
- Dawn: the night's dead, in seat order, with no roles or causes. The dead of night 1 say last words.
- A hunter who dies, unless poisoned, may shoot a living player, who dies at once. A dying sheriff passes the badge or tears it up.
- Discussion: every living player speaks once, in order. Then everyone votes at once (sealed) for a living player or abstains; the most weight is banished. A tie leads to a PK: the tied speak again and the others vote among them; a second tie banishes nobody. The banished say last words.

## Playing well
- Claims may be lies: a werewolf may counter-claim seer to discredit the real one. Players killed at night are almost always good, so a "seer" who calls a night victim a werewolf is lying.
- Werewolves tend to vote together, shield each other and push quiet villagers. Say clearly whom you suspect and how you will vote: the village wins only if its votes land together.
- Werewolf: blend in by day, vote with the table, rarely defend a packmate hard; kill a revealed seer first, then a witch or guard; fear the hunter's shot.
- Seer: reveal once a werewolf is found or when about to be banished, then report every check; check the undecided rather than the trusted.
- Witch: the antidote usually saves the first night's victim; keep the poison for a proven or very likely werewolf. Guard: protect the revealed seer or a likely god. Hunter: claiming under pressure deters a vote; if killed, shoot the likeliest werewolf or hold fire.
- Sheriff: pass the badge to a trusted player on death, or tear it up.

## How you see the game
The user message holds a summary of the finished days (deaths, votes, claims, your own results), today in full, your notes (your latest read of each player, your earlier thoughts), then the question. [wolf chat] lines are private to the werewolves; lines saying "You" or "Your" are private to you.`;
}
