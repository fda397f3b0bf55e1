// How the mafia game reads to a seat: the stable system prompt and a line per event.
import type { GameEvent } from '../../engine/events.js';
import type { PersonaLike } from '../../engine/ruleset.js';
import type { PlayerView } from '../../engine/view.js';
import type { Persona } from '../../personas/schema.js';
import { quote } from '../../engine/prompt.js';
import { ANSWER_FORMAT, personaSection, TABLE_TALK } from '../common/persona-prompt.js';
import { optionsOf, PRESETS, ROLE_NAMES, roleCard, titleOf, type MafiaOptions } from './roles.js';

/** The preset and options this seat's game was started with (the public `game_started` event). */
function tableOf(view: PlayerView): { roles: Record<string, number>; o: MafiaOptions } {
  const started = view.events.find((e) => e.type === 'game_started') as { preset?: string; options?: Record<string, unknown> } | undefined;
  const preset = PRESETS.find((p) => p.id === started?.preset) ?? PRESETS.find((p) => p.seats === view.seats.length) ?? PRESETS[0]!;
  return { roles: preset.roles, o: optionsOf(started?.options ?? preset.options) };
}

function rulesText(roles: Record<string, number>, o: MafiaOptions): string {
  const none = o.nominations ? 'skip' : 'abstain';
  return [
    'Rules: The mafia know each other. Each night they talk privately and choose one living non-mafia player to kill, or skip.',
    o.nightZero ? 'Before day 1 there is a night zero: the mafia only talk; nobody is killed, and day 1 opens with no death report.' : '',
    `${cap(titleOf('detective', o))} investigates one living player a night and privately learns "mafia" or "not mafia".`,
    roles.doctor ? 'The doctor protects one living player a night (themself allowed), never the same player two nights in a row; a protected player survives the kill.' : '',
    `Each morning the night's death is announced${o.revealOnDeath ? ' with the dead player\'s role' : ''}, or that nobody died.`,
    'Each day every living player speaks once, in seat order; the first speaker moves on one seat each day.',
    o.nominations
      ? `A speech has at least 10 characters and must nominate a living player other than the speaker. Each nominee then speaks once in their defence. Then everyone votes at once for a nominee or "${none}".`
      : `A speech has at least 10 characters. Then everyone votes at once for a living player other than themself, or "${none}".`,
    `A player is eliminated only with more votes than every other option, "${none}" included; otherwise nobody is. The eliminated player gives last words${o.revealOnDeath ? ', then their role is shown' : ''}.`,
    'The town wins when every mafioso is dead. The mafia win when living mafia are at least as many as the living non-mafia.',
  ]
    .filter(Boolean)
    .join(' ');
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
    `You are Seat ${view.seat} (${view.name}). ${roleCard(view.role, o)}`,
  ];
  if (view.teammates.length) parts.push(`Your fellow mafia: ${view.teammates.map((t) => `Seat ${t} (${view.seats[t - 1]?.name})`).join(', ')}.`);
  if (persona) parts.push('', personaSection(persona as Persona, guidanceKey(view.role, persona as Persona)));
  parts.push('', TABLE_TALK, '', ANSWER_FORMAT);
  return parts.join('\n');
}

/** The persona's advice for this role: its own entry when it has one, else the side's. */
function guidanceKey(role: string, p: Persona): string {
  if (role === 'mafia') return 'mafia';
  const own = (p.role_guidance as Record<string, string | undefined>)[role];
  return role !== 'villager' && own ? role : 'town';
}

type Names = { names: (seat: number) => string };

export function describe(e: GameEvent, { names: L }: Names): string | null | undefined {
  const f = e as Record<string, any>;
  const pick = (seat: number | null) => (seat === null ? 'skip' : L(seat));
  switch (e.type) {
    case 'mafia_chat':
      return `[mafia chat, round ${f.round}] ${L(f.seat)}: ${f.message ? `${quote(f.message)} — ` : ''}picks ${pick(f.target)}.`;
    case 'mafia_kill':
      return f.target === null ? '[mafia] No kill tonight (skip).' : `[mafia] Tonight's kill: ${L(f.target)}.`;
    case 'investigated':
      return `Your investigation: ${L(f.target)} is ${f.result === 'mafia' ? 'MAFIA' : 'not mafia'}.`;
    case 'protected':
      return `You protected ${L(f.target)} tonight.`;
    case 'mafia_night_resolved':
      return f.target === null
        ? 'Resolution: the mafia killed nobody.'
        : f.death === null
          ? `Resolution: the mafia targeted ${L(f.target)}, who was protected and survives.`
          : `Resolution: the mafia targeted ${L(f.target)}, who dies.`;
    case 'morning':
      return f.dead === null ? 'Morning: nobody died in the night.' : `Morning: ${L(f.dead)} was killed in the night.`;
    case 'mafia_speaking_order':
      return `Speaking order today: ${f.order.join(', ')}.`;
    case 'vote_result': {
      const counts = [...f.tally.map((t: any) => `${L(t.seat)} ${t.votes}`), ...(f.skip ? [`skip/abstain ${f.skip}`] : [])];
      const outcome = f.eliminated !== null ? `${L(f.eliminated)} is eliminated` : 'nobody is eliminated';
      return `Vote result: ${counts.length ? counts.join(', ') : 'no votes'} — ${outcome}.`;
    }
    case 'vote':
      return `${L(f.seat)} votes ${f.target === null ? 'skip (nobody)' : L(f.target)}.`;
    case 'died':
      // The morning report and the vote result say who died.
      return null;
    default:
      return undefined;
  }
}

export function brief(e: GameEvent, names: Names): string | null | undefined {
  switch (e.type) {
    case 'investigated':
    case 'protected':
    case 'mafia_kill':
      return `Night ${e.day}: ${describe(e, names)}`;
    case 'morning':
    case 'vote_result':
      return `Day ${e.day}: ${describe(e, names)}`;
    case 'mafia_chat':
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
