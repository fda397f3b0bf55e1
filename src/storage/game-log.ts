// The game log: one JSONL file per game, one event a line, flushed to the OS as each event happens and
// synced to the disk (fsync) as each phase ends and at the game's end, so a power cut loses at most the
// phase in play.
// One writer for new games and resumed ones. The file appears with the game's first event (closing
// the setup screen leaves nothing), is created owner-only and never over an existing file, and is
// locked while written. When the game_over line is on disk the finished game is handed on at once,
// so a process that ends on the review screen, is killed, or is stopped mid-transcript loses nothing.
import { closeSync, existsSync, fsyncSync, openSync, truncateSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { GameEvent } from '../engine/events.js';
import { fileError, FileError, LogExists } from './file-errors.js';
import { ensureFolder, PRIVATE_FILE } from './folders.js';
import { acquireLock, LockedError, type Lock } from './lock.js';
import { LogCheck, ResumeError } from './log-check.js';
import { rememberLogFolder } from './log-folders.js';
import { logId } from './logs.js';
import type { LogRead } from './read-log.js';

export interface FinishedGame {
  path: string;
  events: readonly GameEvent[];
}

export interface LogHooks {
  /** Called once the game_over event is on disk. */
  onFinished?: (game: FinishedGame) => void;
  /** Sync to the disk as each phase ends and at the game's end (default); the bench measures without. */
  sync?: boolean;
}

export interface NewLogOptions extends LogHooks {
  /** A name already taken: the next free one (name-2, name-3…), or a refusal naming the file. */
  ifTaken: 'next-name' | 'refuse';
  /** The folder is Nightfall's own (kept 0700 even if it existed wider). */
  ours?: boolean;
}

const resumeHint = (path: string) => `continue the game with: nightfall resume ${path}`;

export class GameLog {
  private fd: number | null = null;
  private lock: Lock | null = null;
  private readonly events: GameEvent[] = [];
  /** Why the log stopped being written (a full disk, say); the game cannot go on without it. */
  failure: Error | null = null;
  appended = 0;
  /** The phase (night, day…) the last phase_started line opened: a new one ends it. */
  private phase: string | null = null;

  private constructor(
    private file: string,
    private readonly hooks: LogHooks,
    private readonly fresh: { dir: string; name: string; options: NewLogOptions } | null,
    private readonly check: LogCheck | null,
  ) {}

  static create(dir: string, name: string, options: NewLogOptions): GameLog {
    const path = join(resolve(dir), `${name}.jsonl`);
    if (options.ifTaken === 'refuse' && existsSync(path)) throw taken(path);
    return new GameLog(options.ifTaken === 'next-name' ? freeName(dir, name) : path, options, { dir: resolve(dir), name, options }, null);
  }

  /** A log read back for resume: locked now; events it has are checked, new ones appended. */
  static continue(log: LogRead, hooks: LogHooks = {}): GameLog {
    const g = new GameLog(resolve(log.path), hooks, null, new LogCheck(log));
    g.lock = acquireLock(g.file, `the game ${logId(log.path)}`);
    g.events.push(...log.events);
    return g;
  }

  get path(): string {
    return this.file;
  }

  /** While resuming: events of the log not yet made again. */
  get catchingUp(): boolean {
    return this.check?.catchingUp ?? false;
  }

  /** Checks the log has run out together with the game (resume). */
  finish(): void {
    this.check?.finish();
  }

  write = (e: GameEvent): void => {
    if (this.failure) throw this.failure;
    try {
      if (this.check?.known(e)) return;
      if (this.fd === null) this.open();
      // A phase ends where the next begins: what it wrote goes to the disk before the new phase's first line.
      const phaseEnds = e.type === 'phase_started' && this.phase !== null && e.phase !== this.phase;
      if (phaseEnds && this.hooks.sync !== false) fsyncSync(this.fd!);
      if (e.type === 'phase_started') this.phase = e.phase;
      writeSync(this.fd!, JSON.stringify(e) + '\n');
      if (e.type === 'game_over' && this.hooks.sync !== false) fsyncSync(this.fd!);
    } catch (err) {
      this.failure = err instanceof FileError || err instanceof ResumeError || err instanceof LockedError ? err : fileError(err, 'write the game log', this.file, resumeHint(this.file));
      throw this.failure;
    }
    this.appended++;
    this.events.push(e);
    if (e.type === 'game_over') this.hooks.onFinished?.({ path: this.file, events: this.events });
  };

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    this.lock?.release();
    this.lock = null;
  }

  private open(): void {
    if (this.check) {
      // Resuming: a torn last line (the process died mid-write) goes before the first new line.
      const { log } = this.check;
      if (log.torn) truncateSync(this.file, log.goodBytes);
      this.fd = openSync(this.file, 'a');
      this.remember();
      return;
    }
    const { dir, name, options } = this.fresh!;
    ensureFolder(dir, options.ours);
    for (;;) {
      try {
        this.fd = openSync(this.file, 'wx', PRIVATE_FILE);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError(err, 'create the game log', this.file);
        // Taken since the name was chosen (another run in the same folder).
        if (options.ifTaken === 'refuse') throw taken(this.file);
        this.file = freeName(dir, name);
      }
    }
    this.lock = acquireLock(this.file, `the game ${logId(this.file)}`);
    this.remember();
  }

  /** A recorded game's folder is remembered, so history finds its log should the recording not happen. */
  private remember(): void {
    if (this.hooks.onFinished) rememberLogFolder(dirname(this.file));
  }
}

const taken = (path: string): FileError => new LogExists(path);

/** `name.jsonl`, or the first of `name-2.jsonl`, `name-3.jsonl`… not yet in `dir`. */
function freeName(dir: string, name: string): string {
  for (let k = 1; ; k++) {
    const path = join(resolve(dir), `${k === 1 ? name : `${name}-${k}`}.jsonl`);
    if (!existsSync(path)) return path;
  }
}
