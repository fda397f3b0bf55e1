// Mafia speeches: discussion (with a nomination where the table nominates), defence, last words. The
// detective reveals on evidence, a cornered doctor claims; the mafia tell a detective story when
// exposed, or push the townie the table doubts, and may claim doctor when cornered.
import type { BotInput, BotReply } from '../bot.js';
import { agreedDayPlan, isEvil, lieChance } from '../policy/evil.js';
import { keepsStory, rivals, tellStory, wantsStory } from '../policy/story.js';
import { counterClaims, placeCounters, rivalsOfMine } from '../policy/counter.js';
import { readingTarget } from '../policy/claim-reading.js';
import { leanTarget, noReadWhy, planSpeech, pressureOnMe } from '../policy/talk-plan.js';
import { withFarewell } from '../policy/farewell.js';
import type { Act, Evidence } from '../speech/plan.js';
import { pushNote, think } from '../think.js';
import { knownPick, noteSpoken } from '../policy/votes.js';
import { checkReports } from '../policy/reports.js';
import { evilSide, mafiaHolds, mafiaScore, mafiaWouldVote, townFloor, townScore, townWouldVote } from './day.js';

export function speak(b: BotInput): BotReply {
  const { k, r, req } = b;
  const context = req.kind === 'speech' ? 'discussion' : (req.kind as 'defense' | 'last_words');
  const evil = evilSide(b);
  const { accusers, checked } = pressureOnMe(b);
  const underFire = accusers.length >= 2 || checked !== undefined || context === 'defense';
  // A nomination only to hear a defence is no threat; one with a vote behind it is.
  const threatened = accusers.length >= (context === 'defense' ? 1 : 2) || checked !== undefined;
  const lead: Act[] = [];
  let target: number | undefined;
  let skipClaims: number[] = [];
  let note: string;
  /** This seat tells its fake investigator's story today: its story names its target. */
  let told = false;
  /** The seat a partner's day plan names, agreed to: pushed by name and nominated, not held back for a case. */
  let planned: number | undefined;
  const among = r.others;

  if (evil) {
    if ((context !== 'last_words' || keepsStory(b)) && wantsStory(b)) {
      const story = tellStory(b);
      told = true;
      lead.push(...story.acts);
      skipClaims = rivals(b);
      target = story.target;
      note = `Holding my ${b.voice.words.role('detective').replace(/^the /, '')} story.`;
    } else {
      // Nor a doctor already claimed, or dead with the card shown: a second doctor is a proven lie (mafia-classic, seed
      // 120531 at 80x24: Hugo claimed the doctor the day after the doctor's card was turned over, and nobody said a word).
      const doctorTaken = [...k.roleClaims.values()].some((c) => c.role === 'doctor') || [...k.revealed.values()].some((v) => v.role === 'doctor');
      if (underFire && k.powerRoles.has('doctor') && !doctorTaken && context !== 'last_words' && b.rng.chance(lieChance(b))) lead.push({ act: 'claim_role', role: 'doctor' });
      note = lead.length ? 'Cornered: claiming doctor.' : '';
    }
    target = readingTarget(b, false, among, mafiaScore(b, among), target ?? r.best(among, mafiaScore(b, among), b.rng, b.w.noise));
    // A partner's plan for the day it agreed to in the chat is the seat it pushes, unless it tells a story or claims (policy/day-plan.ts).
    planned = told || lead.length ? undefined : agreedDayPlan(b, among.filter((s) => !isEvil(b, s)));
    if (planned !== undefined) target = planned;
    note ||= pushNote(r, target, b.label, 'town');
  } else {
    const own = ownRole(b, context, threatened);
    lead.push(...own.acts);
    skipClaims = own.answered;
    target = leanTarget(b, among, readingTarget(b, true, among, townScore(b), own.target ?? r.best(among, townScore(b), b.rng, b.w.noise)));
    // Two seats or more it knows are mafia: the one the table already points at.
    if (target !== undefined) target = knownPick(b, among, target)?.target ?? target;
    note = own.acts.length ? 'Telling the table what I know.' : 'Saying where my belief points.';
  }
  if (context === 'last_words') lead.push({ act: 'farewell' });

  const nominate = req.nominate ?? [];
  // A townie whose ballot will go to the seat (the table's announcements count) says so, on a case or a lean.
  const sure = target !== undefined && ((evil && (planned === target || !mafiaHolds(b, target))) || r.s(target) >= townFloor(b) || townWouldVote(b, target) || lead.some((a) => a.act === 'report_check' && a.bad && a.target === target));
  const announce = context === 'discussion' && sure;
  // A vote on a lean is named only where the ballot follows without it (the table may skip).
  const votesAnyway = target !== undefined && (evil ? mafiaWouldVote(b, target) : townWouldVote(b, target));
  // Only a seat it will vote on is named: the mafia town holds its first day (a guess is no case, and a ballot on one loses a townie).
  // With no seat to name and no nomination to make, the seat's ballot waits for a case (the table may skip): it says so.
  const holds = context === 'discussion' && !sure && !nominate.length;
  const acts = withFarewell(b, planSpeech(b, { target: sure || context !== 'discussion' ? target : undefined, announce, lead, skipClaims, sincere: !evil, votesAnyway, holds }));
  let nomination: number | undefined;
  if (nominate.length) {
    const score = evil ? mafiaScore(b, nominate) : townScore(b);
    nomination = target !== undefined && nominate.includes(target) ? target : r.best(nominate, score, b.rng, b.w.noise);
    // The nominations already made today: a seat with no read says its own against them, as a table does.
    const up = k.nominations.filter((x) => x.ev.day === k.day && x.by !== k.me && x.target !== k.me && k.alive.has(x.target)).map((x) => ({ by: x.by, target: x.target }));
    // Only a nomination with nothing behind it: not a vote said in this speech ("…so my vote is on Vera. Ada put Priya up
    // already, and I'll add my voice to it", then a ballot on Priya: mafia, seed 20261123).
    const idle = nomination !== undefined && !sure && nomination !== planned && !acts.some((a) => (a.act === 'accuse' || a.act === 'vote_intent') && a.target === nomination) && !r.reasons(nomination, 1, 1).length;
    const seconded = idle ? second(b, up, score) : undefined;
    if (seconded !== undefined) nomination = seconded;
    const because: Evidence[] = nomination !== undefined ? r.reasons(nomination, 1, 1) : [];
    // One stance per speech: a seat with no read nominates only to hear a defence, and says no more.
    const hedge = nomination === undefined ? -1 : acts.findIndex((a) => a.act === 'no_read');
    const hedged = hedge >= 0 ? acts.splice(hedge, 1)[0] : undefined;
    const accused = acts.some((a) => a.act === 'accuse' && a.target === nomination);
    // A nomination on a read is an announced vote (claims.ts); one with no reason to give only asks for a defence.
    const tentative = hedged?.act === 'no_read' ? { tentative: hedged.why } : !accused && !because.length ? { tentative: noReadWhy(b) } : {};
    if (nomination !== undefined) acts.push({ act: 'nominate', target: nomination, because: accused ? [] : because, ...tentative, ...(up.length ? { up } : {}) });
  }
  const spoken = b.say({ context, acts });
  if (context === 'discussion') noteSpoken(b, nomination ?? target, acts, spoken.claims);
  return {
    reasoning: think({ r, c: b.voice, persona: b.persona, rng: b.rng, focus: target !== undefined ? [target] : [], decision: note, publicView: evil }),
    speech: spoken.text,
    claims: spoken.claims,
    ...(nomination !== undefined ? { nomination } : {}),
  };
}

