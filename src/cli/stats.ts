// nightfall stats [--json]: wins per side, the person's record by role, each persona's record.
import { DRAW } from '../engine/stall.js';
import { describeClaims } from '../engine/prompt.js';
import { stats, type RoleRecord } from '../storage/stats.js';
import type { DrillRecord } from '../storage/drills.js';
import type { ListingFlags } from './program.js';
import { withDb } from './with-db.js';
import { sweep } from './record.js';
import { print } from './output.js';
import { columns, padEnd, padStart } from '../terminal/width.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { flow, listingWidth, paragraph } from './fit.js';

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;
const pct = (x: number | null): string => (x === null ? '–' : `${Math.round(x * 100)}%`);

export async function statsCommand(f: ListingFlags): Promise<number> {
  const s = await withDb(async (db, use) => {
    await sweep(db, use);
    return stats(db);
  }, { check: true, reading: true });
  if (f.json) {
    process.stdout.write(JSON.stringify(s) + '\n');
    return 0;
  }
  const width = listingWidth();
  const out: string[] = [`Games: ${s.games}`];
  for (const [side, n] of Object.entries(s.winsBySide)) out.push(...paragraph(`${side === DRAW ? 'drawn' : `${side} won`} ${n} (${pct(n / s.games)})`, width, '  '));
  out.push('', `You: ${games(s.you.games)}, ${s.you.wins} won`);
  for (const r of s.you.byRole) out.push(...roleLines(r, width));
  out.push('', 'Personas (games, wins, by side):');
  // The name column is as wide as the widest name, in columns (at least 10, at most a third of the line).
  const names = s.personas.map((p) => sanitizeLine(p.name));
  const nameWidth = Math.min(Math.floor(width / 3), Math.max(10, ...names.map(columns)));
  s.personas.forEach((p, i) => {
    const sides = Object.entries(p.sides).map(([side, x]) => `${side} ${x.wins}/${x.games}`).join(', ');
    const counts = `${padStart(String(p.games), 4)} ${p.games === 1 ? 'game ' : 'games'}  ${padStart(pct(p.wins / p.games), 4)} won`;
    out.push(...flow([padEnd(names[i]!, nameWidth), counts, `(${sides})`], width, '  ', ' '.repeat(nameWidth + 4)));
  });
  if (s.drills.length) {
    out.push('', 'Drills (continuations your side won: after your answers, after the bot\'s):');
    for (const r of s.drills) out.push(...drillLines(r, width));
  }
  print(out.join('\n') + '\n');
  return 0;
}

function drillLines(r: DrillRecord, width: number): string[] {
  const recent = r.trend.slice(-5).map((t) => `${t.yourWins}/${t.continuations} vs ${t.botWins}/${t.continuations}`).join(', ');
  return paragraph(
    `${r.role}: ${r.drills} drill${r.drills === 1 ? '' : 's'}, your answers matched the bot's ${r.matched} of ${r.decisions}; your line won ${r.yourWins} of ${r.continuations}, the bot's ${r.botWins} of ${r.continuations}; latest: ${recent}`,
    width,
    '  ',
  );
}

function roleLines(r: RoleRecord, width: number): string[] {
  const lines = paragraph(
    `${r.role}: ${games(r.games)}, ${r.wins} won, survived ${r.survived} (${pct(r.survived / r.games)}); ` +
      `votes on the other side ${r.votesOtherSide}/${r.votes} (${pct(r.voteAccuracy)}); ` +
      `suspected in ${r.suspected} of ${r.suspicionReadings} AI notes (${pct(r.suspectedRate)})` +
      (r.decisions ? `; a hint shown on ${r.hinted} of ${r.decisions} decisions` : ''),
    width,
    '  ',
  );
  const seat = (n: number) => `seat ${n}`;
  for (const c of r.claims.slice(-5)) lines.push(...paragraph(`day ${c.day} (${c.game}): ${describeClaims([c.claim], seat)}`, width, '    '));
  if (r.claims.length > 5) lines.push(...paragraph(`… ${r.claims.length - 5} earlier claims (--json lists all)`, width, '    '));
  return lines;
}
