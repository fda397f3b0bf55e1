// How events read as transcript lines: the ruleset first, then the engine's own events.
import type { GameEvent } from './events.js';
import type { Renderer } from './prompt.js';
import { describeClaims } from './prompt.js';
import type { Ruleset } from './ruleset.js';

export function makeRenderer(ruleset: Ruleset<unknown>, nameOf: (seat: number) => string, options: () => Record<string, unknown> = () => ({})): Renderer {
  const label = (seat: number) => `Seat ${seat} (${nameOf(seat)})`;
  const role = (r: string) => ruleset.roleName(r, options());
  const names = { names: label };
  const lines = new WeakMap<GameEvent, string | null>();
  const briefs = new WeakMap<GameEvent, string | null>();
  return {
    label,
    role,
    line(e) {
      let l = lines.get(e);
      if (l === undefined) {
        const own = ruleset.describe(e, names);
        l = own !== undefined ? own : coreLine(e, label, ruleset, role);
        lines.set(e, l);
      }
      return l;
    },
    brief(e) {
      let b = briefs.get(e);
      if (b === undefined) {
        const own = ruleset.brief(e, names);
        b = own !== undefined ? own : coreBrief(e, label, ruleset, role);
        briefs.set(e, b);
      }
      return b;
    },
  };
}

type Label = (seat: number) => string;

export function coreLine(e: GameEvent, label: Label, ruleset: Ruleset<unknown>, role: (r: string) => string = (r) => ruleset.roleName(r)): string | null {
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'game_started':
      return `The game begins: ${f.seats.length} players (${ruleset.title}, ${f.preset}).`;
    case 'role_assigned':
      return `Your role: ${role(f.role)}.`;
    case 'team_revealed':
      return `Your team (${ruleset.sideName(f.team)}): ${f.members.map(label).join(', ')}.`;
    case 'phase_started':
      return f.phase === f.step ? `=== ${cap(f.phase)} ${f.round} ===` : null;
    case 'speech':
      return `${label(f.seat)} [${f.context.replace(/_/g, ' ')}]: ${f.text}`;
    case 'vote':
      return `${label(f.seat)} votes ${f.target === null ? 'nobody (abstains)' : label(f.target)}${f.weight !== 1 ? ` (weight ${f.weight})` : ''}.`;
    case 'refused':
      return `Your answer (${f.decision}) was refused: ${f.hint}`;
    case 'defaulted':
      return `No valid answer (${f.decision}); the default was used: ${f.value}.`;
    case 'died':
      return `${f.seats.map(label).join(', ')} ${f.seats.length > 1 ? 'are' : 'is'} dead (${f.reason}).`;
    case 'role_revealed':
      return `${label(f.seat)} was ${role(f.role)}.`;
    case 'game_over':
      return `${winLine(ruleset.sideName(f.winner))}: ${f.reason}.`;
    default:
      return null;
  }
}

function coreBrief(e: GameEvent, label: Label, ruleset: Ruleset<unknown>, role: (r: string) => string): string | null {
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'speech':
      return f.claims.length ? `Day ${e.day}: ${label(f.seat)} ${describeClaims(f.claims, label)}` : null;
    case 'died':
    case 'role_revealed':
    case 'role_assigned':
    case 'team_revealed':
      return coreLine(e, label, ruleset, role);
    default:
      return null;
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "<side> wins", or "win" for a plural side name. */
export const winLine = (side: string): string => `${side} ${/s$/.test(side) && !/ss$/.test(side) ? 'win' : 'wins'}`;
