// A seat with a name and a persona is spoken of as the persona's own text speaks of it ("I looked at Nell, and she is
// a werewolf"), never as "they": a blind reader picked the bots out by "I'd like to hear them speak" said of Ada.
// Any other seat (the person's, a model's under a name of its own) is "they"; a pronoun changes words only.
import fc from 'fast-check';
import * as G from '../../src/players/scripted/speech/lines.js';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../src/engine/view.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { pronounOfSeat, rememberPronouns, seatPronouns } from '../../src/personas/pronouns.js';
import type { Pronoun } from '../../src/personas/schema.js';
import { RandomPlayer } from '../../src/players/random.js';
import { toYou } from '../../src/players/scripted/speech/address.js';
import { agree, fill } from '../../src/players/scripted/speech/compose.js';
import { render, renderTeam, splitSentences } from '../../src/players/scripted/speech/index.js';
import type { Act } from '../../src/players/scripted/speech/plan.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { createTable } from '../../src/table/setup.js';
import { NAMES, plan, renderCtx, teamAct } from '../helpers/speech-plans.js';
import { seededGames } from './seeded-talk.js';

describe('a seat', () => {
  rememberPronouns(loadPersonasCached());

  it("is spoken of by its persona's pronoun only when it sits as that persona under its name", () => {
    expect(pronounOfSeat({ seat: 1, name: 'Ada', persona: 'ada' })).toBe('she');
    expect(pronounOfSeat({ seat: 1, name: 'Bruno', persona: 'bruno' })).toBe('he');
    expect(pronounOfSeat({ seat: 1, name: 'Wren', persona: 'wren' })).toBe('they');
    // The person, even under a persona's name; a model seat under a name of its own; a persona nobody knows.
    expect(pronounOfSeat({ seat: 1, name: 'Ada', persona: 'human' })).toBe('they');
    expect(pronounOfSeat({ seat: 1, name: 'Claude', persona: 'ada' })).toBe('they');
    expect(pronounOfSeat({ seat: 1, name: 'Zed', persona: 'zed' })).toBe('they');
  });

  it("of the person is 'they' at a table, whatever the name; the bots' seats are their personas'", () => {
    const table = createTable({ preset: 'werewolf', seed: 7, human: { seat: 2, name: 'Nell', participant: new RandomPlayer(3) } });
    const pronouns = seatPronouns([{ type: 'game_started', seats: table.seats }]);
    expect(pronouns.get(2)).toBe('they');
    for (const s of table.seats.filter((x) => x.seat !== 2)) expect(pronouns.get(s.seat), s.name).toBe(table.personasBySeat.get(s.seat)!.identity.pronouns);
  });
});

describe('the lines', () => {
  it('fill pronoun slots with the verb agreeing', () => {
    expect(agree('she', 'are')).toBe('is');
    expect(agree('he', 'have')).toBe('has');
    expect(agree('he', 'hold')).toBe('holds');
    expect(agree('she', 'watch')).toBe('watches');
    expect(agree('they', 'are')).toBe('are');
    const line = '{target}: {they_are} finished; I checked {them}, {their} claim is {theirs}, and {they} will hold the badge {themselves}';
    expect(fill(line, { target: 'X', pronoun: 'she' })).toBe('X: she is finished; I checked her, her claim is hers, and she will hold the badge herself');
    expect(fill(line, { target: 'X', pronoun: 'he' })).toBe('X: he is finished; I checked him, his claim is his, and he will hold the badge himself');
    // No pronoun known: "they", as before.
    expect(fill(line, { target: 'X' })).toBe('X: they are finished; I checked them, their claim is theirs, and they will hold the badge themselves');
  });

  it('say no present-tense verb after a bare {they}: it would not agree with "he" or "she"', () => {
    // "…I'll float Tomas and see how he answer" (a wolf game at 80x24, werewolf-9, seed 1280901).
    const present = /\{they\} (?!(?:can|could|will|would|should|may|might|must|had|did|was|were|told|shot|said|made|gave|took|saw|knew|put|got|[a-z]+ed)\b)[a-z]+/;
    expect(Object.values(G).flat(2).filter((l): l is string => typeof l === 'string' && present.test(l))).toEqual([]);
  });
});

