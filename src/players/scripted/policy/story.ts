// Lies that hold together: an evil seat's fake investigator claim. Once told, the story is read back
// from the seat's own public claims, so every day repeats the same checks and adds one new check for
// the night that passed; it answers a rival claimant, never names a check on a dead night victim as
// evil or against a revealed role, and never reports more checks than nights. It survives what the
// table can check: it never calls evil a seat the pack attacked (the witch, guard or doctor who saved
// it knows better), never more seats than the evil side has (leaving room for a partner's reveal),
// and never repeats a rival's checks. An easy bot is clumsy.
import type { BotInput } from '../bot.js';
import { investigatorOf } from '../belief/claims.js';
import { checkNights } from '../knowledge.js';
import type { Act } from '../speech/plan.js';
import { frameTarget, isEvil, lieChance, partners, stableChance } from './evil.js';

const PROTECTORS = ['guard', 'doctor'];

/** How often a careful liar leaves the rival out of its checks. */
const RIVAL_UNCHECKED = 0.5;

export interface Story {
  acts: Act[];
  /** The living seat the story calls evil, to push today. */
  target: number | undefined;
}

/** The rival claimants of the investigator role (not of the pack), oldest first. */
export function rivals(b: BotInput): number[] {
  const inv = investigatorOf(b.k);
  return [...b.k.roleClaims.values()].filter((c) => c.role === inv && !isEvil(b, c.seat)).sort((a, c) => a.ev.n - c.ev.n).map((c) => c.seat);
}

/**
 * Whether this evil seat tells (or keeps telling) a fake investigator story today; `overnight`, asked at night of
 * tomorrow, when the pack's kill will have shown a role where deaths show them.
 */
export function wantsStory(b: BotInput, overnight = false): boolean {
  const { k } = b;
  const inv = investigatorOf(k);
  if (k.roleClaims.get(k.me)?.role === inv) return true;
  if (checkNights(k) === 0) return false;
  // The one investigator already lies dead with the role shown: a new claim would be a proven lie.
  if ([...k.revealed.values()].some((r) => r.role === inv)) return false;
  if (partners(b).some((p) => k.roleClaims.get(p)?.role === inv)) return false;
  // A claim it told the pack last night it would make is made: "I'll pretend to be the seer when the day starts", then a
  // campaign with no claim and a vote on the partner the real seer had named (a wolf game at 80x24, 4 Dec).
  if (b.mind.promised?.night === k.nightStart && b.mind.promised.role === inv) return true;
  const rivalSeats = rivals(b);
  const exposedMe = k.checkClaims.some((c) => c.bad && c.target === k.me && rivalSeats.includes(c.by));
  const exposedMate = k.checkClaims.some((c) => c.bad && partners(b).includes(c.target) && rivalSeats.includes(c.by));
  // The exposed seat answers for itself; for a partner, the first other member of the pack does, unless roles
  // show on death: the partner's card proves the real investigator and hangs the second liar with him
  // (measured, 400 games each: mafia-classic town wins 64.0% with it, 60.3% without; mafia 58.3%, 55.8%).
  const forMate = !exposedMe && exposedMate;
  if (forMate && k.options.revealOnDeath === true) return false;
  const designated = exposedMe || (exposedMate && partners(b).every((p) => k.me < p || k.checkClaims.some((c) => c.bad && c.target === p && rivalSeats.includes(c.by))));
  if (designated) return stableChance(b, 11, Math.min(1, lieChance(b) + 0.25));
  const firstOfPack = partners(b).every((p) => k.me < p);
  // Claiming first pays while no death has shown a role (nothing public can prove the story wrong) and no
  // guard or doctor keeps the real investigator alive to answer it: with one, a first fake is caught more than
  // it pays, and the pack waits to counter-claim (measured, werewolf 12 seats, 400 games: village wins 70.0%
  // claiming as often as without a guard, 63.8% at a third as often, 61.8% never).
  const covered = PROTECTORS.some((role) => k.powerRoles.has(role));
  if (rivalSeats.length === 0 && firstOfPack && checkNights(k) <= 2 && k.revealed.size === 0 && !(overnight && k.options.revealOnDeath === true) && !covered) return stableChance(b, 12, lieChance(b));
  return false;
}

/** Whether this seat already told the table a fake investigator story: it keeps it, last words included. */
export const keepsStory = (b: BotInput): boolean => b.k.roleClaims.get(b.k.me)?.role === investigatorOf(b.k);

