// Check histories as the table heard them: every seat that reports investigator checks (true or fake)
// must give one seat per night, one night and one result per seat, across all its speeches. Results come from the
// speeches' structured claims; nights from the words ("last night", "on night 2") of the sentence that
// names the checked seat (by name, as the bots name seats).
import { escapeRe } from '../engine/parse.js';
import type { Claim } from '../engine/core-events.js';
import { namer, type NamedSeat } from '../players/scripted/speech/names.js';
import { gameWordsOf } from '../players/scripted/speech/words.js';
import { publicSpeeches, type TalkGame } from './talk-games.js';

export interface StoryProblem {
  seat: number;
  role: string;
  day: number;
  problem: 'two results' | 'two seats one night' | 'one seat two nights';
  text: string;
}

export interface Stories {
  /** seats that reported at least one check */
  tellers: number;
  /** of them, seats whose role is not the investigator's (fake claims) */
  liars: number;
  /** reported checks that carried a night */
  dated: number;
  problems: StoryProblem[];
}

const NIGHT = /\b(last night|tonight|on night (\d+|zero))\b/;

/** How the bots name this table's seats, and how many seats it has. */
export function tableNames(g: TalkGame): { label: (seat: number) => string; seats: number } {
  const seats = (g.events.find((e) => e.type === 'game_started')?.seats as NamedSeat[] | undefined) ?? [];
  return { label: namer(seats), seats: seats.length };
}

/** The night a check's sentence names, as the round number it was said of. */
export function nightOf(text: string, target: number, day: number, offset: number, label: (seat: number) => string, seats: number): number | undefined {
  // Seats as the bots name them ("Nell", or "Seat 3 (Nell)" where names are shared), as whole words.
  const says = (s: string, seat: number) => new RegExp(`(?<![\\w'’-])${escapeRe(label(seat))}(?![\\w'’-])`).test(s);
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => says(s, target));
  if (sentences.length !== 1) return undefined;
  const s = sentences[0]!;
  // A sentence naming two checked seats could carry either's date.
  let named = 0;
  for (let seat = 1; seat <= seats; seat++) if (says(s, seat)) named++;
  if (named > 1) return undefined;
  const m = NIGHT.exec(s);
  if (!m) return undefined;
  // The night before day N is night N - offset (Mafia with a night zero: 1); tonight is said at night N itself.
  if (m[1] === 'tonight') return day;
  if (m[1] === 'last night') return day - offset;
  return m[2] === 'zero' ? 0 : Number(m[2]);
}

export function checkStories(games: readonly TalkGame[], investigator: (ruleset: string) => string): Stories {
  const out: Stories = { tellers: 0, liars: 0, dated: 0, problems: [] };
  for (const g of games) {
    const results = new Map<string, string>();
    const nights = new Map<string, number>();
    const dates = new Map<string, number>();
    const tellers = new Set<number>();
    const offset = gameWordsOf(g.events).nightOffset;
    const { label, seats } = tableNames(g);
    for (const e of publicSpeeches(g)) {
      const seat = e.seat as number;
      const text = String(e.text);
      const role = g.roles.get(seat) ?? '?';
      const report = (problem: StoryProblem['problem']) => out.problems.push({ seat, role, day: e.day, problem, text });
      for (const c of (e.claims as Claim[] | undefined) ?? []) {
        if (c.kind !== 'check') continue;
        tellers.add(seat);
        const said = results.get(`${seat}:${c.target}`);
        if (said !== undefined && said !== c.result) report('two results');
        results.set(`${seat}:${c.target}`, c.result);
        const night = nightOf(text, c.target, e.day, offset, label, seats);
        if (night === undefined) continue;
        out.dated++;
        const key = `${seat}:${night}`;
        const before = nights.get(key);
        if (before !== undefined && before !== c.target) report('two seats one night');
        nights.set(key, c.target);
        const was = dates.get(`${seat}:${c.target}`);
        if (was !== undefined && was !== night) report('one seat two nights');
        dates.set(`${seat}:${c.target}`, night);
      }
    }
    out.tellers += tellers.size;
    out.liars += [...tellers].filter((s) => g.roles.get(s) !== investigator(g.ruleset)).length;
  }
  return out;
}
