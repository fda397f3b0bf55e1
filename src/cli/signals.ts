// A signal that ends the CLI (kill, Ctrl-C in a transcript, a closed terminal) ends it between two pieces
// of work, not inside one: a finished game's last log line and its record in the database are written
// together. Node's default would kill the process at once; waiting for the running task, then raising the
// signal again, still ends it by that signal. (conf's when-exit did this while conf loaded at every start.)
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;
type StopSignal = (typeof SIGNALS)[number];

/** The shell's exit code for a program ended by each signal: 128 + its number. */
const EXIT_CODES: Record<StopSignal, number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

export function endBetweenTasksOnSignals(): void {
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      // A handler of the command's own (tracing flushing its spans) ends the process itself.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

export interface Stopper {
  /** Aborted by the first Ctrl-C, kill or hang-up. */
  readonly signal: AbortSignal;
  /** The exit code the signal asks for (130 for Ctrl-C, 143 for SIGTERM), once one came. */
  readonly code: number | undefined;
  /** Gives the signals back to the default handling. */
  release(): void;
}

/**
 * For a long run of games (sim, tournament): the first signal asks it to stop at its next pause, between
 * games, so it can say what it did; a second one ends the process at once.
 */
export function stopOnSignals(): Stopper {
  const controller = new AbortController();
  let code: number | undefined;
  const handlers = SIGNALS.map((s) => {
    const on = () => {
      if (code !== undefined) process.exit(code);
      code = EXIT_CODES[s];
      controller.abort(s);
    };
    process.on(s, on);
    return [s, on] as const;
  });
  return {
    signal: controller.signal,
    get code() {
      return code;
    },
    release() {
      for (const [s, on] of handlers) process.off(s, on);
    },
  };
}
