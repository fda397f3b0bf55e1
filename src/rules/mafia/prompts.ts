// How the mafia game reads to a seat: the stable system prompt and a line per event.
import type { GameEvent } from '../../engine/events.js';
import { nightDated } from '../common/night-dated.js';
import type { PersonaLike } from '../../engine/ruleset.js';
import type { PlayerView } from '../../engine/view.js';
import type { Persona } from '../../personas/schema.js';
import { quote, type Brief } from '../../engine/prompt.js';
import { saidWithBallot } from '../../engine/render.js';
import { HOW_YOU_SEE, personaSection, playersLine, TABLE_TALK } from '../common/persona-prompt.js';
import { mafiaStateOfPlay } from './state-of-play.js';
import { voteRules } from './day.js';
import { optionsOf, PRESETS, ROLE_NAMES, roleCard, titleOf, type MafiaOptions } from './roles.js';

/** The preset and options this seat's game was started with (the public `game_started` event). */
function tableOf(view: PlayerView): { roles: Record<string, number>; o: MafiaOptions } {
  const started = view.events.find((e) => e.type === 'game_started') as { preset?: string; options?: Record<string, unknown> } | undefined;
  const preset = PRESETS.find((p) => p.id === started?.preset) ?? PRESETS.find((p) => p.seats === view.seats.length) ?? PRESETS[0]!;
  return { roles: preset.roles, o: optionsOf(started?.options ?? preset.options) };
}

