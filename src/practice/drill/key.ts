// A drill's key decision and whether it matters: the first decision of the drill's day or night where
// the seat picks (a vote, a check, a potion) or, holding a role worth claiming, speaks; its two best
// answers (the strongest bot's, and the bot's answer with that one taken away — or, for a speech, the
// other of claiming and keeping the role hidden) played on over continuations. A position whose two best
// answers end alike in every continuation teaches nothing, and the drill looks for another.
import type { DecisionRequest } from '../../engine/participant.js';
import type { GameEvent } from '../../engine/events.js';
import { mix } from '../../engine/rng.js';
import { boardFor, createTable } from '../../table/setup.js';
import { sanitizeLine } from '../../terminal/sanitize.js';
import { advise, adviser, readAdvice, type Advice } from '../advice.js';
import type { Capture } from '../continue/capture.js';
import { answersBefore, phaseStart, plain, type Ending, type Line } from '../continue/line.js';
import type { Runner } from '../continue/pool.js';
import { CONTINUATIONS, paired, type Paired } from '../continue/stats.js';
import type { Explanation } from '../explain.js';
import { verdictOf, type LineResult, type Verdict } from '../judge.js';
import { claimedBefore, stanceIn, stanceKey } from '../stance.js';

export interface KeyCheck {
  /** The seat's decision (1-based, in the source game) the check played. */
  decision: number;
  kind: string;
  /** The strongest bot's answer there, and why (what the position held that a strong player would use). */
  best: { does: string; explanation?: Explanation };
  second: { does: string; explanation?: Explanation };
  /** The best answer's line (a) beside the second's (b), for the seat's side. */
  paired: Paired;
  verdict: Verdict;
  /** The two answers led to different results at once (deaths, removals, the badge) in some continuation. */
  apart: boolean;
}

/**
 * How much a position's answer matters: 3, its two best answers end differently beyond the noise; 2, they
 * end differently in some continuation and lead to different results at once; 1, they end differently in
 * some continuation only; 0, they always end alike.
 */
export function weight(k: KeyCheck): number {
  if (k.paired.better === 'same') return 0;
  if (k.paired.better === 'a' || k.paired.better === 'b') return 3;
  if (k.apart) return 2;
  return k.paired.better === 'tie' ? 1 : 0;
}

/** The continuations' draw of a drill's seed: the key check and both lines of the drill meet the same tables. */
export const drillDraw = (seed: number): number => mix(seed, 404);

export interface KeySource {
  preset: string;
  seed: number;
  seat: number;
  events: readonly GameEvent[];
  capture: Capture;
}

/** The decision of the drill's phase to check, from the seat's decision `from` (1-based) on. */
function keyAsk(src: KeySource, from: number): { index: number; request: DecisionRequest; at: number } | undefined {
  const { ruleset, preset } = boardFor(src.preset);
  const asks = src.capture.asks;
  const start = asks[from - 1];
  if (!start) return undefined;
  const phase = phaseStart(src.events, start.at);
  for (let i = from - 1; i < asks.length; i++) {
    const a = asks[i]!;
    if (phaseStart(src.events, a.at) !== phase) return undefined;
    const shape = a.request.answer.shape;
    if (shape !== 'speech' && a.request.options.length >= 2) return { index: i + 1, request: a.request, at: a.at };
    const role = a.request.view.role;
    if (shape === 'speech' && preset.roles[role] === 1 && !ruleset.teamsKnowEachOther.includes(ruleset.teamOf(role)) && claimedBefore(a.request.view) === undefined) return { index: i + 1, request: a.request, at: a.at };
  }
  return undefined;
}

/** The two best answers of a request: the bot's, and its next best (or, for a speech, the other of claiming and hiding). */
async function twoBest(request: DecisionRequest, seed: number, persona: Parameters<typeof adviser>[1]): Promise<[Advice, Advice] | undefined> {
  const best = await advise(request, adviser(seed, persona));
  if (request.answer.shape === 'speech') {
    const claimed = (best.claims ?? []).some((c) => c.kind === 'role' && c.role === request.view.role);
    const other = readAdvice(request, await adviser(seed, persona, { reveal: !claimed }).decide('', '', { request, attempt: 1 }));
    return stanceKey(stanceIn(request.view, other.claims ?? [], other.nomination)) === stanceKey(stanceIn(request.view, best.claims ?? [], best.nomination)) ? undefined : [best, other];
  }
  const without = { ...request, options: request.options.filter((o) => o.value !== best.value) };
  if (!without.options.length) return undefined;
  const raw = await adviser(seed, persona).decide('', '', { request: without, attempt: 1 });
  const second = readAdvice(request, raw);
  if (second.value === undefined || second.value === best.value || !request.options.some((o) => o.value === second.value)) return undefined;
  return [best, second];
}

/** Checks the key decision from the seat's decision `from`: null when there is none, or no second answer to set beside the bot's. */
export async function keyCheck(src: KeySource, from: number, pool: Runner, n = CONTINUATIONS): Promise<KeyCheck | null> {
  const key = keyAsk(src, from);
  if (!key) return null;
  const persona = createTable({ preset: src.preset, seed: src.seed }).personasBySeat.get(src.seat);
  const two = await twoBest(key.request, src.seed, persona);
  if (!two) return null;
  const given = src.capture.given.get(src.seat) ?? [];
  const before = given.filter((g) => g.asked < key.at);
  const others = [...answersBefore(src.capture.given, key.at, true)].filter(([seat]) => seat !== src.seat);
  const lineOf = (raw: string): Line => ({
    table: src.capture.table,
    answers: [...others, [src.seat, [...before.map(plain), { decision: key.request.kind, attempt: 1, raw }]]],
    seat: src.seat,
    draw: drillDraw(src.seed),
    from: key.at,
    since: phaseStart(src.events, key.at),
  });
  const indices = Array.from({ length: n }, (_, i) => i + 1);
  const play = (raw: string): Promise<Ending[]> => Promise.all(pool.run(lineOf(raw), indices));
  const [a, b] = await Promise.all([play(two[0].raw), play(two[1].raw)]);
  const side = boardFor(src.preset).ruleset.teamOf(key.request.view.role);
  const label = (seat: number) => (seat === src.seat ? 'you' : sanitizeLine(`Seat ${seat} (${src.capture.table.seats[seat - 1]?.name ?? '?'})`));
  const best: LineResult = { who: 'bot', does: two[0].explanation?.act ?? two[0].pick, endings: a };
  const second: LineResult = { who: 'other', does: two[1].explanation?.act ?? two[1].pick, endings: b };
  return {
    decision: key.index,
    kind: key.request.kind,
    best: { does: best.does, ...(two[0].explanation ? { explanation: two[0].explanation } : {}) },
    second: { does: second.does, ...(two[1].explanation ? { explanation: two[1].explanation } : {}) },
    paired: paired(side, a.map((e) => e.winner), b.map((e) => e.winner)),
    verdict: verdictOf(side, best, [second], label),
    apart: a.some((e, i) => e.next !== b[i]?.next),
  };
}
