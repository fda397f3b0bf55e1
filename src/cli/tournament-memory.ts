// Persona memories in a tournament: what an LLM persona noted about the opponents at this table in
// earlier games goes into its system prompt (stable for the game, so prompt caching still holds).
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';

export interface OpponentNote {
  name: string;
  memory: string;
  gamesTogether: number;
}

export function memorySection(notes: readonly OpponentNote[]): string {
  if (!notes.length) return '';
  return [
    '',
    '# What you remember of the others at this table (earlier games of this tournament)',
    ...notes.map((n) => `- ${n.name} (${n.gamesTogether} game${n.gamesTogether === 1 ? '' : 's'} together): ${n.memory}`),
    'Roles are dealt anew each game: use this as a read on how they play, not on what they are now.',
  ].join('\n');
}

/** An AI seat whose system prompt ends with its notes on its opponents. */
export function remembering(inner: Participant, notes: readonly OpponentNote[]): Participant {
  const section = memorySection(notes);
  if (!section) return inner;
  return decorate(inner, (next, system, user, extra) => next(system + '\n' + section, user, extra));
}
