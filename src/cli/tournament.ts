// nightfall tournament: personas from a roster play N games (seats, roles and who sits out rotate
// with the game), the results go into the database, standings with an Elo rating at the end.
// Resumable: games already recorded for the tournament are skipped, a finished game whose result was
// not saved is recorded from its log, and an interrupted one is resumed from its log. Each game and
// its notes are saved in one transaction; one process runs a tournament at a time (a lock).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GameStopped, runGame } from '../engine/game.js';
import type { GameEvent } from '../engine/events.js';
import { DRAW, outcomeWord } from '../engine/stall.js';
import { loadPersonasCached } from '../personas/load.js';
import { gameSeed, yieldToEvents } from '../sim/run.js';
import { openDb, type Db } from '../storage/db.js';
import { gameFacts } from '../storage/game-facts.js';
import { ensureFolder } from '../storage/folders.js';
import { GameLog } from '../storage/game-log.js';
import { acquireLock, type Lock } from '../storage/lock.js';
import { dataDir, gamesDir } from '../storage/paths.js';
import { planResume } from '../storage/resume-plan.js';
import { resumeGame } from '../storage/resume.js';
import { recordGame } from '../storage/record-game.js';
import type { Standing } from '../storage/standings.js';
import { memoriesOf, openTournament, playedGames, rememberOpponents, saveStandings, tournamentStandings, TournamentMismatch } from '../storage/tournaments.js';
import { createTable, type TableOptions } from '../table/setup.js';
import { aiFromFlags } from './ai-flags.js';
import { UsageError } from './args.js';
import type { TournamentFlags } from './program.js';
import { levelsFrom } from './level-flag.js';
import { boardFlag } from './board-flag.js';
import { remembering } from './tournament-memory.js';
import { count, print, warn } from './output.js';
import { stopOnSignals } from './signals.js';
import { sanitizeLine } from '../terminal/sanitize.js';

export async function tournamentCommand(f: TournamentFlags): Promise<number> {
  const board = boardFlag(f.preset, 'werewolf-9');
  const presetId = board.id;
  const levels = levelsFrom(f, presetId);
  const { ruleset, preset } = board;
  const all = loadPersonasCached();
  const roster = f.roster !== undefined ? f.roster.split(',').map((s) => s.trim()).filter(Boolean) : all.map((p) => p.id);
  const unknown = roster.filter((id) => !all.some((p) => p.id === id));
  if (unknown.length) throw new UsageError(`--roster: unknown persona ${unknown.join(', ')}; known: ${all.map((p) => p.id).join(', ')}`);
  if (new Set(roster).size !== roster.length) throw new UsageError('--roster names a persona twice');
  if (roster.length < preset.seats) throw new UsageError(`--roster needs at least ${preset.seats} personas for ${presetId} (got ${roster.length})`);
  const games = f.games;
  const seed = f.seed ?? 1;
  const id = f.id ?? `${presetId}-seed${seed}`;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)) throw new UsageError('--id takes letters, digits, - and _ (up to 64)');
  const ai = await aiFromFlags(f, seed);

  const lock = lockTournament(id);
  let db: Db;
  try {
    db = openDb(undefined, { check: true });
    openTournament(db, { id, preset: presetId, seed, roster, games });
  } catch (err) {
    lock.release();
    // A database that cannot be used is exit code 1 (describeFailure); another tournament under this id is bad input.
    if (err instanceof TournamentMismatch) throw new UsageError(err.message);
    throw err;
  }
  const done = playedGames(db, id);
  const tty = process.stderr.isTTY && !f.json;
  const progress = (n: number, note: string) => {
    const clean = sanitizeLine(note);
    if (tty) process.stderr.write(`\r${bar(n, games)} ${n}/${games} games${clean ? '  ' + clean : ''}\x1b[K`);
    else if (!f.json) process.stderr.write(`game ${n}/${games}${clean ? ': ' + clean : ''}\n`);
  };
  let skipped = 0;
  let played = 0;
  const stopper = stopOnSignals();
  // Ctrl-C stops the model's game in flight too; its log is resumed when the tournament runs again.
  const gameSignal = ai.mode !== 'bots' ? AbortSignal.any([ai.controller.signal, stopper.signal]) : stopper.signal;
  try {
    for (let i = 0; i < games && !stopper.signal.aborted; i++) {
      const gameId = `${id}-g${String(i + 1).padStart(4, '0')}`;
      if (done.has(gameId)) {
        skipped++;
        continue;
      }
      // Who plays rotates through the roster; the seed seats them and deals the roles.
      const start = (i * preset.seats) % roster.length;
      const seated = Array.from({ length: preset.seats }, (_, k) => roster[(start + k) % roster.length]!);
      const personas = seated.map((p) => all.find((x) => x.id === p)!);
      const seats: Pick<TableOptions, 'aiFor' | 'signal'> =
        ai.mode !== 'bots'
          ? {
              // An LLM seat reads its notes on the others at this table from earlier games.
              aiFor: (seat, persona) => {
                const p = ai.seats.aiFor(seat, persona);
                if (!p) return undefined;
                const notes = memoriesOf(db, id, persona.id).flatMap((m) => {
                  const other = personas.find((x) => x.id === m.opponent);
                  return other ? [{ name: other.identity.name, memory: m.memory, gamesTogether: m.gamesTogether }] : [];
                });
                return remembering(p, notes);
              },
              signal: gameSignal,
            }
          : { signal: gameSignal };
      const path = join(gamesDir(), `${gameId}.jsonl`);
      let events: readonly GameEvent[];
      try {
        events = existsSync(path) ? await fromLog(path, seats) : await playNew(gameId, { preset: presetId, seed: gameSeed(seed, i), personas, levels, ...seats });
      } catch (err) {
        if (err instanceof GameStopped && stopper.signal.aborted) break;
        throw err;
      }
      const facts = gameFacts(events)!;
      // The game, every persona's notes and the standings: all of it or none (a crash in between loses nothing).
      db.transaction(() => {
        recordGame(db, { id: gameId, logFile: path, facts, tournamentId: id });
        rememberOpponents(db, id, i, facts, (me, other) => {
          const side = other.team === me.team ? 'on my side' : 'against me';
          return `${other.name} was ${ruleset.roleName(other.role)} (${side}), ${outcomeWord(other.outcome)} and ${other.survived ? 'survived' : 'died'}.`;
        });
        saveStandings(db, id, tournamentStandings(db, id), false);
      }).immediate();
      played++;
      progress(i + 1, facts.winner === DRAW ? 'a draw' : `${ruleset.sideName(facts.winner)} won`);
      await yieldToEvents();
    }
    if (stopper.signal.aborted) {
      if (tty) process.stderr.write('\n');
      warn(`stopped after ${count(skipped + played)} of ${count(games)} games; each finished game is saved, and the same command goes on from there`);
      return stopper.code ?? 130;
    }
    const table = tournamentStandings(db, id);
    saveStandings(db, id, table, true);
    if (tty) process.stderr.write('\n');
    await ai.flushTraces();
    if (f.json) process.stdout.write(JSON.stringify({ id, preset: presetId, seed, games, skipped, standings: table }) + '\n');
    else print(formatStandings(id, games, skipped, table, (t) => ruleset.sideName(t)).split('\n').map(sanitizeLine).join('\n') + '\n');
  } finally {
    stopper.release();
    db.close();
    lock.release();
  }
  return 0;
}

