import { useSyncExternalStore } from 'react';
import { Text } from 'ink';
import chalk from 'chalk';
import { colourScreen } from '../../src/tui/colours.js';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import type { DecisionRequest, Option } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { HumanPlayer } from '../../src/players/human.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { Prompt } from '../../src/tui/components/Prompt.js';
import { KeyBusProvider } from '../../src/tui/key-bus.js';
import type { ScreenState } from '../../src/tui/screen-state.js';
import { ev, NAMES, screen } from './fixtures.js';
import { frame, KEY, mount, press, waitForText } from './helpers.js';

afterEach(cleanup);

const view = {} as PlayerView;
const seats = (...n: number[]): Option[] => n.map((s) => ({ value: String(s), label: `Seat ${s} (${NAMES[s - 1]})` }));
const req = (r: Partial<DecisionRequest>): DecisionRequest => ({ kind: 'vote', seat: 1, question: 'Vote?', options: [], answer: { shape: 'pick', field: 'target', none: 'abstain' }, freeText: false, view, ...r });

function Harness({ human, state, maxRows = 14 }: { human: HumanPlayer; state: ScreenState; maxRows?: number }) {
  const pending = useSyncExternalStore(human.subscribe, () => human.head());
  return (
    <KeyBusProvider>
      {pending ? <Prompt pending={pending} state={state} ruleset={werewolf} width={80} maxRows={maxRows} active onAnswer={(raw) => human.answer(raw)} /> : <Text>idle</Text>}
    </KeyBusProvider>
  );
}

function ask(request: DecisionRequest, opts: { hint?: string; maxRows?: number; state?: ScreenState } = {}) {
  const human = new HumanPlayer();
  const state = opts.state ?? screen('play', 1).get();
  const r = mount(<Harness human={human} state={state} {...(opts.maxRows ? { maxRows: opts.maxRows } : {})} />);
  const answer = human.decide('', '', { request, attempt: opts.hint ? 2 : 1, ...(opts.hint ? { hint: opts.hint } : {}) });
  return { r, answer };
}

describe('list prompt', () => {
  const vote = req({ question: 'Day 1 vote: vote to banish a living player, or "abstain". Answer JSON {"vote": 3}.', options: [...seats(2, 3, 4, 5), { value: 'abstain', label: 'abstain' }] });

  it('shows the question without the AI answer format, and picks with arrows and Enter', async () => {
    const { r, answer } = ask(vote);
    const f = await waitForText(r, '❯ Seat 2 (Bo)');
    expect(f).toContain('Day 1 vote: vote to banish a living player, or "abstain".');
    expect(f).not.toContain('JSON');
    await press(r, KEY.down, KEY.down, KEY.enter);
    await expect(answer).resolves.toBe('4');
  });

  it('starts on the first seat that is not the person\'s own, so Enter never votes yourself out', async () => {
    const state = screen('play', 1).get();
    const { r, answer } = ask({ ...vote, options: [...seats(1, 2, 3), { value: 'abstain', label: 'abstain' }] }, { state });
    await waitForText(r, '❯ Seat 2 (Bo)');
    await press(r, KEY.enter);
    await expect(answer).resolves.toBe('2');
  });

  it('takes a typed seat number or a name', async () => {
    const a = ask(vote);
    await waitForText(a.r, '❯ Seat 2');
    await press(a.r, '5');
    await waitForText(a.r, '❯ Seat 5 (Ed)');
    await press(a.r, KEY.enter);
    await expect(a.answer).resolves.toBe('5');
    cleanup();
    const b = ask(vote);
    await waitForText(b.r, '❯ Seat 2');
    await press(b.r, 'cy', KEY.enter);
    await expect(b.answer).resolves.toBe('3');
  });

  it('sends typed text that names no choice as it is, for the game to judge', async () => {
    const { r, answer } = ask(vote);
    await waitForText(r, '❯ Seat 2');
    await press(r, '9');
    await waitForText(r, '› 9▍ (Enter)');
    await press(r, KEY.enter);
    await expect(answer).resolves.toBe('9');
  });

  it('a choice that is no seat says what can be typed without seats: the direction', async () => {
    const direction = req({ kind: 'direction', question: 'Choose the speaking direction.', answer: { shape: 'choice', field: 'direction' }, options: [{ value: 'clockwise', label: 'clockwise' }, { value: 'counterclockwise', label: 'counter-clockwise' }] });
    const { r, answer } = ask(direction);
    const f = await waitForText(r, '❯ clockwise');
    expect(f).toContain('or type the first letters of a choice');
    expect(f).not.toMatch(/seat number|a name/);
    await press(r, 'cou', KEY.enter);
    await expect(answer).resolves.toBe('counterclockwise');
  });

  it('shows why the last answer was refused, in place', async () => {
    const { r } = ask(vote, { hint: 'There is no seat 9 among the choices. Legal: 2 (Bo), 3 (Cy).' });
    const f = await waitForText(r, '✗ There is no seat 9 among the choices.');
    expect(f).toContain('❯ Seat 2 (Bo)');
  });

  it('scrolls a long list inside its rows', async () => {
    const { r, answer } = ask(req({ options: [...seats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), { value: 'abstain', label: 'abstain' }] }), { maxRows: 6 });
    const f = await waitForText(r, '❯ Seat 2 (Bo)');
    expect(f.split('\n').length).toBeLessThanOrEqual(6);
    expect(f).toContain('↓');
    await press(r, KEY.up, KEY.up);
    const g = await waitForText(r, '❯ abstain');
    expect(g.split('\n').length).toBeLessThanOrEqual(6);
    await press(r, KEY.enter);
    await expect(answer).resolves.toBe('abstain');
  });
});

