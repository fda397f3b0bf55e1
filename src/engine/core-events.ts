// The engine's own vocabulary: seats, roles and teams as opaque names, speeches, sealed votes,
// deaths, refused answers, defaults, THINK and memory. No game's role names appear here.
import { z } from 'zod';
import { defineEvent, type EventOf } from './events.js';

const seat = z.number().int().positive();
const target = seat.nullable();

export const ClaimSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role'), role: z.string() }).strict(),
  z.object({ kind: z.literal('check'), target: seat, result: z.string() }).strict(),
  z.object({ kind: z.literal('suspect'), target: seat }).strict(),
  z.object({ kind: z.literal('trust'), target: seat }).strict(),
  z.object({ kind: z.literal('vote'), target: seat }).strict(),
  /** Where the speaker leans, said as no more than that: a read given, not a suspicion argued (nothing weighs it as one). */
  z.object({ kind: z.literal('lean'), target: seat }).strict(),
  /**
   * A question put to `target`: its vote (on `subject`; `ballot`: a ballot other than the day's vote, in the
   * ruleset's word, "sheriff"), its read (of `subject`), its check, or its case against the asker.
   */
  z
    .object({
      kind: z.literal('ask'),
      target: seat,
      about: z.enum(['vote', 'read', 'check', 'case']),
      subject: seat.optional(),
      ballot: z.string().min(1).optional(),
      /** Put to the whole table ("everybody, name one person you're watching"), not to `target` alone: each seat is asked. */
      all: z.literal(true).optional(),
    })
    .strict(),
  /** A night action the speaker says it took on `target`, in the ruleset's word for it (poisoned, saved, protected). */
  z.object({ kind: z.literal('acted'), action: z.string().min(1), target: seat }).strict(),
]);
export type Claim = z.infer<typeof ClaimSchema>;

export const SeatInfoSchema = z.object({ seat, name: z.string(), persona: z.string() }).strict();
export type SeatInfo = z.infer<typeof SeatInfoSchema>;
const roleCard = z.object({ seat, role: z.string(), team: z.string() }).strict();

export const GameCreated = defineEvent('game_created', {
  seed: z.number().int().nonnegative(),
  ruleset: z.string(),
  preset: z.string(),
  options: z.record(z.string(), z.unknown()),
  /** How the table's offline seats were set up beyond the seed (bot levels), so a resume seats the same. */
  table: z.record(z.string(), z.string()).optional(),
});
export const GameStarted = defineEvent('game_started', {
  ruleset: z.string(),
  preset: z.string(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(SeatInfoSchema),
});
export const RoleAssigned = defineEvent('role_assigned', { seat, role: z.string(), team: z.string() });
export const TeamRevealed = defineEvent('team_revealed', { team: z.string(), members: z.array(seat) });
export const PhaseStarted = defineEvent('phase_started', {
  phase: z.string(),
  step: z.string(),
  round: z.number().int().nonnegative(),
});
export const Speech = defineEvent('speech', {
  seat,
  text: z.string(),
  context: z.string(),
  claims: z.array(ClaimSchema),
  nomination: target.optional(),
});
export const Vote = defineEvent('vote', { seat, target, ballot: z.string(), weight: z.number().positive(), remark: z.string().min(1).max(300).optional() });
export const Refused = defineEvent('refused', {
  seat,
  decision: z.string(),
  answer: z.string(),
  hint: z.string(),
  attempt: z.number().int().positive(),
});
/** A raw answer from a seat that is not a deterministic bot (a person, a model), kept so a resumed
 * game can replay it; `error` when the participant gave no answer but failed. Seen by nobody. */
export const Answered = defineEvent('answered', {
  seat,
  decision: z.string(),
  attempt: z.number().int().positive(),
  raw: z.string(),
  error: z.string().optional(),
});
/**
 * Something that happened beside a decision but is no part of the game (a hint the person was shown,
 * the branch a rewound game took): seen by no seat, and not counted by the seeded generator, so it
 * changes nothing that follows. `kind` names it; `detail` is the kind's own record.
 */
export const OffRecord = defineEvent('off_record', {
  seat,
  decision: z.string(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const Defaulted = defineEvent('defaulted', { seat, decision: z.string(), value: z.string(), reason: z.string() });
export const Think = defineEvent('think', { seat, decision: z.string(), text: z.string() });
export const Memory = defineEvent('memory', { seat, notes: z.record(z.string(), z.unknown()) });
export const Died = defineEvent('died', { seats: z.array(seat).min(1), reason: z.string() });
export const RoleRevealed = defineEvent('role_revealed', roleCard.shape);
export const GameOver = defineEvent('game_over', { winner: z.string(), reason: z.string(), roles: z.array(roleCard) });

export const CORE_EVENTS = [
  GameCreated,
  GameStarted,
  RoleAssigned,
  TeamRevealed,
  PhaseStarted,
  Speech,
  Vote,
  Refused,
  Answered,
  OffRecord,
  Defaulted,
  Think,
  Memory,
  Died,
  RoleRevealed,
  GameOver,
] as const;

/** The engine's own events, as a union on `type`. */
export type CoreEvent = EventOf<(typeof CORE_EVENTS)[number]>;
