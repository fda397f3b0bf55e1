import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { echoNights } from '../../src/bench/talk-chat.js';
import { wolfCheckHeeded } from '../../src/bench/talk-heard.js';
import { readTalkGames, selfPlayGames } from '../../src/bench/talk-games.js';
import { premature } from '../../src/bench/talk-premature.js';
import { unreasonedIntents } from '../../src/bench/talk-reasons.js';
import { mostCommonSentence, repetition } from '../../src/bench/talk-text.js';
import { talkFigures, talkLines } from '../../src/bench/talk.js';
import { pkNaming, realBanishedFirst, votesAsAnnounced } from '../../src/bench/talk-votes.js';
import { label, LogBuilder } from './talk-log.js';

const VILLAGE = ['villager', 'seer', 'villager', 'werewolf', 'villager', 'werewolf'];

describe('sentence measures', () => {
  it('count sentences repeating an earlier one of the game, seat names aside, and a speaker\'s own repeats', () => {
    const b = new LogBuilder();
    b.say(1, `I will vote ${label(4)}. Nothing else to add.`);
    b.say(2, `I will vote ${label(5)}.`);
    b.say(1, `Nothing else to add! I will vote ${label(6)}.`);
    const r = repetition([b.over(VILLAGE)]);
    expect(r.sentences).toBe(5);
    // Seat 2 repeats seat 1's vote sentence; seat 1 repeats both of its own.
    expect(r.repeated).toBe(3);
    expect(r.ownRepeated).toBe(1 + 1);
    expect(r.share).toBeCloseTo(3 / 5);
  });

  it('do not carry repeats from one game into the next', () => {
    const one = new LogBuilder();
    one.say(1, 'The hive is restless.');
    const two = new LogBuilder();
    two.say(1, 'The hive is restless.');
    expect(repetition([one.over(VILLAGE), two.over(VILLAGE)]).repeated).toBe(0);
  });

  it('find the sentence held by the most speeches, once per speech, and filter by context', () => {
    const b = new LogBuilder();
    b.say(1, `Make me sheriff. Make me sheriff.`, [], 'campaign');
    b.say(2, `Make me sheriff. I lead.`, [], 'campaign');
    b.say(3, `I lead.`, [], 'campaign');
    b.say(4, `I will vote ${label(1)}.`);
    b.say(5, `I will vote ${label(2)}.`);
    const g = b.over(VILLAGE);
    const all = mostCommonSentence([g]);
    expect(all.speeches).toBe(5);
    expect(all.holding).toBe(2);
    const campaign = mostCommonSentence([g], (e) => e.context === 'campaign');
    expect(campaign).toMatchObject({ speeches: 3, holding: 2, share: 2 / 3, sentence: 'make me sheriff' });
  });

  it('ignore private speeches', () => {
    const b = new LogBuilder();
    b.add('speech', { seat: 1, text: 'Hidden line.', context: 'discussion', claims: [] }, { seats: [1] });
    expect(repetition([b.over(VILLAGE)]).sentences).toBe(0);
  });
});

