// A seat sure of a seat because it has just reported its own check on it says the result is what it knows, not a feeling,
// and does not leave its vote open: "I looked at Luca last night: mafia. I'd swear he is mafia", then "My vote goes to Luca,
// unless the defence surprises me" (mafia, seed 1271801); a seer's "I'd swear she is a werewolf" was a blind reader's tell
// (relay game, werewolf-9, seed 1271201).
import { describe, expect, it } from 'vitest';
import { fixtureLog, LogSeat } from './from-log.js';

describe("an investigator's own evil check, reported", () => {
  it('is followed by the certainty of a result, not an oath or a hedge', async () => {
    // Mafia, day 2: Jonah, the detective, claims and reports Luca as mafia.
    const log = fixtureLog('sim-1271801-mafia-12.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 6 && e.day === 2)!.n;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 6, seed).says(n, 'speech');
      expect(said, said).toMatch(/\bLuca\b[^.]*\bmafia|mafia[^.]*\bLuca\b|checked Luca|looked at Luca/);
      expect(said, said).not.toMatch(/I'd swear|I am sure of it|I'm certain|stake my seat|no doubt left/);
      expect(said, said).not.toMatch(/unless (?:the defence surprises me|someone talks me out of it)|for what it is worth/);
    }
  }, 120_000);

  it("is said as the result only right after the report: with another sentence between, the seat is named", async () => {
    // Werewolf-9 at 80x24, the person the seer: Vera, the pack's fake seer, banished; her last words report Tomas as a werewolf,
    // defend, then accuse him. "Ask yourselves why Tomas wanted me gone. That is not a feeling; it is what my check showed."
    const log = fixtureLog('play-1271901.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 4 && e.context === 'last_words')!.n;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 4, seed).says(n, 'last_words');
      const sentences = said.split(/(?<=[.!?])\s+/);
      const at = sentences.findIndex((x) => /^(?:That is (?:a result|not a feeling)|No hunch of mine)/.test(x));
      // Such a line comes right after the report of the check on Tomas, or not at all.
      if (at >= 0) expect(sentences[at - 1], said).toMatch(/Tomas[^.]*werewolf|werewolf[^.]*Tomas|checked Tomas/);
      expect(said, said).toMatch(/Tomas/);
    }
  }, 120_000);
});

describe('a count that leaves only evil seats', () => {
  it('is followed by a vote that is not left open', async () => {
    // Mafia-classic at 80x24, the person the sheriff (seed 1272001), day 4, three alive: "Sam had cleared Greta, and I know
    // I'm not mafia. That leaves you alone… I'm voting you, unless the defence surprises me."
    const log = fixtureLog('play-1272001.jsonl');
    const n = log.find((e) => e.type === 'speech' && e.seat === 3 && e.day === 4)!.n;
    for (let seed = 1; seed <= 8; seed++) {
      const said = await new LogSeat(log, 3, seed).says(n, 'speech');
      expect(said, said).toMatch(/leaves|left/);
      expect(said, said).not.toMatch(/unless (?:the defence surprises me|someone talks me out of it)|for what it is worth/);
    }
  }, 120_000);
});
