// A finished game into the database: the games row, a row per player, the person's record and the
// personas' tallies, in one transaction; a game already recorded is left as it is.
import type { Db } from './db.js';
import type { GameFacts } from './game-facts.js';

export interface GameRecord {
  id: string;
  logFile: string;
  facts: GameFacts;
  tournamentId?: string;
  timestamp?: string;
}

/** True when the game was new to the database. */
export function recordGame(db: Db, r: GameRecord): boolean {
  const { facts } = r;
  return db
    .transaction(() => {
      const inserted = db
        .prepare('INSERT OR IGNORE INTO games (id, tournament_id, timestamp, winner, rounds, log_file, preset, seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(r.id, r.tournamentId ?? null, r.timestamp ?? new Date().toISOString(), facts.winner, facts.days, r.logFile, facts.preset, facts.seed);
      if (inserted.changes === 0) return false;
      const player = db.prepare(
        'INSERT INTO game_players (game_id, persona_id, role, outcome, seat, name, team, survived) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const persona = db.prepare(
        `INSERT INTO personas (id, name, games_played, wins) VALUES (?, ?, 1, ?)
         ON CONFLICT (id) DO UPDATE SET games_played = games_played + 1, wins = wins + excluded.wins`,
      );
      for (const p of facts.players) {
        player.run(r.id, p.persona, p.role, p.outcome, p.seat, p.name, p.team, p.survived ? 1 : 0);
        if (p.persona !== 'human') persona.run(p.persona, p.name, p.outcome === 'win' ? 1 : 0);
      }
      const me = facts.person;
      if (me) {
        db.prepare(
          `INSERT INTO person_games (game_id, seat, role, team, outcome, survived, votes, votes_other_side, suspicion_readings, suspected, suspicion_sum, claims)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(r.id, me.seat, me.role, me.team, me.outcome, me.survived ? 1 : 0, me.votes, me.votesOtherSide, me.suspicionReadings, me.suspected, me.suspicionSum, JSON.stringify(me.claims));
      }
      return true;
    })
    .immediate();
}
