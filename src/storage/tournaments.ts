// A tournament in the database: its row (roster, size, status, standings), the games already
// played for it, and what each persona remembers of each opponent.
import type { Db } from './db.js';
import type { GameFacts } from './game-facts.js';
import { standings, type SeatResult, type Standing } from './standings.js';

export interface TournamentSpec {
  id: string;
  preset: string;
  seed: number;
  roster: string[];
  games: number;
}

export class TournamentMismatch extends Error {
  override readonly name = 'TournamentMismatch';
}

/** Creates the tournament, or checks that an existing one with this id is the same tournament. */
export function openTournament(db: Db, t: TournamentSpec): void {
  const row = db.prepare('SELECT name, roster, games_total FROM tournaments WHERE id = ?').get(t.id) as { name: string; roster: string; games_total: number } | undefined;
  const name = `${t.preset} seed ${t.seed}`;
  if (!row) {
    db.prepare("INSERT INTO tournaments (id, name, status, roster, games_total, standings) VALUES (?, ?, 'running', ?, ?, '[]')").run(t.id, name, t.roster.join(','), t.games);
    return;
  }
  if (row.name !== name || row.roster !== t.roster.join(',') || row.games_total !== t.games) {
    throw new TournamentMismatch(`tournament "${t.id}" exists with ${row.name}, ${row.games_total} games, roster ${row.roster}; resume it with the same flags or choose another --id`);
  }
}

export function playedGames(db: Db, tournament: string): Set<string> {
  return new Set((db.prepare('SELECT id FROM games WHERE tournament_id = ?').all(tournament) as { id: string }[]).map((r) => r.id));
}

export function tournamentStandings(db: Db, tournament: string): Standing[] {
  const rows = db
    .prepare(
      `SELECT gp.game_id, gp.persona_id, gp.team, gp.outcome FROM game_players gp JOIN games g ON g.id = gp.game_id
       WHERE g.tournament_id = ? ORDER BY g.id, gp.seat`,
    )
    .all(tournament) as { game_id: string; persona_id: string; team: string; outcome: 'win' | 'loss' }[];
  const games = new Map<string, SeatResult[]>();
  for (const r of rows) {
    const list = games.get(r.game_id) ?? [];
    list.push({ persona: r.persona_id, team: r.team, outcome: r.outcome });
    games.set(r.game_id, list);
  }
  return standings([...games.values()]);
}

export function saveStandings(db: Db, tournament: string, table: Standing[], finished: boolean): void {
  db.prepare('UPDATE tournaments SET standings = ?, status = ? WHERE id = ?').run(JSON.stringify(table), finished ? 'finished' : 'running', tournament);
}

/** After a game: each persona's note on each opponent it sat with (the latest game's facts). */
export function rememberOpponents(db: Db, tournament: string, gameNo: number, facts: GameFacts, note: (me: GameFacts['players'][number], other: GameFacts['players'][number]) => string): void {
  const upsert = db.prepare(
    `INSERT INTO persona_memories (tournament_id, persona_id, opponent_id, memory, games_together, last_updated) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT (tournament_id, persona_id, opponent_id) DO UPDATE SET memory = excluded.memory, games_together = games_together + 1, last_updated = excluded.last_updated`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const me of facts.players) {
      for (const other of facts.players) {
        if (other.seat !== me.seat) upsert.run(tournament, me.persona, other.persona, `Game ${gameNo + 1}: ${note(me, other)}`, now);
      }
    }
  }).immediate();
}

export function memoriesOf(db: Db, tournament: string, persona: string): { opponent: string; memory: string; gamesTogether: number }[] {
  return (
    db.prepare('SELECT opponent_id, memory, games_together FROM persona_memories WHERE tournament_id = ? AND persona_id = ? ORDER BY opponent_id').all(tournament, persona) as {
      opponent_id: string;
      memory: string;
      games_together: number;
    }[]
  ).map((r) => ({ opponent: r.opponent_id, memory: r.memory, gamesTogether: r.games_together }));
}