describe('a ballot that takes a remark (Mafia)', () => {
  const ballot = req({ question: 'Day 2 vote: vote to eliminate one of the nominees, or "skip".', options: [...seats(2, 3, 4), { value: 'skip', label: 'skip' }], answer: { shape: 'pick', field: 'target', none: 'skip', remark: 160 } });

  it('asks for the words after the pick, and casts them with it', async () => {
    const { r, answer } = ask(ballot);
    await waitForText(r, '❯ Seat 2 (Bo)');
    await press(r, KEY.down, KEY.enter);
    const f = await waitForText(r, 'anything to say with it?');
    expect(f).toContain('Seat 3 (Cy)');
    expect(f.replace(/\s+/g, ' ')).toContain('at most 160 characters');
    await press(r, 'Bo claimed; I trust the claim', KEY.enter);
    await expect(answer).resolves.toBe(JSON.stringify({ target: '3', remark: 'Bo claimed; I trust the claim' }));
  });

  it('casts the pick alone on an empty remark, and goes back to the list on Esc', async () => {
    const { r, answer } = ask(ballot);
    await waitForText(r, '❯ Seat 2 (Bo)');
    await press(r, KEY.enter);
    await waitForText(r, 'anything to say with it?');
    await press(r, KEY.esc);
    await waitForText(r, '❯ Seat 2 (Bo)');
    await press(r, KEY.down, KEY.down, KEY.down, KEY.enter);
    await waitForText(r, 'skip — anything to say with it?');
    await press(r, KEY.enter);
    await expect(answer).resolves.toBe('skip');
  });
});

describe('yes / no prompt', () => {
  const run = req({ kind: 'sheriff_run', question: 'Do you run for sheriff?', answer: { shape: 'yes_no', field: 'answer' }, options: [{ value: 'yes', label: 'yes' }, { value: 'no', label: 'no' }] });

  it('answers with y or n at once', async () => {
    const { r, answer } = ask(run);
    await waitForText(r, '[y] yes');
    await press(r, 'y');
    await expect(answer).resolves.toBe('yes');
  });

  it('answers with the arrows and Enter', async () => {
    const { r, answer } = ask(run);
    await waitForText(r, '[n] no');
    await press(r, KEY.left, KEY.enter);
    await expect(answer).resolves.toBe('yes');
  });

  it('without colours (NO_COLOR) the answer Enter gives is marked, not only in reverse video', async () => {
    const level = chalk.level;
    try {
      colourScreen({ isTTY: true, getColorDepth: () => 8 }, { NO_COLOR: '1' });
      const { r } = ask(run);
      await waitForText(r, ' [y] yes   ❯[n] no');
      await press(r, KEY.left);
      await waitForText(r, '❯[y] yes    [n] no');
      cleanup();
      colourScreen({ isTTY: true, getColorDepth: () => 8 }, {});
      await waitForText(ask(run).r, ' [y] yes    [n] no');
    } finally {
      chalk.level = level;
    }
  });
});

