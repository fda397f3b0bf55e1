// The pack plays as a human pack would (issue 22): a seer who has called two of the pack wolves in public
// dies, even when the pack's own seer story called him a wolf; a partner the seer caught is dropped by one
// or two members, never the whole pack; a normal pack does not kill a partner's accusers for their votes.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import type { Level } from '../../src/players/scripted/belief/params.js';
import { Position } from './positions.js';
import { corpusGame } from '../helpers/corpus.js';

type Claim = { kind: string; role?: string; target?: number; result?: string };

/**
 * Nights the real seer was alive with at least two wolves named in his public checks and a living guard elsewhere,
 * and how many of them the pack let him live. A night after the guard died is left out: roles are shown only when
 * the game ends, so the pack cannot know nobody covers him, and it rightly spares him on the nights a guard would.
 */
function seerNights(events: readonly GameEvent[]): [nights: number, spared: number] {
  const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [e.seat as number, String(e.role)]));
  const seer = [...role].find(([, r]) => r === 'seer')?.[0];
  const guard = [...role].find(([, r]) => r === 'guard')?.[0];
  const alive = new Set(role.keys());
  const named = new Set<number>();
  let nights = 0;
  let spared = 0;
  let tonight: { target: number; guarded: boolean } | undefined;
  for (const e of events) {
    if (e.type === 'died') for (const s of e.seats as number[]) alive.delete(s);
    if (e.type === 'speech' && e.seat === seer) {
      for (const c of (e.claims as Claim[] | undefined) ?? []) if (c.kind === 'check' && c.result === 'werewolf' && role.get(c.target!) === 'werewolf') named.add(c.target!);
    }
    if (e.type === 'pack_target' && seer !== undefined && alive.has(seer) && named.size >= 2 && (guard === undefined || alive.has(guard))) tonight = { target: e.target as number, guarded: false };
    if (e.type === 'guard_acted' && tonight && e.target === seer) tonight.guarded = true;
    if (e.type === 'night_resolved' && tonight) {
      if (!tonight.guarded) {
        nights++;
        if (tonight.target !== seer) spared++;
      }
      tonight = undefined;
    }
  }
  return [nights, spared];
}

/** On each day a living wolf stands named by the real seer's public check, whether every other living wolf who voted cast his ballot on him. */
function busDays(events: readonly GameEvent[]): [days: number, whole: number] {
  const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [e.seat as number, String(e.role)]));
  const seer = [...role].find(([, r]) => r === 'seer')?.[0];
  const wolves = [...role].filter(([, r]) => r === 'werewolf').map(([s]) => s);
  const alive = new Set(role.keys());
  const named = new Set<number>();
  const ballots = new Map<number, Map<number, number | null>>();
  const aliveAt = new Map<number, Set<number>>();
  for (const e of events) {
    if (e.type === 'died') for (const s of e.seats as number[]) alive.delete(s);
    if (e.type === 'speech' && e.seat === seer) for (const c of (e.claims as Claim[] | undefined) ?? []) if (c.kind === 'check' && c.result === 'werewolf' && role.get(c.target!) === 'werewolf') named.add(c.target!);
    if (e.type === 'vote' && e.ballot === 'banish') {
      if (!ballots.has(e.day)) {
        ballots.set(e.day, new Map());
        aliveAt.set(e.day, new Set([...named].filter((w) => alive.has(w))));
      }
      if (!ballots.get(e.day)!.has(e.seat as number)) ballots.get(e.day)!.set(e.seat as number, e.target as number | null);
    }
  }
  let days = 0;
  let whole = 0;
  for (const [day, votes] of ballots) {
    for (const w of aliveAt.get(day)!) {
      const mates = wolves.filter((m) => m !== w && votes.has(m));
      if (mates.length < 2) continue;
      days++;
      if (mates.every((m) => votes.get(m) === w)) whole++;
    }
  }
  return [days, whole];
}

/** Nights the guard covered the seer after his claim, and how many of them the pack spent its kill on him. */
function guardedNights(events: readonly GameEvent[]): [nights: number, wasted: number] {
  const role = new Map(events.filter((e) => e.type === 'role_assigned').map((e) => [e.seat as number, String(e.role)]));
  const seer = [...role].find(([, r]) => r === 'seer')?.[0];
  let claimed = false;
  let target: number | undefined;
  let nights = 0;
  let wasted = 0;
  for (const e of events) {
    if (e.type === 'speech' && e.seat === seer && ((e.claims as Claim[] | undefined) ?? []).some((c) => c.kind === 'role' && c.role === 'seer')) claimed = true;
    if (e.type === 'pack_target') target = e.target as number;
    if (e.type === 'guard_acted' && claimed && e.target === seer) {
      nights++;
      if (target === seer) wasted++;
    }
  }
  return [nights, wasted];
}

