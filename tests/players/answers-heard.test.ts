// A question from any seat is answered by the seat asked, model seats included (seen in play, game 4711:
// two model seats asked Elsie, a bot, why her sheriff vote went to Iris, in words with no question mark, and
// she never answered: the scan read no question, and the answer looked only at day ballots).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';
import { Position } from './positions.js';

const NAMES = ['Priya', 'Oskar', 'Elsie', 'Hugo', 'Ada', 'Iris', 'Vera', 'Wren', 'Bruno'];
const table = NAMES.map((name, i) => ({ seat: i + 1, name }));
const asks = (text: string, speaker: number) => scanWerewolfClaims(text, table, speaker).filter((c) => c.kind === 'ask');

describe('a question said as a request is read as one', () => {
  it.each([
    // Hugo, game 4711 day 1 (a model seat)
    [4, 'One question for Elsie: you were the only vote Iris got for sheriff. I\'d like the reason, because right now that vote is the only thread tied to her.', { kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }],
    // Oskar, day 1: the request comes two sentences after Elsie is called
    [2, 'But Elsie, a small correction to the record: an hour ago you were the single vote putting the badge on Iris, and now you call her a guilty butler. Hugo asked you why, and you did not answer. I would like to hear which.', { kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }],
    // Oskar, day 2
    [2, 'Elsie, a small correction: you still have not said why your sheriff vote went to Iris.', { kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }],
    // Wren, day 2: the seat named after the ballot is not the one voted (a lean on Vera)
    [8, "Elsie, I asked you yesterday to help us understand your sheriff vote and you still haven't, and today you gave us two lines and a soft lean on Vera with no reason.", { kind: 'ask', target: 3, about: 'vote', ballot: 'sheriff' }],
    // Wren, day 1: the topic is in the sentence before
    [8, "About Elsie, let's be fair to each other: she changed her mind in public, but Oskar's right that she should tell us why. Elsie, I want to believe you. Just help us understand.", { kind: 'ask', target: 3, about: 'vote' }],
    [2, 'Ada, you speak last: give us your check from last night.', { kind: 'ask', target: 5, about: 'check' }],
    // A bot's own line (Bruno's last words in self-play): a request that complains of the votes is about the case
    [9, 'Priya, step into the ring and explain yourself, because you, Hugo and Iris all voted me.', { kind: 'ask', target: 1, about: 'case' }],
    // A person in play (mafia-classic, seed 3131): called by name first, the question needs no "you"
    [2, 'Hugo, why Ada? You gave the death and then a name with nothing between.', { kind: 'ask', target: 4, about: 'read', subject: 5 }],
    // A person in play (werewolf, seed 88117): the seat named as the one who voted, the request in the same sentence
    [2, "Vera voted Priya yesterday out of nowhere; I'd like to hear why.", { kind: 'ask', target: 7, about: 'vote', subject: 1 }],
    [2, 'Hugo nominated Ada with nothing behind it, so tell us why.', { kind: 'ask', target: 4, about: 'vote', subject: 5 }],
    [2, 'So Wren went after me today, and I want to hear why.', { kind: 'ask', target: 8, about: 'case' }],
    [4, "Priya backed Iris for sheriff the moment Vera called her a wolf; I'd like to hear why.", { kind: 'ask', target: 1, about: 'vote', subject: 6, ballot: 'sheriff' }],
    [2, "Iris switched to Bruno at the last call; I'd like to know why.", { kind: 'ask', target: 6, about: 'read' }],
    // A relay game (werewolf-9, seed 120601, 4 Dec): a model seat's question a bot never answered, read with no subject
    [2, 'Elsie, tell us why you backed Iris.', { kind: 'ask', target: 3, about: 'vote', subject: 6 }],
    [2, 'Elsie, why did you back Iris?', { kind: 'ask', target: 3, about: 'vote', subject: 6 }],
    [2, 'Elsie — what made you back Iris over Vera?', { kind: 'ask', target: 3, about: 'vote', subject: 6 }],
    // The question on its own after the sentence that calls the seat
    [2, 'Elsie, you backed Iris. Why?', { kind: 'ask', target: 3, about: 'vote', subject: 6 }],
    [2, 'Elsie, do you believe Iris?', { kind: 'ask', target: 3, about: 'read', subject: 6 }],
    // A question to "you" on a topic no pattern knows asks for the seat's read
    [2, 'Elsie, what made you do that?', { kind: 'ask', target: 3, about: 'read' }],
    // A seat called partway through a sentence (a person at 80x24, werewolf-9 seed 120733: the question went unanswered)
    [2, "Wren pointed at Elsie in her last words, so Elsie, I'd like your read too.", { kind: 'ask', target: 3, about: 'read' }],
    [2, 'I trust Vera; Elsie, who do you suspect?', { kind: 'ask', target: 3, about: 'read' }],
    // A person at 80x24 (mafia-classic, seed 1205931): a pick asked for, not a check; the second seat called is asked too, not asked about
    [8, 'I have no read yet; Oskar, Iris, who would you look at first and why?', { kind: 'ask', target: 2, about: 'read' }],
    // A model seat (relay game, werewolf-9, seed 1205812): "a name" asked for, and "a pat on the back" is no ballot
    [2, 'Bruno, you got the badge, you got the mic tomorrow: give us a name, not just a pat on the back.', { kind: 'ask', target: 9, about: 'read' }],
  ] as const)('Seat %i: "%s"', (speaker, text, claim) => {
    expect(asks(text, speaker)).toEqual([claim]);
  });
  it.each([
    'Elsie, I want to believe you.',
    'Elsie, what a day?',
    'Elsie, I trust you. Hugo, tell us your check.',
    'I voted Iris for sheriff, and I would like to hear the rest.',
    // Said of Elsie, with no request for a reason in the sentence, or the request in another sentence.
    'Elsie voted Iris yesterday, and I would like to hear the rest of the table.',
    'Elsie voted Iris yesterday. Tell us why, everyone.',
    "Elsie's vote went to Iris; I'd like to hear why.",
    // A check that came back is no ballot, and a question to the table is not to Elsie.
    'Elsie, my check came back good. Why would I lie?',
    'Elsie, I trust you. Why is everyone so quiet?',
    // Named partway through, with nothing asked of it.
    'Vera voted Iris, and Elsie did too.',
    'I trust Vera; Elsie is fine by me.',
    // The request in the next sentence is asked of the seat whose deed that sentence opens on (a person at 80x24, mafia, seed 1207101).
    'Elsie, nothing real yet on day one. Vera jumped on you with no reason at all, and I want to hear why she went first.',
  ])('no question to Elsie in "%s"', (text) => {
    expect(asks(text, 2).filter((c) => 'target' in c && c.target === 3)).toEqual([]);
  });
  // Said of Hugo in the third person, a rhetorical question (a model seat, relay game, werewolf-9, seed 1205812): Hugo answered
  // "I have no check to tell you about". Said to him, it is a question.
  it('a seat narrated in the third person is not asked; called and spoken to, it is', () => {
    expect(asks("Then Hugo — 'Hugo Boss' — strolls in after and suddenly his one check is the guy who just claimed his job?", 2)).toEqual([]);
    expect(asks('Then Hugo — why is your one check the guy who just claimed your job?', 2)).toEqual([{ kind: 'ask', target: 4, about: 'check' }]);
  });
});

