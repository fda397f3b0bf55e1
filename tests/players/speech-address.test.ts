// Issue 22, build item 8 (speak like a person at a table): an answer speaks to the asker as "you", a
// day-late answer says so, a sentence the table has heard is not said again by the next seat, and a
// seat's own claim is never the reason it gives about another seat.
import { describe, expect, it } from 'vitest';
import { render, sentenceKey, SpeechMemory, splitSentences } from '../../src/players/scripted/speech/index.js';
import { toYou } from '../../src/players/scripted/speech/address.js';
import { ownWord } from '../../src/players/scripted/speech/claims.js';
import { DEFEND } from '../../src/players/scripted/speech/lines.js';
import { withoutLead } from '../../src/players/scripted/speech/memory.js';
import type { Act, Evidence, SpeechPlan } from '../../src/players/scripted/speech/plan.js';
import { label, NAMES, renderCtx } from '../helpers/speech-plans.js';

const seats = NAMES.map((name, i) => ({ seat: i + 1, name }));
const start = { n: 0, day: 0, vis: 'public', type: 'game_started', seats } as const;

describe('speaking to a seat', () => {
  it('says "you" for the seat spoken to, "your" for its possessive, and the verb after it in the second person', () => {
    expect(toYou("I'd point at Katya.", 'Katya')).toBe("I'd point at you.");
    expect(toYou('Katya looks like a werewolf to me.', 'Katya')).toBe('You look like a werewolf to me.');
    expect(toYou('I think Katya is a werewolf, because Katya voted Bo yesterday.', 'Katya')).toBe('I think you are a werewolf, because you voted Bo yesterday.');
    expect(toYou("Katya's vote on Bo bothers me.", 'Katya')).toBe('Your vote on Bo bothers me.');
    // Called by name, or one of a list: the name stays.
    expect(toYou('Forgive me, Katya, but I must vote for you.', 'Katya')).toBe('Forgive me, Katya, but I must vote for you.');
    // A verb with no second-person form here: better the name than wrong English.
    expect(toYou('Katya thinks too much.', 'Katya')).toBeNull();
  });

  it("answers a seat's question about its read with 'you' when the answer is the asker: never 'To answer Bo: I'd point at Bo'", () => {
    for (let seed = 0; seed < 60; seed++) {
      const plan: SpeechPlan = {
        context: 'discussion',
        acts: [{ act: 'answer', to: 2, about: 'read', reply: { kind: 'lead' } }, { act: 'accuse', target: 2, strength: 'hunch', because: [] }, { act: 'vote_intent', target: 2, because: [], lean: true }],
      };
      const r = render(plan, renderCtx('werewolf', seed, seed, 2));
      const [first, ...rest] = splitSentences(r.text);
      // The lead-in calls the asker by name once; the answer after it speaks to them.
      expect(first!.split(label(2)).length - 1, r.text).toBeLessThanOrEqual(1);
      for (const s of rest) expect(s.includes(label(2)) && !s.startsWith(`${label(2)},`) && !/, Seat 2 \(Bo\),/.test(s), r.text).toBe(false);
      expect(/\byou\b/i.test(r.text.slice(first!.indexOf(':') + 1)), r.text).toBe(true);
    }
  });

  it('answers a question put yesterday as one put yesterday', () => {
    for (let seed = 0; seed < 20; seed++) {
      const plan: SpeechPlan = { context: 'discussion', acts: [{ act: 'answer', to: 3, about: 'read', reply: { kind: 'none' }, late: true }] };
      expect(render(plan, renderCtx('werewolf', seed, seed, 3)).text).toMatch(/yesterday/);
      const today: SpeechPlan = { context: 'discussion', acts: [{ act: 'answer', to: 3, about: 'read', reply: { kind: 'none' } }] };
      expect(render(today, renderCtx('werewolf', seed, seed, 3)).text).not.toMatch(/yesterday/);
    }
  });
});

describe('the table hears a sentence once', () => {
  it('a seat defending a seat in words every other seat used already says it in words of its own, not one the table heard', () => {
    // Every plain defence line of Cy, said already by other seats (each with a persona lead-in, which the table's ear sets aside).
    const events: any[] = [start, ...DEFEND.map((l, i) => ({ n: i + 1, day: 2, vis: 'public', type: 'speech', seat: 4 + (i % 8), context: 'discussion', text: `Frankly, ${l.replace('{target}', label(3)).replace('{evil}', 'a werewolf')}.` }))];
    for (let seed = 0; seed < 40; seed++) {
      const memory = new SpeechMemory().absorb(events, 1);
      const heard = new Set(events.slice(1).map((e) => sentenceKey(withoutLead(e.text), memory.names)));
      const act: Act = { act: 'defend', target: 3, because: [] };
      const r = render({ context: 'discussion', acts: [act] }, { ...renderCtx('werewolf', seed, seed, 2, memory), me: 1 });
      for (const s of splitSentences(r.text)) expect(heard.has(sentenceKey(withoutLead(s), memory.names)), r.text).toBe(false);
    }
  });
});

describe('a claim is not its own proof', () => {
  it("the speaker's own role claim is its own word about any seat, not only about itself", () => {
    const claim: Evidence = { kind: 'role_claim', n: 4, day: 1, seat: 1, role: 'seer' };
    expect(ownWord(claim, 1, 1)).toBe(true);
    expect(ownWord(claim, 1, 5)).toBe(true);
    // Another seat's claim is a fact the speaker may cite.
    expect(ownWord({ ...claim, seat: 5 }, 1, 5)).toBe(false);
  });

  it("never says 'I claimed to be the seer, and that is why Iris is a werewolf'", () => {
    for (let seed = 0; seed < 60; seed++) {
      const because: Evidence[] = [{ kind: 'role_claim', n: 4, day: 1, seat: 1, role: 'seer' }];
      const r = render({ context: 'discussion', acts: [{ act: 'accuse', target: 9, strength: 'sure', because }] }, renderCtx('werewolf', seed, seed, 2));
      expect(r.text, r.text).not.toMatch(/I (?:claimed|came out)/);
    }
  });
});
