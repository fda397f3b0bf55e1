// An answer to a seat's question opens on what answers that seat. In a relay game (werewolf-9, seed 1214001), Hugo asked Iris
// "what is the case [against me], exactly?"; her last call opened "You asked, Hugo, so here it is: Elsie went after me…", a
// defence against another seat, and gave the hunch on Hugo only after it. A defence answers a "your case" question only when it
// is a defence against the seat that asked.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

describe('an answer to the asker', () => {
  it("never opens on a defence against another seat (Iris's last call, relay game 1214001)", async () => {
    const log = fixtureLog('relay-1214001.jsonl');
    const turn = log.find((e) => e.type === 'speech' && e.seat === 3 && e.day === 1 && e.context === 'discussion')!.n;
    const call = log.find((e) => e.type === 'speech' && e.seat === 3 && e.day === 1 && e.context === 'last_call')!.n;
    let answers = 0;
    // The seat's rolls differ from play's: every seed whose turn leaned on Hugo, as Iris's did.
    for (let seed = 1; seed <= 30; seed++) {
      const iris = new LogSeat(log, 3, seed);
      if (!/\bHugo\b/.test(await iris.says(turn, 'discussion'))) continue;
      const said = await iris.says(call, 'last_call');
      // The lead-in to Hugo, then what follows it: never Elsie's accusation.
      const after = /\bHugo\b[^.:]*(?:ask|answer|question)[^.:]*[.:]\s*([^.]*)/.exec(said)?.[1];
      if (after === undefined) continue;
      answers++;
      expect(after, said).not.toMatch(/\bElsie\b/);
    }
    expect(answers).toBeGreaterThan(0);
  }, 60_000);
});