describe('vote intentions without a reason', () => {
  it('count speeches announcing a vote that cite nothing, and pass those citing a fact, a case or a check', () => {
    const b = new LogBuilder();
    const vote = (t: number) => [{ kind: 'vote', target: t }];
    b.say(1, `${label(3)}, guilty, and that is my vote.`, vote(3));
    b.say(2, `${label(3)} voted ${label(4)} yesterday. My vote is ${label(3)}.`, vote(3));
    b.say(3, `Word from the booth: ${label(4)} is trouble. I vote ${label(4)}.`, [{ kind: 'check', target: 4, result: 'werewolf' }, ...vote(4)]);
    b.say(4, `${label(1)} went after ${label(3)} earlier today, and I agree. ${label(3)} gets my vote.`, vote(3));
    b.say(5, `I'm wary of ${label(6)}.`);
    // A case taken up by name, however it is worded, is the vote's reason.
    b.say(6, `I'm with ${label(1)} on the case against ${label(3)}, so that is where I stand. ${label(3)} gets my vote.`, vote(3));
    b.say(2, `I've nothing of my own on ${label(3)}; I'm going on ${label(1)}'s word. My vote is ${label(3)}.`, vote(3));
    // A point another seat made, retold by who made it.
    b.say(4, `My vote moves to ${label(3)}, given that one of ${label(3)} and ${label(6)} is lying, as ${label(1)} put it.`, vote(3));
    // A check taken on the claimant's word, a case followed by who leads it, the two claims weighed (talk bench, seed 1280101).
    b.say(5, `I take ${label(1)}'s word on ${label(3)}, as others have. I will vote ${label(3)}, when the ballot comes.`, vote(3));
    b.say(6, `I'll go where ${label(1)} is going on ${label(3)}; I haven't got anything better. My vote is set on ${label(3)}.`, vote(3));
    b.say(2, `Count me with ${label(1)} and ${label(4)}: I believe ${label(1)}, not ${label(3)}. Quietly, my vote is ${label(3)}.`, vote(3));
    // A hunch owned when asked is still a vote with no reason.
    b.say(4, `${label(1)}, since you ask: it was a hunch about ${label(6)}, and it still is; my vote stays there.`, vote(6));
    const u = unreasonedIntents([b.over(VILLAGE)]);
    expect(u).toMatchObject({ intents: 11, bare: 2, share: 2 / 11 });
    expect(u.examples).toEqual([`${label(3)}, guilty, and that is my vote.`, `${label(1)}, since you ask: it was a hunch about ${label(6)}, and it still is; my vote stays there.`]);
  });
});

describe('citations before the fact', () => {
  it('flag a vote, "yesterday", someone\'s words or a death cited before any happened', () => {
    const b = new LogBuilder();
    b.say(1, `${label(4)} voted ${label(2)}, and you said one thing yesterday.`);
    b.say(2, `${label(1)} keeps voting the safe way and seemed calm about a death.`);
    b.say(3, `That claim of ${label(1)} is thin.`);
    const p = premature([b.over(VILLAGE)]);
    expect(p.byKind).toEqual({ vote: 2, yesterday: 1, statement: 1, death: 1 });
    // The third speech cites words, but two seats have spoken by then.
    expect(p.flagged).toBe(2);
    expect(p.examples[0]).toContain('seat 1');
  });

  it('accept the same words once the facts exist', () => {
    const b = new LogBuilder();
    b.say(3, 'Good morning.');
    b.vote(1, 2);
    b.died([2], 'banished');
    b.nextDay();
    b.say(1, `${label(4)} voted ${label(2)} yesterday, and you said one thing after the death.`);
    expect(premature([b.over(VILLAGE)]).flagged).toBe(0);
  });

  it('read a quiet night cited, in each wording the bots use, as no death', () => {
    const b = new LogBuilder();
    b.say(1, `The reason is simple: no one was killed last night.`);
    b.say(2, `Nobody died last night, so the guard may have guessed right.`);
    b.say(3, `Last night passed without a death.`);
    b.say(4, `${label(2)} was killed, I am sure of it.`);
    const p = premature([b.over(VILLAGE)]);
    expect(p.byKind.death).toBe(1);
    expect(p.examples[0]).toContain('seat 4');
  });
});

