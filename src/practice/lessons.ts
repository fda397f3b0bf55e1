// The review that teaches, from a finished game's log: the game played again from it, and at each of
// the person's decisions the strongest bot in their seat asked the same request (the seat's view then).
// Each decision: what was chosen, what the model recommended and why, the truth about both, and — where
// they differ — whether it mattered: both answers played on with the bot in the seat, winners compared.
import { runGame } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import type { DecisionRequest, Participant } from '../engine/participant.js';
import { loadGameLog } from '../storage/log-load.js';
import { replayTable } from '../storage/log-replay.js';
import { planOf, type ResumePlan } from '../storage/resume-plan.js';
import { createTable } from '../table/setup.js';
import { advise, adviser, type Advice } from './advice.js';
import { actionOf, personDecisions, shownAnswer, yesNo } from './decisions.js';
import { lineSeat } from './plain-seat.js';
import { planRewind } from './rewind.js';
import { playRewind } from './rewind-run.js';

export interface Lesson {
  index: number;
  decision: string;
  day: number;
  /** The phase the decision was asked in ("night", "day"): a night decision reads "night 2", not "day 2". */
  phase?: string;
  /** What the person answered (the last, accepted answer), as they read it. */
  chose: string;
  chosenValue: string;
  advice: Advice;
  agreed: boolean;
  hinted: boolean;
  /** Set when they disagreed and the continuations were played: the winner after each answer. */
  mattered?: { yours: string; bots: string };
}

/** The bot's advice at each of the person's decisions, from a replay of the log. */
export async function adviceAlong(path: string): Promise<{ plan: ResumePlan; advice: { request: DecisionRequest; advice: Advice }[]; events: readonly GameEvent[] }> {
  const loaded = loadGameLog(path);
  const plan = planOf(loaded);
  if (!plan.human) return { plan, advice: [], events: loaded.log.events };
  const me = plan.human.seat;
  const persona = createTable({ preset: plan.preset.id, seed: plan.seed }).personasBySeat.get(me);
  const out: { request: DecisionRequest; advice: Advice }[] = [];
  const stop = new Error('the log ends here');
  const nobody: Participant = { kind: 'human', decide: () => Promise.reject(stop) };
  const setup = replayTable(plan, { human: nobody }, () => {});
  const seat = setup.participants[me - 1]!;
  setup.participants[me - 1] = {
    ...seat,
    kind: seat.kind,
    async decide(system, user, extra) {
      // A fresh bot for each decision: the advice depends on the request alone.
      if (extra.attempt === 1) out.push({ request: extra.request, advice: await advise(extra.request, adviser(plan.seed, persona)) });
      return seat.decide(system, user, extra);
    },
    takeNotes: () => seat.takeNotes?.() ?? [],
  };
  try {
    await runGame(setup);
  } catch (err) {
    if (err !== stop) throw err;
  }
  return { plan, advice: out, events: loaded.log.events };
}

export interface LessonOptions {
  /** Play both answers on where they differ (several short games each); default true. */
  continuations?: boolean;
  /** Where the continuations' logs go (a scratch folder; they are not kept as games). */
  scratch?: string;
}

export async function lessons(path: string, opts: LessonOptions & { scratch: string }): Promise<Lesson[]> {
  const { plan, advice, events } = await adviceAlong(path);
  if (!plan.human) return [];
  const decisions = personDecisions(events, plan.human.seat);
  const out: Lesson[] = [];
  for (const d of decisions) {
    const a = advice[d.index - 1];
    if (!a) break;
    const raw = d.answers.at(-1) ?? '';
    const lesson: Lesson = { index: d.index, decision: d.decision, day: d.day, phase: a.request.view.phase, ...compared(a.request, raw, a.advice), hinted: d.hinted };
    const { agreed } = lesson;
    if (!agreed && opts.continuations !== false && a.advice.value !== undefined) {
      lesson.mattered = { yours: await playOn(path, d.index, raw, opts.scratch, plan.seed), bots: await playOn(path, d.index, a.advice.raw, opts.scratch, plan.seed) };
    }
    out.push(lesson);
  }
  return out;
}

/** An answer beside the bot's advice: what was chosen, as the person reads it, and whether the two agree. */
export function compared(request: DecisionRequest, raw: string, advice: Advice): Pick<Lesson, 'chose' | 'chosenValue' | 'advice' | 'agreed'> {
  const chosenValue = valueOf(request, raw);
  // A speech agrees only word for word; a pick when it is the same option.
  const agreed = advice.value !== undefined ? advice.value === chosenValue : advice.raw === raw;
  const label = request.options.find((o) => o.value === chosenValue)?.label;
  return { chose: label ?? shownAnswer(raw), chosenValue, advice, agreed };
}

/** The winner when the decision is answered `raw` and the strongest bot plays the seat from there. */
async function playOn(path: string, k: number, raw: string, dir: string, seed: number): Promise<string> {
  const r = planRewind(path, k);
  const persona = createTable({ preset: r.plan.preset.id, seed }).personasBySeat.get(r.plan.human.seat);
  const result = await playRewind(r, { person: lineSeat([raw], () => {}, adviser(seed, persona)), dir });
  return result.state.core.winner ?? '?';
}

/** The option a raw answer picks, as its value ("7", "skip"), or the raw answer's action field. */
function valueOf(request: DecisionRequest, raw: string): string {
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
