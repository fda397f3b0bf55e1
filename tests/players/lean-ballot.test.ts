// Issue 22, item 5 ("words and votes agree"): a seat that said an open lean in its turn ("I lean Vera, and I'll
// settle it when everyone has spoken") and then put its ballot on another seat without a word. Watched on seed
// 31337: three werewolves each leaned on one villager aloud and voted another, with "my vote stands" in THINK.
// Over 150 seeded games (seeds 777001/777002) 62% (werewolf) and 60% (mafia-classic) of ballots after an open
// lean went elsewhere, unsaid. Now the lean holds the ballot as an announcement does; a switch is said in the last
// call (werewolf), and a ballot may still go to no one (a table that skips). Seed 20261204, never tuned on.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { Claim } from '../../src/engine/core-events.js';
import { LEAN_OPEN_WAYS } from '../../src/players/scripted/speech/lines.js';
import type { TalkGame } from '../../src/bench/talk-games.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LEANS = LEAN_OPEN_WAYS.map((w) => new RegExp(escape(w).replace(/\\\{target\\\}/g, '([A-Z][a-z]+)'), 'i'));

/** Day ballots cast after an open lean said aloud that day (and no vote said since), and those on another seat. */
function leanBallots(all: readonly TalkGame[]): { n: number; elsewhere: string[] } {
  let n = 0;
  const elsewhere: string[] = [];
  for (const g of all) {
    const events = g.events as E[];
    const seats = new Map<string, number>(((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]) ?? []).map((s) => [s.name, s.seat]));
    const said = new Map<string, { lean?: number; text: string }>();
    for (const e of events) {
      if (e.vis !== 'public') continue;
      const key = `${e.day}:${String(e.seat)}`;
      if (e.type === 'speech' && (e.context === 'discussion' || e.context === 'last_call')) {
        if (((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'vote')) said.set(key, { text: String(e.text) });
        else if (e.context === 'discussion') {
          const m = LEANS.map((re) => re.exec(String(e.text))).find((x) => x && seats.has(x[1]!));
          if (m) said.set(key, { lean: seats.get(m[1]!)!, text: String(e.text) });
        }
      }
      if (e.type === 'vote' && (e.ballot === 'banish' || e.ballot === 'eliminate')) {
        const s = said.get(key);
        if (s?.lean === undefined) continue;
        n++;
        if (e.target !== null && e.target !== s.lean) elsewhere.push(`day ${String(e.day)}, seat ${String(e.seat)}: "${s.text}" → ballot on seat ${String(e.target)}`);
      }
    }
  }
  return { n, elsewhere };
}

describe('a lean said aloud holds the ballot', () => {
  it('werewolf and mafia-classic: a ballot after an open lean goes to the seat leaned on, or the switch was said', async () => {
    for (const [preset, count] of [
      // 40 werewolf games: once the pack's sheriff ballots changed (it no longer backs the seer who named it) the first 30
      // held 56 such ballots, under this test's floor of 60.
      ['werewolf', 40],
      ['mafia-classic', 40],
    ] as const) {
      const { n, elsewhere } = leanBallots(await games(preset, count));
      expect(n, preset).toBeGreaterThan(60);
      // Before: 62% werewolf, 60% mafia-classic (150 games each, seeds 777001/777002); after: 0% and 6%.
      expect(elsewhere.length / n, `${preset}: ${elsewhere.length}/${n}\n${elsewhere.slice(0, 4).join('\n')}`).toBeLessThan(0.12);
    }
  }, 400_000);
});
