// Faults for the fake server (--faults PCT): that share of answers is replaced by a fault of the kinds
// chosen (--fault-kinds), drawn from a seeded generator.
import type { FakeReply } from './replies.js';

export const FAULT_NAMES = ['overloaded', 'error', 'mid-stream', 'drop', 'reset', 'silent', 'slow-start', 'rate-limit'] as const;
export type FaultKind = (typeof FAULT_NAMES)[number];

/** Each fault by name, made from the answer it replaces. */
export const FAULT_KINDS: Record<FaultKind, (answer: FakeReply) => FakeReply> = {
  /** 529: the API is overloaded. */
  overloaded: () => ({ kind: 'status', status: 529 }),
  /** 500: a server error. */
  error: () => ({ kind: 'status', status: 500 }),
  /** An `event: error` after a few chunks. */
  'mid-stream': () => ({ kind: 'error-mid-stream', after: 3 }),
  /** The connection dropped after a few chunks. */
  drop: () => ({ kind: 'drop', afterChunks: 3 }),
  /** The connection dropped before any reply. */
  reset: () => ({ kind: 'reset' }),
  /** The request taken and never answered. */
  silent: () => ({ kind: 'hang' }),
  /** The answer, after 45 s of pings with no text (a model slow to its first word). */
  'slow-start': (answer) => (answer.kind === 'sse' ? { ...answer, thinkMs: 45_000, pingEveryMs: 5_000 } : answer),
  /** 429 with retry-after 5 s. */
  'rate-limit': () => ({ kind: 'status', status: 429, retryAfterMs: 5_000 }),
};
/** What --faults breaks unless --fault-kinds says otherwise. */
export const DEFAULT_FAULTS: readonly FaultKind[] = ['overloaded', 'error', 'mid-stream', 'drop'];

/** Replaces `percent` of the answers it is given by faults of `kinds`, in the order they come. */
export function withFaults(percent: number, seed: number, kinds: readonly FaultKind[] = DEFAULT_FAULTS): (answer: FakeReply) => FakeReply {
  // Spread the seed's bits, so that small seeds do not start the sequence near zero.
  let state = Math.imul(seed + 1, 0x9e3779b9) >>> 0 || 1;
  const next = () => {
    // xorshift32: enough to spread faults, the same for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return (answer) => {
    if (!(next() * 100 < percent)) return answer;
    const fault: FakeReply = FAULT_KINDS[kinds[Math.floor(next() * kinds.length)]!](answer);
    return { ...fault, ...delayOf(answer) };
  };
}

const delayOf = (r: FakeReply) => (r.delayMs ? { delayMs: r.delayMs } : {});
