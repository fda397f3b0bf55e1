// The questions put to a seat that it has not answered: asked of it in a speech since it last spoke, said to
// it again just before it speaks (a question from an earlier day is otherwise only a gist, or gone).
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';

type Ask = Extract<Claim, { kind: 'ask' }>;

/**
 * What a question asks, said to the seat asked ("why you voted Katya", "your read of Ada"). `pointed`: the seat asked
 * went after the asker before (a suspicion, a vote): only then is a question with no topic of its own its case against them.
 */
function asked(c: Ask, label: (seat: number) => string, pointed: boolean): string {
  const of = c.subject !== undefined ? label(c.subject) : undefined;
  // Put to every seat: the question is the table's, this seat among them.
  if (c.all) return c.about === 'vote' ? 'the whole table where each will vote' : 'the whole table to name whom each suspects, and why';
  switch (c.about) {
    case 'vote':
      return c.ballot ? `why your ${c.ballot} vote went${of ? ` to ${of}` : ' where it went'}` : of ? `why you voted ${of}` : 'about your vote';
    case 'read':
      // With no seat named, the read of the table: whom the seat suspects ("asked your read" said not of whom: a relay reader).
      return of ? `your read of ${of}` : 'whom you suspect, and why';
    case 'check':
      return 'for your check';
    case 'case':
      // Otherwise it is said as a question, not as a case the seat never made ("Seat 4 (Ada) asked for your case against
      // them", of a witch who had made none: two relay readers, 3 Dec).
      return of ? `for your case against ${of}` : pointed ? 'for your case against them' : 'you a question (their words are in the talk above)';
  }
}

/**
 * One line naming each question asked of `seat` since its last speech (an open question lapses when the seat
 * speaks), with the day it was asked; null when none is open. `claims` keeps only what the table may show.
 */
export function openQuestions(
  events: readonly GameEvent[],
  seat: number,
  o: { label: (seat: number) => string; claims: (list: readonly Claim[]) => readonly Claim[]; alive: (seat: number) => boolean; today: number },
): string | null {
  let open: { by: number; day: number; ask: Ask; pointed: boolean }[] = [];
  // The seats this one went after (a suspicion or a vote said, a ballot cast), before each question.
  const pointed = new Set<number>();
  for (const e of events) {
    if (e.type === 'vote' && e.seat === seat && typeof e.target === 'number') pointed.add(e.target);
    // Words said with a ballot answer too ("Jonah, you asked: … That's what it is about Nell"): two relay readers were told
    // a question they had answered so was still open the next day (mafia-classic, seed 1208302).
    if (e.type === 'vote' && e.seat === seat && typeof e.remark === 'string' && e.remark.trim()) open = [];
    if (e.type !== 'speech') continue;
    if (e.seat === seat) {
      open = [];
      for (const c of o.claims((e.claims as Claim[] | undefined) ?? [])) if ((c.kind === 'suspect' || c.kind === 'vote' || c.kind === 'lean') && typeof c.target === 'number') pointed.add(c.target);
      continue;
    }
    for (const c of o.claims((e.claims as Claim[] | undefined) ?? [])) {
      if (c.kind !== 'ask' || c.target !== seat) continue;
      const ask = { by: e.seat as number, day: e.day, ask: c, pointed: pointed.has(e.seat as number) };
      // One question per asker and topic: a repeat is the same question, asked again.
      open = open.filter((q) => !(q.by === ask.by && q.ask.about === c.about && q.ask.subject === c.subject));
      open.push(ask);
    }
  }
  // A read of a seat, or the case against it, asked about a seat dead since: the night or the vote answered it.
  open = open.filter((q) => !((q.ask.about === 'read' || q.ask.about === 'case') && q.ask.subject !== undefined && !o.alive(q.ask.subject)));
  if (!open.length) return null;
  // The day it was asked goes first: "Wren asked why you voted Vera (today)" was read as a vote cast today (a relay reader,
  // werewolf-9, seed 1221001).
  const when = (day: number) => (day === o.today ? 'today' : `on day ${day}`);
  const items = open.map((q) => `${when(q.day)} ${o.label(q.by)}${o.alive(q.by) ? '' : ' (dead now)'} asked ${asked(q.ask, o.label, q.pointed)}`);
  return `Asked of you and not answered yet (answer it in your words, or say why not): ${items.join('; ')}.`;
}
