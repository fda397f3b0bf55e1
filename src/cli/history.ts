// nightfall history [--limit N] [--json]: the games left unfinished (marked resumable, or why not), then the
// recorded games, newest first, then the drills; the newest 20 of each unless told (one tournament records thousands).
import { history, type HistoryRow } from '../storage/stats.js';
import { outcomeWord, wonWords } from '../engine/stall.js';
import { drillResults, type DrillResult } from '../storage/drills.js';
import type { HistoryFlags } from './program.js';
import { HISTORY_LIMIT } from './flags.js';
import { withDb } from './with-db.js';
import { sweep } from './record.js';
import { print } from './output.js';
import { unfinishedGames, type UnfinishedGame } from './unfinished.js';
import { flow, listingWidth } from './fit.js';

// The name the table gives a person who chose none (src/table/setup.ts): not worth repeating.
const DEFAULT_NAME = 'You';
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');
/** "you: seat 3" or, with a name of their own, "you: 李小龙 (seat 3)". */
const youAt = (seat: number, name: string | null) => (name && name !== DEFAULT_NAME ? `you: ${name} (seat ${seat})` : `you: seat ${seat}`);

/** The newest `limit` of a list (newest first), and how many older ones were left out. */
function newest<T>(list: readonly T[], limit: number | 'all'): { shown: readonly T[]; more: number } {
  return limit === 'all' || list.length <= limit ? { shown: list, more: 0 } : { shown: list.slice(0, limit), more: list.length - limit };
}

export async function historyCommand(f: HistoryFlags): Promise<number> {
  const all = await withDb(async (db, use) => {
    await sweep(db, use);
    return { rows: history(db), drills: drillResults(db) };
  }, { check: true, reading: true });
  // After the sweep: a finished log whose result was never saved is a recorded game by now.
  // Scripts read every entry unless they ask for fewer; a person reads the newest.
  const limit = f.limit ?? (f.json ? 'all' : HISTORY_LIMIT);
  const [open, rows, drills] = [newest(unfinishedGames(), limit), newest(all.rows, limit), newest(all.drills, limit)];
  if (f.json) {
    const drillRows = drills.shown.map((d) => ({ id: d.drill, timestamp: d.timestamp, preset: d.preset, seed: d.seed, drill: d, finished: false, resumable: false }));
    process.stdout.write(JSON.stringify([...open.shown.map((g) => ({ ...g, finished: false })), ...rows.shown.map((r) => ({ ...r, finished: true, resumable: false })), ...drillRows]) + '\n');
    return 0;
  }
  if (!rows.shown.length && !open.shown.length && !drills.shown.length) {
    print('No games recorded yet.\n');
    return 0;
  }
  const width = listingWidth();
  const older = (more: number, what: string, indent: string) => (more ? flow([`… and ${more} older ${what}${more === 1 ? '' : 's'} (all of them: nightfall history --limit all)`], width, indent) : []);
  // Without unfinished games the list is the recorded games alone, as it always was.
  const lines = !open.shown.length
    ? [...rows.shown.flatMap((r) => flow(finishedFields(r), width)), ...older(rows.more, 'game', '')]
    : [
        'Unfinished (continue one with: nightfall resume ID):',
        ...open.shown.flatMap((g) => flow(unfinishedFields(g), width, '  ')),
        ...older(open.more, 'unfinished game', '  '),
        ...(rows.shown.length ? ['', 'Finished:', ...rows.shown.flatMap((r) => flow(finishedFields(r), width, '  ')), ...older(rows.more, 'game', '  ')] : []),
      ];
  if (drills.shown.length) lines.push(...(lines.length ? [''] : []), 'Drills (nightfall drill):', ...drills.shown.flatMap((d) => flow(drillFields(d), width, '  ')), ...older(drills.more, 'drill', '  '));
  print(lines.join('\n') + '\n');
  return 0;
}

function drillFields(d: DrillResult): string[] {
  return [minute(d.timestamp), d.drill, d.preset, `drill: ${d.role}, seed ${d.seed};`, `matched the bot ${d.matched}/${d.decisions};`, `your line won ${d.yourWins}/${d.continuations}, the bot's ${d.botWins}/${d.continuations}`];
}

// An entry's fields, in the order they are read; flow() packs them into lines that fit.
function unfinishedFields(g: UnfinishedGame): string[] {
  if (g.preset === null) return [minute(g.lastPlayed), g.id, `cannot be resumed: ${g.why}`];
  const you = g.you ? `${youAt(g.you.seat, g.you.name)}${g.you.roleName ? `, ${g.you.roleName}` : ''}` : '';
  return [minute(g.lastPlayed), g.id, g.preset, `day ${g.day}`, you, g.resumable ? 'resumable' : `not now: ${g.why}`];
}

function finishedFields(r: HistoryRow): string[] {
  const days = r.days === null ? '' : ` after ${r.days} day${r.days === 1 ? '' : 's'}`;
  const hinted = r.you?.hinted ? `, ${r.you.hinted} hinted` : '';
  const you = r.you ? `${youAt(r.you.seat, r.you.name)}, ${r.you.role}, ${outcomeWord(r.you.outcome)}${hinted}` : '';
  const branch = r.branch ? `↳ branch of ${r.branch.parent} at decision ${r.branch.decision}` : '';
  const tour = r.tournament ? `[${r.tournament}]` : '';
  return [minute(r.timestamp), r.id, r.preset ?? '?', `${wonWords(r.winner)}${days}`, you, tour, branch];
}
