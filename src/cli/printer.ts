// Prints transcript lines in order as the game makes them; paced lines wait MS after printing,
// so a spectator can follow. Seats behind `waitingFor` answer only once the printer has caught up,
// so the game (and its log) moves at the pace the spectator sees.
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';

export interface Printer {
  push(lines: string[], paced?: boolean): void;
  /** Resolves once every line pushed so far is printed and its pause is over. */
  idle(): Promise<void>;
  /** Resolves when every line pushed so far is out. */
  finish(): Promise<void>;
}

export function paceLines(paceMs: number, out: (s: string) => void = (s) => void process.stdout.write(s)): Printer {
  const pending: { line: string; paced: boolean }[] = [];
  let done = false;
  let wake: (() => void) | null = null;
  const idlers: (() => void)[] = [];
  const loop = (async () => {
    for (;;) {
      const next = pending.shift();
      if (next === undefined) {
        for (const r of idlers.splice(0)) r();
        if (done) return;
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      out(next.line + '\n');
      if (next.paced && paceMs > 0 && next.line.trim()) await new Promise((r) => setTimeout(r, paceMs));
    }
  })();
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  return {
    push(lines, paced = true) {
      for (const line of lines) pending.push({ line, paced });
      poke();
    },
    idle() {
      if (pending.length === 0 && wake !== null) return Promise.resolve();
      return new Promise<void>((r) => idlers.push(r));
    },
    finish() {
      done = true;
      poke();
      return loop;
    },
  };
}

/** A seat whose answers wait for the printer, so the game does not run ahead of the transcript. */
export function waitingFor(inner: Participant, printer: Printer): Participant {
  return decorate(inner, async (next, system, user, extra) => {
    const answer = await next(system, user, extra);
    await printer.idle();
    return answer;
  });
}
