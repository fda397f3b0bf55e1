// A signal that ends the CLI (kill, Ctrl-C in a transcript, a closed terminal) ends it between two pieces
// of work, not inside one: a finished game's last log line and its record in the database are written
// together. Node's default would kill the process at once; waiting for the running task, then raising the
// signal again, still ends it by that signal. (conf's when-exit did this while conf loaded at every start.)
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;

export function endBetweenTasksOnSignals(): void {
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      // A handler of the command's own (tracing flushing its spans) ends the process itself.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}
