// The property games under the table options RULES.md names (a few hundred games each): the referee
// knows each option, and every variant must have come up in play, or the runs would prove nothing.
import { expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { propertySuite } from '../helpers/property-run.js';
import { refereeWerewolf } from '../helpers/werewolf-referee/index.js';

const base = { runs: 300, privateTeam: 'werewolves', sides: ['werewolves', 'village'], referee: refereeWerewolf } as const;

/** Nights on which the witch saved herself, by night number. */
function selfSaves(events: readonly GameEvent[]): number[] {
  return events.flatMap((e) => (e.type === 'witch_acted' && e.action === 'antidote' && e.target === e.seat ? [e.day] : []));
}

/** Nights on which the guard and the antidote saved the same target (who then dies under the option). */
function doubleSaves(events: readonly GameEvent[]): number {
  let guard: number | null = null;
  let count = 0;
  for (const e of events) {
    if (e.type === 'guard_acted') guard = e.target;
    if (e.type === 'witch_acted' && e.action === 'antidote' && e.target === guard) count++;
    if (e.type === 'night_resolved') guard = null;
  }
  return count;
}

const seen = { firstNight: [] as number[], always: [] as number[], double: 0 };

// Every game in npm test too: the first quarter of them brings up no witch saving herself on night 1 (6 Dec: none in 75). The
// other two variants came up in their first quarter (a self-save after night 1 in 4 games of 75, a double save in 2), as npm test plays.
propertySuite({ ...base, whole: true, preset: 'werewolf-9', options: { witchSelfSave: 'firstNight' }, observe: (ev) => seen.firstNight.push(...selfSaves(ev)) });
propertySuite({ ...base, preset: 'werewolf-9', options: { witchSelfSave: 'always' }, observe: (ev) => seen.always.push(...selfSaves(ev)) });
propertySuite({ ...base, preset: 'werewolf', options: { guardAndAntidoteKill: true }, observe: (ev) => (seen.double += doubleSaves(ev)) });

// Runs after the suites above (a file's tests run in order).
it('every variant came up in those games', () => {
  expect(seen.firstNight.length).toBeGreaterThan(0);
  expect(seen.always.filter((d) => d > 1).length).toBeGreaterThan(0);
  expect(seen.double).toBeGreaterThan(0);
});
