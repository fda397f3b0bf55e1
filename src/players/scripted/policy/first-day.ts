// A first day before any ballot holds almost nothing in the ledger, but it holds what was said today: who
// went after whom. A table listens to that: the seat named answers it, and a seat leaning on someone who
// opened on another asks what that rested on, or rests its hunch on it (a seat with the same hunch as an
// earlier one shares it by name: talk-plan's follower). So a quiet first day is a conversation about
// today's words, not eleven one-line leans.
import type { BotInput } from '../bot.js';
import { wordsAgainst } from '../knowledge.js';
import type { Evidence } from '../speech/plan.js';

type Accusation = Extract<Evidence, { kind: 'accusation' }>;

/** Whether the day has had no ballot yet but the sheriff's (a first day, mostly): only today's words to go on. */
export const noBallotYet = (b: BotInput): boolean => !b.k.votes.some((v) => v.ballot !== 'sheriff');

/**
 * The newest word `t` said today against another living seat (an accusation: a hunch said aloud, an
 * announced vote), if any: a seat leaned on is asked about it, or the lean rests on it, as faint as it is.
 * Only one the speaker's belief reads against `t` (the seat went after a seat taken for good).
 */
export function wordBy(b: BotInput, t: number): Accusation | undefined {
  const { k } = b;
  const said = k.accusations.filter((a) => a.by === t && a.target !== t && a.ev.day === k.day && k.alive.has(a.target));
  for (let i = said.length - 1; i >= 0; i--) if (b.r.bears(said[i]!.ev, t, 1)) return said[i]!.ev;
  return undefined;
}

/** The one seat that went after this one today (an accusation or an announced vote), said aloud before any ballot: answered. */
export function loneAccuser(b: BotInput, accusers: readonly number[]): Accusation | undefined {
  const { k } = b;
  if (accusers.length !== 1) return undefined;
  const by = accusers[0]!;
  const a = [...k.accusations].reverse().find((x) => x.by === by && x.target === k.me && x.ev.day === k.day);
  if (a) return a.ev;
  const intent = k.intents.get(k.day)?.get(by)?.ev;
  return intent?.kind === 'accusation' && intent.target === k.me ? intent : undefined;
}

/**
 * The seats an investigator claimant this seat believes (at `bar`) has called good: no first-day mark of a question asked
 * falls on one. Tomas leaned on Iris "because Iris asked Priya for a name today and named nobody herself" in the same speech
 * that took Wren as the seer, Wren having cleared Iris that morning (werewolf-9 relay, seed 1240001; the blind reader: "He is
 * suspicious of the one player the seer cleared, for asking a question").
 */
export function clearedByBelieved(b: BotInput, bar = 0.6): Set<number> {
  const seer = b.r.believed(bar);
  return new Set(seer ? b.k.checkClaims.filter((c) => !c.bad && c.by === seer.seat).map((c) => c.target) : []);
}

/** The seats that named a seat for the vote today: an announced vote, an accusation, a nomination. */
export function namersToday(k: BotInput['k']): Set<number> {
  return new Set([...(k.intents.get(k.day)?.keys() ?? []), ...wordsAgainst(k).filter((a) => a.ev.day === k.day).map((a) => a.by)]);
}

/**
 * The first day's one mark: the latest seat today that answered a question for its read with no name, else one that only
 * asked another seat for its read and named nobody itself (the model seats' first-day case: "Iris, you asked Jonah for a
 * reason and gave none of your own", relay game, mafia-classic, seed 1218501), among `among`.
 */
export function dodgedToday(k: BotInput['k'], among: readonly number[], asker?: number): Extract<Evidence, { kind: 'unnamed' | 'asked' }> | undefined {
  const unnamed = k.unnamed.filter((u) => u.day === k.day && among.includes(u.seat)).at(-1);
  if (unnamed) return unnamed;
  const named = new Set([...namersToday(k), ...k.leans.filter((l) => l.day === k.day).map((l) => l.by)]);
  const asked = k.questions.filter((x) => x.day === k.day && x.about === 'read' && !x.all && x.by !== k.me && among.includes(x.by) && !named.has(x.by));
  // Another seat's question before the asker's own: a seat asked is not quick to turn the question on whoever put it.
  const q = asked.filter((x) => x.by !== asker).at(-1) ?? asked.at(-1);
  return q && { kind: 'asked', n: q.n, day: q.day, by: q.by, target: q.to, bare: true };
}
