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

function speak(seed: number, events: object[], day = 1, because: Evidence = both): string {
  const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
  const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
  return render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'lean', because: [because] }] }, ctx).text;
}

describe('a contradiction another seat already laid out', () => {
  const said = `${label(5)} claimed to be the seer earlier today, but ${label(6)} called ${label(5)} a werewolf earlier today, and both cannot be true.`;
  it('is referred to by who said it, not restated', () => {
    for (let seed = 0; seed < 30; seed++) {
      const text = speak(seed, [started, vera(said)]);
      // "As Gus said, …" opens a sentence of its own where the reason is said bare.
      expect(text).toMatch(new RegExp(`(?:[Aa]s ${label(7).replace(/[()]/g, '\\$&')} (?:said|put it)|${label(7).replace(/[()]/g, '\\$&')} already showed)`));
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

// Two claims of one role set side by side: five seats in a row said "Katya and Vera cannot both be the seer" (or "both
// claimed to be the seer earlier today") in seeded werewolf-9 games, none referring to who had said it.
describe('two claims of one role another seat already set side by side', () => {
  const seer6: Evidence = { kind: 'role_claim', n: 6, day: 1, seat: 6, role: 'seer' };
  const pair: Evidence = { kind: 'contradiction', a: seer, b: seer6 };
  const esc = (s: string) => s.replace(/[()]/g, '\\$&');
  const full = new RegExp(`${esc(label(5))} and ${esc(label(6))} both claimed|claimed it too|${esc(label(5))} claimed to be the seer`);
  const saidBefore = [
    `${label(5)} and ${label(6)} cannot both be the seer.`,
    `${label(6)} and ${label(5)} both claimed to be the seer earlier today, and only one of them can be.`,
    `${label(5)} claimed to be the seer earlier today, and then ${label(6)} claimed it too.`,
  ];
  it('is referred to by who said it, in any of the ways it was said, either seat first', () => {
    for (const said of saidBefore)
      for (let seed = 0; seed < 24; seed++) {
        const text = speak(seed, [started, vera(said)], 1, pair);
        expect(text, said).toMatch(new RegExp(`[Aa]s ${esc(label(7))} (?:said|put it|pointed out)`));
        expect(text, said).not.toMatch(full);
      }
  });
  it('said before on an earlier day, as something that happened, not a claim still on the table', () => {
    const texts = Array.from({ length: 40 }, (_, seed) => speak(seed, [started, vera(saidBefore[0]!)], 2, pair));
    expect(texts.join(' ')).toMatch(/yesterday/);
    expect(texts.join(' ')).not.toMatch(/on the table, as/);
  });
  it('is said in full when nobody has said it', () => {
    for (let seed = 0; seed < 10; seed++) expect(speak(seed, [started, vera('I have no read yet.')], 1, pair)).toMatch(/cannot both be the seer|both claimed|both claim to be|claimed it too|is lying about being the seer|each say they are the seer/);
  });
});
