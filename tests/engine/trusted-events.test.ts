// A game of seeded bots appends its events unchecked (they are the engine's own typed drafts); the
// log must read byte for byte as the checked one would, and every event must still pass its schema.
import { describe, expect, it } from 'vitest';
import { registryFor, runGame } from '../../src/engine/game.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { boardFor, createTable } from '../../src/table/setup.js';

describe('unchecked events of a bot game', () => {
  for (const preset of ['werewolf', 'mafia-classic']) {
    it(`${preset}: the same log checked or not, and every event passes its schema`, async () => {
      const registry = registryFor(boardFor(preset).ruleset as Ruleset<unknown>);
      for (const seed of [1, 2, 3]) {
        const checked = await runGame({ ...createTable({ preset, seed }), checkEvents: true });
        const trusted = await runGame({ ...createTable({ preset, seed }), checkEvents: false });
        const lines = trusted.events.map((e) => JSON.stringify(e));
        expect(lines).toEqual(checked.events.map((e) => JSON.stringify(e)));
        for (const e of trusted.events) expect(JSON.stringify(registry.check(JSON.parse(JSON.stringify(e))))).toBe(JSON.stringify(e));
      }
    });
  }

  it('an unknown event type is refused either way', () => {
    const registry = registryFor(boardFor('werewolf').ruleset as Ruleset<unknown>);
    expect(() => registry.trusted({ type: 'no_such_event', vis: 'public' }, 0, 0)).toThrow(/unknown event type "no_such_event"/);
    expect(() => registry.check({ type: 'no_such_event', n: 0, day: 0, vis: 'public' })).toThrow(/unknown event type "no_such_event"/);
  });
});