function rulesText(roles: Record<string, number>, o: MafiaOptions): string {
  const none = o.nominations ? 'skip' : 'abstain';
  const det = titleOf('detective', o);
  return [
    `Rules: The mafia know each other. Each night they talk privately (two rounds, each living mafioso one message a round) and then choose one living non-mafia player to kill, or skip; the last round's picks decide (most picks; a tie goes to the first pick among the tied). The last mafioso alive picks the kill alone, with no message.`,
    o.nightZero ? `Before day 1 there is a night zero: the mafia only talk; nobody is killed, nobody else acts (the ${det} first investigates on night 1), and day 1 opens with no death report.` : '',
    `${cap(det)} investigates one living player other than themself each night and privately learns "mafia" or "not mafia".`,
    roles.doctor ? 'The doctor protects one living player a night (themself allowed), never the same player two nights in a row; a protected player survives the kill, and the morning then says nobody died.' : '',
    `Each morning the night's death is announced${o.revealOnDeath ? ' with the dead player\'s role' : ' (roles stay hidden)'}, or that nobody died.`,
    'Each day every living player speaks once, in seat order, starting one seat after the day before\'s first speaker (day 1: a random seat); the question says where you speak.',
    o.nominations
      ? `A speech has at least 10 characters and must nominate a living player other than the speaker. Each nominee then speaks once in their defence. Then everyone votes at once for a nominee or "${none}".`
      : `A speech has at least 10 characters. Then everyone votes at once (sealed) for a living player other than themself, or "${none}".`,
    voteRules(none, o.revealOnDeath),
    'The town wins when every mafioso is dead. The mafia win when living mafia are at least as many as the living non-mafia. Both are checked after every death (the night\'s kill, an elimination); the town\'s is checked first.',
    `When three nights and three days in a row pass with no death${o.nightZero ? ' (night zero, which has no kill, not counted)' : ''}, the game ends in a draw.`,
    `No other role is in this game${roles.doctor ? '' : ': nothing can save the night\'s target'}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Strategy and how the prompt reads: also what keeps this system prompt well above the 1,024 tokens a cached prefix needs. */
function playingWell(roles: Record<string, number>, o: MafiaOptions): string {
  const det = o.detectiveTitle;
  return [
    '## Playing well',
    '- Claims are public and may be lies. A mafioso may claim to be the ' + det + ' and "clear" a partner or accuse a townie; a real ' + det + ' who is contradicted should say so, with every result.',
    '- The player killed at night was almost surely town. Whoever pushed hardest against them, or was "cleared" by a doubtful claim, deserves a look.',
    o.nominations
      ? '- A nomination is a public accusation: nominate the player you would vote out, and say why. Watch who nominates whom, and who never nominates a mafia suspect.'
      : '- Say plainly whom you would vote out, and why. Watch who follows whom.',
    '- Watch the votes: mafia tend to vote together, avoid voting each other, and bus a partner only when the partner is lost anyway.',
    `- Count: the mafia win at parity, so late in the game every elimination matters; voting "${o.nominations ? 'skip' : 'abstain'}" when the town is unsure can be right, when the count is safe.`,
    `- Mafia: kill the ${det}${roles.doctor ? ' once found (the doctor may protect them)' : ' once found'}, blend in by day, and split your suspicion so it does not look coordinated.`,
    `- ${cap(det)}: investigate the undecided rather than the trusted; reveal when you find mafia, or when about to be eliminated, with every result.`,
    roles.doctor ? '- Doctor: protect the revealed ' + det + ' or the player the mafia most likely want; you cannot protect the same player two nights in a row.' : '',
    '- Town: speak every day, say whom you suspect and why, and follow a ' + det + ' you believe.',
    o.nightZero
      ? '- Mafia on night zero: agree who fakes a claim if one is needed, and whom each of you will press on day 1, so you do not both push the same player.'
      : '- Mafia at night: agree whom each of you will press the next day, so you do not both push the same player.',
    '- A fake ' + det + ' claim is strongest early and with a "result" on a player the town already doubts; a real one answers it with every result in order.',
    '- Early days: little is known for sure. Watch who pushes hard with no reason, who jumps on a vote late to join the majority, and who changes their story when pressed.',
    '- Under pressure: a player who answers with facts and names a better suspect is more often town; one who only attacks the accuser, or goes quiet, deserves a closer look.',
    '\n## Counting and the endgame',
    `- Count the living every morning. The mafia win the moment they are as many as everyone else, so when one more town death would make them equal, the town must eliminate a mafioso today: a wrong elimination, or "${o.nominations ? 'skip' : 'abstain'}", can lose the game at once.`,
    `- Early on, "${o.nominations ? 'skip' : 'abstain'}" is safe when nobody is suspected; late, it hands the night kill a free turn.`,
    '- A mafioso with a partner still hidden can afford to vote out the other one, if that wins trust; a town player never gains by hiding a result.',
    o.revealOnDeath
      ? '- Roles are shown on death: check each reveal against the claims and the votes of the day before; a town reveal shows who pushed a mislynch.'
      : '- Roles stay hidden on death: a claim can never be confirmed by a reveal, so weigh how claims fit the deaths and the votes.',
  ]
    .filter((l) => l !== '')
    .join('\n');
}

export function systemPrompt(view: PlayerView, persona: PersonaLike | undefined): string {
  const { roles, o } = tableOf(view);
  const board = Object.entries(roles)
    .map(([r, n]) => `${n} ${r === 'detective' ? o.detectiveTitle : r}${n > 1 && r !== 'mafia' ? 's' : ''}`)
    .join(', ');
  const parts = [
    `You are playing Mafia at a table of ${view.seats.length} seats, numbered 1 to ${view.seats.length} (${board}).`,
    rulesText(roles, o),
    '',
    playingWell(roles, o),
    '',
    HOW_YOU_SEE('Lines marked [mafia chat] or [mafia] are private to the mafia'),
    '',
    playersLine(view),
    '',
    `You are Seat ${view.seat} (${view.name}). ${roleCard(view.role, o)}`,
  ];
  if (view.teammates.length) parts.push(`Your fellow mafia: ${view.teammates.map((t) => `Seat ${t} (${view.seats[t - 1]?.name})`).join(', ')}.`);
  if (persona) parts.push('', personaSection(persona as Persona, guidanceKey(view.role, persona as Persona), roles.doctor ? [] : ['doctor']));
  parts.push('', TABLE_TALK);
  return parts.join('\n');
}

/** The persona's advice for this role: its own entry when it has one, else the side's. */
function guidanceKey(role: string, p: Persona): string {
  if (role === 'mafia') return 'mafia';
  const own = (p.role_guidance as Record<string, string | undefined>)[role];
  return role !== 'villager' && own ? role : 'town';
}

type Names = { names: (seat: number) => string; options?: () => Record<string, unknown> };

export function describe(e: GameEvent, { names: L, options }: Names): string | null | undefined {
  const pick = (seat: number | null) => (seat === null ? 'skip' : L(seat));
  const none = abstainWord('', options?.() ?? {});
  switch (e.type) {
    case 'mafia_chat':
      // The last mafioso has no team to talk to: a pick, not a chat.
      if (e.alone) return `[mafia] ${L(e.seat)}, the last mafioso, picks ${pick(e.target)}.`;
      return `[mafia chat, round ${e.round}] ${L(e.seat)}: ${e.message ? `${quote(e.message)} — ` : ''}picks ${pick(e.target)}.`;
    case 'mafia_kill':
      return e.target === null ? '[mafia] No kill tonight (skip).' : `[mafia] Tonight's kill: ${L(e.target)}.`;
    case 'investigated':
      return `Your investigation: ${L(e.target)} is ${e.result === 'mafia' ? 'MAFIA' : 'not mafia'}.`;
    case 'protected':
      return `You protected ${L(e.target)} tonight.`;
    case 'mafia_night_resolved':
      return e.target === null
        ? 'Resolution: the mafia killed nobody.'
        : e.death === null
          ? `Resolution: the mafia targeted ${L(e.target)}, who was protected and survives.`
          : `Resolution: the mafia targeted ${L(e.target)}, who dies.`;
    case 'morning':
      return e.dead === null ? 'Morning: nobody died in the night.' : `Morning: ${L(e.dead)} was killed in the night.`;
    case 'mafia_speaking_order':
      return `Speaking order today: ${e.order.join(', ')}.`;
    case 'vote_result': {
      const counts = [...e.tally.map((t: any) => `${L(t.seat)} ${t.votes}`), ...(e.skip ? [`${none} ${e.skip}`] : [])];
      const outcome = e.eliminated !== null ? `${L(e.eliminated)} is eliminated` : 'nobody is eliminated';
      return `Vote result: ${counts.length ? counts.join(', ') : 'no votes'} — ${outcome}.`;
    }
    case 'vote':
      return (e.target === null ? `${L(e.seat)} ${none === 'abstain' ? 'abstains' : 'votes skip'}.` : `${L(e.seat)} votes ${L(e.target)}.`) + saidWithBallot(e, L);
    case 'died':
      // The morning report and the vote result say who died.
      return null;
    default:
      return undefined;
  }
}

