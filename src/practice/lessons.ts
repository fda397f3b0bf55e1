// The review that teaches, from a finished game (its log played again once, or the game as it was played):
// at each of the person's decisions the strongest offline bot asked the same request (the seat's view
// then), what it would do and why in plain words, and every line worth comparing played on over
// continuations — the person's answer, the bot's and, for a speech of a role worth claiming, the other of
// claiming or keeping it hidden — with a verdict from the continuations (judge.ts).
import type { Claim } from '../engine/core-events.js';
import type { GameEvent } from '../engine/events.js';
import type { DecisionRequest } from '../engine/participant.js';
import { mix } from '../engine/rng.js';
import { boardFor, createTable } from '../table/setup.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { advise, adviser, readAdvice, type Advice } from './advice.js';
import { type Capture, captureLog } from './continue/capture.js';
import type { Ending, Line } from './continue/line.js';
import { answersBefore, phaseStart, plain } from './continue/line.js';
import { sharedPool, type Runner } from './continue/pool.js';
import { CONTINUATIONS } from './continue/stats.js';
import { actionOf, personDecisions, shownAnswer, yesNo, type PersonDecision } from './decisions.js';
import { ADVISER, explain } from './explain.js';
import { verdictOf, type LineResult, type Verdict } from './judge.js';
import { claimedBefore, stanceIn, stanceKey, stanceWords } from './stance.js';

export interface Lesson {
  index: number;
  decision: string;
  day: number;
  /** The phase the decision was asked in ("night", "day"): a night decision reads "night 2", not "day 2". */
  phase?: string;
  /** What the person did, as they read it (a speech: what it claimed and whom it accused). */
  chose: string;
  chosenValue: string;
  advice: Advice;
  /** The person's answer was the bot's (the same option; a speech that claims and accuses alike). */
  agreed: boolean;
  hinted: boolean;
  /** The lines played on and the verdict; absent where there was nothing else to play (the bot agreed, no other speech). */
  judged?: { side: string; lines: LineResult[]; verdict: Verdict };
  /** Who won the game as it was played. */
  real?: string;
}

export interface Progress {
  done: number;
  total: number;
}

export interface BookOptions {
  pool?: Runner;
  continuations?: number;
  onProgress?: (p: Progress) => void;
}

/** The person's decisions judged one by one, as the log comes to hold their answers. */
export class LessonBook {
  private readonly lessons = new Map<number, Promise<Lesson>>();
  private readonly progress: Progress = { done: 0, total: 0 };
  private readonly pool: Runner;
  private readonly n: number;

  constructor(
    private readonly capture: Capture,
    private readonly opts: BookOptions = {},
  ) {
    this.pool = opts.pool ?? sharedPool();
    this.n = opts.continuations ?? CONTINUATIONS;
  }

  get status(): Progress {
    return { ...this.progress };
  }

  /** Starts judging decision `d` (its answers and speech are in `events`). */
  add(events: readonly GameEvent[], d: PersonDecision): void {
    if (this.lessons.has(d.index)) return;
    const ask = this.capture.asks[d.index - 1];
    if (!ask) return;
    const lesson = this.judge(events, d, ask.request, ask.at);
    lesson.catch(() => {});
    this.lessons.set(d.index, lesson);
  }

  /** Every decision of the log judged (those not yet started start now), in order. */
  async all(events: readonly GameEvent[]): Promise<Lesson[]> {
    const decisions = personDecisions(events, this.capture.me).filter((d) => d.index <= this.capture.asks.length);
    for (const d of decisions) this.add(events, d);
    const over = events.find((e) => e.type === 'game_over');
    const real = over?.type === 'game_over' ? over.winner : undefined;
    const out = await Promise.all(decisions.map((d) => this.lessons.get(d.index)!));
    return out.map((l) => (real !== undefined ? { ...l, real } : l));
  }

