// The evil side's lies and loyalties over seeded games (issue 22, item 3): no fake check calls evil a
// seat the pack attacked, no fake claimant calls more seats evil than the evil side has (counting the
// evil seats the table saw revealed), an evil sheriff's badge rarely goes to a partner, the pack does not
// vote as one for a partner in the sheriff race, and it does not all vote out a doomed partner together.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGame } from '../helpers/corpus.js';

async function games(preset: string, n: number): Promise<GameEvent[][]> {
  const out: GameEvent[][] = [];
  for (let i = 0; i < n; i++) out.push([...(await corpusGame(preset, i))]);
  return out;
}

interface Tally {
  fakeBad: number;
  onTarget: string[];
  tellers: number;
  overCalled: string[];
  evilPasses: number;
  toPartner: number;
  busDays: number;
  allBus: number;
}

const bad = (result: string) => result === 'werewolf' || result === 'mafia';

function tally(all: readonly GameEvent[][]): Tally {
  const t: Tally = { fakeBad: 0, onTarget: [], tellers: 0, overCalled: [], evilPasses: 0, toPartner: 0, busDays: 0, allBus: 0 };
  all.forEach((events, g) => {
    const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [e.seat as number, String(e.role)]));
    const evilRole = role.has([...role.keys()].find((s) => role.get(s) === 'mafia') ?? -1) ? 'mafia' : 'werewolf';
    const evil = (s: number | null) => s !== null && role.get(s) === evilRole;
    const evilCount = [...role.values()].filter((r) => r === evilRole).length;
    const attacked = new Set<number>();
    const revealed = new Set<number>();
    const called = new Map<number, Set<number>>();
    const dead = new Set<number>();
    let ballots: GameEvent[] = [];
    for (const e of events) {
      if ((e.type === 'pack_target' || e.type === 'mafia_kill') && e.target !== null) attacked.add(e.target as number);
      if (e.type === 'role_revealed' && e.role === evilRole) revealed.add(e.seat as number);
      if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
      if (e.type === 'speech' && e.vis === 'public' && evil(e.seat as number)) {
        for (const c of (e.claims as { kind: string; target?: number; result?: string }[]) ?? []) {
          if (c.kind !== 'check' || !bad(c.result!)) continue;
          const mine = called.get(e.seat as number) ?? called.set(e.seat as number, new Set()).get(e.seat as number)!;
          if (mine.has(c.target!)) continue;
          mine.add(c.target!);
          t.fakeBad++;
          if (attacked.has(c.target!)) t.onTarget.push(`game ${g}, day ${e.day}: seat ${String(e.seat)} called seat ${c.target} evil`);
          const evilSeen = new Set([...mine, ...revealed]);
          evilSeen.delete(e.seat as number);
          if (evilSeen.size > evilCount) t.overCalled.push(`game ${g}, day ${e.day}: seat ${String(e.seat)} called ${[...mine].join(', ')}`);
        }
      }
      if (e.type === 'badge_passed' && evil(e.from as number) && e.to !== null) {
        t.evilPasses++;
        if (evil(e.to as number)) t.toPartner++;
      }
      if (e.type === 'vote' && e.ballot !== 'sheriff') ballots.push(e);
      if (e.type === 'banish_tally' || e.type === 'vote_result') {
        const out = (e.banished ?? e.eliminated) as number | null | undefined;
        if (typeof out === 'number' && evil(out)) {
          const partners = [...role.keys()].filter((s) => evil(s) && s !== out && !dead.has(s));
          if (partners.length >= 2) {
            t.busDays++;
            if (partners.every((p) => ballots.some((v) => v.seat === p && v.target === out))) t.allBus++;
          }
        }
        ballots = [];
      }
    }
    t.tellers += called.size;
  });
  return t;
}

