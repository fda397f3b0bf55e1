// How the scripted bots play, read from seeded games: what each role does when its moment comes.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { playScenario } from '../helpers/scenario.js';

type E = GameEvent & Record<string, any>;

async function games(preset: string, n: number, bots: Record<string, 'random'> = {}) {
  const out: { events: E[]; roles: string[] }[] = [];
  for (let seed = 1; seed <= n; seed++) {
    const { events, state } = await runGame(createTable({ preset, seed, bots }));
    out.push({ events: events as E[], roles: state.core.seats.map((s) => s.role) });
  }
  return out;
}

/** First nights on which the pack attacked a seat other than the witch, and how many of them she saved. */
function firstNightSaves(all: readonly { events: E[] }[]): { nights: number; saved: number } {
  let nights = 0;
  let saved = 0;
  for (const g of all) {
    const told = g.events.find((e) => e.type === 'witch_told');
    if (!told || told.target === null || told.target === told.seat) continue;
    nights++;
    if (g.events.find((e) => e.type === 'witch_acted')?.action === 'antidote') saved++;
  }
  return { nights, saved };
}

describe('werewolf bots', () => {
  it('a seer who found a werewolf claims seer in the next speech, reports the check and votes that wolf', async () => {
    let cases = 0;
    for (const g of await games('werewolf', 60)) {
      const seer = g.roles.indexOf('seer') + 1;
      for (const check of g.events.filter((e) => e.type === 'seer_checked' && e.result === 'werewolf')) {
        const next = g.events.find((e) => e.n > check.n && e.type === 'speech' && e.seat === seer && e.context === 'discussion');
        const died = g.events.find((e) => e.type === 'died' && e.seats.includes(seer) && e.n < (next?.n ?? Infinity));
        if (!next || died) continue;
        cases++;
        expect(next.claims).toContainEqual({ kind: 'role', role: 'seer' });
        expect(next.claims).toContainEqual({ kind: 'check', target: check.target, result: 'werewolf' });
      }
    }
    expect(cases).toBeGreaterThan(10);
  }, 300_000);

  it('wolves hunt a claimed seer: within two nights of a seer claim the pack targets the claimant most of the time, but not the night the guard covers him', async () => {
    // The guard covers a believed seer from the first night after his claim, every other night; the pack reads
    // that cover (policy/evil.ts guardedTonight) and strikes the night after instead. Before it did, the pack
    // struck the claimant the first night after every first claim (these seeds), the night the guard saved him.
    let claims = 0;
    let hunted = 0;
    let firstClaims = 0;
    let struckCovered = 0;
    for (const g of await games('werewolf', 80)) {
      const claimed = new Set<number>();
      for (const s of g.events.filter((e) => e.type === 'speech' && e.claims.some((c: any) => c.kind === 'role' && c.role === 'seer'))) {
        const first = !claimed.has(s.seat);
        claimed.add(s.seat);
        if (g.roles[s.seat - 1] === 'werewolf') continue;
        const [next, after] = g.events.filter((e) => e.n > s.n && e.type === 'pack_target');
        const dead = g.events.some((e) => e.type === 'died' && e.seats.includes(s.seat) && e.n < (next?.n ?? 0));
        if (!next || dead) continue;
        claims++;
        if (next.target === s.seat || after?.target === s.seat) hunted++;
        if (!first) continue;
        firstClaims++;
        if (next.target === s.seat) struckCovered++;
      }
    }
    expect(claims).toBeGreaterThan(10);
    expect(hunted / claims).toBeGreaterThan(0.6);
    expect(firstClaims).toBeGreaterThan(10);
    expect(struckCovered / firstClaims).toBeLessThan(0.3);
  }, 300_000);

  it('the pack agrees: later wolves follow the first proposal', async () => {
    for (const g of await games('werewolf', 20)) {
      const nights = new Map<number, E[]>();
      for (const p of g.events.filter((e) => e.type === 'wolf_proposal')) nights.set(p.day, [...(nights.get(p.day) ?? []), p]);
      for (const props of nights.values()) expect(new Set(props.map((p) => p.target)).size).toBe(1);
    }
  }, 300_000);

  it('the witch keeps her antidote on the first night at twelve seats, for the seer she may need to save, and saves him when the pack attacks him', async () => {
    // Before (issue 22, item 4), she saved the first night's victim in every game, and the seer never lived to the end.
    const all = await games('werewolf', 60);
    const first = firstNightSaves(all);
    let seerAttacked = 0;
    let seerSaved = 0;
    for (const g of all) {
      // Nights the pack attacks the only living seer claimant, who claimed two or more days before (the guard
      // covers him the first night after his claim), while the witch still holds her antidote.
      const claimDay = new Map<number, number>();
      const dead = new Set<number>();
      let antidote = true;
      for (const e of g.events) {
        if (e.type === 'died') for (const s of e.seats) dead.add(s);
        if (e.type === 'speech' && e.vis === 'public') for (const c of e.claims ?? []) if (c.kind === 'role' && c.role === 'seer' && !claimDay.has(e.seat)) claimDay.set(e.seat, e.day);
        if (e.type === 'witch_acted' && e.action === 'antidote') antidote = false;
        if (e.type !== 'witch_told' || e.target === null || !antidote) continue;
        const living = [...claimDay.keys()].filter((s) => !dead.has(s));
        if (living.length !== 1 || living[0] !== e.target || claimDay.get(e.target)! > e.day - 2) continue;
        seerAttacked++;
        if (g.events.find((x) => x.type === 'witch_acted' && x.n > e.n)?.action === 'antidote') seerSaved++;
      }
    }
    expect(first.nights).toBeGreaterThan(30);
    expect(first.saved).toBe(0);
    expect(seerAttacked).toBeGreaterThan(10);
    expect(seerSaved / seerAttacked).toBeGreaterThan(0.9);
  }, 300_000);

  it('at a table of six the witch saves the first night\'s victim when she can: a quarter of the village is worth more than a seer yet unknown', async () => {
    const first = firstNightSaves(await games('werewolf-6', 40));
    expect(first.nights).toBeGreaterThan(20);
    expect(first.saved).toBe(first.nights);
  }, 300_000);

  it('against a random pack, which bites its own, the witch\'s poison mostly finds a wolf (werewolf-6)', async () => {
    let poisoned = 0;
    let wolves = 0;
    for (const g of await games('werewolf-6', 200, { werewolves: 'random' })) {
      for (const e of g.events) {
        if (e.type !== 'witch_acted' || e.action !== 'poison') continue;
        poisoned++;
        if (g.roles[e.target - 1] === 'werewolf') wolves++;
      }
    }
    // Taking the attacked seat for good almost surely, her poison found a wolf 42 times in 82 (these seeds; now 39 in 47).
    expect(poisoned).toBeGreaterThan(30);
    expect(wolves / poisoned).toBeGreaterThan(0.7);
  }, 300_000);

  it('sometimes a wolf fake-claims seer', async () => {
    const all = await games('werewolf', 80);
    const fakes = all.filter((g) => g.events.some((e) => e.type === 'speech' && g.roles[e.seat - 1] === 'werewolf' && e.claims.some((c: any) => c.kind === 'role' && c.role === 'seer')));
    expect(fakes.length).toBeGreaterThan(3);
    expect(fakes.length).toBeLessThan(all.length);
  }, 300_000);

  it('every bot answer carries its reasoning as THINK, and speeches speak through the grammar in the persona\'s voice', async () => {
    const personas = new Map(loadPersonasCached().map((p) => [p.id, p]));
    let voiced = 0;
    let spoken = 0;
    // Six games: one game's share swings with its flow (31% to 71% over these).
    for (const seed of [9, 10, 11, 12, 13, 14]) {
      const { events, state } = await runGame(createTable({ preset: 'werewolf', seed }));
      const thinks = events.filter((e) => e.type === 'think') as E[];
      expect(thinks.length).toBeGreaterThan(50);
      expect(thinks.every((t) => String(t.text).length > 5)).toBe(true);
      // THINK gives the leading hypotheses with their weight.
      expect(thinks.filter((t) => /\d+%/.test(t.text)).length / thinks.length).toBeGreaterThan(0.8);
      const speeches = events.filter((e) => e.type === 'speech' && e.context === 'discussion') as E[];
      for (const s of speeches) {
        const p = personas.get(state.core.seats[s.seat - 1]!.persona)!;
        const banks = Object.values(p.speech).flatMap((x) => (Array.isArray(x) ? x : Object.values(x).flat())) as string[];
        const own = [...p.voice.signature_phrases, ...banks].flatMap((x) => x.split(/\{\w+\}/)).map((x) => x.trim().replace(/[.,!?]+$/, '')).filter((x) => x.length > 8);
        if (own.some((x) => s.text.includes(x))) voiced++;
      }
      spoken += speeches.length;
    }
    // Persona asides beside the argument are gone (issue 22: the voice is in how the case is made, its lead-ins and
    // wordings); a hunch no longer takes a persona's firm accusing line. Seeds 9-14: 49% of discussion speeches.
    expect(voiced / spoken).toBeGreaterThan(0.35);
  }, 300_000);
});

