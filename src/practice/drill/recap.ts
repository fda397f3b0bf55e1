// What the seat knows when a drill starts, and only that: built from the seat's view (the same
// summary its prompt would hold: earlier days compressed, today in full), never from the log.
import type { Ruleset } from '../../engine/ruleset.js';
import { finishedDays, fullRound } from '../../engine/prompt.js';
import { makeRenderer } from '../../engine/render.js';
import type { PlayerView } from '../../engine/view.js';
import { sanitizeLine } from '../../terminal/sanitize.js';

export function recapLines(ruleset: Ruleset<unknown>, view: PlayerView, options: Record<string, unknown>): string[] {
  const name = (seat: number) => view.seats[seat - 1]?.name ?? `#${seat}`;
  const render = makeRenderer(ruleset, name, () => options, () => view.seats.length);
  // The seat's own THINK and notes are the bot's that played it before you sat down: not yours to read.
  const events = view.events.filter((e) => e.type !== 'think' && e.type !== 'memory');
  const out = [`You are ${render.label(view.seat)}, ${render.role(view.role)}.`];
  if (view.teammates.length) out.push(`Your team: ${view.teammates.map(render.label).join(', ')}.`);
  const dead = view.seats.filter((s) => !s.alive);
  out.push(`Alive: ${view.seats.filter((s) => s.alive).map((s) => s.seat).join(', ')}.${dead.length ? ` Dead: ${dead.map((s) => render.label(s.seat) + (s.role ? ` (${render.role(s.role)})` : '')).join(', ')}.` : ''}`);
  // The seat's own results (its checks), up front: the private facts the position most often turns on.
  const results = events.flatMap((e) => {
    const r = e.seat === view.seat ? ruleset.presentation.result(e) : undefined;
    return r ? [`${render.label(r.target)} ${r.result} (night ${e.day})`] : [];
  });
  if (results.length) out.push(`Your results: ${results.join('; ')}.`);
  const names = view.seats.map((s) => s.name);
  const earlier = finishedDays(events.filter((e) => e.day < view.day), render, view.day, names);
  if (earlier.length) out.push('Earlier days:', ...earlier.map((l) => `  ${l}`));
  const today = fullRound(events.filter((e) => e.day >= view.day), render);
  out.push(`${view.phase.charAt(0).toUpperCase() + view.phase.slice(1).replace(/_/g, ' ')} ${view.day} so far:`, ...(today.length ? today.map((l) => `  ${l}`) : ['  (nothing yet)']));
  return out.map(sanitizeLine);
}
