// What a relay game's readers named bot tells (werewolf-9, seed 130925: four model seats, five bots):
// - a claimed hunter, whose claim a fake witch called a bluff, defended himself with "For the record, then: I am not a
//   werewolf": the claim is said again, in the defence and in the plea;
// - two seats in a row seconded a case in one frame ("I've nothing of my own on Ada; Oskar's case is what I have", then
//   "I have no fact of my own against Oskar; Hugo's case is what I have"): the second says it another way.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Act } from '../../src/players/scripted/speech/plan.js';
import { ALONE_SAID } from '../../src/players/scripted/speech/lines.js';
import { label, NAMES } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const started = { n: 0, day: 0, vis: 'public', type: 'game_started', ruleset: 'werewolf', preset: 'werewolf', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: 'p' })) };
const said = (seat: number, text: string, n: number) => ({ n, day: 2, vis: 'public', type: 'speech', seat, context: 'discussion', text, claims: [] });

function speak(seed: number, acts: Act[], events: object[] = [started]): string {
  const memory = new SpeechMemory().absorb(events as GameEvent[], 1);
  const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory, words: gameWords('werewolf', {}) };
  return render({ context: 'discussion', acts }, ctx).text;
}

describe('a claimed role, accused', () => {
  it('pleads as that role, never "I am not a werewolf" alone', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const against of [undefined, 6]) {
        const text = speak(seed, [{ act: 'plea', claimed: 'hunter', ...(against !== undefined ? { against } : {}) }]);
        expect(text).toMatch(/the hunter/);
        expect(text).not.toMatch(/not a werewolf/);
        if (against !== undefined && /calls my claim|whatever|believe/.test(text)) expect(text).toContain(label(6));
      }
    }
  });

  it('says the claim again before its defence', () => {
    for (let seed = 0; seed < 40; seed++) {
      const text = speak(seed, [{ act: 'defend_self', against: 6, because: [], claimed: 'hunter', case: { kind: 'accusation', n: 9, day: 2, by: 6, target: 1 } }]);
      expect(text).toMatch(/I(?: am|'m) (?:still )?the hunter/);
      // First of all, or right after the case it answers is named: never after the defence has moved on.
      expect(text.search(/I(?: am|'m) (?:still )?the hunter/)).toBeLessThan(text.length / 2);
    }
  });

  it('claims the role again, as the words say it', () => {
    const ctx = { persona: personas[0]!, rng: new Rng(1), me: 1, label, day: 2, phase: 'day' as const, memory: new SpeechMemory(), words: gameWords('werewolf', {}) };
    expect(render({ context: 'discussion', acts: [{ act: 'plea', claimed: 'hunter' }] }, ctx).claims).toContainEqual({ kind: 'role', role: 'hunter' });
  });

  it('without a claim, the plea is the old one', () => {
    for (let seed = 0; seed < 10; seed++) expect(speak(seed, [{ act: 'plea' }])).not.toMatch(/the hunter|my claim/);
  });
});

describe('a second with nothing of its own', () => {
  const second: Act = { act: 'accuse', target: 2, strength: 'hunch', because: [], seconds: 7, alone: true };
  it('says it has nothing of its own while nobody else has today', () => {
    for (let seed = 0; seed < 30; seed++) expect(speak(seed, [second]).toLowerCase()).toMatch(ALONE_SAID);
  });
  it('says it another way once a seat said so today', () => {
    const before = said(5, `I've nothing of my own on ${label(3)}; ${label(7)}'s case is what I have.`, 5);
    for (let seed = 0; seed < 30; seed++) {
      const text = speak(seed, [second], [started, before]);
      expect(text.toLowerCase()).not.toMatch(ALONE_SAID);
      expect(text).toContain(label(7));
      expect(text).toContain(label(2));
    }
  });
});

describe('an answer', () => {
  const answer: Act = { act: 'answer', to: 3, about: 'read', reply: { kind: 'none' } };
  it('does not open as another seat opened its answer today', () => {
    const leads = ['since you ask', 'to answer you', 'in answer to you', 'so here it is', 'fair question', 'as for your question'];
    for (const lead of leads) {
      const before = said(5, `${lead === 'so here it is' ? `You asked, ${label(4)}, so here it is` : `${label(4)}, ${lead}`}: nothing yet.`, 5);
      for (let seed = 0; seed < 20; seed++) expect(speak(seed, [answer], [started, before]).toLowerCase()).not.toContain(lead);
    }
  });
});

describe('an investigator asked about its check', () => {
  it('says why it looked there before what it found', () => {
    for (let seed = 0; seed < 30; seed++) {
      const first = speak(seed, [{ act: 'report_check', target: 8, bad: false, night: 1, why: 'start' }]);
      expect(first).toMatch(/first night|nobody had said a word/i);
      expect(first.indexOf(label(8))).toBeGreaterThanOrEqual(0);
      const later = speak(seed, [{ act: 'report_check', target: 8, bad: true, night: 2, why: 'doubt' }]);
      expect(later).toMatch(/least (?:read|sure)|could not place|couldn't place/);
    }
  });
  it('says only what it found when nobody asked why', () => {
    for (let seed = 0; seed < 10; seed++) expect(speak(seed, [{ act: 'report_check', target: 8, bad: false, night: 1 }])).not.toMatch(/first night any seat|nothing to go on|least (?:read|sure)/i);
  });
});
