// A first day's lean carried to a flat next morning, with its reason. Mafia-classic at 80x24 (seed 1272001, the person the
// sheriff): seven holds on day 1, six of them leaning Tomas "since Tomas named nobody when Sam asked"; nobody died that night,
// and the next morning all six spoke of two other seats each ("Bruno or Iris, I'd say, and I'd hear both out first"), none
// of Tomas, as if the day before had not happened.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat, type LogEvent } from './from-log.js';

const log = fixtureLog('play-1272001.jsonl');
const day2 = (seat: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === 2)!.n;

describe("yesterday's lean on a seat that named nobody when asked", () => {
  it('is said again the next morning with that reason, while the record is still flat', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(log, 8, seed).says(day2(8), 'speech');
      expect(said, said).toMatch(/Tomas (?:named nobody when Sam asked|gave Sam no name) yesterday/);
    }
  }, 120_000);

  it('is not said a third time once two others have carried it today', async () => {
    // The same morning, Jonah and Oskar made to have leaned Tomas in their turns (a lean claim each).
    const leaned = (e: LogEvent): LogEvent => (e.type === 'speech' && e.day === 2 && (e.seat === 8 || e.seat === 1) ? { ...e, claims: [{ kind: 'lean', target: 7 }] } : e);
    const edited = log.map(leaned);
    for (let seed = 1; seed <= 4; seed++) {
      const said = await new LogSeat(edited, 2, seed).says(day2(2), 'speech');
      expect(said, said).not.toMatch(/named nobody when Sam asked|gave Sam no name/);
    }
  }, 120_000);
});
