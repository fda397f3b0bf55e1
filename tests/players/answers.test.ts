// Questions a person puts to a seat in a day speech ("Priya, why did you vote Seat 2?") are read as
// public words and answered first in that seat's next day speech, from its own reasons (seen in play:
// a question to Priya went unanswered, session 8).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { ANSWER_NONE } from '../../src/players/scripted/speech/lines.js';
import { Position } from './positions.js';

async function speak(p: Position, seed: number, player = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed)): Promise<{ speech: string; claims: Claim[] }> {
  const view = p.view();
  const request = { kind: 'discussion', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return JSON.parse(await player.decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
/** The lead-in to Seat 1's question, at the start of the speech, and what follows it. */
const ANSWERED = /^(?:Seat 1 \(P1\), (?:since you ask|to answer you|in answer to you|fair question)|You asked, Seat 1 \(P1\), so here it is|As for your question, Seat 1 \(P1\))[:,.] (.*)$/;
const answerOf = (speech: string) => ANSWERED.exec(speech)?.[1];
const said = (lines: readonly string[]) => new RegExp(`^(?:${lines.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\.`, 'i');

describe('a bot answers the question put to it, first, from its own reasons', () => {
  it('"why did you vote Seat 5?": its ballot and the fact that stood against the seat then', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
      p.vote(4, 5).vote(1, 5);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'vote', subject: 5 }]);
      const { speech } = await speak(p, seed);
      expect(answerOf(speech), speech).toMatch(/^I (?:voted|put a vote on|cast a vote against) Seat 5 \(P5\)[^.]*, because Seat 2 \(P2\) (?:called|reported|said) Seat 5 \(P5\)/);
    }
  });

  it('"why did you vote Seat 3?" when it did not: says so, and where its ballot went', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.vote(4, 5).vote(1, 4);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'vote', subject: 3 }]);
      const { speech } = await speak(p, seed);
      expect(answerOf(speech), speech).toMatch(/^(?:I did not vote|my ballot did not go to|I never voted) Seat 3 \(P3\); I (?:voted|put a vote on|cast a vote against) Seat 5 \(P5\)/i);
    }
  });

  it('"what is your read?": its case first when it has one, an honest "no read yet" when it has none', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read' }]);
      const { speech } = await speak(p, seed);
      // The sentence after the lead-in names the seat it accuses.
      expect(answerOf(speech)?.split(/(?<=[.!?]) /)[0], speech).toContain('Seat 5 (P5)');
      const q = new Position('werewolf', 4, 'villager');
      q.speech(1, [{ kind: 'ask', target: 4, about: 'read' }]);
      const none = await speak(q, seed);
      expect(answerOf(none.speech), none.speech).toMatch(said(ANSWER_NONE.read));
    }
  });

  it('"what did you check?": a seer that speaks reports the check first; a villager says it has none', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'seer');
      p.myCheck(7, 'werewolf');
      p.night([9]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'check' }]);
      const seer = await speak(p, seed);
      const first = answerOf(seer.speech)?.split(/(?<=[.!?]) /).slice(0, 2).join(' ');
      expect(first, seer.speech).toMatch(/seer.*Seat 7 \(P7\)/);
      const v = new Position('werewolf', 4, 'villager');
      v.speech(1, [{ kind: 'ask', target: 4, about: 'check' }]);
      const villager = await speak(v, seed);
      expect(answerOf(villager.speech), villager.speech).toMatch(said(ANSWER_NONE.check));
    }
  });

  it('"why are you after me?": the fact it holds against the asker', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 1, result: 'werewolf' }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'case' }]);
      const { speech } = await speak(p, seed);
      expect(answerOf(speech), speech).toMatch(/Seat 2 \(P2\) (?:called|reported|said) (?:Seat 1 \(P1\)|you)/);
    }
  });

  it('"your case against me", from a seat it never went after, with nothing against the asker: no "I have nothing against you" (relay game: the question was about something else)', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(1, [{ kind: 'ask', target: 4, about: 'case' }]);
      const { speech } = await speak(p, seed);
      expect(speech).not.toMatch(new RegExp(ANSWER_NONE.case.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i'));
      // Having voted the asker, it owes the answer, even an empty one.
      const q = new Position('werewolf', 4, 'villager');
      q.vote(4, 1);
      q.night([]);
      q.speech(1, [{ kind: 'ask', target: 4, about: 'case' }]);
      const voted = await speak(q, seed);
      expect(answerOf(voted.speech), voted.speech).toBeDefined();
    }
  });

  it('once: the next speech does not answer again, and a question to another seat is not answered', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read' }]);
      const bot = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
      const first = await speak(p, seed, bot);
      expect(answerOf(first.speech)).toBeDefined();
      p.push('speech', { seat: 4, text: first.speech, context: 'discussion', claims: first.claims });
      p.speech(2, []);
      expect(answerOf((await speak(p, seed + 100, bot)).speech)).toBeUndefined();
      const other = new Position('werewolf', 4, 'villager');
      other.speech(1, [{ kind: 'ask', target: 3, about: 'read' }]);
      expect(answerOf((await speak(other, seed)).speech)).toBeUndefined();
    }
  });
});

