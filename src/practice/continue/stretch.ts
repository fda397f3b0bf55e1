// What happened in a continuation's first stretch (from where two lines part to the next phase), in
// plain words: the night's attack, protections, potions and deaths; the vote; the badge. Two answers
// that end alike are explained by what their stretches share: "the pack attacked Bruno and the guard
// protected Bruno, so nobody died either way".
import type { WindowEvent } from './line.js';

const num = (x: unknown): number | null => (typeof x === 'number' ? x : null);

/** One event as a clause, or null when it says nothing a reader needs. */
export function clause(e: WindowEvent, label: (seat: number) => string): string | null {
  const seat = num(e.seat);
  const target = num(e.target);
  switch (e.type) {
    case 'pack_target':
      return target === null ? 'the pack attacked nobody' : `the pack attacked ${label(target)}`;
    case 'mafia_kill':
      return target === null ? 'the mafia killed nobody' : `the mafia went for ${label(target)}`;
    case 'guard_acted':
      return target === null ? 'the guard protected nobody' : `the guard protected ${label(target)}`;
    case 'protected':
      return target === null ? null : `the doctor protected ${label(target)}`;
    case 'witch_acted':
      return e.action === 'antidote' && target !== null ? `the witch saved ${label(target)}` : e.action === 'poison' && target !== null ? `the witch poisoned ${label(target)}` : 'the witch kept her potions';
    case 'seer_checked':
    case 'investigated':
      return target === null ? null : `the check on ${label(target)} came back ${String(e.result).replace(/_/g, ' ')}`;
    case 'night_resolved': {
      const deaths = Array.isArray(e.deaths) ? (e.deaths as { seat: number }[]).map((d) => label(d.seat)) : [];
      return deaths.length ? `${and(deaths)} died in the night` : 'nobody died in the night';
    }
    case 'mafia_night_resolved': {
      const death = num(e.death);
      return death === null ? 'nobody died in the night' : `${label(death)} died in the night`;
    }
    case 'banish_tally': {
      const out = num(e.banished);
      return out === null ? (e.round === 'pk' ? 'the run-off banished nobody' : Array.isArray(e.tied) && e.tied.length ? null : 'nobody was banished') : `the table banished ${label(out)}`;
    }
    case 'vote_result': {
      const out = num(e.eliminated);
      return out === null ? 'nobody was eliminated' : `the table eliminated ${label(out)}`;
    }
    case 'sheriff_elected':
      return seat === null ? 'nobody won the badge' : `${label(seat)} won the badge`;
    case 'badge_passed':
      return target === null ? 'the badge was torn up' : `the badge went to ${label(target)}`;
    case 'hunter_shot':
      return target === null ? 'the hunter held fire' : `the hunter shot ${label(target)}`;
    default:
      return null;
  }
}

export const and = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The clauses of a stretch, each once, in order. */
export function clauses(window: readonly WindowEvent[], label: (seat: number) => string): string[] {
  const out: string[] = [];
  for (const e of window) {
    const c = clause(e, label);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
}

/** What two stretches share and where they differ, as clause lists. */
export function compareStretches(a: readonly WindowEvent[], b: readonly WindowEvent[], label: (seat: number) => string): { both: string[]; onlyA: string[]; onlyB: string[] } {
  const ca = clauses(a, label);
  const cb = clauses(b, label);
  return { both: ca.filter((c) => cb.includes(c)), onlyA: ca.filter((c) => !cb.includes(c)), onlyB: cb.filter((c) => !ca.includes(c)) };
}
