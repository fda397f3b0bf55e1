// Last words are the one thing a dead seat leaves the table, and when they name a seat the table hears the
// name: the seat named answers it in its next turn, a seat leaning on it says its hunch rests on that and no
// more, and the day's first speakers say it with the death instead of "it names nobody". Before this, a night
// victim's last read (werewolf, day 1: 15 of 35 such last words named a seat) was never spoken of again.
import type { BotInput } from '../bot.js';
import type { Evidence } from '../speech/plan.js';

export type LastWord = Extract<Evidence, { kind: 'accusation' }>;

/** The newest last words said today (before this speech) that `ok` accepts. */
function newestToday(b: BotInput, ok: (w: LastWord) => boolean): LastWord | undefined {
  const { k } = b;
  for (let i = k.accusations.length - 1; i >= 0; i--) {
    const a = k.accusations[i]!;
    if (a.ev.day < k.day) break;
    if (a.ev.last && ok(a.ev)) return a.ev;
  }
  return undefined;
}

/** The newest last words said today naming `t` (alive, not the speaker), if any. */
export function lastWordOn(b: BotInput, t: number): LastWord | undefined {
  if (t === b.k.me || !b.k.alive.has(t)) return undefined;
  return newestToday(b, (w) => w.target === t);
}

/** The newest last words said today naming a living seat other than the speaker: the morning's one name. */
export function lastWordToday(b: BotInput): LastWord | undefined {
  return newestToday(b, (w) => w.target !== b.k.me && w.target !== w.by && b.k.alive.has(w.target));
}

/**
 * Last words naming this seat that it has not had a turn to answer: said since its last speech, today or
 * yesterday (a seat voted out names someone after the day's talk is over: answered the next morning).
 */
export function lastWordOnMe(b: BotInput): LastWord | undefined {
  const { k } = b;
  const spoke = k.mySpeeches[k.mySpeeches.length - 1] ?? -1;
  for (let i = k.accusations.length - 1; i >= 0; i--) {
    const a = k.accusations[i]!;
    if (a.ev.n <= spoke || a.ev.day < k.day - 1) break;
    if (a.ev.last && a.target === k.me && a.by !== k.me) return a.ev;
  }
  return undefined;
}

/**
 * What the seat named knows of the one that named it: shown evil since (its role revealed on death), or evil by a check it
 * reported (a seer named by a wolf it had found, or a fake seer by the seat it framed). Either way the word was aimed, not a read.
 */
export function lastWordSource(b: BotInput, w: LastWord): { shown?: true; knew?: true; checked?: true } {
  const { k } = b;
  if (k.evilRoles.has(k.revealed.get(w.by)?.role ?? '')) return { shown: true };
  // Only a check the speaker told the table: one kept quiet is not given away in an answer.
  if (k.checkClaims.some((c) => c.by === k.me && c.target === w.by && c.bad)) return { knew: true };
  // Last words from a claimant who had called this seat evil in a check were no guess: "Priya named me in their last words;
  // they were guessing like the rest of us", of a fake seer's dying "I looked at Greta, and she is a werewolf" (a seer game
  // at 80x24, werewolf-9, seed 771205). The check is what it answers.
  return k.checkClaims.some((c) => c.by === w.by && c.target === k.me && c.bad) ? { checked: true } : {};
}
