// A point another seat already laid out is referred to, not said again in the same words (seen in game
// 4711: "Ada claimed to be the seer earlier today, but Iris called Ada a werewolf earlier today, and both
// cannot be true", said by Vera, then Priya, then Elsie).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { label, NAMES } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const seer: Evidence = { kind: 'role_claim', n: 5, day: 1, seat: 5, role: 'seer' };
const check: Evidence = { kind: 'check_claim', n: 6, day: 1, by: 6, target: 5, bad: true };
const both: Evidence = { kind: 'contradiction', a: seer, b: check };
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const vera = (text: string, day = 1) => ({ n: 8, day, vis: 'public', type: 'speech', seat: 7, context: 'discussion', text, claims: [] });

function speak(seed: number, events: object[], day = 1): string {
  const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
  const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
  return render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'lean', because: [both] }] }, ctx).text;
}

describe('a contradiction another seat already laid out', () => {
  const said = `${label(5)} claimed to be the seer earlier today, but ${label(6)} called ${label(5)} a werewolf earlier today, and both cannot be true.`;
  it('is referred to by who said it, not restated', () => {
    for (let seed = 0; seed < 30; seed++) {
      const text = speak(seed, [started, vera(said)]);
      expect(text).toMatch(new RegExp(`(?:as ${label(7).replace(/[()]/g, '\\$&')} (?:said|put it)|${label(7).replace(/[()]/g, '\\$&')} already showed)`));
      expect(text).not.toMatch(/claimed to be the seer|came out as the seer/);
      if (process.env.SHOW && seed < 4) console.log(text);
    }
  });
  it('on a later day, with its day', () => {
    expect(speak(1, [started, vera(said)], 2)).toMatch(/yesterday/);
  });
  it('is said in full when nobody said it', () => {
    for (let seed = 0; seed < 10; seed++) expect(speak(seed, [started, vera('I have no read yet.')])).toMatch(/claimed to be the seer|came out as the seer/);
  });
});
