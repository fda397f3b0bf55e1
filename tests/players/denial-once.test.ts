// "Bruno went after me. I've weighed it… I am not a werewolf", from four seats of one game, was a blind reader's first tell
// (relay game, werewolf-9, seed 1221001): once one seat has said it is not evil today, the others answer a case against them in
// other words. 60 games (seed 1220101), days where two seats or more said it: 83 of 151 werewolf-9 and 14 of 185
// mafia-classic before; 50 and 1 after (the rest are pleas at the last call and answers to last words, not these wordings).
import { describe, expect, it } from 'vitest';
import { DEFEND_ALSO, DEFEND_BEHIND, DEFEND_CASE } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const esc = (l: string) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{evil\}/g, '(?:a werewolf|mafia)').replace(/\{[a-z]+\}/g, '.+?');
// (Not the bare plea "I'm not {evil}": its words are in other lines too, "I know I'm not mafia" of a count.)
const DENIALS = [...Object.values(DEFEND_CASE).flat(), ...DEFEND_ALSO, ...DEFEND_BEHIND]
  .filter((l) => /\bnot \{evil\}/.test(l))
  .map((l) => new RegExp(esc(l.replace(/^\{case\}[,;.]?\s*/, '')), 'i'));

describe('a denial in a defence', () => {
  it.each(['werewolf-9', 'mafia-classic'])('%s: is said by one seat a day at most', async (preset) => {
    const twice: string[] = [];
    let said = 0;
    for await (const { speeches } of seededGames(preset, 40)) {
      // The seats that said one, by day: a seat may say it again itself (at the last call); a second seat does not.
      const byDay = new Map<number, Set<number>>();
      for (const s of speeches) {
        if (!DENIALS.some((re) => re.test(String(s.text)))) continue;
        said++;
        const seats = byDay.get(s.day as number) ?? new Set<number>();
        byDay.set(s.day as number, seats.add(s.seat as number));
        if (seats.size > 1) twice.push(`day ${s.day}: ${s.text}`);
      }
    }
    // Enough denials to read: mafia-classic says 10 in its 40 games (11 or more before this session's answers that open with
    // the defence against the seat asked about, and the sheriff believed for a check a card bore out).
    expect(said).toBeGreaterThan(preset === 'werewolf-9' ? 10 : 5);
    expect(twice).toEqual([]);
  }, 300_000);
});
