// Random faults for the fake server (--faults PCT): that share of answers is replaced by a 529, a 500,
// an error event in the middle of the stream, or a dropped connection, drawn from a seeded generator.
import type { FakeReply } from './replies.js';

export const FAULTS: readonly FakeReply[] = [
  { kind: 'status', status: 529 },
  { kind: 'status', status: 500 },
  { kind: 'error-mid-stream', after: 3 },
  { kind: 'drop', afterChunks: 3 },
];

/** Replaces `percent` of the answers it is given by faults, in the order they come. */
export function withFaults(percent: number, seed: number): (answer: FakeReply) => FakeReply {
  // Spread the seed's bits, so that small seeds do not start the sequence near zero.
  let state = Math.imul(seed + 1, 0x9e3779b9) >>> 0 || 1;
  const next = () => {
    // xorshift32: enough to spread faults, the same for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return (answer) => (next() * 100 < percent ? { ...FAULTS[Math.floor(next() * FAULTS.length)]!, ...delayOf(answer) } : answer);
}

const delayOf = (r: FakeReply) => (r.delayMs ? { delayMs: r.delayMs } : {});
