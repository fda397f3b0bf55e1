// The notebook's header says when it was written in the rules' words, not a decision's key ("you wrote it at Day 1, opt out"
// was jargon to a model seat: werewolf-9 relay, seed 1280401).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { notebookLines } from '../../src/engine/prompt-notes.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { mafia } from '../../src/rules/mafia/index.js';
import { werewolf } from '../../src/rules/werewolf/index.js';

const written = (decision: string): GameEvent[] => [
  { type: 'phase_started', phase: 'day', step: 'day', n: 1, day: 1, vis: 'public' } as GameEvent,
  { type: 'memory', seat: 3, notes: { decision, notebook: 'Watch Seat 5.' }, n: 2, day: 1, vis: { seats: [3] } } as unknown as GameEvent,
];
const header = (decision: string, ruleset: Ruleset<unknown>) =>
  notebookLines(written(decision), { seat: 3, alive: () => true, clean: (t) => t, informed: false, step: makeRenderer(ruleset, (s) => `P${s}`).step })[0];

describe('the notebook header', () => {
  it('names the decision as the rules do', () => {
    expect(header('opt_out', werewolf as unknown as Ruleset<unknown>)).toMatch(/^Your notebook \(you wrote it at Day 1, withdraw or stay in the sheriff race; /);
    expect(header('wolf_proposal', werewolf as unknown as Ruleset<unknown>)).toMatch(/at Day 1, the pack's kill proposal;/);
  });

  it('says a plain key in plain words, and an unknown one without its underscores', () => {
    expect(header('last_call', werewolf as unknown as Ruleset<unknown>)).toMatch(/at Day 1, last call;/);
    expect(header('speech', mafia as unknown as Ruleset<unknown>)).toMatch(/at Day 1, speech;/);
    expect(header('some_new_step', mafia as unknown as Ruleset<unknown>)).toMatch(/at Day 1, some new step;/);
  });
});
