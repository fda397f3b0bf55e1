// THINK: the bot's private reasoning, read off its belief. The leading hypotheses with their weight,
// the evidence behind the seats that matter, then what it does — two or three sentences, put through
// the speech grammar so a persona's lead-in joins the sentence it opens (no colons: a lead-in may end in one).
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Reading } from './reading.js';
import { besidesClaim } from './policy/talk-plan.js';
import { finish, lead } from './speech/compose.js';
import { cite, type VoiceContext } from './voice.js';
import { bit, seatsOf } from './belief/worlds.js';
import { evilSeatsLeft } from './policy/count.js';

const pct = (x: number) => `${Math.round(100 * x)}%`;

/** Seats this close to one another are no read at all. */
const FLAT = 0.06;

// How a person says a share: "near a third", not "each of 1 (36%), 2 (36%), 3 (36%)".
const SHARES: readonly [number, string][] = [
  [0.1, 'a tenth'],
  [0.2, 'a fifth'],
  [0.25, 'a quarter'],
  [1 / 3, 'a third'],
  [0.4, 'two in five'],
  [0.5, 'a half'],
  [2 / 3, 'two thirds'],
  [0.75, 'three quarters'],
];
export function shareWords(p: number): string {
  let best = SHARES[0]!;
  for (const s of SHARES) if (Math.abs(s[0] - p) < Math.abs(best[0] - p)) best = s;
  return best[1];
}

/** The seats the view weighs (an evil seat reading the table's view leaves itself out), likeliest first. */
function ranked(r: Reading): readonly number[] {
  // THINK asks this several times a decision, and the belief does not move within one.
  return r.memo('ranked', () => [...r.k.alive].filter((s) => s !== r.k.me || !r.k.evilRoles.has(r.k.role)).sort((a, b) => r.s(b) - r.s(a) || a - b));
}

/** Whether no seat stands out: the likeliest three sit within a few points of one another. */
export function noRead(r: Reading): boolean {
  return r.memo('noRead', () => noReadOf(r));
}

function noReadOf(r: Reading): boolean {
  const worlds = r.belief.top(1);
  if (worlds.length && worlds[0]!.p >= 0.05) return false;
  const seats = ranked(r).slice(0, 3);
  return seats.length > 1 && r.s(seats[0]!) - r.s(seats[seats.length - 1]!) < FLAT;
}

/**
 * What a member of the evil side notes of the seat it pushes in its talk: doubted already only where the table's reading puts
 * it above the rest ("Pushing the townie the table already doubts", said at the first word of a first day, when the table
 * doubted nobody: mafia, 80x24, seed 1230101). `village`: the good side's name.
 */
export function pushNote(r: Reading, target: number | undefined, label: (seat: number) => string, village: string): string {
  if (target === undefined) return 'Keeping my head down: nobody to push yet.';
  const rest = [...r.k.alive].filter((s) => s !== target && s !== r.k.me && !r.k.teammates.has(s));
  const mean = rest.reduce((a, s) => a + r.s(s), 0) / Math.max(1, rest.length);
  return r.s(target) > mean + 0.02 ? `Pushing ${label(target)}, whom the ${village} already doubts.` : `Pushing ${label(target)}, a name the ${village} has no more against than the rest.`;
}

/**
 * The leading hypotheses as one sentence: the likeliest evil sides with their weight ("3 and 7 (31%),
 * or 3 and 9 (12%)"); the likeliest seats when no single world stands out; no read when none does.
 */
