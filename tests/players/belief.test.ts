// The belief model on hand-made positions: what each kind of evidence does to the worlds.
import { describe, expect, it } from 'vitest';
import { findBoard } from '../../src/rules/index.js';
import { Position } from './positions.js';
import { beliefOf } from '../../src/players/scripted/belief/index.js';

const s = (p: Position, seat: number, level: 'easy' | 'normal' | 'hard' = 'normal') => p.mind(level).belief.marginals()[seat]!;

describe('the belief model', () => {
  it('starts from every world consistent with the seat: 330 for a villager at 12 seats, 15 for Mafia at 7', () => {
    const villager = new Position('werewolf', 1, 'villager').mind();
    expect(villager.belief.size).toBe(330);
    expect(villager.belief.marginals()[1]!).toBe(0);
    expect(villager.belief.marginals()[2]!).toBeCloseTo(4 / 11, 6);
    expect(new Position('mafia', 1, 'villager').mind().belief.size).toBe(15);
    // The evil side keeps the public's belief: every seat alike, its own included.
    const wolf = new Position('werewolf', 1, 'werewolf', [2, 3, 4]).mind();
    expect(wolf.belief.size).toBe(495);
    expect(wolf.belief.marginals()[1]!).toBeCloseTo(4 / 12, 6);
  });

  it('a revealed role prunes the worlds', () => {
    const p = new Position('mafia', 1, 'villager').night([5]).reveal(5, 'villager', 'town').died([3], 'eliminated').reveal(3, 'mafia', 'mafia');
    const m = p.mind();
    expect(m.belief.size).toBe(4);
    expect(m.belief.marginals()[3]!).toBe(1);
    expect(m.belief.marginals()[5]!).toBe(0);
  });

  it('a check contradicted by a death reveal proves a lie: the liar is evil', () => {
    const p = new Position('mafia-classic', 1, 'villager')
      .speech(2, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 5, result: 'mafia' }])
      .night([5])
      .reveal(5, 'villager', 'town');
    expect(s(p, 2)).toBeGreaterThan(0.95);
  });

  it('a proven liar cannot wash the lie by claiming something else: the retracted claim and its checks still count', () => {
    // Seen in play: a fake detective whose check a reveal disproved said "Fine, I lied ... I am town" (a villager
    // claim) and the table's belief of him fell from 0.9 to 0.5 — the new claim had replaced the old one.
    const caught = new Position('mafia-classic', 1, 'villager')
      .speech(2, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 5, result: 'mafia' }])
      .night([5])
      .reveal(5, 'villager', 'town');
    const before = s(caught, 2);
    expect(before).toBeGreaterThan(0.95);
    expect(s(caught.speech(2, [{ kind: 'role', role: 'villager' }]), 2)).toBeGreaterThanOrEqual(before - 1e-9);
    // The same with the real detective revealed on death: the retracted claim is still a second claim.
    const twice = new Position('mafia-classic', 1, 'villager')
      .speech(2, [{ kind: 'role', role: 'detective' }])
      .night([4])
      .reveal(4, 'detective', 'town');
    const named = s(twice, 2);
    expect(named).toBeGreaterThan(0.85);
    expect(s(twice.speech(2, [{ kind: 'role', role: 'villager' }]), 2)).toBeGreaterThanOrEqual(named - 1e-9);
  });

  it('a check calling me evil when I am good proves a lie', () => {
    const p = new Position('werewolf', 1, 'villager').speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }]);
    expect(s(p, 4)).toBeGreaterThan(0.95);
  });

  it('a lone seer claim is believed, and its checks move the seats it names', () => {
    const p = new Position('werewolf', 1, 'villager').speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'werewolf' }, { kind: 'check', target: 6, result: 'good' }]);
    expect(s(p, 4)).toBeLessThan(4 / 11);
    expect(s(p, 9)).toBeGreaterThan(0.75);
    expect(s(p, 6)).toBeLessThan(4 / 11);
  });

  it('counter-claims split belief: one of the two is lying, most likely not both', () => {
    const p = new Position('werewolf', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }])
      .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
    const m = p.mind().belief;
    const a = m.marginals()[3]!;
    const b = m.marginals()[7]!;
    // The first claimant, whose check names the later one, is the likelier real one, but both stay in doubt.
    expect(a).toBeGreaterThan(0.1);
    expect(b).toBeGreaterThan(0.25);
    expect(a + b).toBeGreaterThan(0.9);
    expect(a + b).toBeLessThan(1.3);
    expect(m.joint((1 << 2) | (1 << 6))).toBeLessThan(0.2);
  });

  it('a counter-claimant whose check lands on the rival who claimed that day is the likelier liar', () => {
    const p = new Position('werewolf', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }])
      .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'werewolf' }]);
    const m = p.mind().belief;
    expect(m.marginals()[7]!).toBeGreaterThan(0.8);
    expect(m.marginals()[3]!).toBeLessThan(0.2);
  });

  it('a later claimant whose checks spare the first reads as the real one: a fake counter-claim checks its rival', () => {
    const spare = new Position('werewolf', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }])
      .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'good' }]);
    expect(s(spare, 7)).toBeLessThan(s(spare, 3));
    expect(s(spare, 3)).toBeGreaterThan(0.5);
    // The same counter-claim naming the first as its check reads the other way round.
    const names = new Position('werewolf', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'good' }])
      .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'werewolf' }]);
    expect(s(names, 7)).toBeGreaterThan(s(names, 3));
    // An easy bot does not read who named whom, so it leans less far.
    expect(s(spare, 3, 'easy') - s(spare, 7, 'easy')).toBeLessThan(s(spare, 3) - s(spare, 7));
  });

  it('a claim that answers the first claimant\'s evil check on its claimant is a defence: sparing the rival clears nothing', () => {
    // Both a real seer and a fake one named by a check made their own checks before the rival spoke: what they
    // spare says nothing. In 200 seeded games of each preset (seed 1212100), every such claim in mafia and
    // mafia-classic was a fake's (56 and 35), whether or not it named the rival; read as real, it put out the detective.
    const p = new Position('mafia', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 6, result: 'mafia' }])
      .speech(6, [{ kind: 'role', role: 'detective' }, { kind: 'check', target: 5, result: 'not_mafia' }]);
    expect(s(p, 6)).toBeGreaterThan(s(p, 3));
    expect(s(p, 6)).toBeGreaterThan(0.5);
  });

  it('a claimed seer killed in the night was the real one: the rival claimant is evil', () => {
    const p = new Position('werewolf', 1, 'villager')
      .speech(3, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'werewolf' }])
      .speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'werewolf' }])
      .night([3]);
    expect(s(p, 3)).toBeLessThan(0.1);
    expect(s(p, 7)).toBeGreaterThan(0.85);
  });

  it('a confession makes the seat evil', () => {
    const p = new Position('werewolf', 1, 'villager').speech(6, [{ kind: 'role', role: 'werewolf' }]);
    expect(s(p, 6)).toBeGreaterThan(0.9);
  });

  it("reads a person's free-text claim through the ruleset's claim scanning, confession included", () => {
    const { ruleset } = findBoard('werewolf')!;
    const base = new Position('werewolf', 1, 'villager');
    const claims = ruleset.scanClaims('I am the seer. Last night I checked 5, werewolf.', base.view());
    expect(claims).toContainEqual({ kind: 'role', role: 'seer' });
    base.speech(2, claims);
    expect(s(base, 5)).toBeGreaterThan(0.7);
    const confession = ruleset.scanClaims('Fine, I confess: I am a werewolf.', base.view());
    base.speech(8, confession);
    expect(s(base, 8)).toBeGreaterThan(0.9);
  });

  it('a night victim is good, and votes weigh: voting out a revealed townie is suspicious', () => {
    const ww = new Position('werewolf', 1, 'villager').night([6]);
    expect(s(ww, 6)).toBeLessThan(0.05);
    const p = new Position('mafia-classic', 1, 'villager');
    for (const v of [2, 3, 4]) p.vote(v, 5, 'eliminate');
    for (const v of [1, 6, 7, 8]) p.vote(v, 2, 'eliminate');
    p.died([5], 'eliminated').reveal(5, 'villager', 'town');
    const m = p.mind().belief;
    expect(m.marginals()[3]!).toBeGreaterThan(m.marginals()[7]!);
  });

  it('no prior against any seat: on day 1 with nothing said, every other seat is alike', () => {
    const m = new Position('werewolf', 5, 'seer').mind().belief;
    const xs = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12].map((x) => m.marginals()[x]!);
    for (const x of xs) expect(x).toBeCloseTo(xs[0]!, 9);
  });

  it('an easy bot weighs evidence more loosely than a hard one', () => {
    const p = new Position('werewolf', 1, 'villager');
    for (const v of [2, 3]) p.vote(v, 4);
    p.vote(5, 2);
    p.died([4], 'banished');
    for (const v of [2, 3]) p.vote(v, 6);
    const easy = Math.abs(s(p, 2, 'easy') - 4 / 11);
    const hard = Math.abs(s(p, 2, 'hard') - 4 / 11);
    expect(hard).toBeGreaterThan(easy);
  });

  it('beliefOf: the posterior, the leading hypotheses and the evidence, from a seat view alone', () => {
    const p = new Position('werewolf', 1, 'villager').speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'werewolf' }]);
    const b = beliefOf(p.view());
    expect(b.seat).toBe(1);
    expect(Object.keys(b.suspicion).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(b.suspicion[9]).toBeCloseTo(s(p, 9), 9);
    expect(b.hypotheses.length).toBe(3);
    expect(b.hypotheses[0]!.p).toBeGreaterThanOrEqual(b.hypotheses[1]!.p);
    for (const h of b.hypotheses) expect(h.evil.includes(1)).toBe(false);
    // What moved Seat 9: Seat 4's claim and its check.
    expect(b.reasons(9).length).toBeGreaterThan(0);
    for (const e of b.reasons(9)) expect(e.kind === 'role_claim' ? e.seat : e.kind === 'check_claim' ? e.by : 0).toBe(4);
    expect(b.worlds).toBeLessThanOrEqual(330);
  });
});
