// A role claim nobody countered is no reason against its claimant: "Small things add up: you claimed to be the seer
// yesterday" (a wolf answering the seer who caught him, werewolf-9 at 80x24, seed 1208960), "Ask yourselves why Mira wanted me
// gone. The reason is simple: on day 1, Mira claimed to be the seer", "Second on my list is Greta. Consider this: Greta came
// out as the witch today" (werewolf corpora, seed 1208200: 13 such sentences in 200 games). A seat the claimant called evil
// gives that check as its reason instead.
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

/** A sentence whose one fact is a seat's role claim, behind a lead-in ("The reason is simple: Mira claimed to be the seer"). */
const BARE = /^[^.]*(?:: |, )(you|[A-Z][a-z]+) (?:claimed to be|came out as) (?:the |a |an )?([a-z]+)(?: (?:yesterday|today|earlier today|on day \d+))?\.$/;

describe('a role claim as a reason', () => {
  it.each(['werewolf', 'werewolf-9'])('%s: is never the whole of a sentence against a claimant nobody countered', async (preset) => {
    const bare: string[] = [];
    for await (const { i, speeches, seat } of seededGames(preset, 100)) {
      for (const e of speeches) {
        for (const s of sentencesOf(e.text)) {
          const m = BARE.exec(s);
          // Nor the claim said with the check it makes one ("Priya reported Iris as a werewolf, and today, Priya claimed to be the seer").
          if (!m || /cannot both|only one|\byet\b|\bbut\b|and still|\breported \w+ as\b|\bsaid \w+ came back\b|\bcalled \w+ (?:a werewolf|good)\b/.test(s)) continue;
          const who = m[1] === 'you' ? undefined : seat(m[1]!);
          // A rival's claim of the same role said before this speech makes it a clash, said elsewhere as one.
          const rival = speeches.some((x) => x.n < e.n && x.seat !== who && ((x.claims ?? []) as { kind: string; role?: string }[]).some((c) => c.kind === 'role' && c.role === m[2]));
          if (!rival) bare.push(`game ${i} day ${e.day}: ${s}`);
        }
      }
    }
    expect(bare).toEqual([]);
  }, 300_000);
});