describe('mafia bots', () => {
  it('mafia do not always vote in lockstep, and now and then bus a partner', async () => {
    let days = 0;
    let same = 0;
    let bus = 0;
    for (const g of await games('mafia-classic', 80)) {
      const mafia = g.roles.flatMap((r, i) => (r === 'mafia' ? [i + 1] : []));
      const byDay = new Map<number, E[]>();
      for (const v of g.events.filter((e) => e.type === 'vote' && mafia.includes(e.seat))) byDay.set(v.day, [...(byDay.get(v.day) ?? []), v]);
      for (const votes of byDay.values()) {
        if (votes.length < 2) continue;
        days++;
        if (votes[0]!.target === votes[1]!.target) same++;
        if (votes.some((v) => mafia.includes(v.target))) bus++;
      }
    }
    expect(days).toBeGreaterThan(40);
    expect(same / days).toBeLessThan(0.9);
    expect(bus).toBeGreaterThan(0);
  }, 300_000);

  it('the detective reveals on evidence and the town follows a believed detective', async () => {
    let reveals = 0;
    let followed = 0;
    for (const g of await games('mafia-classic', 60)) {
      const det = g.roles.indexOf('detective') + 1;
      const claim = g.events.find((e) => e.type === 'speech' && e.seat === det && e.claims.some((c: any) => c.kind === 'check' && c.result === 'mafia'));
      if (!claim) continue;
      reveals++;
      const accused = claim.claims.find((c: any) => c.kind === 'check' && c.result === 'mafia').target;
      const votes = g.events.filter((e) => e.type === 'vote' && e.day === claim.day && g.roles[e.seat - 1] !== 'mafia');
      if (votes.filter((v) => v.target === accused).length > votes.length / 2) followed++;
    }
    expect(reveals).toBeGreaterThan(10);
    expect(followed / reveals).toBeGreaterThan(0.5);
  }, 300_000);
});

describe('a person\'s plain-text speech', () => {
  it('is scanned for the same claims the bots make', async () => {
    const g = await playScenario(
      'werewolf-6',
      12,
      (seat, req, _x, sc) => {
        if (req.kind === 'discussion' && seat === 2) return 'I am the seer. Last night I checked 5, werewolf. I suspect 3 too.';
        if (req.kind === 'vote') return String(sc.seatsOf('werewolf').find((w) => req.options.some((o) => o.value === String(w))) ?? 'abstain');
        return undefined;
      },
      { human: 2 },
    );
    const speech = g.events.find((e) => e.type === 'speech' && e.seat === 2 && e.context === 'discussion') as E;
    expect(speech.claims).toEqual([
      { kind: 'role', role: 'seer' },
      { kind: 'check', target: 5, result: 'werewolf' },
      { kind: 'suspect', target: 3 },
    ]);
  });
});
