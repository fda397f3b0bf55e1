// Random speech plans for property tests: every act kind, with evidence of every kind dated on or
// before today, for a table of twelve.
import fc from 'fast-check';
import type { Act, Evidence, SpeechContext, SpeechPlan, Strength, TeamAct } from '../../src/players/scripted/speech/plan.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, SpeechMemory, type RenderCtx } from '../../src/players/scripted/speech/index.js';

export const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu'];
export const label = (seat: number) => `Seat ${seat} (${NAMES[seat - 1]})`;

/** A day speech's render context at this table: seat 1 speaking in persona `persona`'s voice (mafia as mafia-classic's words). */
export function renderCtx(game: 'werewolf' | 'mafia', persona: number, seed: number, day: number, memory = new SpeechMemory()): RenderCtx {
  const personas = loadPersonasCached();
  return {
    persona: personas[persona % personas.length]!,
    rng: new Rng(seed),
    me: 1,
    label,
    day,
    phase: 'day',
    memory,
    words: gameWords(game, game === 'mafia' ? { nominations: false, revealOnDeath: true, nightZero: false, detectiveTitle: 'sheriff' } : {}),
  };
}

const seat = fc.integer({ min: 1, max: 12 });
const n = fc.nat({ max: 500 });

export function evidence(today: number): fc.Arbitrary<Evidence> {
  const day = fc.integer({ min: 1, max: today });
  const fact = fc.oneof(
    fc.record({ kind: fc.constant('vote' as const), n, day, voter: seat, target: fc.option(seat, { nil: null }), ballot: fc.constantFrom('banish', 'pk', 'sheriff', 'eliminate') }),
    fc.record({ kind: fc.constant('switch' as const), n, day, voter: seat, said: seat, voted: fc.option(seat, { nil: null }) }),
    fc.record({ kind: fc.constant('role_claim' as const), n, day, seat, role: fc.constantFrom('seer', 'witch', 'guard', 'hunter', 'villager') }),
    fc.record({ kind: fc.constant('check_claim' as const), n, day, by: seat, target: seat, bad: fc.boolean() }),
    fc.record({ kind: fc.constant('accusation' as const), n, day, by: seat, target: seat }),
    fc.record({ kind: fc.constant('defence' as const), n, day, by: seat, target: seat }),
    fc.record({ kind: fc.constant('nomination' as const), n, day, by: seat, target: seat }),
    fc.record({ kind: fc.constant('confession' as const), n, day, seat }),
    fc.record({ kind: fc.constant('death' as const), n, day, seat, cause: fc.constantFrom('night', 'banished', 'shot'), role: fc.option(fc.constantFrom('seer', 'werewolf', 'villager'), { nil: undefined }) }).map((e) =>
      e.role === undefined ? { kind: e.kind, n: e.n, day: e.day, seat: e.seat, cause: e.cause } : e,
    ),
    fc.record({ kind: fc.constant('peaceful_night' as const), n, day }),
    fc.record({ kind: fc.constant('badge' as const), n, day, from: seat, to: seat }),
    fc.record({ kind: fc.constant('death' as const), n, day, seat, cause: fc.constant('revealed'), role: fc.constantFrom('seer', 'werewolf') }),
    fc.record({ kind: fc.constant('my_result' as const), n, day, target: seat, bad: fc.boolean() }),
  ) as fc.Arbitrary<Evidence>;
  return fc.oneof({ weight: 6, arbitrary: fact }, { weight: 1, arbitrary: fc.record({ kind: fc.constant('contradiction' as const), a: fact, b: fact }) });
}

/** Seats an act may name: anyone but the speaker, who is seat 1 in these tests. */
const other = fc.integer({ min: 2, max: 12 });

export function act(today: number): fc.Arbitrary<Act> {
  const seat = other;
  const because = fc.array(evidence(today), { maxLength: 3 });
  const role = fc.constantFrom('seer', 'witch', 'guard', 'villager');
  const strength = fc.constantFrom<Strength>('hunch', 'lean', 'sure');
  return fc.oneof(
    fc.record({ act: fc.constant('claim_role' as const), role }),
    fc.record({ act: fc.constant('report_check' as const), target: seat, bad: fc.boolean(), night: fc.option(fc.integer({ min: 1, max: today }), { nil: undefined }) }).map((a) =>
      a.night === undefined ? { act: a.act, target: a.target, bad: a.bad } : a,
    ),
    fc.record({ act: fc.constant('accuse' as const), target: seat, strength, because }),
    fc.record({ act: fc.constant('defend' as const), target: seat, because }),
    fc.record({ act: fc.constant('defend_self' as const), against: fc.option(seat, { nil: undefined }), because }).map((a) =>
      a.against === undefined ? { act: a.act, because: a.because } : a,
    ),
    fc.record({ act: fc.constant('believe_claim' as const), seat, role, because }),
    fc.record({ act: fc.constant('doubt_claim' as const), seat, role, because }),
    fc.record({ act: fc.constant('counter_claim' as const), liar: seat, role, because }),
    fc.record({ act: fc.constant('vote_intent' as const), target: fc.option(seat, { nil: null }), because }),
    fc.record({ act: fc.constant('changed_mind' as const), from: seat, to: fc.option(seat, { nil: null }), because, day: fc.option(fc.integer({ min: 1, max: today }), { nil: undefined }) }).map((a) =>
      a.day === undefined ? { act: a.act, from: a.from, to: a.to, because: a.because } : a,
    ),
    fc.record({ act: fc.constant('nominate' as const), target: seat, because }),
    fc.record({ act: fc.constant('reveal_action' as const), action: fc.constantFrom('saved' as const, 'protected' as const, 'poisoned' as const), target: seat, night: fc.integer({ min: 1, max: today }) }),
    fc.constant({ act: 'confess' as const }),
    fc.record({ act: fc.constant('campaign' as const), pitch: fc.constantFrom('lead' as const, 'information' as const, 'experience' as const, 'trust_me' as const) }),
    fc.record({ act: fc.constant('no_read' as const), why: fc.constantFrom('first_day' as const, 'quiet' as const, 'torn' as const, 'waiting' as const) }),
    fc.constant({ act: 'farewell' as const }),
  ) as fc.Arbitrary<Act>;
}

export function plan(today: number): fc.Arbitrary<SpeechPlan> {
  return fc.record({
    context: fc.constantFrom<SpeechContext>('discussion', 'campaign', 'pk', 'last_words', 'defense'),
    acts: fc.array(act(today), { maxLength: 5 }),
  });
}

export function teamAct(today: number): fc.Arbitrary<TeamAct> {
  const because = fc.array(evidence(today), { maxLength: 2 });
  const target = fc.option(seat, { nil: null });
  return fc.oneof(
    fc.record({ act: fc.constant('propose_kill' as const), target, because, why: fc.constantFrom('threat' as const, 'claimed' as const, 'trusted' as const, 'frame' as const, 'quiet' as const, 'random' as const) }),
    fc.record({ act: fc.constant('agree_kill' as const), target, because }),
    fc.record({ act: fc.constant('object_kill' as const), target, instead: target, because }),
    fc.record({ act: fc.constant('plan_claim' as const), who: seat, role: fc.constantFrom('seer', 'detective'), checks: fc.array(fc.record({ target: seat, bad: fc.boolean() }), { maxLength: 2 }) }),
    fc.record({ act: fc.constant('drop_partner' as const), partner: seat, because }),
    fc.constant({ act: 'lie_low' as const }),
  ) as fc.Arbitrary<TeamAct>;
}
