// The decision loop: prompt → decide → parse → validate → hint → retry → default, and what it records.
import { describe, expect, it } from 'vitest';
import { ask, AI_ATTEMPTS, type AskEnv } from '../../src/engine/decision.js';
import type { EventDraft } from '../../src/engine/events.js';
import type { Participant } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { pickSpec, Scripted } from './toy.js';

const view = { seat: 2, events: [] } as unknown as PlayerView;

function envFor(participant: Participant, prompts: { hint?: string }[] = []): AskEnv {
  return {
    seat: 2,
    participant,
    view,
    system: 'sys',
    user: (_spec, hint) => {
      prompts.push(hint !== undefined ? { hint } : {});
      return 'user';
    },
  };
}

const types = (events: EventDraft[]) => events.map((e) => e.type);

describe('ask', () => {
  it('takes a valid answer at once and records nothing else for a bot', async () => {
    const r = await ask(envFor(new Scripted(() => '3')), pickSpec([1, 3]));
    expect(r).toMatchObject({ value: 3, defaulted: false, events: [] });
  });

  it('an AI seat gets 3 attempts, each refusal a hint in the next prompt, then the default', async () => {
    const p = new Scripted(() => '4');
    const prompts: { hint?: string }[] = [];
    const r = await ask(envFor(p, prompts), pickSpec([1, 3], 1));
    expect(p.asked.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(p.asked.slice(1).map((a) => a.hint)).toEqual(['Seat 4 is not legal.', 'Seat 4 is not legal.']);
    expect(prompts).toEqual([{}, { hint: 'Seat 4 is not legal.' }, { hint: 'Seat 4 is not legal.' }]);
    expect(types(r.events)).toEqual(['refused', 'refused', 'refused', 'defaulted']);
    expect(r.events.every((e) => JSON.stringify(e.vis) === JSON.stringify({ seats: [2] }))).toBe(true);
    expect(r.events.at(-1)).toMatchObject({ decision: 'toy_pick', value: '1', reason: `${AI_ATTEMPTS} answers refused` });
    expect(r).toMatchObject({ value: 1, defaulted: true });
  });

  it('a person is asked until the answer is valid, never defaulted; every raw answer is kept for resume', async () => {
    const answers = ['x', '9', '4', '', '3'];
    const p = new Scripted((extra) => answers[extra.attempt - 1]!, 'human');
    const r = await ask(envFor(p), pickSpec([1, 3]));
    expect(r).toMatchObject({ value: 3, defaulted: false });
    expect(types(r.events).filter((t) => t === 'refused')).toHaveLength(4);
    expect(r.events.filter((e) => e.type === 'answered').map((e) => (e as { raw?: string }).raw)).toEqual(answers);
    expect(r.events.find((e) => e.type === 'answered')!.vis).toEqual({ seats: [] });
  });

  it('a participant that fails gives the default at once, and the failure is kept', async () => {
    const p = new Scripted(() => Promise.reject(new Error('server down')), 'ai', true);
    const r = await ask(envFor(p), pickSpec([1, 3], 3));
    expect(r).toMatchObject({ value: 3, defaulted: true });
    expect(r.events).toEqual([
      expect.objectContaining({ type: 'answered', attempt: 1, raw: '', error: 'server down' }),
      expect.objectContaining({ type: 'defaulted', reason: 'no answer: server down' }),
    ]);
  });

  it('the thinking in a JSON answer becomes THINK and notes for that seat alone', async () => {
    const spec = { ...pickSpec([1, 3]), read: (a: { json?: Record<string, unknown> }) => ({ ok: true as const, value: a.json?.target as number }) };
    const answer = JSON.stringify({ reasoning: '  seat 3 is odd ', current_goal: 'survive', suspicion_updates: [{ seat: 3, suspicion: 0.8 }, { bad: 1 }], target: 3 });
    const r = await ask(envFor(new Scripted(() => answer)), spec);
    expect(r.value).toBe(3);
    expect(r.events).toEqual([
      expect.objectContaining({ type: 'think', seat: 2, text: 'seat 3 is odd', vis: { seats: [2] } }),
      expect.objectContaining({ type: 'memory', seat: 2, notes: { current_goal: 'survive', suspicion_updates: { 3: 0.8 } }, vis: { seats: [2] } }),
    ]);
  });

  it('a refused answer is kept short in its event', async () => {
    const long = 'z'.repeat(2000);
    const r = await ask(envFor(new Scripted(() => long)), pickSpec([1]));
    const refused = r.events.find((e) => e.type === 'refused') as { answer: string } | undefined;
    expect(refused?.answer).toHaveLength(500);
  });

  it('an answer given as a value is read exactly as its JSON text: the same value, THINK, notes and hints', async () => {
    const replies = [
      { reasoning: 'seat 4 first', suspicion_updates: [{ seat: 4, suspicion: 0.5 }], target: 4 },
      { reasoning: ' then seat 3 ', current_goal: 'win', suspicion_updates: [{ seat: 3, suspicion: 0.75 }], target: 3 },
    ];
    const spec = {
      ...pickSpec([1, 3]),
      read: (a: { raw: string; json?: Record<string, unknown> }) => pickSpec([1, 3]).read({ raw: String(a.json?.target ?? a.raw) }),
    };
    const byText = new Scripted((extra) => JSON.stringify(replies[extra.attempt - 1]));
    const byValue: Participant = { kind: 'ai', recordAnswers: false, decide: () => Promise.reject(new Error('not asked for text')), decideValue: async (_s, _u, extra) => replies[extra.attempt - 1]! };
    const a = await ask(envFor(byText), spec);
    const b = await ask({ ...envFor(byValue), strict: true }, spec);
    expect(b.value).toBe(3);
    expect(b.events).toEqual(a.events);
    expect(b.events.map((e) => e.type)).toEqual(['refused', 'think', 'memory']);
    expect(b.answer?.raw).toBe(JSON.stringify(replies[1]));
  });

  it('in a checked game, a value that its JSON text would not give back is an error, not an answer', async () => {
    const odd: Participant = { kind: 'ai', recordAnswers: false, decide: async () => '3', decideValue: async () => ({ target: 3, note: undefined }) };
    await expect(ask({ ...envFor(odd), strict: true }, pickSpec([1, 3]))).rejects.toThrow(/toy_pick answer is not plain JSON/);
    const nan: Participant = { ...odd, decideValue: async () => ({ target: 3, weight: Number.NaN }) };
    await expect(ask({ ...envFor(nan), strict: true }, pickSpec([1, 3]))).rejects.toThrow(/not plain JSON/);
  });
});
