// The werewolf rulebook as the models read it: the same rules the engine plays (RULES.md §1), for the
// roles dealt at this table and as its options set them. A role not dealt is never named; what its
// absence means is said (no guard: a night with no death means the antidote was used).
import type { WerewolfOptions } from './roles.js';

const SELF_SAVE: Record<WerewolfOptions['witchSelfSave'], string> = {
  never: 'She cannot save herself, but on a night she is attacked she may still use the poison.',
  firstNight: 'She may save herself on the first night only; on a later night she is attacked she may still use the poison.',
  always: 'She may save herself.',
};

const GOD_ORDER = ['seer', 'witch', 'hunter', 'guard'];

/** A list in words: "a, b and c". */
export const andList = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

export function werewolfRulebook(o: WerewolfOptions, roles: Record<string, number>): string {
  const has = (r: string) => (roles[r] ?? 0) > 0;
  const gods = GOD_ORDER.filter(has);
  const wolves = roles.werewolf ?? 0;
  const saved = !has('guard')
    ? 'The attacked player dies unless the witch saves them with the antidote.'
    : o.guardAndAntidoteKill
      ? 'The attacked player dies unless saved by the antidote or protected by the guard; but if the antidote and the guard both save the same player, that player dies.'
      : 'The attacked player dies unless saved by the antidote or protected by the guard (either one is enough).';
  const peaceful = has('guard')
    ? 'A night with no death means the antidote or the guard saved the target, or the pack attacked nobody.'
    : 'Only the witch can save a player here: a night with no death means she used her antidote, or the pack attacked nobody (rare). Two deaths in one night mean the poison was used.';
  const night = [
    `Each living werewolf, in seat order, writes one short message to the pack and proposes a target (any living player, a packmate or oneself too, or no kill). The most-proposed target is attacked; a tie goes to the earliest proposal among the tied. When the proposals name more than one target, each living werewolf, in seat order, writes once more and makes a final pick, and the second round's picks decide the same way. The last werewolf alive picks alone, with no message.`,
    ...(has('witch') ? [`The witch learns whom they attacked, even when it is herself. Once per game she may use the antidote (saves that player) and once the poison (kills any other living player); at most one potion a night. ${SELF_SAVE[o.witchSelfSave]}`] : []),
    ...(has('guard') ? ['The guard protects one living player (himself allowed) or nobody, never the same player two nights running. The guard does not stop poison.'] : []),
    ...(has('seer') ? ['The seer checks one living player other than herself and learns "good" or "werewolf".'] : []),
    `${saved}${has('witch') ? ' The poisoned player dies.' : ''} Deaths are announced at dawn, names only. ${peaceful}`,
  ];
  const hunter = has('hunter')
    ? ['- A hunter who dies, unless poisoned, may shoot one living player or hold fire; the shot comes after the hunter\'s last words (if any), and the shot player dies at once, with no last words. A shot tells the table who the hunter was.']
    : [];
  return `# Werewolf: the rules of this table
Each player has a secret role; roles stay hidden until the game ends (a death shows no role). Seats are numbered from 1. The roles dealt here: ${wolves} werewolves, ${andList(gods.map((g) => `the ${g}`))} (the gods), and ${roles.villager ?? 0} villagers. No other role is in this game.

## Teams
- The werewolves know each other. They win when every god (${andList(gods)}) is dead, or every villager is dead.
- The village (the gods and the villagers) wins when every werewolf is dead.
- Victory is checked after every batch of deaths (the night's, a banishment, a shot), and a death that wins the game ends it at once: no last words, shot or badge come after it. If both sides' conditions hold at once, the village wins. When three nights and three days in a row pass with no death, the game ends in a draw.

## Night (from night 1)
${night.map((l, i) => `${i + 1}. ${l}`).join('\n')}

## Day
- Day 1, before dawn: the sheriff election (night 1's victims take part: the table learns of their deaths only at dawn; if the night's deaths already end the game, there is no election). Everyone says at once whether they run. Candidates give a campaign speech each, in seat order starting from a random candidate (the question says where you speak); it is the race's only speech, nobody speaks again before the vote. Then each candidate may withdraw. Every living player who is not a remaining candidate votes for one candidate, a withdrawn candidate too; nobody may abstain. One remaining candidate wins unopposed; none, or a tie, means no sheriff.
- The sheriff's vote weighs 1.5. The sheriff chooses the speaking direction and speaks last. A dying sheriff passes the badge to a living player or tears it up.
- Dawn: the night's dead, in seat order, names only. The dead of night 1 give last words, in seat order; the dead of later nights give none.
${hunter.join('\n')}${hunter.length ? '\n' : ''}- Discussion: every living player speaks once. With a sheriff, speaking starts beside the sheriff in the chosen direction (clockwise: seat numbers going up). Without one, clockwise from the seat after the lowest-numbered player who died last night, or from a random seat.
- Last call: then, in the same order, everyone who heard someone speak after their own turn may add a sentence or two before the vote (a vote that moved and why, an answer owed, a last word from a player about to be banished), or pass.
- Vote: everyone votes at once (sealed) for a living player, themselves included, or "abstain"; the most weight is banished. A tie leads to a PK: the tied speak again and everyone else votes among them; a second tie banishes nobody. The banished gives last words; then come ${has('hunter') ? 'a hunter\'s shot and ' : ''}the badge, where they apply.`;
}

/** Playing well, for the roles of this table only. */
export function werewolfAdvice(roles: Record<string, number>): string {
  const has = (r: string) => (roles[r] ?? 0) > 0;
  const gods = GOD_ORDER.filter(has);
  const kill = has('seer') ? `kill a revealed seer first, then ${andList(gods.filter((g) => g !== 'seer' && g !== 'hunter').map((g) => `a ${g}`)) || 'another god'}` : 'kill the gods';
  return [
    '## Playing well',
    `- Claims may be lies: a werewolf may counter-claim ${has('seer') ? 'seer' : 'a god'} to discredit the real one. Players killed at night are almost always good${has('seer') ? ', so a "seer" who calls a night victim a werewolf is lying' : ''}.`,
    '- Werewolves tend to vote together, shield each other and push quiet villagers. Say clearly whom you suspect and how you will vote: the village wins only if its votes land together.',
    `- Count: the werewolves win the moment the last god or the last villager dies, so a village that banishes its own gods or villagers can lose before it finds the pack.`,
    `- Werewolf: blend in by day, vote with the table, rarely defend a packmate hard; ${kill}${has('hunter') ? '; fear the hunter\'s shot' : ''}.`,
    ...(has('seer') ? ['- Seer: reveal once a werewolf is found or when about to be banished, then report every check, night by night; check the undecided rather than the trusted. A seer killed after night 1 leaves no last words: a result not yet said by day dies with you.'] : []),
    ...(has('witch') ? [`- Witch: the antidote usually saves the first night's victim; keep the poison for a proven or very likely werewolf.${has('guard') ? '' : ' Your antidote is the only save in this game.'}`] : []),
    ...(has('guard') ? ['- Guard: protect the revealed seer or a likely god; vary your pick, since you cannot repeat it.'] : []),
    ...(has('hunter') ? ['- Hunter: claiming under pressure deters a vote; if killed, shoot the likeliest werewolf or hold fire.'] : []),
    '- Sheriff: pass the badge to a trusted player on death, or tear it up.',
  ].join('\n');
}
