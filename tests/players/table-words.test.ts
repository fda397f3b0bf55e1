// Speaking like a person at a table (issue 22, items 8 and 6): seats named by name (the number only where
// two share one), "you" for the seat a sentence calls, no reason that is the speaker's own claim restated,
// no persona aside beside the argument, a partner's newest kill pick answered (agreed with, or argued with
// by name), and a question asked by a bot or a model seat read as one.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { speechSpec } from '../../src/rules/common/specs.js';
import { scanWerewolfClaims } from '../../src/rules/werewolf/claims.js';
import { claimsOf, gameWords, render, SpeechMemory, type RenderCtx } from '../../src/players/scripted/speech/index.js';
import { namer, seatNames } from '../../src/players/scripted/speech/names.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';
import { NAMES } from '../helpers/speech-plans.js';
import { corpusGame } from '../helpers/corpus.js';

const personas = loadPersonasCached();
const SEATS = NAMES.map((name, i) => ({ seat: i + 1, name }));
const name = namer(SEATS);

function ctx(seed: number, me = 1): RenderCtx {
  return { persona: personas[seed % personas.length]!, rng: new Rng(seed), me, label: name, day: 3, phase: 'day', memory: new SpeechMemory(), words: gameWords('werewolf') };
}

describe('a seat named aloud', () => {
  it('is its name, with the number only where the name alone would not do', () => {
    const names = seatNames([
      { seat: 1, name: 'Ada' },
      { seat: 2, name: 'ada' },
      { seat: 3, name: 'Bo' },
      { seat: 4, name: 'You' },
      { seat: 5, name: 'x_99' },
      { seat: 6, name: 'Mary Ann' },
    ]);
    expect([...names.values()]).toEqual(['Seat 1 (Ada)', 'Seat 2 (ada)', 'Bo', 'Seat 4', 'Seat 5 (x_99)', 'Mary Ann']);
  });

  it('is "you" in the facts cited right after a sentence that calls the seat', () => {
    const vote: Evidence = { kind: 'vote', n: 5, day: 2, voter: 4, target: 7, ballot: 'banish' };
    let called = 0;
    for (let seed = 0; seed < 300; seed++) {
      const text = render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'sure', because: [vote] }] }, ctx(seed)).text;
      if (!text.startsWith('Di,')) continue;
      called++;
      // The seat called is not named again in the third person for its own deed.
      expect(text, text).not.toMatch(/Di (?:voted|put a vote|cast a vote)/);
    }
    expect(called).toBeGreaterThan(0);
  });
});

describe('the sheriff', () => {
  it('is now and then "our sheriff", once a speech, and never where a cited fact names them too', () => {
    const about: Evidence = { kind: 'vote', n: 5, day: 2, voter: 4, target: 7, ballot: 'banish' };
    const other: Evidence = { kind: 'vote', n: 6, day: 2, voter: 3, target: 7, ballot: 'banish' };
    let titled = 0;
    for (let seed = 0; seed < 200; seed++) {
      const c = { ...ctx(seed), sheriff: 4 };
      const plain = render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'lean', because: [other] }, { act: 'vote_intent', target: 4, because: [] }] }, c).text;
      if (/our sheriff/i.test(plain)) titled++;
      expect(plain.match(/our sheriff/gi)?.length ?? 0, plain).toBeLessThanOrEqual(1);
      const cited = render({ context: 'discussion', acts: [{ act: 'accuse', target: 4, strength: 'lean', because: [about] }] }, { ...ctx(seed), sheriff: 4 }).text;
      expect(cited, cited).not.toMatch(/our sheriff/i);
    }
    expect(titled).toBeGreaterThan(20);
    expect(titled).toBeLessThan(120);
  });
});

describe('a reason', () => {
  it("is never the speaker's own claim about the seat it argues about", () => {
    const mine: Evidence[] = [
      { kind: 'check_claim', n: 3, day: 2, by: 1, target: 5, bad: true },
      { kind: 'accusation', n: 4, day: 2, by: 1, target: 5 },
      { kind: 'vote', n: 6, day: 2, voter: 1, target: 5, ballot: 'banish' },
    ];
    for (let seed = 0; seed < 200; seed++) {
      for (const e of mine) {
        const text = render({ context: 'discussion', acts: [{ act: 'accuse', target: 5, strength: 'sure', because: [e] }, { act: 'vote_intent', target: 5, because: [e], lean: true }] }, ctx(seed)).text;
        expect(text, text).not.toMatch(/\bI (?:called|reported|said Ed came|accused|pointed at|went after|voted|put a vote on|cast a vote against) Ed\b/);
      }
    }
  });
});