export function hypotheses(r: Reading, evil: string, table: boolean, label: (seat: number) => string = (x) => `Seat ${x}`): string {
  const seatWord = (seats: readonly number[], notes: readonly string[] = []) => seatWords(seats, label, notes);
  const sure = nearlySure(r, table);
  if (sure.length) {
    const who = table ? `the table is nearly sure of` : 'I am nearly sure of';
    return finish(`${who} ${seatWord(sure, sure.map((s) => ` (${pct(r.s(s))})`))}`);
  }
  if (noRead(r)) {
    const top = ranked(r)[0]!;
    return `${table ? 'The table has no read yet' : 'No read yet'}; everyone sits near ${shareWords(r.s(top))} (${pct(r.s(top))}).`;
  }
  const worlds = livingSides(r);
  const subject = table ? `the table's likeliest ${evil}` : `my likeliest ${evil}`;
  if (worlds.length && worlds[0]!.p >= 0.05) {
    // A side of one seat is said as that ("Luca alone (35%)"), where a side of more is possible: "My likeliest wolves are
    // Luca (35%)… Luca at 44%" read as two figures for one seat (werewolf-9, seed 1206972): the first is the side, the second
    // the seat, in every world that holds it.
    const alone = evilSeatsLeft(r.k) > 1;
    const sides = worlds.map((w) => {
      const seats = seatsOf(w.mask);
      return `${seatWord(seats)}${alone && seats.length === 1 ? ' alone' : ''} (${pct(w.p)})`;
    });
    return finish(`${subject} are ${sides.join(', or ')}`);
  }
  const seats = ranked(r).slice(0, 3);
  return finish(`${subject} are ${seatWord(seats, seats.map((s) => ` (${pct(r.s(s))})`))}`);
}

/**
 * The two likeliest living evil sides: the likeliest worlds read as who of their evil seats is still alive, the
 * worlds that differ only in the dead added together ("Iris (30%), or Iris (11%)" said one side twice). A world
 * with every evil seat dead is over, so none is left without a living seat.
 */
function livingSides(r: Reading): { mask: number; p: number }[] {
  let alive = 0;
  for (const s of r.k.alive) alive |= bit(s);
  const sides = new Map<number, number>();
  for (const w of r.belief.top(16)) {
    const living = w.mask & alive;
    if (living) sides.set(living, (sides.get(living) ?? 0) + w.p);
  }
  return [...sides].map(([mask, p]) => ({ mask, p })).sort((a, b) => b.p - a.p || a.mask - b.mask).slice(0, 2);
}

/** At or above this a seat is as good as known evil. */
const SURE = 0.9;

/** The living seats this view is nearly sure are evil (an evil seat's own side left out), likeliest first. */
function nearlySure(r: Reading, table: boolean): number[] {
  return ranked(r).filter((s) => r.s(s) >= SURE && (table || s !== r.k.me)).slice(0, 3);
}

/**
 * The evil side's head line, from what only it knows: who its side is, how near the table's belief
 * (the public record) has come to any of them — nearly sure, its eye on one, or still elsewhere — and
 * the believed investigator who hunts them. "Our pack is Oskar, Katya and me. The table is nearly sure
 * of Oskar (92%). Bruno, believed as the seer, is the danger."
 */
export function sideView(r: Reading, evil: string, side: string, label: (seat: number) => string = (x) => `Seat ${x}`, roleName: (role: string) => string = (x) => `the ${x}`): string {
  const { k } = r;
  const mates = [...k.teammates].filter((s) => s !== k.me && k.alive.has(s)).sort((a, b) => a - b);
  const ours = [k.me, ...mates];
  const name = (s: number) => (s === k.me ? 'me' : label(s));
  const who = mates.length ? `Our ${side} is ${and([...mates.map(label), 'me'])}` : `I am the last of our ${side}`;
  const sure = ours.filter((s) => r.s(s) >= SURE).sort((a, b) => r.s(b) - r.s(a));
  const nearest = [...ours].sort((a, b) => r.s(b) - r.s(a) || a - b)[0]!;
  const top = [...k.alive].sort((a, b) => r.s(b) - r.s(a) || a - b).filter((s) => !ours.includes(s)).slice(0, 2);
  // No read only where none of ours stands above the rest either (the view's own flat test leaves this seat out).
  const above = top.length ? r.s(nearest) - r.s(top[0]!) : 1;
  const read = sure.length
    ? `the table is nearly sure of ${seatWords(sure, name, sure.map((s) => ` (${pct(r.s(s))})`))}`
    : noRead(r) && above < FLAT
      ? `the table has no read on any of us yet; everyone sits near ${shareWords(r.s(nearest))} (${pct(r.s(nearest))})`
      : above < 0
        ? `the table's likeliest ${evil} are ${seatWords(top, label, top.map((s) => ` (${pct(r.s(s))})`))}, none of us; ${nearest === k.me ? 'I sit' : `${label(nearest)} sits`} highest of ours (${pct(r.s(nearest))})`
        : `the table's eye is on ${name(nearest)} (${pct(r.s(nearest))})`;
  const hunter = r.claimants().find((x) => !ours.includes(x.seat) && x.good >= 0.6);
  const threat = hunter ? ` ${label(hunter.seat)}, believed as ${roleName(hunter.role)}, is the danger.` : '';
  return `${finish(who)} ${finish(read)}${threat}`;
}

