// What the table has heard, as a listener hears it (relay game, werewolf-9, 3 Dec: readers named the bots by lines
// two seats shared). A sentence after a short head and a colon is heard: "Put me next to Vera on Hugo, as a feeling and
// not a case" said plain by one seat was the same sentence another had said after "You asked, Elsie, so here it is:".
// And a line's fixed words are heard whatever seats fill it: "Vera accused me earlier today, and I heard the reasons;
// they do not make me a werewolf" from one seat, "Mira pointed at me today, and I heard the reasons; …" from another.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import { fixedRuns, tableKeys } from '../../src/players/scripted/speech/memory.js';
import { Chooser, group } from '../../src/players/scripted/speech/choose.js';
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

describe("a line's fixed words heard from another seat", () => {
  const said = 'Cy accused me earlier today, and I heard the reasons; they do not make me a werewolf.';
  const ways = ['Di pointed at me today, and I heard the reasons; they do not make me a werewolf.', 'Di went after me, and the case is built on sand.'];

  it('make a way saying them again the last choice, not a ban (relay game: the same defence from two seats)', () => {
    const memory = new SpeechMemory().absorb([started, speech(said)] as GameEvent[], 1);
    for (let seed = 0; seed < 40; seed++) {
      expect(new Chooser(new Rng(seed), memory, []).choose([group(2, (i) => [ways[i]!])])).toEqual([ways[1]]);
      // With no other way, the worn one is still said.
      expect(new Chooser(new Rng(seed), memory, []).choose([group(1, () => [ways[0]!])])).toEqual([ways[0]]);
    }
    // Unheard, either way is taken.
    const fresh = new Set(Array.from({ length: 40 }, (_, seed) => new Chooser(new Rng(seed), new SpeechMemory().absorb([started] as GameEvent[], 1), []).choose([group(2, (i) => [ways[i]!])])[0]));
    expect(fresh.size).toBe(2);
  });

  it('are runs of seven words naming no seat ("our sheriff" names one)', () => {
    expect(fixedRuns('seat # accused me, and i heard the reasons; they do not')).toEqual(['accused me and i heard the reasons', 'me and i heard the reasons they', 'and i heard the reasons they do', 'i heard the reasons they do not']);
    expect(fixedRuns("i'll go with our sheriff as the seer today")).toEqual([]);
    expect(fixedRuns('seat # put a vote on seat # yesterday')).toEqual([]);
  });

  it('are counted by the bench', () => {
    const b = new LogBuilder();
    b.say(5, said);
    b.say(3, ways[0]!);
    b.say(4, ways[1]!);
    expect(saidTwice([b.over(VILLAGE)])).toMatchObject({ speeches: 3, holding: 0, worn: 1 });
  });
});

describe('a way that says four words twice itself', () => {
  it('is an echo, taken only when no other way is new ("I keep coming back to Tomas. I keep coming back to this: …", 80x24, seed 9393)', () => {
    const memory = new SpeechMemory().absorb([started] as GameEvent[], 1);
    const twice = ['I keep coming back to Cy.', 'I keep coming back to this: Cy voted Di yesterday.'];
    const once = ['I keep coming back to Cy.', 'Remember that Cy voted Di yesterday.'];
    for (let seed = 0; seed < 40; seed++) {
      expect(new Chooser(new Rng(seed), memory, []).choose([group(2, (i) => (i === 0 ? twice : once))])).toEqual(once);
      expect(new Chooser(new Rng(seed), memory, []).choose([group(1, () => twice)])).toEqual(twice);
    }
  });
});

describe('a case joined by several seats, put to the accused', () => {
  it('says it is still unanswered only to a seat that has spoken since the case (a blind reader: "Luca, you still haven\'t answered this", before Luca spoke)', () => {
    const vote = { kind: 'vote' as const, n: 5, day: 1, voter: 6, target: 2, ballot: 'banish' as const };
    let put = 0;
    let unanswered = 0;
    for (let seed = 0; seed < 120; seed++) {
      for (const answered of [false, true]) {
        const memory = new SpeechMemory().absorb([started] as GameEvent[], 1);
        const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label: (s: number) => NAMES[s - 1]!, day: 2, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
        const text = render({ context: 'discussion', acts: [{ act: 'accuse', target: 6, strength: 'lean', because: [vote], seconds: 3, behind: [4, 5], ...(answered ? { answered: true as const } : {}) }] }, ctx).text;
        if (/^Fay, |\. Fay, /.test(text)) put++;
        const claimsUnanswered = /haven't answered|nothing you have said answers|heard your answer/.test(text);
        if (!answered) expect(claimsUnanswered, text).toBe(false);
        else if (claimsUnanswered) unanswered++;
      }
    }
    expect(put).toBeGreaterThan(0);
    expect(unanswered).toBeGreaterThan(0);
  });
});
