// What the database says across games: the list of games, wins per side, the person's record by
// role, and each persona's record. Pure queries; the commands format them.
import type { Claim } from '../engine/core-events.js';
import type { Db } from './db.js';
import { drillsByRole, type DrillRecord } from './drills.js';

export interface HistoryRow {
  id: string;
  timestamp: string;
  preset: string | null;
  seed: number | null;
  winner: string | null;
  days: number | null;
  logFile: string | null;
  tournament: string | null;
  /** The person's seat, role and outcome, when they played; `hinted` of their decisions had a hint shown. */
  you: { seat: number; name: string | null; role: string; outcome: string; decisions: number | null; hinted: number | null } | null;
  /** A rewound game: the game it branched from and the decision it was played again from. */
  branch: { parent: string; decision: number } | null;
}

export function history(db: Db): HistoryRow[] {
  const rows = db
    .prepare(
      `SELECT g.id, g.timestamp, g.preset, g.seed, g.winner, g.rounds, g.log_file, g.tournament_id, g.parent_id, g.branch_decision, p.seat, p.role, p.outcome, p.decisions, p.hinted,
         (SELECT name FROM game_players gp WHERE gp.game_id = g.id AND gp.persona_id = 'human') AS you_name
       FROM games g LEFT JOIN person_games p ON p.game_id = g.id ORDER BY g.timestamp DESC, g.rowid DESC`,
    )
    .all() as Record<string, unknown>[];
  return rows.map((r) => ({
    id: r.id as string,
    timestamp: r.timestamp as string,
    preset: (r.preset as string | null) ?? null,
    seed: (r.seed as number | null) ?? null,
    winner: (r.winner as string | null) ?? null,
    days: (r.rounds as number | null) ?? null,
    logFile: (r.log_file as string | null) ?? null,
    tournament: (r.tournament_id as string | null) ?? null,
    you:
      r.seat === null || r.seat === undefined
        ? null
        : { seat: r.seat as number, name: (r.you_name as string | null) ?? null, role: r.role as string, outcome: r.outcome as string, decisions: (r.decisions as number | null) ?? null, hinted: (r.hinted as number | null) ?? null },
    branch: typeof r.parent_id === 'string' ? { parent: r.parent_id, decision: (r.branch_decision as number | null) ?? 0 } : null,
  }));
}

export interface RoleRecord {
  role: string;
  games: number;
  wins: number;
  survived: number;
  votes: number;
  votesOtherSide: number;
  /** Votes on the other side ÷ votes cast; null with no votes. */
  voteAccuracy: number | null;
  suspicionReadings: number;
  suspected: number;
  /** Share of the AI seats' suspicion notes about the person that were 0.5 or more; null with none. */
  suspectedRate: number | null;
  meanSuspicion: number | null;
  claims: { game: string; day: number; claim: Claim }[];
  /** Decisions made (in games recorded since practice was added) and those with a hint shown. */
  decisions: number;
  hinted: number;
}

export interface PersonaRecord {
  persona: string;
  name: string;
  games: number;
  wins: number;
  /** side → { games, wins } */
  sides: Record<string, { games: number; wins: number }>;
}

export interface Stats {
  games: number;
  winsBySide: Record<string, number>;
  you: { games: number; wins: number; byRole: RoleRecord[] };
  personas: PersonaRecord[];
  /** Drill results per role. */
  drills: DrillRecord[];
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

export function stats(db: Db): Stats {
  const games = (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
  const winsBySide: Record<string, number> = {};
  for (const r of db.prepare('SELECT winner, COUNT(*) AS n FROM games WHERE winner IS NOT NULL GROUP BY winner ORDER BY winner').all() as { winner: string; n: number }[]) {
    winsBySide[r.winner] = r.n;
  }
  const mine = db.prepare('SELECT * FROM person_games ORDER BY role, game_id').all() as Record<string, unknown>[];
  const byRole = new Map<string, RoleRecord>();
  for (const r of mine) {
    const role = r.role as string;
    let rec = byRole.get(role);
    if (!rec) {
      rec = { role, games: 0, wins: 0, survived: 0, votes: 0, votesOtherSide: 0, voteAccuracy: null, suspicionReadings: 0, suspected: 0, suspectedRate: null, meanSuspicion: null, claims: [], decisions: 0, hinted: 0 };
      byRole.set(role, rec);
    }
    rec.games++;
    if (r.outcome === 'win') rec.wins++;
    rec.survived += r.survived as number;
    rec.votes += r.votes as number;
    rec.votesOtherSide += r.votes_other_side as number;
    rec.suspicionReadings += r.suspicion_readings as number;
    rec.suspected += r.suspected as number;
    rec.decisions += (r.decisions as number | null) ?? 0;
    rec.hinted += (r.hinted as number | null) ?? 0;
    rec.meanSuspicion = (rec.meanSuspicion ?? 0) + (r.suspicion_sum as number); // a sum until the end
    for (const c of JSON.parse(r.claims as string) as { day: number; claim: Claim }[]) rec.claims.push({ game: r.game_id as string, ...c });
  }
  for (const rec of byRole.values()) {
    rec.voteAccuracy = ratio(rec.votesOtherSide, rec.votes);
    rec.suspectedRate = ratio(rec.suspected, rec.suspicionReadings);
    rec.meanSuspicion = ratio(rec.meanSuspicion ?? 0, rec.suspicionReadings);
  }
  const personas = new Map<string, PersonaRecord>();
  const rows = db
    .prepare(
      `SELECT persona_id, MAX(name) AS name, team, COUNT(*) AS games, SUM(outcome = 'win') AS wins
       FROM game_players WHERE persona_id != 'human' GROUP BY persona_id, team ORDER BY persona_id, team`,
    )
    .all() as { persona_id: string; name: string | null; team: string | null; games: number; wins: number }[];
  for (const r of rows) {
    let p = personas.get(r.persona_id);
    if (!p) personas.set(r.persona_id, (p = { persona: r.persona_id, name: r.name ?? r.persona_id, games: 0, wins: 0, sides: {} }));
    p.games += r.games;
    p.wins += r.wins;
    p.sides[r.team ?? 'unknown'] = { games: r.games, wins: r.wins };
  }
  return {
    games,
    winsBySide,
    you: { games: mine.length, wins: mine.filter((r) => r.outcome === 'win').length, byRole: [...byRole.values()] },
    personas: [...personas.values()].sort((a, b) => b.wins / b.games - a.wins / a.games || a.persona.localeCompare(b.persona)),
    drills: drillsByRole(db),
  };
}
