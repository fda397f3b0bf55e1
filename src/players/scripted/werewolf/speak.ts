// Werewolf speeches: discussion, campaign, PK, last words. The village says what its belief holds
// (the seer reports its checks, a cornered god claims); the pack tells its story and pushes the seat
// the village already doubts. The plan goes to the speech grammar.
import type { BotInput, BotReply } from '../bot.js';
import { keepsStory, rivals, tellStory, wantsStory } from '../policy/story.js';
import { agreedDayPlan, framable, packPick } from '../policy/evil.js';
import { counterClaims, placeCounters, rivalsOfMine } from '../policy/counter.js';
import { readingTarget } from '../policy/claim-reading.js';
import { leanTarget, planSpeech, pressureOnMe, type SpeechChoice } from '../policy/talk-plan.js';
import type { Act } from '../speech/plan.js';
import { withFarewell } from '../policy/farewell.js';
import { pushNote, think } from '../think.js';
import { checkReports } from '../policy/reports.js';
import { believedCandidate, pledgeOf } from './sheriff.js';
import { facts, sheriffKilled } from './state.js';
import { leanPick, packScore, villageScore, votable } from './day.js';
import { noteSpoken } from '../policy/votes.js';

const PITCH: Record<string, 'lead' | 'information' | 'experience' | 'trust_me'> = {
  aggressive: 'lead',
  analytical: 'experience',
  social: 'trust_me',
  cautious: 'trust_me',
};

export function speak(b: BotInput): BotReply {
  const { k, r, req } = b;
  const context = req.kind as 'discussion' | 'campaign' | 'pk' | 'last_words';
  const evil = b.mind.own === undefined;
  const others = r.others;
  const pk = context === 'pk' ? k.pk.filter((s) => s !== k.me) : undefined;
  const among = pk ?? others;
  const underFire = pressureOnMe(b).accusers.length >= 2 || pressureOnMe(b).checked !== undefined || context === 'pk';
  const lead: Act[] = [];
  let target: number | undefined;
  let skipClaims: number[] = [];
  let note = '';

  if (evil) {
    // A claimed storyteller keeps the story to its last words, as a real seer does.
    const story = (context !== 'last_words' || keepsStory(b)) && wantsStory(b);
    if (story) {
      const told = tellStory(b);
      lead.push(...told.acts);
      skipClaims = rivals(b);
      if (told.target !== undefined && among.includes(told.target)) target = told.target;
      note = 'Keeping my seer story straight.';
    }
    target = readingTarget(b, false, among, packScore(b, among), target ?? leanPick(b, among));
    // A partner's plan for the day it agreed to in the chat is the seat it pushes (policy/day-plan.ts).
    const planned = story ? undefined : agreedDayPlan(b, framable(b, among));
    if (planned !== undefined) target = planned;
    // The first of the pack to name a seat today picks, among the seats it may frame, one the record gives a reason against.
    else if (!story && packPick(b) === undefined) target = leanTarget(b, framable(b, among), target);
    note ||= pushNote(r, target, b.label, 'village');
  } else {
    const claims = roleClaims(b, context, underFire);
    lead.push(...claims.acts);
    skipClaims = claims.answered;
    const mine = votable(b, among);
    target = claims.target !== undefined && among.includes(claims.target) ? claims.target : leanPick(b, mine);
    target = leanTarget(b, mine, readingTarget(b, true, mine, villageScore(b), target));
    note = claims.acts.length ? `Telling the table what I am.` : 'Saying where my belief points.';
  }
  // A good candidate who believes a seer claimed earlier in the race says it will give way, not why it should win.
  const yieldTo = context === 'campaign' && !evil && !lead.length ? believedCandidate(b) : undefined;
  if (context === 'campaign' && yieldTo === undefined) {
    // A campaign says what the candidate knows (checks, a story) or else what it will do with the badge.
    const knows = lead.some((a) => a.act === 'report_check');
    lead.unshift({ act: 'campaign', pitch: knows ? 'information' : PITCH[b.persona.bot.personality] ?? 'trust_me' });
    if (!knows) lead.push({ act: 'pledge', what: pledgeOf(b) });
  }
  if (context === 'last_words') lead.push({ act: 'farewell' });

  // Say a vote only where one follows (discussion), and only with a read or with others' votes named.
  // The spread of the others' suspicion, in one pass (as Math.max and Math.min of the list: −Infinity and Infinity for none).
  let high = -Infinity;
  let low = Infinity;
  for (const s of others) {
    high = Math.max(high, r.s(s));
    low = Math.min(low, r.s(s));
  }
  const spread = high - low;
  const announce = context === 'discussion' && target !== undefined && (evil || spread > 0.04 || (k.intents.get(k.day)?.size ?? 0) > 0 || k.day >= 2);
  const focus = context === 'campaign' && !lead.some((a) => a.act === 'report_check') ? undefined : target;
  const fallen = sheriffKilled(k);
  // Set, not spread in: V8 (Node 20) gives a literal with a spread a hidden class of its own at every speech.
  const choice: SpeechChoice = { target: focus, announce, lead, skipClaims, sincere: !evil };
  if (fallen !== undefined) choice.sheriffKilled = fallen;
  const acts = withFarewell(b, planSpeech(b, choice));
  if (yieldTo !== undefined) {
    const over = b.r.claimants('seer').find((c) => c.seat !== yieldTo && c.seat !== k.me)?.seat;
    // The yield is what the speech says: not beside a "no read" the plan gave a speech with nothing else ("The jury is still
    // out, and so am I. Two seats claim the seer, and I believe Seat 5 over Wren": werewolf at 80x24, seed 1206904).
    for (let i = acts.length - 1; i >= 0; i--) if (acts[i]!.act === 'no_read') acts.splice(i, 1);
    acts.push({ act: 'pledge', what: 'yield', to: yieldTo, ...(over !== undefined ? { over } : {}) });
  }
  const spoken = b.say({ context, acts }, pk ? k.pk : undefined);
  if (context === 'discussion') noteSpoken(b, target, acts, spoken.claims);
  return {
    reasoning: think({ r, c: b.voice, persona: b.persona, rng: b.rng, focus: target !== undefined ? [target] : [], decision: note, publicView: evil }),
    speech: spoken.text,
    claims: spoken.claims,
  };
}