describe('last words answer the question left open (blind reader: "Bruno and Jonah both asked Katya why Tomas; she never replied")', () => {
  it('"what is your read on Seat 5?", the day after voting Seat 5: that ballot, never "no read on Seat 5 yet"', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.vote(4, 5).vote(1, 6).vote(2, 6);
      p.day = 2;
      p.night([12]);
      // Today's case is elsewhere: a seer's check on seat 6.
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read', subject: 5 }]);
      const { speech } = await speak(p, seed);
      // Before: "I have no read on Ada yet", the day after voting Ada on a hunch (a relay game, werewolf-9, seed 120501).
      expect(answerOf(speech), speech).not.toMatch(said(ANSWER_NONE.read_on.map((l) => l.replace('{subject}', 'Seat 5 (P5)'))));
      expect(answerOf(speech), speech).toMatch(/^I (?:voted|put a vote on|cast a vote against) Seat 5 \(P5\)/i);
    }
  });

  it('a banished seat asked for its read answers it in its last words', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read', subject: 5 }]);
      const view = p.view();
      const request = { kind: 'last_words', seat: view.seat, question: 'last words', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
      const player = new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed);
      const { speech } = JSON.parse(await player.decide('', '', { request, attempt: 1 })) as { speech: string };
      expect(answerOf(speech)?.split(/(?<=[.!?]) /)[0], speech).toContain('Seat 5 (P5)');
    }
  });
});

