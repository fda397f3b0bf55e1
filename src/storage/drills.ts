// Drill results per role over time (the drill_results table of migration 4): one row per drill played,
// with how many of the person's answers matched the strongest bot's and how both lines ended.
import type { Db } from './db.js';

export interface DrillResult {
  timestamp: string;
  /** The drill log's id. */
  drill: string;
  preset: string;
  role: string;
  /** The source game's seed. */
  seed: number;
  /** The person's decisions in the drill, and how many matched the bot's recommendation. */
  decisions: number;
  matched: number;
  continuations: number;
  yourWins: number;
  botWins: number;
}

export function recordDrill(db: Db, r: DrillResult): void {
  db.prepare(
    'INSERT INTO drill_results (timestamp, drill, preset, role, seed, matched, decisions, your_wins, bot_wins, continuations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(r.timestamp, r.drill, r.preset, r.role, r.seed, r.matched, r.decisions, r.yourWins, r.botWins, r.continuations);
}

/** Every drill played, newest first. */
export function drillResults(db: Db): DrillResult[] {
  const rows = db
    .prepare('SELECT timestamp, drill, preset, role, seed, matched, decisions, your_wins, bot_wins, continuations FROM drill_results ORDER BY timestamp DESC, id DESC')
    .all() as Record<string, unknown>[];
  return rows.map((r) => ({
    timestamp: String(r.timestamp),
    drill: String(r.drill),
    preset: String(r.preset),
    role: String(r.role),
    seed: Number(r.seed),
    matched: Number(r.matched),
    decisions: Number(r.decisions),
    continuations: Number(r.continuations),
    yourWins: Number(r.your_wins),
    botWins: Number(r.bot_wins),
  }));
}

export interface DrillRecord {
  role: string;
  drills: number;
  decisions: number;
  matched: number;
  /** Continuation wins summed over the role's drills: after the person's answers, after the bot's, of how many. */
  yourWins: number;
  botWins: number;
  continuations: number;
  /** The role's drills, oldest first: your wins of the continuations each time. */
  trend: { timestamp: string; yourWins: number; botWins: number; continuations: number }[];
}

/** Drill results per role (the role as its id; the preset's name for it is the caller's). */
export function drillsByRole(db: Db): DrillRecord[] {
  const by = new Map<string, DrillRecord>();
  for (const r of drillResults(db).reverse()) {
    let rec = by.get(r.role);
    if (!rec) by.set(r.role, (rec = { role: r.role, drills: 0, decisions: 0, matched: 0, yourWins: 0, botWins: 0, continuations: 0, trend: [] }));
    rec.drills++;
    rec.decisions += r.decisions;
    rec.matched += r.matched;
    rec.yourWins += r.yourWins;
    rec.botWins += r.botWins;
    rec.continuations += r.continuations;
    rec.trend.push({ timestamp: r.timestamp, yourWins: r.yourWins, botWins: r.botWins, continuations: r.continuations });
  }
  return [...by.values()].sort((a, b) => a.role.localeCompare(b.role));
}
