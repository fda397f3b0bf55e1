// The lessons as lines of text, for the plain list of `nightfall rewind ID` and the review's page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resultLine } from '../engine/render.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { lessons, type Lesson } from './lessons.js';

/** The lessons of a log, continuations played in a scratch folder removed afterwards. */
export async function lessonsOf(path: string, continuations = true): Promise<Lesson[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'nightfall-lessons-'));
  try {
    return await lessons(path, { scratch, continuations });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/** Per decision: the number, the day, what you chose, and what the model recommended, why, and whether it mattered. */
export function lessonLines(list: readonly Lesson[], sideName: (team: string) => string = (t) => t): { head: string; body: string[] }[] {
  return list.map((l) => {
    const head = `${String(l.index).padStart(3)}  ${l.phase === 'night' ? 'night' : 'day'} ${l.day}  ${l.decision.replace(/_/g, ' ')}: you ${cut(sanitizeLine(l.chose), 60)}${l.hinted ? '  (hint shown)' : ''}`;
    const body: string[] = [];
    if (l.agreed) body.push('the model agrees');
    else body.push(`the model: ${cut(l.advice.pick, 80)}`);
    if (l.advice.why) body.push(`why: ${l.advice.why}`);
    if (l.mattered) {
      const won = (team: string) => low(resultLine(team, sideName));
      const same = l.mattered.yours === l.mattered.bots;
      body.push(same ? `it did not change the outcome: ${won(l.mattered.yours)} either way (the bot playing your seat on)` : `it mattered: after your answer ${won(l.mattered.yours)}; after the model's ${won(l.mattered.bots)} (the bot playing your seat on)`);
    }
    return { head, body };
  });
}
