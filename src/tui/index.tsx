// Entry points for the CLI: play as a seat, watch a game, or pick a game on the setup screen.
import { render } from 'ink';
import type { GameEvent } from '../engine/events.js';
import { SessionApp, SetupApp } from './apps.js';
import { createPlaySession, createWatchSession, type PlayOptions } from './session.js';

export type { PlayOptions } from './session.js';
export { HumanPlayer } from '../players/human.js';
export { createPlaySession, createWatchSession, type Session } from './session.js';
export { SessionApp, SetupApp } from './apps.js';

const INK_OPTIONS = { exitOnCtrlC: false, maxFps: 30 } as const;

/** Straight into a game as the person's seat; resolves when the person leaves the screen. */
export async function runPlay(opts: PlayOptions): Promise<void> {
  const session = createPlaySession(opts);
  const app = render(<SessionApp session={session} />, INK_OPTIONS);
  await app.waitUntilExit();
}

export async function runWatchScreen(opts: { preset: string; seed: number; paceMs: number; onEvent?: (e: GameEvent) => void; logPath?: string }): Promise<void> {
  const session = createWatchSession(opts);
  const app = render(<SessionApp session={session} />, INK_OPTIONS);
  await app.waitUntilExit();
}

/** The setup screen (game, role, opponents), then the game. */
export async function runSetup(defaults: { seed: number; paceMs: number; name?: string; logPath?: string; onEvent?: (e: GameEvent) => void }): Promise<void> {
  const app = render(<SetupApp defaults={defaults} />, INK_OPTIONS);
  await app.waitUntilExit();
}
