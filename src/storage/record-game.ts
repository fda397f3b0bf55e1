// A finished game into the database: the games row, a row per player, the person's record and the
// personas' tallies, in one transaction (nested in the caller's, for a tournament's notes).
import { resolve } from 'node:path';
import type { Db } from './db.js';
import type { GameFacts } from './game-facts.js';
import { recordPractice } from './practice-facts.js';

export interface GameRecord {
  id: string;
  logFile: string;
  facts: GameFacts;
  tournamentId?: string;
  timestamp?: string;
}

/**
 * True when the game was new to the database. A game is its log file: recording the same file again
 * changes nothing; another file under a taken id (the same name in another --log-dir) gets `id-2`.
 */
export function recordGame(db: Db, r: GameRecord): boolean {
  const { facts } = r;
  return db
    .transaction(() => {
      const logFile = resolve(r.logFile);
      if (db.prepare('SELECT 1 FROM games WHERE log_file = ?').get(logFile)) return false;
      const taken = db.prepare('SELECT 1 FROM games WHERE id = ?');
      let id = r.id;
      for (let k = 2; taken.get(id); k++) id = `${r.id}-${k}`;
      db.prepare('INSERT INTO games (id, tournament_id, timestamp, winner, rounds, log_file, preset, seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        id,
        r.tournamentId ?? null,
        r.timestamp ?? new Date().toISOString(),
        facts.winner,
        facts.days,
        logFile,
        facts.preset,
        facts.seed,
      );
      const player = db.prepare(
        'INSERT INTO game_players (game_id, persona_id, role, outcome, seat, name, team, survived) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const persona = db.prepare(
        `INSERT INTO personas (id, name, games_played, wins) VALUES (?, ?, 1, ?)
         ON CONFLICT (id) DO UPDATE SET games_played = games_played + 1, wins = wins + excluded.wins`,
      );
      for (const p of facts.players) {
        player.run(id, p.persona, p.role, p.outcome, p.seat, p.name, p.team, p.survived ? 1 : 0);
        if (p.persona !== 'human') persona.run(p.persona, p.name, p.outcome === 'win' ? 1 : 0);
      }
      const me = facts.person;
      if (me) {
        db.prepare(
          `INSERT INTO person_games (game_id, seat, role, team, outcome, survived, votes, votes_other_side, suspicion_readings, suspected, suspicion_sum, claims)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(id, me.seat, me.role, me.team, me.outcome, me.survived ? 1 : 0, me.votes, me.votesOtherSide, me.suspicionReadings, me.suspected, me.suspicionSum, JSON.stringify(me.claims));
      }
      recordPractice(db, id, facts.practice);
      return true;
    })
    .immediate();
}
