// Followers cite the case, not the accuser (issue 9, talk from reasons): once a seat has been named evil by
// a claimed check today, later speeches against it stand on that check (or another fact), never on "Seat 9
// pointed at them" alone. Seen in play: eight voters on a seer-checked wolf each cited the seat that
// repeated the check.
import { describe, expect, it } from 'vitest';
import { corpusGame } from '../helpers/corpus.js';

/** Another seat's words against `Seat N`, as the bots word them. */
const HEARSAY = /\b(?:accused|pointed at|went after|nominated) Seat (\d+) \(/g;
/** Words that cite a check (the claimed check itself, in any of its wordings). */
const CITES_CHECK = /\b(?:reported|called|came back|check)\b/;

describe('speeches against a seat a claimed check named evil today', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: cite a fact, never only another accuser', async (preset) => {
    let against = 0;
    const hearsay: string[] = [];
    for (let i = 0; i < 40; i++) {
      const events = await corpusGame(preset, i);
      const checked = new Map<number, Set<number>>();
      for (const e of events) {
        if (e.type !== 'speech') continue;
        const claims = (e.claims as { kind: string; target?: number; result?: string }[] | undefined) ?? [];
        const day = e.day as number;
        for (const c of claims) if (c.kind === 'check' && (c.result === 'werewolf' || c.result === 'mafia')) (checked.get(day) ?? checked.set(day, new Set()).get(day)!).add(c.target!);
        if (e.context !== 'discussion' || claims.some((c) => c.kind === 'check')) continue;
        const targets = claims.filter((c) => (c.kind === 'suspect' || c.kind === 'vote') && checked.get(day)?.has(c.target!)).map((c) => c.target!);
        if (!targets.length) continue;
        against++;
        const text = String(e.text);
        const named = [...text.matchAll(HEARSAY)].map((m) => Number(m[1]));
        if (named.some((s) => targets.includes(s)) && !CITES_CHECK.test(text)) hearsay.push(`${preset} ${i} day ${day}: ${text}`);
      }
    }
    expect(against).toBeGreaterThan(25);
    expect(hearsay).toEqual([]);
  }, 300_000);
});