describe('votes and words', () => {
  it('compare each day ballot with the voter\'s latest announcement that day', () => {
    const b = new LogBuilder();
    b.say(1, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(2, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(2, 'x', [{ kind: 'vote', target: 5 }]);
    b.say(3, 'x', [{ kind: 'vote', target: 6 }]);
    b.vote(1, 4, 'sheriff');
    b.vote(1, 4);
    b.vote(2, 5);
    b.vote(3, 4);
    b.vote(5, 1);
    b.nextDay();
    b.vote(1, 3);
    const v = votesAsAnnounced([b.over(VILLAGE)]);
    expect(v).toMatchObject({ votes: 3, asAnnounced: 2, share: 2 / 3, explained: 0, kept: 2, keptShare: 2 / 3 });
  });

  it('keep a switch made after later words when the voter\'s next words state it and cite what was said since', () => {
    const b = new LogBuilder();
    for (const s of [1, 3, 5]) b.say(s, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(2, `I am the seer. ${label(6)} is a werewolf.`, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]);
    for (const s of [1, 3, 5]) b.vote(s, 6);
    b.nextDay();
    b.say(1, `I said I would vote ${label(4)} and then voted ${label(6)} yesterday, because ${label(2)} reported ${label(6)} as a werewolf yesterday.`);
    // States the switch but not why; seat 5 never speaks again.
    b.say(3, `I announced a vote on ${label(4)} but voted ${label(6)} yesterday.`);
    const v = votesAsAnnounced([b.over(VILLAGE)]);
    expect(v).toEqual({ votes: 3, asAnnounced: 0, share: 0, explained: 1, silent: 1, kept: 1, keptShare: 1 / 3, offBallot: 0 });
  });

  it('leave out a run-off ballot that cannot hold the announced seat, and count one that can', () => {
    const b = new LogBuilder();
    b.say(1, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(5, 'x', [{ kind: 'vote', target: 2 }]);
    b.vote(1, 4);
    b.vote(5, 2);
    b.add('banish_tally', { round: 'vote', tally: [], banished: null, tied: [2, 3] });
    // Seat 1 announced seat 4, not in the run-off: its PK ballot says nothing of its word. Seat 5's does.
    b.vote(1, 3, 'pk');
    b.vote(5, 3, 'pk');
    expect(votesAsAnnounced([b.over(VILLAGE)])).toMatchObject({ votes: 3, asAnnounced: 2, offBallot: 1 });
  });

  it('do not count as explained a reason said before the announcement, or a switch the next words do not state', () => {
    const b = new LogBuilder();
    b.say(2, `I am the seer. ${label(6)} is a werewolf.`, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 6, result: 'werewolf' }]);
    b.say(1, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(3, 'x', [{ kind: 'vote', target: 4 }]);
    b.say(5, 'x', [{ kind: 'suspect', target: 6 }]);
    b.vote(1, 6);
    b.vote(3, 6);
    b.nextDay();
    b.say(1, `I said I would vote ${label(4)} and then voted ${label(6)} yesterday, because ${label(2)} reported ${label(6)} as a werewolf yesterday.`);
    b.say(3, `${label(5)} pointed at ${label(6)} yesterday.`);
    expect(votesAsAnnounced([b.over(VILLAGE)])).toMatchObject({ votes: 2, explained: 0, silent: 0, kept: 0 });
  });

  it('count PK speeches announcing a vote outside the PK', () => {
    const b = new LogBuilder();
    b.add('banish_tally', { round: 'vote', tally: [], banished: null, tied: [2, 3] });
    b.say(2, 'x', [{ kind: 'vote', target: 3 }], 'pk');
    b.say(3, 'x', [{ kind: 'vote', target: 5 }], 'pk');
    b.say(4, 'x', [{ kind: 'vote', target: 5 }]);
    expect(pkNaming([b.over(VILLAGE)])).toEqual({ pkSpeeches: 2, offList: 1 });
  });

  it('find the real investigator banished before an impostor once both claimed', () => {
    const seer = [{ kind: 'role', role: 'seer' }];
    const realFirst = new LogBuilder();
    realFirst.say(2, 'x', seer);
    realFirst.say(4, 'x', seer);
    realFirst.died([2], 'banished');
    realFirst.nextDay().died([4], 'banished');
    const fakeFirst = new LogBuilder();
    fakeFirst.say(2, 'x', seer);
    fakeFirst.say(6, 'x', seer);
    fakeFirst.died([2], 'night');
    fakeFirst.died([6], 'banished');
    const noCounter = new LogBuilder();
    noCounter.say(2, 'x', seer);
    noCounter.died([2], 'banished');
    const r = realBanishedFirst([realFirst.over(VILLAGE), fakeFirst.over(VILLAGE), noCounter.over(VILLAGE)], 'seer');
    expect(r).toEqual({ counterClaimed: 2, realFirst: 1, share: 0.5 });
  });

  it("count the days a believed real seer's wolf check is banished that day, and the voters it turned", () => {
    const day = (trust: number, banished: number) => {
      const b = new LogBuilder();
      b.say(3, 'x', [{ kind: 'vote', target: 6 }]);
      b.say(5, 'x', [{ kind: 'vote', target: 6 }]);
      b.say(2, 'x', [{ kind: 'check', target: 4, result: 'werewolf' }]);
      for (const s of [3, 5]) b.add('memory', { seat: s, notes: { suspicion_updates: { 2: trust } } }, { seats: [s] });
      b.vote(3, 4);
      b.vote(5, 6);
      b.died([banished], 'banished');
      return b.over(VILLAGE);
    };
    const h = wolfCheckHeeded([day(0.1, 4), day(0.1, 6), day(0.6, 6)]);
    expect(h).toMatchObject({ reports: 2, banished: 1, share: 0.5, announcedElsewhere: 4, switched: 2 });
    expect(h.missed).toEqual([{ game: 1, day: 1, target: 4 }]);
  });

  it('do not count a check repeated about a seat already dead: the table cannot banish it', () => {
    const b = new LogBuilder();
    b.say(2, 'x', [{ kind: 'check', target: 4, result: 'werewolf' }]);
    b.add('memory', { seat: 3, notes: { suspicion_updates: { 2: 0.1 } } }, { seats: [3] });
    b.died([4], 'banished');
    b.nextDay();
    // The wolf poisoned overnight, and the seer's report that morning names him again.
    b.died([6], 'night');
    b.say(2, 'x', [{ kind: 'check', target: 4, result: 'werewolf' }, { kind: 'check', target: 6, result: 'werewolf' }]);
    b.add('memory', { seat: 3, notes: { suspicion_updates: { 2: 0.1 } } }, { seats: [3] });
    b.died([1], 'banished');
    expect(wolfCheckHeeded([b.over(VILLAGE)])).toMatchObject({ reports: 1, banished: 1, missed: [] });
  });
});

describe('team chat', () => {
  it('calls a night an echo when a line repeats (seat names aside) or one member talks alone', () => {
    const b = new LogBuilder();
    b.chat(4, `Let's take ${label(1)}.`);
    b.chat(6, `Agreed, ${label(1)}.`);
    b.chat(5, `Agreed, ${label(2)}.`);
    b.nextDay();
    b.chat(4, `${label(2)} is the threat: they pointed at me.`);
    b.chat(6, `Not ${label(2)}; ${label(3)} leads the table.`);
    b.chat(5, '');
    b.nextDay();
    b.chat(4, 'Lying low tonight.', 'mafia_chat');
    b.chat(4, 'Still lying low.', 'mafia_chat');
    expect(echoNights([b.over(VILLAGE)])).toEqual({ nights: 3, echoed: 2, alone: 1, share: 2 / 3 });
  });
});

describe('the talk section', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('reads logs from a folder in file order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-talk-test-'));
    dirs.push(dir);
    const one = new LogBuilder();
    one.say(1, 'First game.');
    const two = new LogBuilder('mafia');
    two.say(1, 'Second game.');
    const [a, b] = [one.over(VILLAGE), two.over(VILLAGE)];
    writeFileSync(join(dir, 'b.jsonl'), b.events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    writeFileSync(join(dir, 'a.jsonl'), a.events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    writeFileSync(join(dir, 'notes.txt'), 'not a log');
    const games = readTalkGames(dir);
    expect(games.map((g) => g.ruleset)).toEqual(['werewolf', 'mafia']);
    expect(games[1]!.roles.get(4)).toBe('werewolf');
  });

  it('plays seeded self-play with logs and reads every goal from them', async () => {
    const games = await selfPlayGames('mafia', 4, 1);
    expect(games).toHaveLength(4);
    const f = talkFigures(games);
    expect(f.repetition.sentences).toBeGreaterThan(20);
    expect(f.votes.votes).toBeGreaterThan(0);
    const lines = talkLines({
      seed: 1,
      perPreset: { mafia: f },
      review: {},
      gamesPerSecond: { werewolf: 150, mafia: 600 },
      strength: { mafia: { vsRandom: { town: 0.95, mafia: 0.5 }, selfPlay: { town: 0.5, mafia: 0.5 } } },
    });
    const text = lines.join('\n');
    expect(text).toContain('seeded self-play (seed 1), 4 games per board');
    expect(text).toContain('bot games per second, one core: werewolf (12 seats) · mafia (7 seats)\n    150 · 600\n    goal ≥ 200 · ≥ 500: NOT met');
    expect(text).toContain(`games the investigator (seer, detective, sheriff) is alive at the end\n    mafia ${(100 * f.survives.share).toFixed(1)}%`);
    expect(text).toContain('mafia town 95.0% · mafia mafia 50.0%\n    goal ≥ 90%: NOT met');
    expect(text).toContain('mafia 50.0%\n    goal 35–65%: met');
    expect(text).toContain('speeches announcing a vote with no reason');
  }, 300_000);
});
