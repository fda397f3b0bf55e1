// The evil side reads the public belief (what the village believes) to choose whom to kill (those the
// village trusts and those hunting the pack), whom to frame by day (those the village already doubts),
// when to drop an exposed partner, and when a fake claim is worth telling.
import type { BotInput } from '../bot.js';
import { investigatorOf } from '../belief/claims.js';
import type { Evidence } from '../speech/plan.js';
import { announced, saturate, support, voicesToday } from './votes.js';
import { partnerDayPlan } from './day-plan.js';
import { stakesOf } from './stakes.js';

/** The living partners (read once a decision; nobody writes to the list). */
export const partners = (b: BotInput): number[] => b.r.memo('partners', () => [...b.k.teammates].filter((s) => b.k.alive.has(s) && s !== b.k.me));
export const isEvil = (b: BotInput, s: number): boolean => s === b.k.me || b.k.teammates.has(s);

/**
 * Whether the living pack's ballots outweigh every other seat's together (the sheriff's at its weight): voting as one, it
 * banishes whom it likes. It then drops no partner and doubts no partner's claim: three wolves of five voted out their own
 * fake seer with the village, when any good seat would have gone instead (werewolf, a seeded game, day 4: pack-play.test).
 */
export function packHoldsVote(b: BotInput): boolean {
  return b.r.memo('holdsVote', () => {
    const k = b.k;
    let pack = 0;
    let rest = 0;
    for (const s of k.alive) {
      const w = s === k.sheriff ? 1.5 : 1;
      if (isEvil(b, s)) pack += w;
      else rest += w;
    }
    return pack > rest;
  });
}

/** Seats that called a member of the pack evil (a check) or went after one, with the evidence. */
export function hunters(b: BotInput): Map<number, Evidence[]> {
  const out = new Map<number, Evidence[]>();
  const add = (s: number, ev: Evidence) => {
    if (isEvil(b, s) || !b.k.alive.has(s)) return;
    out.set(s, [...(out.get(s) ?? []), ev]);
  };
  for (const c of b.k.checkClaims) if (c.bad && isEvil(b, c.target)) add(c.by, c.ev);
  for (const a of b.k.accusations) if (isEvil(b, a.target)) add(a.by, a.ev);
  for (const v of b.k.votes) if (v.target !== null && v.ballot !== 'sheriff' && isEvil(b, v.target)) add(v.voter, v.ev);
  return out;
}

export type KillWhy = 'threat' | 'claimed' | 'trusted' | 'sheriff' | 'quiet' | 'random';

export interface KillChoice {
  target: number;
  score: number;
  why: KillWhy;
  because: Evidence[];
}

/** How much the pack gains by killing each legal seat tonight (read once a decision: the chat and the pick both ask). */
export function killScores(b: BotInput, legal: readonly number[]): readonly KillChoice[] {
  return b.r.memo(`kill:${legal.join(',')}`, () => scoreKills(b, legal));
}

