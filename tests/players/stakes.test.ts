// What today's vote is worth, said where one wrong vote decides the game: a model seat said it ("Four of you left: one wolf,
// the witch, the hunter, one villager. A miss today likely ends it", relay game werewolf-9 seed 1208301); no bot ever had.
// Mafia shows every dead seat's role, so the count is the table's to make: said by the day's first speaker, true to the log,
// once for a count, and on every day a wrong vote would hand the mafia the game at once.
import { describe, expect, it } from 'vitest';
import { COUNT } from '../../src/players/scripted/speech/compose.js';
import { STAKES_NIGHT, STAKES_NOW } from '../../src/players/scripted/speech/lines.js';
import { seededGames, type E } from './seeded-talk.js';

const NUMBER = new Map(Object.entries(COUNT).map(([n, w]) => [w.toLowerCase(), Number(n)]));
/** Each stakes wording as a pattern: the counts caught, the rest fixed. */
const forms = (lines: readonly string[]) =>
  lines.map((l) => new RegExp(l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{alive}', '(\\w+)').replace('{evil}', '(\\w+)').replace('{kind}', 'mafia').replace('{side}', 'the mafia'), 'i'));
const NOW = forms(STAKES_NOW);
const NIGHT = forms(STAKES_NIGHT);

describe('the stakes of the vote', () => {
  it.each(['mafia', 'mafia-classic'])('%s: true to the log, by the first speaker, once a count, and on every last day', async (preset) => {
    let said = 0;
    let lastDays = 0;
    const wrong: string[] = [];
    for await (const { i, events, speeches } of seededGames(preset, 60)) {
      const mafia = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'mafia').map((e) => e.seat as number));
      const seats = events.filter((e) => e.type === 'role_assigned').length;
      const saidCounts = new Set<string>();
      const days = [...new Set(speeches.filter((e) => e.context === 'discussion').map((e) => e.day as number))];
      for (const day of days) {
        const talk = speeches.filter((e) => e.day === day && e.context === 'discussion');
        const dead = new Set(events.filter((e) => e.type === 'died' && e.n < talk[0]!.n).flatMap((e) => e.seats as number[]));
        const alive = seats - dead.size;
        const evil = [...mafia].filter((s) => !dead.has(s)).length;
        const rest = alive - evil;
        const now = evil >= rest - 1;
        for (const [j, e] of talk.entries()) {
          const text = String(e.text);
          const m = [...NOW, ...NIGHT].map((r) => r.exec(text)).find((x) => x);
          if (!m) continue;
          said++;
          const [a, v] = [NUMBER.get(m[1]!.toLowerCase()), NUMBER.get(m[2]!.toLowerCase())];
          const isNow = NOW.some((r) => r.test(text));
          if (j !== 0) wrong.push(`game ${i} day ${day}: said by speaker ${j + 1}: ${text}`);
          if (a !== alive || v !== evil) wrong.push(`game ${i} day ${day}: ${alive} alive, ${evil} mafia: ${text}`);
          if (isNow !== now || evil < rest - 2) wrong.push(`game ${i} day ${day}: stakes wrong (${alive}, ${evil}): ${text}`);
          if (!now && saidCounts.has(`${evil}`)) wrong.push(`game ${i} day ${day}: the same count again: ${text}`);
          saidCounts.add(`${evil}`);
        }
        if (now && evil > 0) {
          lastDays++;
          if (!talk.some((e: E) => NOW.some((r) => r.test(String(e.text))))) wrong.push(`game ${i} day ${day}: a day one wrong vote loses, unsaid`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(said).toBeGreaterThan(20);
    expect(lastDays).toBeGreaterThan(3);
  }, 300_000);
});
