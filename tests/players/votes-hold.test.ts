// Words and votes agree (issue 22, item 5): a good seat's day ballot leaves the seat it announced only
// once news since its speech has cleared that seat (under two in five in its own reading), or a check
// reported since on either seat or a role claim (a counter-claim) came: strong news. While the announced seat is still a real suspect
// and nothing that strong came, it keeps its word, and its THINK says why.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import { voteClaim } from '../../src/bench/talk-votes.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';

describe('werewolf: a good seat keeps its announced vote while that seat is still a real suspect', () => {
  it('switches only off a seat its reading has cleared, or after a check on either seat or a role claim since, and says when it keeps its word', async () => {
    const off: string[] = [];
    let switches = 0;
    let kept = 0;
    for (let i = 0; i < 80; i++) {
      const { events } = await runGame(createTable({ preset: 'werewolf', seed: gameSeed(424242, i) }));
      const over = events.find((e) => e.type === 'game_over') as GameEvent & { roles: { seat: number; team: string }[] };
      const good = new Set(over.roles.filter((r) => r.team === 'village').map((r) => r.seat));
      const said = new Map<string, number>();
      const saidAt = new Map<string, number>();
      // day:seat → the event indices of checks reported that day on the seat; day:claim → of role claims (a counter-claim).
      const checkedEvil = new Map<string, number[]>();
      const notes = new Map<number, Record<string, number>>();
      for (const [idx, e] of events.entries()) {
        if (e.type === 'memory') {
          const s = (e.notes as { suspicion_updates?: Record<string, number> } | undefined)?.suspicion_updates;
          if (s) notes.set(e.seat as number, s);
        }
        if (e.type === 'think' && /I keep my word/.test(String(e.text))) kept++;
        if (e.vis !== 'public') continue;
        const t = e.type === 'speech' ? voteClaim(e.claims) : undefined;
        if (t !== undefined) {
          said.set(`${e.day}:${String(e.seat)}`, t);
          saidAt.set(`${e.day}:${String(e.seat)}`, idx);
        }
        if (e.type === 'speech')
          for (const c of (e.claims ?? []) as { kind: string; target?: number; result?: string }[])
            if (c.kind === 'role') checkedEvil.set(`${e.day}:claim`, [...(checkedEvil.get(`${e.day}:claim`) ?? []), idx]);
            else if (c.kind === 'check') checkedEvil.set(`${e.day}:${String(c.target)}`, [...(checkedEvil.get(`${e.day}:${String(c.target)}`) ?? []), idx]);
        if (e.type !== 'vote' || e.ballot !== 'banish' || !good.has(e.seat as number)) continue;
        const s = said.get(`${e.day}:${String(e.seat)}`);
        if (s === undefined || s === e.target) continue;
        switches++;
        // The notes of the ballot's own decision (rounded to two places): the announced seat's suspicion then.
        const p = notes.get(e.seat as number)?.[String(s)] ?? 0;
        const since = [e.target, s, 'claim'].some((x) => (checkedEvil.get(`${e.day}:${String(x)}`) ?? []).some((at) => at > saidAt.get(`${e.day}:${String(e.seat)}`)!));
        if (p > 0.4 && !since) off.push(`game ${i} day ${e.day}: seat ${String(e.seat)} said ${s} (${p}) voted ${String(e.target)}`);
      }
    }
    expect(off).toEqual([]);
    expect(switches).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  }, 300_000);
});
