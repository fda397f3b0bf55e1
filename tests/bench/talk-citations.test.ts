import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { Rng } from '../../src/engine/rng.js';
import { checkSpeech, citationProblems, factsOf } from '../../src/bench/talk-citations.js';
import { talkGame } from '../../src/bench/talk-games.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { citeForms, gameWordsOf, memoryOf, render } from '../../src/players/scripted/speech/index.js';
import { retoldForms } from '../../src/players/scripted/speech/cite.js';
import { inClause } from '../../src/players/scripted/speech/dates.js';
import type { Act, Evidence } from '../../src/players/scripted/speech/plan.js';
import { createTable } from '../../src/table/setup.js';
import { evidenceBefore } from '../helpers/speech-evidence.js';
import { label, LogBuilder } from './talk-log.js';
import { namer, type NamedSeat } from '../../src/players/scripted/speech/names.js';
import { CHANGED_ON_CHECK, CHECK_FOLLOWED, VOTE_ON_CHECK } from '../../src/players/scripted/speech/lines.js';
import { fill, upperStart } from '../../src/players/scripted/speech/compose.js';

const VILLAGE = ['villager', 'seer', 'villager', 'werewolf', 'villager', 'werewolf'];
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];

/** A log with one of everything a speech can cite, up to day 3. */
function eventful(): LogBuilder {
  const b = new LogBuilder();
  b.add('role_assigned', { seat: 2, role: 'seer', team: 'village' }, { seats: [2] });
  b.vote(3, 1, 'sheriff');
  b.add('dawn', { dead: [5] });
  b.died([5], 'night');
  b.add('role_revealed', { seat: 5, role: 'villager', team: 'village' });
  b.say(2, 'x', [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'werewolf' }, { kind: 'vote', target: 4 }]);
  b.say(4, 'x', [{ kind: 'suspect', target: 2 }, { kind: 'trust', target: 6 }, { kind: 'vote', target: 2 }]);
  b.say(6, 'x', [{ kind: 'role', role: 'werewolf' }]);
  b.say(1, 'x', [{ kind: 'role', role: 'witch' }, { kind: 'acted', action: 'poisoned', target: 5 }]);
  b.vote(2, 4);
  b.vote(4, 6);
  b.vote(1, null);
  b.add('banish_tally', { round: 'vote', tally: [], banished: null, tied: [4, 6] });
  b.vote(3, 4, 'pk');
  b.died([4], 'banished');
  b.add('badge_passed', { from: 4, to: 2 });
  b.nextDay();
  b.add('seer_checked', { seat: 2, target: 1, result: 'good' }, { seats: [2] });
  b.add('dawn', { dead: [] });
  b.say(1, 'x', [], 'discussion');
  b.nextDay();
  b.add('dawn', { dead: [3] });
  b.died([3], 'night');
  return b;
}

