// The end screen's pages as lines of text, pure, so they can be tested and windowed to fit.
import type { GameEvent } from '../engine/events.js';
import type { Ruleset } from '../engine/ruleset.js';
import { columns, padEnd } from '../terminal/width.js';
import { wrap } from './layout.js';
import { reviewDecisions, sparkline, suspicionOf, thoughtsBySeat, type ReviewTruth } from './review.js';
import type { Over, ScreenState } from './screen-state.js';
import type { Mark } from './ui-state.js';
import { hintedBefore } from './review-hints.js';
import { personDecisions } from '../practice/decisions.js';
import { MARKS, markOf } from '../practice/lesson-lines.js';
import type { Lesson } from '../practice/lessons.js';

export interface PageLine {
  text: string;
  /** On the decisions page: the head line of the review's row with this index. */
  row?: number;
  inverse?: boolean;
  color?: string;
  dim?: boolean;
  bold?: boolean;
}

export function truthOf(state: ScreenState, over: Over, ruleset: Ruleset<unknown>): ReviewTruth {
  const role = new Map(over.roles.map((r) => [r.seat, r]));
  return {
    roleOf: (seat) => role.get(seat)?.role ?? '?',
    teamOf: (seat) => role.get(seat)?.team ?? '?',
    label: (seat) => `Seat ${seat} (${state.seats[seat - 1]?.name ?? `#${seat}`})`,
    roleName: (r) => ruleset.roleName(r, state.options),
  };
}

export function rolesPage(state: ScreenState, over: Over, ruleset: Ruleset<unknown>, marks: Record<number, Mark>, suspectWord: string): PageLine[] {
  const t = truthOf(state, over, ruleset);
  const myTeam = state.me !== null ? t.teamOf(state.me) : null;
  const nameWidth = Math.max(6, ...state.seats.map((s) => columns(s.name))) + 1;
  return state.seats.map((s) => {
    const role = t.roleName(t.roleOf(s.seat));
    const mark = marks[s.seat];
    let note = '';
    if (mark?.stance && myTeam !== null) {
      const enemy = t.teamOf(s.seat) !== myTeam;
      const right = mark.stance === 'suspect' ? enemy : !enemy;
      note = `  your mark: ${mark.stance === 'suspect' ? suspectWord : 'trusted'} ${right ? '✓' : '✗'}`;
    }
    if (mark?.claim) note += `  (noted: claims ${mark.claim})`;
    return {
      text: `${String(s.seat).padStart(2)} ${padEnd(s.name, nameWidth)}${padEnd(role, 14)}${s.alive ? 'alive' : '✝ dead'}${s.seat === state.me ? '  ← you' : ''}${note}`,
      color: t.teamOf(s.seat) === over.winner ? 'green' : undefined,
      bold: s.seat === state.me,
    };
  });
}


/** Per row of the decisions page, the person's decision K it records (what `rewind --decision K` takes). */
export function decisionOfRows(all: readonly GameEvent[], state: ScreenState, over: Over, ruleset: Ruleset<unknown>): number[] {
  if (state.me === null) return [];
  const decisions = personDecisions(all, state.me);
  return ruleset.presentation.review(all, state.me, truthOf(state, over, ruleset), state.options).map((r) => decisions.filter((d) => d.at < r.e.n).at(-1)?.index ?? 0);
}

/**
 * The person's decisions beside the truth, each marked by its lesson: "right" is what the continuations
 * favour (lesson-lines.ts MARKS), not what the truth alone suggests (a protection of a seat nobody
 * attacked is no credit). Until the lessons are ready a row shows · and the page says they are coming.
 */
