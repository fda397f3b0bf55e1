// How long a test waits for a screen, a process or a file before calling it a failure. CI runs on a
// shared 2-core machine where a program's start can take tens of seconds; a wait ends at the first
// sign it looks for, so a long limit costs nothing when the test passes and only delays a failure.
export const PATIENCE_MS = 120_000;

/** The limit a wait uses: never less than PATIENCE_MS, whatever the caller asked. */
export const patience = (askedMs = 0): number => Math.max(askedMs, PATIENCE_MS);
