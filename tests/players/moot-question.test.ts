// A read of a seat asked about a seat dead since is not answered as if the seat sat at the table: "Ada and Bruno, fair question:
// I have no read on Mira yet", of a Mira killed in the night and shown the doctor, was the line three of four model seats
// quoted (a relay game, mafia-classic seed 1208302: the model seats had asked on day 1, and Jonah, a bot, answered on day 2).
import { describe, expect, it } from 'vitest';
import { ANSWER_NONE } from '../../src/players/scripted/speech/lines.js';
import { fixtureLog, saysAt } from './from-log.js';
import { seededGames } from './seeded-talk.js';

const NONE_ON = ANSWER_NONE.read_on.map((l) => new RegExp(l.replace('{subject}', '([A-Z][a-z]+)')));

describe('a question about a seat dead since', () => {
  it('is not answered with "no read on" the dead seat (the relay game\'s day 2)', async () => {
    const log = fixtureLog('relay-1208302.jsonl');
    const at = log.find((e) => e.type === 'speech' && e.seat === 1 && e.day === 2 && e.context === 'discussion')!;
    expect(String(at.text)).toMatch(/no read on Mira/);
    const said = await saysAt(log, 1, at.n, 'speech');
    expect(said).not.toMatch(/no read on Mira|Mira is a blank|what Mira is/);
    for (const re of NONE_ON) expect(said).not.toMatch(re);
  });

  it.each(['mafia', 'mafia-classic', 'werewolf-9'])('%s: no "no read on" a seat dead by then, in the bots\' own games', async (preset) => {
    const stale: string[] = [];
    for await (const { i, events, speeches, seat } of seededGames(preset, 80)) {
      for (const e of speeches) {
        for (const re of NONE_ON) {
          const m = re.exec(String(e.text));
          const s = m ? seat(m[1]!) : undefined;
          if (s !== undefined && events.some((d) => d.type === 'died' && d.n < e.n && (d.seats as number[]).includes(s))) stale.push(`game ${i} day ${e.day}: ${String(e.text)}`);
        }
      }
    }
    expect(stale).toEqual([]);
  }, 300_000);
});
