// Issue 22 (a blind reader, a player learning the table): tells in how each side speaks, not in what it knows.
// Werewolf, day 2+, 150 games (seed 777001): 41% of the pack's discussion speeches were an open lean ("I lean
// Oskar, not a vote yet"), against 5% of the village's; 13% were one sentence, against 1%. And a check calling a
// seat evil, from a claimant read as lying, was given as a reason to clear that seat ("Bruno said Elsie came back
// a werewolf yesterday, and Elsie looks cleaner to me for it"). Measured again on seed 20261205 (60 games):
// open leans 43.5% → 14.5% (village 9.9% → 1.5%), one sentence 10.2% → 4.1%, backwards clearings 7 → 0.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { LEAN_OPEN_WAYS } from '../../src/players/scripted/speech/lines.js';
import { splitSentences } from '../../src/players/scripted/speech/index.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OPEN_LEAN = LEAN_OPEN_WAYS.map((w) => new RegExp(escape(w).replace(/\\\{target\\\}/g, '[A-Z][a-z]+'), 'i'));
/** A sentence that clears a seat by a check calling it evil ("…came back a werewolf, and … looks cleaner to me for it"). */
const BACKWARDS_WORDS = /\b(?:came back|called|reported|checked)\b.*\b(?:werewolf|evil)\b.*(?:off my list|favour|looks cleaner|speaks for|look past|not where I would look)/;
/** The seats a sentence says were checked evil, and the seat it clears. */
const CHECKED_EVIL = /\b(?:called|reported|checked) ([A-Z][a-z]+)(?: as)? (?:a )?(?:werewolf|evil)|\b([A-Z][a-z]+) came back (?:a )?(?:werewolf|evil)/g;
const CLEARED = /(?:speaks for|look past|in|not where I would look at|looks cleaner|off my list)\W+([A-Z][a-z]+)|([A-Z][a-z]+)(?:'s favour| is off my list| looks cleaner)/;
/**
 * A sentence where a check calling a seat evil clears that seat. A seat cleared because another seat, shown evil by a check, went
 * after it ("Luca cast a vote against Ada yesterday, and Mira called Luca a werewolf, a small thing, but it speaks for Ada") reads
 * right: the check is on the voter, not on the seat cleared.
 */
const backwardsClearing = (s: string): boolean => {
  if (!BACKWARDS_WORDS.test(s)) return false;
  const checked = [...s.matchAll(CHECKED_EVIL)].map((m) => m[1] ?? m[2]);
  const c = CLEARED.exec(s);
  const cleared = c ? (c[1] ?? c[2]) : undefined;
  return cleared === undefined || checked.length === 0 || checked.includes(cleared);
};

describe('the two sides speak alike', () => {
  it("werewolf: the pack's later speeches are seldom open leans or one sentence, and no check calling a seat evil clears it", async () => {
    const side = { pack: { n: 0, open: 0, one: 0 }, village: { n: 0, open: 0, one: 0 } };
    const backwards: string[] = [];
    for (const g of await games('werewolf', 30)) {
      const events = g.events as E[];
      const wolves = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const sentences = splitSentences(String(e.text));
        backwards.push(...sentences.filter(backwardsClearing));
        if (e.context !== 'discussion' || e.day < 2) continue;
        const s = side[wolves.has(e.seat as number) ? 'pack' : 'village'];
        s.n++;
        if (OPEN_LEAN.some((re) => re.test(String(e.text)))) s.open++;
        if (sentences.length <= 1) s.one++;
      }
    }
    expect(side.pack.n).toBeGreaterThan(150);
    expect(backwards, backwards.join('\n')).toEqual([]);
    // Before: 43.5% and 10.2% for the pack (village 9.9% and 1.3%); after: 14.5% and 4.1% (village 1.5% and 0.1%).
    expect(side.pack.open / side.pack.n, JSON.stringify(side)).toBeLessThan(0.25);
    expect(side.pack.one / side.pack.n, JSON.stringify(side)).toBeLessThan(0.08);
  }, 400_000);
});

