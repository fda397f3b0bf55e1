import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { SessionApp } from '../../src/tui/apps.js';
import { ReplayApp } from '../../src/tui/replay.js';
import { helpSections, KEYS, type Binding } from '../../src/tui/keys.js';
import { helpLines } from '../../src/tui/components/HelpOverlay.js';
import { createPlaySession } from '../../src/tui/session.js';
import { frame, KEY, stripAnsi, liveHeight, mount, press, waitFor, waitForText } from './helpers.js';

afterEach(cleanup);

const live = (r: ReturnType<typeof mount>) => frame(r).split('\n').slice(-liveHeight(r)).join('\n');

function play(role = 'seer', onQuit?: () => void) {
  const session = createPlaySession({ preset: 'werewolf-6', seed: 3, seat: 1, role, paceMs: 0, ...(onQuit ? { onQuit } : {}), logPath: '/tmp/nightfall-test.jsonl' });
  const onExit = vi.fn();
  const r = mount(<SessionApp session={session} onExit={onExit} />, { columns: 80, rows: 24 });
  return { session, r, onExit };
}

describe('key map', () => {
  it('the help lists every key that has a label, grouped by where it works', () => {
    const labelled = Object.values(KEYS as Record<string, Binding>).filter((b) => b.label);
    const rows = helpSections().flatMap((s) => s.rows);
    // The quit box and the help page itself show their own keys in the footer while they are open.
    for (const b of labelled.filter((x) => x.scope !== 'quit' && x.scope !== 'overlay')) expect(rows).toContainEqual({ label: b.label, help: b.help });
    expect(helpSections().map((s) => s.title)).toContain('Writing a speech or a message');
  });
});