export function brief(e: GameEvent, names: Names): Brief | null | undefined {
  switch (e.type) {
    case 'investigated':
    case 'protected':
    case 'mafia_kill':
    // The team's talk of an earlier night, kept: what a partner picked and why (relay readers, 4 Dec).
    case 'mafia_chat':
      return nightDated(e.day, describe(e, names));
    case 'morning':
      return `Day ${e.day}: ${describe(e, names)}`;
    case 'vote_result':
      // Who voted whom is in the record by player: the outcome and the counts are enough here.
      return `Vote: ${describe(e, names)?.replace(/^Vote result: /, '')}`;
    case 'mafia_night_resolved':
    case 'mafia_speaking_order':
    case 'died':
      return null;
    default:
      return undefined;
  }
}

export const roleName = (role: string, options?: Record<string, unknown>): string =>
  options && Object.keys(options).length ? titleOf(role, optionsOf(options)) : ROLE_NAMES[role] ?? role;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const stateOfPlay = (view: PlayerView): string => {
  const { roles, o } = tableOf(view);
  return mafiaStateOfPlay(view, roles, o);
};

/** A ballot for nobody, in the word the vote offers. */
export function abstainWord(_ballot: string, options: Record<string, unknown>): string {
  return Object.keys(options).length && optionsOf(options).nominations === false ? 'abstain' : 'skip';
}
