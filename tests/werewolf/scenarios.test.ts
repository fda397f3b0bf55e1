// Whole werewolf games with scripted answers: sheriff election, PK, hunter, badge, refusals, defaults.
import { describe, expect, it } from 'vitest';
import { playScenario, type Answer } from '../helpers/scenario.js';

/** Everyone votes the lowest living werewolf; wolves propose no kill: the village wins quickly. */
const villageWins: Answer = (_seat, req, _x, s) => {
  if (req.kind === 'vote' || req.kind === 'pk_vote') {
    const w = s.seatsOf('werewolf').find((w) => req.options.some((o) => o.value === String(w)));
    return w ? String(w) : 'abstain';
  }
  return undefined;
};
const both = (...answers: Answer[]): Answer => (seat, req, x, s) => {
  for (const a of answers) {
    const r = a(seat, req, x, s);
    if (r !== undefined) return r;
  }
  return undefined;
};

describe('sheriff election', () => {
  it('a lone candidate wins unopposed', async () => {
    const g = await playScenario('werewolf-6', 1, both((seat, req) => (req.kind === 'sheriff_run' ? (seat === 1 ? 'yes' : 'no') : undefined), villageWins));
    expect(g.of('sheriff_elected')[0]).toMatchObject({ seat: 1, reason: 'unopposed' });
    expect(g.of('vote').filter((v) => v.ballot === 'sheriff')).toHaveLength(0);
  });

  it('no candidate means no sheriff', async () => {
    const g = await playScenario('werewolf-6', 1, villageWins);
    expect(g.of('sheriff_elected')[0]).toMatchObject({ seat: null, reason: 'no candidates' });
  });

  it('a tie means no sheriff; campaign speeches come from candidates only', async () => {
    const g = await playScenario(
      'werewolf-6',
      2,
      both((seat, req) => {
        if (req.kind === 'sheriff_run') return seat <= 2 ? 'yes' : 'no';
        if (req.kind === 'sheriff_vote') return seat <= 4 ? '1' : '2';
        return undefined;
      }, villageWins),
    );
    expect(g.of('speech').filter((s) => s.context === 'campaign').map((s) => s.seat).sort()).toEqual([1, 2]);
    expect(g.of('sheriff_elected')[0]).toMatchObject({ seat: null, reason: 'tie', tally: [{ seat: 1, votes: 2 }, { seat: 2, votes: 2 }] });
  });

  it('a withdrawn candidate votes; the sheriff votes with weight 1.5 and speaks last', async () => {
    const g = await playScenario(
      'werewolf-6',
      3,
      both((seat, req) => {
        if (req.kind === 'sheriff_run') return seat <= 3 ? 'yes' : 'no';
        if (req.kind === 'opt_out') return seat === 3 ? 'yes' : 'no';
        if (req.kind === 'sheriff_vote') return seat === 3 ? '2' : '1';
        if (req.kind === 'direction') return 'counter-clockwise';
        return undefined;
      }, villageWins),
    );
    const votes = g.of('vote').filter((v) => v.ballot === 'sheriff');
    expect(votes.map((v) => v.seat)).toEqual([3, 4, 5, 6]);
    expect(g.of('sheriff_elected')[0]).toMatchObject({ seat: 1, reason: 'most votes' });
    const banishVotes = g.of('vote').filter((v) => v.ballot === 'banish' && v.seat === 1);
    expect(banishVotes[0]?.weight).toBe(1.5);
    const day1 = g.of('speech').filter((s) => s.context === 'discussion' && s.day === 1).map((s) => s.seat);
    expect(day1.at(-1)).toBe(1);
    const alive = g.of('speaking_order')[0]!.order as number[];
    expect(alive[0]).toBe(6); // counter-clockwise from seat 1
  });
});

describe('PK', () => {
  it('a tie goes to PK speeches and a re-vote; a second tie banishes nobody', async () => {
    let day1 = true;
    const g = await playScenario(
      'werewolf-6',
      4,
      both((seat, req, _x, s) => {
        const [w] = s.seatsOf('werewolf');
        const other = s.seatsOf('villager')[0]!;
        if (req.kind === 'vote' && req.view.day === 1) return seat % 2 === 0 ? String(w) : String(other);
        if (req.kind === 'pk_vote' && day1) {
          const order = req.options.filter((o) => /^\d+$/.test(o.value)).map((o) => o.value);
          return order[seat % 2]!;
        }
        if (req.kind === 'last_words') day1 = false;
        return undefined;
      }, villageWins),
    );
    const tallies = g.of('banish_tally').filter((t) => t.day === 1);
    expect(tallies[0]).toMatchObject({ round: 'vote', banished: null });
    expect(tallies[0]!.tied).toHaveLength(2);
    expect(g.of('speech').filter((s) => s.context === 'pk' && s.day === 1).map((s) => s.seat)).toEqual(tallies[0]!.tied);
    const pkVoters = g.of('vote').filter((v) => v.ballot === 'pk' && v.day === 1).map((v) => v.seat);
    expect(pkVoters.some((v) => tallies[0]!.tied.includes(v))).toBe(false);
    expect(tallies[1]).toMatchObject({ round: 'pk', banished: null });
    expect(g.of('died').filter((d) => d.day === 1 && d.reason === 'banished')).toHaveLength(0);
  });
});

