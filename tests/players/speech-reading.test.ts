// What a person reading whole games still tripped on (issue 9, play-test session 5), counted over
// seeded self-play logs: words that say the vote waits before a ballot, a vote named twice in one
// speech, and a nomination that is not read as the vote it announces.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { NO_READ, TEAM } from '../../src/players/scripted/speech/lines.js';
import { RandomPlayer } from '../../src/players/random.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
import { corpusGame } from '../helpers/corpus.js';

const cache = new Map<string, GameEvent[][]>();
async function games(preset: string, n = 30): Promise<GameEvent[][]> {
  let out = cache.get(`${preset}:${n}`);
  if (!out) {
    out = [];
    for (let i = 0; i < n; i++) out.push([...(await corpusGame(preset, i))]);
    cache.set(`${preset}:${n}`, out);
  }
  return out;
}

const speeches = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'speech' && e.vis === 'public');
const lower = (xs: readonly string[]) => xs.filter((h) => !h.includes('{')).map((h) => h.replace(/[.!?]+$/, '').toLowerCase());
const HOLDING = lower(NO_READ.holding!);
const NO_READ_ANY = lower(Object.values(NO_READ).flat());

/** Speeches saying `phrases` by a seat that then cast a ballot for a seat the same day. */
function thenVoted(events: readonly GameEvent[], phrases: readonly string[], fromDay = 1): string[] {
  const said = new Map<string, string>();
  const out: string[] = [];
  for (const e of events) {
    if (e.vis !== 'public') continue;
    const key = `${e.day}:${String(e.seat)}`;
    if (e.type === 'speech' && (e.day as number) >= fromDay && phrases.some((p) => String(e.text).toLowerCase().includes(p))) said.set(key, String(e.text));
    if (e.type === 'vote' && e.ballot !== 'sheriff' && e.target !== null && said.has(key)) {
      out.push(said.get(key)!);
      said.delete(key);
    }
  }
  return out;
}

describe.each(['werewolf', 'mafia', 'mafia-classic'])('%s: 30 seeded bot games read whole', (preset) => {
  it('no seat says its vote waits and then votes that day; by day 2 few seats say they have no read', async () => {
    const all = await games(preset);
    // seed 20261201, before: werewolf 848 such speeches in 40 games, mafia-classic 264
    expect(all.flatMap((g) => thenVoted(g, HOLDING))).toEqual([]);
    const late = all.flatMap((g) => speeches(g).filter((e) => (e.day as number) >= 2)).length;
    const noRead = all.flatMap((g) => thenVoted(g, NO_READ_ANY, 2)).length;
    expect(late).toBeGreaterThan(100);
    // a seat with a leaning cites its reason (before, most day-2+ speeches said the vote waits: werewolf 711, mafia-classic 243 in 40 games);
    // the rest had nothing at all against anyone (werewolf 10%, mafia-classic 16% now)
    expect(noRead / late).toBeLessThan(0.2);
  }, 300_000);

  it('a speech says its own vote or nomination for a seat once, not in two sentences', async () => {
    const MINE = /\b(?:my vote|I'm voting|I will vote|I'll vote|gets my vote|my nomination|I nominate|I'm putting .+ up for the vote|I'll name .+ for the vote|goes up from me)\b/i;
    const twice: string[] = [];
    for (const g of await games(preset)) {
      for (const e of speeches(g)) {
        const per = new Map<string, number>();
        for (const s of String(e.text).split(/(?<=[.!?])\s+/)) if (MINE.test(s)) for (const l of new Set(s.match(/Seat \d+/g) ?? [])) per.set(l, (per.get(l) ?? 0) + 1);
        if ([...per.values()].some((c) => c >= 2)) twice.push(String(e.text));
      }
    }
    expect(twice).toEqual([]);
  }, 300_000);
});

describe.each(['werewolf', 'mafia-classic'])('%s: dates of cited facts', (preset) => {
  it('"earlier today" does not close most reasons: a fact of today is dated "today" or not at all, as often', async () => {
    const all = (await games(preset)).flatMap(speeches);
    const dated = all.filter((e) => /earlier today/i.test(String(e.text))).length;
    expect(all.length).toBeGreaterThan(300);
    // before (seed 20261201, 40 games): werewolf 368 of 1763 speeches (21%), mafia-classic 125 of 744 (17%)
    expect(dated / all.length).toBeLessThan(0.14);
  }, 300_000);
});