function scoreKills(b: BotInput, legal: readonly number[]): KillChoice[] {
  const { k, r } = b;
  const inv = investigatorOf(k);
  const hunted = hunters(b);
  const doctored = coveredTonight(b);
  const guarded = doctored === undefined ? guardedTonight(b) : undefined;
  const antidote = doctored === undefined && guarded === undefined ? antidoteTonight(b) : undefined;
  // A seat the pack's own seer story called evil dies as a villager would: the story falls with it (and a witch who saves it knows).
  const framed = new Set(k.checkClaims.filter((c) => c.bad && isEvil(b, c.by)).map((c) => c.target));
  // Where a guard or a doctor covers the investigator, the pack's kills fall on the rest of the table, and a kill of a
  // member's accuser is read as pointing at the member (belief: killedAccuser): a normal pack spares them there.
  const cover = k.powerRoles.has('guard') || k.powerRoles.has('doctor');
  const perAccuser = cover ? b.w.accuserKill.covered : b.w.accuserKill.bare;
  // A seer the pack's story framed is killed once he has named two of us (three where nobody covers him: measured, nine
  // seats, 1000 games, seed 8101, his survival to the end 17.1% with three, 13.3% with two).
  const storyLost = cover ? 2 : 3;
  const out: KillChoice[] = [];
  // Where the pack wins by killing every god, each claimed god already dead makes the next claimed one worth more:
  // the pack finishes a side rather than spreading its kills over both.
  const godsDown = k.ruleset === 'werewolf' ? [...k.roleClaims.values()].filter((c) => k.powerRoles.has(c.role) && !isEvil(b, c.seat) && !k.alive.has(c.seat)).length : 0;
  const lastGod = godsDown > 0 && godsDown >= k.powerRoles.size - 1;
  for (const s of legal) {
    if (isEvil(b, s)) continue;
    const claim = k.roleClaims.get(s);
    const believed = 1 - r.s(s);
    let score = 0.8 * believed;
    let why: KillWhy = believed > 0.75 ? 'trusted' : 'quiet';
    // Why the village trusts a seat is read only if the pack talks about it (the ledger is not free).
    let because: Evidence[] | undefined = why === 'trusted' ? undefined : [];
    if (claim?.role === inv) {
      score += 3 * believed;
      why = 'claimed';
      because = [claim.ev];
    } else if (claim && claim.role === 'hunter') {
      // His shot costs the pack a member, unless he is the last god: then his death ends the game.
      if (lastGod) {
        score += 2;
        why = 'claimed';
        because = [claim.ev];
      } else score -= 3;
    } else if (claim && k.powerRoles.has(claim.role)) {
      score += (1.5 + 0.6 * godsDown) * believed;
      why = 'claimed';
      because = [claim.ev];
    }
    const h = hunted.get(s);
    const checks = h?.filter((e) => e.kind === 'check_claim').length ?? 0;
    if (h) {
      // A check on one of us is worth a kill; a vote or an accusation is worth one only where nobody covers the investigator.
      const pushed = perAccuser * (h.length - checks);
      score += 2 * checks + pushed;
      if (why !== 'claimed' && (checks > 0 || pushed > 0)) {
        why = 'threat';
        because = h.slice(-2);
      }
    }
    if (s === k.sheriff) {
      score += 0.6;
      // The badge is the reason the pack gives, unless a claim or a hunt of us says more.
      if (why === 'quiet' || why === 'trusted') {
        why = 'sheriff';
        because = [];
      }
    }
    if (doctored === s || guarded === s) score *= b.w.guardedKill;
    if (antidote === s) score *= b.w.coveredKill;
    // A seer who has called enough of us is killed as a real pack would, though the pack's own seer story called him evil.
    if (framed.has(s) && checks < storyLost) score *= b.w.coveredKill;
    const fixed = because;
    out.push({
      target: s,
      score,
      why,
      get because() {
        return fixed ?? r.reasons(s, -1, 1);
      },
    });
  }
  return out;
}

/**
 * The claimant the doctor will cover tonight: the town's believed detective who claimed yesterday.
 * The doctor may not cover one seat two nights running, so the kill waits a night. Wolves still hunt
 * a claimed seer through the guard: a werewolf seer checks more seats than the pack can afford.
 */
export function coveredTonight(b: BotInput): number | undefined {
  const { k } = b;
  if (!k.powerRoles.has('doctor') || [...k.revealed.values()].some((v) => v.role === 'doctor')) return undefined;
  return b.r.claimants().find((c) => c.good >= 0.6 && k.roleClaims.get(c.seat)?.ev.day === k.day - 1)?.seat;
}

/**
 * The believed seer a guard covers tonight: the guard protects him from the first night after his claim,
 * every other night (never the same seat two nights running). The pack says nothing of it: the guard is unseen.
 */
