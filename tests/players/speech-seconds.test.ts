// A second and a recount (issue 22, items 2 and 8): a seat taking up another's case says the fact of its own
// it has (against the seat as its reason, for it as conceded) or that it has none; a speech on a record that
// points nowhere says the fact it holds, as weak. Rendered from random plans in every persona: well-formed
// English, the claims derived from the acts, and nothing claimed the acts lack.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render, splitSentences } from '../../src/players/scripted/speech/index.js';
import type { Act, Evidence } from '../../src/players/scripted/speech/plan.js';
import { evidence, renderCtx } from '../helpers/speech-plans.js';
import { SpeechMemory } from '../../src/players/scripted/speech/memory.js';
import type { GameEvent } from '../../src/engine/events.js';

const ctx = (persona: number, seed: number, day: number) => renderCtx('werewolf', persona, seed, day);
const other = fc.integer({ min: 2, max: 12 });
const strength = fc.constantFrom('hunch' as const, 'lean' as const, 'sure' as const);
const death = (seat: number, day: number): Evidence => ({ kind: 'death', n: 10, day, seat, cause: 'night', role: 'villager' });

const seconds: fc.Arbitrary<Act> = fc.oneof(
  fc.record({ act: fc.constant('accuse' as const), target: other, strength, because: fc.array(evidence(3), { maxLength: 1 }), seconds: other }),
  fc.record({ act: fc.constant('accuse' as const), target: other, strength, because: fc.constant([]), seconds: other, granted: fc.array(evidence(3), { minLength: 1, maxLength: 1 }) }),
  fc.record({ act: fc.constant('accuse' as const), target: other, strength, because: fc.constant([]), seconds: other, alone: fc.constant(true as const) }),
  fc.record({ act: fc.constant('recount' as const), fact: evidence(3), seat: other }),
  fc.record({ act: fc.constant('recount' as const), fact: evidence(3), on: other }),
  fc.record({ act: fc.constant('recount' as const), fact: evidence(3) }),
);

describe('seconds and recounts', () => {
  it('render as well-formed sentences in every persona, claiming only what their acts hold', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), seconds, (persona, seed, a) => {
        const r = render({ context: 'discussion', acts: [a] }, ctx(persona, seed, 3));
        for (const s of splitSentences(r.text)) {
          expect(s, r.text).toMatch(/^["'(]?[A-Z]/);
          expect(s, r.text).toMatch(/[.!?]["')]?$/);
          expect(s, r.text).not.toMatch(/[{}]|undefined|null|NaN/);
        }
        const kinds = new Set(r.claims.map((c) => c.kind));
        if (a.act === 'recount') expect([...kinds].every((k) => k === 'check')).toBe(true);
        else expect(r.claims).toContainEqual({ kind: 'suspect', target: a.target });
      }),
      { numRuns: 400, seed: 22 },
    );
  });

  it('a second with nothing of its own says so, and names no fact', () => {
    const r = render({ context: 'discussion', acts: [{ act: 'accuse', target: 3, strength: 'lean', because: [], seconds: 4, alone: true }] }, ctx(0, 5, 3));
    expect(r.text).toMatch(/of my own|myself/);
    expect(r.text).toContain('Seat 4 (Di)');
    expect(r.text).not.toMatch(/yesterday|last night|voted/);
  });

  // "I heard Elsie's case against Seat 4, and nobody has answered it yet", after Elsie's "I nominate Seat 4. That settles my
  // vote." (Mafia at 80x24, seed 1206305): a seat that named the target with no reason made no case to take up.
  it("a second of a seat that gave no reason today does not call its word a case", () => {
    const heard = (text: string) =>
      new SpeechMemory().absorb(
        [
          { type: 'game_started', n: 1, day: 0, vis: 'public', seats: [1, 2, 3, 4, 5].map((s) => ({ seat: s, name: ['Al', 'Bo', 'Cy', 'Di', 'Ed'][s - 1]!, persona: 'ada' })) },
          { type: 'speech', n: 5, day: 3, vis: 'public', seat: 4, context: 'discussion', text, claims: [] },
        ] as unknown as GameEvent[],
        1,
      );
    let cased = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const a of [
        { act: 'accuse' as const, target: 3, strength: 'lean' as const, because: [], seconds: 4, alone: true as const },
        { act: 'accuse' as const, target: 3, strength: 'lean' as const, because: [{ kind: 'vote' as const, n: 2, day: 2, voter: 3, target: 5, ballot: 'banish' }], seconds: 4 },
      ]) {
        const bare = render({ context: 'discussion', acts: [a] }, renderCtx('werewolf', seed, seed, 3, heard('I nominate Seat 3. That settles my vote.'))).text;
        expect(bare, bare).not.toMatch(/\bcase\b/);
        const argued = render({ context: 'discussion', acts: [a] }, renderCtx('werewolf', seed, seed, 3, heard('Seat 3 voted Seat 5 yesterday, so I nominate Seat 3.'))).text;
        if (/\bcase\b/.test(argued)) cased++;
      }
    }
    // A seat that gave its reason made a case, and it is called one.
    expect(cased).toBeGreaterThan(10);
  });

  it('a fact for the target is conceded after the second, not given as its reason', () => {
    for (let seed = 0; seed < 20; seed++) {
      const vote: Evidence = { kind: 'vote', n: 5, day: 2, voter: 3, target: 7, ballot: 'banish' };
      const r = render({ context: 'discussion', acts: [{ act: 'accuse', target: 3, strength: 'lean', because: [], seconds: 4, granted: [vote] }] }, ctx(seed, seed, 3));
      expect(r.text, r.text).toMatch(/though I grant that|even granting that|though to be fair/);
      expect(r.text, r.text).toMatch(/counts for|speaks for|favour/);
      expect(r.text, r.text).not.toMatch(/\b(?:because|given that|seeing as)\b|, since /);
    }
  });

  it('after the faint mark against the seat it leans on, the lean does not say the record holds nothing', () => {
    const vote: Evidence = { kind: 'vote', n: 5, day: 2, voter: 3, target: null, ballot: 'banish' };
    for (let seed = 0; seed < 60; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'recount', fact: vote, seat: 3 }, { act: 'lean', target: 3, because: [] }] }, ctx(seed, seed, 3));
      expect(r.text, r.text).toMatch(/abstained|held back a vote/);
      expect(r.text, r.text).not.toMatch(/nothing in the record/);
    }
  });

  it('a night death said beside a seat the speaker has nothing on names the death, not a case', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'recount', fact: death(5, 3), on: 3 }] }, ctx(seed, seed, 3));
      expect(r.text, r.text).toMatch(/Seat 5 \(Ed\)/);
      expect(r.text, r.text).toMatch(/killed|lost|dead|did not live through|took/);
      expect(r.claims.filter((c) => c.kind === 'suspect')).toEqual([]);
    }
  });
});