  private async judge(events: readonly GameEvent[], d: PersonDecision, request: DecisionRequest, at: number): Promise<Lesson> {
    const { table, me } = this.capture;
    const persona = createTable({ preset: table.preset, seed: table.seed }).personasBySeat.get(me);
    const advice = await advise(request, adviser(table.seed, persona));
    const raw = d.answers.at(-1) ?? '';
    const base = { index: d.index, decision: d.decision, day: d.day, phase: request.view.phase, hinted: d.hinted };
    const { ruleset } = boardFor(table.preset);
    const side = ruleset.teamOf(request.view.role);
    const label = (seat: number) => (seat === me ? 'you' : sanitizeLine(`Seat ${seat} (${table.seats[seat - 1]?.name ?? '?'})`));
    const alts: { who: LineResult['who']; does: string; raw: string }[] = [];
    let chose: string;
    let chosenValue: string;
    let agreed: boolean;
    if (request.answer.shape === 'speech') {
        const said = spokenAfter(events, me, d.at);
      const mine = stanceIn(request.view, said?.claims ?? [], said?.nomination);
      const words = (claims: readonly Claim[], nomination?: number) => explain(request, { claims, ...(nomination !== undefined ? { nomination } : {}) }).act;
      chose = words(said?.claims ?? [], said?.nomination);
      chosenValue = stanceKey(mine);
      const keys = new Set([chosenValue]);
      agreed = stanceKey(stanceIn(request.view, advice.claims ?? [], advice.nomination)) === chosenValue;
      if (!agreed) alts.push({ who: 'bot', does: advice.explanation?.act ?? advice.pick, raw: advice.raw });
      keys.add(stanceKey(stanceIn(request.view, advice.claims ?? [], advice.nomination)));
      // A role worth claiming: the other of claiming it or keeping it hidden, from the same bot.
      if (claimable(table.preset, request.view)) {
        const claimed = (advice.claims ?? []).some((c) => c.kind === 'role' && c.role === request.view.role);
        const other = readAdvice(request, await adviser(table.seed, persona, { reveal: !claimed }).decide('', '', { request, attempt: 1 }));
        const key = stanceKey(stanceIn(request.view, other.claims ?? [], other.nomination));
        if (!keys.has(key)) alts.push({ who: 'other', does: other.explanation?.act ?? other.pick, raw: other.raw });
      }
    } else {
      chosenValue = valueOf(request, raw);
      agreed = advice.value !== undefined ? advice.value === chosenValue : advice.raw === raw;
      chose = request.options.find((o) => o.value === chosenValue)?.label ?? shownAnswer(raw);
      if (!agreed && advice.value !== undefined) alts.push({ who: 'bot', does: advice.explanation?.act ?? advice.pick, raw: advice.raw });
    }
    const lesson: Lesson = { ...base, chose: sanitizeLine(chose), chosenValue, advice, agreed };
    if (!alts.length || this.n === 0) return lesson;
    // Every line meets the same continuations: one draw per decision.
    const draw = mix(table.seed, d.index, 101);
    const given = this.capture.given.get(me) ?? [];
    const before = given.filter((g) => g.asked < at);
    const own = given.slice(before.length, before.length + d.answers.length);
    const others = answersBefore(this.capture.given, at, true);
    const lineOf = (answers: typeof own): Line => ({
      table,
      answers: [...[...others].filter(([seat]) => seat !== me), [me, [...before, ...answers].map(plain)]],
      seat: me,
      draw,
      from: at,
      since: phaseStart(events, at),
    });
    const yoursLine = this.play(lineOf(own));
    const altLines = alts.map((a) => this.play(lineOf([{ decision: d.decision, attempt: 1, raw: a.raw, asked: at }])));
    const yours: LineResult = { who: 'yours', does: chose, endings: await yoursLine };
    const rest: LineResult[] = await Promise.all(alts.map(async (a, i) => ({ who: a.who, does: a.does, endings: await altLines[i]! })));
    return { ...lesson, judged: { side, lines: [yours, ...rest], verdict: verdictOf(side, yours, rest, label) } };
  }

  private play(line: Line): Promise<Ending[]> {
    const indices = Array.from({ length: this.n }, (_, i) => i + 1);
    this.progress.total += indices.length;
    this.opts.onProgress?.(this.status);
    const runs = this.pool.run(line, indices).map((p) =>
      p.then((e) => {
        this.progress.done++;
        this.opts.onProgress?.(this.status);
        return e;
      }),
    );
    const all = Promise.all(runs);
    // Stopped (the screen left), a line awaited after another's failure must not count as unhandled.
    all.catch(() => {});
    return all;
  }
}

