// The one decision loop every handler uses: prompt → decide → parse → validate → hint → retry →
// default. Refused answers, defaults, THINK and memory come back as events for that seat.
import { isDeepStrictEqual } from 'node:util';
import { Answered, Defaulted, Memory, OffRecord, Refused, Think } from './core-events.js';
import { NOBODY, toSeats, type EventDraft } from './events.js';
import { extractJson, type Checked } from './parse.js';
import { notebookProblem, wholeSentences } from './prompt-notes.js';
import type { AnswerShape, DecideExtra, DecisionRequest, Option, Participant, StreamChunk } from './participant.js';
import type { PlayerView } from './view.js';

export const AI_ATTEMPTS = 3;

export interface Answer {
  raw: string;
  /** A language model gave it: held to the rules' letter (a team message is never empty). */
  model?: boolean;
  /** The JSON object in the answer, when there is one. */
  json?: Record<string, unknown>;
  /**
   * The JSON is a value a bot's typed code built (decideValue), not text to read leniently: a field with a
   * schema of its own (a speech's claims) is taken as it is (`trusted`), or, in a game whose events are
   * checked, checked, a bad one being the bot's bug (`checked`), as the engine does with events.
   */
  typed?: 'trusted' | 'checked';
}

export interface DecisionSpec<T> {
  kind: string;
  /** How the decision reads in the seat's notes, when not its kind ("mafia kill" for a lone mafioso's pick). */
  label?: string;
  question: string;
  options?: Option[];
  /** How the answer is given: the screen's control and the model's schema come from it. */
  answer: AnswerShape;
  minLength?: number;
  /** The longest answer taken: a longer one is refused with a hint, never cut. */
  maxLength?: number;
  nominate?: number[];
  /** Parse and validate together: a value, or a hint saying why not. */
  read(answer: Answer): Checked<T>;
  /** The RULES.md default after the AI's last bad answer. */
  fallback(): T;
  show(value: T): string;
}

export interface Asked<T> {
  value: T;
  /** The words said with the answer, where its shape takes a remark and one was given. */
  remark?: string;
  answer?: Answer;
  defaulted: boolean;
  events: EventDraft[];
}

export interface AskEnv {
  seat: number;
  participant: Participant;
  view: PlayerView;
  system: string;
  user(spec: DecisionSpec<unknown>, hint?: string): string;
  signal?: AbortSignal;
  onStream?: (seat: number, chunk: StreamChunk) => void;
  unwatched?: boolean;
  /** Check that an answer given as a value is its JSON text read back (games whose events are checked). */
  strict?: boolean;
}

const MEMORY_FIELDS = ['new_events', 'notable_changes', 'suspicion_updates', 'pattern_notes', 'current_goal', 'notebook'];

export async function ask<T>(env: AskEnv, spec: DecisionSpec<T>): Promise<Asked<T>> {
  const { seat, participant } = env;
  const events: EventDraft[] = [];
  const request = requestOf(spec, seat, env.view);
  // A person's or a model's answers are not a function of the seed: they are logged, for resume.
  const record = participant.kind === 'human' || participant.recordAnswers !== false;
  let hint: string | undefined;
  for (let attempt = 1; ; attempt++) {
    let answer: Answer;
    try {
      // Set field by field (no spreads of optional parts): this runs for every decision of every game.
      const extra: DecideExtra = { request, attempt };
      if (hint !== undefined) extra.hint = hint;
      if (env.signal) extra.signal = env.signal;
      if (env.onStream) extra.onStream = (c: StreamChunk) => env.onStream!(seat, c);
      if (env.unwatched) extra.unwatched = true;
      const user = env.user(spec as DecisionSpec<unknown>, hint);
      answer = participant.decideValue
        ? new ValueAnswer(await participant.decideValue(env.system, user, extra), env.strict ? 'checked' : 'trusted')
        : textAnswer(await participant.decide(env.system, user, extra));
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      takeNotes(participant, events, seat, spec.kind);
      if (record) events.push(Answered.make({ seat, decision: spec.kind, attempt, raw: '', error }, NOBODY));
      return fallback(spec, seat, events, `no answer: ${error}`);
    }
    if (participant.model) answer.model = true;
    // Outside the try: a value that is not plain JSON is a bug in the bot, not a refused answer.
    if (env.strict && participant.decideValue && !isDeepStrictEqual(JSON.parse(answer.raw), answer.json)) {
      throw new Error(`seat ${seat}'s ${spec.kind} answer is not plain JSON: ${answer.raw.slice(0, 200)}`);
    }
    takeNotes(participant, events, seat, spec.kind);
    if (record) events.push(Answered.make({ seat, decision: spec.kind, attempt, raw: answer.raw }, NOBODY));
    const said = spec.answer.remark !== undefined ? readRemark(answer.json?.remark, spec.answer.remark) : undefined;
    const read = said && !said.ok ? said : spec.read(answer);
    // A notebook over its budget is asked again, like any answer that breaks a stated limit; on the last
    // attempt the decision stands and the notebook keeps its whole sentences within the budget.
    const last = participant.kind === 'ai' && attempt >= AI_ATTEMPTS;
    const tooLong = read.ok && !last ? notebookProblem(answer.json?.notebook) : undefined;
    if (read.ok && !tooLong) {
      recordThinking(events, seat, spec.kind, answer.json, spec.label);
      const asked: Asked<T> = { value: read.value, answer, defaulted: false, events };
      if (said?.ok && said.value) asked.remark = said.value;
      return asked;
    }
    hint = read.ok ? tooLong! : read.hint;
    events.push(Refused.make({ seat, decision: spec.kind, answer: answer.raw.slice(0, 500), hint, attempt }, toSeats(seat)));
    if (participant.kind === 'ai' && attempt >= AI_ATTEMPTS) {
      return fallback(spec, seat, events, `${AI_ATTEMPTS} answers refused`);
    }
  }
}

