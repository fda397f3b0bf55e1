// Team chat that plans: each member says one thing with a reason — proposes the kill, agrees with a
// reason of its own, objects with a better target, tells the pack its fake claim, or drops an
// exposed partner. Nobody repeats what was said; a lone member has nobody to talk to.
import type { BotInput } from '../bot.js';
import type { Evidence, TeamAct } from '../speech/plan.js';
import { antidoteTonight, bestKill, busers, doomedPartner, killScores, partners, planVerdict, type KillChoice } from './evil.js';
import { badRoom, checksRival, packTargets, rivals, wantsStory } from './story.js';
import { fakePlan } from './fake-plan.js';
import { investigatorOf } from '../belief/claims.js';
import { checkNights } from '../knowledge.js';
import { objection } from './objection.js';
import { dayPlan } from './day-plan.js';

export interface TeamTurn {
  acts: TeamAct[];
  target: number | null;
  /** THINK: why this target. */
  why: string;
}

/**
 * This member's turn: `legal` the legal targets; `kill` false on a night nobody dies; `told`: this member has told
 * the pack its plans tonight already (a werewolf's second round), and does not tell them twice.
 */
export function teamTurn(b: BotInput, legal: readonly number[], finalRound: boolean, kill = true, told = false): TeamTurn {
  const { k } = b;
  const scores = killScores(b, legal);
  const score = (s: number | null) => (s === null ? -Infinity : scores.find((x) => x.target === s)?.score ?? -Infinity);
  const mine = bestKill(b, legal);
  const others = k.teamChat.filter((c) => c.seat !== k.me);
  const lone = partners(b).length === 0;
  if (!mine) return { acts: [], target: null, why: 'Nobody left worth the risk.' };
  if (lone) return { acts: [], target: mine.target, why: `Alone tonight: ${b.label(mine.target)} (${mine.why}).` };

  const acts: TeamAct[] = [];
  const said = new Set(k.teamChat.filter((c) => c.seat === k.me).map((c) => c.round));
  const answer = answerPlan(b);
  if (answer) acts.push(answer);
  if (!kill) {
    // Nobody dies tonight: the talk is the day's plan, never a kill "tonight".
    if (!answer && !said.size) acts.push({ act: 'day_plan' });
    acts.push(...plans(b, true, null));
    if (!acts.some((a) => a.act === 'plan_claim' || a.act === 'drop_partner' || a.act === 'answer_plan')) acts.push({ act: 'lie_low' });
    return { acts, target: mine.target, why: `No kill tonight; talking about the day (pick ${b.label(mine.target)}, which kills nobody).` };
  }
  const lead = leader(others);
  const spared = antidoteTonight(b);
  let target: number;
  if (lead === undefined) {
    acts.push({ act: 'propose_kill', target: mine.target, because: mine.because, why: mine.why });
    // The first pick of the night says why the believed seer is not it.
    if (spared !== undefined && spared !== mine.target) acts.push({ act: 'spare', target: spared, because: [k.roleClaims.get(spared)!.ev] });
    target = mine.target;
  } else if (score(mine.target) - score(lead) > 1 && mine.target !== lead && !others.some((c) => c.target === mine.target)) {
    acts.push(objection(b, lead, mine));
    target = mine.target;
  } else {
    // Join the better of the picks already on the table, with a reason of this member's own.
    const onTable = [...new Set(others.map((c) => c.target).filter((t): t is number => t !== null))];
    target = onTable.reduce((a, c) => (score(c) > score(a) ? c : a), lead);
    // The newest pick a partner put up since this member last spoke is the one answered: agreed with when it
    // is the pick joined, else argued with (why the pick joined is better), never "fine" to one seat and a pick of another.
    const myLast = [...k.teamChat].reverse().find((c) => c.seat === k.me);
    const last = myLast?.n ?? -1;
    const newest = [...others].reverse().find((c) => c.n > last && c.target !== null);
    // A werewolf pack's second round follows a split: a partner's pick that is nearly as good is taken up, not argued
    // down (a person who proposed last was outvoted by the bots every time: 10 of 10 seeds, 12 seats).
    if (told && newest && newest.target !== target && score(target) - score(newest.target) <= TAKE_UP) target = newest.target!;
    const reason = scores.find((x) => x.target === target);
    const heard = new Set(k.teamChat.map((c) => c.target));
    if (newest && newest.target !== target && reason) acts.push(objection(b, newest.target!, reason));
    // Agreeing twice in a night says nothing new: the second time, the member adds its plan instead.
    // The call is credited to the partner who made it first, not to one who only agreed with it since ("Good call, Elsie"
    // when Greta had proposed Wren and Elsie said "Fine, Wren it is": a relay game, werewolf-9).
    // A member that comes over to a partner's pick from its own says so: "I shan't make any statements tomorrow" alone,
    // with the pick moved from Bruno to the person's Iris, answered nothing (mafia-classic at 80x24, seed 771208).
    // In a second round every member says where it lands: the pick decides, and silence on it reads as dissent.
    else if (told || !said.size || !heard.has(target) || !k.teamChat.some((c) => c.seat === k.me && c.target === target)) {
      const caller = newest ? others.find((c) => c.target === target)?.seat ?? newest.seat : undefined;
      const mine = myLast?.target;
      const from = told && mine !== null && mine !== undefined && mine !== target ? { from: mine } : {};
      // Its own pick already, and the case made once tonight: said again, briefly.
      if (told && mine === target) acts.push({ act: 'agree_kill', target, because: [], settled: true });
      else acts.push({ act: 'agree_kill', target, because: fresh(reason, others), ...(reason ? { why: reason.why } : {}), ...(caller !== undefined ? { with: caller } : {}), ...from });
    }
  }
  if (!told) acts.push(...plans(b, finalRound || said.size > 0, target));
  // A partner's fake claim, answered by a member that tells the pack its own claim of that role: the answer leaves the claim to
  // this member ("I would drop the fake seer, Jonah; Priya holds that role in their eyes already. … I will claim to be the seer
  // tomorrow", one message, a wolf game at 80x24, werewolf-9, seed 1216801). A suspected partner told to hold it says the same.
  const own = acts.find((a) => a.act === 'plan_claim');
  const answered = acts.findIndex((a) => a.act === 'answer_plan' && own?.act === 'plan_claim' && a.role === own.role && a.why !== 'suspected_claim');
  if (answered >= 0) acts[answered] = { ...(acts[answered] as Extract<TeamAct, { act: 'answer_plan' }>), why: 'instead' };
  if (!acts.length) acts.push({ act: 'lie_low' });
  const chosen = scores.find((x) => x.target === target);
  const waits = spared !== undefined && spared !== target ? ` ${b.label(spared)} waits a night: the witch's antidote is unspent, and she keeps it for them.` : '';
  return { acts, target, why: `Kill ${b.label(target)}: ${chosen?.why ?? 'agreed'} (worth ${(chosen?.score ?? 0).toFixed(2)} to us).${waits}` };
}

