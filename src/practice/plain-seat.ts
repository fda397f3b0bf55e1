// The person's seat without a terminal: each decision printed as a question with its options, answered
// by the next line of a file or stdin (what a list offers, as the screen would send it); when the lines
// run out, the strongest bot plays the seat on, and the transcript says so once.
import type { GameEvent } from '../engine/events.js';
import type { DecisionRequest, Participant } from '../engine/participant.js';
import { makeRenderer } from '../engine/render.js';
import type { Ruleset } from '../engine/ruleset.js';
import type { GameState } from '../engine/state.js';
import { canSee } from '../engine/view.js';
import { sanitizeLine } from '../terminal/sanitize.js';

export interface LineSeat extends Participant {
  /** Answers taken from the lines so far. */
  readonly used: number;
}

export function lineSeat(lines: readonly string[], out: (line: string) => void, after: Participant): LineSeat {
  const queue = [...lines];
  let used = 0;
  let told = false;
  return {
    kind: 'human',
    get used() {
      return used;
    },
    async decide(system, user, extra) {
      for (const l of questionLines(extra.request, extra.hint)) out(l);
      const next = queue.shift();
      if (next !== undefined) {
        used++;
        out(`> ${sanitizeLine(next)}`);
        return next;
      }
      if (!told) out('(no more answers: the strongest bot plays your seat from here)');
      told = true;
      const raw = await after.decide(system, user, extra);
      out(`> (bot) ${sanitizeLine(raw.length > 200 ? raw.slice(0, 200) + '…' : raw)}`);
      return raw;
    },
  };
}

export function questionLines(request: DecisionRequest, hint?: string): string[] {
  const out = [`? ${sanitizeLine(request.question)}`];
  if (hint) out.push(`  refused: ${sanitizeLine(hint)}`);
  if (request.options.length) out.push(`  options: ${request.options.map((o) => `${sanitizeLine(o.value)} = ${sanitizeLine(o.label)}`).join(' | ')}`);
  else if (request.answer.shape === 'speech') out.push(`  (a speech${request.minLength ? ` of at least ${request.minLength} characters` : ''}${request.nominate?.length ? `; nominate one of ${request.nominate.join(', ')} with "I nominate N"` : ''})`);
  return out;
}

/** The transcript a seat may read: the events it sees, as lines; the end with every role. */
export function seatLines(ruleset: Ruleset<unknown>, seat: number) {
  let state: GameState<unknown> | undefined;
  const render = makeRenderer(ruleset, (s) => state?.core.seats[s - 1]?.name ?? `#${s}`, () => state?.core.options ?? {});
  return (e: GameEvent, s: GameState<unknown>): string[] => {
    state = s;
    if (!canSee(s.core, seat, e.vis) || e.type === 'memory' || e.type === 'think') return [];
    if (e.type === 'game_over') {
      const roles = e.roles.map((r) => `  ${render.label(r.seat)} was ${render.role(r.role)}${r.seat === seat ? ' (you)' : ''}`);
      return ['', sanitizeLine(render.line(e) ?? ''), ...roles.map(sanitizeLine)];
    }
    const line = render.line(e);
    if (line === null) return [];
    return e.type === 'phase_started' ? ['', sanitizeLine(line)] : [sanitizeLine(line)];
  };
}