/** Seat 2 (Bo) spoken of as "she", seat 3 (Cy) as "he", seat 4 (Di) as "they" (the person's seat, say). */
const PRONOUNS = new Map<number, Pronoun>(NAMES.map((_, i) => [i + 1, i === 1 ? 'she' : i === 2 ? 'he' : 'they']));
const ctxOf = (persona: number, seed: number) => ({ ...renderCtx('werewolf', persona, seed, 2), pronouns: PRONOUNS });
const THEY = /\b(?:they|them|their|theirs|themselves)\b/i;

/** The sentences of `act` said by each persona over many seeds. */
function said(act: Act): string[] {
  const out: string[] = [];
  for (let seed = 0; seed < 160; seed++) out.push(...splitSentences(render({ context: 'discussion', acts: [act] }, ctxOf(seed, seed)).text));
  return out;
}

describe('a bot speaking of a seat', () => {
  it('says "she is" and "her" of a "she" seat, never "they are" or "them"', () => {
    const reports = said({ act: 'report_check', target: 2, bad: true, night: 1 });
    const leans = said({ act: 'lean', target: 2, because: [] });
    for (const s of [...reports, ...leans]) expect(s).not.toMatch(THEY);
    expect(reports.some((s) => /\bshe is a werewolf\b/.test(s))).toBe(true);
    expect(reports.some((s) => /\bchecked her\b/.test(s))).toBe(true);
    expect(leans.some((s) => /\bhear her speak\b/.test(s))).toBe(true);
  });

  it('says "he is" and "him" of a "he" seat', () => {
    const reports = said({ act: 'report_check', target: 3, bad: false, night: 1 });
    for (const s of reports) expect(s).not.toMatch(THEY);
    expect(reports.some((s) => /\bhe is good\b/.test(s))).toBe(true);
    expect(reports.some((s) => /\bchecked him\b/.test(s))).toBe(true);
  });

  it('keeps "they" for a "they" seat (the person\'s)', () => {
    const reports = said({ act: 'report_check', target: 4, bad: true, night: 1 });
    for (const s of reports) expect(s).not.toMatch(/\b(?:she|he|her|him|his)\b/);
    expect(reports.some((s) => /\bthey are a werewolf\b/.test(s))).toBe(true);
  });

  it('in team chat, says what kind of kill a "she" seat is in her pronoun ("the table trusts her")', () => {
    const ctx = (seed: number) => ({ ...ctxOf(seed, seed), phase: 'night' as const, teamAlive: 2 });
    const out: string[] = [];
    for (let seed = 0; seed < 60; seed++) {
      for (const why of ['threat', 'claimed', 'trusted', 'sheriff', 'quiet'] as const) out.push(renderTeam({ act: 'propose_kill', target: 2, because: [], why }, ctx(seed)));
    }
    for (const s of out) expect(s).not.toMatch(THEY);
    expect(out.some((s) => /\b(?:she is|she holds|her|she will)\b/.test(s))).toBe(true);
  });
});

// Pronoun and verb that disagree ("she are", "he were a", "they is"), anywhere in a sentence.
const DISAGREE = /\b(?:(?:she|he) (?:are|were|have|do|don't|aren't|weren't|haven't)|they (?:is|was|has|does|doesn't|isn't|wasn't|hasn't|holds|dies|seems|looks))\b/i;

describe('random plans at a table of "she", "he" and "they" seats', () => {
  it('say no pronoun against its verb and leave no slot, in speeches and team chat', () => {
    const check = (text: string) => {
      for (const s of splitSentences(text)) {
        expect(s).not.toMatch(DISAGREE);
        expect(s).not.toMatch(/[{}]/);
      }
    };
    fc.assert(
      fc.property(fc.nat(), fc.nat(), plan(3), fc.array(teamAct(3), { minLength: 1, maxLength: 2 }), (persona, seed, p, team) => {
        check(render(p, { ...ctxOf(persona, seed), day: 3 }).text);
        check(renderTeam(team, { ...ctxOf(persona, seed), day: 3, phase: 'night', teamAlive: 2 }));
      }),
      { numRuns: 400, seed: 17 },
    );
  }, 300_000);
});

