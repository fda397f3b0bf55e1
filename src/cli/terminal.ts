/** A person at a terminal (both directions), as the screen needs. */
export const isTerminal = (): boolean => Boolean(process.stdin.isTTY && process.stdout.isTTY);

/**
 * Ink draws only the final frame when CI is set (is-in-ci, read once when Ink loads), which would leave a
 * person at a real terminal in front of a blank screen until the game ended. At a terminal the screen is
 * interactive whatever CI says, so the flag is cleared before any screen code (and Ink with it) is loaded.
 */
export function interactiveDespiteCi(): void {
  if (!isTerminal()) return;
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
}
