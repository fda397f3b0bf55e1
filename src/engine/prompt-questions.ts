// The questions put to a seat that it has not answered: asked of it in a speech since it last spoke, said to
// it again just before it speaks (a question from an earlier day is otherwise only a gist, or gone).
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';

type Ask = Extract<Claim, { kind: 'ask' }>;

/** What a question asks, said to the seat asked ("why you voted Katya", "your read of Ada"). */
function asked(c: Ask, label: (seat: number) => string): string {
  const of = c.subject !== undefined ? label(c.subject) : undefined;
  switch (c.about) {
    case 'vote':
      return c.ballot ? `why your ${c.ballot} vote went${of ? ` to ${of}` : ' where it went'}` : of ? `why you voted ${of}` : 'about your vote';
    case 'read':
      return of ? `your read of ${of}` : 'your read';
    case 'check':
      return 'for your check';
    case 'case':
      return of ? `for your case against ${of}` : 'for your case against them';
  }
}

/**
 * One line naming each question asked of `seat` since its last speech (an open question lapses when the seat
 * speaks), with the day it was asked; null when none is open. `claims` keeps only what the table may show.
 */
export function openQuestions(
  events: readonly GameEvent[],
  seat: number,
  o: { label: (seat: number) => string; claims: (list: readonly Claim[]) => Claim[]; alive: (seat: number) => boolean; today: number },
): string | null {
  let open: { by: number; day: number; ask: Ask }[] = [];
  for (const e of events) {
    if (e.type !== 'speech') continue;
    if (e.seat === seat) {
      open = [];
      continue;
    }
    for (const c of o.claims((e.claims as Claim[] | undefined) ?? [])) {
      if (c.kind !== 'ask' || c.target !== seat) continue;
      const ask = { by: e.seat as number, day: e.day, ask: c };
      // One question per asker and topic: a repeat is the same question, asked again.
      open = open.filter((q) => !(q.by === ask.by && q.ask.about === c.about && q.ask.subject === c.subject));
      open.push(ask);
    }
  }
  if (!open.length) return null;
  const when = (day: number) => (day === o.today ? 'today' : `on day ${day}`);
  const items = open.map((q) => `${o.label(q.by)}${o.alive(q.by) ? '' : ' (dead now)'} asked ${asked(q.ask, o.label)} (${when(q.day)})`);
  return `Asked of you and not answered yet (answer it in your words, or say why not): ${items.join('; ')}.`;
}