/** How much worse a partner's pick may score than the best on the table and still be taken up in a second round. */
const TAKE_UP = 0.5;

// Lying low, as a partner's plan for the day says it.
const LOW = /\b(?:lie|lying|stay|keep|keeping|play(?:ing)?)\s+(?:it\s+)?(?:low|quiet)\b|\blow profile\b|\bheads? down\b/i;

/** The answer to the newest plan a partner proposed since this member last spoke, if any. */
function answerPlan(b: BotInput): TeamAct | undefined {
  const { k, r } = b;
  const mine = k.teamChat.filter((c) => c.seat === k.me).map((c) => c.n);
  const since = mine.length ? Math.max(...mine) : -1;
  // A plan asking this member to claim is not its to answer as a partner's.
  const fakeOf = (c: { seat: number; message: string }) => {
    const f = fakePlan(c.message, c.seat, b.req.view.seats);
    return f && f.by !== k.me && k.teammates.has(f.by) ? f : undefined;
  };
  // A plan on a seat no longer in the game is no plan for tomorrow.
  const pushes = (c: { message: string }) => {
    const t = dayPlan(c.message, b.req.view.seats);
    return t !== undefined && k.alive.has(t) ? t : undefined;
  };
  const plan = [...k.teamChat].reverse().find((c) => c.seat !== k.me && c.n > since && (fakeOf(c) || pushes(c) !== undefined || LOW.test(c.message)));
  if (!plan) return undefined;
  const fake = fakeOf(plan);
  const by = fake?.by ?? plan.seat;
  const push = fake ? undefined : pushes(plan);
  const verdict = push !== undefined ? planVerdict(b, push) : undefined;
  if (push !== undefined && verdict) {
    // Said in the chat, kept by day: the seat framed is the plan's when this member agreed (evil.ts, agreedDayPlan).
    b.mind.backing = { n: plan.n, agreed: verdict === 'push_ok' };
    return { act: 'answer_plan', by, role: '', why: verdict, rival: push };
  }
  if (fake) {
    const role = fake.role;
    const rival = r.claimants().find((c) => c.role === role && c.seat !== by && c.good >= 0.6 && !k.teammates.has(c.seat));
    if (rival) return { act: 'answer_plan', by, role, why: 'trusted_rival', rival: rival.seat };
    if (r.s(by) >= 0.5) return { act: 'answer_plan', by, role, why: 'suspected_claim' };
    return { act: 'answer_plan', by, role, why: 'splits' };
  }
  const team = [...k.teammates].filter((s) => s !== k.me && k.alive.has(s)).sort((x, y) => r.s(y) - r.s(x));
  const exposed = team[0] !== undefined && r.s(team[0]) >= 0.5 ? team[0] : undefined;
  if (exposed !== undefined) return { act: 'answer_plan', by, role: '', why: 'exposed', rival: exposed };
  return { act: 'answer_plan', by, role: '', why: 'unseen' };
}

