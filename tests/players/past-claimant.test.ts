// A wolf does not cast a sheriff ballot past the one seer claimant the table believes, for a candidate that claims nothing. In a
// relay game (werewolf-9, seed 1214001) Mira, a wolf, cast the one ballot for Wren, her partner, over Bruno, the claimed seer;
// three model seats argued from it on day 1. In bot games such a ballot was a wolf's 81-100% of the time.
import { describe, expect, it } from 'vitest';
import { seededTalkGames as games } from '../helpers/talk-games.js';
import { talkGame } from '../../src/bench/talk-games.js';
import { runGame } from '../../src/engine/game.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
import type { GameEvent } from '../../src/engine/events.js';

type E = GameEvent & Record<string, any>;

describe('a sheriff ballot past the only seer claimant', () => {
  it('is no longer cast by a wolf that is free to vote the seer the table believes', async () => {
    let ballots = 0;
    const past: string[] = [];
    // The shared corpus, and games of other seeds where a wolf cast such a ballot before (seeds 1214300 and 1214100: 8 of 24 and
    // 7 of 54 such wolf ballots in 100 werewolf-9 and 300 werewolf games).
    const before = async (preset: string, seed: number, ids: number[]) =>
      Promise.all(ids.map(async (i) => talkGame((await runGame(createTable({ preset, seed: gameSeed(seed, i) }))).events)));
    const all = [
      ...(await games('werewolf-9', 40)),
      ...(await games('werewolf', 40)),
      ...(await before('werewolf-9', 1214300, [2, 10, 23, 36, 37])),
      ...(await before('werewolf', 1214100, [19, 41, 111, 119, 148])),
    ];
    for (const g of all) {
      const events = g.events as E[];
      const claims = events.filter((e) => e.type === 'speech' && e.context === 'campaign' && (e.claims ?? []).some((c: any) => c.kind === 'role' && c.role === 'seer'));
      const claimants = [...new Set(claims.map((e) => e.seat as number))];
      if (claimants.length !== 1 || g.roles.get(claimants[0]!) !== 'seer') continue;
      // A wolf the seer's check named in the race is stuck with its partner: the seer or the partner are all it may vote.
      const named = new Set(claims.flatMap((e) => (e.claims as any[]).filter((c) => c.kind === 'check' && c.result === 'werewolf').map((c) => c.target as number)));
      for (const e of events) {
        if (e.type !== 'vote' || e.ballot !== 'sheriff' || e.target === null || g.teams.get(e.seat) !== 'werewolves') continue;
        ballots++;
        if (e.target !== claimants[0] && !named.has(e.seat)) past.push(`${g.ruleset}: seat ${e.seat} -> ${e.target}, past ${claimants[0]}`);
      }
    }
    expect(ballots).toBeGreaterThan(20);
    expect(past).toEqual([]);
  }, 120_000);
});
