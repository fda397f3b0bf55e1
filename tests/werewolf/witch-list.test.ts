// The witch's list starts where an Enter does no harm: the antidote when there is someone to save, else "pass"; never a
// poison. At 80x24 (werewolf, seed 1207102) an Enter meant for a ballot's remark reached the next night's list, whose first
// line, the antidote gone, was "poison Seat 1 (Nell)": it poisoned the hunter.
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../src/engine/participant.js';
import { playScenario } from '../helpers/scenario.js';

describe("the witch's list", () => {
  it('opens on the antidote or on "pass", every poison after it', async () => {
    const seen: DecisionRequest[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      await playScenario('werewolf', seed, (_seat, req) => {
        if (req.kind !== 'witch') return undefined;
        seen.push(req);
        // The antidote the first night, "pass" after: the lists without an antidote are seen too.
        return req.options.some((o) => o.value === 'antidote') ? 'antidote' : 'pass';
      });
    }
    const without = seen.filter((r) => !r.options.some((o) => o.value === 'antidote'));
    expect(seen.length).toBeGreaterThan(5);
    expect(without.length).toBeGreaterThan(0);
    for (const r of seen) {
      const first = r.options[0]!.value;
      expect(first === 'antidote' || first === 'pass', first).toBe(true);
      const pass = r.options.findIndex((o) => o.value === 'pass');
      expect(r.options.slice(0, pass).every((o) => !o.value.startsWith('poison'))).toBe(true);
    }
  });
});
