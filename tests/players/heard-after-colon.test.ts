// A sentence the table heard after a short head and a colon is heard: "Put me next to Vera on Hugo, as a feeling and
// not a case" said plain by one seat was the same sentence another seat had said after "You asked, Elsie, so here it
// is:" (relay game, werewolf-9, 3 Dec). The chooser and the bench's count of sentences said twice both hear it so.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import { tableKeys } from '../../src/players/scripted/speech/memory.js';
import { saidTwice } from '../../src/bench/talk-text.js';
import { LogBuilder } from '../bench/talk-log.js';
import { NAMES } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const VILLAGE = ['villager', 'seer', 'villager', 'werewolf', 'villager', 'werewolf'];
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const heard = 'You asked, Ed, so here it is: put me next to Cy on Di, as a feeling and not a case.';
const speech = (text: string) => ({ n: 8, day: 1, vis: 'public', type: 'speech', seat: 7, context: 'discussion', text, claims: [] });

function share(seed: number, events: object[]): string {
  const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
  const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label: (s: number) => NAMES[s - 1]!, day: 1, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
  return render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'hunch', because: [], seconds: 3, alone: true, shares: true }] }, ctx).text;
}

describe('a sentence heard after a short head and a colon', () => {
  it('is not said again plain by another seat', () => {
    let plain = 0;
    for (let seed = 0; seed < 60; seed++) {
      expect(share(seed, [started, speech(heard)])).not.toMatch(/put me next to Cy on Di, as a feeling and not a case/i);
      // Without it heard, the line is one of the ways the hunch is shared.
      if (/put me next to Cy on Di, as a feeling and not a case/i.test(share(seed, [started]))) plain++;
    }
    expect(plain).toBeGreaterThan(0);
  });

  it('is keyed by what follows the head only when that is a sentence of eight words or more (a seat counting as one)', () => {
    expect(tableKeys(heard, null)).toHaveLength(2);
    expect(tableKeys('Here is why: yesterday, Seat 3 (Cy) voted Seat 4 (Di).', null)).toHaveLength(1);
    expect(tableKeys('A long head of far more than eight words in a row: and then the rest of the sentence here.', null)).toHaveLength(1);
  });

  it('is counted by the bench as a sentence said twice', () => {
    const b = new LogBuilder();
    b.say(5, heard);
    b.say(3, 'Put me next to Cy on Di, as a feeling and not a case.');
    expect(saidTwice([b.over(VILLAGE)])).toMatchObject({ speeches: 2, holding: 1 });
  });
});
