import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { LiveLine } from '../../src/tui/components/LiveLine.js';
import { Box } from 'ink';
import stringWidth from 'string-width';
import { ItemView, Transcript } from '../../src/tui/components/Transcript.js';
import { wrapLine } from '../../src/tui/line.js';
import { ev, screen } from './fixtures.js';
import { frame, mount } from './helpers.js';

afterEach(cleanup);

describe('Transcript', () => {
  it('a long speech wraps between words at 80 and 40 columns: no row starts with a space, nothing is lost, day or night', () => {
    const text = 'I have been watching Seat 4 all morning, and the way they dodged the question about the witch makes me think they are the wolf we want today; vote with me, or explain why not, because I will not wait another round for somebody to say it.';
    const s = screen('play', 1);
    s.see(
      ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
      ev('speech', { seat: 2, text, context: 'discussion', claims: [{ kind: 'suspect', target: 4 }, { kind: 'role', role: 'seer' }, { kind: 'suspect', target: 5 }] }),
    );
    const speech = s.get().items.find((i) => i.kind === 'speech')!;
    for (const night of [false, true]) {
      for (const width of [80, 40]) {
        const item = { ...speech, night };
        const rows = frame(mount(<Box width={width}><ItemView item={item} width={width} /></Box>)).split('\n');
        const body = rows.map((l) => (night ? l.replace(/^│ /, '') : l));
        expect(rows.length, `${width} columns`).toBeGreaterThan(width === 40 ? 6 : 3);
        for (const l of rows) expect(stringWidth(l), l).toBeLessThanOrEqual(width);
        // Every row of the speech starts with a word; the claims keep their indent of two, every row of them.
        const claimsAt = body.findIndex((l) => l.startsWith('  ⟨'));
        expect(claimsAt).toBeGreaterThan(0);
        for (const l of body.slice(0, claimsAt)) expect(l, `${width} columns`).toMatch(/^\S/);
        for (const l of body.slice(claimsAt).filter(Boolean)) expect(l, `${width} columns`).toMatch(/^ {2}\S/);
        const words = body.join(' ').replace(/\s+/g, ' ');
        expect(words).toContain(`Seat 2 (Bo) [discussion] ${text}`);
      }
    }
    // A vote table's outcome wraps the same way (36 columns: a word ends right at the edge, where Ink put the space on the next row).
    const votes = screen();
    votes.see(
      ev('sheriff_run', { seat: 3, run: true }),
      ev('sheriff_run', { seat: 4, run: true }),
      ev('vote', { seat: 1, target: 3, ballot: 'sheriff', weight: 1 }),
      ev('vote', { seat: 6, target: 4, ballot: 'sheriff', weight: 1 }),
      ev('sheriff_elected', { seat: 3, reason: 'most votes', tally: [{ seat: 3, votes: 1 }, { seat: 4, votes: 1 }] }),
    );
    const table = votes.get().items.find((i) => i.kind === 'votes')!;
    const outcome = frame(mount(<Box width={36}><ItemView item={table} width={36} /></Box>)).split('\n').slice(-3);
    expect(outcome.filter((l) => l.startsWith(' '))).toEqual([]);
    expect(outcome.join('\n')).toMatch(/└─ Seat 3 \(Cy\) is the sheriff/);
    // Styles survive the wrap: the name stays bold cyan, the words plain.
    const wrapped = wrapLine([{ text: 'Seat 2 (Bo)', bold: true, color: 'cyan' }, { text: ' [discussion] ', dim: true }, { text }], 40);
    expect(wrapped[0]![0]).toEqual({ text: 'Seat 2 (Bo)', bold: true, color: 'cyan' });
    expect(wrapped.slice(1).every((row) => row.every((seg) => !seg.bold && seg.text[0] !== ' '))).toBe(true);
  });

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

  it('counts the votes for nobody too ("skip" must be outvoted in Mafia; seen in play with no number beside it)', () => {
    const s = screen();
    s.see(
      ev('vote', { seat: 1, target: 4, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 2, target: null, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 3, target: null, ballot: 'banish', weight: 1 }),
      ev('banish_tally', { round: 'vote', tally: [{ seat: 4, weight: 1 }], banished: null, tied: [] }),
    );
    const f = frame(mount(<Transcript items={s.get().items} width={80} />));
    expect(f).toMatch(/│ Seat 4 \(Di\) +1 +◂ 1\n/);
    expect(f).toMatch(/│ (abstain|skip) +2 +◂ 2, 3/);
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