function guardedTonight(b: BotInput): number | undefined {
  const { k } = b;
  if (!k.powerRoles.has('guard')) return undefined;
  return b.r.claimants().find((c) => c.good >= 0.6 && (k.day - (k.roleClaims.get(c.seat)?.ev.day ?? k.day)) % 2 === 1)?.seat;
}

/**
 * The believed seer the witch is sure to save tonight, at a table with no guard: he claimed yesterday and no night has
 * been peaceful yet, so her antidote is unspent (and she is not known dead). A strong pack does not knife into the save:
 * it takes a sure kill elsewhere tonight and comes for him the night after. Measured over 300 games of nine seats (seeds
 * 51515 / 101): the seer alive at the end 14.0 / 14.7% -> 33.3 / 38.3%, the village's wins 56.7 / 61.3% -> 55.7 / 56.7%. At
 * six seats a night spent elsewhere costs the pack the game (village wins 53.7% -> 64.3%, 1000 games, seed 8383): there it knifes.
 */
export function antidoteTonight(b: BotInput): number | undefined {
  const { k } = b;
  if (k.seats <= 6 || !k.powerRoles.has('witch') || k.powerRoles.has('guard') || [...k.revealed.values()].some((v) => v.role === 'witch')) return undefined;
  if (k.nights.some((x) => x.dead.length === 0)) return undefined;
  // A seat outside the pack that claimed the witch and died holds no potion: "the witch's antidote is unspent, and Bruno is
  // what she keeps it for", said to a partner who had pointed out that the witch was the pack's first kill (relay game,
  // werewolf-9, seed 1312207).
  if ([...k.roleClaims.values()].some((c) => c.role === 'witch' && !k.alive.has(c.seat) && !isEvil(b, c.seat))) return undefined;
  return b.r.claimants().find((c) => c.good >= 0.6 && !isEvil(b, c.seat) && k.alive.has(c.seat) && k.roleClaims.get(c.seat)?.ev.day === k.day - 1)?.seat;
}

export function bestKill(b: BotInput, legal: readonly number[]): KillChoice | undefined {
  const scores = killScores(b, legal);
  if (!scores.length) return undefined;
  const pick = b.r.best(
    scores.map((x) => x.target),
    (s) => scores.find((x) => x.target === s)!.score,
    b.rng,
    0.3 + 3 * b.w.noise,
  );
  const c = scores.find((x) => x.target === pick)!;
  return c.score > 0.4 ? c : { ...c, why: c.why === 'quiet' ? 'random' : c.why };
}

/** How suspect the village finds a member of the pack. */
export const exposure = (b: BotInput, s: number): number => b.r.s(s);

/** A partner the village is about to banish anyway (or whose lie it has seen through), whom the pack can afford to vote out. */
export function doomedPartner(b: BotInput): number | undefined {
  return b.r.memo('doomed', () => doomedOf(b));
}

function doomedOf(b: BotInput): number | undefined {
  // Where only a partner's going out keeps the game alive for the village, no partner is dropped, even one named today; unless
  // the village's own said votes already put him out, when a ballot held back from him is the one the town reads (a mafioso
  // skipped as three of five voted her caught partner out, and was held to it the next day: a mafia game at 80x24, seed 1270801).
  if (lastStand(b)) return carried(b);
  const sup = support(b);
  const liars = exposedLiars(b);
  // A partner this seat already named today stays dropped: walking back onto a villager would stand out more.
  const said = announced(b)?.target;
  if (said !== undefined && partners(b).includes(said)) return said;
  const fav = villageFavourite(b);
  return partners(b).find(
    (p) =>
      !headedElsewhere(b, p) &&
      ((exposure(b, p) >= 0.8 && (sup.get(p) ?? 0) >= saturate(2)) || (liars.includes(p) && (sup.get(p) ?? 0) >= saturate(1)) || (p === fav && exposure(b, p) >= 0.6)),
  );
}