describe('toYou', () => {
  it('makes a "she" or "he" seat\'s pronouns "you" when it is the only seat named', () => {
    expect(toYou('I looked at Ada last night, and she is a werewolf.', 'Ada', 'she')).toBe('I looked at you last night, and you are a werewolf.');
    expect(toYou("I'm leaning Ada, and I would like to hear her speak.", 'Ada', 'she')).toBe("I'm leaning you, and I would like to hear you speak.");
    expect(toYou("Ada is the seer, so I'd hear her check before anything else.", 'Ada', 'she')).toBe("You are the seer, so I'd hear your check before anything else.");
    expect(toYou('Ada has had a say since I went after her, and I am not moved.', 'Ada', 'she')).toBe('You have had a say since I went after you, and I am not moved.');
    expect(toYou('Hugo is the seer, and I trust him; his checks hold.', 'Hugo', 'he')).toBe('You are the seer, and I trust you; your checks hold.');
    expect(toYou('Hugo is exposed; he holds the badge himself.', 'Hugo', 'he')).toBe('You are exposed; you hold the badge yourself.');
    // "they" as before; the other pronoun's words are another's ("the witch… her save").
    expect(toYou('I checked Ada, and they are good.', 'Ada', 'they')).toBe('I checked you, and you are good.');
    expect(toYou('The witch keeps her save for Hugo, and he knows it.', 'Hugo', 'he')).toBe('The witch keeps her save for you, and you know it.');
  });

  it('keeps the verb of another subject after a seat that follows a preposition', () => {
    // "what Nell said against you stand" (a seer game at 80x24, werewolf-9, seed 771205).
    expect(toYou('What Nell said against Luca stands, and I have nothing better.', 'Luca')).toBe('What Nell said against you stands, and I have nothing better.');
    expect(toYou('The case on Luca is thin.', 'Luca')).toBe('The case on you is thin.');
    expect(toYou('Luca is the seer.', 'Luca')).toBe('You are the seer.');
    expect(toYou('I think Luca is lying.', 'Luca')).toBe('I think you are lying.');
  });
});

describe('a check reported of a "she" or "he" seat', () => {
  it('is read as the check it is', () => {
    const seats = NAMES.map((name, i) => ({ seat: i + 1, name, alive: true }));
    const view = { seats, seat: 1 } as unknown as PlayerView;
    for (const text of ['I looked at Bo on night 2, and she is a werewolf.', 'I looked at Cy on night 2, and he is a werewolf.', 'Bo is a werewolf; I checked her last night.', 'Cy came up a werewolf when I checked him last night.']) {
      expect(werewolf.scanClaims(text, view), text).toContainEqual({ kind: 'check', target: text.includes('Bo') ? 2 : 3, result: 'werewolf' });
    }
  });
});


describe('seeded self-play', () => {
  it('says no pronoun against its verb, and never "they" in a check on a seat of a "she" or "he" persona', async () => {
    let shehe = 0;
    for (const [preset, games] of [['werewolf', 16], ['mafia', 12], ['werewolf-9', 12]] as const) {
      for await (const g of seededGames(preset, games)) {
        const personas = new Map(loadPersonasCached().map((p) => [p.id, p.identity.pronouns]));
        const start = g.events.find((e) => e.type === 'game_started')!;
        const pronoun = new Map((start.seats as { name: string; persona: string }[]).map((s) => [s.name, personas.get(s.persona) ?? 'they']));
        const talk = g.events.filter((e) => (e.type === 'speech' && e.vis === 'public') || e.type === 'wolf_proposal' || e.type === 'mafia_chat').map((e) => String(e.text ?? e.message ?? ''));
        for (const s of talk.flatMap(splitSentences)) {
          expect(s, `${preset} game ${g.i}`).not.toMatch(DISAGREE);
          // "I looked at Nell…, and they are a werewolf", "I checked them", said of a "she" or "he" persona's seat.
          const report = /\bI (?:looked at|checked|had a peek at|looked into) (\w+)[^.;]*?\b(?:and (?:they|she|he) (?:are|is|came back)|;)/.exec(s) ?? /^(\w+) (?:is|came up) [^;]*(?:;|when) I checked (them|her|him)\b/.exec(s);
          const name = report?.[1];
          if (name && pronoun.has(name) && pronoun.get(name) !== 'they') {
            expect(s, `${preset} game ${g.i}`).not.toMatch(/\b(?:they (?:are|came back)|checked them)\b/);
            shehe++;
          }
        }
      }
    }
    expect(shehe).toBeGreaterThan(5);
  }, 300_000);
});
