// What a finished game says about practice: the game it was rewound from (and at which decision), how
// many decisions the person made and how many of them with a hint shown. Kept beside the game's row.
import type { GameEvent } from '../engine/events.js';
import { branchOf, personDecisions, type BranchNote } from '../practice/decisions.js';
import type { Db } from './db.js';

export interface PracticeFacts {
  branch: BranchNote | null;
  /** The person's decisions and those hinted; null without a person. */
  decisions: number | null;
  hinted: number | null;
}

export function practiceFacts(events: readonly GameEvent[], me: number | null): PracticeFacts {
  const mine = me === null ? null : personDecisions(events, me);
  return { branch: branchOf(events), decisions: mine?.length ?? null, hinted: mine ? mine.filter((d) => d.hinted).length : null };
}

export function recordPractice(db: Db, gameId: string, p: PracticeFacts | undefined): void {
  if (!p) return;
  if (p.branch) db.prepare('UPDATE games SET parent_id = ?, branch_decision = ? WHERE id = ?').run(p.branch.parent, p.branch.decision, gameId);
  if (p.decisions !== null) db.prepare('UPDATE person_games SET decisions = ?, hinted = ? WHERE game_id = ?').run(p.decisions, p.hinted, gameId);
}
