// A question put to the whole table ("everybody name one person you're watching today") is asked of every seat, and each
// bot that speaks after it answers it with a name where it has one, said as the table's question, not as one put to it
// alone. A model seat's request of the table went unanswered by every bot, and one answered another seat's question with
// "nothing points anywhere for me yet" (relay game, mafia-classic, seed 1218501).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { describeClaims } from '../../src/engine/prompt.js';
import { openQuestions } from '../../src/engine/prompt-questions.js';
import { scanMafiaClaims } from '../../src/rules/mafia/claims.js';
import { Position } from './positions.js';
import { daySpeech } from './speak.js';

const table = Array.from({ length: 8 }, (_, i) => ({ seat: i + 1, name: `P${i + 1}` }));
const asks = (text: string, speaker = 2) => scanMafiaClaims(text, table, speaker).filter((c) => c.kind === 'ask');
const ASK = "Here's my ask: everybody name one person you're watching today, no 'too early to say'.";

describe('a question to the whole table', () => {
  it.each([
    [ASK, 'read'],
    ['Everyone, who do you suspect?', 'read'],
    ["Let's go around the table: who's your top suspect?", 'read'],
    ['I want a name from everyone before the vote.', 'read'],
    ['The rest of you, name your suspects.', 'read'],
    // A person at 80x24 (mafia-classic, seed 1220302): the night's death named before the request.
    ["P4 is gone and we have nothing yet, so here is my ask: everybody name one person you are watching today, no 'too early to say'.", 'read'],
    ["I want each of you to tell us who you'd vote for.", 'vote'],
    ['Who is everyone voting for today?', 'vote'],
  ])('"%s" asks every other seat, once each', (text, about) => {
    const got = asks(text);
    expect(got.map((c) => ('target' in c ? c.target : 0))).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(got.every((c) => c.kind === 'ask' && c.about === about && c.all === true)).toBe(true);
  });
  it.each([
    "Everybody's in on P5.",
    'But here is the deal, everybody: we vote P4 today.',
    'Slow down, everyone, it is a quiet morning.',
    'I want to give everyone a fair chance first.',
    'Oh, tell everyone I said goodbye!',
    'P3, I trust you. Why is everyone so quiet?',
  ])('"%s" asks the table nothing', (text) => {
    expect(asks(text).filter((c) => c.kind === 'ask' && c.all)).toEqual([]);
  });
  it('a seat asked by name in the same speech keeps its own question', () => {
    const got = asks(`P4, what is your read on P3? ${ASK}`);
    expect(got.filter((c) => 'target' in c && c.target === 4)).toEqual([{ kind: 'ask', target: 4, about: 'read', subject: 3 }]);
    expect(got.filter((c) => c.kind === 'ask' && c.all).length).toBe(6);
  });
  it('is said once under the speech, and to a model seat as the table question it is', () => {
    const claims = asks(ASK);
    expect(describeClaims(claims, (s) => `Seat ${s}`)).toBe('asks every seat for their read');
    const events = [{ type: 'speech', seat: 2, day: 1, n: 5, text: ASK, claims, vis: 'public' }] as never;
    const line = openQuestions(events, 6, { label: (s) => `Seat ${s}`, claims: (c) => c, alive: () => true, today: 1 });
    expect(line).toContain('today Seat 2 asked the whole table to name whom each suspects, and why');
  });
});

