// Tokens in, out and cache-read, per seat and per game.
import { addUsage, zeroUsage, type Usage } from '../llm/provider.js';

export interface CallRecord extends Usage {
  seat: number;
  /** The round (day or night number) the call was made in. */
  round: number;
  /** The decision asked, e.g. "vote" or "day_speech". */
  kind: string;
}

export class UsageBook {
  readonly perSeat = new Map<number, Usage & { calls: number }>();
  readonly calls: CallRecord[] = [];

  add(seat: number, u: Usage, round = 0, kind = ''): void {
    this.calls.push({ seat, round, kind, ...u });
    let s = this.perSeat.get(seat);
    if (!s) this.perSeat.set(seat, (s = { ...zeroUsage(), calls: 0 }));
    addUsage(s, u);
    s.calls++;
  }

  total(): Usage & { calls: number } {
    const t = { ...zeroUsage(), calls: 0 };
    for (const s of this.perSeat.values()) {
      addUsage(t, s);
      t.calls += s.calls;
    }
    return t;
  }

  toJSON() {
    return { total: this.total(), perSeat: Object.fromEntries(this.perSeat) };
  }
}

export function formatUsage(book: UsageBook): string {
  const t = book.total();
  const lines = [`model calls ${t.calls}; tokens in ${t.input} (cache read ${t.cacheRead}, cache write ${t.cacheWrite}), out ${t.output}`];
  for (const [seat, u] of [...book.perSeat].sort((a, b) => a[0] - b[0])) {
    lines.push(`  seat ${String(seat).padStart(2)}: ${u.calls} calls, in ${u.input} (cached ${u.cacheRead}), out ${u.output}`);
  }
  return lines.join('\n');
}
