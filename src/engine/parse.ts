// Lenient reading of answers (RULES.md §3): `3`, `#3`, `seat 3`, `Seat 3 (Mira)`, a name, `skip`,
// `abstain`, `pass`, `no kill`, JSON such as {"target": 3}. Anything else is refused with a hint.
import { extractJson as lenientJson } from './json.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; hint: string };
export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = <T = never>(hint: string): Checked<T> => ({ ok: false, hint });

export interface NamedSeat {
  seat: number;
  name: string;
}

/** A target answer: a seat, or one of the "nobody" words (skip, abstain, pass, no kill, hold, none). */
export type Pick = { seat: number } | { none: string };

const NONE_WORDS = ['skip', 'abstain', 'pass', 'no kill', 'nokill', 'no one', 'noone', 'nobody', 'none', 'hold', 'no'];

/** The JSON object in an answer: fences, prose around it, a missing closing brace, trailing commas, a cut-off string. */
export function extractJson(text: string): Record<string, unknown> | undefined {
  const v = lenientJson(text, { closeStrings: true });
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

const BARE_NUMBER = /^\d+$/;

const normal = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Reads a seat or a "nobody" word from free text. Seats outside `seats` are refused with the list.
 * `nobody` adds the decision's own words for nobody (a ruleset's "tear up"), read like the built-in ones.
 */
export function parsePick(raw: string, seats: readonly NamedSeat[], nobody: readonly string[] = []): Checked<Pick> {
  // A bare number (a bot's JSON target) reads the same with or without the tidying.
  const text = BARE_NUMBER.test(raw) ? raw : normal(raw).replace(/^["'`]+|["'`.!]+$/g, '');
  if (text === '') return refuse('The answer was empty. ' + expect(seats));
  const own = nobody.map(normal);
  if (own.includes(text)) return ok({ none: text });
  const direct = readPick(text, seats);
  if (direct.ok) return direct;
  // "vote 3", "check Mira", "I vote for 3": one leading verb (and "for"/"on"/"out") before the seat.
  const verb = /^(?:i\s+)?[a-z]+(?:\s+(?:for|on|out))?\s+(.+)$/.exec(text);
  if (verb && !NONE_WORDS.includes(text)) {
    const rest = readPick(verb[1]!, seats);
    if (rest.ok && 'seat' in rest.value) return rest;
  }
  return direct.hint.startsWith('Could not read') ? refuse(`Could not read "${raw.trim().slice(0, 60)}" as a seat. ` + expect(seats)) : direct;
}

function readPick(text: string, seats: readonly NamedSeat[]): Checked<Pick> {
  if (NONE_WORDS.includes(text)) return ok({ none: text });
  // A bare number is what the pattern below would read (digits, no name), without running it.
  let m: readonly (string | undefined)[] | null = BARE_NUMBER.test(text) ? [text, text] : /^(?:seat|player|#|no\.?)?\s*#?\s*(\d+)(?:\s*\(([^)]*)\))?$/.exec(text);
  if (m) {
    const seat = Number(m[1]);
    const named = seats.find((s) => s.seat === seat);
    if (!named) return refuse(`There is no seat ${seat} among the choices. ` + expect(seats));
    if (m[2] && normal(m[2]) !== normal(named.name)) {
      return refuse(`Seat ${seat} is ${named.name}, not "${m[2]}". ` + expect(seats));
    }
    return ok({ seat });
  }
  m = /^([\p{L}'-]+)(?:\s*\(\s*(?:seat\s*)?#?(\d+)\s*\))?$/u.exec(text);
  if (m) {
    const named = seats.find((s) => normal(s.name) === m![1]);
    if (named && (!m[2] || Number(m[2]) === named.seat)) return ok({ seat: named.seat });
  }
  return refuse(`Could not read "${text.slice(0, 60)}" as a seat. ` + expect(seats));
}

export function expect(seats: readonly NamedSeat[]): string {
  if (seats.length === 0) return '';
  return `Answer with a seat number: ${seats.map((s) => `${s.seat} (${s.name})`).join(', ')}.`;
}

const YES = ['yes', 'y', 'run', 'true', 'stay', 'keep', 'i run', 'yes i run', 'sure'];
const NO = ['no', 'n', 'false', "don't", 'dont', 'withdraw', 'pass', 'skip', 'no thanks'];

export function parseYesNo(raw: string): Checked<boolean> {
  const text = normal(raw).replace(/[.!]+$/, '');
  if (YES.includes(text)) return ok(true);
  if (NO.includes(text)) return ok(false);
  return refuse(`Answer yes or no (got "${raw.trim().slice(0, 40)}").`);
}

/** Reads one of a few named choices, each with its aliases. */
export function parseChoice<T extends string>(raw: string, choices: Record<T, readonly string[]>): Checked<T> {
  const text = normal(raw).replace(/[.!]+$/, '');
  for (const [value, aliases] of Object.entries(choices) as [T, readonly string[]][]) {
    if (text === value || aliases.includes(text)) return ok(value);
  }
  return refuse(`Answer one of: ${Object.keys(choices).join(', ')} (got "${raw.trim().slice(0, 40)}").`);
}

/** The answer field of a JSON reply, by the keys a decision accepts, as text to parse leniently. */
export function jsonField(json: Record<string, unknown> | undefined, keys: readonly string[]): string | undefined {
  if (!json) return undefined;
  for (const k of keys) {
    if (!(k in json)) continue;
    const v = json[k];
    if (v === null) return 'none';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (typeof v === 'string') return v;
  }
  return undefined;
}

/** Text to match literally inside a regular expression (a seat's name). */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The seat a speech nominates in its words: "I nominate Seat 4", "nominating #4", "I nominate Mira".
 * The present tense wins over a report ("Mira nominated Katya; I nominate Seat 2" nominates 2), and
 * the last such phrase over an earlier one. Undefined when the words nominate nobody in `seats`.
 */
export function nominationIn(text: string, seats: readonly NamedSeat[]): number | undefined {
  const names = seats.map((s) => escapeRe(s.name)).filter(Boolean).sort((a, b) => b.length - a.length);
  const target = `(?:seat\\s*)?#?(\\d+)${names.length ? `|(${names.join('|')})\\b` : ''}`;
  const find = (verb: string): number | undefined => {
    let found: number | undefined;
    for (const m of text.matchAll(new RegExp(`\\b${verb}\\s+(?:${target})`, 'gi'))) {
      const seat = m[1] !== undefined ? Number(m[1]) : seats.find((s) => s.name.toLowerCase() === m[2]!.toLowerCase())?.seat;
      if (seat !== undefined && seats.some((s) => s.seat === seat)) found = seat;
    }
    return found;
  };
  return find('nominat(?:e|ing)') ?? find('nominat\\w*');
}
