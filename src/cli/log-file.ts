// One JSONL file per game, one event a line, written (and flushed to the OS) as each event happens.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { GameEvent } from '../engine/events.js';

export class GameLog {
  private fd: number | null;
  constructor(readonly path: string) {
    this.fd = openSync(path, 'w');
  }
  write(e: GameEvent): void {
    if (this.fd !== null) writeSync(this.fd, JSON.stringify(e) + '\n');
  }
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

export function openGameLog(dir: string, name: string): GameLog {
  mkdirSync(dir, { recursive: true });
  return new GameLog(join(dir, `${name}.jsonl`));
}
