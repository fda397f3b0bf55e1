// Words against votes: votes cast as announced that day, PK speeches that announce a vote outside the
// PK, and the real investigator banished before a fake one once both have claimed.
import type { Claim } from '../engine/core-events.js';
import type { GameEvent } from '../engine/events.js';
import { escapeRe } from '../engine/parse.js';
import { ballotRemark } from '../engine/prompt.js';
import { gameWordsOf } from '../players/scripted/speech/words.js';
import { HOLD_DODGE, HOLD_MANY, HOLD_MANY_WITH, HOLD_WITH, NO_READ } from '../players/scripted/speech/lines.js';
import { cited } from './talk-citations.js';
import { share, type TalkGame } from './talk-games.js';

/** The last vote a speech's claims announce. */
export const voteClaim = (claims: unknown): number | undefined => {
  const found = (claims as Claim[] | undefined)?.filter((c) => c.kind === 'vote') ?? [];
  return found.length ? (found[found.length - 1] as { target: number }).target : undefined;
};

export interface AsAnnounced {
  /** day ballots (not sheriff elections) by voters who announced a vote earlier that day */
  votes: number;
  asAnnounced: number;
  share: number;
  /** ballots for another seat than announced whose voter's next words say so and why */
  explained: number;
  /** of the other switches, the voter never spoke again */
  silent: number;
  /** ballots that keep the voter's word: as announced, or a switch the next words explain */
  kept: number;
  keptShare: number;
  /** run-off ballots left out: the seat the voter announced was not among the tied, so no ballot could keep the word */
  offBallot: number;
}

/** The wordings of a held ballot ("my vote waits for a reason"), a seat's name standing where a line names one. */
// Every way a hold is said: plainly, beside a seat that held, counted with the day's holds, or with the day's one mark.
const HOLDS = [...(NO_READ.holding ?? []), ...(NO_READ.hold_first ?? []), ...HOLD_WITH, ...HOLD_MANY, ...HOLD_MANY_WITH, ...HOLD_DODGE].map(
  (l) => new RegExp(escapeRe(l).replace(/\\\{seat\\\}/g, "[A-Z][\\w'-]*").replace(/\\\{\w+\\\}/g, '.+?'), 'i'),
);

export interface HeldThenVoted {
  /** discussion speeches saying the seat holds its vote */
  holds: number;
  /** of them, the seat then cast a day ballot on a seat */
  voted: number;
  /** of those, with no word with the ballot or between the speech and it */
  silent: number;
}

/** A seat says it holds its vote, then votes a seat: said with the ballot, or a turn the table never heard. */
export function heldThenVoted(games: readonly TalkGame[]): HeldThenVoted {
  let holds = 0;
  let voted = 0;
  let silent = 0;
  for (const g of games) {
    for (const s of g.events) {
      if (s.type !== 'speech' || s.vis !== 'public' || s.context !== 'discussion' || !HOLDS.some((r) => r.test(String(s.text)))) continue;
      holds++;
      const v = g.events.find((e) => e.type === 'vote' && e.seat === s.seat && e.day === s.day && e.n > s.n && e.ballot !== 'sheriff');
      if (v?.target === null || v?.target === undefined) continue;
      voted++;
      const spoke = g.events.some((e) => e.type === 'speech' && e.vis === 'public' && e.seat === s.seat && e.n > s.n && e.n < v.n);
      if (!spoke && ballotRemark(v) === undefined) silent++;
    }
  }
  return { holds, voted, silent };
}

interface Said {
  target: number;
  n: number;
}

export function votesAsAnnounced(games: readonly TalkGame[]): AsAnnounced {
  let votes = 0;
  let same = 0;
  let explained = 0;
  let silent = 0;
  let offBallot = 0;
  for (const g of games) {
    const said = new Map<string, Said>();
    let tied: readonly number[] = [];
    for (const e of g.events) {
      if (e.vis !== 'public') continue;
      if (e.type === 'banish_tally' && e.round === 'vote') tied = e.tied as number[];
      if (e.type === 'speech') {
        const t = voteClaim(e.claims);
        if (t !== undefined) said.set(`${e.day}:${String(e.seat)}`, { target: t, n: e.n });
      } else if (e.type === 'vote' && e.ballot !== 'sheriff') {
        const s = said.get(`${e.day}:${String(e.seat)}`);
        if (s === undefined) continue;
        // A run-off among the tied: a voter whose announced seat is not on it has no ballot that keeps the word.
        if (e.ballot === 'pk' && !tied.includes(s.target)) {
          offBallot++;
          continue;
        }
        votes++;
        if (s.target === e.target) same++;
        else if (explainedSwitch(g, s, e)) explained++;
        else if (!g.events.some((x) => x.type === 'speech' && x.vis === 'public' && x.seat === e.seat && x.n > e.n)) silent++;
      }
    }
  }
  return { votes, asAnnounced: same, share: share(same, votes), explained, silent, kept: same + explained, keptShare: share(same + explained, votes), offBallot };
}

