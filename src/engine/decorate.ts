// One way to wrap a seat (pacing, tracing, printing, memories, replay): the wrapper keeps the inner
// seat's kind, flags and notes off the record and runs its own step around the inner decide.
import type { DecideExtra, Participant } from './participant.js';

export type Decide = (system: string, user: string, extra: DecideExtra) => Promise<string>;

/**
 * A participant that answers through `around(next, system, user, extra)`, where `next` is the inner seat's
 * decide; `flags` overrides what the wrapper changes (a replayed seat records its answers, say).
 */
export function decorate(
  inner: Participant,
  around: (next: Decide, system: string, user: string, extra: DecideExtra) => Promise<string>,
  flags: Partial<Pick<Participant, 'readsPrompts' | 'recordAnswers' | 'takeNotes'>> = {},
): Participant {
  const next: Decide = (system, user, extra) => inner.decide(system, user, extra);
  return {
    kind: inner.kind,
    ...(inner.readsPrompts !== undefined ? { readsPrompts: inner.readsPrompts } : {}),
    ...(inner.recordAnswers !== undefined ? { recordAnswers: inner.recordAnswers } : {}),
    ...(inner.takeNotes ? { takeNotes: () => inner.takeNotes!() } : {}),
    ...flags,
    decide: (system, user, extra) => around(next, system, user, extra),
  };
}