describe('the citation checker', () => {
  it('finds each fact a speech cites in the log before it, in every wording the grammar has', () => {
    const b = eventful();
    const words = gameWordsOf(b.events);
    for (const speaker of [1, 2]) {
      const facts = evidenceBefore(b.events, b.events.length, speaker, words.evilRole);
      expect(new Set(facts.map((f) => f.kind))).toEqual(
        new Set(['vote', 'switch', 'role_claim', 'check_claim', 'action_claim', 'accusation', 'defence', 'confession', 'death', 'peaceful_night', 'badge', ...(speaker === 2 ? ['my_result'] : [])]),
      );
      for (const e of [...facts, { kind: 'contradiction', a: facts[0]!, b: facts[facts.length - 1]! } as Evidence]) {
        for (const form of citeForms(e, { me: speaker, label, day: 3, phase: 'day', words })) {
          const text = `I say this because ${form}.`;
          expect(checkSpeech(text, { speaker, day: 3, n: b.events.length, words }, b.events), text).toEqual([]);
          // Issue 22's "naming no fact" reads every wording as a fact, the seats labelled or named bare.
          expect(factsOf(text, { speaker, day: 3, n: b.events.length, words }, b.events).length, text).toBeGreaterThan(0);
        }
        for (const form of citeForms(e, { me: speaker, label: (s) => NAMES[s - 1]!, day: 3, phase: 'day', words })) {
          const text = `I say this because ${form}.`;
          const h = { speaker, day: 3, n: b.events.length, words, names: NAMES };
          expect(checkSpeech(text, h, b.events), text).toEqual([]);
          expect(factsOf(text, h, b.events).length, text).toBeGreaterThan(0);
        }
      }
    }
  });

  it('says a ballot on oneself as one, and reads it back as the vote it was', () => {
    // "Seat 1 put a vote on Seat 1 yesterday" read as a slip of the program (a person's misclick, mafia at 80x24, seed 771204).
    const b = new LogBuilder();
    b.vote(3, 3);
    b.vote(2, 3, 'sheriff');
    b.vote(2, 2, 'sheriff');
    b.nextDay();
    const words = gameWordsOf(b.events);
    for (const speaker of [1, 2, 3]) {
      const selfVotes = evidenceBefore(b.events, b.events.length, speaker, words.evilRole).filter((e) => e.kind === 'vote' && e.voter === e.target);
      expect(selfVotes).toHaveLength(2);
      for (const e of selfVotes) {
        for (const you of [undefined, 2, 3]) {
          for (const form of citeForms(e, { me: speaker, label, day: 2, phase: 'day', words, ...(you !== undefined ? { you } : {}) })) {
            // "You" is the seat the speech calls.
            const text = `${you !== undefined ? `${label(you)}, ` : ''}I say this because ${form}.`;
            expect(text).toMatch(/\b(?:myself|yourself|themselves)\b/);
            expect(text).not.toMatch(/Seat (\d) \(\w+\) (?:voted|put a vote on) Seat \1\b/);
            const h = { speaker, day: 2, n: b.events.length, words };
            expect(checkSpeech(text, h, b.events), text).toEqual([]);
            expect(factsOf(text, h, b.events).map((x) => x.kind), text).toEqual(['vote']);
          }
        }
      }
    }
  });

  it('reads an undated fact after a dated one in its sentence as of that date, or of today', () => {
    // "I voted Di yesterday, and Di turned out to be a werewolf": the second fact's date is the first's (cite.ts afterSameDay).
    const b = new LogBuilder();
    b.say(2, 'x', [{ kind: 'role', role: 'seer' }]);
    b.vote(1, 4);
    b.died([4], 'banished');
    b.add('role_revealed', { seat: 4, role: 'werewolf', team: 'wolves' });
    b.nextDay();
    b.say(3, 'x', [{ kind: 'suspect', target: 2 }]);
    const words = gameWordsOf(b.events);
    const h = { speaker: 1, day: 2, n: b.events.length, words };
    for (const ok of [
      `I voted ${label(4)} yesterday, and ${label(4)} turned out to be a werewolf.`,
      `${label(2)} claimed to be the seer yesterday, and ${label(3)} accused ${label(2)}.`,
      `${label(3)} accused ${label(2)} today, and ${label(3)} accused ${label(2)}.`,
      `${label(2)} claimed to be the seer yesterday, and still ${label(4)} turned out to be a werewolf.`,
      `${label(2)} claimed to be the seer yesterday, but I voted ${label(4)}.`,
    ])
      expect(checkSpeech(ok, h, b.events), ok).toEqual([]);
    // Neither that date nor today's: not in the log. Nor a date carried over a sentence's end.
    for (const bad of [`I voted ${label(4)} yesterday, and ${label(3)} voted ${label(2)}.`, `${label(3)} accused ${label(2)} today. ${label(4)} turned out to be a werewolf.`])
      expect(checkSpeech(bad, h, b.events).length, bad).toBeGreaterThan(0);
  });

  it('reads a check followed by name (CHECK_FOLLOWED, VOTE_ON_CHECK, CHANGED_ON_CHECK) as that check, of any day so far', () => {
    const b = new LogBuilder();
    b.say(2, 'x', [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'werewolf' }]);
    b.nextDay();
    const words = gameWordsOf(b.events);
    const h = { speaker: 1, day: 2, n: b.events.length, words };
    for (const line of [...CHECK_FOLLOWED, ...VOTE_ON_CHECK, ...CHANGED_ON_CHECK]) {
      const ok = `${upperStart(fill(line, { checker: label(2), target: label(4), from: label(3) }))}.`;
      expect(factsOf(ok, h, b.events).length, ok).toBeGreaterThan(0);
      expect(checkSpeech(ok, h, b.events), ok).toEqual([]);
      // No such check in the log: flagged.
      const bad = `${upperStart(fill(line, { checker: label(3), target: label(4), from: label(5) }))}.`;
      if (/\b(?:check|result|found|word)\b/.test(line)) expect(checkSpeech(bad, h, b.events).length, bad).toBeGreaterThan(0);
    }
  });

  it('reads "you" after a whole lead-in as the asker, however many sentences on', () => {
    // "Nell, fair question. I'm correcting my entry: my vote goes to you. The entry in question: Ada reported you as a
    // werewolf today" was flagged as not in the log (talk bench, werewolf, seed 1312045): the checker looked three sentences back.
    const b = new LogBuilder();
    b.say(2, 'x', [{ kind: 'ask', target: 1, about: 'read' }]);
    b.vote(3, 2);
    b.nextDay();
    const words = gameWordsOf(b.events);
    const h = { speaker: 1, day: 2, n: b.events.length, words };
    for (const lead of [`${label(2)}, fair question.`, `${label(2)}, you asked me yesterday, and here is my answer.`]) {
      const text = `${lead} I'm correcting my entry: my vote goes to ${label(4)}. The entry in question: ${label(3)} put a vote on you yesterday.`;
      expect(checkSpeech(text, h, b.events), text).toEqual([]);
      // Said to another seat, the same ballot is not in the log.
      expect(checkSpeech(text.replace(label(2), label(5)), h, b.events).length, text).toBeGreaterThan(0);
    }
  });

  it('reads a count of yesterday\'s ballots (speech/audit.ts) and finds each ballot in the log: a ballot not cast, a wrong count, a ballot left out or words it cannot read are reported', () => {
    const b = eventful();
    const words = gameWordsOf(b.events);
    // Day 2 speaks of day 1's vote: Bo on Di, Di on Fay, Ada for nobody (the run-off after it is not the vote counted).
    const day2 = b.events.filter((e) => e.day <= 1);
    const h = { speaker: 2, day: 2, n: day2.length, words, names: NAMES };
    const ok = ["Let's go over yesterday's vote: just me on Di; Di alone on Fay; Ada voted for nobody. Di is my pick.", "Yesterday's ballots, for the record: Seat 2 (Bo) alone on Seat 4 (Di); Seat 4 (Di) alone on Seat 6 (Fay); Seat 1 (Ada) voted for nobody."];
    for (const text of ok) {
      expect(checkSpeech(text, h, day2), text).toEqual([]);
      // The record read out, not a ballot held against its voter: no fact of the speech's.
      expect(factsOf(text, h, day2), text).toEqual([]);
    }
    const bad: [string, RegExp][] = [
      ["Let's go over yesterday's vote: Ada and me on Di; Di alone on Fay. Di it is.", /not cast \(seat 1 on 4\)/],
      ["Let's go over yesterday's vote: two of us on Di; Di alone on Fay; Ada voted for nobody.", /counts 2 on seat 4, the log 1/],
      ["Let's go over yesterday's vote: just me on Di; Di alone on Fay.", /counts 2 ballots of 3/],
      ["Let's go over yesterday's vote: just me on Di; a few on Fay.", /cannot read/],
      ["Let's go over yesterday's vote: just me on Di; Di alone on Zed; Ada voted for nobody.", /cannot read.*Zed/],
    ];
    for (const [text, problem] of bad) expect(checkSpeech(text, h, day2).join('\n'), text).toMatch(problem);
  });

  it('reads a point referred to by who made it ("as Bo said yesterday, Ada and Di cannot both…"): found only when that seat spoke that day', () => {
    const b = eventful();
    const words = gameWordsOf(b.events);
    const c = { me: 1, label, day: 3, phase: 'day' as const, words };
    const both = { kind: 'contradiction', a: { kind: 'role_claim', n: 1, day: 1, seat: 2, role: 'seer' }, b: { kind: 'check_claim', n: 2, day: 1, by: 4, target: 2, bad: true } } as const;
    const h = { speaker: 1, day: 3, n: b.events.length, words };
    // Said as it is, and carried on from a word with "as Bo put it" after the point ("because one of Ada and Di is lying, as Bo put it yesterday").
    for (const form of retoldForms(both, 4, 1, c).flatMap((x) => [x, inClause(x)])) {
      const text = `I say this because ${form}.`;
      expect(checkSpeech(text, h, b.events), text).toEqual([]);
      expect(factsOf(text, h, b.events).map((x) => x.kind), text).toEqual(['retold']);
    }
    // Seat 3 said nothing on day 1.
    for (const form of retoldForms(both, 3, 1, c).flatMap((x) => [x, inClause(x)])) expect(checkSpeech(`I say this because ${form}.`, h, b.events).length).toBeGreaterThan(0);
    // Two claims of one role referred to by who set them side by side ("there are two seer claims on the table, as Bo pointed out").
    const claims = { kind: 'contradiction', a: { kind: 'role_claim', n: 1, day: 1, seat: 2, role: 'seer' }, b: { kind: 'role_claim', n: 2, day: 1, seat: 3, role: 'seer' } } as const;
    const ways = retoldForms(claims, 4, 1, c);
    expect(ways.join(' ')).toMatch(/two seer claims/);
    for (const form of ways.flatMap((x) => [x, inClause(x)])) {
      const text = `I say this because ${form}.`;
      expect(factsOf(text, h, b.events).map((x) => x.kind), text).toContain('retold');
    }
  });

  it('reads seats named as the bots name them: by name, and "you" for the seat the sentence or the one before calls', () => {
    const b = eventful();
    const words = gameWordsOf(b.events);
    const name = namer((b.events[0] as GameEvent & { seats: NamedSeat[] }).seats);
    for (const speaker of [1, 2]) {
      const facts = evidenceBefore(b.events, b.events.length, speaker, words.evilRole);
      let said = 0;
      for (const e of facts) {
        const seats = 'voter' in e ? [e.voter] : 'by' in e ? [e.by] : 'seat' in e ? [e.seat] : [];
        for (const you of [undefined, ...seats.filter((x) => x !== speaker)]) {
          for (const form of citeForms(e, { me: speaker, label: name, day: 3, phase: 'day', words, ...(you !== undefined ? { you } : {}) })) {
            expect(form, form).not.toMatch(/Seat \d/);
            const calls = you !== undefined ? `${name(you)}, I have a question. ` : '';
            const text = `${calls}I say this because ${form}.`;
            expect(checkSpeech(text, { speaker, day: 3, n: b.events.length, words }, b.events), text).toEqual([]);
            said++;
          }
        }
      }
      expect(said).toBeGreaterThan(40);
    }
    // "you" with nobody called is no seat: the citation is not found.
    expect(checkSpeech('Sure. You voted Di on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)[0]).toMatch(/not in the log/);
    expect(checkSpeech('Bo, listen. You voted Di on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)).toEqual([]);
    expect(checkSpeech('Cy, listen. You voted Di on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)[0]).toMatch(/not in the log/);
    // A list of seats opening a sentence calls none of them, nor does a clause that opens with a seat: "you" is still Bo.
    expect(checkSpeech('Bo, listen. Cy, Ed and Ada are on the case against you, since you voted Di on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)).toEqual([]);
    expect(checkSpeech('Seat 2 (Bo), listen. Seat 3 (Cy) is quiet, and you voted Seat 4 (Di) on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)).toEqual([]);
    expect(checkSpeech('Bo, listen. Cy, you voted Di on day 1.', { speaker: 1, day: 3, n: b.events.length, words }, b.events)[0]).toMatch(/not in the log/);
  });

  it('reads a bloc of ballots ("Bo and Cy both voted Di"): found only when every seat listed cast that ballot', () => {
    const b = new LogBuilder();
    b.vote(2, 4);
    b.vote(3, 4);
    b.vote(5, 4);
    b.vote(1, 6);
    b.nextDay();
    const words = gameWordsOf(b.events);
    const check = (text: string) => checkSpeech(text, { speaker: 6, day: 2, n: b.events.length, words }, b.events);
    expect(check('Bo and Cy both voted Di yesterday.')).toEqual([]);
    expect(check('Bo, Cy and Ed all put their votes on Di yesterday.')).toEqual([]);
    expect(check('Ada and Bo both voted Di yesterday.')[0]).toMatch(/not in the log/);
    expect(check('Bo and Cy both voted Di for sheriff yesterday.')[0]).toMatch(/not in the log/);
    // A persona's opener before the list is not one of its voters; a speaker who did vote is read as one.
    expect(check('Forgive me, Bo and Cy both voted Di yesterday.')).toEqual([]);
    expect(check('Forgive me, Ada and Bo both voted Di yesterday.')[0]).toMatch(/not in the log/);
  });

  it('reports a cited vote, claim or death that is not in the log, a date not yet past, and a dated phrase it cannot read', () => {
    const b = eventful();
    const words = gameWordsOf(b.events);
    const check = (text: string, day = 3) => checkSpeech(text, { speaker: 1, day, n: b.events.length, words }, b.events);
    expect(check(`${label(4)} voted ${label(6)} yesterday.`, 2)).toEqual([]);
    expect(check(`Yesterday, ${label(4)} voted ${label(6)}.`, 2)).toEqual([]);
    expect(check(`${label(4)} voted ${label(6)} on day 1.`)).toEqual([]);
    expect(check(`${label(4)} voted ${label(6)} yesterday.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(2)} voted ${label(6)} on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(3)} claimed to be the seer on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`We lost ${label(6)} last night.`)[0]).toMatch(/not in the log/);
    expect(check(`We lost ${label(3)} last night.`)).toEqual([]);
    expect(check(`${label(4)} was banished on day 1, and turned out to be a werewolf.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(2)} voted ${label(4)} on day 5.`)[0]).toMatch(/not past/);
    expect(check(`${label(5)} was revealed as a villager on day 1, and we lost ${label(5)} on night 1, and they turned out to be a villager.`)).toEqual([]);
    expect(check(`${label(5)} turned out to be the seer on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(4)} passed the badge to ${label(2)} on day 1.`)).toEqual([]);
    expect(check(`${label(1)} claimed to have poisoned ${label(5)} on day 1.`)).toEqual([]);
    expect(check(`${label(1)} said they poisoned ${label(4)} on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(2)} said they saved ${label(5)} on day 1.`)[0]).toMatch(/not in the log/);
    // The same said of a seat spoken of as "she" or "he".
    expect(check(`${label(1)} said she poisoned ${label(4)} on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(2)} said he saved ${label(5)} on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`${label(5)} was revealed as a villager on day 1, and we lost ${label(5)} on night 1, and she turned out to be a villager.`)).toEqual([]);
    expect(check(`We lost ${label(5)} on night 1, and he turned out to be a villager.`)).toEqual([]);
    expect(check(`${label(4)} handed the badge to ${label(6)} on day 1.`)[0]).toMatch(/not in the log/);
    // Pointing at someone covers an announced vote and a nomination, not only a stated suspicion.
    expect(check(`${label(2)} pointed at ${label(4)} on day 1.`)).toEqual([]);
    expect(check(`${label(4)} went after ${label(2)} on day 1.`)).toEqual([]);
    expect(check(`${label(6)} went after ${label(4)} on day 1.`)[0]).toMatch(/not in the log/);
    expect(check(`You said one thing yesterday.`)[0]).toMatch(/"yesterday" is not part of a citation/);
    expect(check(`I checked ${label(4)} last night: a werewolf. My check on ${label(3)} on night 2 came back good.`)).toEqual([]);
    expect(check(`${label(4)} is a werewolf; I checked her last night. ${label(3)} came up good when I checked him on night 2.`)).toEqual([]);
  });

  it('dates a case said as kept by the speaker\'s own speech of that day, naming its seat', () => {
    const b = new LogBuilder();
    b.say(2, `${label(4)} is my top suspect.`, [{ kind: 'suspect', target: 4 }]);
    b.nextDay();
    b.say(2, `I made this case yesterday, and it still stands. ${label(4)} is my top suspect.`, [{ kind: 'suspect', target: 4 }]);
    b.say(2, `${label(4)} is where I was yesterday, and where I still am.`, [{ kind: 'suspect', target: 4 }]);
    b.say(2, `${label(6)} is where I was yesterday, and where I still am.`, [{ kind: 'suspect', target: 6 }]);
    b.say(3, `I have not changed my mind about ${label(4)} since yesterday.`, [{ kind: 'suspect', target: 4 }]);
    b.say(2, `I still doubt ${label(4)}. He is where I was yesterday, and where I still am.`, [{ kind: 'suspect', target: 4 }]);
    const problems = citationProblems([talkGame(b.events)]);
    expect(problems.map((p) => [p.seat, p.problem])).toEqual([
      [2, `says a case was made on a day the speaker did not make it: "${label(6)} is where I was yesterday, and where I still am"`],
      [3, `says a case was made on a day the speaker did not make it: "I have not changed my mind about ${label(4)} since yesterday"`],
    ]);
  });

  it('checks every public speech of every game against its own log', () => {
    const b = eventful();
    const plain = talkGame([...b.events]);
    b.say(2, `Yesterday, ${label(2)} was quiet, and ${label(6)} claimed to be a werewolf on day 1.`);
    b.say(1, `${label(6)} voted ${label(2)} on day 1.`);
    const problems = citationProblems([talkGame(b.events), plain]);
    expect(problems.map((p) => [p.seat, p.problem])).toEqual([
      [2, '"Yesterday" is not part of a citation the checker knows'],
      [1, `cites what is not in the log before it: "${label(6)} voted ${label(2)} on day 1"`],
    ]);
  });
});

/** A plan of a few acts about real seats, each with up to two facts this seat could cite. */
function randomPlan(rng: Rng, facts: readonly Evidence[], seats: readonly number[], me: number, today: number): Act[] {
  const because = () => (facts.length ? Array.from({ length: rng.int(3) }, () => rng.pick(facts)) : []);
  const seat = () => rng.pick(seats);
  const acts: Act[] = [
    { act: 'accuse', target: seat(), strength: rng.pick(['hunch', 'lean', 'sure'] as const), because: because() },
    { act: 'defend', target: seat(), because: because() },
    { act: 'doubt_claim', seat: seat(), role: 'seer', because: because() },
    { act: 'vote_intent', target: seat(), because: because() },
    { act: 'changed_mind', from: seat(), to: seat(), because: because() },
    { act: 'defend_self', because: because() },
  ];
  const mine = facts.filter((f) => f.kind === 'switch' && f.voter === me && f.day < today);
  const picked = rng.shuffle(acts).slice(0, 1 + rng.int(3));
  // A past ballot of this seat's own, explained: it cites the switch itself.
  for (const f of mine.slice(0, 1)) if (f.kind === 'switch') picked.push({ act: 'changed_mind', from: f.said, to: f.voted, day: f.day, because: because() });
  return picked;
}

describe('cited facts over seeded games', () => {
  it('every vote, claim or death a rendered plan cites is in the log before the speech', async () => {
    const personas = loadPersonasCached();
    let speeches = 0;
    let cites = 0;
    let pastBallots = 0;
    for (const [preset, seed] of [['werewolf', 1], ['werewolf', 2], ['mafia-classic', 3], ['mafia', 4], ['werewolf-9', 5]] as const) {
      const { events } = await runGame(createTable({ preset, seed }));
      const words = gameWordsOf(events);
      const rng = new Rng(seed);
      for (const e of events as GameEvent[]) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const me = e.seat as number;
        const before = events.slice(0, e.n);
        const facts = evidenceBefore(events, e.n, me, words.evilRole);
        const others = [...new Set(facts.flatMap((f) => ('seat' in f ? [f.seat] : 'target' in f && typeof f.target === 'number' ? [f.target] : [])))].filter((s) => s !== me);
        if (others.length === 0) continue;
        const plan = { context: 'discussion' as const, acts: randomPlan(rng, facts, others, me, e.day) };
        const persona = personas[rng.int(personas.length)]!;
        const names = (events[0]!.seats ?? events.find((x) => x.type === 'game_started')!.seats) as { seat: number; name: string }[];
        const r = render(plan, { persona, rng, me, label: (s) => `Seat ${s} (${names[s - 1]!.name})`, day: e.day, phase: 'day', memory: memoryOf(before, me), words });
        speeches++;
        cites += plan.acts.flatMap((a) => ('because' in a ? a.because : [])).length;
        pastBallots += plan.acts.filter((a) => a.act === 'changed_mind').length;
        expect(checkSpeech(r.text, { speaker: me, day: e.day, n: e.n, words }, before), r.text).toEqual([]);
      }
    }
    expect(speeches).toBeGreaterThan(100);
    expect(cites).toBeGreaterThan(100);
    expect(pastBallots).toBeGreaterThan(5);
  }, 300_000);
});

describe('two claims of one role, cited together', () => {
  it('are found in the log in every wording the grammar has, and a seat that never claimed is not (speech/cite.ts)', () => {
    const b = new LogBuilder();
    b.say(2, 'x', [{ kind: 'role', role: 'seer' }]);
    b.say(6, 'x', [{ kind: 'role', role: 'seer' }]);
    b.nextDay().nextDay();
    const words = gameWordsOf(b.events);
    const a: Evidence = { kind: 'role_claim', n: 1, day: 1, seat: 2, role: 'seer' };
    const c: Evidence = { kind: 'role_claim', n: 2, day: 1, seat: 6, role: 'seer' };
    for (const speaker of [1, 2, 6]) {
      const h = { speaker, day: 3, n: b.events.length, words };
      const forms = citeForms({ kind: 'contradiction', a, b: c }, { me: speaker, label, day: 3, phase: 'day', words });
      expect(forms.length).toBeGreaterThanOrEqual(3);
      // No wording that points at the second claimant: the pair is cited against either ("I don't buy Jonah as the seer,
      // seeing as Jonah claimed to be the seer earlier today, and then Seat 6 claimed it too": werewolf-9 at 80x24).
      expect(forms.join(' | ')).not.toMatch(/and then|claimed it too|came after/);
      for (const form of forms) {
        const text = `I say this because ${form}.`;
        expect(checkSpeech(text, h, b.events), text).toEqual([]);
        expect(factsOf(text, h, b.events).length, text).toBeGreaterThan(0);
      }
    }
    // Said to one of the two ("Seat 6 (Fay), you and Seat 2 (Bo) cannot both be the seer"): the seat called is "you", never
    // the end of a list of three ("Elsie, Hugo and you cannot both be the seer" named nobody: speech-games, seed 20261123).
    for (const form of citeForms({ kind: 'contradiction', a, b: c }, { me: 1, you: 6, label, day: 3, phase: 'day', words })) {
      const text = `${label(6)}, ${form}.`;
      expect(checkSpeech(text, { speaker: 1, day: 3, n: b.events.length, words }, b.events), text).toEqual([]);
    }
    const h = { speaker: 1, day: 3, n: b.events.length, words };
    expect(checkSpeech('Seat 2 (Bo) and Seat 3 (Cy) cannot both be the seer.', h, b.events).length).toBeGreaterThan(0);
    expect(checkSpeech('Seat 2 (Bo) and Seat 6 (Fay) both claimed to be the seer today.', h, b.events).length).toBeGreaterThan(0);
    // Another line that says "cannot both be" is not read as two claims.
    expect(checkSpeech('Seat 2 (Bo) and Seat 3 (Cy) cannot both be right.', h, b.events)).toEqual([]);
  });
});

describe('two claims of one role, the second "claimed it too"', () => {
  it('is read as the pair, the second claim made then or since, so the speaker\'s own claim in it is no circular reason', async () => {
    const { circularReasons } = await import('../../src/bench/talk-facts.js');
    const b = new LogBuilder();
    b.say(1, 'x', [{ kind: 'role', role: 'seer' }]);
    b.nextDay();
    b.say(3, 'x', [{ kind: 'role', role: 'seer' }]);
    const words = gameWordsOf(b.events);
    const text = `Check the replay: I claimed to be the seer yesterday, and then ${label(3)} claimed it too.`;
    const h = { speaker: 1, day: 2, n: b.events.length, words };
    expect(checkSpeech(text, h, b.events)).toEqual([]);
    expect(factsOf(text, h, b.events).map((x) => x.kind)).toContain('roles');
    b.say(1, text, [], 'discussion');
    expect(circularReasons([talkGame(b.events)]).circular).toBe(0);
    // A second claim nobody made is found wanting.
    expect(checkSpeech(`I claimed to be the seer yesterday, and then ${label(4)} claimed it too.`, h, b.events).length).toBeGreaterThan(0);
  });
});
