// Wrap, never cut, and measure in columns: CJK and emoji names and speeches, and the Mafia chat question at 80 columns.
import { useSyncExternalStore } from 'react';
import { Text } from 'ink';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import type { DecisionRequest } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { HumanPlayer } from '../../src/players/human.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { columns, graphemeStep, truncate, wrapLines } from '../../src/terminal/width.js';
import { Header } from '../../src/tui/components/Header.js';
import { PlayersList } from '../../src/tui/components/PlayersList.js';
import { VoteTable } from '../../src/tui/components/VoteTable.js';
import { Prompt } from '../../src/tui/components/Prompt.js';
import { KeyBusProvider } from '../../src/tui/key-bus.js';
import { ev, screen } from './fixtures.js';
import { frame, KEY, mount, press, waitForText } from './helpers.js';

afterEach(cleanup);

const widest = (text: string) => Math.max(...text.split('\n').map((l) => stringWidth(l)));

describe('text in columns', () => {
  it('measures, cuts, wraps and steps by what a terminal shows', () => {
    expect(columns('王小明😀')).toBe(8);
    expect(truncate('王小明😀abc', 6)).toBe('王小…');
    expect(wrapLines('王小明王小明王', 6)).toEqual(['王小明', '王小明', '王']);
    const family = 'a😀👨‍👩‍👧b';
    expect(graphemeStep(family, family.length - 1, -1)).toBe(3); // over the family, one grapheme of five code points
    expect(graphemeStep(family, 1, 1)).toBe(3); // over the emoji's two UTF-16 units
  });

  it('a CJK and an emoji name stay inside the players grid, cut with … only beyond ten columns', () => {
    const s = screen('play', 1);
    const seats = s.get().seats.map((row, i) => (i === 0 ? { ...row, name: '王小明😀' } : i === 1 ? { ...row, name: '李四李四李四李四' } : row));
    const f = frame(mount(<PlayersList seats={seats} me={1} marks={{ 3: { stance: 'suspect', claim: 'seer' } }} cursor={null} columns={80} suspectWord="wolf?" />));
    expect(f).toContain('1 王小明😀 you');
    expect(f).toContain('2 李四李四…');
    expect(widest(f)).toBeLessThanOrEqual(80);
  });

  it('a vote table keeps its columns straight with a CJK name', () => {
    const item = { id: 1, kind: 'votes' as const, title: 'Day 1 vote', outcome: null, rows: [
      { target: 1, who: 'Seat 1 (王小明😀)', weight: 2, voters: [2, 3] },
      { target: 4, who: 'Seat 4 (Di)', weight: 1, voters: [1] },
    ] };
    const rows = frame(mount(<VoteTable item={item} />)).split('\n').filter((l) => l.includes('◂'));
    const at = rows.map((l) => stringWidth(l.slice(0, l.indexOf('◂'))));
    expect(at[0]).toBe(at[1]);
  });

  it('the role card wraps at a narrow width instead of losing its end', () => {
    const s = screen('play', 3);
    s.see(
      ev('role_assigned', { seat: 3, role: 'witch', team: 'village' }, { seats: [3] }),
      ev('phase_started', { phase: 'night', step: 'witch', round: 2 }),
      ev('witch_acted', { seat: 3, action: 'poison', target: 4 }, { seats: [3] }),
    );
    const f = frame(mount(<Header state={s.get()} ruleset={s.ruleset} />));
    const narrow = frame(mount(<Header state={s.get()} ruleset={s.ruleset} />, { columns: 30, rows: 24 }));
    expect(f).toContain('antidote ready · poison used');
    expect(narrow.split('\n').length).toBeGreaterThan(f.split('\n').length);
    expect(widest(narrow)).toBeLessThanOrEqual(30);
    expect(narrow.replace(/\s+/g, ' ')).toContain('antidote ready · poison used');
  });
});

const view = {} as PlayerView;

function Harness({ human, width }: { human: HumanPlayer; width: number }) {
  const pending = useSyncExternalStore(human.subscribe, () => human.head());
  return <KeyBusProvider>{pending ? <Prompt pending={pending} state={screen('play', 1).get()} ruleset={werewolf} width={width} maxRows={14} active onAnswer={(raw) => human.answer(raw)} /> : <Text>idle</Text>}</KeyBusProvider>;
}

function ask(request: DecisionRequest, width = 80, hint?: string) {
  const human = new HumanPlayer();
  const r = mount(<Harness human={human} width={width} />);
  const answer = human.decide('', '', { request, attempt: hint ? 2 : 1, ...(hint ? { hint } : {}) });
  return { r, answer };
}

describe('prompts at 80 columns', () => {
  it('the Mafia chat question is shown whole, its last sentence included', async () => {
    const question =
      'Night 1, mafia talk, round 1 of 3. Write one short message to your team and your current pick for tonight\'s kill (a living non-mafia player, or "skip"). The last round\'s picks decide the kill. Answer JSON {"message": "...", "target": <seat or "skip">}.';
    const { r } = ask({ kind: 'mafia_chat', seat: 1, question, options: [{ value: '2', label: 'Seat 2 (Bo)' }, { value: 'skip', label: 'skip' }], answer: { shape: 'team_chat', field: 'target', none: 'skip' }, freeText: false, view });
    const f = await waitForText(r, 'Message to your team');
    expect(f.replace(/\s+/g, ' ')).toContain('The last round\'s picks decide the kill.');
    expect(f).not.toContain('…');
    expect(widest(f)).toBeLessThanOrEqual(80);
  });

  const speech: DecisionRequest = { kind: 'discussion', seat: 1, question: 'Day 1 discussion: your turn to speak.', options: [], answer: { shape: 'speech', field: 'speech' }, freeText: true, minLength: 10, view };

  it('a CJK and emoji speech wraps in columns; Backspace erases a whole emoji', async () => {
    const { r, answer } = ask(speech, 40);
    await waitForText(r, 'Type your speech');
    await press(r, '我觉得二号在说谎，他昨天一直在投票给好人。👨‍👩‍👧😀');
    await waitForText(r, '😀▍');
    expect(widest(frame(r))).toBeLessThanOrEqual(40);
    await press(r, KEY.backspace, KEY.backspace, KEY.left, '们', KEY.right);
    await waitForText(r, '人们。▍');
    await press(r, KEY.enter);
    expect(JSON.parse(await answer).speech).toBe('我觉得二号在说谎，他昨天一直在投票给好人们。');
  });

  it('the "at least 10 characters" refusal goes once the speech is long enough', async () => {
    const { r, answer } = ask(speech, 80, 'The speech must be at least 10 characters (got 3).');
    await waitForText(r, '✗ The speech must be at least 10 characters');
    await press(r, 'Bo is lying');
    await waitForText(r, '11/10+ chars');
    expect(frame(r)).not.toContain('✗');
    await press(r, KEY.backspace, KEY.backspace);
    await waitForText(r, '✗ The speech must be at least 10 characters');
    await press(r, 'ng to us', KEY.enter);
    expect(JSON.parse(await answer).speech).toBe('Bo is lying to us');
  });
});