async function speak(p: Position, seed: number): Promise<{ speech: string; claims: Claim[] }> {
  const view = p.view();
  const player = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
  const request = { kind: 'discussion', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return JSON.parse(await player.decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
}

/** Day 1 of game 4711: two seers, the sheriff ballots, then a question to Seat 3 about its sheriff ballot on Seat 6. */
function sheriffDay(me: number, role: string, teammates: number[], ballot: number): Position {
  const p = new Position('werewolf-9', me, role, teammates);
  p.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }], { context: 'campaign' });
  p.speech(6, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }], { context: 'campaign' });
  for (const s of [1, 2, 4, 7, 8, 9]) p.vote(s, 5, 'sheriff');
  p.vote(3, ballot, 'sheriff');
  p.speech(4, [{ kind: 'vote', target: 6 }, { kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }]);
  return p;
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const LEAD = /^(?:Seat 4 \(P4\), (?:since you ask|to answer you|in answer to you|fair question)|You asked, Seat 4 \(P4\), so here it is|As for your question, Seat 4 \(P4\))[:,] (.*)$/;

describe('asked why it voted a seat for sheriff, a bot answers with that ballot and its reason', () => {
  it('a wolf who backed its partner: the ballot, a reason the table can check (the claim it ran on), and what changed its mind', async () => {
    for (const seed of SEEDS) {
      const { speech } = await speak(sheriffDay(3, 'werewolf', [6, 8], 6), seed);
      const answer = LEAD.exec(speech)?.[1];
      if (process.env.SHOW) console.log(speech);
      expect(answer, speech).toMatch(/^I (?:backed|voted) Seat 6 \(P6\) for sheriff[^.]*, because /);
      expect(answer, speech).not.toMatch(/did not vote|never voted|ballot did not go/);
      // It votes Seat 6 out now: the answer says it has turned.
      expect(answer?.split(/(?<=\.) /)[0], speech).toMatch(/changed my mind|differently now|otherwise now|no longer/);
    }
  });
  it('a villager: the ballot and the fact that spoke for the candidate then, or that it was a lean', async () => {
    for (const seed of SEEDS) {
      const p = sheriffDay(3, 'villager', [], 6);
      const { speech } = await speak(p, seed);
      expect(LEAD.exec(speech)?.[1], speech).toMatch(/^I (?:backed|voted) Seat 6 \(P6\) for sheriff[^.]*(?:, because |; (?:it was a lean|I had nothing firmer|a lean))/);
    }
  });
});

