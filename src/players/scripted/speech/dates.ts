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
    case 'attacked':
      return 'night';
    default:
      return 'day';
  }
}

/**
 * The date of something that happened on `day`, in its day or its night, as seen from `now`. Night
 * facts carry the number of the morning after them (a death, a quiet night); `offset` is how far a
 * game's own night numbers run behind that (Mafia's night 1 comes before day 2: offset 1).
 */
export function when(day: number, part: Part, now: Now, offset = 0): string {
  const nightName = (d: number) => (d - offset === 0 ? 'on night zero' : `on night ${d - offset}`);
  if (now.phase === 'day') {
    if (part === 'night') return day === now.day ? 'last night' : nightName(day);
    if (day === now.day) return 'earlier today';
    return day === now.day - 1 ? 'yesterday' : `on day ${day}`;
  }
  // At night the day just ended is the morning's day minus one (werewolf: night N before day N).
  const morning = now.day + offset;
  if (part === 'night') return day === morning ? 'tonight' : day === morning - 1 ? 'last night' : nightName(day);
  if (day === morning - 1) return 'today';
  return day === morning - 2 ? 'yesterday' : `on day ${day}`;
}

/** A fact said with its date first ("yesterday, Bo voted Ada"). */
export const DATE_FIRST = /^(last night|earlier today|yesterday|today|tonight|on (?:day|night) [a-z0-9]+), /i;

/**
 * A fact said with its date first ("yesterday, you voted me") said with it last ("you voted me yesterday"); of two facts
 * ("yesterday, I voted Jonah, and Jonah turned out to be mafia"), in the first: "since yesterday, I voted Jonah, …" read
 * as "since yesterday" (mafia, 80x24, seed 1230101). A longer list of facts as it is.
 */
export function dateLast(fact: string): string {
  const m = DATE_FIRST.exec(fact);
  if (!m) return fact;
  const rest = fact.slice(m[0].length);
  const date = m[1]!.toLowerCase();
  if (!/[,;:]/.test(rest)) return `${rest} ${date}`;
  const and = rest.indexOf(', and ');
  return and > 0 && !/[,;:]/.test(rest.slice(0, and)) ? `${rest.slice(0, and)} ${date}${rest.slice(and)}` : fact;
}

/**
 * A fact said inside a sentence, after a word ("since …", "the beat changed when …", "the evidence shows …"):
 * its date last, and a retold case's "as Vera said," after it ("one of Ada and Iris is lying, as Vera put it"),
 * never "when as Vera put it, …". A list of facts as it is.
 */
export function inClause(fact: string): string {
  const m = /^(as [^,;:]+), ([^,;:]+)$/.exec(fact);
  return m ? `${m[2]}, ${m[1]}` : dateLast(fact);
}

/** The fact as it fits the frame's {evidence} slot: as a clause where the frame carries on from a word, as it is at its head or after a colon. */
export const placed = (frame: string, fact: string): string => (/\w\s*\{evidence\}/.test(frame) ? inClause(fact) : fact);
