// A terminal for the screens' real entry points (runPlay, runWatchScreen, runSetup, runReplay): raw
// bytes in, frames out, the way Ink reads and writes a tty.
import { EventEmitter } from 'node:events';
import type { ScreenStreams } from '../../src/tui/render-screen.js';
import { stripAnsi } from './helpers.js';

class FakeStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  /** Sends raw bytes as one read, as a terminal delivers a keypress or a paste. */
  type(data: string): void {
    this.data = (this.data ?? '') + data;
    this.emit('readable');
  }
  read(): string | null {
    const d = this.data;
    this.data = null;
    return d;
  }
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}

class FakeStdout extends EventEmitter {
  isTTY = true;
  columns = 80;
  rows = 24;
  writes: string[] = [];
  write = (s: string): boolean => {
    this.writes.push(s);
    return true;
  };
  /** What the screen shows now: Ink redraws the whole live region on each write. */
  screen = (): string => stripAnsi(this.writes.join('')).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}

export function fakeTerminal() {
  const stdin = new FakeStdin();
  const stdout = new FakeStdout();
  const stderr = new FakeStdout();
  const io = { stdin, stdout, stderr } as unknown as ScreenStreams;
  return { stdin, stdout, io };
}