/** One process per tournament: a second run of the same one at once would count every game twice. */
function lockTournament(id: string): Lock {
  const dir = join(dataDir(), 'tournaments');
  ensureFolder(dir, true);
  return acquireLock(join(dir, id), `the tournament "${id}"`);
}

async function playNew(gameId: string, table: TableOptions): Promise<readonly GameEvent[]> {
  const log = GameLog.create(gamesDir(), gameId, { ifTaken: 'refuse', ours: true });
  try {
    return (await runGame(createTable({ ...table, onEvent: log.write }))).events;
  } finally {
    log.close();
  }
}

/** A game of this tournament that has a log already: finished (only its result was lost), or resumed. */
async function fromLog(path: string, seats: Pick<TableOptions, 'aiFor' | 'signal'>): Promise<readonly GameEvent[]> {
  const plan = planResume(path);
  if (plan.finished) return plan.log.events;
  return (await resumeGame(plan, { ...(seats.aiFor ? { aiFor: seats.aiFor } : {}), ...(seats.signal ? { signal: seats.signal } : {}) })).events;
}

const bar = (n: number, of: number, width = 20): string => {
  const full = Math.round((n / of) * width);
  return `[${'#'.repeat(full)}${'-'.repeat(width - full)}]`;
};

function formatStandings(id: string, games: number, skipped: number, table: Standing[], side: (t: string) => string): string {
  const lines = [`Tournament ${id}: ${games} games${skipped ? ` (${skipped} already played, skipped)` : ''}`, ''];
  lines.push(`  ${'persona'.padEnd(10)} ${'Elo'.padStart(5)} ${'games'.padStart(6)} ${'wins'.padStart(5)}  by side`);
  for (const s of table) {
    const sides = Object.entries(s.sides).map(([t, x]) => `${side(t)} ${x.wins}/${x.games}`).join(', ');
    lines.push(`  ${s.persona.padEnd(10)} ${String(s.elo).padStart(5)} ${String(s.games).padStart(6)} ${String(s.wins).padStart(5)}  ${sides}`);
  }
  return lines.join('\n');
}