export function decisionsPage(all: readonly GameEvent[], state: ScreenState, over: Over, ruleset: Ruleset<unknown>, width: number, cursor?: number, lessons?: readonly Lesson[] | string): PageLine[] {
  if (state.me === null) return [];
  const truth = truthOf(state, over, ruleset);
  const rows = reviewDecisions(all, state.me, truth, ruleset, state.options);
  // The same rows' events, in the same order: where each sits in the log, to find its decision's hint.
  const at = ruleset.presentation.review(all, state.me, truth, state.options).map((r) => r.e.n);
  if (rows.length === 0) return [{ text: 'You made no decisions that can be checked against the truth.', dim: true }];
  const decisions = personDecisions(all, state.me);
  const out: PageLine[] = [];
  const ready = typeof lessons === 'object' ? lessons : undefined;
  const legend = `Marks, from each decision played on over continuations (the Lessons page has each in full): ${MARKS.right} right, ${MARKS.wrong} wrong (one line won more often beyond the noise), ${MARKS.tie} a tie within it, ${MARKS.moot} moot (ended alike either way), ${MARKS.agreed} the strongest offline bot chose the same, · not judged yet${typeof lessons === 'string' ? ` (${lessons})` : ''}.`;
  for (const w of wrap(legend, width)) out.push({ text: w, dim: true });
  const hinted = hintedBefore(all, state.me);
  for (const [i, r] of rows.entries()) {
    const k = decisions.filter((d) => d.at < at[i]!).at(-1)?.index;
    const lesson = ready?.find((l) => l.index === k);
    const sym = lesson ? markOf(lesson) : '·';
    const color = sym === MARKS.right ? 'green' : sym === MARKS.wrong ? 'red' : undefined;
    out.push({ text: `${cursor === i ? '▶' : ' '}${sym} ${r.when.padEnd(8)} ${r.what}${hinted(at[i]!) ? '  (hint shown)' : ''}`, row: i, ...(cursor === i ? { inverse: true } : {}), ...(color ? { color } : {}) });
    if (r.truth) for (const l of wrap(`truth: ${r.truth}`, width - 12)) out.push({ text: `            ${l}`, dim: true });
  }
  if (cursor !== undefined) out.push({ text: '▶ the decision chosen: r or Enter plays the game again from just before it', dim: true });
  return out;
}

/** The AIs' own notes of suspicion (LLM players write them): shown when the log gives the model nothing to read. */
export function suspicionPage(all: readonly GameEvent[], state: ScreenState): PageLine[] {
  if (state.me === null) return [];
  const series = suspicionOf(all, state.me);
  if (series.length === 0) {
    return [
      { text: 'No AI recorded its suspicion of you (memory notes with suspicion_updates).', dim: true },
      { text: 'Bots that keep notes report them with their votes; LLM players with every decision.', dim: true },
    ];
  }
  const lastDay = Math.max(1, ...series.flatMap((s) => [...s.byDay.keys()]));
  const days = Array.from({ length: lastDay }, (_, i) => i + 1);
  const nameWidth = Math.max(10, ...state.seats.map((s) => columns(s.name) + 4)) + 1;
  const out: PageLine[] = [
    { text: 'How suspicious of you each AI was, day by day (▁ trusted … █ sure you are evil)', dim: true },
    { text: `${'seat / day'.padEnd(nameWidth)}${days.map((d) => String(d % 10)).join(' ')}  last`, bold: true },
  ];
  for (const s of series) {
    let carry: number | undefined;
    const values = days.map((d) => (carry = s.byDay.get(d) ?? carry));
    const last = values[values.length - 1];
    const rising = last !== undefined && last >= 0.6;
    out.push({
      text: `${padEnd(`${s.seat} ${state.seats[s.seat - 1]?.name ?? ''}`, nameWidth)}${[...sparkline(values)].join(' ')}  ${last === undefined ? '-' : last.toFixed(2)}`,
      ...(rising ? { color: 'red' } : {}),
    });
  }
  return out;
}

export interface ThinkCursor {
  seat: number;
  index: number;
}

export function thinkSeats(all: readonly GameEvent[], seats: number): number[] {
  const withThoughts = [...thoughtsBySeat(all).keys()].sort((a, b) => a - b);
  return withThoughts.length ? withThoughts : Array.from({ length: seats }, (_, i) => i + 1);
}

export function thinkPage(all: readonly GameEvent[], state: ScreenState, ruleset: Ruleset<unknown>, over: Over | null, at: ThinkCursor, width: number): PageLine[] {
  const thoughts = thoughtsBySeat(all).get(at.seat) ?? [];
  const role = over?.roles.find((r) => r.seat === at.seat)?.role;
  const head = `◀ [ ] ▶  Seat ${at.seat} (${state.seats[at.seat - 1]?.name ?? ''})${role ? `, ${ruleset.roleName(role, state.options)}` : ''}`;
  if (thoughts.length === 0) return [{ text: head, bold: true }, { text: 'No THINK recorded for this seat.', dim: true }];
  const i = Math.max(0, Math.min(thoughts.length - 1, at.index));
  const th = thoughts[i]!;
  return [
    { text: `${head}  ·  ↑ ↓ moment ${i + 1}/${thoughts.length}`, bold: true },
    { text: `${th.moment} · ${th.decision}`, color: 'cyan' },
    ...wrap(th.text, width).map((text) => ({ text, dim: true })),
  ];
}

export function thoughtCount(all: readonly GameEvent[], seat: number): number {
  return thoughtsBySeat(all).get(seat)?.length ?? 0;
}
