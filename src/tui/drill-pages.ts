// A drill's two pages, as lines wrapped between words to the terminal: the recap before the first
// question (what the seat knows, and only that, with the seed the drill was cut from), and the summary at
// its end (what the position held, each answer beside the strongest bot's and why, then both lines over
// the continuations).
import type { PageLine } from './review-pages.js';
import { wrap } from './layout.js';

export interface DrillSummary {
  /** Per decision: a head ("= 1  day 2  vote: you Seat 4") and its body (the bot's answer, why). */
  lessons: { head: string; body: string[]; agreed: boolean }[];
  /** What the position held that a strong player would use, and how much its key decision matters. */
  position: string[];
  /** Both lines' rates and the verdict, or null while the lines are played. */
  outcome: string[] | null;
  continuations: number;
  logPath: string;
  situation: string;
  /** "werewolf, seed 17, seat 4": where the drill was cut from. */
  seed: string;
}

/** A line wrapped at `width`: its first row at `by` columns in, the rest `more` further (a hanging indent). */
export function hanging(text: string, width: number, by: number, more: number, style: Omit<PageLine, 'text'> = {}): PageLine[] {
  const [first = '', ...rest] = wrap(text, width - by);
  if (!rest.length) return [{ text: ' '.repeat(by) + first, ...style }];
  // The rows after the first wrap again at their own, narrower width (a row wrapped for the first's would run past the edge).
  const at = text.indexOf(first);
  const tail = at === 0 ? wrap(text.slice(first.length).trim(), width - by - more) : rest;
  return [{ text: ' '.repeat(by) + first, ...style }, ...tail.map((r) => ({ text: ' '.repeat(by + more) + r, ...style }))];
}

const indented = (text: string, width: number, by: number, style: Omit<PageLine, 'text'> = {}): PageLine[] => hanging(text, width, by, 0, style);

/** Tonight's or today's lines before the earlier days: what the question is about comes first. */
function todayFirst(recap: readonly string[]): string[] {
  const earlier = recap.indexOf('Earlier days:');
  const today = recap.findIndex((l, i) => i > earlier && / so far:$/.test(l));
  if (earlier < 0 || today < 0) return [...recap];
  return [...recap.slice(0, earlier), ...recap.slice(today), ...recap.slice(earlier, today)];
}

export function recapPage(situation: string, recap: readonly string[], width: number, seed = ''): PageLine[] {
  return [
    ...indented(`The position: ${situation}.`, width, 0, { bold: true }),
    ...(seed ? indented(`From ${seed}.`, width, 0, { dim: true }) : []),
    { text: '' },
    { text: 'What your seat knows:', color: 'cyan' },
    // Recap lines indent their own sub-lines ("  Day 1: …"); wrapped rows keep that indent and two more.
    ...todayFirst(recap).flatMap((l) => hanging(l.trim(), width, 2 + (/^\s*/.exec(l)?.[0].length ?? 0), 2)),
    { text: '' },
    ...indented('Then you play your seat until this day or night ends; the strongest offline bot answers the same questions beside you. The recap stays in the transcript above.', width, 0, { dim: true }),
  ];
}

export function summaryPage(s: DrillSummary, width: number): PageLine[] {
  const out: PageLine[] = [...indented(`The position: ${s.situation}.`, width, 0, { bold: true }), ...indented(`From ${s.seed}.`, width, 0, { dim: true })];
  if (s.position.length) {
    out.push({ text: '' });
    for (const [i, l] of s.position.entries()) out.push(...hanging(l.trim(), width, /^\s/.test(l) ? 2 : 0, 2, i === 0 ? { color: 'cyan' } : {}));
  }
  out.push({ text: '' }, ...indented('Your answers beside the strongest offline bot in your seat (= the same, ≠ another; both lines are judged whole below):', width, 0, { color: 'cyan' }));
  if (!s.lessons.length) out.push({ text: '  The drill asked you nothing: the game ended first.', dim: true });
  for (const l of s.lessons) {
    out.push(...hanging(l.head.trim(), width, 2, 4, { bold: true, ...(l.agreed ? { color: 'green' } : {}) }));
    for (const b of l.body) out.push(...indented(b, width, 6, { dim: true }));
  }
  out.push({ text: '' });
  if (s.outcome === null) out.push(...indented(`Playing your line on over ${s.continuations} continuations (the strongest bot's is under way)…`, width, 0, { color: 'yellow' }));
  else {
    out.push({ text: `Both lines played on over ${s.continuations} continuations each:`, color: 'cyan' });
    for (const l of s.outcome) out.push(...indented(l, width, 2, { bold: true }));
    out.push(
      ...indented(
        "A continuation plays the game on from the drill's end with every seat a fresh bot (yours the strongest), the others each drawn anew: their own seed, persona and level, the same draw for both lines, so the lines differ only by your answers and the bot's. A difference is called one only when McNemar's exact test on the continuations that ended differently finds it at 5%; otherwise it is a tie.",
        width,
        2,
        { dim: true },
      ),
    );
  }
  out.push({ text: '' }, ...indented(`Drill log: ${s.logPath}`, width, 0, { dim: true }));
  return out;
}