describe('a last call that moves the vote', () => {
  it('answers "what is your read?" with the move, never "no read yet" before it (seen in play: "Iris, to answer you: nothing points anywhere for me yet. Now then, I\'m moving my vote to Tomas")', async () => {
    let moved = 0;
    for (const seed of [...SEEDS, 9, 10, 11, 12]) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(4, [{ kind: 'suspect', target: 6 }, { kind: 'vote', target: 6 }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read' }]);
      p.speech(2, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
      const view = p.view();
      const request = { kind: 'last_call', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
      const { speech } = JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string };
      if (!speech.includes('Seat 5 (P5)')) continue;
      moved++;
      const answer = answerOf(speech);
      expect(answer, speech).toBeDefined();
      expect(answer!, speech).not.toMatch(said(ANSWER_NONE.read));
      expect(answer!.split(/(?<=[.!?]) /)[0], speech).toContain('Seat 5 (P5)');
    }
    expect(moved).toBeGreaterThan(4);
  });
});

/** A last-call speech of the seat the position is seen from. */
const lastCall = async (p: Position, seed: number) => {
  const view = p.view();
  const request = { kind: 'last_call', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string; claims: Claim[] };
};

describe('a last call that keeps the vote (relay game: a witch asked twice after her turn passed, and was banished unheard)', () => {

  it('answers a question put after its turn, with the vote it keeps; passes when nobody asked', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.speech(2, [{ kind: 'suspect', target: 6 }]);
      p.speech(4, [{ kind: 'suspect', target: 6 }, { kind: 'vote', target: 6 }]);
      expect((await lastCall(p, seed)).speech).toBe('');
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read' }]);
      const { speech, claims } = await lastCall(p, seed);
      expect(answerOf(speech), speech).toBeDefined();
      expect(answerOf(speech)!, speech).toContain('Seat 6 (P6)');
      expect(claims).toContainEqual({ kind: 'vote', target: 6 });
    }
  });

  it('a god the votes said today fall on claims its role before the ballot; a villager or a wolf there pleads, and keeps its vote', async () => {
    const cornered = (role: string, teammates: number[] = [], mine = 6) => {
      const p = new Position('werewolf', 4, role, teammates);
      p.speech(4, [{ kind: 'suspect', target: mine }, { kind: 'vote', target: mine }]);
      for (const s of [1, 2, 3]) p.speech(s, [{ kind: 'suspect', target: 4 }, { kind: 'vote', target: 4 }]);
      return p;
    };
    for (const seed of SEEDS) {
      const witch = await lastCall(cornered('witch'), seed);
      expect(witch.claims, witch.speech).toContainEqual({ kind: 'role', role: 'witch' });
      expect(witch.claims, witch.speech).toContainEqual({ kind: 'vote', target: 6 });
      // A seat with no role to claim is not silent while the table votes it out (a relay game's blind reader, 3 Dec: the bots
      // never spoke at the last call). It claims nothing, and its vote stays where it said.
      for (const [role, mates] of [['villager', []], ['werewolf', [9, 10, 11]]] as const) {
        const plea = await lastCall(cornered(role, [...mates]), seed);
        expect(plea.speech, role).not.toBe('');
        // Nothing grounds its vote on Seat 6 but its own word: the plea is the whole last word, the vote standing as said.
        expect(plea.claims, plea.speech).toEqual([]);
        // It points at nobody: its vote goes elsewhere than its accuser's seat, and pointing at one seat while voting another reads as two minds.
        expect(plea.speech.replace(/[^.!?]*\bvote\b[^.!?]*[.!?]/g, ''), plea.speech).not.toMatch(/\bP\d/);
      }
      // Voting its accuser, it points at that seat; the pack never at a partner.
      const pointing = await lastCall(cornered('villager', [], 1), seed);
      expect(pointing.speech.replace(/[^.!?]*\bvote\b[^.!?]*[.!?]/g, ''), pointing.speech).toMatch(/Seat 1 \(P1\)|\bP1\b/);
      const partner = await lastCall(cornered('werewolf', [1, 10, 11], 1), seed);
      expect(partner.speech.replace(/[^.!?]*\bvote\b[^.!?]*[.!?]/g, ''), partner.speech).not.toMatch(/\bP1\b/);
    }
  });
});

describe('a fake seer cornered at the last call (a wolf game at 80x24: "It was a hunch about our sheriff", said of the seat it had called a werewolf)', () => {
  it('keeps its vote on the seat its claimed check called evil, never as a hunch or a feeling', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'werewolf', [9, 10, 11]);
      p.speech(6, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'werewolf' }, { kind: 'vote', target: 4 }]);
      p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }, { kind: 'vote', target: 6 }]);
      for (const s of [1, 2, 3]) p.speech(s, [{ kind: 'suspect', target: 4 }, { kind: 'vote', target: 4 }]);
      const { speech, claims } = await lastCall(p, seed);
      expect(speech).not.toBe('');
      // Its vote stands on Seat 6, said again or not (its own check is no reason to cite).
      expect(claims.filter((c) => c.kind === 'vote'), speech).not.toContainEqual(expect.not.objectContaining({ target: 6 }));
      expect(speech, speech).not.toMatch(/\b(?:hunch|feeling|gut|lean)\b/i);
    }
  });
});

describe('an answer to several seats at once (relay game: "As for your question, Wren, Katya, Mira, Greta and Vera: … My check on you last night came back good")', () => {
  it('names the seat it checked, never "you", which would be any of the askers', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'seer');
      p.myCheck(1, 'werewolf');
      p.night([9]);
      for (const s of [1, 2, 3]) p.speech(s, [{ kind: 'ask', target: 4, about: 'check' }]);
      const { speech, claims } = await speak(p, seed);
      expect(claims).toContainEqual({ kind: 'check', target: 1, result: 'werewolf' });
      expect(speech).toContain('Seat 1 (P1)');
      expect(speech, speech).not.toMatch(/\b(?:on you|you (?:came|are|were)|checked you)\b/i);
    }
  });
});

