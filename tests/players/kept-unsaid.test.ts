// A vote is said as kept ("my vote stays there", "my vote is still on Katya") only when the seat's turn named it aloud. In a
// relay game (werewolf-9, seed 1240001) Ada's turn only asked Tomas a question, and her last call answered him "it was a hunch
// about you, and it still is; my vote stays there"; Oskar's turn named nobody, and his said "My vote is still on Katya". The
// blind reader: "There was no earlier vote to stay on".
import { describe, expect, it } from 'vitest';
import { VOTE_KEPT, VOTE_KEPT_HUNCH } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const at = (seat: number, day: number, context: string) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === context)!.n;
/** Each kept wording, its seat caught (a name, "you" or "our sheriff"). */
const KEPT = [...VOTE_KEPT, ...VOTE_KEPT_HUNCH].map((l) => new RegExp(l.split('{target}').map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(our sheriff|\\w+)'), 'i'));

describe('a vote said as kept at the last call', () => {
  it("is one the seat's turn named aloud", async () => {
    let unnamed = 0;
    // The seat, the day, and who "you" and "our sheriff" are in its last call.
    for (const [seat, day, you, sheriff] of [
      [1, 1, 'Tomas', 'Wren'],
      [9, 3, 'Iris', 'Katya'],
    ] as const)
      for (let seed = 1; seed <= 10; seed++) {
        const me = new LogSeat(log, seat, seed);
        const turn = await me.says(at(seat, day, 'discussion'), 'discussion');
        const call = await me.says(at(seat, day, 'last_call'), 'last_call');
        const m = KEPT.map((re) => re.exec(call)).find(Boolean);
        const voted = m ? (m[1] === 'you' ? you : m[1] === 'our sheriff' ? sheriff : m[1]!) : undefined;
        // Said as kept, the seat was named in the turn (by name, or as "our sheriff").
        if (voted !== undefined) expect(new RegExp(`\\b${voted}\\b${voted === sheriff ? '|our sheriff' : ''}`).test(turn), `${turn}\n${call}`).toBe(true);
        else unnamed++;
      }
    expect(unnamed).toBeGreaterThan(5);
  }, 120_000);
});
