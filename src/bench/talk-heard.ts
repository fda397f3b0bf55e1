// Heard, not deaf: when the real investigator, believed by the table, reports an evil check in the
// day's talk about a seat still alive, how often that seat is banished the same day; and how many who
// had announced another vote before the report switched to it. A check repeated about a seat already
// dead (banished, shot or killed at night) is not one the table can heed, so it is not counted.
import { escapeRe } from '../engine/parse.js';
import type { Claim } from '../engine/core-events.js';
import { share, type TalkGame } from './talk-games.js';
import { voteClaim } from './talk-votes.js';
import { ANSWER_LEADS } from './talk-citations.js';

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

/** Questions put to a seat ("ask" claims), and how many its next day speech answered, by who asked. */
export interface QuestionsAnswered {
  /** asked by a bot seat: [asked and heard by a seat that spoke again, answered] */
  bot: { asked: number; answered: number };
  /** asked by a seat whose answers the log holds (a model or a person) */
  other: { asked: number; answered: number };
  /** unanswered: game index, day, asker, seat asked */
  missed: { game: number; day: number; by: number; to: number }[];
}

/** Speeches a seat answers in: its day speeches, and its last call before the ballot (werewolf), where it answers what was asked after its turn. */
const ANSWERS_IN = new Set(['discussion', 'defense', 'pk', 'last_call']);
/** Claims that give a name: an answer to a request that the whole table name someone. */
const NAMED = new Set(['suspect', 'lean', 'vote', 'nominate']);
/** The grammar's lead-ins to an answer (a day late too), the askers named captured. */
const LEADS = ANSWER_LEADS;

/**
 * Issue 22 (build item 6): a question from any seat gets an answer from the seat asked. Each question is
 * followed to the asked seat's next day speech or last call (that day or the next; none: not counted): answered when
 * its opening sentence answers the asker (the grammar's lead-in, naming the asker), or, asked for a check,
 * it reports one. A seat whose answers the log holds is a model or a person; the others are bots.
 */
export function questionsAnswered(games: readonly TalkGame[]): QuestionsAnswered {
  const out: QuestionsAnswered = { bot: { asked: 0, answered: 0 }, other: { asked: 0, answered: 0 }, missed: [] };
  for (const [gi, g] of games.entries()) {
    const start = g.events.find((e) => e.type === 'game_started');
    const names = new Map(((start?.seats as { seat: number; name: string }[] | undefined) ?? []).map((s) => [s.seat, s.name]));
    const logged = new Set(g.events.filter((e) => e.type === 'answered').map((e) => e.seat as number));
    const speeches = g.events.filter((e) => e.type === 'speech' && e.vis === 'public');
    for (const e of speeches) {
      for (const c of (e.claims as Claim[] | undefined) ?? []) {
        if (c.kind !== 'ask') continue;
        const next = speeches.find((x) => x.seat === c.target && x.n > e.n && ANSWERS_IN.has(String(x.context)) && x.day <= e.day + 1);
        // A seat answers the living: a question from a seat dead by then (its last words) is not counted; nor one asking a read
        // of a seat, or the case against it, dead by then (the night or the vote answered it).
        const diedBefore = (seat: number | undefined) => seat !== undefined && g.events.some((d) => d.type === 'died' && d.n < next!.n && (d.seats as number[]).includes(seat));
        if (!next || g.events.some((d) => d.type === 'died' && d.n > e.n && d.n < next.n && (d.seats as number[]).includes(e.seat as number))) continue;
        if ((c.about === 'read' || c.about === 'case') && diedBefore(c.subject)) continue;
        const kind = logged.has(e.seat as number) ? out.other : out.bot;
        kind.asked++;
        // The lead-in names the asker, alone or with others who asked the same ("Oskar and Wren, since you ask").
        const asker = new RegExp(`(?:^|[\\s,(])(?:Seat ${e.seat as number}\\b|${escapeRe(names.get(e.seat as number) ?? `Seat ${e.seat as number}`)}\\b)`, 'i');
        // The answer opens the speech, or follows the role it claims.
        const lead = LEADS.exec(String(next.text));
        const reports = c.about === 'check' && ((next.claims as Claim[] | undefined) ?? []).some((x) => x.kind === 'check');
        // A name asked of the whole table is answered by a name given (its lead-in is left out once the table has heard it twice).
        const named = c.all === true && ((next.claims as Claim[] | undefined) ?? []).some((x) => NAMED.has(x.kind));
        if ((lead && asker.test(lead.slice(1).find((x) => x !== undefined) ?? '')) || reports || named) kind.answered++;
        else out.missed.push({ game: gi, day: e.day, by: e.seat as number, to: c.target });
      }
    }
  }
  return out;
}
