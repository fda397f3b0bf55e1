// Weighted plurality: the seats with the most weight, and the tally in seat order.
export interface Ballot {
  seat: number;
  target: number | null;
  weight: number;
}

export function tally(ballots: readonly Ballot[]): { tally: { seat: number; weight: number }[]; top: number[] } {
  const totals = new Map<number, number>();
  for (const b of ballots) if (b.target !== null) totals.set(b.target, (totals.get(b.target) ?? 0) + b.weight);
  const list = [...totals.entries()].map(([seat, weight]) => ({ seat, weight })).sort((a, b) => a.seat - b.seat);
  const max = Math.max(0, ...list.map((t) => t.weight));
  return { tally: list, top: max > 0 ? list.filter((t) => t.weight === max).map((t) => t.seat) : [] };
}
