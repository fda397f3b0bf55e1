/** A person at a terminal (both directions), as the screen needs. */
export const isTerminal = (): boolean => Boolean(process.stdin.isTTY && process.stdout.isTTY);
