// nightfall history [--json]: the recorded games, newest first.
import { history } from '../storage/stats.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import type { ListingFlags } from './program.js';
import { withDb } from './with-db.js';
import { sweep } from './record.js';
import { print } from './output.js';

export async function historyCommand(f: ListingFlags): Promise<number> {
  const rows = await withDb(async (db) => {
    await sweep(db);
    return history(db);
  }, { check: true });
  if (f.json) {
    process.stdout.write(JSON.stringify(rows) + '\n');
    return 0;
  }
  if (!rows.length) {
    print('No games recorded yet.\n');
    return 0;
  }
  for (const r of rows) {
    const when = r.timestamp.slice(0, 16).replace('T', ' ');
    const days = r.days === null ? '' : ` after ${r.days} day${r.days === 1 ? '' : 's'}`;
    const hinted = r.you?.hinted ? `, ${r.you.hinted} hinted` : '';
    const you = r.you ? `  you: seat ${r.you.seat}, ${r.you.role}, ${r.you.outcome === 'win' ? 'won' : 'lost'}${hinted}` : '';
    const branch = r.branch ? `  ↳ branch of ${r.branch.parent} at decision ${r.branch.decision}` : '';
    const tour = r.tournament ? `  [${r.tournament}]` : '';
    print(`${sanitizeLine(`${when}  ${r.id}  ${r.preset ?? '?'}  ${r.winner ?? '?'} won${days}${you}${tour}${branch}`)}\n`);
  }
  return 0;
}
