// One decorator for every wrapped seat, and the two flags it carries: who reads prompts, whose answers are logged.
import { describe, expect, it } from 'vitest';
import { decorate } from '../../src/engine/decorate.js';
import { runGame } from '../../src/engine/game.js';
import type { Participant } from '../../src/engine/participant.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { replaying } from '../../src/storage/log-replay.js';
import { createTable } from '../../src/table/setup.js';
import { FnPlayer, passive } from '../helpers/players.js';

describe('decorate', () => {
  it('keeps the inner seat\'s kind and flags, runs its step around the inner decide, and takes overrides', async () => {
    const bot = new ScriptedPlayer(loadPersonasCached()[0]!, 1);
    const seen: string[] = [];
    const inner: Participant = { kind: 'human', readsPrompts: true, recordAnswers: true, decide: async (system) => `${system}!` };
    const wrapped = decorate(inner, async (next, system, user, extra) => {
      seen.push('before');
      const out = await next(`${system}+`, user, extra);
      seen.push('after');
      return out.toUpperCase();
    });
    expect(wrapped.kind).toBe('human');
    expect([wrapped.readsPrompts, wrapped.recordAnswers]).toEqual([true, true]);
    expect(await wrapped.decide('s', 'u', { request: {} as never, attempt: 1 })).toBe('S+!');
    expect(seen).toEqual(['before', 'after']);
    const quiet = decorate(bot, (next, ...args) => next(...args));
    expect([quiet.kind, quiet.readsPrompts, quiet.recordAnswers]).toEqual(['ai', false, false]);
    expect(decorate(bot, (next, ...args) => next(...args), { recordAnswers: true }).recordAnswers).toBe(true);
    // Notes off the record (a hint shown) pass through every wrapper.
    const noting: Participant = { ...inner, takeNotes: () => [{ kind: 'hint', detail: { text: 'x' } }] };
    expect(decorate(decorate(noting, (next, ...args) => next(...args)), (next, ...args) => next(...args)).takeNotes?.()).toEqual([{ kind: 'hint', detail: { text: 'x' } }]);
    expect(decorate(bot, (next, ...args) => next(...args)).takeNotes).toBeUndefined();
  });

  it('a bot\'s answers are not logged (the seed gives them back), a model\'s are, and a replayed seat goes on being logged', async () => {
    const setup = createTable({ preset: 'werewolf-6', seed: 5, aiFor: (seat) => (seat === 2 ? new FnPlayer(passive) : undefined) });
    const answered = (await runGame(setup)).events.filter((e) => e.type === 'answered');
    expect(answered.some((e) => e.seat === 2)).toBe(true);
    expect(answered.some((e) => e.seat === 1)).toBe(false);
    expect(replaying(new ScriptedPlayer(loadPersonasCached()[0]!, 1), [{ decision: 'x', attempt: 1, raw: 'y' }] as never).recordAnswers).toBe(true);
    expect(replaying(new ScriptedPlayer(loadPersonasCached()[0]!, 1), []).recordAnswers).toBe(false);
  });
});