describe('a persona', () => {
  it('speaks in its wordings, with no aside of pure voice beside the argument, last words too', () => {
    // Asides of pure voice: a persona line that is only an aside (one that is also a plea or a wording is the argument's).
    const strip = (a: string) => a.replace(/[.!?]+$/, '');
    const argued = new Set(personas.flatMap((p) => [...Object.values(p.phrases).flat(), ...Object.entries(p.speech).flatMap(([k, v]) => (k === 'asides' || !Array.isArray(v) ? [] : v))].flatMap((a) => String(a).split(/(?<=[.!?])\s+/)).map(strip)));
    const asides = new Set(personas.flatMap((p) => p.speech.asides.map(strip)).filter((a) => !argued.has(a)));
    let last = 0;
    for (let seed = 0; seed < 400; seed++) {
      for (const context of ['discussion', 'campaign', 'last_words'] as const) {
        const acts = context === 'campaign' ? [{ act: 'campaign' as const, pitch: 'lead' as const }] : [{ act: 'defend_self' as const, because: [] }];
        const text = render({ context, acts }, ctx(seed)).text;
        const has = text.split(/(?<=[.!?])\s+/).some((s) => asides.has(s.replace(/[.!?]+$/, '')));
        expect(has, text).toBe(false);
        if (context === 'last_words') last++;
      }
    }
    expect(last).toBe(400);
  });
});

describe('questions', () => {
  it("a bot's question to a claimant is a question claim", () => {
    expect(claimsOf([{ act: 'ask_check', target: 4, role: 'seer' }], gameWords('werewolf'))).toEqual([{ kind: 'ask', target: 4, about: 'check' }]);
  });

  it("a model's speech asks in its words, whatever its listed claims say", () => {
    const seats = SEATS.map((s) => ({ ...s }));
    const spec = speechSpec({ kind: 'discussion', question: '', minLength: 5, fallbackText: '…', scan: (t) => scanWerewolfClaims(t, seats, 1) });
    const r = spec.read({ raw: '', json: { speech: 'Di, what did your check show last night?', claims: [{ kind: 'suspect', target: 5 }] } });
    expect(r.ok && r.value.claims).toEqual([{ kind: 'suspect', target: 5 }, { kind: 'ask', target: 4, about: 'check' }]);
    const plain = spec.read({ raw: '', json: { speech: 'I suspect Ed. Nothing more.', claims: [{ kind: 'suspect', target: 5 }] } });
    expect(plain.ok && plain.value.claims).toEqual([{ kind: 'suspect', target: 5 }]);
  });
});

describe('over seeded games', () => {
  it.each(['werewolf', 'mafia-classic'])('%s: speeches name seats by name; a new kill pick of a partner is agreed with or named', async (preset) => {
    let speeches = 0;
    let numbered = 0;
    let answers = 0;
    const unheard: string[] = [];
    for (let i = 0; i < 6; i++) {
      const events = await corpusGame(preset, i);
      const seats = events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[];
      let night: { seat: number; n: number; target: number | null }[] = [];
      let day = -1;
      for (const e of events) {
        if (e.type === 'speech' && e.vis === 'public') {
          speeches++;
          if (/Seat \d/.test(String(e.text))) numbered++;
        }
        if ((e.type !== 'wolf_proposal' && e.type !== 'mafia_chat') || !e.message) continue;
        if (e.day !== day) (night = []), (day = e.day);
        const last = Math.max(-1, ...night.filter((x) => x.seat === e.seat).map((x) => x.n));
        const newest = [...night].reverse().find((x) => x.seat !== e.seat && x.n > last && x.target !== null);
        if (newest) {
          answers++;
          const named = String(e.message).includes(seats[newest.target! - 1]!.name);
          if (e.target !== newest.target && !named) unheard.push(String(e.message));
        }
        night.push({ seat: e.seat as number, n: e.n, target: (e.target as number | null) ?? null });
      }
    }
    expect(speeches).toBeGreaterThan(100);
    expect(numbered).toBe(0);
    expect(answers).toBeGreaterThan(10);
    expect(unheard).toEqual([]);
  }, 300_000);
});

describe('a partner joined in team chat', () => {
  it("is credited with the call only if it made it first, never one who only agreed since (werewolf, 30 seeded games)", async () => {
    const { TEAM } = await import('../../src/players/scripted/speech/lines.js');
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const ways = TEAM.agreeWith.map((l) => new RegExp(esc(l).replace('\\{partner\\}', '([A-Z][a-z]+)').replace('\\{target\\}', '([A-Z][a-z]+)'), 'i'));
    let credited = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 30; i++) {
      const events = await corpusGame('werewolf', i);
      const names = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.name, s.seat]));
      let night: { seat: number; target: number | null }[] = [];
      let day = -1;
      for (const e of events) {
        if (e.type !== 'wolf_proposal') continue;
        if (e.day !== day) (night = []), (day = e.day);
        for (const re of ways) {
          const m = re.exec(String(e.message ?? ''));
          if (!m) continue;
          const [partner, target] = [names.get(m[1]!), names.get(m[2]!)];
          if (partner === undefined || target === undefined) continue;
          credited++;
          if (night.find((x) => x.target === target)?.seat !== partner) wrong.push(String(e.message));
        }
        night.push({ seat: e.seat as number, target: (e.target as number | null) ?? null });
      }
    }
    expect(credited).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 300_000);
});
