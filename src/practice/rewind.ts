// Rewind: the table rebuilt from a finished (or unfinished) game's log up to one of the person's
// decisions, the person answering it afresh, the bots going on from there. The log up to that point
// is the truth: the new game is played again from it, every event checked against the parent's, and
// its own log begins with exactly those lines, then a branch note naming the parent, then what is new.
import { decorate } from '../engine/decorate.js';
import type { GameEvent } from '../engine/events.js';
import type { OffRecordNote, Participant } from '../engine/participant.js';
import { loadGameLog, type LoadedLog } from '../storage/log-load.js';
import { LogCheck, ResumeError } from '../storage/log-check.js';
import { logId } from '../storage/logs.js';
import { planOf, type ResumePlan } from '../storage/resume-plan.js';
import { personDecisions, type BranchNote, type PersonDecision } from './decisions.js';

export class RewindError extends Error {
  override readonly name = 'RewindError';
}

export interface RewindPlan {
  parentPath: string;
  parentId: string;
  /** The parent's table and answers, cut just before the decision. */
  plan: ResumePlan & { human: NonNullable<ResumePlan['human']> };
  decision: PersonDecision;
  branch: BranchNote;
  /** The person's decisions in the parent, to choose from. */
  decisions: PersonDecision[];
}

/** The person's decisions in a log (for a list to choose from), or an error when it has no person. */
export function decisionsIn(path: string): { decisions: PersonDecision[]; seat: number; events: readonly GameEvent[]; ruleset: ResumePlan['ruleset'] } {
  const loaded = loadGameLog(path);
  const plan = planOf(loaded);
  if (!plan.human) throw new RewindError(`${path}: nobody played a seat in this game (all seats were AI), so there is no decision of yours to rewind`);
  return { decisions: personDecisions(loaded.log.events, plan.human.seat), seat: plan.human.seat, events: loaded.log.events, ruleset: plan.ruleset };
}

export function planRewind(path: string, k: number): RewindPlan {
  return planRewindOf(loadGameLog(path), k, logId(path));
}

/** The plan of a loaded log (a file's, or a drill's source game held in memory) cut before decision k. */
export function planRewindOf(loaded: LoadedLog, k: number, parentId: string): RewindPlan {
  const path = loaded.log.path;
  const full = planOf(loaded);
  if (!full.human) throw new RewindError(`${path}: nobody played a seat in this game (all seats were AI), so there is no decision of yours to rewind`);
  const decisions = personDecisions(loaded.log.events, full.human.seat);
  if (!decisions.length) throw new RewindError(`${path}: you made no decision in this game`);
  const decision = decisions[k - 1];
  if (!decision) throw new RewindError(`--decision must be between 1 and ${decisions.length} for ${parentId} (got ${k})`);
  const cut = { ...loaded, log: { ...loaded.log, events: loaded.log.events.slice(0, decision.at), torn: null } };
  const plan = planOf(cut);
  return {
    parentPath: path,
    parentId,
    plan: { ...plan, human: plan.human!, finished: false },
    decision,
    branch: { parent: parentId, at: decision.at, decision: k },
    decisions,
  };
}

/** The person's seat in the new line: the branch is noted at the first decision asked live. */
export const branching = (inner: Participant, branch: BranchNote): Participant => noting(inner, { kind: 'branch', detail: { ...branch } });

/** A seat that logs `note` off the record with its first answer (a branch, a drill's start). */
export function noting(inner: Participant, note: OffRecordNote): Participant {
  let pending: OffRecordNote[] | null = [note];
  return decorate(inner, (next, system, user, extra) => next(system, user, extra), {
    takeNotes() {
      const mine = pending ?? [];
      pending = null;
      return [...mine, ...(inner.takeNotes?.() ?? [])];
    },
  });
}

/**
 * The new line's events on their way to its log: those before the branch are checked against the
 * parent's and held back until the branch is reached, so a parent the game no longer reproduces
 * (a forged log, another version's rules) writes nothing.
 */
export function branchWriter(r: RewindPlan, write: (e: GameEvent) => void): (e: GameEvent) => void {
  const check = new LogCheck(r.plan.log);
  const held: GameEvent[] = [];
  let open = false;
  return (e) => {
    if (!open && e.n < r.branch.at) {
      check.known(e);
      held.push(e);
      return;
    }
    if (!open) {
      if (held.length !== r.branch.at) throw new ResumeError(`${r.parentPath}: the game did not reach event ${r.branch.at} as the log did; nothing was written`);
      open = true;
      for (const h of held.splice(0)) write(h);
    }
    write(e);
  };
}

/** The new line's log name: the parent's id and the decision, e.g. werewolf-42-b3. */
export const branchName = (r: RewindPlan): string => `${r.parentId}-b${r.branch.decision}`;