describe('keys on the game screen', () => {
  it('? opens the help over the prompt, scrolls it to fit, and closes it again', async () => {
    const { r, session } = play();
    await waitFor(r, () => session.human!.head(), 'the seer\'s prompt');
    await waitForText(r, '↑ ↓ choose');
    await press(r, '?');
    const f = await waitForText(r, 'Keys and rules (↑ ↓ Space scroll');
    expect(live(r)).toContain('Ctrl-C       quit (asks first; any game log is kept)');
    // The footer names the page's keys, not the hidden prompt's.
    const footer = () => live(r).trimEnd().split('\n').at(-1)!;
    await waitFor(r, () => footer().startsWith('↑ ↓ scroll · Space page · ? / Esc close'), 'the help page\'s keys in the footer');
    expect(live(r)).not.toContain('↑ ↓ choose');
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
    await press(r, KEY.down, KEY.down);
    await waitForText(r, /Keys and rules \(↑ ↓ Space scroll, 3–/);
    expect(f).not.toContain('❯ Seat 2');
    // Below the keys, a page at a time: this table's rules, from its ruleset, wrapped to the screen.
    const top = () => Number(/scroll, (\d+)–/.exec(live(r))?.[1]);
    for (let i = 0; i < 12 && !live(r).includes('every god is dead'); i++) {
      const was = top();
      await press(r, ' ');
      await waitFor(r, () => top() > was, 'the next page of the help');
    }
    await waitForText(r, 'every god is dead');
    expect(live(r)).toContain('How to win');
    expect(live(r).split('\n').every((l) => l.length <= 80)).toBe(true);
    expect(liveHeight(r)).toBeLessThanOrEqual(23);
    await press(r, '?');
    await waitFor(r, () => !live(r).includes('Keys and rules') && live(r).includes('❯ Seat 2'), 'the prompt back');
    await waitForText(r, '↑ ↓ choose');
    expect(helpLines(['anywhere']).length).toBeGreaterThan(2);
    const rules = helpLines(['anywhere'], 40, [{ title: 'How to win', lines: ['The town wins when every mafioso is dead, and this line is long enough to wrap.'] }]);
    expect(rules.map((l) => l.text)).toEqual(expect.arrayContaining(['How to win', '  • The town wins when every mafioso is', '    dead, and this line is long enough', '    to wrap.']));
  });

  it('the footer follows the prompt\'s step: a team chat\'s target list shows the list\'s keys, not the text box\'s', async () => {
    const { r, session } = play('werewolf');
    await waitFor(r, () => session.human!.head()?.request.kind === 'wolf_proposal', 'the pack\'s chat');
    await waitForText(r, 'Message to your team');
    const footer = () => live(r).trimEnd().split('\n').at(-1)!;
    expect(footer()).toMatch(/^Enter send/);
    await press(r, KEY.enter);
    await waitForText(r, 'now the target');
    await waitFor(r, () => footer().startsWith('↑ ↓ choose · Enter answer'), 'the list\'s keys in the footer');
    await press(r, KEY.esc);
    await waitFor(r, () => footer().startsWith('Enter send'), 'the text box\'s keys again');
  });

  it('? is typed into a speech, not taken as a key', async () => {
    const { r, session } = play('villager');
    await waitFor(r, () => session.human!.head()?.request.kind === 'sheriff_run', 'the sheriff question');
    await waitForText(r, '[y] yes');
    await press(r, 'y');
    await waitFor(r, () => session.human!.head()?.request.kind === 'campaign', 'the campaign speech');
    await waitForText(r, 'Type your speech');
    await press(r, 'Why me?');
    await waitForText(r, '> Why me?▍');
    expect(live(r)).not.toContain('Keys and rules');
  });

  it('Ctrl-C asks before quitting; n keeps playing, y quits and keeps the log', async () => {
    const onQuit = vi.fn();
    const { r, session, onExit } = play('seer', onQuit);
    await waitFor(r, () => session.human!.head(), 'a prompt');
    await waitForText(r, '↑ ↓ choose');
    await press(r, KEY.ctrlC);
    await waitForText(r, 'Quit the game?');
    expect(live(r)).toContain('The game log is kept: /tmp/nightfall-test.jsonl');
    // A log outside the games folder is resumed by its path.
    expect(live(r)).toContain('Continue it later with: nightfall resume /tmp/nightfall-test.jsonl');
    expect(live(r).trimEnd().split('\n').at(-1)).toBe('y quit · n / Esc keep playing');
    expect(live(r)).not.toContain('↑ ↓ choose');
    await press(r, 'n');
    await waitFor(r, () => !live(r).includes('Quit the game?'), 'the dialog to close');
    expect(onQuit).not.toHaveBeenCalled();
    await press(r, KEY.ctrlC);
    await waitForText(r, 'Quit the game?');
    await press(r, 'y');
    await waitFor(r, () => onExit.mock.calls.length > 0, 'the screen to exit');
    expect(onQuit).toHaveBeenCalledTimes(1);
    // The goodbye is drawn once just before Ink exits; look for it among the frames written, not only the last.
    const said = (r as unknown as { frames: string[] }).frames.map(stripAnsi).some((f) => f.includes('You left the game. The game log is kept: /tmp/nightfall-test.jsonl'));
    expect(said).toBe(true);
  });

  it('Tab opens the notebook: arrows pick a seat, m and c mark it, x clears, Esc goes back', async () => {
    const { r, session } = play();
    await waitFor(r, () => session.human!.head(), 'a prompt');
    await waitForText(r, '↑ ↓ choose');
    await press(r, KEY.tab);
    await waitForText(r, 'm mark');
    await press(r, KEY.right, KEY.right, 'm');
    await waitForText(r, /▸● +3 \S+ +wolf\?/);
    await press(r, 'm', 'c');
    await waitForText(r, /▸● +3 \S+ +trust “seer”/);
    await press(r, KEY.enter); // Enter is not the prompt's while the notebook has the keys
    await press(r, 'x');
    await waitFor(r, () => !/trust “seer”/.test(live(r)), 'the marks cleared');
    expect(session.human!.head()?.request.kind).toBe('seer');
    await press(r, KEY.esc);
    await waitForText(r, '↑ ↓ choose');
    await press(r, KEY.enter);
    await waitFor(r, () => session.human!.head()?.request.kind !== 'seer', 'the seer\'s answer to go through');
  });
});

describe('chunks of input', () => {
  it('text and Enter arriving together are typed, then answered', async () => {
    const { splitChunk } = await import('../../src/tui/key-bus.js');
    const key = { return: false, ctrl: false, meta: false, shift: false, tab: false } as never;
    expect(splitChunk('9\r', key).map(([i, k]) => [i, (k as { return: boolean }).return])).toEqual([['9', false], ['', true]]);
    expect(splitChunk('one\rtwo', key).map(([i]) => i).join('')).toBe('one two');
    expect(splitChunk('x', key)).toEqual([['x', key]]);
    expect(splitChunk('++', key).map(([i]) => i)).toEqual(['+', '+']);
    expect(splitChunk(' '.repeat(10), key)).toHaveLength(10);
    expect(splitChunk('a😀👨‍👩‍👧', key).map(([i]) => i)).toEqual(['a', '😀', '👨‍👩‍👧']);
    expect(splitChunk('😀', key)).toEqual([['😀', key]]);
  });

  it('the replay screen takes ten Spaces sent at once as ten steps, and wraps a long line', async () => {
    const long = `Seat 3 (Cy): ${'I watched every vote and I kept notes. '.repeat(4)}The end.`;
    const items = Array.from({ length: 20 }, (_, i) => ({ day: 1, lines: [i === 0 ? long : `event ${i + 1}`], think: false }));
    const r = mount(<ReplayApp title="Replay" items={items} />, { columns: 80, rows: 24 });
    await waitForText(r, 'event 1/20');
    expect(frame(r)).toContain('The end.');
    expect(frame(r).split('\n').every((l) => l.length <= 80)).toBe(true);
    r.stdin.write(' '.repeat(10));
    await waitForText(r, 'event 11/20');
  });

  it('a seat number and Enter sent at once answer a list', async () => {
    const { r, session } = play();
    await waitFor(r, () => session.human!.head(), 'the seer\'s prompt');
    await waitForText(r, '↑ ↓ choose');
    r.stdin.write('9\r');
    await waitFor(r, () => session.human!.head()?.hint, 'the refusal of seat 9');
    await waitForText(r, '✗ There is no seat 9');
    r.stdin.write('3\r');
    await waitFor(r, () => session.human!.head()?.request.kind !== 'seer', 'the check to go through');
  });

  it('arrows and Enter, or words and Enter, in one chunk do what they would one by one', async () => {
    const { r, session } = play('villager');
    await waitFor(r, () => session.human!.head()?.request.kind === 'sheriff_run', 'the sheriff question');
    await waitForText(r, '[y] yes');
    r.stdin.write('\u001B[D\r'); // ← then Enter: yes
    await waitFor(r, () => session.human!.head()?.request.kind === 'campaign', 'the campaign speech');
    await waitForText(r, 'Type your speech');
    r.stdin.write('Vote for me, I keep notes.\r');
    await waitFor(r, () => session.feed.all.some((e) => e.type === 'speech' && e.seat === 1), 'the speech');
    expect(session.feed.all.find((e) => e.type === 'speech' && e.seat === 1)?.text).toBe('Vote for me, I keep notes.');
  });
});