describe('joining a case several seats joined', () => {
  it('is now and then said to the accused, its reason said to it; never right after a call to another seat', () => {
    const vote: Evidence = { kind: 'vote', n: 5, day: 2, voter: 3, target: 8, ballot: 'banish' };
    const pile: Act = { act: 'accuse', target: 3, strength: 'lean', because: [vote], seconds: 4, behind: [5, 6] };
    let toAccused = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = render({ context: 'discussion', acts: [pile] }, ctx(seed, seed, 3));
      expect(r.claims).toContainEqual({ kind: 'suspect', target: 3 });
      if (r.text.startsWith('Seat 3 (Cy), ')) {
        toAccused++;
        expect(r.text, r.text).toMatch(/\byou (?:voted|put a vote on|cast a vote against|backed) Seat 8/);
      }
      // After an answer's lead-in to Seat 7, the speech does not call Seat 3 in the same breath.
      const answered = render({ context: 'discussion', acts: [{ act: 'answer', to: 7, about: 'read', reply: { kind: 'lead', acts: 1 } }, pile] }, ctx(seed, seed, 3));
      expect(answered.text, answered.text).not.toMatch(/(?:you|ask)[,:] (?:Seat 3 \(Cy\)|Cy), /);
    }
    expect(toAccused).toBeGreaterThan(3);
    expect(toAccused).toBeLessThan(36);
  });
});

describe('first-day words', () => {
  it('a shared hunch, a question about a name said today, a lean resting on it and a kept hunch render whole, claiming what they hold', () => {
    const word: Extract<Evidence, { kind: 'accusation' }> = { kind: 'accusation', n: 8, day: 1, by: 3, target: 5 };
    for (let seed = 0; seed < 40; seed++) {
      const c = ctx(seed, seed, 1);
      const shared = render({ context: 'discussion', acts: [{ act: 'accuse', target: 3, strength: 'hunch', because: [], seconds: 4, alone: true, shares: true }] }, c);
      expect(shared.text).toContain('Seat 4 (Di)');
      expect(shared.text).not.toMatch(/case is what I have|on .+'s word|backing|of my own/);
      expect(shared.claims).toContainEqual({ kind: 'suspect', target: 3 });
      const asked = render({ context: 'discussion', acts: [{ act: 'ask_read', target: 3, word }] }, ctx(seed, seed, 1));
      // Said to the seat: "you went after Ed", and the seat it went after named.
      expect(asked.text, asked.text).toMatch(/\byou (?:accused|pointed at|went after) Seat 5 \(Ed\)/);
      expect(asked.claims).toEqual([{ kind: 'ask', target: 3, about: 'read', subject: 5 }]);
      const lean = render({ context: 'discussion', acts: [{ act: 'lean', target: 3, because: [word] }] }, ctx(seed, seed, 1));
      expect(lean.text, lean.text).toMatch(/Seat 3 \(Cy\) (?:accused|pointed at|went after) Seat 5 \(Ed\)/);
      expect(lean.text, lean.text).not.toMatch(/nothing in the record/);
      // A lean is on the record as a lean, not a suspicion (lean-claim.test).
      expect(lean.claims).toEqual([{ kind: 'lean', target: 3 }]);
      const kept = render({ context: 'discussion', acts: [{ act: 'vote_intent', target: 3, because: [], kept: true, hunch: true }] }, ctx(seed, seed, 1));
      expect(kept.text, kept.text).toMatch(/hunch|feeling/);
      expect(kept.claims).toContainEqual({ kind: 'vote', target: 3 });
      for (const r of [shared, asked, lean, kept]) for (const s of splitSentences(r.text)) expect(s, r.text).toMatch(/^["'(]?[A-Z].*[.!?]["')]?$/);
    }
  });
});
