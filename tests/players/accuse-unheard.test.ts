// A persona's accusing line that answers the seat's words ("I'm terribly sorry, Mira, but I can't believe you", "your account
// doesn't balance") is said only of a seat that has spoken: Elsie said it to Mira before Mira's first word (the second blind
// reader's false sentence, werewolf seed 1207303).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { label, NAMES } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const spoke = { n: 5, day: 2, vis: 'public', type: 'speech', seat: 6, context: 'discussion', text: 'I am not a werewolf, and I vote Gus.', claims: [] };
const vote: Evidence = { kind: 'vote', n: 3, day: 1, voter: 6, target: 4, ballot: 'banish' };
const ANSWERS = /believe you|your account|watching you|Source,/;

function said(persona: string, seed: number, events: object[]): string {
  const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
  const ctx = { persona: personas.find((p) => p.id === persona)!, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
  return render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'sure', because: [vote] }] }, ctx).text;
}

describe("a persona's line answering a seat's words", () => {
  it.each(['elsie', 'iris', 'wren', 'bruno', 'priya'])('%s: never to a seat that has not spoken, and still to one that has', (persona) => {
    let answered = 0;
    for (let seed = 0; seed < 80; seed++) {
      expect(said(persona, seed, [started])).not.toMatch(ANSWERS);
      if (ANSWERS.test(said(persona, seed, [started, spoke]))) answered++;
    }
    expect(answered).toBeGreaterThan(0);
  });
});
