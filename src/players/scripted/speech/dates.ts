// When a cited fact happened, said relative to now: "earlier today", "yesterday", "last night",
// "this morning", "on day 2", "on night 3". Night N comes before day N and both carry day number N.
import type { Evidence } from './plan.js';

export type Part = 'day' | 'night';

export interface Now {
  day: number;
  phase: Part;
}

const NIGHT_CAUSES = new Set(['night', 'wolves', 'poison', 'mafia']);

/** Whether a fact belongs to a night or to a day. */
export function partOf(e: Exclude<Evidence, { kind: 'contradiction' }>): Part {
  switch (e.kind) {
    case 'death':
      return NIGHT_CAUSES.has(e.cause) ? 'night' : 'day';
    case 'peaceful_night':
    case 'my_result':
      return 'night';
    default:
      return 'day';
  }
}

const nightName = (d: number) => (d === 0 ? 'on night zero' : `on night ${d}`);

/** The date of something that happened on `day`, in its day or its night, as seen from `now`. */
export function when(day: number, part: Part, now: Now): string {
  if (now.phase === 'day') {
    if (part === 'night') return day === now.day ? 'last night' : nightName(day);
    if (day === now.day) return 'earlier today';
    return day === now.day - 1 ? 'yesterday' : `on day ${day}`;
  }
  // At night N the day just ended is day N-1.
  if (part === 'night') return day === now.day ? 'tonight' : day === now.day - 1 ? 'last night' : nightName(day);
  if (day === now.day - 1) return 'today';
  return day === now.day - 2 ? 'yesterday' : `on day ${day}`;
}