describe("a model seat's answer schema can list its question", () => {
  it('werewolf: an ask with the sheriff ballot; mafia: an ask, with no ballot to name', async () => {
    const { schemaFor } = await import('../../src/ai/schemas.js');
    const { findBoard } = await import('../../src/rules/index.js');
    const req = (preset: string) => {
      const board = findBoard(preset)!;
      const seats = Array.from({ length: board.preset.seats }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: true }));
      return { view: { seats, events: [{ type: 'game_started', preset, options: {} }] } } as never;
    };
    const ask = { kind: 'ask', target: 3, about: 'vote', subject: 6 };
    expect(schemaFor(req('werewolf-9')).safeParse({ reasoning: '', claims: [{ ...ask, ballot: 'sheriff' }] }).success).toBe(true);
    expect(schemaFor(req('mafia')).safeParse({ reasoning: '', claims: [ask] }).success).toBe(true);
    expect(schemaFor(req('mafia')).safeParse({ reasoning: '', claims: [{ ...ask, ballot: 'sheriff' }] }).success).toBe(false);
  });
});

describe('the same question from two seats', () => {
  it('is answered to both at once (Hugo and Oskar both asked Elsie about her sheriff vote)', async () => {
    for (const seed of SEEDS) {
      const p = sheriffDay(3, 'villager', [], 6);
      p.speech(2, [{ kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }]);
      const { speech } = await speak(p, seed);
      const lead = /^(.*?)[:,] I (?:backed|voted) Seat 6 \(P6\) for sheriff/.exec(speech)?.[1];
      expect(lead, speech).toMatch(/Seat 4 \(P4\) and Seat 2 \(P2\)/);
    }
  });
});

describe("a person's request said of a seat, not to it", () => {
  it('is answered by that seat: "Seat 7 voted Seat 1 yesterday out of nowhere; I\'d like to hear why"', async () => {
    const posTable = Array.from({ length: 9 }, (_, i) => ({ seat: i + 1, name: `P${i + 1}` }));
    for (const seed of SEEDS) {
      const p = new Position('werewolf-9', 7, 'villager');
      for (const s of [2, 3, 4, 5, 6, 8, 9]) p.vote(s, 4);
      p.vote(7, 1).vote(1, 4);
      p.died([4], 'banished');
      p.night([]);
      const text = "P7 voted P1 yesterday out of nowhere; I'd like to hear why.";
      const claims = scanWerewolfClaims(text, posTable, 2);
      expect(claims).toContainEqual({ kind: 'ask', target: 7, about: 'vote', subject: 1 });
      p.speech(2, claims, { text });
      const { speech } = await speak(p, seed);
      expect(speech, speech).toMatch(/^(?:Seat 2 \(P2\), (?:since you ask|to answer you|in answer to you|fair question)|You asked, Seat 2 \(P2\), so here it is|As for your question, Seat 2 \(P2\))[:,] /);
      expect(speech, speech).toMatch(/I (?:voted|put a vote on|cast a vote against) Seat 1 \(P1\)/);
    }
  });
});

describe('asked why it backed a seat it never voted', () => {
  it('answers with what it said for that seat, not "I never voted" it ("Elsie, why did you back Iris?")', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf-9', 3, 'villager');
      p.speech(6, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'good' }]);
      p.speech(3, [{ kind: 'trust', target: 6 }]);
      const text = 'P3, why did you back P6?';
      const claims = scanWerewolfClaims(text, Array.from({ length: 9 }, (_, i) => ({ seat: i + 1, name: `P${i + 1}` })), 2);
      expect(claims).toEqual([{ kind: 'ask', target: 3, about: 'vote', subject: 6 }]);
      p.speech(2, claims, { text });
      const { speech } = await speak(p, seed);
      const answer = /^(?:Seat 2 \(P2\), (?:since you ask|to answer you|in answer to you|fair question)|You asked, Seat 2 \(P2\), so here it is|As for your question, Seat 2 \(P2\))[:,] (.*)$/.exec(speech)?.[1];
      expect(answer, speech).toBeDefined();
      expect(answer, speech).toMatch(/Seat 6 \(P6\)|\b(?:him|her|them)\b/);
      expect(speech, speech).not.toMatch(/did not vote|never voted|ballot did not go|didn't vote/);
    }
  });
});
