// Last words close with the persona's goodbye only now and then once they hold an argument: "It was a good game while it
// lasted" and "Keep auditing; the truth is in the small entries" after every banished seat's read were what a relay game's
// readers quoted as a program's sign-off (werewolf-9, seed 130925). A last word with nothing else to say keeps it.
import type { BotInput } from '../bot.js';
import type { Act } from '../speech/plan.js';

/** How often last words that argue something still close with the goodbye. */
const KEPT = 0.15;

export function withFarewell(b: BotInput, acts: Act[]): Act[] {
  if (!acts.some((a) => a.act === 'farewell')) return acts;
  // A defence that names the seat that led the vote argues twice over (the plea, then who to look at): since last words name
  // that seat alone half the time, the goodbye would otherwise close most of them (farewell.test).
  const said = acts.reduce((n, a) => n + (a.act === 'farewell' ? 0 : a.act === 'defend_self' && a.against !== undefined ? 2 : 1), 0);
  if (said < 2 || b.rng.chance(KEPT)) return acts;
  return acts.filter((a) => a.act !== 'farewell');
}