describe('hunter', () => {
  const killHunter: Answer = (_seat, req, _x, s) =>
    req.kind === 'wolf_proposal' && req.view.day === 1 ? JSON.stringify({ message: 'the hunter', target: s.seatsOf('hunter')[0] }) : undefined;
  const shootWolf: Answer = (_seat, req, _x, s) =>
    req.kind === 'hunter_shot' ? String(s.seatsOf('werewolf').find((w) => req.options.some((o) => o.value === String(w)))) : undefined;

  it('killed at night, shoots at dawn; the shot player dies at once', async () => {
    const g = await playScenario('werewolf-9', 5, both(killHunter, shootWolf, villageWins));
    const hunter = g.s.seatsOf('hunter')[0]!;
    const shot = g.of('hunter_shot')[0]!;
    expect(shot).toMatchObject({ seat: hunter, target: g.s.seatsOf('werewolf')[0] });
    expect(shot.vis).toBe('public');
    expect(g.of('died').find((d) => d.reason === 'shot')!.seats).toEqual([shot.target]);
  });

  it('poisoned, does not shoot', async () => {
    const g = await playScenario(
      'werewolf-9',
      5,
      both((_seat, req, _x, s) => (req.kind === 'witch' && req.view.day === 1 ? `poison ${s.seatsOf('hunter')[0]}` : undefined), shootWolf, villageWins),
    );
    expect(g.of('night_resolved')[0]!.deaths).toEqual([{ seat: g.s.seatsOf('hunter')[0], cause: 'poison' }]);
    expect(g.of('hunter_shot')).toHaveLength(0);
    expect(g.players.flatMap((p) => p.asked).some((a) => a.kind === 'hunter_shot')).toBe(false);
  });

  it('banished, shoots after last words; holding fire is told to nobody else', async () => {
    const g = await playScenario(
      'werewolf-9',
      6,
      both((_seat, req, _x, s) => {
        if (req.kind === 'vote' && req.view.day === 1) return String(s.seatsOf('hunter')[0]);
        if (req.kind === 'hunter_shot') return 'hold';
        return undefined;
      }, villageWins),
    );
    const hunter = g.s.seatsOf('hunter')[0]!;
    const shot = g.of('hunter_shot')[0]!;
    expect(shot).toMatchObject({ seat: hunter, target: null });
    expect(shot.vis).toEqual({ seats: [hunter] });
    const lastWords = g.events.findIndex((e) => e.type === 'speech' && e.context === 'last_words' && e.seat === hunter);
    expect(lastWords).toBeGreaterThan(-1);
    expect(lastWords).toBeLessThan(shot.n);
  });
});

describe('badge', () => {
  const sheriffIsFirstVillager: Answer = (seat, req, _x, s) => {
    if (req.kind === 'sheriff_run') return seat === s.seatsOf('villager')[0] ? 'yes' : 'no';
    if (req.kind === 'vote' && req.view.day === 1) return String(s.seatsOf('villager')[0]);
    return undefined;
  };
  it('a dead sheriff passes the badge', async () => {
    const g = await playScenario(
      'werewolf-6',
      7,
      both(sheriffIsFirstVillager, (_seat, req, _x, s) => (req.kind === 'badge' ? String(s.seatsOf('seer')[0]) : undefined), villageWins),
    );
    const sheriff = g.s.seatsOf('villager')[0]!;
    expect(g.of('badge_passed')[0]).toMatchObject({ from: sheriff, to: g.s.seatsOf('seer')[0] });
    const day2Votes = g.of('vote').filter((v) => v.day === 2 && v.ballot === 'banish');
    expect(day2Votes.find((v) => v.seat === g.s.seatsOf('seer')[0])?.weight).toBe(1.5);
  });
  it('or tears it up', async () => {
    const g = await playScenario('werewolf-6', 7, both(sheriffIsFirstVillager, (_s, req) => (req.kind === 'badge' ? 'tear up' : undefined), villageWins));
    expect(g.of('badge_passed')[0]).toMatchObject({ to: null });
    expect(g.of('refused').filter((r) => r.decision === 'badge')).toEqual([]);
    expect(g.of('vote').filter((v) => v.day === 2).every((v) => v.weight === 1)).toBe(true);
  });
});