/** The person's speech for a decision: the first speech of the seat logged after it began. */
function spokenAfter(events: readonly GameEvent[], me: number, at: number): { claims: Claim[]; nomination?: number } | undefined {
  for (let i = at; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'speech' && e.seat === me) return { claims: e.claims, ...(typeof (e as { nomination?: unknown }).nomination === 'number' ? { nomination: (e as { nomination: number }).nomination } : {}) };
  }
  return undefined;
}

/** A one-of-a-kind role of the uninformed side: worth claiming, or keeping back. */
function claimable(preset: string, view: DecisionRequest['view']): boolean {
  const { ruleset, preset: p } = boardFor(preset);
  // A role claimed in an earlier speech is no longer the seat's to claim or hide.
  return p.roles[view.role] === 1 && !ruleset.teamsKnowEachOther.includes(ruleset.teamOf(view.role)) && claimedBefore(view) === undefined;
}

export interface LessonOptions extends Omit<BookOptions, 'continuations'> {
  /** Play the lines on (default true); false: only the bot's advice. */
  continuations?: number | false;
}

/** The lessons of a game's log (played again once to hear every seat's answers). */
export async function lessonsOf(path: string, opts: LessonOptions = {}): Promise<Lesson[]> {
  const got = await captureLog(path);
  if (!got) return [];
  const { continuations, ...rest } = opts;
  if (continuations === false) return adviceOnly(got.capture, got.events);
  const book = new LessonBook(got.capture, { ...rest, ...(continuations !== undefined ? { continuations } : {}) });
  return book.all(got.events);
}

/** The strongest bot's advice at each of the person's decisions of a log (the review's reasons, read by the bench). */
export async function adviceAlong(path: string): Promise<{ advice: { request: DecisionRequest; advice: Advice }[]; events: readonly GameEvent[] }> {
  const got = await captureLog(path);
  if (!got) return { advice: [], events: [] };
  const { table, me } = got.capture;
  const persona = createTable({ preset: table.preset, seed: table.seed }).personasBySeat.get(me);
  const advice: { request: DecisionRequest; advice: Advice }[] = [];
  // A fresh bot for each decision: the advice depends on the request alone.
  for (const { request } of got.capture.asks) advice.push({ request, advice: await advise(request, adviser(table.seed, persona)) });
  return { advice, events: got.events };
}

/** Each decision beside the bot's advice, nothing played on. */
async function adviceOnly(capture: Capture, events: readonly GameEvent[]): Promise<Lesson[]> {
  const book = new LessonBook(capture, { continuations: 0 });
  return book.all(events);
}

/** The option a raw answer picks, as its value ("7", "skip"), or the raw answer's action field. */
export function valueOf(request: DecisionRequest, raw: string): string {
  let v: unknown = raw;
  try {
    const j = JSON.parse(raw) as Record<string, unknown>;
    if (j && typeof j === 'object') v = actionOf(j, request.answer.field) ?? request.answer.none;
  } catch {
    /* a plain answer */
  }
  const s = (request.answer.shape === 'yes_no' ? yesNo(String(v ?? '')) : String(v ?? '')).trim().toLowerCase();
  const hit = request.options.find((o) => o.value.toLowerCase() === s || o.label.toLowerCase() === s);
  if (hit) return hit.value;
  const seat = /^(?:seat\s*)?#?(\d+)/i.exec(s)?.[1];
  return seat ?? s;
}

/** An answer beside the bot's advice (a drill's decisions): what was chosen, and whether the two agree. */
export function compared(request: DecisionRequest, raw: string, advice: Advice, claims?: readonly Claim[], nomination?: number): Pick<Lesson, 'chose' | 'chosenValue' | 'advice' | 'agreed'> {
  if (request.answer.shape === 'speech') {
    const mine = stanceIn(request.view, claims ?? [], nomination);
    const key = stanceKey(mine);
    const chose = explain(request, { claims: claims ?? [], ...(nomination !== undefined ? { nomination } : {}) }).act;
    return { chose: sanitizeLine(chose), chosenValue: key, advice, agreed: key === stanceKey(stanceIn(request.view, advice.claims ?? [], advice.nomination)) };
  }
  const chosenValue = valueOf(request, raw);
  const agreed = advice.value !== undefined ? advice.value === chosenValue : advice.raw === raw;
  const label = request.options.find((o) => o.value === chosenValue)?.label;
  return { chose: label ?? shownAnswer(raw), chosenValue, advice, agreed };
}

export { ADVISER, stanceWords };
