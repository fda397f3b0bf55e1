// "I heard the reasons" is said only to a case that gave reasons against the speaker. In a relay game (werewolf-9, seed
// 1240001) Priya answered Vera's "Wren was killed last night… Something about Priya bothers me, though I can't prove it yet"
// with "I heard the reasons; they do not make me a werewolf", and Oskar answered Priya's bare "Oskar is my lean" (and "since
// you ask: I can't give you more than a hunch on Oskar") with "I follow the reasoning, but it lands on the wrong seat". The
// blind reader quoted both: the reasons were about other seats, or there were none.
import { describe, expect, it } from 'vitest';
import { DEFEND_CASE } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1240001.jsonl');
const turn = (seat: number, day: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === 'discussion')!.n;
/** The acknowledgements of the reasoned answers ("I heard the reasons", "I follow the reasoning"…), from the grammar's own lines. */
const HEARD = new RegExp(
  // (Two shapes of the answer grant nothing: "{case}? It lands on the wrong seat", "{case}, and my answer is simple: …".)
  [...new Set(DEFEND_CASE.reasoned.flatMap((l) => /^\{case\}(?:, and |; |\. )(.+?)(?:, but|; still)/.exec(l)?.[1]?.toLowerCase() ?? []))].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'i',
);

describe('a case answered as reasoned', () => {
  it('is one that gave reasons against the speaker, not reasons about other seats or none', async () => {
    let answered = 0;
    for (const [seat, accuser] of [
      [7, 'Vera'],
      [9, 'Priya'],
    ] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        const said = await new LogSeat(log, seat, seed).says(turn(seat, 2), 'discussion');
        if (!new RegExp(`${accuser} (?:accused|pointed at|went after) me`).test(said)) continue;
        answered++;
        expect(said, said).not.toMatch(HEARD);
      }
    }
    expect(answered).toBeGreaterThan(12);
  }, 120_000);
});
