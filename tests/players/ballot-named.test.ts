// A later-day ballot falls on a seat its voter named that day: a seat that settles on no one still says where it looks
// (the two it cannot split, or a lean with a question), so its ballot is not a vote from nowhere. Mafia-classic, where
// the table votes after one round of talk: 9.6% of such ballots on seats never named, pooled over 150 games of three
// seeds, before; 5.5% after (policy/talk-plan.ts tornBetween).
import { describe, expect, it } from 'vitest';
import { seededGames } from './seeded-talk.js';

describe('a later-day ballot', () => {
  it('mafia-classic: rarely falls on a seat its voter never named that day', async () => {
    let ballots = 0;
    const unnamed: string[] = [];
    for await (const { i, events, name } of seededGames('mafia-classic', 50)) {
      const said = new Map<string, string>();
      for (const e of events) {
        if (e.type === 'speech' && e.vis === 'public') said.set(`${e.day}:${e.seat}`, `${said.get(`${e.day}:${e.seat}`) ?? ''} ${String(e.text)}`);
        if (e.type !== 'vote' || e.ballot === 'sheriff' || e.target == null || e.day < 2) continue;
        const words = said.get(`${e.day}:${e.seat}`);
        if (words === undefined) continue;
        ballots++;
        if (!words.includes(name(e.target))) unnamed.push(`${i} day ${e.day}: ${name(e.seat)} voted ${name(e.target)} after saying: ${words}`);
      }
    }
    expect(ballots).toBeGreaterThan(300);
    expect(unnamed.length / ballots, unnamed.slice(0, 3).join('\n')).toBeLessThan(0.08);
  }, 300_000);
});
