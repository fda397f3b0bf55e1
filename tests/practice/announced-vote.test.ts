// A vote's hint set beside the vote the person announced in a speech that day: the strongest bot's ballot
// is the announced seat unless what was said since moved the reading, and the hint says which: "It is the
// seat you said you would vote…", or the seat it would vote instead and why. The person's announcement is
// read from the forms a player types ("I'm voting for Bruno", "my vote goes to 6", "Bruno gets my vote").
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../src/engine/participant.js';
import { advise, adviser } from '../../src/practice/advice.js';
import { announcedVote } from '../../src/practice/explain.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';
import { Position } from '../players/positions.js';

const NAMES = ['Mira', 'Vera', 'Katya', 'Elsie', 'Luca', 'Bruno', 'Tomas', 'Ada', 'Iris', 'Nell', 'Hugo', 'Priya'];
const seats = NAMES.map((name, i) => ({ seat: i + 1, name }));

function voteAsk(p: Position): DecisionRequest {
  const view = p.view();
  const options = view.seats.filter((s) => s.alive && s.seat !== p.me).map((s) => ({ value: String(s.seat), label: `Seat ${s.seat} (P${s.seat})` }));
  return { kind: 'vote', seat: p.me, question: 'vote', options, answer: { shape: 'pick', field: 'target' }, freeText: false, view };
}

describe('a vote beside the one announced', () => {
  it.each([
    ["I'm voting for Bruno.", 6],
    ['I am voting 6 today', 6],
    ['My vote goes to Mira.', 1],
    ['my vote is on seat 4', 4],
    ['Bruno gets my vote.', 6],
    ["I'm going to vote Hugo", 11],
    ['I will vote 6', 6],
    ['My ballot follows my nomination: Nell.', 10],
    ['My vote: Hugo.', 11],
    ['my ballot goes to Elsie', 4],
  ])('reads "%s" as an announced vote', (text, seat) => {
    expect(scanWerewolfClaims(text, seats, 3)).toContainEqual({ kind: 'vote', target: seat });
  });

  it.each(["I'm not voting Bruno.", 'I said I would vote Bruno yesterday', 'My vote is going to be careful', 'Who gets my vote?', 'My vote yesterday went to Bruno: a mistake.', 'My ballot: not yet.'])('reads no vote in "%s"', (text) => {
    expect(scanWerewolfClaims(text, seats, 3).filter((c) => c.kind === 'vote')).toEqual([]);
  });

  it('agrees, or says why another seat, in the hint', async () => {
    // A villager (seat 3) announced seat 7; nothing since.
    const p = new Position('werewolf', 3, 'villager');
    p.speech(3, [{ kind: 'vote', target: 7 }, { kind: 'suspect', target: 7 }]);
    const kept = await advise(voteAsk(p), adviser(1));
    expect(announcedVote(p.view(), voteAsk(p).options)).toBe(7);
    expect(kept.value).toBe('7');
    expect(kept.why).toMatch(/It is the seat you said you would vote in your speech today\.$/);
    // Then a seer claims and reports seat 7 good and seat 9 a werewolf, and others pile on seat 9.
    p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 7, result: 'good' }, { kind: 'check', target: 9, result: 'werewolf' }, { kind: 'vote', target: 9 }]);
    for (const s of [4, 5, 6, 8]) p.speech(s, [{ kind: 'suspect', target: 9 }, { kind: 'vote', target: 9 }]);
    const moved = await advise(voteAsk(p), adviser(1));
    expect(moved.value).not.toBe('7');
    expect(moved.why).toMatch(new RegExp(`You said in your speech today you would vote Seat 7 \\(P7\\); the strongest offline bot would vote Seat ${moved.value} \\(P${moved.value}\\) instead: Seat ${moved.value} \\(P${moved.value}\\) reads \\d+% werewolf, Seat 7 \\(P7\\) \\d+% werewolf\\. A ballot that leaves the seat you announced is itself read against you`));
  });
});