/**
 * The remark given with an answer: words (trimmed; empty or absent says nothing), never over `max` characters. A longer
 * one is refused, not cut: the table would hear half a sentence.
 */
function readRemark(value: unknown, max: number): Checked<string | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return { ok: false, hint: `The "remark" must be text (or left out); got ${typeof value}.` };
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length > max) return { ok: false, hint: `Your remark was ${text.length} characters; the limit is ${max}. Nothing was cast: answer again, with a shorter remark or none.` };
  return { ok: true, value: text || undefined };
}

/** A text answer and the JSON object in it, when there is one. */
function textAnswer(raw: string): Answer {
  const json = extractJson(raw);
  return json ? { raw, json } : { raw };
}

/** An answer given as a value: read as its JSON text would be, that text written only when read (a hint, a record). */
class ValueAnswer implements Answer {
  private text: string | undefined;
  constructor(
    readonly json: Record<string, unknown>,
    readonly typed: 'trusted' | 'checked',
  ) {}
  get raw(): string {
    return (this.text ??= JSON.stringify(this.json));
  }
}

/** What a participant is asked: the spec's question, options and answer shape, for this seat and view. */
export function requestOf(spec: DecisionSpec<unknown>, seat: number, view: PlayerView): DecisionRequest {
  const request = { kind: spec.kind, seat, question: spec.question, options: spec.options ?? [], answer: spec.answer, freeText: spec.answer.shape === 'speech' } as DecisionRequest;
  if (spec.minLength !== undefined) request.minLength = spec.minLength;
  if (spec.maxLength !== undefined) request.maxLength = spec.maxLength;
  if (spec.nominate) request.nominate = spec.nominate;
  request.view = view;
  return request;
}

function takeNotes(participant: Participant, events: EventDraft[], seat: number, decision: string): void {
  const notes = participant.takeNotes?.();
  if (notes) for (const note of notes) events.push(OffRecord.make({ seat, decision, kind: note.kind, detail: note.detail }, NOBODY));
}

function fallback<T>(spec: DecisionSpec<T>, seat: number, events: EventDraft[], reason: string): Asked<T> {
  const value = spec.fallback();
  events.push(Defaulted.make({ seat, decision: spec.kind, value: spec.show(value), reason }, toSeats(seat)));
  return { value, defaulted: true, events };
}

function recordThinking(events: EventDraft[], seat: number, decision: string, json?: Record<string, unknown>, label = decision): void {
  if (!json) return;
  const reasoning = json.reasoning;
  if (typeof reasoning === 'string' && reasoning.trim()) {
    events.push(Think.make({ seat, decision, text: reasoning.trim() }, toSeats(seat)));
  }
  const notes: Record<string, unknown> = {};
  for (const f of MEMORY_FIELDS) if (json[f] !== undefined) notes[f] = json[f];
  // An empty notebook keeps the one the seat had, as leaving the field out does.
  if (typeof notes.notebook === 'string' && notes.notebook.trim()) {
    const whole = notes.notebook.trim();
    const kept = wholeSentences(whole);
    notes.notebook = kept;
    if (kept.length < whole.length) notes.notebook_cut_from = whole.length;
    notes.decision = label;
  } else delete notes.notebook;
  // Suspicion as a list of {seat, suspicion} (the schema's shape) is kept as a map seat → score.
  const s = notes.suspicion_updates;
  if (Array.isArray(s)) {
    notes.suspicion_updates = Object.fromEntries(
      s.filter((x) => x && typeof x.seat === 'number' && typeof x.suspicion === 'number').map((x) => [String(x.seat), x.suspicion]),
    );
  }
  if (Object.keys(notes).length > 0) events.push(Memory.make({ seat, notes }, toSeats(seat)));
}
