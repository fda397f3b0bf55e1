// The last call's question says who has none: the seat that spoke last in the discussion (the sheriff, with a badge). A relay
// reader had to work out why the sheriff was not among the seats listed (werewolf-9, seed 1272301).
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../src/engine/decision.js';
import { playScenario } from '../helpers/scenario.js';

describe('the last call', () => {
  it('names the seat that spoke last in the discussion as having no last call, and asks it none', async () => {
    const asked: { seat: number; question: string }[] = [];
    let order: number[] = [];
    const g = await playScenario(
      'werewolf-9',
      7,
      (seat, req: DecisionRequest) => {
        if (req.kind === 'last_call') asked.push({ seat, question: req.question });
        return undefined;
      },
      { until: (e) => e.type === 'vote' },
    );
    for (const e of g.events as { type: string; order?: number[] }[]) if (e.type === 'speaking_order' && e.order) order = e.order;
    const last = order.at(-1)!;
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((a) => a.seat)).not.toContain(last);
    for (const a of asked) expect(a.question).toContain(`Seat ${last} (P${last})`);
    for (const a of asked) expect(a.question).toMatch(/spoke last in the discussion and has no last call/);
  });
});
