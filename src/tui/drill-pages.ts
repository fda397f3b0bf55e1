// A drill's two pages, as lines wrapped to the terminal: the recap before the first question (what the
// seat knows, and only that), and the summary at its end (each answer beside the strongest bot's and
// why, then both lines over the seeded continuations).
import type { PageLine } from './review-pages.js';
import { wrap } from './layout.js';

export interface DrillSummary {
  /** Per decision: a head ("1  day 2  vote: you Seat 4") and its body (the bot's answer, why). */
  lessons: { head: string; body: string[]; agreed: boolean }[];
  /** "your line: the village wins 6 of 10; the bot's: 8 of 10", or null while the lines are played. */
  outcome: string | null;
  continuations: number;
  logPath: string;
  situation: string;
}

const indented = (text: string, width: number, by: number, style: Omit<PageLine, 'text'> = {}): PageLine[] =>
  wrap(text, width - by).map((l) => ({ text: ' '.repeat(by) + l, ...style }));

/** Tonight's or today's lines before the earlier days: what the question is about comes first. */
function todayFirst(recap: readonly string[]): string[] {
  const earlier = recap.indexOf('Earlier days:');
  const today = recap.findIndex((l, i) => i > earlier && / so far:$/.test(l));
  if (earlier < 0 || today < 0) return [...recap];
  return [...recap.slice(0, earlier), ...recap.slice(today), ...recap.slice(earlier, today)];
}

export function recapPage(situation: string, recap: readonly string[], width: number): PageLine[] {
  return [
    ...indented(`The position: ${situation}.`, width, 0, { bold: true }),
    { text: '' },
    { text: 'What your seat knows:', color: 'cyan' },
    // Recap lines indent their own sub-lines ("  Day 1: …"); wrapped rows keep that indent and two more.
    ...todayFirst(recap).flatMap((l) => {
      const lead = 2 + (/^\s*/.exec(l)?.[0].length ?? 0);
      const [first, ...rest] = wrap(l.trim(), width - lead);
      return [{ text: ' '.repeat(lead) + (first ?? '') }, ...rest.map((r) => ({ text: ' '.repeat(lead + 2) + r }))];
    }),
    { text: '' },
    ...indented('Then you play your seat until this day or night ends; the strongest bot answers the same questions beside you. The recap stays in the transcript above.', width, 0, { dim: true }),
  ];
}

export function summaryPage(s: DrillSummary, width: number): PageLine[] {
  const out: PageLine[] = [...indented(`The position: ${s.situation}.`, width, 0, { bold: true }), { text: 'Your answers beside the strongest bot in your seat:', color: 'cyan' }];
  if (!s.lessons.length) out.push({ text: '  The drill asked you nothing: the game ended first.', dim: true });
  for (const l of s.lessons) {
    out.push(...indented(l.head.trim(), width, 2, { bold: true, ...(l.agreed ? { color: 'green' } : {}) }));
    for (const b of l.body) out.push(...indented(b, width, 6, { dim: true }));
  }
  out.push({ text: '' });
  if (s.outcome === null) out.push({ text: `Playing both lines on over ${s.continuations} seeded continuations…`, color: 'yellow' });
  else {
    out.push({ text: `Both lines played on over ${s.continuations} seeded continuations:`, color: 'cyan' });
    out.push(...indented(s.outcome, width, 2, { bold: true }));
    out.push(...indented('A continuation plays the game on from the drill\'s end with every seat a fresh bot (yours the strongest), the others each drawn anew: their own seed, persona and level, the same draw for both lines, so the lines differ only by your answers and the bot\'s.', width, 2, { dim: true }));
  }
  out.push({ text: '' }, ...indented(`Drill log: ${s.logPath}`, width, 0, { dim: true }));
  return out;
}
