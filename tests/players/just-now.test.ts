// A fact of the speech just before is said as said "just now", not "earlier today": "Elsie called me a werewolf earlier
// today", of the seat that had that moment stopped speaking, read as a program that did not hear it (a blind reader of a
// werewolf transcript, seed 1207303). And "just now" is said only of that speech. Bots only, on the shared seeded games.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGames } from '../helpers/corpus.js';

type E = GameEvent & Record<string, any>;

/** The words of a fact said in a speech, by its speaker ("Elsie called me…", "Luca pointed at Ada…"). */
const SAID = String.raw`(?:accused|pointed at|went after|called|reported|said|claimed to be|came out as|nominated|put \w+ up|defended|stood up for|spoke up for|asked)`;

describe('a fact of the speech just before', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: is said "just now" of the seat that said it, and never "earlier today"', async (preset) => {
    let justNow = 0;
    const stale: string[] = [];
    const wrong: string[] = [];
    (await corpusGames(preset, 60)).forEach((events, i) => {
      const name = new Map<number, string>(((events[0] as E).seats ?? (events.find((e) => e.type === 'game_started') as E).seats).map((s: { seat: number; name: string }) => [s.seat, s.name]));
      let prev: E | undefined;
      for (const e of events as E[]) {
        if (e.type === 'phase_started') prev = undefined;
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const text = String(e.text);
        // Only where the speech before was that seat's first today (said twice today, its first may be the one cited).
        const once = prev && !(events as E[]).some((x) => x.type === 'speech' && x.vis === 'public' && x.seat === prev!.seat && x.day === e.day && x.n < prev!.n);
        if (prev && prev.seat !== e.seat && once) {
          const who = name.get(prev.seat)!;
          // Only the clause that names the last speaker as the one who said it (not a ballot: "Luca voted me earlier today").
          for (const s of text.split(/[.;:!?]/)) if (new RegExp(`\\b${who} ${SAID}\\b[^,]*\\bearlier today\\b`).test(s)) stale.push(`game ${i}, day ${e.day}: ${text}`);
        }
        for (const m of text.matchAll(new RegExp(`\\b([A-Z][a-z]+) ${SAID}\\b[^,.;]*\\bjust now\\b`, 'g'))) {
          justNow++;
          // "You", in a speech that opens by answering the seat that spoke just before ("Vera, fair question: … You pointed at me just now").
          const toPrev = prev !== undefined && m[1] === 'You' && new RegExp(`\\b${name.get(prev.seat)}, `).test(text.slice(0, m.index));
          if (!prev || (name.get(prev.seat) !== m[1] && !toPrev)) wrong.push(`game ${i}, day ${e.day}: ${text}`);
        }
        prev = e;
      }
    });
    expect(justNow).toBeGreaterThan(20);
    expect(stale).toEqual([]);
    expect(wrong).toEqual([]);
  }, 300_000);
});
