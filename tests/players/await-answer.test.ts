// A seat with no read of its own on a quiet first day waits aloud on a question put today, but only on one its
// seat can still answer before the vote: at a mafia table a seat speaks once (its defence aside), so "I'm waiting
// on Priya's answer", after Priya had spoken, waited on nothing (mafia-classic, seed 120531, at 80x24).
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { AWAIT_ANSWER } from '../../src/players/scripted/speech/lines.js';
import { Position } from './positions.js';

const personas = loadPersonasCached();

async function speak(p: Position, seed: number, kind: string): Promise<string> {
  const view = p.view();
  const request = { kind, seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Any AWAIT_ANSWER line, its seats any words. */
const AWAITS = new RegExp(AWAIT_ANSWER.map((l) => escape(l).replace(/\{(?:asker|target)\}/g, '.{1,20}')).join('|'), 'i');

describe('waiting on an answer', () => {
  it('at a mafia table, only on a seat that has yet to speak today', async () => {
    let waited = 0;
    for (let seed = 1; seed <= 30; seed++) {
      // Seat 4 asks seat 3, who spoke before it; then seat 4 asks seat 7, who has yet to speak.
      const spoke = new Position('mafia-classic', 5, 'villager');
      spoke.speech(3, []).speech(4, [{ kind: 'ask', target: 3, about: 'read' }]);
      expect(await speak(spoke, seed, 'speech')).not.toMatch(AWAITS);
      const later = new Position('mafia-classic', 5, 'villager');
      later.speech(3, []).speech(4, [{ kind: 'ask', target: 7, about: 'read' }]);
      if (AWAITS.test(await speak(later, seed, 'speech'))) waited++;
    }
    expect(waited).toBeGreaterThan(5);
  });
});