interface RoleSpeech {
  acts: Act[];
  target: number | undefined;
  /** Claimants answered by a counter-claim. */
  answered: number[];
}

/** What a good seat says about its own role today. */
export function roleClaims(b: BotInput, context: string, underFire: boolean): RoleSpeech {
  const { k } = b;
  const out: RoleSpeech = { acts: [], target: undefined, answered: [] };
  const claimed = k.roleClaims.get(k.me)?.role === k.role;
  // A role claimed on an earlier day is not announced again each day with nothing new ("I'll say it plainly: I'm the hunter", day after day).
  const claimedToday = claimed && k.roleClaims.get(k.me)!.ev.day === k.day;
  const last = context === 'last_words';
  const rivals = rivalsOfMine(b);
  switch (k.role) {
    case 'seer': {
      if (k.myResults.size === 0 && !claimed && !rivals.length && !b.steer?.reveal) return out;
      const foundWolf = [...k.myResults].some(([s, x]) => x.bad && k.alive.has(s));
      // Where a guard can cover the claim, the seer picks its moment: a wolf found, it claims at once; with
      // only clean checks it often waits (a bold one less often, and less on day 2), to day 3 at most, so the
      // pack does not know whom to kill. Without a guard it claims at once: the witch keeps her antidote for
      // it, and a table of nine or fewer has no time to wait (waiting cost the village more games, and the
      // seer did not live longer for it: werewolf-9, 300 games, seer alive at the end 8.7% waiting, 11.7% not).
      const guarded = k.powerRoles.has('guard');
      const bold = 1 - b.persona.bot.suspicion_threshold;
      const reveal =
        b.steer?.reveal ??
        (claimed || last || foundWolf || !guarded || rivals.length > 0 || underFire || k.day >= 3 || b.level === 'easy' || b.rng.chance(k.day >= 2 ? bold : bold / 2));
      // A campaign with only clean checks may keep them; never one where a rival has claimed the role or a check named this seat
      // (a relay game: the real seer, called a werewolf by the pack's fake seer in the race, only denied it, and was shot).
      if (!reveal || (b.steer?.reveal === undefined && context === 'campaign' && !foundWolf && !rivals.length && !underFire && b.rng.chance(0.5))) return out;
      out.acts.push({ act: 'claim_role', role: 'seer' });
      out.acts.push(...checkReports(k));
      out.target = [...k.myResults].find(([s, x]) => x.bad && k.alive.has(s))?.[0];
      break;
    }
    case 'witch': {
      const w = facts(k);
      // Her potion explains last night where it helps the village: a poisoned seat's death, or a save behind a
      // peaceful night when the seat she saved (the pack's target, so likely good) is under fire today.
      const night = k.nights.find((x) => x.day === k.day);
      const fired = (s: number) => k.accusations.some((a) => a.target === s && a.ev.day === k.day) || [...(k.intents.get(k.day)?.values() ?? [])].some((i) => i.target === s);
      const explains =
        w.poisoned.some((x) => x.night === k.day && night?.dead.includes(x.target)) || w.saves.some((x) => x.night === k.day && night?.dead.length === 0 && x.target !== k.me && fired(x.target));
      if (!(b.steer?.reveal ?? (claimedToday || last || underFire || explains || (!claimed && k.seats <= 6 && w.saves.length) || rivals.length))) return out;
      out.acts.push({ act: 'claim_role', role: 'witch' });
      for (const s of w.saves) out.acts.push({ act: 'reveal_action', action: 'saved', target: s.target, night: s.night });
      for (const s of w.poisoned) out.acts.push({ act: 'reveal_action', action: 'poisoned', target: s.target, night: s.night });
      break;
    }
    case 'hunter':
      if (b.steer?.reveal ?? (claimedToday || rivals.length || (underFire && b.rng.chance(0.8)))) out.acts.push({ act: 'claim_role', role: 'hunter' });
      break;
    case 'guard': {
      if (!(b.steer?.reveal ?? (claimed || rivals.length || (underFire && b.rng.chance(0.6)) || last))) return out;
      out.acts.push({ act: 'claim_role', role: 'guard' });
      const g = facts(k).guarded.at(-1);
      if (g) out.acts.push({ act: 'reveal_action', action: 'protected', target: g.target, night: g.night });
      break;
    }
  }
  const counter = counterClaims(b, rivals, last);
  placeCounters(out.acts, counter.acts, k.role);
  out.answered.push(...counter.answered);
  out.target ??= counter.target;
  return out;
}

