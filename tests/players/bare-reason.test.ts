// A reason said as a sentence of its own is now and then the fact alone, with no frame before it ("My vote goes to Greta.
// Greta voted Hugo yesterday."): a frame on every reason ("Listen to this track:", "Exhibit one:", "Consider this:") was a
// blind reader's fifth tell (three transcripts, seeds 1207301-3).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { REASON } from '../../src/players/scripted/speech/lines.js';
import { label, NAMES } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const vote: Evidence = { kind: 'vote', n: 40, day: 1, voter: 6, target: 4, ballot: 'banish' };

describe('a reason said apart', () => {
  it('is sometimes the fact alone and sometimes framed, and always the fact', () => {
    const heads = [...REASON, ...personas.flatMap((p) => p.speech.reasons)].map((r) => r.split('{evidence}')[0]!.trim().toLowerCase()).filter((h) => h.length > 3);
    let bare = 0;
    let framed = 0;
    for (let seed = 0; seed < 200; seed++) {
      const memory = new SpeechMemory().absorb([started] as unknown as GameEvent[], 1);
      const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
      const text = render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'lean', because: [vote] }] }, ctx).text;
      // The ballot is said in every speech, in some wording.
      expect(text).toMatch(/Seat 6 \(Fay\)[^.]*(?:voted|vote (?:on|against)) Seat 4 \(Di\)|you (?:voted|put a vote on|cast a vote against) Seat 4 \(Di\)/);
      for (const s of text.split(/(?<=\.)\s+/).slice(1)) {
        if (!/Seat 4 \(Di\)/.test(s)) continue;
        if (/^(?:Yesterday, )?Seat 6 \(Fay\) (?:voted|put a vote on|cast a vote against) Seat 4 \(Di\)(?: yesterday)?\.$/.test(s)) bare++;
        else if (heads.some((h) => s.toLowerCase().startsWith(h))) framed++;
      }
    }
    expect(bare).toBeGreaterThan(5);
    expect(framed).toBeGreaterThan(bare);
  });
});