let played: GameEvent[][] | undefined;
async function games(): Promise<GameEvent[][]> {
  if (!played) {
    played = [];
    for (let i = 0; i < 240; i++) played.push([...(await corpusGame('werewolf', i))]);
  }
  return played;
}

/** A count summed over the 240 games: [cases, of them the ones looked for]. */
async function total(count: (events: readonly GameEvent[]) => [number, number]): Promise<[number, number]> {
  let all = 0;
  let hits = 0;
  for (const events of await games()) {
    const [a, h] = count(events);
    all += a;
    hits += h;
  }
  return [all, hits];
}

describe('the pack over 240 seeded games of 12 seats', () => {
  it('seldom spends its kill on a claimed seer the guard covers that night (his turn comes every other night)', async () => {
    const [nights, wasted] = await total(guardedNights);
    // Before (once the pack killed a seer with two checks, whatever the cover): 30 of 61 such nights, each a peaceful night.
    expect(nights).toBeGreaterThan(30);
    expect(wasted / nights).toBeLessThan(0.15);
  }, 300_000);

  it('kills a seer who has named two of its wolves on a night the guard does not cover him, whatever its own seer story said of him', async () => {
    const [nights, spared] = await total(seerNights);
    // Before: the pack let such a seer live on 52% of these nights (a fake check on him spared him). Counted over 80
    // games with the guard dead or alive, 5 of 26 (19%), then 10 of 31 once a lean said aloud held its ballot: the
    // games ran otherwise, and most spared nights were after the guard's unseen death. With a living guard, over 240
    // games: 2 of 33, then 4 of 34.
    expect(nights).toBeGreaterThan(25);
    expect(spared / nights).toBeLessThan(0.25);
  }, 300_000);

  it('never votes out, all of it, a partner the seer named: one or two members drop him, the rest stay off', async () => {
    const [days, whole] = await total(busDays);
    // Before: on 5 of 65 such days every other wolf voted him (each read the split again later in the day, the doubt moved, and each who was in it at his turn kept his word).
    expect(days).toBeGreaterThan(15);
    expect(whole).toBe(0);
  }, 300_000);
});

const personas = loadPersonasCached();

async function proposal(p: Position, seed: number, level: Level): Promise<number> {
  const view = p.view();
  const options = view.seats.filter((s) => s.alive && ![1, 2, 3, 4].includes(s.seat)).map((s) => ({ value: String(s.seat) }));
  const request = { kind: 'wolf_proposal', seat: view.seat, question: 'wolf_proposal', options, answer: { shape: 'choice' }, freeText: false, view } as never;
  const said = JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed, level).decide('', '', { request, attempt: 1 })) as { target: unknown };
  return Number(said.target);
}

/** Werewolf, night 2: seats 5 and 6 accused and voted seat 2, a wolf (seat 1 is his partner); the rest voted seat 9, who was banished. */
function accused(): Position {
  const p = new Position('werewolf', 1, 'werewolf', [2, 3, 4]);
  for (const s of [5, 6]) p.speech(s, [{ kind: 'suspect', target: 2 }, { kind: 'vote', target: 2 }]);
  for (const s of [5, 6]) p.vote(s, 2);
  for (const s of [1, 2, 3, 4, 7, 8, 10, 11, 12]) p.vote(s, 9);
  p.died([9], 'banished');
  p.push('phase_started', { phase: 'night', step: 'night', round: p.day });
  return p;
}

describe("the pack's kill of a partner's accusers", () => {
  it('a normal pack spares them (the village reads the kill as pointing at the partner); an easy pack goes for them', async () => {
    const hits = { normal: 0, easy: 0 };
    for (const level of ['normal', 'easy'] as const) for (let seed = 1; seed <= 20; seed++) if ([5, 6].includes(await proposal(accused(), seed, level))) hits[level]++;
    // Before: 20 of 20 normal proposals took seat 5 or 6 (each vote and accusation on a member added to the kill's worth).
    expect(hits.normal).toBeLessThanOrEqual(8);
    expect(hits.easy).toBeGreaterThanOrEqual(15);
  });
});
