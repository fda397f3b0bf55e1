// Issue 22, build item 8 (speak like a person at a table): an answer speaks to the asker as "you", a
// day-late answer says so, a sentence the table has heard is not said again by the next seat, and a
// seat's own claim is never the reason it gives about another seat.
import { describe, expect, it } from 'vitest';
import { render, sentenceKey, SpeechMemory, splitSentences } from '../../src/players/scripted/speech/index.js';
import { toYou } from '../../src/players/scripted/speech/address.js';
import { Chooser, group } from '../../src/players/scripted/speech/choose.js';
import { Rng } from '../../src/engine/rng.js';
import { dateLast, inClause, placed } from '../../src/players/scripted/speech/dates.js';
import { lead, leadFits } from '../../src/players/scripted/speech/compose.js';
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

  it('puts a second verb of the seat, joined by ", and", in the second person too; a new subject after "and" keeps its verb', () => {
    expect(toYou('Katya came in behind Bo on me, and gets the same answer.', 'Katya')).toBe('You came in behind Bo on me, and get the same answer.');
    expect(toYou('Katya said the same of me, and hears the same answer: I am not mafia.', 'Katya')).toBe('You said the same of me, and hear the same answer: I am not mafia.');
    expect(toYou('Katya has spoken, and has said nothing.', 'Katya')).toBe('You have spoken, and have said nothing.');
    expect(toYou('Katya voted Bo, and Bo is dead.', 'Katya')).toBe('You voted Bo, and Bo is dead.');
    expect(toYou('Katya voted Bo, and votes like that decide days.', 'Katya')).toBe('You voted Bo, and votes like that decide days.');
    expect(toYou('I voted Katya, and gets nothing back.', 'Katya')).toBe('I voted you, and gets nothing back.');
    // Read where the swaps before it left the subject: a label longer than "you" moves it back.
    expect(toYou('I trust Seat 3 (Nell) and like Seat 3 (Nell) a lot, but Seat 3 (Nell) voted Bo, and gets nothing.', 'Seat 3 (Nell)')).toBe('I trust you and like you a lot, but you voted Bo, and get nothing.');
    // Only in the sentence that swapped the subject.
    expect(toYou('Katya voted Bo. Ada is quiet, and gets nothing.', 'Katya')).toBe('You voted Bo. Ada is quiet, and gets nothing.');
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

  it("says the answer's own case to the asker even when it is about another seat: never 'Oskar, since you ask: Oskar accused Wren'", () => {
    // Bo (2) asked; the answer is a case on Di (4) that rests on Bo's own accusation of Di.
    const because: Evidence[] = [{ kind: 'accusation', n: 5, day: 2, by: 2, target: 4 }];
    for (let seed = 0; seed < 60; seed++) {
      const plan: SpeechPlan = {
        context: 'discussion',
        acts: [{ act: 'answer', to: 2, about: 'read', reply: { kind: 'lead', acts: 2 } }, { act: 'accuse', target: 4, strength: 'hunch', because }, { act: 'vote_intent', target: 4, because: [], lean: true }],
      };
      const r = render(plan, renderCtx('werewolf', seed, seed, 2));
      const [first, ...rest] = splitSentences(r.text);
      // The asker is called once, in the lead-in; its accusation is "you accused…" after it.
      const after = [first!.slice(first!.indexOf(label(2)) + label(2).length), ...rest].join(' ');
      expect(after.includes(label(2)), r.text).toBe(false);
    }
    // Once the answer is said, a case on another seat names the asker again (the speech has turned from it).
    const plan: SpeechPlan = {
      context: 'discussion',
      acts: [{ act: 'answer', to: 2, about: 'read', reply: { kind: 'lead', acts: 1 } }, { act: 'accuse', target: 4, strength: 'hunch', because: [] }, { act: 'accuse', target: 5, strength: 'sure', because: [{ kind: 'accusation', n: 6, day: 2, by: 2, target: 5 }] }],
    };
    const said = [0, 1, 2, 3, 4, 5].map((seed) => render(plan, renderCtx('werewolf', seed, seed, 2)).text);
    expect(said.some((t) => splitSentences(t).slice(1).some((x) => x.includes(label(2)))), said.join('\n')).toBe(true);
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

describe('a speech says a sentence once', () => {
  it('even behind two lead-ins ("Gently, now, remember that…" then "Remember that…": seed 9551, werewolf-9)', () => {
    const memory = new SpeechMemory().absorb([start], 1);
    const ch = new Chooser(new Rng(1), memory, ['Gently, now,']);
    ch.keep(`Gently, now, remember that ${label(3)} claimed to be the seer.`);
    const out = ch.choose([group(1, () => [`Remember that ${label(4)} claimed to be the seer.`])]);
    const key = (x: string) => sentenceKey(withoutLead(x), memory.names);
    expect(out.length).toBe(1);
    expect(key(out[0]!), out[0]).not.toBe(key(`Remember that ${label(3)} claimed to be the seer.`));
  });
});

describe('a speech says four words in a row once', () => {
  it('a way that repeats a run of the speech is taken only when no other way is new ("Small things add up." then "Small things add up; keep adding.")', () => {
    for (let seed = 0; seed < 20; seed++) {
      const memory = new SpeechMemory().absorb([start], 1);
      const ch = new Chooser(new Rng(seed), memory, []);
      ch.keep('Small things add up.');
      expect(ch.echoes(['Small things add up; keep adding.'])).toBe(true);
      expect(ch.echoes([`${label(3)} voted ${label(4)}, and ${label(4)} voted ${label(3)}.`])).toBe(false);
      const out = ch.choose([group(3, (i) => [['Small things add up; keep adding.', 'Keep watching the tide.', 'Goodbye, quietly.'][i]!])]);
      expect(out[0]).not.toMatch(/add up/);
      // With no other way, the echo is still said: nothing is left unsaid for it.
      ch.keep('I am the seer.');
      const only = ch.choose([group(1, () => ['I am the seer, so whatever they say, they are not.'])]);
      expect(only).toEqual(['I am the seer, so whatever they say, they are not.']);
    }
  });
});

describe('a speech opens two sentences on one lead-in at most once', () => {
  it('"Gently, now: Cy came back good. Gently, now: Di came back a werewolf." (mafia-classic seed 5858) is an echo; two seats addressed by name are not', () => {
    const memory = new SpeechMemory().absorb([start], 1);
    const ch = new Chooser(new Rng(1), memory, []);
    ch.keep('Gently, now: Cy came back good.');
    expect(ch.echoes(['Gently, now: Di came back a werewolf.'])).toBe(true);
    expect(ch.echoes(['Di came back a werewolf when I checked them on night 2.'])).toBe(false);
    // A one-word lead-in counts ("Yesterday, …" twice); a name before a comma is the seat spoken to, not a lead-in.
    ch.keep('Yesterday, Cy voted Di.');
    expect(ch.echoes(['Yesterday, Di voted Ed.'])).toBe(true);
    ch.keep('Cy, you voted Di.');
    expect(ch.echoes(['Di, why Ed?'])).toBe(false);
  });
});

describe('a short tag is said once a speech, as a lead-in or as a tail', () => {
  it('"Sourced and checked: Cy came back a werewolf. I\'m voting Cy, sourced and checked." (seer game at 80x24, seed 1208960) is an echo', () => {
    const memory = new SpeechMemory().absorb([start], 1);
    const ch = new Chooser(new Rng(1), memory, []);
    ch.keep('Sourced and checked: Cy came back a werewolf.');
    expect(ch.echoes(["I'm voting Cy, sourced and checked."])).toBe(true);
    expect(ch.echoes(["I'm voting Cy, and I will see it through."])).toBe(false);
    // A tail said twice is one too; a single word after a comma is no tag ("…, Cy.").
    ch.keep("I'm voting Cy, on the record.");
    expect(ch.echoes(['Di voted Ed, on the record.'])).toBe(true);
    expect(ch.echoes(['The one I trust least is Di, though.'])).toBe(false);
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

describe('a fact after "since" or "because"', () => {
  it('says its date last, so the date is not read as the reason\'s ("since yesterday, you voted me")', () => {
    expect(dateLast('yesterday, you voted me')).toBe('you voted me yesterday');
    expect(dateLast('on day 2, Bo and Di both voted Cy')).toBe('Bo and Di both voted Cy on day 2');
    // Two facts: the first date goes to the first fact, each keeping its own ("since yesterday, I voted Jonah, and …" read
    // as "since yesterday": mafia, 80x24, seed 1230101). A longer list keeps its dates where they are.
    expect(dateLast('yesterday, Bo voted Cy, and Di accused Bo today')).toBe('Bo voted Cy yesterday, and Di accused Bo today');
    expect(dateLast('yesterday, Bo voted Cy, Di voted Ed, and Di accused Bo today')).toBe('yesterday, Bo voted Cy, Di voted Ed, and Di accused Bo today');
    expect(dateLast('Bo voted Cy yesterday')).toBe('Bo voted Cy yesterday');
  });

  it('never joins a dated fact as "since yesterday, …" in rendered speech', () => {
    const because: Evidence[] = [{ kind: 'vote', n: 3, day: 1, voter: 4, target: 1, ballot: 'banish' }];
    for (let seed = 0; seed < 80; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'sure', because }] }, renderCtx('werewolf', seed, seed, 2));
      expect(r.text, r.text).not.toMatch(/\b(?:since|because|given that|as) (?:yesterday|on day \d+|earlier today|last night),/i);
    }
  });

  it('nor in the talk of seeded games: an answer about a ballot, a vote moved with a word on the new seat', async () => {
    // "I voted Jonah yesterday, because yesterday, Jonah voted Bruno"; "…putting it on Wren, given that yesterday, Wren voted
    // Oskar" (werewolf, 80x24, seed 1230901). 60 werewolf games (seed 1231301): 8 such sentences before, 0 since.
    const { seededGames } = await import('./seeded-talk.js');
    const said: string[] = [];
    for (const preset of ['werewolf', 'mafia-classic']) {
      for await (const g of seededGames(preset, 60)) {
        for (const e of g.speeches) if (/\b(?:since|because|given that) (?:yesterday|on day \d+|earlier today|last night|today), [A-Z]/.test(String(e.text))) said.push(`${preset} ${g.i}: ${e.text}`);
      }
    }
    expect(said).toEqual([]);
  }, 300_000);
});

describe('a fact carried on from a word ("the beat changed when …", "the evidence shows …")', () => {
  it('says its date last and a retold case\'s "as Vera put it" after it', () => {
    expect(inClause('yesterday, Bo voted Cy')).toBe('Bo voted Cy yesterday');
    expect(inClause('as Vera put it today, one of Ada and Iris is lying')).toBe('one of Ada and Iris is lying, as Vera put it today');
    expect(inClause('as Vera said, Ada and Iris cannot both be telling the truth')).toBe('Ada and Iris cannot both be telling the truth, as Vera said');
    // A list keeps its order: moving the "as" to the end would hand Vera the other facts too.
    expect(inClause('as Vera said, Ada and Iris cannot both be right, and Bo voted Cy')).toBe('as Vera said, Ada and Iris cannot both be right, and Bo voted Cy');
    expect(placed('The beat changed when {evidence}.', 'yesterday, Bo voted Cy')).toBe('Bo voted Cy yesterday');
    expect(placed('The evidence shows {evidence}.', 'as Vera put it, one of Ada and Iris is lying')).toBe('one of Ada and Iris is lying, as Vera put it');
    // At the head of a sentence or after a colon the fact is said as it is.
    expect(placed('consider this: {evidence}', 'yesterday, Bo voted Cy')).toBe('yesterday, Bo voted Cy');
    expect(placed('{evidence}, like most of us', 'yesterday, Bo voted Cy')).toBe('yesterday, Bo voted Cy');
  });

  it('never says "when yesterday, …" or "shows as Vera said, …" in rendered speech, whatever the persona', () => {
    const because: Evidence[] = [{ kind: 'vote', n: 3, day: 1, voter: 4, target: 1, ballot: 'banish' }];
    let spoken = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'sure', because }] }, renderCtx('werewolf', seed, seed, 2));
      spoken++;
      expect(r.text, r.text).not.toMatch(/\b(?:when|shows|that|says|is) (?:yesterday|on day \d+|earlier today|last night|today),/i);
    }
    expect(spoken).toBe(200);
  });
});

