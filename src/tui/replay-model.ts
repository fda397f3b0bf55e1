// Stepping through a finished game: the transcript lines of each event (computed once, from the
// fold), a position, THINK on or off, and jumps by day. Pure, so the screen only draws it.
export interface ReplayItem {
  day: number;
  lines: string[];
  think: boolean;
}

export interface ReplayPos {
  /** Events shown: 0 … items.length. */
  shown: number;
  think: boolean;
}

export const startPos = (items: readonly ReplayItem[]): ReplayPos => ({ shown: Math.min(1, items.length), think: true });

/** Forward to the next event that prints a line (THINK lines count only when shown). */
export function forward(items: readonly ReplayItem[], p: ReplayPos): ReplayPos {
  let i = p.shown;
  while (i < items.length && !prints(items[i]!, p.think)) i++;
  return { ...p, shown: Math.min(items.length, i + 1) };
}

export function back(items: readonly ReplayItem[], p: ReplayPos): ReplayPos {
  let i = p.shown - 1;
  while (i > 0 && !prints(items[i - 1]!, p.think)) i--;
  return { ...p, shown: Math.max(Math.min(1, items.length), i) };
}

/** To the first event of a day (0 = the start); beyond the last day: the end. */
export function toDay(items: readonly ReplayItem[], p: ReplayPos, day: number): ReplayPos {
  if (day <= 0) return { ...p, shown: Math.min(1, items.length) };
  const i = items.findIndex((it) => it.day >= day);
  return { ...p, shown: i < 0 ? items.length : i + 1 };
}

export const dayOf = (items: readonly ReplayItem[], p: ReplayPos): number => items[p.shown - 1]?.day ?? 0;
export const lastDay = (items: readonly ReplayItem[]): number => items.at(-1)?.day ?? 0;

export const toggleThink = (p: ReplayPos): ReplayPos => ({ ...p, think: !p.think });

/** The last `rows` lines of what is shown. */
export function visibleLines(items: readonly ReplayItem[], p: ReplayPos, rows: number): { text: string; think: boolean }[] {
  const out: { text: string; think: boolean }[] = [];
  for (let i = p.shown - 1; i >= 0 && out.length < rows; i--) {
    const it = items[i]!;
    if (it.think && !p.think) continue;
    for (let k = it.lines.length - 1; k >= 0 && out.length < rows; k--) out.push({ text: it.lines[k]!, think: it.think });
  }
  return out.reverse();
}

const prints = (it: ReplayItem, think: boolean): boolean => it.lines.some((l) => l.trim() !== '') && (think || !it.think);