/** Seats as the table names them ("Nell and Bo"), with a note after each ("Nell (86%), Bo (30%) and Cy (30%)"). */
const seatWords = (seats: readonly number[], label: (seat: number) => string, notes: readonly string[] = []) => and(seats.map((s, i) => `${label(s)}${notes[i] ?? ''}`));
const and = (xs: readonly string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** One seat's suspicion with the evidence that moved it most; a claim is no reason to trust itself. */
export function seatLine(r: Reading, seat: number, c: VoiceContext): string {
  // The seat this reading suspects most is read for what is against it, even under a half: "My likeliest wolves are Luca (35%)…
  // Luca at 44% (in Luca's favour: Luca accused Jonah yesterday)" gave the one fact for Luca as the line's reason (werewolf-9,
  // seed 1206972). Failing any against it, what speaks for it.
  const top = r.others.reduce<number | undefined>((best, s) => (best === undefined || r.s(s) > r.s(best) ? s : best), undefined);
  const against = r.s(seat) >= 0.5 || (seat === top && r.s(seat) >= LEANS);
  const sign = against && (r.s(seat) >= 0.5 || r.reasons(seat, 1, 3).length > 0) ? 1 : -1;
  // On top with nothing in the record against it: said so, not a fact for it given as the line's reason (the rest read cleaner).
  if (against && sign < 0 && seat === top) return `${c.label(seat)} at ${pct(r.s(seat))} (nothing in the record against ${c.label(seat)}; the others read cleaner)`;
  const list = r.reasons(seat, sign, 3);
  const why = (sign < 0 ? besidesClaim(list, seat) : list)[0];
  // Which way the fact points is said, not left to the reader ("at 33% (voted Luca)" read as a charge).
  const side = sign > 0 ? `against ${c.label(seat)}` : `in ${c.label(seat)}'s favour`;
  return `${c.label(seat)} at ${pct(r.s(seat))}${why ? ` (${side}: ${cite(why, c)})` : ''}`;
}

export interface ThinkInput {
  r: Reading;
  c: VoiceContext;
  persona: Persona;
  rng: Rng;
  /** The seats worth explaining (the vote, the suspect, the claimant), most important first. */
  focus: readonly number[];
  /** What the bot does, as a sentence. */
  decision: string;
  /** The evil side reads the village's belief, not its own. */
  publicView?: boolean;
}

/** The THINK of a decision nobody reads (it still marks that the bot thought, as a THINK event). */
export const UNWATCHED = 'Not written down: nobody watches this game.';

export function think(t: ThinkInput): string {
  const { r, c } = t;
  const opener = t.rng.chance(0.3) ? t.rng.pick(t.persona.speech.openers) : undefined;
  // Unread THINK is not composed; the draws above stay, so the rest of the decision draws as it would.
  // It still reads the posterior as composing would: the belief weighs later evidence against the last one read,
  // so skipping it would change the reasons later speeches cite (and the game).
  if (c.unwatched) {
    void r.sus;
    return UNWATCHED;
  }
  const evil = c.ruleset === 'mafia' ? 'mafia' : 'wolves';
  // An evil seat thinks from what it knows: its side, how near the table is to it, who hunts it.
  const first = t.publicView && r.k.evilRoles.has(r.k.role) ? sideView(r, evil, c.ruleset === 'mafia' ? 'family' : 'pack', c.label, c.words.role) : hypotheses(r, evil, t.publicView === true, c.label);
  const head = opener ? lead(opener, first) : first;
  const flat = noRead(r);
  // With no read, a seat's bare percentage says nothing: only one with evidence is worth a line.
  const seats = [...new Set(t.focus)]
    .filter((s) => s !== r.k.me || t.publicView)
    .slice(0, 2)
    .filter((s) => !flat || r.reasons(s, r.s(s) >= 0.5 ? 1 : -1, 1).length > 0);
  const middle = seats.length ? ` ${finish(seats.map((s) => seatLine(r, s, c)).join('; '))}` : '';
  return `${head}${middle} ${t.decision}`.trim();
}

/** A reading's top suspect at this or more is read for what is against it, though under a half. */
const LEANS = 0.25;