describe.each([
  ['mafia', 1],
  ['mafia-classic', 0],
  ['werewolf', 0],
])('%s: nights named from the day', (preset, offset) => {
  // Mafia with a night zero numbers night N before day N + 1; without one (classic), and in werewolf, night N comes before day N.
  it('the night before day N is "last night", never named by its number', async () => {
    let reports = 0;
    const wrong: string[] = [];
    for (const g of await games(preset)) {
      for (const e of speeches(g)) {
        const text = String(e.text);
        if (/last night|on night/.test(text)) reports++;
        // before (seed 20261201, 40 games): 35 mafia speeches
        if (new RegExp(`on night ${(e.day as number) - offset}\\b`).test(text)) wrong.push(`day ${String(e.day)}: ${text}`);
      }
    }
    expect(reports).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe.each([
  ['mafia', 'defense'],
  ['werewolf', 'pk'],
])('%s: a %s speech answers the case made', (preset, context) => {
  it('cites what was said or done against the speaker (a check, an accusation, a nomination, a vote) before answering it', async () => {
    const CASE = /called me|reported me|said I came back|accused me|pointed at me|went after me|nominated me|put me up|voted me|vote on me|vote against me/;
    // A werewolf run-off is rare (2 in 30 games once a lean said aloud held its ballot): more games are read for it.
    // A seat that answered the case in its own turn that day refers to that answer ("I answered Iris in my turn"), and that turn cites it.
    const REFERS = /in my turn|my piece to|my answer to|heard my answer/i;
    const defences: GameEvent[] = [];
    const generic: string[] = [];
    for (const g of await games(preset, preset === 'werewolf' ? 120 : 30)) {
      const said = speeches(g);
      const turn = (e: GameEvent) => said.find((x) => x.context === 'discussion' && x.seat === e.seat && x.day === e.day && x.n < e.n);
      for (const e of said) {
        if (e.context !== context) continue;
        defences.push(e);
        if (!CASE.test(String(e.text)) && !(REFERS.test(String(e.text)) && CASE.test(String(turn(e)?.text ?? '')))) generic.push(String(e.text));
      }
    }
    expect(defences.length).toBeGreaterThan(preset === 'mafia' ? 100 : 5);
    // before (seed 20261201, 40 games): 5 of 437 mafia defences and 0 of 26 werewolf PK speeches cited the case
    expect(generic.length / defences.length, generic.slice(0, 8).join("\n")).toBeLessThan(0.1);
  }, 300_000);
});

describe('mafia nominations', () => {
  it('a nomination on a read announces the vote; one without a reason says it only asks for a defence', async () => {
    let firm = 0;
    const unclear: string[] = [];
    for (const g of await games('mafia')) {
      for (const e of speeches(g)) {
        if (e.nomination === undefined) continue;
        const votes = ((e.claims as { kind: string; target: number }[]) ?? []).filter((c) => c.kind === 'vote');
        if (votes.length) firm++;
        else if (!/defence|answer|(?:their|your) side|speak|verdict|under pressure/i.test(String(e.text))) unclear.push(String(e.text));
      }
    }
    expect(firm).toBeGreaterThan(30);
    expect(unclear).toEqual([]);
  }, 300_000);
});

describe('persona flavour changes the voice, not what a sentence claims', () => {
  // Seen in play: "Seat 7 (Lena) isn't who they say they are" when Lena had claimed nothing; "I checked the vibe on Seat 12".
  const personas = loadPersonasCached();
  it('a check report says a check was made, with no hedge that makes it a hunch', () => {
    const hedged = personas.flatMap((p) => p.speech.report.filter((l) => /\b(?:vibe|odds|gut|hunch|feel|sense|guess|watched)\b/i.test(l.replace(/no vibe|no odds/i, ''))).map((l) => `${p.id}: ${l}`));
    expect(hedged).toEqual([]);
  });

  it('an accusation or an agreement presumes no claim and no check the target or the speaker made', () => {
    const presuming = personas.flatMap((p) => [...p.phrases.accuse, ...p.phrases.agree].filter((l) => /who they say|\bclaim|\bstory\b|\bchecked\b|fact-check|\bmy (?:check|result|finding)/i.test(l)).map((l) => `${p.id}: ${l}`));
    expect(presuming).toEqual([]);
  });

  it('a plea against the vote is never said in last words, and only by a seat under fire', async () => {
    const pleas = lower(personas.flatMap((p) => p.phrases.defend));
    let said = 0;
    const wrong: string[] = [];
    for (const preset of ['werewolf', 'mafia', 'mafia-classic']) {
      // Werewolf's 120 games, which another case of this file plays already: the pleas are few in 30.
      for (const g of await games(preset, preset === 'werewolf' ? 120 : 30)) {
        const fire = new Set<string>();
        const checked = new Set<number>();
        for (const e of g) {
          if (e.type === 'vote' && e.target !== null) fire.add(`${String(e.day)}:${String(e.target)}`);
          if (e.type !== 'speech' || e.vis !== 'public') continue;
          for (const c of (e.claims as { kind: string; target?: number; result?: string }[]) ?? []) {
            if (c.kind === 'suspect' || c.kind === 'vote') fire.add(`${String(e.day)}:${String(c.target)}`);
            if (c.kind === 'check' && /wolf|^mafia/.test(String(c.result))) checked.add(c.target!);
          }
          if (e.nomination !== undefined) fire.add(`${String(e.day)}:${String(e.nomination)}`);
          const text = String(e.text).toLowerCase();
          if (!pleas.some((p) => text.includes(p))) continue;
          said++;
          const underFire = fire.has(`${String(e.day)}:${String(e.seat)}`) || checked.has(e.seat as number) || e.context === 'pk' || e.context === 'defense';
          // before (seed 20261201, 40 games): 27 werewolf, 9 mafia, 11 mafia-classic last words held one
          if (e.context === 'last_words' || !underFire) wrong.push(`${preset} ${String(e.context)}: ${String(e.text)}`);
        }
      }
    }
    // Enough pleas to read (fewer since a case answered takes no persona plea beside it: 39 on these seeds; 13 since one
    // answering an accuser with facts against it says them to the accuser, not after a plea naming nobody: defend-reason;
    // 7 since a speech that has said one persona line seldom says another: speech/acts.ts PERSONA_AGAIN; 5 since a seat whose
    // last speech said one speaks the next plainly; 10 with the werewolf games read 120, not 30).
    expect(said).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('team chat objections', () => {
  // Seen in play (werewolf seed 77, the person a wolf): "Not Seat 12 (Ada); Seat 11 (Luca)." with no reason.
  // One evil seat plays at random, so its picks draw objections from its scripted partners.
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const objecting = [...loadPersonasCached().flatMap((p) => p.speech.team.object), ...TEAM.object].map(
    (l) => new RegExp(esc(l.replace(/[.!?]+$/, '')).replace(/\\\{(?:target|instead)\\\}/g, String.raw`(?:Seat \d+ \([^)]*\)|[A-Z][\w'’-]*)`), 'i'),
  );

  // (Mafia's scripted partners no longer object to a random partner's pick in these games: werewolf only.)
  it.each(['werewolf'])('%s: an objection to a partner\'s pick says why', async (preset) => {
    let objections = 0;
    const bare: string[] = [];
    for (let i = 0; i < 40; i++) {
      const seed = gameSeed(20261202, i);
      let first = true;
      const random = (seat: number, _p: unknown, team: string) => (team !== 'village' && team !== 'town' && first ? ((first = false), new RandomPlayer(seed + seat)) : undefined);
      const { events } = await runGame(createTable({ preset, seed, aiFor: random }));
      for (const e of events) {
        if (e.type !== 'wolf_proposal' && e.type !== 'mafia_chat') continue;
        const message = String(e.message ?? '');
        const hit = objecting.find((r) => r.test(message));
        if (!hit) continue;
        objections++;
        // before (seed 20261202, 60 games): 24 of 85 werewolf objections were the persona line alone
        if (message.replace(hit, '').replace(/^[.!?\s]+/, '').length < 15) bare.push(message);
      }
    }
    expect(objections).toBeGreaterThan(30);
    expect(bare).toEqual([]);
  }, 300_000);
});
