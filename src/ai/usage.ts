// Tokens in, out and cache-read, per seat and per game.
import { addUsage, zeroUsage, type Usage } from '../llm/provider.js';

export interface CallRecord extends Usage {
  seat: number;
  /** The round (day or night number) the call was made in. */
  round: number;
  /** The decision asked, e.g. "vote" or "day_speech". */
  kind: string;
}

export interface FailedCall {
  seat: number;
  kind: string;
  /** The provider's error kind ("server", "stalled", "auth"…) or the stop reason ("max_tokens", "refusal"). */
  error: string;
}

export class UsageBook {
  readonly perSeat = new Map<number, Usage & { calls: number }>();
  readonly calls: CallRecord[] = [];
  /** Model calls that gave no usable answer. */
  readonly failed: FailedCall[] = [];
  /** Decisions answered by the bot behind a model seat, once the model could not play. */
  byBots = 0;

  fail(seat: number, kind: string, error: string): void {
    this.failed.push({ seat, kind, error });
  }

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

  /** Failed calls by error kind, e.g. { server: 3, stalled: 1 }. */
  failures(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const f of this.failed) out[f.error] = (out[f.error] ?? 0) + 1;
    return out;
  }

  toJSON() {
    return { total: this.total(), perSeat: Object.fromEntries(this.perSeat), failedCalls: this.failed.length, failures: this.failures(), byBots: this.byBots };
  }
}

export function formatUsage(book: UsageBook): string {
  const t = book.total();
  const lines = [`model calls ${t.calls}; tokens in ${t.input} (cache read ${t.cacheRead}, cache write ${t.cacheWrite}), out ${t.output}`];
  if (book.failed.length) lines.push(`failed calls ${book.failed.length} (${Object.entries(book.failures()).map(([k, n]) => `${k} ${n}`).join(', ')})`);
  if (book.byBots) lines.push(`answered by bots after the model could not play: ${book.byBots}`);
  for (const [seat, u] of [...book.perSeat].sort((a, b) => a[0] - b[0])) {
    lines.push(`  seat ${String(seat).padStart(2)}: ${u.calls} call${u.calls === 1 ? '' : 's'}, in ${u.input} (cached ${u.cacheRead}), out ${u.output}`);
  }
  return lines.join('\n');
}
