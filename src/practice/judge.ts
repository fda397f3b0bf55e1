// A verdict from continuations: the person's line beside each other line (the strongest bot's answer,
// its other speech), continuation by continuation. "Right" is what the continuations favour: the
// person's line did better than another beyond the noise and none did better than it; "wrong", another
// did better; a tie, no difference the test finds (McNemar's exact test, two-sided, 5%, stats.ts); moot,
// every continuation ended alike after both, said with why.
import type { Ending } from './continue/line.js';
import { paired, pText, rate, type Paired } from './continue/stats.js';
import { and, compareStretches } from './continue/stretch.js';

export interface LineResult {
  who: 'yours' | 'bot' | 'other';
  /** What the line's answer does, as a phrase ("answer Seat 5 (Bruno)", "claim to be the seer and accuse Seat 5"). */
  does: string;
  endings: Ending[];
}

export interface Verdict {
  kind: 'right' | 'wrong' | 'tie' | 'moot';
  /** The person's line against each other line. */
  vs: { who: LineResult['who']; does: string; paired: Paired }[];
  /** Why a moot decision ended alike. */
  why?: string;
  /** When the phase after the answer went the same in every continuation: what happened in it either way. */
  either?: string;
}

const winners = (l: LineResult) => l.endings.map((e) => e.winner);

export function verdictOf(side: string, yours: LineResult, others: readonly LineResult[], label: (seat: number) => string): Verdict {
  const vs = others.map((o) => ({ who: o.who, does: o.does, paired: paired(side, winners(yours), winners(o)) }));
  const first = others[0];
  const either = first ? eitherWay(yours, first, label) : undefined;
  const more = either ? { either } : {};
  const worse = vs.filter((v) => v.paired.better === 'b').sort((x, y) => y.paired.b - y.paired.a - (x.paired.b - x.paired.a));
  if (worse.length) return { kind: 'wrong', vs: [worse[0]!, ...vs.filter((v) => v !== worse[0])], ...more };
  if (vs.some((v) => v.paired.better === 'a')) return { kind: 'right', vs, ...more };
  if (vs.length && vs.every((v) => v.paired.better === 'same')) {
    const why = either ? `${either}, and every continuation went on alike.` : 'play went differently for a while after each answer, but every continuation ended with the same winner: the game was decided either way.';
    return { kind: 'moot', vs, why, ...more };
  }
  return { kind: 'tie', vs, ...more };
}

/**
 * What the phase after the answer held in every continuation of both lines, when it went the same after
 * each ("either way the pack attacked Bruno, the guard protected Bruno and nobody died in the night").
 */
export function eitherWay(yours: LineResult, other: LineResult, label: (seat: number) => string): string | undefined {
  const n = Math.min(yours.endings.length, other.endings.length);
  if (!n) return undefined;
  for (let i = 0; i < n; i++) if (yours.endings[i]!.next !== other.endings[i]!.next) return undefined;
  const c = compareStretches(yours.endings[0]!.window, other.endings[0]!.window, label);
  const apart = c.onlyA.length || c.onlyB.length ? ` (your answer: ${and(c.onlyA) || 'nothing more'}; the other: ${and(c.onlyB) || 'nothing more'})` : '';
  return c.both.length ? `either way ${and(c.both)}${apart}` : `either way the phase ended the same${apart}`;
}

/** The verdict as lines for a page: each line's rate with its spread, then what the test says. */
export function verdictLines(v: Verdict, sideWins: string, real: string | undefined): string[] {
  const out: string[] = [];
  const first = v.vs[0];
  if (!first) return out;
  const n = first.paired.n;
  out.push(`over ${n} continuations each, ${sideWins}: your line ${rate(first.paired.a, n)}${v.vs.map((x) => `; ${x.who === 'bot' ? "the strongest bot's" : 'the other'} (${x.does}) ${rate(x.paired.b, n)}`).join('')}${real ? `; in your game ${real}` : ''}.`);
  const test = (p: Paired) => `McNemar's exact test on the ${p.onlyA + p.onlyB} continuations that ended differently: ${pText(p.p)}`;
  if (v.kind === 'wrong') out.push(`WRONG: the other line did better beyond the noise (${test(first.paired)}).`);
  else if (v.kind === 'right') {
    const beat = v.vs.find((x) => x.paired.better === 'a')!;
    out.push(`RIGHT: your line did better than ${beat.who === 'bot' ? "the strongest bot's" : 'the other'} beyond the noise (${test(beat.paired)}).`);
  } else if (v.kind === 'tie') out.push(`A TIE: the difference is within the noise (${test(first.paired)}, not below 0.05).`);
  else out.push(`MOOT: ${v.why ?? ''}`);
  if (v.either && v.kind !== 'moot') out.push(`In the phase after it, ${v.either}; the lines parted later.`);
  return out;
}
