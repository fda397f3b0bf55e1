// A person's lone ballot on day 1, and a claim that clears them on day 2 (mafia, 80x24, seed 8812, the person the
// detective in seat 4). Day 1, everyone else skipped; the person had nominated Luca with a reason and voted Luca. Day 2,
// five speeches in a row made "Seat 4 voted Luca yesterday" the case: a ballot after one's own nomination was read as the
// mafia's silent one. The person then claimed the detective in their defence, with a clean check on Luca; the villagers
// held the claimant at 6-14%, and voted them out anyway, on the lean each had said before the claim.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { DecisionRequest } from '../../src/engine/participant.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer, passive } from '../helpers/players.js';

type E = GameEvent & Record<string, any>;

const say = (speech: string) => JSON.stringify({ speech });
const check = (req: DecisionRequest) => req.view.events.find((e) => e.type === 'investigated') as E | undefined;

/** The detective in seat 4: nominates Luca on day 1 and votes `day1Vote`; on day 2 nominates Ada and claims in defence. */
async function detectiveGame(day1Vote: number) {
  const person = new FnPlayer((req) => {
    const speech = req.kind === 'speech' && req.freeText;
    if (speech && req.view.day === 1) return say('Luca, you nominated Tomas with no reason at all, which is an easy way to start a wagon. I nominate Luca.');
    if (req.kind === 'vote' && req.view.day === 1) return String(day1Vote);
    if (req.kind === 'investigate') return '3';
    if (speech && req.view.day === 2 && req.view.step === 'discussion') return say('Iris is dead, and yesterday Ada put Iris up with nothing behind it. I nominate Ada.');
    if (req.kind === 'defense' && req.view.day === 2) {
      const c = check(req);
      return say(`I am the detective. Last night I checked Luca: ${c?.result === 'mafia' ? 'mafia' : 'not mafia'}. Ada and Vera started this wagon on me; look at them.`);
    }
    if (req.kind === 'vote' && req.view.day === 2) return req.options.find((o) => o.value === '6')?.value ?? 'skip';
    return passive(req);
  }, 'human');
  const table = createTable({ preset: 'mafia', seed: 8812, human: { seat: 4, participant: person, name: 'Sam', role: 'detective' } });
  const events = (await runGame(table)).events as E[];
  const roles = new Map((events.find((e) => e.type === 'game_over')!.roles as { seat: number; role: string }[]).map((r) => [r.seat, r.role]));
  return { events, roles };
}

const suspects = (e: E, seat: number) => (e.claims as { kind: string; target?: number }[]).some((c) => (c.kind === 'suspect' || c.kind === 'vote') && c.target === seat);

describe("a person's ballot and claim", () => {
  it('is no silent mafia ballot when it follows their own nomination: day 2 is not built on it', async () => {
    const { events, roles } = await detectiveGame(3);
    const day1 = events.filter((e) => e.type === 'vote' && e.day === 1);
    // The setting as seen: the person's ballot was the only one on a seat.
    expect(day1.filter((e) => e.target !== null).map((e) => e.seat)).toEqual([4]);
    const talk = events.filter((e) => e.type === 'speech' && e.day === 2 && e.context === 'discussion' && roles.get(e.seat) === 'villager');
    expect(talk.length).toBeGreaterThan(1);
    // Before: every villager's speech suspected the person, and cited the ballot.
    expect(talk.filter((e) => suspects(e, 4)).length, talk.map((e) => e.text).join('\n')).toBeLessThan(talk.length / 2);
    expect(events.find((e) => e.type === 'vote_result' && e.day === 2)?.eliminated).not.toBe(4);
  }, 120_000);

  it('a claim that clears the seat a villager announced leaves that ballot, though nobody new was named since', async () => {
    // Day 1 the ballot goes to Tomas, a seat the person never named: the town reads it as the mafia's, and day 2 is on the person.
    const { events, roles } = await detectiveGame(1);
    const announced = events.filter((e) => e.type === 'speech' && e.day === 2 && e.context === 'discussion' && roles.get(e.seat) === 'villager' && suspects(e, 4));
    expect(announced.length, 'the setting: villagers announce a vote on the person before the claim').toBeGreaterThan(1);
    const claim = events.find((e) => e.type === 'speech' && e.seat === 4 && e.context === 'defense');
    expect(claim?.claims).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'role', role: 'detective' })]));
    const ballots = events.filter((e) => e.type === 'vote' && e.day === 2 && announced.some((a) => a.seat === e.seat));
    // Before: every one of them voted the claimant it held at 6-14%.
    expect(ballots.filter((e) => e.target === 4).length, JSON.stringify(ballots.map((e) => [e.seat, e.target]))).toBeLessThan(ballots.length / 2);
    expect(events.find((e) => e.type === 'vote_result' && e.day === 2)?.eliminated).not.toBe(4);
  }, 120_000);
});