export function tellStory(b: BotInput): Story {
  const { k } = b;
  const inv = investigatorOf(k);
  const clumsy = b.level === 'easy';
  // Told in night order, so the i-th check ever told is the check of night i+1: the dates hold across days.
  const past = k.checkClaims.filter((c) => c.by === k.me);
  const acts: Act[] = [{ act: 'claim_role', role: inv }];
  const told = new Set(past.map((c) => c.target));
  past.forEach((c, i) => {
    if (!clumsy || b.rng.chance(0.6)) acts.push({ act: 'report_check', target: c.target, bad: c.bad, night: i + 1, again: true });
  });
  const rivalSeats = rivals(b);
  const nights = checkNights(k);
  let target = past.find((c) => c.bad && k.alive.has(c.target))?.target;
  // One check for every night not yet accounted for (a clumsy liar may report one too many), each on
  // its own night after those already told; the damning ones come last, closest to today.
  const fresh: { target: number; bad: boolean }[] = [];
  let room = badRoom(b, past.filter((c) => c.bad).map((c) => c.target));
  for (let n = past.length; n < nights || (clumsy && fresh.length === 0); n++) {
    const pick = nextFakeCheck(b, told, rivalSeats, room);
    if (!pick) break;
    told.add(pick.target);
    fresh.push(pick);
    if (pick.bad) room--;
  }
  fresh.sort((x, y) => Number(x.bad) - Number(y.bad));
  fresh.forEach((pick, i) => {
    acts.push({ act: 'report_check', target: pick.target, bad: pick.bad, night: Math.max(1, Math.min(nights, past.length + 1 + i)) });
    if (pick.bad && k.alive.has(pick.target)) target = pick.target;
  });
  // What the story says of each seat it checked: a rival's check that disagrees with it (or calls this seat evil) is the reason the rival lies.
  const said = new Map<number, boolean>([...past.map((c) => [c.target, c.bad] as const), ...fresh.map((c) => [c.target, c.bad] as const)]);
  said.set(k.me, false);
  for (const liar of rivalSeats) {
    if (!k.alive.has(liar) && !clumsy) continue;
    const claim = k.roleClaims.get(liar)!;
    const theirs = k.checkClaims.filter((c) => c.by === liar && said.has(c.target) && said.get(c.target) !== c.bad).map((c) => c.ev);
    acts.push({ act: 'counter_claim', liar, role: inv, because: [claim.ev, ...theirs].slice(0, 2) });
  }
  target ??= rivalSeats.find((s) => k.alive.has(s));
  return { acts, target };
}

/**
 * How many more seats a story may call evil: the evil side's size, less the evil seats the table has
 * seen revealed that it did not call, less one for a living partner not yet shown (his reveal must not
 * prove the story wrong), less the seats it already called evil.
 */
export function badRoom(b: BotInput, calledBad: readonly number[]): number {
  const { k } = b;
  const called = new Set(calledBad);
  let shown = 0;
  for (const [s, r] of k.revealed) if (s !== k.me && k.evilRoles.has(r.role) && !called.has(s)) shown++;
  const hidden = partners(b).some((p) => !k.revealed.has(p)) ? 1 : 0;
  return k.evilCount - shown - hidden - called.size;
}

/** The seats the pack attacked at night: whoever saved one (the witch, the guard, the doctor) knows it good. */
export function packTargets(b: BotInput): Set<number> {
  const out = new Set<number>();
  for (const a of b.k.attacked) if (a.target !== null) out.add(a.target);
  return out;
}

/** Seats another claimant already reported a check on: repeating them copies its story. */
function othersChecked(b: BotInput): Set<number> {
  return new Set(b.k.checkClaims.filter((c) => c.by !== b.k.me).map((c) => c.target));
}

/** Whether the story checks the rival claimant (calling it evil): the same draw at night, when the pack hears the plan, and by day. */
export function checksRival(b: BotInput, rival: number, room: number, attacked: ReadonlySet<number>): boolean {
  if (b.level === 'easy') return true;
  return room > 0 && !attacked.has(rival) && !stableChance(b, 13, RIVAL_UNCHECKED);
}

function nextFakeCheck(b: BotInput, told: Set<number>, rivalSeats: number[], room: number): { target: number; bad: boolean } | undefined {
  const { k, r } = b;
  const clumsy = b.level === 'easy';
  const attacked = clumsy ? new Set<number>() : packTargets(b);
  // Checking the rival is what every fake counter-claim does, so a careful liar often checks someone else and answers the rival in words.
  const rival = rivalSeats.find((s) => k.alive.has(s) && !told.has(s));
  if (rival !== undefined && checksRival(b, rival, room, attacked)) return { target: rival, bad: true };
  if (clumsy && b.rng.chance(0.4)) {
    // A clumsy liar names a night victim, whom everyone knows to be good.
    const victim = k.nights.flatMap((n) => n.dead).find((s) => !told.has(s));
    if (victim !== undefined) return { target: victim, bad: true };
  }
  const copied = clumsy ? new Set<number>() : othersChecked(b);
  // Never a rival claimant: called good, it would be a good seat claiming the role (the story's own lie shown);
  // called evil, that is the rival check above, drawn apart.
  const fresh = [...k.alive].filter((s) => s !== k.me && !told.has(s) && !copied.has(s) && !isEvil(b, s) && !k.revealed.has(s) && !rivalSeats.includes(s));
  if (!fresh.length) return undefined;
  // Call a doubted villager evil to steer the vote, or a trusted one clean to look credible.
  const framable = clumsy ? fresh : room > 0 ? fresh.filter((s) => !attacked.has(s)) : [];
  const frame = frameTarget(b, framable);
  if (frame !== undefined && (r.s(frame) > 0.3 || b.rng.chance(0.5))) return { target: frame, bad: true };
  const clean = r.best(fresh, (s) => -r.s(s), b.rng, 0.1);
  return clean === undefined ? undefined : { target: clean, bad: false };
}
