// The spectator's transcript: every event as a line, private ones marked with who saw them,
// THINK shown (dimmed on a terminal), roles listed at the start, the winner at the end. Each event is
// one line of sanitized text: names and speeches cannot forge a line, move the cursor or set a title.
import type { GameEvent } from '../engine/events.js';
import { makeRenderer } from '../engine/render.js';
import type { Ruleset } from '../engine/ruleset.js';
import type { GameState } from '../engine/state.js';
import { styleText } from 'node:util';
import { sanitizeLine } from '../terminal/sanitize.js';
import { coloursOn } from '../terminal/colours.js';

export interface TranscriptStyle {
  dim(s: string): string;
  bold(s: string): string;
}

export const plainStyle: TranscriptStyle = { dim: (s) => s, bold: (s) => s };
/** Dim and bold when `stream` shows colours: a terminal, NO_COLOR unset, or FORCE_COLOR (colours.ts decides, as for the screen). */
export const styleFor = (stream: NodeJS.WriteStream = process.stdout): TranscriptStyle =>
  coloursOn(stream)
    ? { dim: (s) => styleText('dim', s, { validateStream: false }), bold: (s) => styleText('bold', s, { validateStream: false }) }
    : plainStyle;

export function spectatorLines(ruleset: Ruleset<unknown>, style: TranscriptStyle = plainStyle) {
  let state: GameState<unknown> | undefined;
  const render = makeRenderer(ruleset, (seat) => state?.core.seats[seat - 1]?.name ?? `#${seat}`, () => state?.core.options ?? {}, () => state?.core.seats.length ?? 0);
  const who = (e: GameEvent): string => {
    const v = e.vis;
    if (v === 'public') return '';
    if ('team' in v) return `(${v.team} only) `;
    if (v.seats.length === 0) return '(moderator) ';
    return `(to ${v.seats.map((s) => render.label(s)).join(', ')}) `;
  };
  const clean = (line: string) => sanitizeLine(line);
  return (e: GameEvent, s: GameState<unknown>): string[] => {
    state = s;
    return eventLines(e).map((l) => (typeof l === 'string' ? clean(l) : l.style(clean(l.text))));
  };
  function eventLines(e: GameEvent): (string | { text: string; style: (s: string) => string })[] {
    if (e.type === 'game_started') {
      return [render.line(e) ?? ''];
    }
    if (e.type === 'role_assigned') {
      return [`  ${render.label(e.seat)} is ${render.role(e.role)}`];
    }
    if (e.type === 'think') return [{ text: `    ${render.label(e.seat)} thinks: ${e.text}`, style: style.dim }];
    if (e.type === 'memory' || e.type === 'game_created') return [];
    if (e.type === 'game_over') return ['', { text: render.line(e) ?? '', style: style.bold }];
    const line = render.line(e);
    if (line === null) return [];
    if (e.type === 'phase_started') return ['', { text: line, style: style.bold }];
    return [who(e) + line];
  }
}
