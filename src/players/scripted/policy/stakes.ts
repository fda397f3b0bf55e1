// What today's vote is worth, said once a day where one wrong vote decides the game: where every dead seat's role was shown,
// the evil side's living count is known, and a table where the side that wins on numbers would reach them after a wrong vote
// (at once) or after a wrong vote and the night's kill hears it counted ("Four of you left: one wolf, the witch, the hunter,
// one villager. A miss today likely ends it, so no thin leans": a model seat, relay game werewolf-9 seed 1208301; no bot
// ever said what a vote was worth).
import type { BotInput } from '../bot.js';
import type { Act } from '../speech/plan.js';
import { evilSeatsLeft } from './count.js';

/**
 * The stakes of today's vote, said by the day's first discussion speaker, at a table whose evil side wins on numbers (living
 * evil seats at least as many as the rest: mafia) and whose dead all showed their roles. Undefined where no single wrong vote
 * decides it.
 */
export function stakes(b: BotInput): Extract<Act, { act: 'stakes' }> | undefined {
  const { k } = b;
  if (k.ruleset !== 'mafia' || (b.req.kind !== 'speech' && b.req.kind !== 'discussion')) return undefined;
  if (k.speechesToday.some((x) => x.seat !== k.me && (x.context === 'discussion' || x.context === 'speech'))) return undefined;
  if (k.deaths.some((d) => d.role === undefined)) return undefined;
  const alive = k.alive.size;
  const evil = evilSeatsLeft(k);
  const worth = stakesOf(alive, evil);
  if (worth === undefined) return undefined;
  // Said once for a count: a table of seven with two mafia is a vote from losing every day from the second, and the same
  // warning each morning is a stock line. Again when the count changes (a mafioso voted out), and always on the last day.
  if (!worth) {
    for (let day = 2; day < k.day; day++) {
      const gone = k.deaths.filter((d) => d.day < day || (d.day === day && d.cause !== 'banished' && d.cause !== 'eliminated'));
      const evilThen = k.evilCount - gone.filter((d) => d.role !== undefined && k.evilRoles.has(d.role)).length;
      if (evilThen === evil && stakesOf(k.seats - gone.length, evilThen) !== undefined) return undefined;
    }
  }
  return { act: 'stakes', alive, evil, now: worth };
}

/** Whether one wrong vote loses the game at once (true), or with the night's kill after it (false); undefined: neither. */
export function stakesOf(alive: number, evil: number): boolean | undefined {
  if (evil < 1) return undefined;
  const rest = alive - evil;
  // A wrong vote leaves rest − 1 against evil: at parity the game is theirs; a night's kill takes one more.
  if (evil >= rest - 1) return true;
  if (evil >= rest - 2) return false;
  return undefined;
}