/**
 * Whether the evil side wins today on any outcome but a partner's going out: at a table won on numbers (the mafia, living
 * evil at least as many as the rest), one villager out, or nobody out and the night's kill, gives them the game. Voting a
 * partner out then throws it: a mafioso bot did so, beside the town, with five alive and two of them mafia (a relay game,
 * mafia-classic seed 1208302; bot corpora: 6 of 66 mafia ballots on such days, seed 1208200).
 */
export function lastStand(b: BotInput): boolean {
  const { k } = b;
  if (k.ruleset !== 'mafia' || !k.evilRoles.has(k.role)) return false;
  const evil = 1 + partners(b).length;
  return evil >= 2 && stakesOf(k.alive.size, evil) === true;
}

/** A partner whom more than half of the living have said today they vote out, without the pack's voices (voicesToday has no own). */
function carried(b: BotInput): number | undefined {
  const { k } = b;
  const voices = voicesToday(b);
  return partners(b).find((p) => (voices.get(p) ?? []).filter((s) => !k.teammates.has(s)).length * 2 > k.alive.size);
}

/**
 * Whether the votes said today, counted by voices, put another seat ahead of `seat`: the table is heading elsewhere,
 * and a partner it is not voting is no lost cause, whatever a reading of the record says. Before: a wolf whose model of
 * the table read his partner as doomed voted him out with the deciding ballot while four voices were on a villager
 * (a relay game, werewolf-9, seed 120501).
 */
function headedElsewhere(b: BotInput, seat: number): boolean {
  const voices = voicesToday(b);
  const on = voices.get(seat)?.length ?? 0;
  return [...voices].some(([s, by]) => s !== seat && by.length > on);
}

/** The seat the village's ballots will fall on, when it stands clear of the next (its suspicion and today's announced votes). */
function villageFavourite(b: BotInput): number | undefined {
  const sup = support(b);
  const score = (s: number) => b.r.s(s) + b.w.consensus * (sup.get(s) ?? 0);
  // The two highest scores, each the earliest of the living in the set's order on a tie: the first two a stable sort by
  // score, highest first, would give, with no copy of the set sorted (each pack member's decisions ask).
  let first: number | undefined;
  let second: number | undefined;
  for (const s of b.k.alive) {
    if (first === undefined || score(s) > score(first)) {
      second = first;
      first = s;
    } else if (second === undefined || score(s) > score(second)) second = s;
  }
  return first !== undefined && (second === undefined || score(first) - score(second) >= 0.2) ? first : undefined;
}

/**
 * A check calling this seat evil by a rival claimant of the role `seat` claims, if any. For a good seat, `seat` is
 * then the claimant it knows tells the truth; for an evil one, a partner whose claim is its only defence (the partner's
 * story is the one in which this seat is good: dropping that partner concedes the rival's check).
 */
export function rivalCheckOnMe(b: BotInput, seat: number): BotInput['k']['checkClaims'][number] | undefined {
  const { k } = b;
  const role = k.roleClaims.get(seat)?.role;
  return role === undefined ? undefined : k.checkClaims.find((c) => c.target === k.me && c.bad && c.by !== seat && k.roleClaims.get(c.by)?.role === role);
}

/**
 * Whether this member votes out a doomed partner with the village, buying trust with a vote that
 * changes nothing. A real pack splits: one or two drop the partner, the rest stay off him. Every
 * member reads the same split from the public record: the members the record has pressed most (who need
 * the trust most) drop him. An easy pack never does, nor a member whose defence is that partner's claim.
 */
export function busChance(b: BotInput, doomed: number): number {
  // A pack that holds the vote needs no trust bought with a partner.
  if (packHoldsVote(b)) return 0;
  // A member who already announced a seat today keeps his word.
  const said = announced(b)?.target;
  if (said === doomed) return 1;
  if (b.level === 'easy' || said !== undefined || rivalCheckOnMe(b, doomed)) return 0;
  return busers(b, doomed).includes(b.k.me) ? 1 : 0;
}