describe('speech prompt', () => {
  const speech = req({ kind: 'discussion', question: 'Day 1 discussion: your turn to speak.', answer: { shape: 'speech', field: 'speech' }, freeText: true, minLength: 10 });

  it('sends the typed words as a speech; keys like ? and m are typed, not obeyed', async () => {
    const { r, answer } = ask(speech);
    await waitForText(r, 'Type your speech');
    await press(r, 'Who is m? Bo, ');
    await press(r, 'is it you?');
    await waitForText(r, '> Who is m? Bo, is it you?▍');
    await waitForText(r, '24/10+ chars');
    await press(r, KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ speech: 'Who is m? Bo, is it you?' });
  });

  it('edits with backspace and the cursor keys', async () => {
    const { r, answer } = ask(speech);
    await waitForText(r, 'Type your speech');
    await press(r, 'Bo lies', KEY.backspace, KEY.backspace, KEY.backspace, KEY.backspace, 'is good');
    await press(r, KEY.left, KEY.left, KEY.left, KEY.left, 'very ');
    await waitForText(r, 'Bo is very ▍good');
    await press(r, KEY.enter);
    expect(JSON.parse(await answer).speech).toBe('Bo is very good');
  });

  it('Ctrl-K: the seat list takes a typed number or name, as every list does; a seat not there is said so, never Seat 1', async () => {
    const { r, answer } = ask(speech);
    await waitForText(r, 'Type your speech');
    await press(r, 'Listen to me.', KEY.ctrlK);
    await waitForText(r, 'Add a claim');
    await press(r, 'check');
    await waitForText(r, '❯ I checked seat N');
    await press(r, KEY.enter);
    await waitForText(r, 'I checked …');
    await waitForText(r, 'or type a seat number or a name');
    await press(r, '9', KEY.enter);
    await waitForText(r, '✗ nothing here matches “9”');
    expect(frame(r)).not.toContain('I checked Seat');
    await press(r, '4');
    await waitForText(r, '❯ Seat 4 (Di)');
    await press(r, KEY.enter);
    await waitForText(r, 'I checked Seat 4 (Di): …');
    await press(r, 'good', KEY.enter);
    await waitForText(r, '+ I checked Seat 4 (Di): good.');
    await press(r, KEY.ctrlK);
    await waitForText(r, 'Add a claim');
    await press(r, 'suspect', KEY.enter);
    await waitForText(r, 'I suspect …');
    await press(r, NAMES[2]!, KEY.enter);
    await waitForText(r, `+ I suspect Seat 3 (${NAMES[2]}).`);
    await press(r, KEY.enter);
    expect(JSON.parse(await answer)).toMatchObject({
      claims: [
        { kind: 'check', target: 4, result: 'good' },
        { kind: 'suspect', target: 3 },
      ],
    });
  });

  it('adds structured claims with Ctrl-K: a role, then a check with its result', async () => {
    const { r, answer } = ask(speech);
    await waitForText(r, 'Type your speech');
    await press(r, 'Listen to me.', KEY.ctrlK);
    await waitForText(r, 'Add a claim');
    await press(r, KEY.enter);
    await waitForText(r, 'I am …');
    await waitForText(r, '❯ the seer');
    await press(r, KEY.enter);
    await waitForText(r, '+ I am the seer.');
    await press(r, KEY.ctrlK);
    await waitForText(r, '❯ I am the');
    await press(r, KEY.down, KEY.enter);
    await waitForText(r, 'I checked …');
    await press(r, KEY.down, KEY.down, KEY.enter); // Seat 4 (Di)
    await waitForText(r, 'I checked Seat 4 (Di): …');
    await press(r, KEY.enter);
    await waitForText(r, '+ I am the seer. + I checked Seat 4 (Di): werewolf.');
    await press(r, KEY.enter);
    expect(JSON.parse(await answer)).toEqual({
      speech: 'Listen to me. I am the seer. I checked Seat 4 (Di): werewolf.',
      claims: [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'werewolf' }],
    });
  });

  it('asks for a nomination when the game needs one', async () => {
    const { r, answer } = ask({ ...speech, nominate: [2, 3] });
    await waitForText(r, 'Type your speech');
    await press(r, 'Cy was quiet all day.', KEY.enter);
    await waitForText(r, 'Nominate');
    await press(r, KEY.down, KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ speech: 'Cy was quiet all day.', nomination: 3 });
  });

  it('words that nominate ("I nominate Seat 4", "I nominate Di") need no list, as the question offers', async () => {
    const first = ask({ ...speech, nominate: [2, 3, 4] });
    await waitForText(first.r, 'Type your speech');
    await press(first.r, 'Cy nominated Ed yesterday for nothing. I nominate Seat 4.', KEY.enter);
    expect(JSON.parse(await first.answer)).toEqual({ speech: 'Cy nominated Ed yesterday for nothing. I nominate Seat 4.', nomination: 4 });
    expect(frame(first.r)).not.toContain('Nominate (Esc');

    const second = ask({ ...speech, nominate: [2, 3, 4] });
    await waitForText(second.r, 'Type your speech');
    await press(second.r, 'I nominate Di, she dodged.', KEY.enter);
    expect(JSON.parse(await second.answer)).toEqual({ speech: 'I nominate Di, she dodged.', nomination: 4 });
  });

  it('words that nominate a seat one cannot nominate still open the list', async () => {
    const { r, answer } = ask({ ...speech, nominate: [2, 3] });
    await waitForText(r, 'Type your speech');
    await press(r, 'I nominate Seat 4.', KEY.enter);
    await waitForText(r, 'Nominate');
    await press(r, '3', KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ speech: 'I nominate Seat 4.', nomination: 3 });
  });

  it('the nomination list shows the typing hint; "4" and Enter sent in one write pick seat 4, a typed name picks its seat', async () => {
    const first = ask({ ...speech, nominate: [2, 3, 4, 5] });
    await waitForText(first.r, 'Type your speech');
    first.r.stdin.write('Di dodged every question.\r');
    await waitForText(first.r, 'Nominate');
    await waitForText(first.r, 'or type a seat number or a name');
    first.r.stdin.write('4\r');
    expect(JSON.parse(await first.answer)).toEqual({ speech: 'Di dodged every question.', nomination: 4 });

    const second = ask({ ...speech, nominate: [2, 3, 4, 5] });
    await waitForText(second.r, 'Type your speech');
    second.r.stdin.write('Ed is too quiet.\r');
    await waitForText(second.r, 'or type a seat number or a name');
    second.r.stdin.write('Ed\r');
    expect(JSON.parse(await second.answer)).toEqual({ speech: 'Ed is too quiet.', nomination: 5 });
  });

  it('a typed name that matches nobody in the nomination list says so and what can be typed; the list stays', async () => {
    const { r, answer } = ask({ ...speech, nominate: [2, 3, 4] });
    await waitForText(r, 'Type your speech');
    await press(r, 'Cy is hiding something.', KEY.enter);
    await waitForText(r, 'or type a seat number or a name');
    await press(r, 'Zed', KEY.enter);
    const f = await waitForText(r, 'nothing here matches “Zed”');
    expect(f).toContain('✗ nothing here matches “Zed”: type a seat number or a name, or pick with ↑ ↓');
    expect(f).toContain('Seat 2 (Bo)');
    await press(r, KEY.down);
    await waitForText(r, 'or type a seat number or a name');
    await press(r, 'Cy', KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ speech: 'Cy is hiding something.', nomination: 3 });
  });
});

