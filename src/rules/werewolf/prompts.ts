// How the werewolf game reads to a seat: the stable system prompt and a line per event.
import type { GameEvent } from '../../engine/events.js';
import type { PersonaLike } from '../../engine/ruleset.js';
import type { PlayerView } from '../../engine/view.js';
import type { Persona } from '../../personas/schema.js';
import { quote, type Brief } from '../../engine/prompt.js';
import { nightDated } from '../common/night-dated.js';
import { personaSection, playersLine, TABLE_TALK } from '../common/persona-prompt.js';
import { OptionsSchema, PRESETS, ROLE_CARDS, ROLE_NAMES, type WerewolfOptions } from './roles.js';
import { sheriffOutcome } from './presentation.js';
import { werewolfAdvice, werewolfRulebook } from './rulebook.js';
import { werewolfStateOfPlay } from './state-of-play.js';
import { HOW_YOU_SEE } from '../common/persona-prompt.js';

/** The board this seat's game was started with and its options (the public `game_started` event). */
function tableOf(view: PlayerView): { roles: Record<string, number>; o: WerewolfOptions } {
  const started = view.events.find((e) => e.type === 'game_started') as { preset?: string; options?: Record<string, unknown> } | undefined;
  const preset = PRESETS.find((p) => p.id === started?.preset) ?? PRESETS.find((p) => p.seats === view.seats.length) ?? PRESETS[0]!;
  return { roles: preset.roles, o: OptionsSchema.parse({ ...preset.options, ...(started?.options ?? {}) }) };
}

const PLURAL: Record<string, string> = { werewolf: 'werewolves' };
const count = (n: number, role: string) => `${n} ${n > 1 ? PLURAL[role] ?? `${role}s` : role}`;

export function systemPrompt(view: PlayerView, persona: PersonaLike | undefined): string {
  const { roles, o } = tableOf(view);
  const parts = [
    werewolfRulebook(o, roles),
    '',
    werewolfAdvice(roles),
    '',
    HOW_YOU_SEE('[wolf chat] and [werewolves] lines are private to the werewolves'),
    '',
    `This table: ${view.seats.length} seats, numbered 1 to ${view.seats.length} (${Object.entries(roles).map(([r, n]) => count(n, r)).join(', ')}).`,
    playersLine(view),
    '',
    `You are Seat ${view.seat} (${view.name}). ${ROLE_CARDS[view.role] ?? ''}`,
  ];
  if (view.teammates.length) parts.push(`Your fellow werewolves: ${view.teammates.map((t) => `Seat ${t} (${view.seats[t - 1]?.name})`).join(', ')}.`);
  const absent = ['seer', 'witch', 'hunter', 'guard'].filter((r) => !roles[r]);
  if (persona) parts.push('', personaSection(persona as Persona, view.role === 'werewolf' ? 'werewolf' : view.role === 'villager' ? 'village' : view.role, absent));
  parts.push('', TABLE_TALK);
  return parts.join('\n');
}

type Names = { names: (seat: number) => string };

