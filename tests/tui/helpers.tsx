// Test helpers: render a screen, wait for content (poll the frame, never sleep), send keys.
import { render } from 'ink-testing-library';
import { patience } from '../helpers/patience.js';
import type { ReactElement } from 'react';

export const KEY = {
  enter: '\r',
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  tab: '\t',
  esc: '\u001B',
  backspace: '\u007F',
  ctrlC: '\u0003',
  ctrlK: '\u000B',
  ctrlX: '\u0018',
} as const;

export type Rendered = ReturnType<typeof render>;

export function mount(el: ReactElement, size?: { columns: number; rows: number }): Rendered {
  const r = render(el);
  if (size) resize(r, size);
  return r;
}

/** Gives the fake terminal a size and tells Ink it changed. */
export function resize(r: Rendered, size: { columns: number; rows: number }): void {
  Object.defineProperty(r.stdout, 'columns', { value: size.columns, configurable: true });
  Object.defineProperty(r.stdout, 'rows', { value: size.rows, configurable: true });
  r.stdout.emit('resize');
}

export const frame = (r: Rendered): string => stripAnsi(r.lastFrame() ?? '');

// eslint-disable-next-line no-control-regex
export const stripAnsi = (s: string): string => s.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '');

/** Polls until `check` passes (returns truthy), or fails with the last frame. */
export async function waitFor<T>(r: Rendered | null, check: () => T | undefined | false | null, what: string, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() - start > patience(timeoutMs)) {
      throw new Error(`timed out waiting for ${what}\n--- last frame ---\n${r ? liveRegion(r) : ''}`);
    }
    await new Promise((res) => setTimeout(res, 5));
  }
}

export const waitForText = (r: Rendered, text: string | RegExp, timeoutMs?: number): Promise<string> =>
  waitFor(r, () => {
    const f = frame(r);
    return (typeof text === 'string' ? f.includes(text) : text.test(f)) ? f : undefined;
  }, `"${String(text)}"`, timeoutMs);

/** The last frame's live part: what Ink redraws below the Static transcript (the last `rows` lines). */
export function liveRegion(r: Rendered, rows = 24): string {
  const lines = frame(r).split('\n');
  return lines.slice(-rows).join('\n');
}

/** Types text, then lets Ink read it before the next key. */
export async function press(r: Rendered, ...keys: string[]): Promise<void> {
  for (const k of keys) {
    r.stdin.write(k);
    await new Promise((res) => setTimeout(res, 15));
  }
}

/** Rows of the live region in the last frame: from the header (or the end screen's title) down. */
export function liveHeight(r: Rendered): number {
  const lines = frame(r).split('\n');
  let i = lines.length - 1;
  while (i >= 0 && !lines[i]!.startsWith('NIGHTFALL') && !lines[i]!.startsWith('★ ')) i--;
  return i < 0 ? 0 : lines.length - i;
}
