// An answer's lead-in and the answer said as one sentence: the asker is not called twice ("Bo, since you ask: Bo, …"),
// but a lead-in to several askers keeps the one the answer turns to, or its "you" is any of them ("Elsie and Ada, since
// you ask: I'm done watching you dance. … Wren went after you yesterday", read by a blind reader as said to Elsie).
import { describe, expect, it } from 'vitest';
import { answered } from '../../src/players/scripted/speech/acts.js';
import { ANSWER_LEAD, ANSWER_LEAD_LATE } from '../../src/players/scripted/speech/lines.js';

describe('an answer joined to its lead-in', () => {
  it('does not call the one asker again', () => {
    expect(answered('Ada, since you ask', "Ada, I'm done watching you dance.")).toBe("Ada, since you ask: I'm done watching you dance.");
    expect(answered('You asked, Ada, so here it is', 'Ada, you voted Bruno.')).toBe('You asked, Ada, so here it is: you voted Bruno.');
  });
  it('lowers the first word of an answer that opens on no seat of the lead-in', () => {
    // Before: "Greta and Ada, since you ask, As Iris said, …" (a relay game, werewolf-9, seed 120501).
    expect(answered('Greta and Ada, since you ask', 'As Iris said, only one of us is the seer.')).toBe('Greta and Ada, since you ask: as Iris said, only one of us is the seer.');
  });
  it('joins an answer with a colon of its own by a comma, or after a full stop when the lead-in is a sentence already', () => {
    const count = "that makes three of us behind Tomas's case against Katya: Elsie and Mira, and now me.";
    expect(answered('You asked, Oskar, so here it is', count)).toBe("You asked, Oskar, so here it is. That makes three of us behind Tomas's case against Katya: Elsie and Mira, and now me.");
    expect(answered('Oskar, fair question', count)).toBe("Oskar, fair question. That makes three of us behind Tomas's case against Katya: Elsie and Mira, and now me.");
    expect(answered('Oskar, since you ask', count)).toBe("Oskar, since you ask, that makes three of us behind Tomas's case against Katya: Elsie and Mira, and now me.");
    // An answer opening on names is not run on after a comma, where it would read as calling them.
    expect(answered('Hugo, to answer you', 'Seat 6 (Katya) and Seat 1 (Ada) gave the reason already: Iris checked Nell.')).toBe(
      'Hugo, to answer you. Seat 6 (Katya) and Seat 1 (Ada) gave the reason already: Iris checked Nell.',
    );
    // "I" calls nobody: "Vera, in answer to you. I checked Wren on night 1: a werewolf" read as a stray sentence (werewolf-9, 80x24).
    expect(answered('Vera, in answer to you', 'I checked Wren on night 1: a werewolf.')).toBe('Vera, in answer to you, I checked Wren on night 1: a werewolf.');
  });
  it('has a lead-in of each kind in the banks', () => {
    const whole = (l: string) => answered(l, 'a: b').includes('. A: b');
    for (const bank of [ANSWER_LEAD, ANSWER_LEAD_LATE]) {
      expect(bank.some(whole)).toBe(true);
      expect(bank.some((l) => !whole(l))).toBe(true);
    }
  });
  it('keeps the seat the answer turns to after a lead-in to several', () => {
    expect(answered('Elsie and Ada, since you ask', "Ada, I'm done watching you dance.")).toBe("Elsie and Ada, since you ask: Ada, I'm done watching you dance.");
  });
});