describe('asking a seat about a ballot it held back', () => {
  const held: Evidence[] = [{ kind: 'vote', n: 3, day: 1, voter: 4, target: null, ballot: 'banish' }];
  it('says the held ballot as shared when the asker held back too, never as a mark on the seat', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const [together, said] of [['all', 'as we all did'], ['most', 'as most of us did'], ['me', 'as I did']] as const) {
        const r = render({ context: 'discussion', acts: [{ act: 'ask_vote', target: 4, because: held, together }] }, renderCtx('mafia', seed, seed, 2));
        expect(r.text, r.text).toContain(said);
        expect(r.text, r.text).toMatch(/you (?:held back a vote|voted to skip|abstained) yesterday/);
        expect(r.text, r.text).not.toMatch(/need more than that|still can't place you|nothing from you yet/);
      }
    }
  });

  it("claims a question about where the seat leans now when the ballot was cast as most did, not about why it voted (relay: 'asked why you voted Katya')", () => {
    const cast: Evidence[] = [{ kind: 'vote', n: 3, day: 1, voter: 4, target: 1, ballot: 'banish' }];
    for (let seed = 0; seed < 10; seed++) {
      const shared = render({ context: 'discussion', acts: [{ act: 'ask_vote', target: 4, because: cast, together: 'most' }] }, renderCtx('werewolf', seed, seed, 2));
      expect(shared.claims).toContainEqual({ kind: 'ask', target: 4, about: 'read' });
      const own = render({ context: 'discussion', acts: [{ act: 'ask_vote', target: 4, because: cast }] }, renderCtx('werewolf', seed, seed, 2));
      expect(own.claims).toContainEqual({ kind: 'ask', target: 4, about: 'vote', subject: 1 });
    }
  });

  it('reads who held back with the seat: the whole round, three in four of it, the asker, or nobody', async () => {
    const { heldWith } = await import('../../src/players/scripted/speech/shared-ballot.js');
    const ballot = (voter: number, target: number | null) => ({ voter, target, day: 1, ballot: 'banish', ev: { kind: 'vote', n: voter, day: 1, voter, target, ballot: 'banish' } });
    const k = (votes: ReturnType<typeof ballot>[]) => ({ me: 1, votes }) as never;
    const e = held[0]!;
    expect(heldWith(k([1, 2, 3, 4, 5].map((v) => ballot(v, null))), e)).toBe('all');
    expect(heldWith(k([ballot(1, 2), ...[2, 3, 4, 5].map((v) => ballot(v, null))]), e)).toBe('most');
    expect(heldWith(k([ballot(1, null), ballot(2, 3), ballot(3, 2), ballot(4, null), ballot(5, 2)]), e)).toBe('me');
    expect(heldWith(k([ballot(1, 2), ballot(2, 3), ballot(3, 2), ballot(4, null), ballot(5, 2)]), e)).toBeUndefined();
  });
});

