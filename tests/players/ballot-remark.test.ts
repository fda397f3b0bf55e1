// Mafia has no last call: a ballot that left the seat its voter named that day was silent ("switched and never spoke
// again": 23 of 721 announced ballots on the talk bench), and a person saw two villagers say "Priya gets my vote" and
// vote them out (mafia-classic at 80x24, seed 7703). The words now go with the ballot (RULES.md §2, Vote: the remark).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import { heldThenVoted, votesAsAnnounced } from '../../src/bench/talk-votes.js';
import type { TalkGame } from '../../src/bench/talk-games.js';
import { CHANGED_TO_NONE, END_HOLD, VOTE_KEPT } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

/** The seat a voter last said it would vote (or, `kind` 'lean', leaned on) that day, before its ballot. */
function announcedBefore(events: readonly E[], vote: E, kind: 'vote' | 'lean' = 'vote'): number | undefined {
  let said: number | undefined;
  for (const e of events) {
    if (e.n >= vote.n) break;
    if (e.type === 'speech' && e.vis === 'public' && e.seat === vote.seat && e.day === vote.day) for (const c of (e.claims ?? []) as Claim[]) if (c.kind === kind) said = c.target;
  }
  return said;
}

/** A kept vote's words: a line of VOTE_KEPT, its seat filled, anywhere in the remark (after a persona's opener, or a reason first). */
const KEPT = VOTE_KEPT.map((l) => new RegExp(l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{target}', '[A-Z][a-z]+'), 'i'));

/** A skip's words with no reason: a line of CHANGED_TO_NONE alone, its seat filled. */
const bare = CHANGED_TO_NONE.map((l) => new RegExp('^' + l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{from}', '[A-Z][a-z]+') + '\\.?$', 'i'));

const BOARDS = { mafia: 60, 'mafia-classic': 70 } as const;
const played = new Map<string, Promise<TalkGame[]>>();
/** The board's seeded games, played once for the tests of this file that read them. */
function gamesOf(preset: keyof typeof BOARDS): Promise<TalkGame[]> {
  let games = played.get(preset);
  if (!games) played.set(preset, (games = seededTalkGames(preset, BOARDS[preset])));
  return games;
}

describe.each(Object.entries(BOARDS).map(([p, n]) => [p as keyof typeof BOARDS, n] as const))('%s (%i seeded games): a switched ballot', (preset) => {
  it('says why with the ballot: the seat it leaves, the seat it takes, within 160 characters; a kept ballot only says it stands', async () => {
    const games = await gamesOf(preset);
    let remarks = 0;
    let kept = 0;
    let keeping = 0;
    for (const g of games) {
      for (const v of (g.events as E[]).filter((e) => e.type === 'vote' && e.ballot === 'eliminate' && e.target !== null)) if (announcedBefore(g.events as E[], v) === v.target) keeping++;
    }
    for (const g of games) {
      const events = g.events as E[];
      const names = new Map(((events.find((e) => e.type === 'game_started')?.seats ?? []) as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      for (const v of events.filter((e) => e.type === 'vote' && typeof e.remark === 'string')) {
        remarks++;
        expect(v.remark.length).toBeLessThanOrEqual(160);
        expect(v.ballot).toBe('eliminate');
        // A ballot that keeps the vote said speaks now and then, and only to say the vote stands ("My vote stays on Mira: …"): the
        // bots' ballots never carried a word where every model seat's did (a blind reader, mafia-classic relay game, seed 1218501).
        const said = announcedBefore(events, v);
        if (said === v.target) {
          kept++;
          expect(KEPT.some((re) => re.test(v.remark)), v.remark).toBe(true);
          expect(v.remark, v.remark).toContain(names.get(v.target)!);
          continue;
        }
        // The seat voted, by name; a skip names the seat it leaves.
        if (v.target !== null) expect(v.remark, v.remark).toContain(names.get(v.target)!);
        else {
          expect([...names.values()].some((name) => v.remark.includes(name)), v.remark).toBe(true);
          // A skip speaks only after a vote said: a nomination made to hear a defence is no vote to take back ("I no longer
          // want Wren out", from six seats on a first day: mafia at 80x24, seed 8815). After a lean said aloud, only with
          // what moved it ("Tomas claimed to be the detective, so I no longer want Tomas out"), never the bare line.
          if (said === undefined) {
            expect(announcedBefore(events, v, 'lean'), v.remark).toBeDefined();
            expect(bare.some((line) => line.test(v.remark)), v.remark).toBe(false);
          }
        }
      }
    }
    expect(remarks).toBeGreaterThan(5);
    // Now and then: some kept ballots speak, most do not.
    expect(kept, `${kept} of ${keeping}`).toBeGreaterThan(keeping * 0.2);
    expect(kept, `${kept} of ${keeping}`).toBeLessThan(keeping * 0.6);
    // The bench's count: a switch is said with its ballot or in the voter's next words. The same games with the remarks
    // taken out are the games as they were (a remark decides nothing): their silent switches are what the remarks answered.
    const r = votesAsAnnounced(games);
    const unsaid = votesAsAnnounced(games.map((g) => ({ ...g, events: g.events.map((e) => (e.type === 'vote' && 'remark' in e ? { ...e, remark: undefined } : e)) })));
    expect(r.votes).toBeGreaterThan(100);
    expect(unsaid.silent, 'the setting: ballots that left the word said, with nothing said after').toBeGreaterThan(r.silent);
    expect(r.silent / r.votes, JSON.stringify(r)).toBeLessThanOrEqual(0.01);
  }, 300_000);
});

// A seat that said in its turn it holds its vote ("my vote waits for a reason") then voted a seat with no word: 74 of 290
// holds over 60 mafia-classic games (seed 5511), a turn the table never heard. The hold now stands unless news since moved
// that seat strongly, and a hold given up says so with the ballot.
describe('mafia-classic: a vote held aloud', () => {
  it('is kept, or given up in words with the ballot: the hold, the seat voted, and what ended it', async () => {
    const games = await gamesOf('mafia-classic');
    const h = heldThenVoted(games);
    expect(h.holds, 'the setting: holds said').toBeGreaterThan(30);
    expect(h.silent, JSON.stringify(h)).toBe(0);
    expect(h.voted, 'holds given up (on strong news)').toBeGreaterThan(0);
    // Each wording with its seat slot open: some open on the seat ("{target} gets the vote I was keeping back").
    const ways = END_HOLD.map((l) => new RegExp(l.split('{target}').map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[A-Z][a-z]+'), 'i'));
    let ended = 0;
    for (const g of games) {
      const names = new Map(((g.events.find((e) => e.type === 'game_started')?.seats ?? []) as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      for (const v of g.events as E[]) {
        if (v.type !== 'vote' || typeof v.remark !== 'string' || !ways.some((w) => w.test(v.remark))) continue;
        ended++;
        expect(v.remark, v.remark).toContain(names.get(v.target)!);
        // What ended it: a fact said after the hold (a check, a claim, a case), not the hold alone.
        expect(v.remark.split(/[.:,;]/).length, v.remark).toBeGreaterThan(2);
      }
    }
    expect(ended).toBe(h.voted);
  }, 300_000);
});

describe('werewolf', () => {
  it('has a last call, and no ballot carries a remark', async () => {
    for (const g of await seededTalkGames('werewolf-9', 15)) expect((g.events as E[]).filter((e) => e.type === 'vote' && e.remark !== undefined)).toEqual([]);
  }, 300_000);
});

describe('mafia-classic (70 seeded games): a kept ballot', () => {
  it("does not retell a night's death the day's talk told twice already", async () => {
    const games = await gamesOf('mafia-classic');
    // "Oskar had gone after Luca and was killed for it": the victim, the deed, the seat gone after.
    const told = /\b([A-Z][a-z]+) (?:had gone after|went after|accused|pointed at|voted) ([A-Z][a-z]+)\b[^.]*\b(?:night took|killed for it|was killed|dead)/;
    for (const g of games) {
      const events = g.events as E[];
      for (const v of events.filter((e) => e.type === 'vote' && typeof e.remark === 'string')) {
        const m = told.exec(v.remark);
        if (!m) continue;
        const same = new RegExp(`\\b${m[1]}\\b[^.]*\\b(?:gone after|went after|accused|pointed at|voted)\\b[^.]*\\b${m[2]}\\b`);
        const before = events.filter((e) => e.type === 'speech' && e.vis === 'public' && e.day === v.day && e.n < v.n && e.seat !== v.seat && same.test(String(e.text))).length;
        if (announcedBefore(events, v) === v.target) {
          expect(before, v.remark).toBeLessThan(2);
        }
      }
    }
  }, 300_000);
});

