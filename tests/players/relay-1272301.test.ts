// The blind reader's false lines from a relay game (werewolf-9, seed 1272301; model seats 2, 4, 6 and 8), said again at the
// same moments of its log by the same bot seats.
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

const log = fixtureLog('relay-1272301.jsonl');
const turn = (seat: number, day: number) => log.find((e) => e.type === 'speech' && e.seat === seat && e.day === day && e.context === 'discussion')!.n;

describe('the seer, answering the wolf she checked', () => {
  it('says "you" of him throughout, and her check is how she knows, not why he is one', async () => {
    // "Oskar, to answer you, there is no doubt left: you are a werewolf. Here is why: I checked you last night and he came
    // back a werewolf."
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 1), 'discussion');
      expect(said, said).not.toMatch(/\byou\b[^.]*\b(?:he|she) came back/);
      expect(said, said).not.toMatch(/(?:which|that) is why you are a werewolf/);
    }
  }, 120_000);
});

describe('the seer asked for her newest check the next day', () => {
  it('says the old check plainly, not as news, and does not open two sentences alike', async () => {
    // "Hugo, to answer you, fresh out of the oven: Oskar is a werewolf! I looked at Elsie because I could not place her either
    // way. I looked at Elsie last night, and she is a werewolf."
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 5, seed).says(turn(5, 2), 'discussion');
      expect(said, said).toMatch(/Elsie/);
      expect(said, said).not.toMatch(/fresh out of the oven[^.!]*Oskar/i);
      expect(said, said).not.toMatch(/I looked at Elsie because/);
    }
  }, 120_000);
});

describe("a seat that asks for the seer's newest check and then makes its case", () => {
  it('does not say it would rather hear the check than guess', async () => {
    // "I'd rather hear Greta's check than guess: Greta, what did you find? Greta said Elsie came back a werewolf yesterday…
    // I'm putting my vote on Elsie": "asks, then answers himself".
    for (let seed = 1; seed <= 6; seed++) {
      const said = await new LogSeat(log, 9, seed).says(turn(9, 3), 'discussion');
      expect(said, said).toMatch(/Elsie/);
      expect(said, said).not.toMatch(/than guess|before anyone guesses/);
    }
  }, 120_000);
});

describe("the pack's last wolf, claiming the seer against the real one", () => {
  it('goes after the real seer on the claims, never "on instinct"', async () => {
    // "The role I hold is the seer. I looked into Jonah, dear, and he is good. … Something about Greta bothers me, more than
    // anyone else here. I'll vote our sheriff out, on instinct, mostly."
    let claimed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 1, seed).says(turn(1, 3), 'discussion');
      if (!/\b(?:I am|I'm|role I hold is) the seer\b/.test(said)) continue;
      claimed++;
      expect(said, said).not.toMatch(/instinct|on a gut|gut read|a hunch|bothers me|only a lean|soft read/);
      expect(said, said).toMatch(/Greta/);
    }
    expect(claimed).toBeGreaterThan(2);
  }, 120_000);
});

describe('a point that asks why', () => {
  it('takes its fact in a sentence of its own, never one that reads as the answer', async () => {
    // Elsie's last call: "Ask yourselves why Greta picked me. The reason is simple: Greta came out as the seer yesterday, yet
    // Mira reported Greta as a werewolf" (the reader: "this doesn't follow").
    const n = log.find((e) => e.type === 'speech' && e.seat === 1 && e.day === 2 && e.context === 'last_call')!.n;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 1, seed).says(n, 'last_call');
      expect(said, said).not.toMatch(/\bwhy\b[^.?!]*, (?:because|since|given that|seeing (?:as|that))\b/);
      expect(said, said).not.toMatch(/\bwhy\b[^.?!]*[.?!] (?:The reason is simple|Here is why)/);
    }
  }, 120_000);
});