export function describe(e: GameEvent, { names: L }: Names): string | null | undefined {
  const t = (seat: number | null, none = 'nobody') => (seat === null ? none : L(seat));
  switch (e.type) {
    case 'wolf_proposal':
      // The last werewolf has no pack to talk to: a pick, not a chat.
      if (e.alone) return `[werewolves] ${L(e.seat)}, the last werewolf, picks ${t(e.target, 'no kill')}.`;
      if (e.round === 2) return `[wolf chat, second round] ${L(e.seat)}: ${e.message ? `${quote(e.message)} — ` : ''}final pick ${t(e.target, 'no kill')}.`;
      return `[wolf chat] ${L(e.seat)}: ${e.message ? `${quote(e.message)} — ` : ''}proposes ${t(e.target, 'no kill')}.`;
    case 'pack_target':
      return `[wolf chat] The pack's target tonight: ${t(e.target, 'no kill')}.`;
    case 'witch_told':
      return e.target === null ? 'The werewolves attacked nobody tonight.' : `The werewolves attacked ${L(e.target)} tonight.`;
    case 'witch_acted':
      return e.action === 'pass' ? 'You used no potion tonight.' : `You used the ${e.action} on ${t(e.target)}.`;
    case 'guard_acted':
      return `You protected ${t(e.target)} tonight.`;
    case 'seer_checked':
      return `Your check: ${L(e.target)} is ${e.result === 'werewolf' ? 'a werewolf' : 'good'}.`;
    case 'night_resolved':
      return `Resolution: ${e.deaths.length ? e.deaths.map((d) => `${L(d.seat)} dies (${d.cause})`).join(', ') : 'nobody dies'}.`;
    case 'dawn':
      return e.dead.length ? `Dawn: ${e.dead.map(L).join(', ')} died last night.` : 'Dawn: a peaceful night, nobody died.';
    case 'died':
      return e.reason === 'night' ? null : undefined;
    case 'sheriff_run':
      return `${L(e.seat)} ${e.run ? 'runs' : 'does not run'} for sheriff.`;
    case 'sheriff_withdrew':
      return e.withdraw ? `${L(e.seat)} withdraws from the sheriff race.` : `${L(e.seat)} stays in the race.`;
    case 'sheriff_elected':
      return sheriffOutcome(e, L);
    case 'badge_passed':
      return e.to === null ? `${L(e.from)} tears up the sheriff's badge.` : `${L(e.from)} passes the sheriff's badge to ${L(e.to)}.`;
    case 'direction_chosen':
      return `The sheriff chooses ${e.direction}.`;
    case 'speaking_order':
      return `Speaking order: ${e.order.join(', ')}.`;
    case 'banish_tally': {
      const counts = e.tally.length ? e.tally.map((x) => `${L(x.seat)} ${x.weight}`).join(', ') : 'no votes';
      const outcome = e.banished !== null ? `${L(e.banished)} is banished` : e.tied.length ? `tie between ${e.tied.join(' and ')}: PK` : 'nobody is banished';
      return `${e.round === 'pk' ? 'PK result' : 'Vote result'}: ${counts} — ${outcome}.`;
    }
    case 'hunter_shot':
      return e.target === null ? 'You hold your fire.' : `${L(e.seat)} fires the hunter's shot at ${L(e.target)}.`;
    default:
      return undefined;
  }
}

export function brief(e: GameEvent, names: Names): Brief | null | undefined {
  const L = names.names;
  switch (e.type) {
    case 'dawn':
    case 'badge_passed':
    case 'hunter_shot':
      return `Day ${e.day}: ${describe(e, names)}`;
    case 'sheriff_elected':
      return `Sheriff election: ${describe(e, names)}`;
    case 'banish_tally': {
      // Who voted whom is in the record by player: the outcome and the weights are enough here.
      const counts = e.tally.length ? ` (${e.tally.map((x) => `${L(x.seat)} ${x.weight}`).join(', ')})` : ' (no votes)';
      const outcome = e.banished !== null ? `${L(e.banished)} is banished` : e.tied.length ? `a tie between ${e.tied.map(L).join(' and ')}: PK` : 'nobody is banished';
      return `${e.round === 'pk' ? 'PK re-vote' : 'Vote'}: ${outcome}${counts}.`;
    }
    case 'seer_checked':
    case 'witch_told':
    case 'witch_acted':
    case 'guard_acted':
    case 'pack_target':
    // The pack's talk of an earlier night, kept: what a partner proposed and why is what the pack plans from (relay
    // readers playing wolves had only the target left of earlier nights: 4 Dec).
    case 'wolf_proposal':
      // A night's results, dated by that night (not "Day N … tonight").
      return nightDated(e.day, describe(e, names));
    case 'sheriff_run':
      return e.run ? { group: 'Ran for sheriff', item: L(e.seat) } : null;
    case 'sheriff_withdrew':
      return e.withdraw ? { group: 'Withdrew from the sheriff race', item: L(e.seat) } : null;
    case 'night_resolved':
    case 'direction_chosen':
    case 'speaking_order':
      return null;
    case 'died':
      // A night death is in the dawn line, a banishment in the vote's, a shot in the hunter's.
      return e.reason === 'night' || e.reason === 'banished' || e.reason === 'shot' ? null : undefined;
    default:
      return undefined;
  }
}

export const roleName = (role: string): string => ROLE_NAMES[role] ?? role;

export const stateOfPlay = (view: PlayerView, { names }: Names): string => werewolfStateOfPlay(view, tableOf(view).roles, names);
