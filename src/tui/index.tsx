// Entry points for the CLI: play as a seat, watch a game, or pick a game on the setup screen.
import { render } from 'ink';
import { SessionApp, SetupApp, type SetupDefaults } from './apps.js';
import { INK_OPTIONS } from './ink-options.js';
import { createPlaySession, createWatchSession, type PlayOptions, type WatchOptions } from './session.js';

export type { PlayOptions, WatchOptions } from './session.js';
export type { SetupDefaults } from './apps.js';
export { HumanPlayer } from '../players/human.js';
export { createPlaySession, createWatchSession, type Session } from './session.js';
export { SessionApp, SetupApp } from './apps.js';


/** Straight into a game as the person's seat; resolves when the person leaves the screen. */
export async function runPlay(opts: PlayOptions): Promise<void> {
  const session = createPlaySession(opts);
  const app = render(<SessionApp session={session} />, INK_OPTIONS);
  await app.waitUntilExit();
}

export async function runWatchScreen(opts: WatchOptions): Promise<void> {
  const session = createWatchSession(opts);
  const app = render(<SessionApp session={session} />, INK_OPTIONS);
  await app.waitUntilExit();
}

/** The setup screen (game, role, opponents), then the game. */
export async function runSetup(defaults: SetupDefaults): Promise<void> {
  const app = render(<SetupApp defaults={defaults} />, INK_OPTIONS);
  await app.waitUntilExit();
}
