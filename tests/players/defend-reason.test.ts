// A defence that answers the case against it carries the facts against the accuser in a sentence that names the accuser:
// never a persona's plea naming nobody with the fact after it ("I don't dodge, I don't duck, and I'm not the one you want.
// Here's the punch: Ada backed Jonah for sheriff today": a relay game, werewolf-9, seed 120501, read by every reader as a bot's).
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { REASON } from '../../src/players/scripted/speech/lines.js';
import { seededGames, sentencesOf } from './seeded-talk.js';

const personas = loadPersonasCached();
const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A line of a bank as a pattern, its slots any words. */
const pattern = (lines: readonly string[]) => new RegExp(`^(?:${lines.map((l) => escape(l).replace(/\\?\{[a-z_]+\\?\}/g, '.+?')).join('|')})$`, 'i');
const PLEA = pattern(personas.flatMap((p) => p.phrases.defend));
/** The case against the speaker answered before the plea: its accuser named with what it did. */
const ANSWERED = /(?:went after|pointed at|accused|named|came after|put) me\b|called me (?:a|an) /;
const FRAME = pattern([...personas.flatMap((p) => p.phrases.reasons ?? []), ...REASON.map((r) => `${r}.`)]);

describe('a plea naming nobody', () => {
  it.each(['werewolf-9', 'werewolf', 'mafia'])('%s: is never followed by a fact it does not carry', async (preset) => {
    const hanging: string[] = [];
    let pleas = 0;
    for await (const { speeches } of seededGames(preset, 60)) {
      for (const e of speeches) {
        const s = sentencesOf(e.text);
        s.forEach((x, i) => {
          if (!PLEA.test(x)) return;
          pleas++;
          // A plea after the case against the speaker was answered (its accuser named), where the facts are the accuser's.
          if (!ANSWERED.test(s.slice(0, i).join(' '))) return;
          if (i + 1 < s.length && FRAME.test(s[i + 1]!) && !/\{/.test(s[i + 1]!)) hanging.push(`${x} ${s[i + 1]}`);
        });
      }
    }
    expect(pleas).toBeGreaterThan(0);
    expect(hanging).toEqual([]);
  }, 120_000);
});
