// The belief a bot keeps (the public record read once per game and shared, each seat's own belief
// brought up to date from view to view, the memos of the hot loops) gives the same answer as one built
// afresh from a copy of the same view, decision after decision of seeded games.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.js';
import type { PlayerView } from '../../src/engine/view.js';
import { Belief } from '../../src/players/scripted/belief/belief.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { keptAndFresh } from './kept-fresh.js';

interface Answer {
  marginals: number[];
  top: { mask: number; p: number }[];
  size: number;
}

const answerOf = (mind: SeatMind, view: PlayerView): Answer => {
  mind.update(view, () => {});
  const b = mind.belief;
  return { marginals: Array.from(b.marginals()), top: b.top(3), size: b.size };
};

/** Every `every`-th decision of `games` seeded games: the kept belief beside a fresh one. */
const compare = (preset: string, games: number, every: number) => keptAndFresh(preset, 3, games, every, answerOf);

describe.each([
  ['werewolf', 3],
  ['mafia', 3],
  ['werewolf-9', 2],
] as const)('%s: the kept belief equals a fresh one', (preset, games) => {
  it('marginals, leading worlds and worlds left, to the last bit, over seeded games', async () => {
    const { kept, fresh } = await compare(preset, games, 3);
    expect(kept.length).toBeGreaterThan(games * 10);
    // Some decision must have seen evidence move the belief, or the comparison proves little.
    expect(kept.some((a) => a.marginals.some((x, s) => s > 0 && Math.abs(x - a.marginals[1]!) > 0.05))).toBe(true);
    expect(kept).toEqual(fresh);
  });
});

/** A ballot's likelihood in one world, written out plainly: the oracle for the memoised loop. */
function ballotLikelihood(m: number, voter: number, target: number, among: number[], lg: Float64Array, le: Float64Array, pg: number, pe: number, power: number): number {
  const evilVoter = (m & (1 << (voter - 1))) !== 0;
  const lean = evilVoter ? le : lg;
  const pull = evilVoter ? pe : pg;
  let z = 0;
  for (const c of among) z += lean[c]!;
  for (let s = 1; s <= 12; s++) if (among.includes(s) && m & (1 << (s - 1))) z += (pull - 1) * lean[s]!;
  const num = (m & (1 << (target - 1)) ? pull : 1) * lean[target]!;
  return Math.exp(power * Math.log(num / z));
}

describe('a ballot', () => {
  it('weighs every world as the plain formula does, to the last bit, with dead seats sharing likelihoods', () => {
    const rng = new Rng(5);
    for (let round = 0; round < 20; round++) {
      const b = new Belief(12, 4);
      const dead = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, round % 7);
      const alive = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((s) => !dead.includes(s));
      const lg = new Float64Array(13);
      const le = new Float64Array(13);
      for (let s = 1; s <= 12; s++) {
        lg[s] = Math.exp(3 * rng.next());
        le[s] = Math.exp(1.5 * rng.next());
      }
      for (const voter of alive) {
        const among = alive.filter((s) => s !== voter);
        const target = among[Math.floor(rng.next() * among.length)]!;
        const before = Float64Array.from(b.base);
        b.ballot(voter, target, among, lg, le, 1.25, 0.3, 0.15, { kind: 'vote', n: 1, day: 1, voter, target });
        const expected = before.map((w, i) => w * ballotLikelihood(b.worlds[i]!, voter, target, among, lg, le, 1.25, 0.3, 0.15));
        const top = Math.max(...expected);
        // The belief rescales when the weights grow tiny; compare up to that one common factor.
        const scale = top < 1e-100 ? top : 1;
        expect(Array.from(b.base)).toEqual(Array.from(expected, (w) => w / scale));
      }
    }
  });
});
