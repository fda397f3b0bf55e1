// nightfall stats [--json]: wins per side, the person's record by role, each persona's record.
import { describeClaims } from '../engine/prompt.js';
import { stats, type RoleRecord } from '../storage/stats.js';
import type { DrillRecord } from '../storage/drills.js';
import type { ListingFlags } from './program.js';
import { withDb } from './with-db.js';
import { sweep } from './record.js';
import { print } from './output.js';
import { sanitizeLine } from '../terminal/sanitize.js';

const pct = (x: number | null): string => (x === null ? '–' : `${Math.round(x * 100)}%`);

export async function statsCommand(f: ListingFlags): Promise<number> {
  const s = await withDb(async (db) => {
    await sweep(db);
    return stats(db);
  }, { check: true });
  if (f.json) {
    process.stdout.write(JSON.stringify(s) + '\n');
    return 0;
  }
  const out: string[] = [`Games: ${s.games}`];
  for (const [side, n] of Object.entries(s.winsBySide)) out.push(`  ${side} won ${n} (${pct(n / s.games)})`);
  out.push('', `You: ${s.you.games} games, ${s.you.wins} won`);
  for (const r of s.you.byRole) out.push(...roleLines(r));
  out.push('', 'Personas (games, wins, by side):');
  for (const p of s.personas) {
    const sides = Object.entries(p.sides).map(([side, x]) => `${side} ${x.wins}/${x.games}`).join(', ');
    out.push(`  ${p.name.padEnd(10)} ${String(p.games).padStart(4)} games  ${pct(p.wins / p.games).padStart(4)} won  (${sides})`);
  }
  if (s.drills.length) out.push('', 'Drills (the side you played won in how many continuations: after your answers, after the strongest bot\'s):', ...s.drills.map(drillLine));
  print(out.map(sanitizeLine).join('\n') + '\n');
  return 0;
}

function drillLine(r: DrillRecord): string {
  const recent = r.trend.slice(-5).map((t) => `${t.yourWins}/${t.continuations} vs ${t.botWins}/${t.continuations}`).join(', ');
  return `  ${r.role}: ${r.drills} drill${r.drills === 1 ? '' : 's'}, your answers matched the bot's ${r.matched} of ${r.decisions}; your line won ${r.yourWins} of ${r.continuations}, the bot's ${r.botWins} of ${r.continuations}; latest: ${recent}`;
}

function roleLines(r: RoleRecord): string[] {
  const lines = [
    `  ${r.role}: ${r.games} games, ${r.wins} won, survived ${r.survived} (${pct(r.survived / r.games)}); ` +
      `votes on the other side ${r.votesOtherSide}/${r.votes} (${pct(r.voteAccuracy)}); ` +
      `suspected in ${r.suspected} of ${r.suspicionReadings} AI notes (${pct(r.suspectedRate)})` +
      (r.decisions ? `; a hint shown on ${r.hinted} of ${r.decisions} decisions` : ''),
  ];
  const seat = (n: number) => `seat ${n}`;
  for (const c of r.claims.slice(-5)) lines.push(`    day ${c.day} (${c.game}): ${describeClaims([c.claim], seat)}`);
  if (r.claims.length > 5) lines.push(`    … ${r.claims.length - 5} earlier claims (--json lists all)`);
  return lines;
}
