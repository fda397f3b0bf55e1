// Talk from the record (issue 22, items 2 and 8), over seeded self-play: later-day speeches name a fact
// (the bench's reading), a second carries a fact of its own or says it has none, a night death is never a
// reason alone ("…because we found Nell dead this morning": it bears on nobody), and a seat that checked a
// seat evil argues from its check, not from another seat's hint about it.
import { describe, expect, it } from 'vitest';
import { bareSpeeches } from '../../src/bench/talk-facts.js';
import { factsOf, heardSpeeches, seatNames } from '../../src/bench/talk-citations.js';
import { splitSentences } from '../../src/players/scripted/speech/sentences.js';
import { type TalkGame } from '../../src/bench/talk-games.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

const cache = new Map<string, Promise<TalkGame[]>>();
const played = (preset: string) => cache.get(preset) ?? cache.set(preset, games(preset, 24)).get(preset)!;

/** Words that take up another seat's case today, in the wordings the grammar has used for it. */
const SECONDS = /\b(?:case against|said against|went after|out on)\b/;
/** A second that says it has nothing of its own, or gives the case's fact as whose it is ("…, as Elsie pointed out just now"). */
const ALONE = /\bof my own\b|\bmyself\b|\bas [A-Z][a-z]+ (?:said|pointed out|put it)\b/;
/** A reason whose whole content is a night death: a joiner straight into "we lost…", "we found…", "X was killed…". */
const BARE_DEATH = /\b(?:because|since|given that|seeing as|as)\s+(?:we lost|we found|(?:Seat \d+ \([^)]*\)|[A-Z][a-z]+) was killed)\b/;

describe('talk from the record', () => {
  it.each(['mafia', 'mafia-classic'])('%s: day-2+ discussion speeches name a fact (at most 5% do not)', async (preset) => {
    const bare = bareSpeeches(await played(preset));
    expect(bare.speeches).toBeGreaterThan(60);
    expect(bare.share, bare.examples.join('\n')).toBeLessThanOrEqual(0.05);
  }, 300_000);

  it.each(['mafia', 'werewolf-9'])('%s: a second says a fact of its own, or says it has none', async (preset) => {
    let seconds = 0;
    const empty: string[] = [];
    for (const { e, h, before } of heardSpeeches(await played(preset), (x) => x.context === 'discussion' && x.day >= 2)) {
      const text = String(e.text);
      // A question put to a seat about its own words ("Luca, you went after Vera today; will your ballot follow it?") is no second.
      if (!SECONDS.test(text.replace(/(?:^|\. )[A-Z][a-z]+, you went after[^.?]*[.?]/g, ''))) continue;
      seconds++;
      // Another seat's accusation of today on the seat seconded is the case followed, not a fact of the seconder's own (one on
      // the speaker, of an earlier day, or the accused's own accusation of another seat, is: "Ada went after Hugo today").
      const accused = new Set(((e.claims ?? []) as { kind: string; target?: number }[]).filter((c) => c.kind === 'suspect' || c.kind === 'vote').map((c) => c.target));
      const own = factsOf(text, h, before).filter((f) => f.kind !== 'suspect' || f.about === e.seat || !accused.has(f.about ?? -1) || /yesterday|on day|last night/.test(f.said));
      if (!own.length && !ALONE.test(text)) empty.push(text);
    }
    expect(seconds).toBeGreaterThan(10);
    expect(empty, empty.join("\n")).toEqual([]);
  }, 300_000);

  it.each(['werewolf'])('%s: a night death is never a reason by itself', async (preset) => {
    const n = preset === 'werewolf' ? 12 : 24;
    const bad: string[] = [];
    for (const g of (await played(preset)).slice(0, n)) {
      for (const e of g.events) if (e.type === 'speech' && e.vis === 'public' && BARE_DEATH.test(String(e.text))) bad.push(String(e.text));
    }
    expect(bad).toEqual([]);
  }, 300_000);

  it('the real seer who reports a seat evil argues from the check, not from another seat\'s hint about it', async () => {
    // A sentence naming another seat's accusation of the checked seat, and no trust in the accuser (that reads the hint the other way: a defence).
    const TRUST = /trust|stand(?:ing)? by|clean|look past|off my list|favour|speaks for|alone|don't think|not the one|not where|on our side/i;
    let reports = 0;
    const hinted: string[] = [];
    for (const g of await played('werewolf')) {
      const names = seatNames(g.events);
      for (const e of g.events) {
        if (e.type !== 'speech' || e.vis !== 'public' || g.roles.get(e.seat as number) !== 'seer') continue;
        for (const c of (e.claims as { kind: string; target?: number; result?: string }[] | undefined) ?? []) {
          if (c.kind !== 'check' || c.result !== 'werewolf') continue;
          reports++;
          const hint = new RegExp(String.raw`(?:accused|pointed at|went after) (?:Seat ${c.target}\b|${names[c.target! - 1]}\b)`);
          hinted.push(...splitSentences(String(e.text)).filter((s) => hint.test(s) && !TRUST.test(s)));
        }
      }
    }
    expect(reports).toBeGreaterThan(30);
    expect(hinted.length / reports, hinted.join('\n')).toBeLessThanOrEqual(0.04);
  }, 300_000);

  it.each(['werewolf', 'mafia-classic'])('%s: no seat is cleared by its own claim ("Oskar claimed to be the hunter, so Oskar is off my list")', async (preset) => {
    const CLEARED_BY_CLAIM = /(Seat \d+ \([^)]*\)|[A-Z][a-z]+) (?:claimed to be|came out as) [^,.]+, (?:so|which means|and to me that means|and so) ([^.]*)/g;
    const CLEARS = /off my list|favour|looks cleaner|speaks for|look past|not where I would look|no doubt left/;
    const circular: string[] = [];
    for (const g of await played(preset)) {
      for (const e of g.events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        for (const m of String(e.text).matchAll(CLEARED_BY_CLAIM)) if (m[2]!.includes(m[1]!) && CLEARS.test(m[2]!)) circular.push(m[0]);
      }
    }
    expect(circular, circular.join("\n")).toEqual([]);
  }, 300_000);
});
