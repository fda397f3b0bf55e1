import { describe, expect, it } from 'vitest';
import type { DecideExtra, DecisionRequest } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { HumanLeft, HumanPlayer } from '../../src/players/human.js';

const view = { seat: 1, name: 'You', role: 'seer', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'vote', seats: [], events: [] } as PlayerView;
const request = (kind = 'vote'): DecisionRequest => ({ kind, seat: 1, question: 'Vote?', options: [{ value: '2', label: 'Seat 2 (Bo)' }], freeText: false, view });
const extra = (over: Partial<DecideExtra> = {}): DecideExtra => ({ request: request(), attempt: 1, ...over });

describe('HumanPlayer', () => {
  it('is a human participant whose decision is a promise the screen resolves', async () => {
    const human = new HumanPlayer();
    expect(human.kind).toBe('human');
    let notified = 0;
    human.subscribe(() => notified++);
    const answer = human.decide('sys', 'user', extra());
    const head = human.head();
    expect(head?.request.kind).toBe('vote');
    expect(head?.attempt).toBe(1);
    expect(notified).toBe(1);
    expect(human.answer('2')).toBe(true);
    await expect(answer).resolves.toBe('2');
    expect(human.head()).toBeUndefined();
    expect(notified).toBe(2);
    expect(human.answer('3')).toBe(false);
  });

  it('carries the hint of a refused answer and gives each retry a new id', async () => {
    const human = new HumanPlayer();
    const first = human.decide('s', 'u', extra());
    const id1 = human.head()!.id;
    human.answer('9');
    await first;
    const second = human.decide('s', 'u', extra({ hint: 'There is no seat 9.', attempt: 2 }));
    expect(human.head()).toMatchObject({ hint: 'There is no seat 9.', attempt: 2 });
    expect(human.head()!.id).not.toBe(id1);
    human.head()!.resolve('2');
    await expect(second).resolves.toBe('2');
  });

  it('queues decisions asked at once and shows them in order', async () => {
    const human = new HumanPlayer();
    const a = human.decide('s', 'u', extra({ request: request('seer') }));
    const b = human.decide('s', 'u', extra({ request: request('vote') }));
    expect(human.pending().map((p) => p.request.kind)).toEqual(['seer', 'vote']);
    human.answer('2');
    expect(human.head()?.request.kind).toBe('vote');
    human.answer('3');
    await expect(Promise.all([a, b])).resolves.toEqual(['2', '3']);
  });

  it('fails open and later decisions when the person leaves or the game is stopped', async () => {
    const human = new HumanPlayer();
    const open = human.decide('s', 'u', extra());
    human.leave();
    await expect(open).rejects.toBeInstanceOf(HumanLeft);
    expect(human.head()).toBeUndefined();
    await expect(human.decide('s', 'u', extra())).rejects.toBeInstanceOf(HumanLeft);

    const other = new HumanPlayer();
    const ctl = new AbortController();
    const pending = other.decide('s', 'u', extra({ signal: ctl.signal }));
    ctl.abort();
    await expect(pending).rejects.toBeInstanceOf(HumanLeft);
    expect(other.head()).toBeUndefined();
  });
});