// Playing a wolf at 80x24 (werewolf-9), my banished partner's last words said "I hold nothing against Nell myself; it's
// Seat 9's case I'm backing": the pair, read at once. Werewolf-9, 300 games (seed 84841): 21 of 399 evil last words took
// up a partner's case by name before; none now.
describe("an evil seat's last words", () => {
  it("werewolf-9: never take up a partner's case by name", async () => {
    let n = 0;
    const followed: string[] = [];
    for (const g of await games('werewolf-9', 150)) {
      const events = g.events as E[];
      const names = new Map<number, string>(((events.find((e) => e.type === 'game_started')?.seats ?? []) as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      const pack = new Set<number>((events.find((e) => e.type === 'team_revealed')?.members ?? []) as number[]);
      for (const e of events) {
        if (e.type !== 'speech' || e.context !== 'last_words' || !pack.has(e.seat)) continue;
        n++;
        for (const p of pack) {
          if (p === e.seat) continue;
          const seat = `(?:Seat ${p} \\(${names.get(p)}\\)|Seat ${p}\\b|${names.get(p)})`;
          if (new RegExp(`${seat}'s case|with ${seat} on|behind ${seat}|${seat} (?:went after|accused|pointed at|made the case)`).test(String(e.text))) followed.push(String(e.text));
        }
      }
    }
    expect(n).toBeGreaterThan(150);
    expect(followed, followed.slice(0, 3).join('\n')).toEqual([]);
  }, 300_000);
});

// A later-day lean with nothing about its seat ("Greta voted Nell yesterday, so I would look past Greta. My lean is
// Priya, and only a lean"): 150 games each (seed 70707), 8.2% of the pack's werewolf day-2+ speeches against 1.5% of the
// village's, and 7-8% of both sides' in mafia-classic. Such a lean now puts its seat a question (its last ballot, else its read).
describe('a later-day lean', () => {
  it.each([
    ['werewolf', 30],
    ['mafia-classic', 50],
  ] as const)('%s: names its seat with something about it, a question at least, on either side', async (preset, n) => {
    const side = { evil: { n: 0, bare: 0 }, good: { n: 0, bare: 0 } };
    const bare: string[] = [];
    for (const g of await games(preset, n)) {
      const events = g.events as E[];
      const evil = new Set(events.filter((e) => e.type === 'role_assigned' && /werewolf|mafia/.test(String(e.role))).map((e) => e.seat as number));
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public' || e.context !== 'discussion' || e.day < 2) continue;
        const s = side[evil.has(e.seat as number) ? 'evil' : 'good'];
        s.n++;
        const text = String(e.text);
        for (const re of OPEN_LEAN_NAMED) {
          const m = re.exec(text);
          if (!m) continue;
          // A pronoun stands for the seat named just before it (speech/subjects.ts): "I'll ask Bruno: … I'd point at him".
          if (!/^(?:him|her|them)$/i.test(m[1]!) && !text.replace(m[0], '').includes(m[1]!)) {
            s.bare++;
            bare.push(text);
          }
          break;
        }
      }
    }
    expect(side.evil.n).toBeGreaterThan(60);
    for (const s of [side.evil, side.good]) expect(s.bare / s.n, `${JSON.stringify(side)}\n${bare.slice(0, 3).join('\n')}`).toBeLessThan(0.03);
  }, 400_000);
});

const OPEN_LEAN_NAMED = LEAN_OPEN_WAYS.map((w) => new RegExp(escape(w).replace(/\\\{target\\\}/g, '([A-Z][a-z]+)'), 'i'));

// Relay game (werewolf-9, 3 Dec): a wolf said "Vera cast a vote against Jonah yesterday, which means Vera is off my list"
// while Jonah, its partner and the pack's fake seer, had called Vera a werewolf. The blind reader named it a bot's tell.
describe('an evil seat clearing a seat in passing', () => {
  it.each([
    ['werewolf-9', 60],
    ['werewolf', 30],
  ] as const)('%s: never clears the seat a partner goes after', async (preset, n) => {
    // A faint fact in a seat's favour is said as one ("…, and that leans me a little away from Hugo"): it speaks for the seat too.
    const { WEIGH, WEIGH_FAINT } = await import('../../src/players/scripted/speech/lines.js');
    const ways = [...WEIGH, ...WEIGH_FAINT].map((l) => new RegExp(escape(l).replace(/\\\{target\\\}/g, '([A-Z][a-z]+)'), 'i'));
    let cleared = 0;
    const wrong: string[] = [];
    for (const g of await games(preset, n)) {
      const events = g.events as E[];
      const wolves = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));
      const seatOf = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.name, s.seat]));
      const pushedToday = new Map<number, Set<number>>();
      const checkedBad = new Set<number>();
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        if (wolves.has(e.seat as number)) {
          for (const re of ways) {
            // A change of vote off a seat a check just cleared ("…, so Hugo is off my list, and my vote goes to Wren") follows the table, not a clearing in passing.
            const sentence = String(e.text).split(/(?<=[.!?])\s+/).find((x) => re.test(x) && !/\bvote\b/.test(x));
            const m = sentence ? re.exec(sentence) : null;
            const s = m ? seatOf.get(m[1]!) : undefined;
            if (s === undefined) continue;
            // A fact granted for the seat the speech itself goes after ("…, even if Hugo voted Greta on day 1, and that
            // speaks for Hugo. My vote goes to Hugo") is a concession inside a case, not a clearing in passing.
            if (((e.claims ?? []) as { kind: string; target?: number }[]).some((c) => (c.kind === 'suspect' || c.kind === 'vote') && c.target === s)) continue;
            cleared++;
            if (checkedBad.has(s) || [...wolves].some((w) => w !== e.seat && pushedToday.get(e.day)?.has(w * 100 + s))) wrong.push(String(e.text));
          }
        }
        for (const c of (e.claims ?? []) as { kind: string; target: number; result?: string }[]) {
          if (!wolves.has(e.seat as number)) continue;
          if (c.kind === 'check' && c.result === 'werewolf') checkedBad.add(c.target);
          if (c.kind === 'suspect' || c.kind === 'vote') {
            const day = pushedToday.get(e.day) ?? new Set<number>();
            pushedToday.set(e.day, day);
            day.add((e.seat as number) * 100 + c.target);
          }
        }
      }
    }
    expect(cleared).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 300_000);
});
