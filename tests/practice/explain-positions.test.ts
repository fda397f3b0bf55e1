// The "why" on hand-made positions: read off the evidence ledger, a seat known for certain said to be
// sure (and how) rather than weighed, a vote cast beside a known werewolf named as the tell it is, a vote
// on a seat shown evil never cited against its voter, a decision that names no seat explained by what the
// seat holds, a run-off pick placed among the seats on the ballot, and a speech after the role was claimed
// heard as standing on that claim.
import { describe, expect, it } from 'vitest';
import type { DecisionRequest, Shape } from '../../src/engine/participant.js';
import type { Claim } from '../../src/engine/core-events.js';
import { explain, explanationText, tellIn } from '../../src/practice/explain.js';
import { stanceIn, stanceKey } from '../../src/practice/stance.js';
import { Position } from '../players/positions.js';

const seats = (p: Position, among: number[]) => among.map((s) => ({ value: String(s), label: `Seat ${s} (P${s})` }));

function ask(p: Position, kind: string, options: { value: string; label: string }[], shape: Shape = 'pick', phase: 'day' | 'night' = 'day'): DecisionRequest {
  const view = { ...p.view(), phase };
  return { kind, seat: p.me, question: kind, options, answer: { shape, field: 'target' }, freeText: false, view };
}

const living = (p: Position) => Array.from({ length: 12 }, (_, i) => i + 1).filter((s) => s !== p.me && !p.dead.has(s));

/** A seer (seat 3) whose check found seat 5 a werewolf; on day 1 seats 5 and 9 voted seat 6 out, seat 2 voted seat 5. */
function seer(): Position {
  const p = new Position('werewolf', 3, 'seer');
  p.push('phase_started', { phase: 'night', step: 'night', round: 1 }, 1);
  p.myCheck(5, 'werewolf');
  p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
  p.push('dawn', { dead: [] });
  p.vote(5, 6).vote(9, 6).vote(2, 5).vote(7, 5).vote(10, 6).vote(11, 8);
  return p;
}

