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

  it('a draft is laid out in its schema\'s order whichever optional fields it has, an undefined one left out', () => {
    const registry = registryFor(boardFor('mafia').ruleset as Ruleset<unknown>);
    const lay = (d: Record<string, unknown>) => Object.entries(registry.trusted(d, 4, 1));
    const speech = { type: 'speech', vis: 'public', claims: [], context: 'discussion', text: 'hi', seat: 2 };
    const order = [['seat', 2], ['text', 'hi'], ['context', 'discussion'], ['claims', []], ['n', 4], ['day', 1], ['vis', 'public'], ['type', 'speech']];
    expect(lay(speech)).toEqual(order);
    expect(lay({ ...speech, nomination: undefined })).toEqual(order);
    expect(lay({ nomination: 5, ...speech })).toEqual([...order.slice(0, 4), ['nomination', 5], ...order.slice(4)]);
    // A required field missing (a bug the checked games catch) is left out, as it always was.
    expect(lay({ ...speech, text: undefined })).toEqual(order.filter(([f]) => f !== 'text'));
    // Nor is a field the schema does not know kept.
    expect(lay({ ...speech, extra: 1 })).toEqual(order);
  });

  it('an unknown event type is refused either way', () => {
    const registry = registryFor(boardFor('werewolf').ruleset as Ruleset<unknown>);
    expect(() => registry.trusted({ type: 'no_such_event', vis: 'public' }, 0, 0)).toThrow(/unknown event type "no_such_event"/);
    expect(() => registry.check({ type: 'no_such_event', n: 0, day: 0, vis: 'public' })).toThrow(/unknown event type "no_such_event"/);
  });
});
