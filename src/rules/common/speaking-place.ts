// Where a seat speaks in today's order, said in the question: "You speak 3rd of 5: after Seat 4 (Elsie)
// and Seat 9 (Mira); Seat 1 (Bruno) and Seat 2 (Hugo) speak after you."

const ORDINAL = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

export function speakingPlace(order: readonly number[], seat: number, label: (seat: number) => string): string {
  const at = order.indexOf(seat);
  if (at < 0) return '';
  const before = order.slice(0, at).map(label);
  const after = order.slice(at + 1).map(label);
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
  const place = before.length ? `${ORDINAL(at + 1)} of ${order.length}, after ${list(before)}` : `first of ${order.length}`;
  return `You speak ${place}${after.length ? `; ${list(after)} ${after.length > 1 ? 'speak' : 'speaks'} after you` : '; nobody speaks after you'}.`;
}
