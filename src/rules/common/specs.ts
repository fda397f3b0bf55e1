// Decision specs shared by both games: pick a seat (or nobody), yes/no, one of a few choices, a speech.
// Each reads JSON or plain text leniently and refuses with a hint that says why.
import type { ClaimWords } from '../../engine/claims.js';
import { ClaimSchema, type Claim } from '../../engine/core-events.js';
import { checkClaimWords } from '../../engine/render.js';
import type { Answer, DecisionSpec } from '../../engine/decision.js';
import { jsonField, nominationIn, ok, parseChoice, parsePick, parseYesNo, refuse, type Checked, type NamedSeat } from '../../engine/parse.js';
import type { Option } from '../../engine/participant.js';

export const TARGET_KEYS = ['target', 'vote', 'seat', 'choice', 'answer', 'pick', 'nomination'] as const;

export interface TargetSpecInput {
  kind: string;
  question: string;
  seats: readonly NamedSeat[];
  /** Legal seats. */
  legal: readonly number[];
  /** Why a seat is not legal ("Seat 4 is dead"), for the hint. */
  why?: (seat: number) => string | undefined;
  /** The word for "nobody" when nobody is allowed ("skip", "abstain", "hold", "no kill"). */
  none?: string;
  fallback: () => number | null;
  keys?: readonly string[];
  /** The pick may carry a remark said with it, of at most this many characters (see AnswerShape). */
  remark?: number;
}

/** A seat or nobody; null means nobody. */
export function targetSpec(input: TargetSpecInput): DecisionSpec<number | null> {
  const named = (seat: number) => input.seats.find((s) => s.seat === seat)?.name ?? `#${seat}`;
  const options: Option[] = input.legal.map((seat) => ({ value: String(seat), label: `Seat ${seat} (${named(seat)})` }));
  if (input.none) options.push({ value: input.none, label: input.none });
  const legalText = () =>
    `Legal: ${input.legal.map((s) => `${s} (${named(s)})`).join(', ')}${input.none ? `, or "${input.none}"` : ''}.`;
  return {
    kind: input.kind,
    question: input.question,
    options,
    answer: { shape: 'pick', field: 'target', ...(input.none ? { none: input.none } : {}), ...(input.remark !== undefined ? { remark: input.remark } : {}) },
    read(answer: Answer): Checked<number | null> {
      const text = jsonField(answer.json, input.keys ?? TARGET_KEYS) ?? answer.raw;
      const pick = parsePick(text, input.seats, input.none ? [input.none] : []);
      if (!pick.ok) return refuse(`${pick.hint.split('. Answer with')[0]}. ${legalText()}`);
      if ('none' in pick.value) return input.none ? ok(null) : refuse(`You must pick a seat. ${legalText()}`);
      const seat = pick.value.seat;
      if (input.legal.includes(seat)) return ok(seat);
      const reason = input.why?.(seat) ?? `Seat ${seat} is not a legal choice`;
      return refuse(`${reason}. ${legalText()}`);
    },
    fallback: input.fallback,
    show: (v) => (v === null ? input.none ?? 'nobody' : `Seat ${v} (${named(v)})`),
  };
}

export function yesNoSpec(kind: string, question: string, fallback: boolean, keys: readonly string[]): DecisionSpec<boolean> {
  return {
    kind,
    question,
    options: [
      { value: 'yes', label: 'yes' },
      { value: 'no', label: 'no' },
    ],
    answer: { shape: 'yes_no', field: 'answer' },
    read: (a) => parseYesNo(jsonField(a.json, keys) ?? a.raw),
    fallback: () => fallback,
    show: (v) => (v ? 'yes' : 'no'),
  };
}

export function choiceSpec<T extends string>(
  kind: string,
  question: string,
  choices: Record<T, readonly string[]>,
  fallback: T,
  keys: readonly string[],
): DecisionSpec<T> {
  return {
    kind,
    question,
    options: (Object.keys(choices) as T[]).map((c) => ({ value: c, label: c })),
    answer: { shape: 'choice', field: keys[0] ?? 'answer' },
    read: (a) => parseChoice(jsonField(a.json, keys) ?? a.raw, choices),
    fallback: () => fallback,
    show: (v) => v,
  };
}

export interface SpeechValue {
  text: string;
  claims: Claim[];
  nomination?: number;
}

export interface SpeechSpecInput {
  kind: string;
  question: string;
  minLength: number;
  fallbackText: string;
  /** Scans a plain-text speech for claims. */
  scan: (text: string) => Claim[];
  /** With nominations: the seats one may nominate, and the fallback pick. */
  nominate?: { seats: readonly NamedSeat[]; legal: readonly number[]; fallback: () => number };
  /** The longest speech taken (default SPEECH_MAX): a longer one is asked again, never cut. */
  maxLength?: number;
  /** The table's claim words and seat count: a claim outside them is dropped before it is stored. */
  words?: ClaimWords;
  seats?: number;
}

