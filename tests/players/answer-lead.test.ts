// An answer's lead-in and the answer said as one sentence: the asker is not called twice ("Bo, since you ask: Bo, …"),
// but a lead-in to several askers keeps the one the answer turns to, or its "you" is any of them ("Elsie and Ada, since
// you ask: I'm done watching you dance. … Wren went after you yesterday", read by a blind reader as said to Elsie).
import { describe, expect, it } from 'vitest';
import { answered } from '../../src/players/scripted/speech/acts.js';

describe('an answer joined to its lead-in', () => {
  it('does not call the one asker again', () => {
    expect(answered('Ada, since you ask', "Ada, I'm done watching you dance.")).toBe("Ada, since you ask: I'm done watching you dance.");
    expect(answered('You asked, Ada, so here it is', 'Ada, you voted Bruno.')).toBe('You asked, Ada, so here it is: you voted Bruno.');
  });
  it('keeps the seat the answer turns to after a lead-in to several', () => {
    expect(answered('Elsie and Ada, since you ask', "Ada, I'm done watching you dance.")).toBe("Elsie and Ada, since you ask: Ada, I'm done watching you dance.");
  });
});