describe('wolf chat prompt', () => {
  it('shows the teammates\' proposals, then takes a message and a target', async () => {
    const s = screen('play', 2);
    s.see(
      ev('team_revealed', { team: 'werewolves', members: [1, 2] }, { team: 'werewolves' }),
      ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
      ev('wolf_proposal', { seat: 1, target: 4, message: 'Di smells like a seer' }, { team: 'werewolves' }),
    );
    const { r, answer } = ask(req({ kind: 'wolf_proposal', seat: 2, question: 'Night 1, werewolf chat.', answer: { shape: 'team_chat', field: 'target', none: 'no kill' }, options: [...seats(3, 4, 5), { value: 'no kill', label: 'no kill' }] }), { state: s.get() });
    await waitForText(r, 'Seat 1 (Ada) → Seat 4 (Di): “Di smells like a seer”');
    await press(r, 'Agreed, Di.', KEY.enter);
    await waitForText(r, 'now the target');
    await press(r, '4', KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ message: 'Agreed, Di.', target: '4' });
    expect(frame(r)).toBe('idle');
  });

  it('echoes a long message above the targets wrapped between words, no row starting with a space', async () => {
    const message = 'Di claimed seer too early and Ed keeps defending her, so tonight we take Di first';
    const { r, answer } = ask(req({ kind: 'wolf_proposal', seat: 2, question: 'Night 1, werewolf chat.', answer: { shape: 'team_chat', field: 'target', none: 'no kill' }, options: [...seats(3, 4, 5), { value: 'no kill', label: 'no kill' }] }));
    await waitForText(r, 'Message to your team');
    await press(r, message, KEY.enter);
    const f = await waitForText(r, 'now the target');
    const rows = f.split('\n');
    const first = rows.findIndex((l) => l.startsWith('“Di claimed'));
    const echo = rows.slice(first, rows.findIndex((l) => l.includes('(Esc: back to the message):')) + 1);
    expect(echo.length).toBeGreaterThan(1);
    expect(echo.join(' ')).toBe(`“${message}” — now the target (Esc: back to the message):`);
    for (const row of echo) expect(row).not.toMatch(/^\s/);
    await press(r, 'no', KEY.enter);
    expect(JSON.parse(await answer)).toEqual({ message, target: 'no kill' });
  });
});
