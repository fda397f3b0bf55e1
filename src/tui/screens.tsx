// The screens behind the CLI's entry points (index.ts): play as a seat, watch a game, or pick a game on the setup screen.
import { SessionApp, SetupApp, type SetupDefaults } from './apps.js';
import { renderScreen, type ScreenStreams } from './render-screen.js';
import { createPlaySession, createWatchSession, type PlayOptions, type WatchOptions } from './session.js';

/** Straight into a game as the person's seat; resolves when the person leaves the screen. */
export async function runPlay(opts: PlayOptions, io?: ScreenStreams): Promise<void> {
  const session = createPlaySession(opts);
  await renderScreen(<SessionApp session={session} />, io).waitUntilExit();
}

export async function runWatchScreen(opts: WatchOptions, io?: ScreenStreams): Promise<void> {
  const session = createWatchSession(opts);
  await renderScreen(<SessionApp session={session} />, io).waitUntilExit();
}

/** The setup screen (game, role, opponents), then the game. */
export async function runSetup(defaults: SetupDefaults, io?: ScreenStreams): Promise<void> {
  await renderScreen(<SetupApp defaults={defaults} />, io).waitUntilExit();
}
