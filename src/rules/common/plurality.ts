/** The most-picked value; a tie goes to the earliest pick among the tied (RULES.md: pack target, mafia kill). */
export function firstPlurality<T>(picks: readonly { target: T }[]): T | null {
  const counts = new Map<T, number>();
  for (const p of picks) counts.set(p.target, (counts.get(p.target) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const p of picks) {
    const c = counts.get(p.target)!;
    if (c > bestCount) {
      best = p.target;
      bestCount = c;
    }
  }
  return best;
}