/**
 * The members who drop a doomed partner today, most doubted first: one of two, one or two of three. A lone
 * member always does: the only ballot off a seat the whole table votes is the one the next day reads (and
 * where roles show on death, the partner's card names it at once).
 */
export function busers(b: BotInput, doomed: number): number[] {
  // Every member counts the split alike, from the public record before today's talk. Each member's own doubt of the others
  // differs and moves through the day: two leaned on the partner as the split, and a third, counting it afresh later,
  // found itself in it, and the whole pack voted him out (werewolf, a seeded game, day 1; a lean carries no claim).
  const k = b.k;
  const pressed = (s: number) =>
    k.accusations.filter((a) => a.target === s && a.ev.day < k.day).length +
    k.votes.filter((v) => v.target === s && v.day < k.day && v.ballot !== 'sheriff').length +
    k.checkClaims.filter((c) => c.target === s && c.bad && c.ev.day < k.day).length;
  const pack = [k.me, ...partners(b)].filter((s) => s !== doomed).sort((x, y) => pressed(y) - pressed(x) || x - y);
  const coin = (k.day + doomed) % 2;
  const n = pack.length <= 1 ? 1 : pack.length === 2 ? 1 : 1 + coin;
  // The members who already said today they vote him are the split, filled up to its size by the most pressed of the rest.
  const told = pack.filter((s) => k.intents.get(k.day)?.get(s)?.target === doomed);
  return [...told, ...pack.filter((s) => !told.includes(s))].slice(0, Math.max(n, told.length));
}

/** The good seat the pack pushes by day: the one the village already doubts most. */
export function frameTarget(b: BotInput, legal: readonly number[]): number | undefined {
  const sup = support(b);
  const good = legal.filter((s) => !isEvil(b, s));
  // A partner's plan for the day, agreed to in the chat, is the seat pushed: words in the chat and deeds by day agree.
  const planned = agreedDayPlan(b, good);
  if (planned !== undefined) return planned;
  return b.r.best(good, (s) => b.r.s(s) + 0.12 * (sup.get(s) ?? 0), b.rng, b.w.frameNoise);
}

/** A draw that is the same at night and the next day: a plan told to the pack is kept. */
export function stableChance(b: BotInput, salt: number, p: number): boolean {
  return b.stable(salt).next() < p;
}

/** How readily this bot lies, by persona and level. */
export function lieChance(b: BotInput): number {
  const f = b.persona.bot.lie_frequency;
  return b.level === 'easy' ? f * 0.5 : b.level === 'hard' ? Math.min(1, f + 0.25) : Math.min(1, f + 0.1);
}

/** The villager a partner named first today (a vote or a nomination), for the pack to follow; not an exposed liar's pick. */
export function packPick(b: BotInput): number | undefined {
  let first: { target: number; n: number } | undefined;
  const liars = exposedLiars(b);
  // A partner's vote on the seer an exposed liar accused, said before the village turned, is no plan to follow.
  const lost = lostCause(b);
  for (const [by, i] of b.k.intents.get(b.k.day) ?? []) {
    if (by === b.k.me || !b.k.teammates.has(by) || liars.includes(by) || isEvil(b, i.target) || !b.k.alive.has(i.target) || lost.has(i.target)) continue;
    if (!first || i.ev.n < first.n) first = { target: i.target, n: i.ev.n };
  }
  return first?.target;
}

/**
 * Partners whose fake investigator claim the village no longer believes (a lie proven, or a counter-
 * claim lost to a rival the village trusts more): the pack stops backing their story.
 */
export function exposedLiars(b: BotInput): number[] {
  return b.r.memo('liars', () => liarsOf(b));
}

