// Heard, not deaf: when the real investigator, believed by the table, reports an evil check in the
// day's talk about a seat still alive, how often that seat is banished the same day; and how many who
// had announced another vote before the report switched to it. A check repeated about a seat already
// dead (banished, shot or killed at night) is not one the table can heed, so it is not counted.
import type { Claim } from '../engine/core-events.js';
import { share, type TalkGame } from './talk-games.js';
import { voteClaim } from './talk-votes.js';

export interface Heeded {
  /** days on which the real investigator, believed by the good seats, reported a true evil check */
  reports: number;
  /** of those, the checked seat banished that same day */
  banished: number;
  share: number;
  /** good voters who had announced another seat before the report */
  announcedElsewhere: number;
  /** of those, ballots cast for the reported seat */
  switched: number;
  /** the reports not followed by that seat's banishment: game index, day, checked seat */
  missed: { game: number; day: number; target: number }[];
}

const GOOD_RESULTS = new Set(['good', 'not_mafia']);
const BELIEVED = 0.3;

interface Report {
  day: number;
  n: number;
  by: number;
  target: number;
}

export function wolfCheckHeeded(games: readonly TalkGame[]): Heeded {
  let reports = 0;
  let banished = 0;
  let announcedElsewhere = 0;
  let switched = 0;
  const missed: Heeded['missed'] = [];
  for (const [gi, g] of games.entries()) {
    const { teams } = g;
    const goodTeam = teams.get([...g.roles].find(([, role]) => role === 'villager')?.[0] ?? 0);
    const evil = (s: number) => teams.get(s) !== undefined && teams.get(s) !== goodTeam;
    const inv = [...g.roles].find(([, role]) => role === 'seer' || role === 'detective' || role === 'sheriff')?.[0];
    if (inv === undefined || goodTeam === undefined) continue;
    const found: Report[] = [];
    const dead = new Set<number>();
    for (const e of g.events) {
      if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
      if (e.type !== 'speech' || e.vis !== 'public' || e.seat !== inv || e.context === 'last_words') continue;
      for (const c of (e.claims as Claim[]) ?? []) {
        if (c.kind === 'check' && !GOOD_RESULTS.has(c.result) && evil(c.target) && !dead.has(c.target) && !found.some((r) => r.day === e.day && r.target === c.target)) {
          found.push({ day: e.day, n: e.n, by: inv, target: c.target });
        }
      }
    }
    for (const r of found) {
      if (found.find((x) => x.day === r.day) !== r || !believed(g, r, evil)) continue;
      reports++;
      // Two wolves reported the same day: banishing either heeds the report.
      const named = found.filter((x) => x.day === r.day).map((x) => x.target);
      const out = g.events.some((e) => e.type === 'died' && e.day === r.day && (e.reason === 'banished' || e.reason === 'eliminated') && (e.seats as number[]).some((s) => named.includes(s)));
      if (out) banished++;
      else missed.push({ game: gi, day: r.day, target: r.target });
      const said = new Map<number, number>();
      for (const e of g.events) {
        if (e.day !== r.day || e.vis !== 'public') continue;
        if (e.type === 'speech' && e.n < r.n && !evil(e.seat as number)) {
          const v = voteClaim(e.claims);
          if (v !== undefined && v !== r.target) said.set(e.seat as number, v);
        }
        if (e.type === 'vote' && e.ballot !== 'sheriff' && e.n > r.n && said.has(e.seat as number)) {
          announcedElsewhere++;
          if (e.target === r.target) switched++;
          said.delete(e.seat as number);
        }
      }
    }
  }
  return { reports, banished, share: share(banished, reports), announcedElsewhere, switched, missed };
}

/** The good seats' suspicion of the reporter, from their notes that day after the report, is low. */
function believed(g: TalkGame, r: Report, evil: (s: number) => boolean): boolean {
  const latest = new Map<number, number>();
  for (const e of g.events) {
    if (e.type !== 'memory' || e.day !== r.day || e.n < r.n || evil(e.seat as number) || e.seat === r.by) continue;
    const s = (e.notes as { suspicion_updates?: Record<string, number> } | undefined)?.suspicion_updates?.[String(r.by)];
    if (typeof s === 'number') latest.set(e.seat as number, s);
  }
  if (latest.size === 0) return false;
  return [...latest.values()].reduce((a, b) => a + b, 0) / latest.size < BELIEVED;
}