/**
 * Issue 9: "a bot votes as it announced, unless something said after its speech changed its mind, and
 * then its next words say why". The voter's next speech (that day's run-off or last words, else a later
 * day's) must cite the switch itself and something another seat said between the announcement and the ballot.
 */
function explainedSwitch(g: TalkGame, said: Said, vote: GameEvent): boolean {
  const remark = ballotRemark(vote);
  if (remark !== undefined && remarkExplains(g, said, vote, remark)) return true;
  const next = g.events.find((x) => x.type === 'speech' && x.vis === 'public' && x.seat === vote.seat && x.n > vote.n);
  if (!next) return false;
  const h = { speaker: next.seat as number, day: next.day, n: next.n, words: gameWordsOf(g.events) };
  const { sources, switches } = cited(String(next.text), h, g.events.slice(0, next.n));
  const states = switches.some((x) => x.voter === vote.seat && x.said === said.target && x.voted === vote.target && x.day === vote.day);
  const news = sources.some((x) => x.seat !== vote.seat && x.day === vote.day && x.n > said.n && x.n < vote.n);
  return states && news;
}

/**
 * Words said with the ballot itself (Mafia's remark): they explain the switch when they name the seat voted (or, for a
 * skip, the seat left) and cite something another seat said between the announcement and the ballot.
 */
function remarkExplains(g: TalkGame, said: Said, vote: GameEvent, remark: string): boolean {
  const seats = (g.events.find((e) => e.type === 'game_started')?.seats ?? []) as { seat: number; name: string }[];
  const named = (seat: number | null) => seat !== null && seats.some((s) => s.seat === seat && new RegExp(`\\b${s.name}\\b`).test(remark));
  if (!named(vote.target === null ? said.target : (vote.target as number))) return false;
  const h = { speaker: vote.seat as number, day: vote.day, n: vote.n, words: gameWordsOf(g.events) };
  return cited(remark, h, g.events.slice(0, vote.n)).sources.some((x) => x.seat !== vote.seat && x.day === vote.day && x.n > said.n && x.n < vote.n);
}

export interface PkNaming {
  pkSpeeches: number;
  /** PK speeches announcing a vote for a player who is not in the PK */
  offList: number;
}

export function pkNaming(games: readonly TalkGame[]): PkNaming {
  let pkSpeeches = 0;
  let offList = 0;
  for (const g of games) {
    let tied: number[] = [];
    for (const e of g.events) {
      if (e.type === 'banish_tally') tied = e.tied as number[];
      if (e.type !== 'speech' || e.context !== 'pk') continue;
      pkSpeeches++;
      const t = voteClaim(e.claims);
      if (t !== undefined && !tied.includes(t)) offList++;
    }
  }
  return { pkSpeeches, offList };
}

export interface RealFirst {
  /** games where the real investigator and at least one impostor both claimed the role */
  counterClaimed: number;
  /** of those, games where the real one was banished while an impostor was not yet */
  realFirst: number;
  share: number;
}

/** `role`: the investigator claimed ("seer", "detective"). */
export function realBanishedFirst(games: readonly TalkGame[], role: string): RealFirst {
  let counterClaimed = 0;
  let realFirst = 0;
  for (const g of games) {
    const claimed = new Set<number>();
    const banishedAt = new Map<number, number>();
    for (const e of g.events) {
      if (e.type === 'speech' && e.vis === 'public' && (e.claims as Claim[]).some((c) => c.kind === 'role' && c.role === role)) claimed.add(e.seat as number);
      if (e.type === 'died' && (e.reason === 'banished' || e.reason === 'eliminated')) for (const s of e.seats as number[]) banishedAt.set(s, e.n);
    }
    const real = [...claimed].filter((s) => g.roles.get(s) === role);
    const fakes = [...claimed].filter((s) => g.roles.get(s) !== role);
    if (real.length === 0 || fakes.length === 0) continue;
    counterClaimed++;
    const realAt = banishedAt.get(real[0]!);
    const fakeAt = Math.min(...fakes.map((s) => banishedAt.get(s) ?? Infinity));
    if (realAt !== undefined && realAt < fakeAt) realFirst++;
  }
  return { counterClaimed, realFirst, share: share(realFirst, counterClaimed) };
}
