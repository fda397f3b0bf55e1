// The referee and the leak checker must catch what they claim to catch.
import { describe, expect, it } from 'vitest';
import { makeRenderer } from '../../src/engine/render.js';
import { checkWerewolfLog } from '../helpers/invariants.js';
import { checkLeaks } from '../helpers/leaks.js';
import { playChecked } from '../helpers/property-run.js';

const cfg = { preset: 'werewolf', runs: 1, privateTeam: 'werewolves', sides: ['werewolves', 'village'], referee: checkWerewolfLog };

describe('checkers catch planted faults', () => {
  it('a clean game passes both', async () => {
    const g = await playChecked(cfg, 3);
    expect(checkWerewolfLog(g.events, g.state)).toEqual([]);
    expect(checkLeaks(g.setup.ruleset, g.events, g.state, g.seen, 'werewolves')).toEqual([]);
  });

  it('the referee catches a wrong check result, a dead voter and a wrong winner', async () => {
    const g = await playChecked(cfg, 3);
    const events = structuredClone(g.events) as any[];
    const check = events.find((e) => e.type === 'seer_checked');
    check.result = check.result === 'good' ? 'werewolf' : 'good';
    expect(checkWerewolfLog(events, g.state).join('\n')).toMatch(/wrong result/);
    const events2 = structuredClone(g.events) as any[];
    const dead = events2.find((e) => e.type === 'died').seats[0];
    const lateVote = events2.filter((e) => e.type === 'vote').at(-1);
    lateVote.seat = dead;
    expect(checkWerewolfLog(events2, g.state).join('\n')).toMatch(/dead seat voted/);
    const events3 = structuredClone(g.events) as any[];
    const over = events3.at(-1);
    over.winner = over.winner === 'village' ? 'werewolves' : 'village';
    expect(checkWerewolfLog(events3, g.state).join('\n')).toMatch(/the final state says/);
  });

  it('the leak checker catches a check result, a THINK and a wolf chat line in the wrong prompt', async () => {
    const g = await playChecked(cfg, 3);
    const render = makeRenderer(g.setup.ruleset, (s) => g.state.core.seats[s - 1]!.name);
    const check = g.events.find((e) => e.type === 'seer_checked')!;
    const villager = g.state.core.seats.find((s) => s.role === 'villager')!.seat;
    const seen = new Map(g.seen);
    seen.set(villager, { prompts: [`something\n${render.line(check)}\nmore`], views: [] });
    expect(checkLeaks(g.setup.ruleset, g.events, g.state, seen, 'werewolves').join('\n')).toMatch(/Your check/);
    const wolf = g.state.core.seats.find((s) => s.role === 'werewolf')!.seat;
    seen.set(villager, { prompts: [`x ⟦T${wolf}-4⟧`, `y ⟦W${wolf}-2⟧`], views: [] });
    const errs = checkLeaks(g.setup.ruleset, g.events, g.state, seen, 'werewolves').join('\n');
    expect(errs).toMatch(/THINK of seat/);
    expect(errs).toMatch(/team chat/);
    const wolfView = g.seen.get(wolf)!.views.at(-1)!;
    seen.set(villager, { prompts: [], views: [{ ...wolfView, seat: villager }] });
    expect(checkLeaks(g.setup.ruleset, g.events, g.state, seen, 'werewolves').join('\n')).toMatch(/view holds/);
  });

  it('prompts are really captured for every seat, with canaries planted', async () => {
    const g = await playChecked(cfg, 3);
    expect(g.seen.size).toBe(12);
    const wolf = g.state.core.seats.find((s) => s.role === 'werewolf')!.seat;
    const wolfText = g.seen.get(wolf)!.prompts.join('\n');
    expect(wolfText).toMatch(/⟦W\d+-\d+⟧/);
    expect(wolfText).toMatch(/## Recent events/);
  });
});
