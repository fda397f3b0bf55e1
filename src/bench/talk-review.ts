// The hint's and the review's reasons (src/practice), checked the way THINK is (talk-think.ts): seeded
// games where one seat is a person's, played by the strongest bot as `nightfall play` would log it, then
// the review's own replay of that log (lessons.ts adviceAlong) asks the adviser at each of the person's
// decisions. A hint is the same adviser asked the same request (hint.ts), so one reading covers both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGame } from '../engine/game.js';
import type { PlayerView } from '../engine/view.js';
import { adviser, STRONGEST } from '../practice/advice.js';
import { adviceAlong } from '../practice/lessons.js';
import { lineSeat } from '../practice/plain-seat.js';
import { beliefOf } from '../players/scripted/belief/index.js';
import { gameSeed } from '../sim/run.js';
import { GameLog } from '../storage/game-log.js';
import { createTable } from '../table/setup.js';
import { seatNames } from './talk-citations.js';
import { share } from './talk-games.js';
import { BELIEVED_EVIL, count, EvilKnown, noWrongWay, votesAgainstVoter, type Known, type WrongWay } from './talk-think.js';

/** What the seat of `view` knows of who is evil: reveals and its checks in its view, and its belief at the strongest level. */
export function knownTo(view: PlayerView): (seat: number) => Known | undefined {
  const known = new EvilKnown();
  for (const e of view.events) known.add(e);
  let belief: Record<number, number> | undefined;
  return (seat) => known.by(view.seat, seat) ?? (((belief ??= beliefOf(view, STRONGEST).suspicion)[seat] ?? 0) >= BELIEVED_EVIL ? 'believed' : undefined);
}

/** `games` seeded games of `preset`, the person's seat moving round the table from game to game. */
export async function reviewWrongWay(preset: string, games: number, seed: number): Promise<WrongWay & { decisions: number; reasons: number }> {
  // decisions: the person's decisions the review advised on; reasons: of them, those whose advice gave a reason
  const out = { ...noWrongWay(), decisions: 0, reasons: 0 };
  const dir = mkdtempSync(join(tmpdir(), `nightfall-review-${preset}-`));
  try {
    for (let i = 0; i < games; i++) {
      const s = gameSeed(seed, i);
      const table = createTable({ preset, seed: s });
      const seat = 1 + (i % table.participants.length);
      const person = lineSeat([], () => {}, adviser(s, table.personasBySeat.get(seat)));
      const log = GameLog.create(dir, `${preset}-${seed}-${i}`, { ifTaken: 'refuse' });
      try {
        await runGame(createTable({ preset, seed: s, human: { seat, participant: person }, onEvent: (e) => log.write(e) }));
      } finally {
        log.close();
      }
      const { advice, events } = await adviceAlong(log.path);
      const names = seatNames(events);
      for (const { request, advice: a } of advice) {
        out.decisions++;
        if (a.why) out.reasons++;
        count(out, a.why, votesAgainstVoter(a.why, seat, names, knownTo(request.view)));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  out.share = share(out.onEvil, out.lines);
  return out;
}