const LEAD = /You asked us all for a name, (?:Seat 2 \(P2\)|P2)|(?:Seat 2 \(P2\)|P2), you wanted a name from everyone|You asked the whole table for a name, (?:Seat 2 \(P2\)|P2)|(?:Seat 2 \(P2\)|P2), you want one name from each of us/;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('a bot asked, with the table, for a name', () => {
  it('answers as the table was asked, on day 1, and names the seat a fact stands against', async () => {
    let named = 0;
    for (const seed of SEEDS) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(2, asks(ASK), { text: ASK });
      // Seat 3 answered the request with a question of its own, naming nobody.
      p.speech(3, [{ kind: 'ask', target: 7, about: 'read' }]);
      const speech = await daySpeech(p, seed);
      if (process.env.SHOW) console.log(speech);
      expect(speech, speech).toMatch(LEAD);
      expect(speech, speech).not.toMatch(/since you ask|to answer you|in answer to you|nothing points anywhere/);
      if (/(?:Seat 3 \(P3\)|\bP3\b)[^.]*\b(?:named nobody|gave you no name)/.test(speech)) named++;
    }
    expect(named).toBe(SEEDS.length);
  });
  it('with no fact against anyone, says so as an answer to the table', async () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(2, asks(ASK), { text: ASK });
      const speech = await daySpeech(p, seed);
      expect(speech, speech).toMatch(LEAD);
      expect(speech, speech).not.toMatch(/since you ask|to answer you|in answer to you|nothing points anywhere|no read yet/);
    }
  });
  it('the next day, the question is spent: nobody answers it again', async () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(2, asks(ASK), { text: ASK });
      for (const s of [1, 2, 3, 4, 5, 7, 8]) p.vote(s, null);
      p.vote(6, null);
      p.night([]);
      const speech = await daySpeech(p, seed);
      expect(speech, speech).not.toMatch(LEAD);
    }
  });
});

describe('a bot asked alone for its read on the first day', () => {
  it('names the seat that asked another for a name and gave none of its own, not "nothing points anywhere"', async () => {
    for (const seed of SEEDS) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(3, [{ kind: 'ask', target: 7, about: 'read' }]);
      p.speech(4, [{ kind: 'ask', target: 6, about: 'read' }]);
      const speech = await daySpeech(p, seed);
      expect(speech, speech).toMatch(/Seat 3 \(P3\) asked Seat 7 \(P7\) for a (?:name|read)[^.]* and named nobody (?:himself|herself|themselves)/);
      expect(speech, speech).not.toMatch(/nothing points anywhere|no read yet|a read yet/);
    }
  });
  it('with nobody else to name, turns the question on the asker who named nobody', async () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(4, [{ kind: 'ask', target: 6, about: 'read' }]);
      const speech = await daySpeech(p, seed);
      expect(speech, speech).toMatch(/you asked me for a (?:name|read)[^.]* and named nobody yourself/);
    }
  });
  it('with no such seat, says it has no read yet', async () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const p = new Position('mafia-classic', 6, 'villager');
      p.speech(4, [{ kind: 'ask', target: 6, about: 'read' }, { kind: 'lean', target: 2 }]);
      const speech = await daySpeech(p, seed);
      expect(speech, speech).toMatch(/no read yet|a read yet|nothing points anywhere/);
    }
  });
});

describe('a bot asked for its read while a seat has a case against it', () => {
  // Relay game, mafia-classic, seed 1220501: "You asked me yesterday, Ada, and I owe you an answer: I have no read yet. Wren
  // pointed at me, and I see how it looks from there, but I'm not mafia." The seat was voted out for naming nobody.
  it('names that seat, with its defence after', async () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const p = new Position('mafia-classic', 5, 'villager');
      p.died([4], 'night').reveal(4, 'doctor', 'town');
      p.speech(6, [{ kind: 'suspect', target: 5 }, { kind: 'ask', target: 5, about: 'read' }]);
      for (const s of [2, 3, 5, 6, 7, 8]) p.vote(s, 1);
      p.vote(1, null);
      p.died([1], 'eliminated').reveal(1, 'mafia', 'mafia');
      p.night([7]).reveal(7, 'villager', 'town');
      p.speech(2, [{ kind: 'suspect', target: 5 }]);
      const speech = await daySpeech(p, seed);
      const [answer] = speech.split(/(?<=[.!?])\s+/);
      expect(answer, speech).toMatch(/Seat 2 \(P2\)/);
      expect(speech, speech).not.toMatch(/no read yet|a read yet|nothing points anywhere/);
    }
  });
});
