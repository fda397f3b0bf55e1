import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { LiveLine } from '../../src/tui/components/LiveLine.js';
import { Transcript } from '../../src/tui/components/Transcript.js';
import { ev, screen } from './fixtures.js';
import { frame, mount } from './helpers.js';

afterEach(cleanup);

describe('Transcript', () => {
  it('prints speeches with their claims, the night as a box and votes as a table', () => {
    const s = screen('play', 1);
    s.see(
      ev('role_assigned', { seat: 1, role: 'seer', team: 'village' }, { seats: [1] }),
      ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
      ev('seer_checked', { seat: 1, target: 4, result: 'werewolf' }, { seats: [1] }),
      ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
      ev('dawn', { dead: [6] }),
      ev('died', { seats: [6], reason: 'night' }),
      ev('speech', { seat: 2, text: 'Di is lying.', context: 'discussion', claims: [{ kind: 'suspect', target: 4 }, { kind: 'role', role: 'seer' }] }),
      ev('vote', { seat: 1, target: 4, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 2, target: 4, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 4, target: 2, ballot: 'banish', weight: 1 }),
      ev('banish_tally', { round: 'vote', tally: [{ seat: 4, weight: 2 }, { seat: 2, weight: 1 }], banished: 4, tied: [] }),
      ev('died', { seats: [4], reason: 'banished' }),
    );
    const f = frame(mount(<Transcript items={s.get().items} width={80} />));
    expect(f).toContain('Your role: the seer.');
    expect(f).toMatch(/╭─ ☾ Night 1 ─+/);
    expect(f).toContain('│ Your check: Seat 4 (Di) is a werewolf.');
    expect(f).toMatch(/╰─+\n── ☀ Day 1 ─+/);
    expect(f).toContain('✝ Dawn: Seat 6 (Flo) died last night.');
    expect(f).toContain('Seat 2 (Bo) [discussion] Di is lying.');
    expect(f).toContain('⟨suspects Seat 4 (Di); claims the seer⟩');
    expect(f).toContain('┌─ Day 1 vote');
    expect(f).toMatch(/│ Seat 4 \(Di\) +2 +◂ 1, 2/);
    expect(f).toMatch(/│ Seat 2 \(Bo\) +1 +◂ 4/);
    expect(f).toContain('└─ Seat 4 (Di) is banished with 2 votes.');
    expect(f).toContain('✝ Seat 4 (Di) is dead (banished).');
  });

  it('prints the sheriff election as a table, candidates with no votes too, and says the result in words', () => {
    const s = screen();
    s.see(
      ev('sheriff_run', { seat: 3, run: true }),
      ev('sheriff_run', { seat: 4, run: true }),
      ev('sheriff_run', { seat: 5, run: true }),
      ev('sheriff_withdrew', { seat: 5, withdraw: true }),
      ev('vote', { seat: 1, target: 3, ballot: 'sheriff', weight: 1 }),
      ev('vote', { seat: 2, target: 3, ballot: 'sheriff', weight: 1 }),
      ev('vote', { seat: 6, target: 4, ballot: 'sheriff', weight: 1 }),
      ev('sheriff_elected', { seat: 3, reason: 'most votes', tally: [{ seat: 3, votes: 2 }, { seat: 4, votes: 1 }] }),
    );
    const f = frame(mount(<Transcript items={s.get().items} width={80} />));
    expect(f).toContain('┌─ Sheriff election');
    expect(f).toMatch(/│ Seat 3 \(Cy\) +2 +◂ 1, 2/);
    expect(f).toMatch(/│ Seat 4 \(Di\) +1 +◂ 6/);
    expect(f).not.toMatch(/│ Seat 5/);
    expect(f).toContain('└─ Seat 3 (Cy) is the sheriff with 2 votes; Seat 4 (Di) had 1 vote.');
    expect(f).not.toMatch(/→/);
  });

  it('shows a candidate nobody voted for, with no votes', () => {
    const s = screen();
    s.see(
      ev('sheriff_run', { seat: 3, run: true }),
      ev('sheriff_run', { seat: 4, run: true }),
      ev('vote', { seat: 1, target: 3, ballot: 'sheriff', weight: 1 }),
      ev('sheriff_elected', { seat: 3, reason: 'most votes', tally: [{ seat: 3, votes: 1 }] }),
    );
    const f = frame(mount(<Transcript items={s.get().items} width={80} />));
    expect(f).toMatch(/│ Seat 4 \(Di\) +0 +◂ no votes/);
    expect(f).toContain('└─ Seat 3 (Cy) is the sheriff with 1 vote.');
  });
});

describe('LiveLine', () => {
  it('keeps the newest words of a long streaming speech within its lines', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const f = frame(mount(<LiveLine who="Seat 2 (Bo)" text={words} width={40} maxLines={3} />));
    const lines = f.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(f).toContain('word59▍');
    expect(lines[0]!.startsWith('…')).toBe(true);
  });
});