describe('refused answers, hints and defaults', () => {
  it('an AI seat gets 3 attempts with hints, then the default, all recorded for that seat', async () => {
    const g = await playScenario(
      'werewolf-6',
      8,
      both((seat, req, _x, s) => (req.kind === 'seer' ? String(seat) : undefined), villageWins),
    );
    const seer = g.s.seatsOf('seer')[0]!;
    const refused = g.of('refused').filter((r) => r.seat === seer && r.decision === 'seer' && r.day === 1);
    expect(refused.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(refused[0]!.hint).toMatch(/cannot check yourself/);
    expect(refused.every((r) => JSON.stringify(r.vis) === JSON.stringify({ seats: [seer] }))).toBe(true);
    const asked = g.players[seer - 1]!.asked.filter((a) => a.kind === 'seer');
    expect(asked[1]!.hint).toMatch(/cannot check yourself/);
    expect(g.of('defaulted').find((d) => d.seat === seer && d.decision === 'seer')).toBeTruthy();
    const check = g.of('seer_checked')[0]!;
    expect(check.target).not.toBe(seer);
  });

  it('a human seat is asked until the answer is valid, never defaulted', async () => {
    let tries = 0;
    const seer = (await playScenario('werewolf-6', 8, villageWins)).s.seatsOf('seer')[0]!;
    const h = await playScenario(
      'werewolf-6',
      8,
      both((seat, req, _x, s) => {
        if (req.kind !== 'seer' || req.view.day !== 1) return undefined;
        tries++;
        return tries <= 5 ? ['myself', String(seat), '99', 'Seat 2 (Nobody)', ''][tries - 1] : String(s.seatsOf('werewolf')[0]);
      }, villageWins),
      { human: seer },
    );
    const refused = h.of('refused').filter((r) => r.seat === seer);
    expect(refused).toHaveLength(5);
    expect(h.of('defaulted').filter((d) => d.seat === seer)).toHaveLength(0);
    expect(h.of('seer_checked')[0]).toMatchObject({ target: h.s.seatsOf('werewolf')[0], result: 'werewolf' });
  });

  it('the witch: antidote without a victim, poison on herself, then a valid pass', async () => {
    const answers = ['antidote', 'poison me', 'poison 99', 'pass'];
    let i = 0;
    const g = await playScenario(
      'werewolf-6',
      9,
      both((seat, req) => (req.kind === 'witch' && req.view.day === 1 ? (answers[i++] === 'poison me' ? `poison ${seat}` : answers[i - 1]) : undefined), villageWins),
      { human: 0 },
    );
    const witch = g.s.seatsOf('witch')[0]!;
    const hints = g.of('refused').filter((r) => r.seat === witch && r.day === 1).map((r) => r.hint);
    expect(hints[0]).toMatch(/Nobody was attacked/);
    expect(hints[1]).toMatch(/cannot poison yourself/);
    expect(hints[2]).toMatch(/no seat 99/);
    expect(g.of('defaulted').filter((d) => d.seat === witch && d.day === 1)).toHaveLength(1);
    expect(g.of('witch_acted')[0]).toMatchObject({ action: 'pass' });
  });

  it('a speech shorter than 10 characters is refused with the reason', async () => {
    const g = await playScenario('werewolf-6', 10, both((_s, req) => (req.kind === 'discussion' ? 'short' : undefined), villageWins));
    const r = g.of('refused').find((x) => x.decision === 'discussion')!;
    expect(r.hint).toMatch(/at least 10 characters \(got 5\)/);
    expect(g.of('speech').filter((s) => s.context === 'discussion')[0]!.text).toMatch(/nothing certain/);
  });

  it('a guard cannot protect the same player two nights running', async () => {
    const g = await playScenario(
      'werewolf',
      11,
      both((seat, req) => (req.kind === 'guard' ? String(seat) : undefined), villageWins),
    );
    const guard = g.s.seatsOf('guard')[0]!;
    const night2 = g.of('refused').filter((r) => r.seat === guard && r.decision === 'guard');
    expect(night2[0]!.hint).toMatch(/protected Seat \d+ last night/);
    const acts = g.of('guard_acted');
    expect(acts[0]!.target).toBe(guard);
    expect(acts[1]!.target).toBeNull(); // default: nobody
  });
});

describe('a lone werewolf', () => {
  it('with the pack dead picks the target straight away: a pick, no message to a pack', async () => {
    const asked: { night: number; shape: string; question: string }[] = [];
    // The village banishes one wolf a day; the wolves' requests are noted, then answered as passive() would.
    const note: Answer = (_seat, req) => {
      if (req.kind === 'wolf_proposal') asked.push({ night: req.view.day, shape: req.answer.shape, question: req.question });
      return undefined;
    };
    const g = await playScenario('werewolf-9', 2, both(note, villageWins));
    expect(g.of('died').some((d) => d.reason === 'banished')).toBe(true);
    const pack = asked.filter((a) => a.shape === 'team_chat');
    const lone = asked.filter((a) => a.shape === 'pick');
    expect(pack.length).toBeGreaterThan(0);
    expect(lone.length, JSON.stringify(asked)).toBeGreaterThan(0);
    for (const a of lone) expect(a.question).toMatch(/^Night \d+\. You are the last werewolf alive: choose tonight's target/);
    // Once alone, never a team chat again.
    expect(Math.min(...lone.map((a) => a.night))).toBeGreaterThan(Math.max(...pack.map((a) => a.night)));
    // The log marks the lone pick, so the transcript says a pick, not a chat.
    const proposals = g.of('wolf_proposal');
    expect(proposals.filter((p) => p.alone).length).toBe(lone.length);
    expect(proposals.filter((p) => !p.alone).length).toBe(pack.length);
  });
});
