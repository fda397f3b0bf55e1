// One way to wrap a seat (pacing, tracing, printing, memories, replay): the wrapper keeps the inner
// seat's kind, flags and notes off the record and runs its own step around the inner decide.
import type { DecideExtra, Participant } from './participant.js';

export type Decide = (system: string, user: string, extra: DecideExtra) => Promise<string>;

/** What a wrapper changes about the seat: its flags, and whether it answers as text where the inner seat answers by value. */
export type DecorateFlags = Partial<Pick<Participant, 'readsPrompts' | 'recordAnswers' | 'takeNotes'>> & {
  /** Answer as text only (a replayed seat's recorded answers are text, as they were in the game logged). */
  asText?: boolean;
};

/**
 * A participant that answers through `around(next, system, user, extra)`, where `next` is the inner seat's
 * decide; `flags` overrides what the wrapper changes (a replayed seat records its answers, say).
 */
export function decorate(
  inner: Participant,
  around: (next: Decide, system: string, user: string, extra: DecideExtra) => Promise<string>,
  { asText = false, ...flags }: DecorateFlags = {},
): Participant {
  const next: Decide = (system, user, extra) => inner.decide(system, user, extra);
  // Set one by one, not spread: V8 (Node 20) gives a literal with a spread and other properties a hidden
  // class of its own each time, and every read of it is then slow (a decorated seat is read every decision).
  const out: { -readonly [K in keyof Participant]: Participant[K] } = { kind: inner.kind, decide: (system, user, extra) => around(next, system, user, extra) };
  if (inner.readsPrompts !== undefined) out.readsPrompts = inner.readsPrompts;
  if (inner.recordAnswers !== undefined) out.recordAnswers = inner.recordAnswers;
  if (inner.takeNotes) out.takeNotes = () => inner.takeNotes!();
  // A bot answers by value: so does the decorated seat (its value as JSON text through `around`, then back), or a
  // paced, printed or replayed bot would answer as text and its words be read again for claims it never listed.
  if (inner.decideValue && !asText) {
    const nextValue: Decide = async (system, user, extra) => JSON.stringify(await inner.decideValue!(system, user, extra));
    out.decideValue = async (system, user, extra) => JSON.parse(await around(nextValue, system, user, extra)) as Record<string, unknown>;
  }
  Object.assign(out, flags);
  return out;
}