describe('a god that claimed on an earlier day', () => {
  it('does not announce its role again each day with nothing new (a hunter said "I\'m the hunter" day after day)', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'hunter');
      p.speech(4, [{ kind: 'role', role: 'hunter' }]);
      p.day = 2;
      p.night([9]);
      p.speech(2, [{ kind: 'suspect', target: 6 }]);
      const { claims } = await speak(p, seed);
      expect(claims.filter((c) => c.kind === 'role')).toEqual([]);
    }
  });
});

describe('"your case" asked by the seat that went after this one', () => {
  // A relay reader accused Priya and asked her, in the claims, about "case" with itself as the subject, meaning
  // "answer the case against you"; the bot answered "Vera, fair question: I have no case against you".
  it('is answered by the defence: the seat answers the case against it, not its case against the asker', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 4, 'villager');
      p.vote(4, 5).vote(1, 5).vote(2, 5);
      p.night([6]);
      p.speech(1, [{ kind: 'suspect', target: 4 }, { kind: 'ask', target: 4, about: 'case', subject: 1 }]);
      const { speech } = await speak(p, seed);
      const answer = answerOf(speech);
      expect(answer, speech).toBeDefined();
      // Before: "there is nothing against you on my side", then the defence after it, as another point.
      expect(answer, speech).not.toMatch(/no case against you|nothing against you/i);
      expect(answer, speech).toMatch(/^you (?:accused|pointed at|went after) me/);
    }
  });
});

describe('why a good seat believes a claimant', () => {
  // Played (werewolf, seed 8123): Seat 8, a wolf, claimed the seer and called Mira a werewolf; Jonah counter-claimed.
  // Mira said "I believe Jonah is the seer, because Seat 8 came out as the seer today": a rival's claim is no reason.
  it('a seat the rival called evil gives that lie as its reason, never the rival\'s claim alone', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf', 5, 'villager');
      p.speech(8, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 5, result: 'werewolf' }]);
      p.speech(4, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'good' }]);
      const { speech } = await speak(p, seed);
      if (process.env.SHOWME) console.log(speech);
      // Nor its claim as the case against it ("Here's the punch: Seat 8 claimed to be the seer").
      expect(speech).not.toMatch(/Seat 8 \(P8\) (?:came out as|claimed to be) the seer/);
      const trust = speech.split(/(?<=[.!?]) /).find((s) => /Seat 4 \(P4\)/.test(s) && /seer/.test(s) && !/Seat 8/.test(s.split('Seat 4')[0]!));
      if (trust && /because|since|given that/.test(trust)) expect(trust, speech).toMatch(/Seat 8 \(P8\) (?:called|reported|said)/);
      // It knows which claimant lies: never unsure between them.
      expect(speech).not.toMatch(/cannot be sure yet|can't prove yet which|Nothing yet decides|settle it between/i);
    }
  });
});

// Playing a wolf at 80x24 (werewolf-9), I asked Ada why she had named Jonah; she answered "I read Jonah as good, because
// today, Jonah claimed to be the seer": a claim given as its own proof. Unopposed, it is said as the claim nobody has
// countered; countered, it is no reason at all.
describe('asked about a claimant, a seat that reads it as good', () => {
  it('gives its claim as one nobody has countered, never as proof by itself; a countered claim not at all', async () => {
    for (const seed of SEEDS) {
      const p = new Position('werewolf-9', 4, 'villager');
      p.speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'good' }]);
      p.speech(1, [{ kind: 'ask', target: 4, about: 'read', subject: 7 }]);
      const { speech } = await speak(p, seed);
      const answer = answerOf(speech) ?? '';
      if (/because Seat 7 \(P7\) (?:claimed to be|came out as) the seer/.test(answer)) expect(answer, speech).toMatch(/nobody has countered it/);
      const q = new Position('werewolf-9', 4, 'villager');
      q.speech(7, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'good' }]);
      q.speech(8, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 3, result: 'good' }]);
      q.speech(1, [{ kind: 'ask', target: 4, about: 'read', subject: 7 }]);
      const countered = answerOf((await speak(q, seed)).speech) ?? '';
      expect(countered).not.toMatch(/because (?:today, )?Seat 7 \(P7\) (?:claimed to be|came out as) the seer(?:,? (?:today|earlier today))?[.;]/);
    }
  });
});
