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

describe('a case the table has piled onto (played: four seats in a row said "Luca accused Bruno on day 1, and Luca was killed on night 2")', () => {
  const accused: Evidence = { kind: 'accusation', n: 3, day: 1, by: 3, target: 2 };
  // Each seat in its own words: one fact said twice is two speeches, whatever wording each chose.
  const said = (seat: number) => ({ n: 10 + seat, day: 2, vis: 'public', type: 'speech', seat, context: 'discussion', text: `${label(3)} ${seat % 2 ? 'accused' : 'went after'} ${label(2)} yesterday, and I vote ${label(2)}.`, claims: [] });
  const pile = (seed: number, events: object[]) => {
    const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
    const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
    return render({ context: 'discussion', acts: [{ act: 'accuse', target: 2, strength: 'lean', because: [accused], seconds: 7, behind: [8, 9] }] }, ctx).text;
  };
  it('counts the seat in without the reason two seats already gave today; gives it while only one has', () => {
    for (let seed = 0; seed < 20; seed++) {
      const cites = new RegExp(`${label(3).replace(/[()]/g, '\\$&')} (?:accused|went after|pointed at)`);
      expect(pile(seed, [started, said(7), said(8)])).not.toMatch(cites);
      expect(pile(seed, [started, said(7)])).toMatch(cites);
    }
  });
});
