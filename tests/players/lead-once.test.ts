// A persona's lead-in is not put on a speech that says its words already: "To be exact, Wren has had a say… To be exact:
// Nell had gone after Wren", where Oskar's reason frame shares the lead-in's words (werewolf-9, seed 1207901; 10 of 11,969
// corpus speeches held a persona head twice).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { label, NAMES } from '../helpers/speech-plans.js';

const oskar = loadPersonasCached().find((p) => p.id === 'oskar')!;
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const vote: Evidence = { kind: 'vote', n: 3, day: 1, voter: 6, target: 4, ballot: 'banish' };

describe("a persona's lead-in", () => {
  it('is never put on a speech that says its words already', () => {
    let led = 0;
    let framed = 0;
    for (let seed = 0; seed < 1500; seed++) {
      const ctx = { persona: oskar, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory: new SpeechMemory().absorb([started] as unknown as GameEvent[], 1), words: gameWords('werewolf', {}) };
      const text = render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'lean', because: [vote] }] }, ctx).text;
      const count = text.split('To be exact').length - 1;
      if (/^To be exact,/.test(text)) led++;
      if (/To be exact:/.test(text)) framed++;
      expect(count, text).toBeLessThanOrEqual(1);
    }
    // Both are still said, apart.
    expect(led).toBeGreaterThan(5);
    expect(framed).toBeGreaterThan(5);
  });
});
