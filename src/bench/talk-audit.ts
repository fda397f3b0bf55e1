// A count of the day before's ballots, read back from a speech ("Let's go over yesterday's vote: Jonah, Iris
// and me on Katya; Vera alone on Jonah; the rest one apiece: …"; speech/audit.ts) and checked against the log:
// every ballot it names was cast so, every pile it counts holds that many, and no ballot of the round is left out.
// The round is the day before's first day-vote round (its main vote, not a run-off).
import type { GameEvent } from '../engine/events.js';
import { escapeRe } from '../engine/parse.js';
import { AUDIT_OPEN } from '../players/scripted/speech/lines.js';
import { COUNT } from '../players/scripted/speech/compose.js';

/** A pile's count in words, read back: the grammar's own table turned round (a pile is two at least; one ballot is named). */
const COUNTS: Readonly<Record<string, number>> = Object.fromEntries(Object.entries(COUNT).filter(([n]) => Number(n) >= 2).map(([n, word]) => [word, Number(n)]));

/** The count's opening, its tally captured up to the sentence's end. */
const HEAD = new RegExp(`(?:${AUDIT_OPEN.map((l) => escapeRe(l).replace(escapeRe('{tally}'), '')).join('|')})(.*?)\\.(?=\\s|$)`, 'g');

export interface AuditRead {
  /** Where the count is in the text. */
  from: number;
  to: number;
  /** The ballots it names (target null: cast for nobody). */
  named: { voter: number; target: number | null }[];
  /** The piles it counts: a seat, how many on it, and whether the speaker says it is among them. */
  counted: { target: number; n: number; me: boolean }[];
  problems: string[];
}

/**
 * Every count in `text`, read with `seatOf` (a seat's label, number or name, "me" the speaker; null when no seat is called
 * so) and checked against the ballots of the day before `day` in `before`.
 */
export function readAudits(text: string, speaker: number, day: number, seatOf: (ref: string) => number | null, before: readonly GameEvent[]): AuditRead[] {
  const out: AuditRead[] = [];
  for (const m of text.matchAll(HEAD)) {
    const read: AuditRead = { from: m.index!, to: m.index! + m[0].length, named: [], counted: [], problems: [] };
    const seat = (ref: string): number => {
      const s = /^me$/i.test(ref) ? speaker : seatOf(ref.replace(/, who turned out to be .*$/, ''));
      if (s === null) throw new Error(`no seat is called "${ref}"`);
      return s;
    };
    try {
      readTally(m[1]!, seat, read);
    } catch (err) {
      read.problems.push(`a count it cannot read (${(err as Error).message}): "${m[0]}"`);
      out.push(read);
      continue;
    }
    const day0 = before.filter((e) => e.type === 'vote' && e.day === day - 1 && e.ballot !== 'sheriff');
    const round = day0.filter((e) => e.ballot === day0[0]?.ballot);
    const cast = new Map<number, number | null>(round.map((e) => [e.seat as number, e.target as number | null]));
    for (const b of read.named) if (!cast.has(b.voter) || cast.get(b.voter) !== b.target) read.problems.push(`counts a ballot that was not cast (seat ${b.voter} on ${b.target ?? 'nobody'}): "${m[0]}"`);
    for (const c of read.counted) {
      const on = round.filter((e) => e.target === c.target);
      if (on.length !== c.n || on.some((e) => e.seat === speaker) !== c.me) read.problems.push(`counts ${c.n} on seat ${c.target}, the log ${on.length}: "${m[0]}"`);
    }
    const total = read.named.length + read.counted.reduce((sum, c) => sum + c.n, 0);
    if (total !== round.length) read.problems.push(`counts ${total} ballots of ${round.length}: "${m[0]}"`);
    out.push(read);
  }
  return out;
}

function readTally(tally: string, seat: (ref: string) => number, read: AuditRead): void {
  const list = (s: string) => s.split(/, | and /).map(seat);
  for (const part of tally.split('; ')) {
    let m: RegExpExecArray | null;
    if ((m = /^the rest one apiece: (.*)$/.exec(part))) {
      for (const one of m[1]!.split(/, (?!who)| and (?=(?:Seat \d+ \([^)]*\)|\S+) on )/)) {
        const x = /^(.+?) on (.+)$/.exec(one);
        if (!x) throw new Error(`"${one}"`);
        read.named.push({ voter: seat(x[1]!), target: seat(x[2]!) });
      }
    } else if ((m = /^(\w+)( of us)? on (.+)$/.exec(part)) && COUNTS[m[1]!]) read.counted.push({ target: seat(m[3]!), n: COUNTS[m[1]!]!, me: m[2] !== undefined });
    else if ((m = /^just me on (.+)$/.exec(part))) read.named.push({ voter: seat('me'), target: seat(m[1]!) });
    else if ((m = /^(.+?) alone on (.+)$/.exec(part))) read.named.push({ voter: seat(m[1]!), target: seat(m[2]!) });
    else if ((m = /^(.+) voted for nobody$/.exec(part))) for (const v of list(m[1]!)) read.named.push({ voter: v, target: null });
    else if ((m = /^(.+?) on (.+)$/.exec(part))) for (const v of list(m[1]!)) read.named.push({ voter: v, target: seat(m[2]!) });
    else throw new Error(`"${part}"`);
  }
}
