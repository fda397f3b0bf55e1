// One reading of the investigator claims per seat and day: a seat that believes one claimant (or said
// today it trusts one) reads that claimant's rivals as liars, and reads a claimant it doubts as a liar.
// It neither cites nor votes on a check from a claimant it reads as lying, whatever its side: words and
// ballot follow the same reading (issue 9: "I buy Seat 1 as the seer", then a vote on Seat 4's check).
import type { BotInput } from '../bot.js';
import { investigatorOf } from '../belief/claims.js';
import type { Evidence } from '../speech/plan.js';
import { isEvil, packMaySay } from './evil.js';

/** The investigator claimants this seat reads as lying now: `sincere` is false for the evil side's public face. */
export function liarsRead(b: BotInput, sincere: boolean): ReadonlySet<number> {
  return b.r.memo(`liars:${sincere}`, () => readLiars(b, sincere));
}

function readLiars(b: BotInput, sincere: boolean): Set<number> {
  const { k, r } = b;
  const role = investigatorOf(k);
  const claimants = new Set<number>([...k.roleClaims.values()].filter((c) => c.role === role).map((c) => c.seat));
  for (const c of k.checkClaims) if (!k.roleClaims.has(c.by)) claimants.add(c.by);
  claimants.delete(k.me);
  const liars = new Set<number>();
  if (claimants.size === 0) return liars;
  const good = (s: number) => 1 - r.s(s);
  const may = (s: number, stance: 'believe' | 'doubt') => sincere || packMaySay(b, s, stance);
  // What it said today binds its reading, until the belief turns firmly against it (a witch's poison claim after a no-read doubt).
  const saidTrust = k.defences.filter((d) => d.by === k.me && d.ev.day === k.day && claimants.has(d.target) && good(d.target) > 0.35).map((d) => d.target);
  const saidDoubt = k.accusations.filter((a) => a.by === k.me && a.ev.day === k.day && claimants.has(a.target) && good(a.target) < 0.75).map((a) => a.target);
  // The one it backs: its own claim (a storyteller), the claimant it said it trusts, else the one it believes.
  const mine = k.roleClaims.get(k.me)?.role === role;
  // Of two claimants, the one it did not say it doubts today is the one its words back (a later belief does not make both liars).
  const implied = claimants.size === 2 && saidDoubt.length === 1 ? [...claimants].find((s) => s !== saidDoubt[0]) : undefined;
  const backed = mine ? k.me : saidTrust[0] ?? implied ?? [...claimants].find((s) => k.alive.has(s) && good(s) >= 0.75 && may(s, 'believe'));
  for (const s of claimants) {
    if (s === backed || saidTrust.includes(s)) continue;
    if (backed !== undefined || saidDoubt.includes(s) || (good(s) <= 0.35 && may(s, 'doubt'))) liars.add(s);
  }
  return liars;
}

/** Evidence on this reading: checks by a claimant it reads as lying are no reason. */
export function onReading(b: BotInput, sincere: boolean, evs: readonly Evidence[]): Evidence[] {
  const liars = liarsRead(b, sincere);
  return evs.filter((e) => !(e.kind === 'check_claim' && liars.has(e.by)));
}

/** Whether the case against `t` is a check by a claimant this seat reads as lying (no other check names it). */
export function restsOnLiar(b: BotInput, sincere: boolean, t: number): boolean {
  const liars = liarsRead(b, sincere);
  const named = b.k.checkClaims.filter((c) => c.target === t && c.bad);
  return named.length > 0 && named.every((c) => liars.has(c.by));
}

/** Salt of the draw that replaces a seat resting on a liar's check: the speech and the ballot draw it alike. */
const INSTEAD = 43;

/** The seat to push: `t`, unless its case rests on a liar's check; then the best seat whose case does not. */
export function readingTarget(b: BotInput, sincere: boolean, among: readonly number[], score: (s: number) => number, t: number | undefined): number | undefined {
  if (t === undefined || !restsOnLiar(b, sincere, t)) return t;
  return b.r.best(among.filter((s) => !restsOnLiar(b, sincere, s)), score, b.stable(INSTEAD), b.w.noise) ?? t;
}

/**
 * The ballot's choices on this reading: seats whose case rests on a liar's check drop out, while others
 * remain (a ballot leaving the seat it announced is a change of mind, said as one at its next words).
 */
export function legalOnReading(b: BotInput, sincere: boolean, legal: readonly number[]): number[] {
  const kept = legal.filter((s) => !restsOnLiar(b, sincere, s));
  // The pack's public reading never leaves it only its own to vote: a wolf whose partner's fake checks named every villager
  // left voted the partner the real seer had named, with the whole pack (werewolf, three wolves of six, a seeded game).
  if (!sincere && kept.length && kept.every((s) => isEvil(b, s)) && legal.some((s) => !isEvil(b, s))) return [...legal];
  if (kept.length) return kept;
  // Every seat rests on some liar's check (three claimants and more): still never one named only by a claimant this
  // seat doubted aloud today ("Katya is wearing my role", then a ballot on Katya's check).
  const doubted = new Set(b.k.accusations.filter((a) => a.by === b.k.me && a.ev.day === b.k.day).map((a) => a.target));
  const spoken = legal.filter((s) => {
    const named = b.k.checkClaims.filter((c) => c.target === s && c.bad);
    return !(named.length > 0 && named.every((c) => doubted.has(c.by)));
  });
  return spoken.length ? spoken : [...legal];
}
