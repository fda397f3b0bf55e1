// Entry points for the CLI: play as a seat, watch a game, or pick a game on the setup screen. The
// screens (Ink, React, yoga) load on first use, with yoga's wasm read without node's HTTP client.
import type { SetupDefaults } from './apps.js';
import type { ScreenStreams } from './render-screen.js';
import type { PlayOptions, WatchOptions } from './session.js';
import { withDataUrlFetch } from './data-url-fetch.js';

export type { PlayOptions, WatchOptions } from './session.js';
export type { SetupDefaults } from './apps.js';

const screens = () => withDataUrlFetch(() => import('./screens.js'));

/** Straight into a game as the person's seat; resolves when the person leaves the screen. */
export const runPlay = async (opts: PlayOptions, io?: ScreenStreams): Promise<void> => (await screens()).runPlay(opts, io);

export const runWatchScreen = async (opts: WatchOptions, io?: ScreenStreams): Promise<void> => (await screens()).runWatchScreen(opts, io);

/** The setup screen (game, role, opponents), then the game. */
export const runSetup = async (defaults: SetupDefaults, io?: ScreenStreams): Promise<void> => (await screens()).runSetup(defaults, io);
