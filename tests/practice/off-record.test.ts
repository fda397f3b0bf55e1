// Notes off the record (a hint shown, a branch taken): logged just before the answer they go with,
// seen by no seat, and not counted by the seeded generator, so they change nothing that follows.
import { describe, expect, it } from 'vitest';
import { ask } from '../../src/engine/decision.js';
import { OffRecord, Vote } from '../../src/engine/core-events.js';
import { NOBODY, PUBLIC } from '../../src/engine/events.js';
import { initialCore, reduceCore } from '../../src/engine/state.js';
import type { Participant } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { pickSpec } from '../engine/toy.js';

describe('off-record notes', () => {
  it('come before the answer, for nobody', async () => {
    const notes = [{ kind: 'hint', detail: { pick: '3' } }];
    const person: Participant = {
      kind: 'human',
      decide: async () => '3',
      takeNotes: () => notes.splice(0),
    };
    const r = await ask({ seat: 2, participant: person, view: { seat: 2, events: [] } as unknown as PlayerView, system: '', user: () => '' }, pickSpec([1, 3]));
    expect(r.events.map((e) => e.type)).toEqual(['off_record', 'answered']);
    expect(r.events[0]).toMatchObject({ seat: 2, decision: 'toy_pick', kind: 'hint', detail: { pick: '3' }, vis: { seats: [] } });
  });

  it('leave the position the seeded generator is drawn from where it was', () => {
    const core = initialCore();
    reduceCore(core, { ...Vote.make({ seat: 1, target: 2, ballot: 'x', weight: 1 }, PUBLIC), n: 0, day: 1 } as never);
    reduceCore(core, { ...OffRecord.make({ seat: 1, decision: 'x', kind: 'hint', detail: {} }, NOBODY), n: 1, day: 1 } as never);
    expect(core.count).toBe(1);
  });
});