function liarsOf(b: BotInput): number[] {
  const inv = investigatorOf(b.k);
  const rivals = [...b.k.roleClaims.values()].filter((c) => c.role === inv && !isEvil(b, c.seat)).map((c) => c.seat);
  // Villagers' announced votes today, by target: the pack sees the village turn before the belief does.
  const against = new Map<number, number>();
  for (const [by, i] of b.k.intents.get(b.k.day) ?? []) if (!isEvil(b, by)) against.set(i.target, (against.get(i.target) ?? 0) + 1);
  return partners(b).filter((p) => {
    if (b.k.roleClaims.get(p)?.role !== inv) return false;
    const e = exposure(b, p);
    const turned = (against.get(p) ?? 0) >= 2 && rivals.every((r) => (against.get(r) ?? 0) < (against.get(p) ?? 0));
    return e >= 0.9 || (e >= 0.6 && rivals.some((r) => b.r.s(r) + 0.2 <= e)) || turned;
  });
}

/** The seats the pack may push among `among`: no member, and not the seer an exposed partner accused. */
export function framable(b: BotInput, among: readonly number[]): number[] {
  const lost = lostCause(b);
  return among.filter((s) => !isEvil(b, s) && !lost.has(s));
}

/** The seats an exposed partner's story accuses (his rivals): pushing them now marks the pack. */
export function lostCause(b: BotInput): Set<number> {
  if (exposedLiars(b).length === 0) return new Set();
  const inv = investigatorOf(b.k);
  return new Set([...b.k.roleClaims.values()].filter((c) => c.role === inv && !isEvil(b, c.seat)).map((c) => c.seat));
}

/**
 * Whether an evil seat may voice the village's read of a claimant: belief in a good claimant unless a
 * pack member claims the same role (the pack's story calls it a liar) while that story still holds;
 * belief in a partner; doubt of a good claimant; doubt of a partner only once his lie is exposed.
 */
export function packMaySay(b: BotInput, seat: number, stance: 'believe' | 'doubt'): boolean {
  const k = b.k;
  const liars = exposedLiars(b);
  // Nor a partner whose claim is this seat's own defence (a relay game: Iris, named a werewolf by the real seer, said her
  // partner's counter-claim "doesn't balance").
  if (isEvil(b, seat)) return stance === 'believe' || (liars.includes(seat) && !rivalCheckOnMe(b, seat) && !packHoldsVote(b));
  const role = k.roleClaims.get(seat)?.role;
  const storyTellers = [k.me, ...partners(b)].filter((p) => k.roleClaims.get(p)?.role === role && !liars.includes(p));
  // Never believe a claimant whose check names this seat or a partner evil: the speech calls that check a lie.
  const namesUs = k.checkClaims.some((c) => c.by === seat && c.bad && isEvil(b, c.target));
  return stance === 'doubt' || (storyTellers.length === 0 && !namesUs);
}

/** Below this suspicion a seat is one the table trusts: pushing it marks the pushers. */
const TRUSTED = 0.12;

/**
 * Whether this member goes along with a partner's day plan on `target`: not a packmate, a seat still alive, nor
 * one the table trusts (a believed claimant, a seat cleared), nor one the village has already seen the pack lose on.
 */
export function planVerdict(b: BotInput, target: number): 'push_ok' | 'push_trusted' | 'push_partner' | 'push_me' | undefined {
  if (!b.k.alive.has(target)) return undefined;
  if (target === b.k.me) return 'push_me';
  if (isEvil(b, target)) return 'push_partner';
  if (b.r.s(target) < TRUSTED || lostCause(b).has(target)) return 'push_trusted';
  return 'push_ok';
}

/** The seat a partner's plan asked the pack to push today, when this member goes along with it. */
export function agreedDayPlan(b: BotInput, legal: readonly number[]): number | undefined {
  const plan = partnerDayPlan(b);
  if (!plan || !legal.includes(plan.target)) return undefined;
  // A plan this member turned down in the chat stays turned down; one it agreed to, or had no turn to answer, is weighed
  // again by day: news since (the seer's dying word clearing that seat) may have made it a seat the table trusts.
  const said = b.mind.backing;
  if (said?.n === plan.n && !said.agreed) return undefined;
  return planVerdict(b, plan.target) === 'push_ok' ? plan.target : undefined;
}
