// Every screen is drawn the same way: Ink with our options, reading the terminal through the input
// guard (so no keypress can crash it). Tests pass their own streams.
import { render, type Instance } from 'ink';
import type { ReactElement } from 'react';
import { INK_OPTIONS } from './ink-options.js';
import { guardedStdin } from './input-guard.js';
import { colourScreen } from './colours.js';

export interface ScreenStreams {
  stdin?: NodeJS.ReadStream;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
}

export function renderScreen(el: ReactElement, io: ScreenStreams = {}): Instance {
  // Console output is routed above the screen only on the real terminal.
  const own = io.stdout ? { patchConsole: false } : {};
  colourScreen(io.stdout ?? process.stdout);
  return render(el, { ...INK_OPTIONS, ...io, ...own, stdin: guardedStdin(io.stdin ?? process.stdin) });
}