/** How long a speech may be, unless the decision says otherwise. */
export const SPEECH_MAX = 800;

export function speechSpec(input: SpeechSpecInput): DecisionSpec<SpeechValue> {
  const max = input.maxLength ?? SPEECH_MAX;
  const checked = (claims: Claim[]) => checkClaimWords(claims, input.words, input.seats);
  return {
    kind: input.kind,
    question: input.question,
    answer: { shape: 'speech', field: 'speech' },
    minLength: input.minLength,
    maxLength: max,
    ...(input.nominate ? { nominate: [...input.nominate.legal] } : {}),
    read(answer) {
      const j = answer.json;
      const raw = j ? (typeof j.speech === 'string' ? j.speech : typeof j.text === 'string' ? j.text : undefined) : answer.raw;
      if (raw === undefined) return refuse('The JSON answer has no "speech" text.');
      const text = raw.trim();
      // Never cut: the table would hear half a sentence. The speaker says it again, shorter.
      if (text.length > max) {
        return refuse(`Your speech was ${text.length} characters; the limit is ${max}. Nothing was said to the table: say it again in at most ${max} characters.`);
      }
      if (text.length < input.minLength) {
        return refuse(
          input.minLength > 0
            ? `The speech must be at least ${input.minLength} characters (got ${text.length}).`
            : 'The speech was empty.',
        );
      }
      // A bot's typed claims are built from the ruleset's own words; anyone else's are checked against them.
      const read = readClaims(j?.claims, answer.typed);
      // A bot lists its own questions: its words are not scanned for more (so a watched game, whose bots speak
      // their words, and an unwatched one, whose bots say a placeholder, play alike).
      const listed = answer.typed !== undefined && read ? read : withQuestions(read, text, input.scan);
      const claims = answer.typed === 'trusted' ? listed : checked(listed);
      if (!input.nominate) return ok({ text, claims });
      const legal = input.nominate.legal;
      const field = jsonField(j, ['nomination', 'nominate']);
      let seat: number | undefined;
      if (field !== undefined) {
        const p = parsePick(field, input.nominate.seats);
        seat = p.ok && 'seat' in p.value ? p.value.seat : undefined;
      } else {
        seat = nominationIn(text, input.nominate.seats);
      }
      if (seat === undefined || !legal.includes(seat)) {
        return refuse(`A speech must nominate a living player other than yourself (write "I nominate <seat>"). Legal: ${legal.join(', ')}.`);
      }
      return ok({ text, claims, nomination: seat });
    },
    fallback: () => {
      const v: SpeechValue = { text: input.fallbackText, claims: [] };
      if (input.nominate) v.nomination = input.nominate.fallback();
      return v;
    },
    show: (v) => (v.nomination !== undefined ? `${v.text} (nominates ${v.nomination})` : v.text),
  };
}

/** Words that may put a question (the scan reads which): a mark, a question word, or a request for an answer ("I'd like the reason", "tell us"). */
const MAY_ASK = /[?]|\b(?:what|why|who|which|how|tell|explain|justify|reason|understand|answer(?:ed)?|said|hear|question|haven't|haven’t|name it)\b/i;

/**
 * The claims an answer lists, with the questions its words put to a seat that it did not list (a model's
 * schema has no kind for them): "Nell, what did your check show?" is asked whoever says it. Without a
 * list, everything is read from the words.
 */
function withQuestions(listed: Claim[] | undefined, text: string, scan: (text: string) => Claim[]): Claim[] {
  if (!listed) return scan(text);
  if (listed.some((c) => c.kind === 'ask') || !MAY_ASK.test(text)) return listed;
  return [...listed, ...scan(text).filter((c) => c.kind === 'ask')];
}

/** The claims a speech answer lists: a model's are read leniently (a bad one dropped), a bot's typed ones taken as they are. */
function readClaims(value: unknown, typed: Answer['typed']): Claim[] | undefined {
  if (!Array.isArray(value)) return undefined;
  // Every bot speech of every unchecked game passes here: its claims were built as Claims.
  if (typed === 'trusted') return value as Claim[];
  const out: Claim[] = [];
  for (const c of value) {
    const r = ClaimSchema.safeParse(c);
    if (r.success) out.push(r.data);
    else if (typed === 'checked') throw new Error(`a bot's speech lists a claim that is not one: ${JSON.stringify(c).slice(0, 200)}`);
  }
  return out;
}
