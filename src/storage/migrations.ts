// The database schema, one numbered migration at a time; a database at any older version is
// brought up to date in place, each step in its own transaction.
export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    // The first schema: 003_f1bca663e581123f.txt's ERD.
    version: 1,
    sql: `
      CREATE TABLE personas (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        definition TEXT,
        games_played INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        name TEXT,
        status TEXT,
        roster TEXT,
        games_total INTEGER,
        standings TEXT
      );
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        tournament_id TEXT REFERENCES tournaments(id),
        timestamp TEXT NOT NULL,
        winner TEXT,
        rounds INTEGER,
        log_file TEXT
      );
      CREATE TABLE game_players (
        game_id TEXT NOT NULL REFERENCES games(id),
        persona_id TEXT NOT NULL,
        role TEXT,
        outcome TEXT,
        PRIMARY KEY (game_id, persona_id)
      );
      CREATE TABLE persona_memories (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        persona_id TEXT NOT NULL,
        opponent_id TEXT NOT NULL,
        memory TEXT NOT NULL,
        games_together INTEGER NOT NULL DEFAULT 0,
        last_updated TEXT NOT NULL,
        PRIMARY KEY (tournament_id, persona_id, opponent_id)
      );`,
  },
  {
    // The board and seed of a game, each player's seat, side and survival, and the person's own record.
    version: 2,
    sql: `
      ALTER TABLE games ADD COLUMN preset TEXT;
      ALTER TABLE games ADD COLUMN seed INTEGER;
      ALTER TABLE game_players ADD COLUMN seat INTEGER;
      ALTER TABLE game_players ADD COLUMN name TEXT;
      ALTER TABLE game_players ADD COLUMN team TEXT;
      ALTER TABLE game_players ADD COLUMN survived INTEGER;
      CREATE INDEX games_by_time ON games (timestamp);
      CREATE INDEX games_by_tournament ON games (tournament_id);
      CREATE TABLE person_games (
        game_id TEXT PRIMARY KEY REFERENCES games(id),
        seat INTEGER NOT NULL,
        role TEXT NOT NULL,
        team TEXT NOT NULL,
        outcome TEXT NOT NULL,
        survived INTEGER NOT NULL,
        votes INTEGER NOT NULL,
        votes_other_side INTEGER NOT NULL,
        suspicion_readings INTEGER NOT NULL,
        suspected INTEGER NOT NULL,
        suspicion_sum REAL NOT NULL,
        claims TEXT NOT NULL
      );`,
  },
  {
    // A game is recorded once per log file, looked up by it.
    version: 3,
    sql: `CREATE INDEX games_by_log_file ON games (log_file);`,
  },
  {
    // Practice: a rewound game names its parent and the decision it branched at; the person's decisions
    // and how many were hinted; drill results per role. Older rows keep NULL: not a branch, not counted.
    version: 4,
    sql: `
      ALTER TABLE games ADD COLUMN parent_id TEXT;
      ALTER TABLE games ADD COLUMN branch_decision INTEGER;
      ALTER TABLE person_games ADD COLUMN decisions INTEGER;
      ALTER TABLE person_games ADD COLUMN hinted INTEGER;
      CREATE TABLE drill_results (
        id INTEGER PRIMARY KEY,
        timestamp TEXT NOT NULL,
        drill TEXT NOT NULL,
        preset TEXT NOT NULL,
        role TEXT NOT NULL,
        seed INTEGER NOT NULL,
        matched INTEGER NOT NULL,
        decisions INTEGER NOT NULL,
        your_wins INTEGER NOT NULL,
        bot_wins INTEGER NOT NULL,
        continuations INTEGER NOT NULL
      );
      CREATE INDEX drills_by_role ON drill_results (role, timestamp);`,
  },
];

export const LATEST = MIGRATIONS.at(-1)!.version;