describe('the evil side over seeded games', () => {
  let werewolf: Promise<Tally> | undefined;
  const ww = () => (werewolf ??= games('werewolf', 60).then(tally));

  it("werewolf (60 games): no fake check calls evil a seat the pack attacked, or more seats than the pack has", async () => {
    const t = await ww();
    expect(t.fakeBad).toBeGreaterThan(20);
    // Before: 11-12% of fake werewolf checks named the pack's own target of that night (here 4).
    expect(t.onTarget).toEqual([]);
    expect(t.overCalled).toEqual([]);
  }, 300_000);

  it('werewolf and werewolf-9 (60 games each): an evil sheriff rarely hands the badge to a partner', async () => {
    // Fewer wolves win the badge at 12 seats now (no opening fake seer claim where a guard protects the real
    // one): 3 passes in these 60 games, so the 9-seat table's are read beside them.
    const [t, t9] = [await ww(), tally(await games('werewolf-9', 60))];
    const passes = t.evilPasses + t9.evilPasses;
    // Before: every evil badge pass went to a partner.
    expect(passes).toBeGreaterThan(3);
    expect(t.toPartner + t9.toPartner).toBeLessThanOrEqual(passes / 4);
  }, 300_000);

  it('werewolf and werewolf-9 (60 games each): the pack does not vote as one for a partner in the sheriff race', async () => {
    // Played at 80x24 (seed 9393): the three wolves not running all voted their partner over an uncountered seer, and the
    // ballot named the whole pack. Before, 300 games (seed 70707): races where two or more pack ballots all went to partners,
    // 30 (werewolf) and 88 (werewolf-9); the pack's ballots on a partner 64% and 85%, against 26% and 31% of the village's.
    let races = 0;
    let bloc = 0;
    let pack = 0;
    let onMate = 0;
    for (const events of [...(await games('werewolf', 60)), ...(await games('werewolf-9', 60))]) {
      const wolves = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));
      const ballots = events.filter((e) => e.type === 'vote' && e.ballot === 'sheriff' && e.day === 1) as (GameEvent & { seat: number; target: number | null })[];
      if (!ballots.some((v) => v.target !== null && wolves.has(v.target))) continue;
      races++;
      const packs = ballots.filter((v) => wolves.has(v.seat));
      pack += packs.length;
      const mine = packs.filter((v) => v.target !== null && wolves.has(v.target)).length;
      onMate += mine;
      // A pack on its partner where the whole table voted the same way names nobody: every member of the pack had said
      // aloud it believed the partner's seer claim, as the village did (werewolf-9 game 7), and a ballot keeps its word.
      const village = ballots.filter((v) => !wolves.has(v.seat));
      const apart = village.some((v) => v.target === null || !wolves.has(v.target));
      if (packs.length >= 2 && mine === packs.length && apart) bloc++;
    }
    expect(races).toBeGreaterThan(20);
    expect(bloc).toBe(0);
    expect(onMate / pack).toBeLessThan(0.6);
  }, 300_000);

  it('werewolf and werewolf-9 (60 games each): no sheriff ballot of the pack goes to a seat its voter spoke against that day, nor past one it vouched for, nor to a seer that named it', async () => {
    // Before (seed 1212100, 200 games each): 5 of 636 pack ballots went to a seat the voter had doubted aloud, 9 past one it
    // had vouched for; on these games, 3 ballots.
    const broken: string[] = [];
    let ballots = 0;
    for (const events of [...(await games('werewolf', 60)), ...(await games('werewolf-9', 60))]) {
      const wolves = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));
      const said = new Map<number, { against: Set<number>; for: Set<number> }>();
      for (const e of events as (GameEvent & Record<string, any>)[]) {
        if (e.type === 'phase_started' && e.phase === 'night') said.clear();
        if (e.type === 'speech' && e.vis === 'public') {
          const s = said.get(e.seat) ?? { against: new Set(), for: new Set() };
          said.set(e.seat, s);
          for (const c of (e.claims ?? []) as { kind: string; target?: number }[]) {
            if (c.target === undefined) continue;
            if (c.kind === 'trust') (s.for.add(c.target), s.against.delete(c.target));
            if (c.kind === 'suspect' || c.kind === 'vote') (s.against.add(c.target), s.for.delete(c.target));
          }
        }
        if (e.type !== 'vote' || e.ballot !== 'sheriff' || e.target === null || !wolves.has(e.seat)) continue;
        ballots++;
        // Nor for the candidate whose check named the voter a werewolf (before, seed 1212100: 27 of 248 pack ballots in
        // werewolf-9, 14 of 388 in werewolf).
        const namedMe = events.some((x) => x.type === 'speech' && x.n < e.n && (x as any).seat === e.target && ((x as any).claims ?? []).some((c: any) => c.kind === 'check' && c.target === e.seat && c.result === 'werewolf'));
        if (namedMe) broken.push(`day ${e.day}: seat ${e.seat} -> ${e.target}, whose check named it`);
        const s = said.get(e.seat);
        const round = new Set(events.filter((x) => x.type === 'vote' && (x as any).ballot === 'sheriff' && x.day === e.day).map((x) => (x as any).target));
        if (s?.against.has(e.target) || (s && [...s.for].some((t) => round.has(t)) && !s.for.has(e.target))) broken.push(`day ${e.day}: seat ${e.seat} -> ${e.target}`);
      }
    }
    expect(ballots).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  }, 300_000);

  it('werewolf (60 games): the pack does not all vote out a doomed partner together', async () => {
    const t = await ww();
    // Before: the whole pack voted its partner out in 36% of such banishments.
    expect(t.busDays).toBeGreaterThan(20);
    expect(t.allBus).toBeLessThan(t.busDays / 4);
  }, 300_000);

  it.each([
    ['mafia', 150],
    ['mafia-classic', 60],
  ] as const)('%s (%i games): fake checks spare the pack\'s targets and never call more seats mafia than the mafia has', async (preset, n) => {
    const t = tally(await games(preset, n));
    expect(t.tellers).toBeGreaterThan(5);
    // Before: 18% (mafia) and 29% (mafia-classic) of fake detectives called more seats mafia than there are, counting revealed mafia.
    expect(t.onTarget).toEqual([]);
    expect(t.overCalled).toEqual([]);
  }, 300_000);
});
