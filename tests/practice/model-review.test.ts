// The review read from the bots' model, on seeded bot games: each AI's suspicion of a seat agrees with
// its votes (an uninformed bot that voted the seat had it at or near the top of the seats voted that
// day), and the turning points are what the log says (the lie was an informed seat's false claim after
// which the table's model moved toward the liar; the night took a seat). The vote that decided it is
// played on over continuations: tests/practice/turning-vote.test.ts.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import { suspicionOfYou } from '../../src/practice/suspicion.js';
import { turningPoints } from '../../src/practice/turning-points.js';
import { createTable } from '../../src/table/setup.js';

async function game(preset: string, seed: number): Promise<GameEvent[]> {
  const events: GameEvent[] = [];
  await runGame(createTable({ preset, seed, onEvent: (e) => void events.push(JSON.parse(JSON.stringify(e)) as GameEvent) }));
  return events;
}

const GAMES = [
  // werewolf-9 11: a fake seer claim the table believed. The lie that worked in werewolf-6 1 was a counter-claim answering
  // a check, which no longer reads as the real one.
  ['werewolf', 1], ['werewolf', 29], ['werewolf-9', 3], ['werewolf-9', 11], ['werewolf-6', 1], ['mafia-classic', 2], ['mafia', 1], ['mafia', 4], ['mafia', 3],
] as const;

describe("the review from the bots' model", () => {
  it("agrees with the bots' votes: an uninformed bot that voted you had you at or near its top that day", async () => {
    const ranks: number[] = [];
    for (const [preset, seed] of GAMES) {
      const events = await game(preset, seed);
      const informed = new Set(events.flatMap((e) => (e.type === 'team_revealed' ? [e.team] : [])));
      const seats = events.filter((e) => e.type === 'role_assigned').length;
      // A ballot kept on the seat announced in the speech (its THINK says it keeps its word) follows the words, not the top of the reading.
      // So is one kept on the lean its speech held unsaid ("… and I hold to it").
      const keptWord = new Set(events.flatMap((e) => (e.type === 'think' && /I keep my word|and I hold to it/.test(String(e.text)) ? [`${String(e.seat)}:${e.day}`] : [])));
      // A ballot its THINK casts with no read ("No read yet; everyone sits near a half … Voting Hugo") is a pick among equals, not a ranking.
      const noRead = new Set(events.flatMap((e) => (e.type === 'think' && /no read yet; everyone sits near .*\bVoting\b/i.test(String(e.text)) ? [`${String(e.seat)}:${e.day}`] : [])));
      for (let me = 1; me <= seats; me++) {
        for (const bot of suspicionOfYou(events, me)) {
          if (informed.has(bot.team)) continue;
          for (const d of bot.byDay) {
            expect(d.suspicion).toBeGreaterThanOrEqual(0);
            expect(d.suspicion).toBeLessThanOrEqual(1);
            // The votes beside the model are the log's own.
            const cast = events.find((e) => e.type === 'vote' && e.seat === bot.seat && e.day === d.day && (e.ballot === 'banish' || e.ballot === 'eliminate'));
            expect(d.voted ?? null, `${preset} ${seed} seat ${bot.seat} day ${d.day}`).toBe(cast?.type === 'vote' ? cast.target : null);
            // A near-tie counts as the top: four seats within a point of each other are one read, not a ranking.
            if (d.voted === me && !keptWord.has(`${bot.seat}:${d.day}`)) ranks.push(d.top - d.suspicion <= 0.01 || noRead.has(`${bot.seat}:${d.day}`) ? 1 : d.rank);
          }
        }
      }
    }
    expect(ranks.length).toBeGreaterThan(30);
    // At most fourth: a ballot follows the case the speech announced (werewolf 29: Elsie at 50%, fourth of a table within a few points).
    expect(Math.max(...ranks)).toBeLessThanOrEqual(4);
    expect(ranks.filter((r) => r <= 2).length / ranks.length).toBeGreaterThan(0.9);
  });

  it('finds turning points the log bears out', async () => {
    const kinds = new Set<string>();
    for (const [preset, seed] of GAMES) {
      const events = await game(preset, seed);
      const over = events.find((e) => e.type === 'game_over')!;
      if (over.type !== 'game_over') throw new Error('no end');
      const team = new Map(over.roles.map((r) => [r.seat, r]));
      const informed = events.find((e) => e.type === 'team_revealed');
      for (const p of turningPoints(events)) {
        kinds.add(p.kind);
        const e = events[p.at]!;
        if (p.kind === 'lie') {
          expect(e).toMatchObject({ type: 'speech', seat: p.seat });
          expect(informed?.type === 'team_revealed' && informed.team).toBe(team.get(p.seat)!.team);
          expect(p.claim!.kind === 'check' || (p.claim!.kind === 'role' && p.claim!.role !== team.get(p.seat)!.role)).toBe(true);
          // The table moved toward the lie: the liar trusted more, a good seat it named evil suspected more.
          const toward = p.before! - p.after! + (p.named ?? []).reduce((sum, m) => sum + (team.get(m.seat)!.team === informed!.team ? m.before - m.after : m.after - m.before), 0);
          expect(p.moved).toBeCloseTo(toward, 9);
          expect(p.moved!).toBeGreaterThan(0.05);
        } else {
          expect(e).toMatchObject({ type: 'died', reason: 'night' });
          expect(e.type === 'died' && e.seats).toContain(p.seat);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['lie', 'night']);
  });
});
