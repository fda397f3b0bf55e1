// A word or ballot cited against its maker, with nothing in the record to say why it counts, says the speaker's read of the seat
// it went to, where that read is why ("Ada voted Priya yesterday, and Priya reads as good to me"). Said alone ("Luca went after
// Wren, and that is why my lean is Luca") the reason did not follow: a blind reader's tell (werewolf-9 relay, seed 1281001).
// Bots only, on the shared seeded games: the read is of a seat alive then, never the speaker's own, in speech and THINK alike.
import { describe, expect, it } from 'vitest';
import { corpusGames } from '../helpers/corpus.js';

const HELD = /(\w+) reads as good to me|though I take (\w+) for good|though (\w+) looks bad to me|and I have my doubts about (\w+)/g;

describe("the read of a deed's seat, said with it", () => {
  it.each(['werewolf', 'werewolf-9'])('%s: is of a living seat other than the speaker', async (preset) => {
    let said = 0;
    const wrong: string[] = [];
    for (const events of await corpusGames(preset, 120)) {
      const seats = (events.find((e) => e.type === 'game_started') as unknown as { seats: { seat: number; name: string }[] }).seats;
      const seatOf = new Map(seats.map((s) => [s.name, s.seat]));
      const dead = new Set<number>();
      for (const e of events) {
        if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
        if (e.type !== 'speech' && e.type !== 'think') continue;
        for (const m of String(e.text).matchAll(HELD)) {
          const seat = seatOf.get(m.slice(1).find((x) => x !== undefined)!);
          if (seat === undefined) continue;
          said++;
          if (dead.has(seat) || seat === e.seat) wrong.push(`${e.type} of seat ${String(e.seat)}: ${String(e.text)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(said).toBeGreaterThan(0);
  }, 300_000);
});