describe('a lead-in', () => {
  it('is not put before a sentence that already says its words ("I\'m afraid, I\'m afraid I don\'t believe …")', () => {
    expect(lead("I'm afraid,", "I'm afraid I don't believe Hugo is the seer.")).toBe("I'm afraid I don't believe Hugo is the seer.");
    expect(lead('Now then,', "Let's vote.")).toBe("Now then, let's vote.");
    // Words inside other words are not the lead-in's: "Oh dear," still leads "Dearly as I like you…".
    expect(lead('Oh dear,', 'Dearly as I like you, I vote Bo.')).toBe('Oh dear, dearly as I like you, I vote Bo.');
  });
});

describe('last words', () => {
  it('close on the farewell, with no persona aside beside it ("Go get them, kids. Keep your chin down.")', async () => {
    const { loadPersonasCached } = await import('../../src/personas/load.js');
    const { FAREWELL } = await import('../../src/players/scripted/speech/lines.js');
    // An address word said earlier in the speech is dropped from the farewell ("…, folks. That's the end of my broadcast."): vocatives.ts.
    const norm = (x: string) => x.toLowerCase().replace(/[^a-z ]/g, '').replace(/\b(?:folks|love|dears?|kids?|my friends?|pet|crew)\b/g, '').replace(/\s+/g, ' ').trim();
    let asides = 0;
    for (let seed = 0; seed < 300; seed++) {
      const ctx = renderCtx('werewolf', seed, seed, 2);
      const farewells = new Set([...ctx.persona.speech.farewell, ...FAREWELL].map(norm));
      const plan: SpeechPlan = { context: 'last_words', acts: [{ act: 'accuse', target: 4, strength: 'sure', because: [{ kind: 'vote', n: 3, day: 1, voter: 4, target: 1, ballot: 'banish' }] }, { act: 'farewell' }] };
      const sentences = splitSentences(render(plan, ctx).text);
      const aside = ctx.persona.speech.asides.map(norm);
      if (sentences.some((x) => aside.includes(norm(x)))) asides++;
      // The last sentence is a farewell, whole or led in ("Well, good luck to you all.").
      expect([...farewells].some((f) => norm(sentences.at(-1)!).endsWith(f)), sentences.join(' | ')).toBe(true);
    }
    // Last words close on the farewell alone: an aside of pure voice beside it read as a line bolted on (render.ts flavour).
    expect(asides).toBe(0);
  });

  it('close on the farewell, after the case and the answer', () => {
    for (let seed = 0; seed < 30; seed++) {
      const plan: SpeechPlan = { context: 'last_words', acts: [{ act: 'farewell' }, { act: 'accuse', target: 4, strength: 'sure', because: [{ kind: 'vote', n: 3, day: 1, voter: 4, target: 1, ballot: 'banish' }] }] };
      const r = render(plan, renderCtx('werewolf', seed, seed, 2));
      const sentences = splitSentences(r.text);
      // The case comes first: the seat it names is in the opening sentence, and the farewell after it names nobody.
      expect(sentences[0]!.includes(label(4)), r.text).toBe(true);
      expect(sentences[sentences.length - 1]!.includes(label(4)), r.text).toBe(false);
    }
  });
});