describe('the why, on hand-made positions', () => {
  it('says a seat known by the seat\'s own check is sure, and how, without weighing it', () => {
    const p = seer();
    const e = explain(ask(p, 'vote', seats(p, living(p))), { value: '5', label: 'Seat 5 (P5)' });
    expect(e.sure).toBe('Sure: Seat 5 (P5) is a werewolf (your own check).');
    expect(explanationText(e)).not.toMatch(/\d+%/);
    expect(e.facts.map((f) => f.text)).toContain('Your own check found Seat 5 (P5) a werewolf.');
  });

  it('names a ballot cast beside a known werewolf as the tell, and never cites a vote on the werewolf against its voter', () => {
    const p = seer();
    const view = p.view();
    const byNine = { kind: 'vote', n: 8, day: 1, voter: 9, target: 6, ballot: 'banish' } as const;
    expect(tellIn(view, byNine, 9, 1)).toBe(', as did Seat 5 (P5), a werewolf (your own check)');
    // Not said of a ballot counted for its voter, nor of one the known werewolf did not share.
    expect(tellIn(view, byNine, 9, -1)).toBe('');
    expect(tellIn(view, { kind: 'vote', n: 12, day: 1, voter: 11, target: 8, ballot: 'banish' }, 11, 1)).toBe('');
    const e = explain(ask(p, 'seer', seats(p, living(p)), 'pick', 'night'), { value: '9', label: 'Seat 9 (P9)' });
    // A vote against seat 2 (who voted the werewolf): the facts cited for it are never that vote.
    const v = explain(ask(p, 'vote', seats(p, living(p))), { value: '2', label: 'Seat 2 (P2)' });
    for (const f of v.facts) if (f.ev?.kind === 'vote' && f.ev.target === 5) expect(f.sign, f.text).toBe(-1);
    // A check on a seat names what the ledger holds on it and which way it counts: seat 2 voted the werewolf.
    const check = explanationText(explain(ask(p, 'seer', seats(p, living(p)), 'pick', 'night'), { value: '2', label: 'Seat 2 (P2)' }));
    expect(check).toMatch(/Seat 2 \(P2\) (voted|put a vote on|cast a vote against) Seat 5 \(P5\)[^.]*, and Seat 5 \(P5\) is a werewolf \(your own check\): it counts for them\./);
    // Each cited fact carries the ledger's measure.
    for (const f of e.facts) if (f.ev && f.ev.kind !== 'my_result') expect(f.weight).toBeGreaterThan(0);
  });

  it('names a ballot cast beside a known werewolf among the facts against its voter, though the ledger weighs it faintly', () => {
    const p = seer();
    for (const voter of [9, 10]) {
      const text = explanationText(explain(ask(p, 'vote', seats(p, living(p))), { value: String(voter), label: `Seat ${voter} (P${voter})` }));
      expect(text).toMatch(new RegExp(`Seat ${voter} \\(P${voter}\\) [^.]*Seat 6 \\(P6\\)[^.]*, as did Seat 5 \\(P5\\), a werewolf \\(your own check\\)\\.`));
    }
    // A bloc: two seats shown to be werewolves voted with seat 9; both are named.
    const q = seer();
    q.reveal(10, 'werewolf', 'werewolves');
    const bloc = explanationText(explain(ask(q, 'vote', seats(q, living(q))), { value: '9', label: 'Seat 9 (P9)' }));
    expect(bloc).toMatch(/as did Seat 5 \(P5\) and Seat 10 \(P10\), werewolves \(your own check and their role was shown\)/);
    // Not of a seat whose ballot went with the good seats only (seat 7 voted the werewolf).
    expect(explanationText(explain(ask(p, 'vote', seats(p, living(p))), { value: '7', label: 'Seat 7 (P7)' }))).not.toMatch(/as did/);
  });

  it('explains running for sheriff by the check the seat holds, not by the table at large', () => {
    const p = new Position('werewolf', 3, 'seer');
    p.push('phase_started', { phase: 'night', step: 'night', round: 1 }, 1);
    p.myCheck(11, 'good');
    p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
    const yn = [{ value: 'yes', label: 'yes' }, { value: 'no', label: 'no' }];
    const run = explanationText(explain(ask(p, 'sheriff_run', yn, 'yes_no'), { value: 'yes', label: 'yes' }));
    expect(run).toBe('What decides it: Your own check found Seat 11 (P11) good. From the badge that result is heard first, and your vote weighs 1.5.');
    const stay = explanationText(explain(ask(p, 'opt_out', yn, 'yes_no'), { value: 'no', label: 'no' }));
    expect(stay).toMatch(/Your own check found Seat 11 \(P11\) good\. The badge belongs with the checks, and you hold them: stay in\./);
    const plain = new Position('werewolf', 4, 'villager');
    const no = explanationText(explain(ask(plain, 'sheriff_run', yn, 'yes_no'), { value: 'no', label: 'no' }));
    expect(no).toMatch(/You hold no check or night result yet/);
    for (const t of [run, stay, no]) expect(t).not.toMatch(/Nothing in the record|No seat stands out|\d+%/);
  });

  it("explains a save by the attack only the witch was told and the badge it keeps, not by the poison's targets", () => {
    const p = new Position('werewolf', 7, 'witch');
    p.push('sheriff_elected', { seat: 8, reason: 'votes', tally: [{ seat: 8, votes: 6 }] });
    p.push('phase_started', { phase: 'night', step: 'night', round: 2 }, 1);
    p.push('witch_told', { target: 8 }, 1, { seats: [7] });
    const options = [{ value: 'antidote', label: 'antidote on Seat 8 (P8)' }, ...living(p).map((x) => ({ value: `poison ${x}`, label: `poison Seat ${x} (P${x})` })), { value: 'pass', label: 'pass' }];
    const text = explanationText(explain(ask(p, 'witch', options, 'choice', 'night'), { value: 'antidote', label: 'antidote on Seat 8 (P8)' }));
    expect(text).toMatch(/^What decides it: The wolves attacked Seat 8 \(P8\) tonight \(only you know this\)\. Seat 8 \(P8\) holds the sheriff's badge: a vote worth 1\.5 and the speaking order\./);
    expect(text).not.toMatch(/close to a guess|read nearly as good/);
  });

  it('hears a speech after the role was claimed as standing on that claim: neither claimed again nor hidden', () => {
    const p = new Position('werewolf', 3, 'seer');
    p.push('phase_started', { phase: 'night', step: 'night', round: 1 }, 1);
    p.myCheck(5, 'werewolf');
    p.push('phase_started', { phase: 'day', step: 'day', round: 1 });
    const view = p.view();
    const fresh = (claims: Claim[]) => stanceKey(stanceIn(view, claims));
    // Before any claim, claiming and not claiming are different moves.
    expect(fresh([{ kind: 'role', role: 'seer' }])).not.toBe(fresh([]));
    p.speech(3, [{ kind: 'role', role: 'seer' }], { context: 'campaign' });
    const later = p.view();
    const again = stanceIn(later, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
    const quiet = stanceIn(later, [{ kind: 'check', target: 5, result: 'werewolf' }]);
    expect(stanceKey(again)).toBe(stanceKey(quiet));
    const act = explain(ask(p, 'discussion', [], 'speech'), { claims: [{ kind: 'check', target: 5, result: 'werewolf' }] }).act;
    expect(act).toBe('report Seat 5 (P5) as werewolf and accuse Seat 5 (P5)');
    expect(act).not.toMatch(/hidden/);
  });

  it('places a run-off pick among the seats on the ballot', () => {
    const p = seer();
    const e = explain(ask(p, 'pk_vote', [...seats(p, [8, 10]), { value: 'abstain', label: 'abstain' }]), { value: '10', label: 'Seat 10 (P10)' });
    expect(e.facts[0]!.text).toMatch(/^Of the seats on the ballot, Seat 10 \(P10\) reads likeliest werewolf in your reading, at \d+% \(Seat 8 \(P8\): \d+%\)/);
  });
});