function ownRole(b: BotInput, context: string, underFire: boolean): { acts: Act[]; target: number | undefined; answered: number[] } {
  const { k } = b;
  const out = { acts: [] as Act[], target: undefined as number | undefined, answered: [] as number[] };
  const claimed = k.roleClaims.get(k.me)?.role === k.role;
  const last = context === 'last_words';
  const rivals = rivalsOfMine(b);
  if (k.role === 'detective') {
    const found = [...k.myResults].some(([s, x]) => x.bad && k.alive.has(s));
    // With only clean results the detective mostly keeps them while no doctor can cover the claim: a claim is the next night's kill.
    const covered = k.powerRoles.has('doctor');
    const bold = 1 - b.persona.bot.suspicion_threshold;
    const reveal = b.steer?.reveal ?? (claimed || last || found || rivals.length > 0 || underFire || b.level === 'easy' || (covered ? k.day >= 3 || b.rng.chance(bold) : b.rng.chance(bold / 6)));
    if (!reveal || (k.myResults.size === 0 && !claimed && !last && !rivals.length && !b.steer?.reveal)) return out;
    out.acts.push({ act: 'claim_role', role: 'detective' });
    out.acts.push(...checkReports(k));
    out.target = [...k.myResults].find(([s, x]) => x.bad && k.alive.has(s))?.[0];
  } else if (k.role === 'doctor' && (b.steer?.reveal ?? (claimed || rivals.length || (underFire && b.rng.chance(0.6)) || last))) {
    out.acts.push({ act: 'claim_role', role: 'doctor' });
  }
  const counter = counterClaims(b, rivals, last);
  placeCounters(out.acts, counter.acts, k.role);
  out.answered.push(...counter.answered);
  out.target ??= counter.target;
  return out;
}

/** How often a seat with no read backs a nomination already up rather than naming a new seat. */
const SECONDS = 0.6;

/**
 * A seat with nothing to nominate on backs one already up, mostly: the seat most put up today, the better read of
 * those on a tie (a partner never, for the mafia). A table of seats each naming a new seat to hear it had five on the
 * block on a first day, and five defences (mafia, seed 1205403); a table names one or two and hears them.
 */
function second(b: BotInput, up: readonly { by: number; target: number }[], score: (s: number) => number): number | undefined {
  if (!up.length || !b.rng.chance(SECONDS)) return undefined;
  const count = (s: number) => up.filter((x) => x.target === s).length;
  const seats = [...new Set(up.map((x) => x.target))].filter((s) => !(evilSide(b) && isEvil(b, s)));
  return seats.sort((x, y) => count(y) - count(x) || score(y) - score(x) || x - y)[0];
}