describe('a change of vote after a fact that clears the old seat', () => {
  it('says the fact moves it off the old seat, never that the fact is the reason for the new one', () => {
    const claim: Evidence = { kind: 'role_claim', n: 9, day: 2, seat: 7, role: 'hunter' };
    for (let seed = 0; seed < 40; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'changed_mind', from: 7, to: 9, because: [claim] }] }, renderCtx('werewolf', seed, seed, 2));
      expect(r.text, r.text).not.toMatch(/\b(?:because|since|given that)\b/);
      expect(r.text.indexOf(label(7)), r.text).toBeLessThan(r.text.indexOf(label(9)));
      expect(r.claims).toContainEqual({ kind: 'vote', target: 9 });
    }
  });

  it("a claim made twice in a day is one fact ('Bruno claimed to be the seer, and Bruno claimed to be the seer, so Bruno is off my list')", () => {
    const first: Evidence = { kind: 'role_claim', n: 9, day: 2, seat: 7, role: 'seer' };
    const again: Evidence = { ...first, n: 14 };
    for (let seed = 0; seed < 40; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'changed_mind', from: 7, to: 9, because: [first, again] }] }, renderCtx('werewolf', seed, seed, 2));
      expect(r.text.match(/\bthe seer\b/g)?.length, r.text).toBe(1);
    }
  });

  it("moved by another seat's case today, takes it up by name, never as its own reason ('given that Katya pointed at Ada')", () => {
    const accused: Evidence = { kind: 'accusation', n: 9, day: 2, by: 5, target: 9 };
    for (let seed = 0; seed < 40; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'changed_mind', from: 7, to: 9, because: [accused] }] }, renderCtx('werewolf', seed, seed, 2));
      expect(r.text, r.text).not.toMatch(/\b(?:because|since|given that|seeing as)\b/);
      expect(r.text, r.text).toContain(label(5));
      expect(r.claims).toContainEqual({ kind: 'vote', target: 9 });
    }
  });
});

describe('a lead-in that calls the whole table', () => {
  it('never goes before words said to one seat (relay game: "Everybody, I\'m voting you")', () => {
    expect(leadFits('Okay, everybody,', "I'm voting you.")).toBe(false);
    expect(leadFits('Hot take, folks:', 'Your vote on Ada puzzles me.')).toBe(false);
    expect(leadFits('Okay, everybody,', "I'm voting Ada.")).toBe(true);
    expect(leadFits('Frankly,', "I'm voting you.")).toBe(true);
  });
});