/** The pick most of the pack has named so far (the first among ties). */
function leader(chat: readonly { target: number | null }[]): number | undefined {
  const count = new Map<number, number>();
  let best: number | undefined;
  for (const c of chat) {
    if (c.target === null) continue;
    count.set(c.target, (count.get(c.target) ?? 0) + 1);
    if (best === undefined || count.get(c.target)! > count.get(best)!) best = c.target;
  }
  return best;
}

function fresh(reason: KillChoice | undefined, _others: unknown): Evidence[] {
  return reason?.because.slice(0, 1) ?? [];
}

/** The member's plans for tomorrow: a fake claim it will tell, or a partner it will let go. */
function plans(b: BotInput, late: boolean, tonight: number | null): TeamAct[] {
  const out: TeamAct[] = [];
  const { k } = b;
  if (!late) return out;
  const inv = investigatorOf(k);
  if (k.roleClaims.get(k.me)?.role !== inv && checkNights(k) > 0 && wantsStory(b, true)) {
    // The check it tells the pack is the one the story will tell: never on tonight's kill, whom a save would prove good.
    const r = rivals(b).find((s) => k.alive.has(s));
    const attacked = packTargets(b);
    if (tonight !== null) attacked.add(tonight);
    const told = r !== undefined && checksRival(b, r, badRoom(b, []), attacked);
    out.push({ act: 'plan_claim', who: k.me, role: inv, checks: told ? [{ target: r, bad: true }] : [] });
    // Told the pack, it is a promise for the day (kept as the plan, not read back from the words: an unwatched game writes none).
    b.mind.promised = { night: k.nightStart, role: inv };
  }
  // Only the members the pack's split names drop him; the rest stay off him.
  const doomed = doomedPartner(b);
  if (doomed !== undefined && b.level !== 'easy' && busers(b, doomed).includes(k.me)) out.push({ act: 'drop_partner', partner: doomed, because: b.r.reasons(doomed, 1, 1) });
  return out;
}
