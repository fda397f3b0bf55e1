// Words against votes: votes cast as announced that day, PK speeches that announce a vote outside the
// PK, and the real investigator banished before a fake one once both have claimed.
import type { Claim } from '../engine/core-events.js';
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
}

export function votesAsAnnounced(games: readonly TalkGame[]): AsAnnounced {
  let votes = 0;
  let same = 0;
  for (const g of games) {
    const said = new Map<string, number>();
    for (const e of g.events) {
      if (e.vis !== 'public') continue;
      if (e.type === 'speech') {
        const t = voteClaim(e.claims);
        if (t !== undefined) said.set(`${e.day}:${String(e.seat)}`, t);
      } else if (e.type === 'vote' && e.ballot !== 'sheriff') {
        const t = said.get(`${e.day}:${String(e.seat)}`);
        if (t === undefined) continue;
        votes++;
        if (t === e.target) same++;
      }
    }
  }
  return { votes, asAnnounced: same, share: share(same, votes) };
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
