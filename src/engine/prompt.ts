// The user prompt, stable first: the finished days (what happened, last words, the gist of each speech
// of the last finished day), a record by player, then today in full, the seat's own notebook, and the
// question with a line on the state of play. Built from the seat's view and nothing else.
import { escapeRe } from './parse.js';
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';
import type { DecisionSpec } from './decision.js';
import type { PlayerView } from './view.js';
import { notebookLines } from './prompt-notes.js';
import { openQuestions } from './prompt-questions.js';
import { announcedVotes } from './prompt-votes.js';
import { sanitize } from '../terminal/sanitize.js';

/** A line of the finished days: a line of its own, or an item of a list line ("Ran for sheriff: 1, 3, 9"). */
export type Brief = string | { group: string; item: string };

export interface Renderer {
  /** The full transcript line for an event, or null. */
  line(e: GameEvent): string | null;
  /** The line kept for finished days, or null to drop it. */
  brief(e: GameEvent): Brief | null;
  label(seat: number): string;
  /** A role as this table names it. */
  role(role: string): string;
  /** The claims of a speech that may be shown: real seats, the ruleset's own role and result words. */
  claims(list: readonly Claim[]): readonly Claim[];
  /** The word this table uses for a ballot cast for nobody ("abstain", "skip"). */
  abstain(ballot: string): string;
  /** The state of play as this seat can know it, one short line (or none). */
  stateOfPlay(view: PlayerView): string | null;
  /** What a seat's day ballot weighs, read from the events (1 at a table with no weighted ballots). */
  weight(events: readonly GameEvent[], seat: number): number;
  /** The table's words for its roles and results: a sentence that says them carries a case. */
  terms: readonly string[];
  /** A decision's name in plain words. */
  step(kind: string): string;
}

/** The words said with a ballot (Mafia's remark), if any: every reader of a vote event takes them from here. */
export const ballotRemark = (e: GameEvent): string | undefined => (e.type === 'vote' && typeof e.remark === 'string' && e.remark ? e.remark : undefined);

/**
 * A player's words as data: control sequences stripped, then one line, JSON-escaped, in quotes. A newline,
 * a quote or a line separator inside them cannot end the quote or start a line that poses as the game's own.
 */
export function quote(text: string): string {
  return JSON.stringify(sanitize(String(text))).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** The headings of the user turn, in order: the finished days first (stable for a whole day, so cached), then today. */
export const EARLIER = '## Earlier days (summary)';
export const RECORD = '## Record by player (finished days)';
export const TODAY = '## Today';

/** Finished days whose speeches keep their gist; older days keep their facts and the record by player. */
export const GIST_DAYS = 1;
/** A gist quotes at most this much of a speech: its key sentences, whole where they fit. */
export const GIST_CHARS = 180;

/**
 * The user turn, stable first: a summary of the finished days and the record by player, today's events in
 * full, the seat's notebook, then the question. Everything before TODAY stays the same from the first call
 * of a night to the last call of the day after it.
 */
export function userPrompt(view: PlayerView, spec: DecisionSpec<unknown>, render: Renderer, hint?: string): string {
  const names = view.seats.map((s) => s.name);
  const out: string[] = [...earlierBlock(view, render, names)];
  const today = fullRound(view.events.filter((e) => e.day >= view.day), render);
  out.push(`${TODAY} (${cap(view.phase.replace(/_/g, ' '))} ${view.day})`, ...(today.length ? today : ['(nothing yet)']));
  const alive = (seat: number) => view.seats[seat - 1]?.alive ?? false;
  const informed = view.teammates.length > 0;
  const notes = notebookLines(view.events, { seat: view.seat, alive, clean: sanitize, informed, step: render.step });
  if (notes.length) out.push('', '## Your notes', ...notes);
  out.push('', '## Now', spec.question);
  const asked = spec.answer.shape === 'speech' ? openQuestions(view.events, view.seat, { label: render.label, claims: render.claims, alive, today: view.day }) : null;
  if (asked) out.push(asked);
  const votes = announcedVotes(view.events, { label: render.label, claims: render.claims, alive, weight: (seat) => render.weight(view.events, seat) });
  if (votes) out.push(votes);
  if (spec.options?.length) out.push(`Choices: ${spec.options.map((o) => `${o.value} = ${o.label}${checkedMark(view, o.value)}`).join('; ')}`);
  const limits = [spec.minLength ? `at least ${spec.minLength}` : '', spec.maxLength ? `at most ${spec.maxLength}` : ''].filter(Boolean);
  if (limits.length) out.push(`Length: ${limits.join(' and ')} characters${spec.maxLength ? ' (a longer one is asked again, never cut)' : ''}.`);
  out.push(`You are ${render.label(view.seat)}. Alive: ${view.seats.filter((s) => s.alive).map((s) => s.seat).join(', ')}.`);
  const dead = view.seats.filter((s) => !s.alive);
  // The seat's own entry carries its role whether or not the table saw it: said as its own ("Seat 8 (Greta) (you: a werewolf)"),
  // never as if the death had shown it (two relay readers, 3 Dec, read their own role there as a reveal).
  const role = (s: (typeof dead)[number]) => (!s.role ? '' : s.seat === view.seat ? ` (you: ${render.role(s.role)})` : ` (${render.role(s.role)})`);
  if (dead.length) out.push(`Dead: ${dead.map((s) => render.label(s.seat) + role(s)).join(', ')}.`);
  const claimed = roleClaims(view, render);
  if (claimed) out.push(claimed);
  const state = render.stateOfPlay(view);
  if (state) out.push(state);
  if (hint) out.push('', `Your previous answer was refused: ${hint.replace(/\s+/g, ' ').trim()}`);
  return out.join('\n');
}

const claimsCache = new WeakMap<Renderer, WeakMap<readonly GameEvent[], { at: number; latest: Map<number, string> }>>();

/** Who has claimed which role (each seat's latest claim), the living first: counter-claims side by side. */
export function roleClaims(view: PlayerView, render: Renderer): string | null {
  // A seat's log only grows: read each speech once, however many questions the seat is asked.
  let byLog = claimsCache.get(render);
  if (!byLog) claimsCache.set(render, (byLog = new WeakMap()));
  let read = byLog.get(view.events);
  if (!read) byLog.set(view.events, (read = { at: 0, latest: new Map() }));
  const latest = read.latest;
  for (; read.at < view.events.length; read.at++) {
    const e = view.events[read.at]!;
    if (e.type !== 'speech') continue;
    for (const c of render.claims(e.claims as Claim[])) if (c.kind === 'role') latest.set(e.seat as number, c.role);
  }
  if (!latest.size) return null;
  const alive = (seat: number) => view.seats[seat - 1]?.alive ?? false;
  const say = (seat: number) => `${render.label(seat)}${seat === view.seat ? ' [you]' : ''} ${render.role(latest.get(seat)!)}`;
  const seats = [...latest.keys()].sort((a, b) => a - b);
  const living = seats.filter(alive).map(say);
  const dead = seats.filter((s) => !alive(s)).map(say);
  return `Role claims: ${living.length ? `living: ${living.join(', ')}` : 'no living player claims a role'}${dead.length ? `; dead: ${dead.join(', ')}` : ''}.`;
}

/** The finished days and the record, once a day per seat: a seat's log only grows, and what came before today is fixed. */
const earlierCache = new WeakMap<Renderer, WeakMap<readonly GameEvent[], { day: number; seat: number; lines: string[] }>>();

function earlierBlock(view: PlayerView, render: Renderer, names: readonly string[]): string[] {
  let byLog = earlierCache.get(render);
  if (!byLog) earlierCache.set(render, (byLog = new WeakMap()));
  const hit = byLog.get(view.events);
  if (hit && hit.day === view.day && hit.seat === view.seat) return hit.lines;
  const earlier = finishedDays(view.events.filter((e) => e.day < view.day), render, view.day, names, view.seat);
  const lines = earlier.length ? [EARLIER, ...earlier, '', RECORD, ...record(view, render), ''] : [];
  byLog.set(view.events, { day: view.day, seat: view.seat, lines });
  return lines;
}

/** The user turn split where it stops being stable: [the cacheable start, the rest]. */
export function splitStable(user: string): [string, string] {
  if (!user.startsWith(EARLIER)) return ['', user];
  const at = user.indexOf(`\n${TODAY}`);
  return at < 0 ? ['', user] : [user.slice(0, at + 1), user.slice(at + 1)];
}

/**
 * Today in full: each event's line, every speech whole, a sealed vote round as one line. (The campaign was once
 * cut to its gist at the day's vote: three of four relay readers found a conditional promise gone, and the prompt's
 * own key says "speeches in full".)
 */
export function fullRound(events: readonly GameEvent[], render: Renderer): string[] {
  const out: string[] = [];
  let votes: GameEvent[] = [];
  const flush = () => {
    if (!votes.length) return;
    out.push(voteLine(votes, render));
    votes = [];
  };
  for (const e of events) {
    if (e.type === 'vote') {
      if (votes.length && votes[0]!.ballot !== e.ballot) flush();
      votes.push(e);
      continue;
    }
    flush();
    const l = render.line(e);
    if (l !== null) out.push(l);
  }
  flush();
  return out;
}

/** A ballot round as one line, by choice: "Votes (sheriff): Seat 3 (Luca) ← 1, 2, 5; abstain ← 4." */
function voteLine(votes: readonly GameEvent[], render: Renderer): string {
  const ballot = String(votes[0]!.ballot);
  const by = new Map<string, string[]>();
  for (const v of votes) {
    const choice = v.target === null ? render.abstain(ballot) : render.label(v.target as number);
    by.set(choice, [...(by.get(choice) ?? []), `${v.seat}${v.weight !== 1 ? ` (weight ${v.weight})` : ''}`]);
  }
  // Words said with a ballot are a player's, quoted as data like a speech.
  const said = votes.flatMap((v) => {
    const remark = ballotRemark(v);
    return remark === undefined ? [] : [`${render.label(v.seat as number)}: ${quote(remark)}`];
  });
  return `Votes${MAIN_BALLOTS.has(ballot) ? '' : ` (${ballotName(ballot)})`}, choice ← voters: ${[...by].map(([c, who]) => `${c} ← ${who.join(', ')}`).join('; ')}.${said.length ? ` Said with the ballots: ${said.join('; ')}.` : ''}`;
}

/** The day's deciding ballot ("voted"); any other ballot is named ("sheriff vote", "PK vote"). */
const MAIN_BALLOTS = new Set(['banish', 'eliminate']);
const ballotName = (ballot: string) => (ballot === 'pk' ? 'PK vote' : `${ballot.replace(/_/g, ' ')} vote`);

/**
 * Finished days, one block a day in the order things happened: the night's private results, the day's
 * announcements and outcomes, last words whole, and for the last GIST_DAYS days the gist of each speech (the
 * seat's own, whole).
 * Lists ("Ran for sheriff: …") are one line; the same line is never written twice.
 */
export function finishedDays(events: readonly GameEvent[], render: Renderer, today: number, names: readonly string[] = [], me?: number): string[] {
  const out: string[] = [];
  let day = -1;
  // A day's heading is written with its first line: a day with nothing to keep has none.
  let heading: string | undefined;
  const groups = new Map<string, { at: number; items: string[] }>();
  const seen = new Set<string>();
  const push = (line: string) => {
    if (seen.has(line)) return;
    seen.add(line);
    if (heading) out.push(heading);
    heading = undefined;
    out.push(line);
  };
  for (const e of events) {
    if (e.day !== day) {
      day = e.day;
      heading = day > 0 ? `### Night ${day} and day ${day}` : '### Night zero';
      groups.clear();
      seen.clear();
    }
    if (e.type === 'vote') {
      // The record by player keeps every ballot; the words said with one are kept as a speech's gist is (a relay reader
      // cited their own remark the next day and could not see it had been shown: mafia, seed 1205301).
      const remark = ballotRemark(e);
      if (remark !== undefined && today - e.day <= GIST_DAYS) push(`${render.label(e.seat as number)} [with the ballot]: ${quote(remark)}`);
      continue;
    }
    if (e.type === 'speech') {
      if (e.context === 'last_words') push(`${render.label(e.seat as number)} [last words]: ${quote(String(e.text))}`);
      // The seat's own words of those days are whole: what it promised (a vote, where the badge goes) is its to keep.
      else if (today - e.day <= GIST_DAYS && e.seat === me) push(`${render.label(e.seat as number)} [${String(e.context).replace(/_/g, ' ')} in full]: ${quote(String(e.text))}`);
      // The claims of a finished day are in the record by player: the gist keeps the speaker's words.
      else if (today - e.day <= GIST_DAYS) push(gist(e, render, names));
      continue;
    }
    const b = render.brief(e);
    if (b === null) continue;
    if (typeof b === 'string') {
      push(b.replace(/^Day \d+:?\s*/, '').replace(/^\w/, (c) => c.toUpperCase()));
      continue;
    }
    const g = groups.get(b.group);
    if (g) {
      if (!g.items.includes(b.item)) g.items.push(b.item);
      out[g.at] = `${b.group}: ${g.items.join(', ')}.`;
    } else {
      push(`${b.group}: ${b.item}.`);
      groups.set(b.group, { at: out.length - 1, items: [b.item] });
    }
  }
  return out;
}

/**
 * One speech of a finished day in a line: who spoke, in which round, whom it nominated, and its key sentences in the
 * speaker's own words (its claims are in the record by player).
 */
const gists = new WeakMap<GameEvent, Map<string, string>>();

export function gist(e: GameEvent, render: Renderer, names: readonly string[]): string {
  let cached = gists.get(e);
  if (!cached) gists.set(e, (cached = new Map()));
  const key = names.join('\u0000');
  const hit = cached.get(key);
  if (hit !== undefined) return hit;
  const line = gistLine(e, render, names);
  cached.set(key, line);
  return line;
}

function gistLine(e: GameEvent, render: Renderer, names: readonly string[]): string {
  const nominee = typeof e.nomination === 'number' ? render.claims([{ kind: 'vote', target: e.nomination }])[0] : undefined;
  const said = nominee ? `nominates ${render.label((nominee as { target: number }).target)}` : '';
  // The roles the speech claimed: a sentence naming one is kept (a finished day's gist dropped "the role I hold is
  // the hunter", a relay reader's prompt).
  const roles = ((e.claims as Claim[] | undefined) ?? []).flatMap((c) => (c.kind === 'role' ? [render.role(c.role).replace(/^(?:the|a|an)\s+/, '')] : []));
  return `${render.label(e.seat as number)} [${String(e.context).replace(/_/g, ' ')} gist]: ${said ? `${said} — ` : ''}${quote(keySentences(String(e.text), names, render.terms, roles))}`;
}

/** Words that mark a sentence as the one that carries the case (the table's role and result words count too). */
const WEIGHTY = /\b(?:vote|voting|voted|suspect|trust|because|why|lying|liar|lie|claim|claimed|check|checked|result|nominate|killed|last night|saved|protected)\b/gi;
/** A speaker's own claim ("I am the …", "I checked …"): the sentence a gist must keep. */
// A check said as "I looked at Elsie last night, and she is a werewolf" or "my check on Elsie came back…" is one too: a finished
// day's gist of the seer's speech kept "I looked at Elsie because I could not place her" and lost the result (relay game,
// werewolf-9, seed 1272301).
const OWN_CLAIM = /\bI(?:'m|’m| am)\s+(?:the|a|an)\b|\bI\s+(?:checked|investigated|examined|saved|protected|poisoned|used)\b|\b(?:the role I hold is|my role is|I hold the)\b|\bI\s+(?:looked\s+(?:at|into)|had\s+a\s+(?:peek|look)\s+at)\b[^.!?]*\b(?:is|came back|came up)\b|\bmy\s+(?:check|result|finding|investigation|examination)\s+(?:on|of)\b/i;

/** The speaker's own vote: "I vote Tomas", "I'm voting Iris", "my vote is Vera", "my vote goes to Bruno". */
const OWN_VOTE = /\bI(?:'ll|’ll| will)? vote (?!for nobody|to skip)|\bI(?:'m|’m| am) voting\b|\bmy (?:vote|ballot|1\.5) (?:is|goes|stays|will go|rides)\b/i;

/**
 * The sentences of a speech that carry its case (seats named, claims, reasons), whole and in order, within
 * GIST_CHARS; a speech that fits is kept whole. A single sentence longer than that is cut at a clause,
 * and the cut is shown ("…").
 */
export function keySentences(text: string, names: readonly string[], terms: readonly string[] = [], claimed: readonly string[] = []): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= GIST_CHARS) return flat;
  // A very short sentence ("A werewolf.") means nothing alone: it stays with the one before it.
  const sentences: string[] = [];
  // A point between digits ("my 1.5 vote") ends no sentence.
  for (const s of flat.match(/(?:[^.!?]|\.(?=\d))+(?:[.!?]+["'”’)]*|$)/g)?.map((x) => x.trim()).filter(Boolean) ?? [flat]) {
    if (s.length < 25 && sentences.length) sentences[sentences.length - 1] += ` ${s}`;
    else sentences.push(s);
  }
  const any = (xs: readonly string[]) => (xs.length ? new RegExp(`\\b(?:${xs.map(escapeRe).join('|')})\\b`, 'gi') : null);
  const nameRe = any(names);
  const termRe = any(terms);
  const count = (s: string, re: RegExp | null) => (re ? s.match(re)?.length ?? 0 : 0);
  const claimRe = any(claimed);
  // The sentence that claims the role outright ("I'm the seer") outranks one that only names it ("a real seer with a result"):
  // a seer's campaign gist kept the second and lost the first (a relay game, werewolf-9, seed 1218001).
  // The speaker's own vote is kept too ("I vote Tomas", cut from a finished day's gist, was the fact a relay reader needed:
  // mafia-classic, seed 1220501).
  const claims = (s: string) => (OWN_CLAIM.test(s) ? 10 : 0) + (count(s, claimRe) > 0 ? 10 : 0) + (OWN_VOTE.test(s) ? 8 : 0);
  const score = (s: string) => claims(s) + (s.match(/\b(?:seat\s*)?#?\d+\b/gi)?.length ?? 0) * 2 + count(s, nameRe) * 2 + count(s, WEIGHTY) + count(s, termRe);
  const ranked = sentences.map((s, i) => ({ s, i, v: score(s) })).sort((a, b) => b.v - a.v || a.i - b.i);
  // The sentence that carries most is always kept (cut at a clause, visibly, when it alone is too long).
  const top = ranked[0]!;
  const chosen: { s: string; i: number }[] = [{ s: top.s.length > GIST_CHARS ? clauseCut(top.s) : top.s, i: top.i }];
  let used = chosen[0]!.s.length;
  const kept = new Set([top.i]);
  for (const r of ranked.slice(1)) {
    // A sentence that speaks of a seat as "him" or "her", naming none, comes with the sentence before it, which says who, or not at all:
    // "… Check him or someone near him tonight" had lost "Jonah is unverified, not good" (a relay reader's prompt).
    const before = PRONOUN.test(r.s) && count(r.s, nameRe) === 0 && r.i > 0 && !kept.has(r.i - 1) ? sentences[r.i - 1]! : undefined;
    const cost = r.s.length + 3 + (before === undefined ? 0 : before.length + 3);
    if (used + cost > GIST_CHARS) continue;
    if (before !== undefined) {
      chosen.push({ s: before, i: r.i - 1 });
      kept.add(r.i - 1);
    }
    chosen.push(r);
    kept.add(r.i);
    used += cost;
  }
  chosen.sort((a, b) => a.i - b.i);
  // Words left out are marked where they were: before, between and after the kept sentences.
  const body = chosen.map((c, k) => (k > 0 && c.i !== chosen[k - 1]!.i + 1 ? `… ${c.s}` : c.s)).join(' ');
  const tail = chosen.at(-1)!.i < sentences.length - 1 && !body.endsWith('…') ? ' …' : '';
  return `${chosen[0]!.i > 0 ? '… ' : ''}${body}${tail}`;
}

/** A seat said as a pronoun, whose name is in a sentence before. */
const PRONOUN = /\b(?:he|she|him|her|his|hers|they|them|their)\b/i;

/** One long sentence cut at its last clause (a comma, a dash) within GIST_CHARS, else at a word, marked "…". */
function clauseCut(s: string): string {
  const head = s.slice(0, GIST_CHARS);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' — '), head.lastIndexOf(': '));
  const at = clause > GIST_CHARS / 2 ? clause : head.lastIndexOf(' ');
  return `${head.slice(0, at > 0 ? at : GIST_CHARS).trim()} …`;
}

/**
 * The record by player over the finished days: for each seat, day by day, what its speeches claimed and
 * whom they named, and every ballot it cast. A seat its words name with no claim about it is "mentioned" (a
 * lean said without a claim reads the same); "D1 named nobody" when it spoke and named no one.
 */
export function record(view: PlayerView, render: Renderer): string[] {
  const days = new Map<number, Map<number, string[]>>();
  const named = new Map<string, Set<string>>();
  /** "day:speaker:seat" for a seat a speech's words name without a claim about it. */
  const mentioned = new Set<string>();
  /** "day:speaker" for a speech whose claims name a seat (a check, a trust): not "named nobody". */
  const namedSomeone = new Set<string>();
  const claimed = new Map<string, number>();
  const dead = new Map<number, string>();
  // Only what was known before today: the record is part of the prefix cached for the whole day.
  const revealed = new Map<number, string>();
  for (const e of view.events) if (e.type === 'role_revealed' && e.day < view.day) revealed.set(e.seat as number, String(e.role));
  const role = (seat: number) => revealed.get(seat);
  // A target by name (its seat number too when two players share the name), and its role once it is known.
  const unique = (seat: number) => view.seats.filter((s) => s.name === view.seats[seat - 1]?.name).length === 1;
  const who = (seat: number) => {
    const known = role(seat) && seat !== view.seat ? bare(render.role(role(seat)!)) : '';
    const name = view.seats[seat - 1]?.name ?? `#${seat}`;
    return unique(seat) ? `${name}${known ? ` (${known})` : ''}` : `${name} (${seat}${known ? `, ${known}` : ''})`;
  };
  const add = (day: number, seat: number, part: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = new Map()));
    const list = d.get(seat) ?? [];
    if (!list.includes(part)) list.push(part);
    d.set(seat, list);
  };
  for (const e of view.events) {
    if (e.day >= view.day) break;
    if (e.type === 'died') for (const s of e.seats as number[]) dead.set(s, e.reason === 'night' ? `killed night ${e.day}` : `${String(e.reason).replace(/_/g, ' ')} day ${e.day}`);
    if (e.type === 'vote') {
      const b = String(e.ballot);
      const choice = e.target === null ? render.abstain(b) : who(e.target as number);
      add(e.day, e.seat as number, `${MAIN_BALLOTS.has(b) ? 'voted' : ballotName(b)} ${choice}`);
    }
    if (e.type === 'speech' && e.context !== 'last_words') {
      const key = `${e.day}:${e.seat}`;
      const set = named.get(key) ?? new Set<string>();
      named.set(key, set);
      // A claim is on record once, the day it was first made; saying it again later adds nothing.
      const once = (part: string) => {
        const key = `${e.seat}:${part}`;
        if (claimed.has(key) && claimed.get(key) !== e.day) return;
        claimed.set(key, e.day);
        add(e.day, e.seat as number, part);
      };
      const checked = render.claims(e.claims as Claim[]);
      for (const c of checked) {
        if (c.kind === 'role') once(`claimed ${bare(render.role(c.role))}`);
        else if (c.kind === 'check') once(`says ${who(c.target)} is ${c.result.replace(/_/g, ' ')}`);
        else if (c.kind === 'acted') once(`says they ${c.action.replace(/_/g, ' ')} ${who(c.target)}`);
        else if (c.kind === 'trust') set.add(`trusted ${who(c.target)}`);
        else if (c.kind === 'suspect' || c.kind === 'vote') set.add(`${c.kind === 'vote' ? 'would vote' : 'suspected'} ${who(c.target)}`);
        else if (c.kind === 'lean') set.add(`leaned ${who(c.target)}`);
      }
      if (typeof e.nomination === 'number') set.add(`nominated ${who(e.nomination)}`);
      // Seats the words name that no claim of the speech covers: said as named, neither side assumed.
      const covered = new Set(checked.flatMap((c) => ('target' in c ? [c.target] : [])));
      if (typeof e.nomination === 'number') covered.add(e.nomination);
      if (covered.size) namedSomeone.add(key);
      for (const seat of seatsNamed(String(e.text), view.seats)) if (seat !== e.seat && !covered.has(seat)) mentioned.add(`${key}:${seat}`);
    }
  }
  for (const [key, set] of named) {
    const [day, seat] = key.split(':').map(Number) as [number, number];
    // Saying one would vote a seat says more than suspecting it: the one word is enough.
    const list = turned([...set].filter((x) => !(x.startsWith('suspected ') && set.has(x.replace('suspected ', 'would vote ')))));
    const others = view.seats.filter((s) => mentioned.has(`${key}:${s.seat}`)).map((s) => who(s.seat));
    if (others.length) list.push(`mentioned ${others.join(', ')}`);
    if (list.length) add(day, seat, list.join(', '));
    else if (!namedSomeone.has(key)) add(day, seat, 'named nobody');
  }
  const out: string[] = [];
  for (const s of view.seats) {
    const parts = [...days.keys()].sort((a, b) => a - b).flatMap((d) => {
      const items = days.get(d)?.get(s.seat);
      return items?.length ? [`D${d} ${order(items).join(', ')}`] : [];
    });
    const status = dead.has(s.seat) ? ` (dead: ${dead.get(s.seat)})` : '';
    const me = s.seat === view.seat ? ' [you]' : '';
    out.push(`${render.label(s.seat)}${me}${status}${role(s.seat) && s.seat !== view.seat ? ` was ${render.role(role(s.seat)!)}` : ''}: ${parts.length ? parts.join(' · ') : 'nothing on record'}`);
  }
  return out;
}

/** The seats a speech's words name: "Seat 4", or a name only one player has. */
function seatsNamed(text: string, seats: PlayerView['seats']): number[] {
  const names = namePatterns(seats);
  // Every seat's record reads every speech of the finished days: each text is read once per table.
  let kept = names.read.get(text);
  if (kept) return kept;
  const out = new Set<number>();
  for (const m of text.matchAll(/\bseat\s*#?(\d+)\b/gi)) if (seats[Number(m[1]) - 1]) out.add(Number(m[1]));
  for (const [seat, re] of names.unique) if (re.test(text)) out.add(seat);
  kept = [...out].sort((a, b) => a - b);
  // A long tournament reads many texts at one table: the texts kept are bounded too.
  if (names.read.size >= 4096) names.read.clear();
  names.read.set(text, kept);
  return kept;
}

/** A table's names, each one only one player has as a pattern, and the texts already read against them (by the seats' names). */
const patterns = new Map<string, { unique: [number, RegExp][]; read: Map<string, number[]> }>();

const patternsOf = new WeakMap<PlayerView['seats'], { unique: [number, RegExp][]; read: Map<string, number[]> }>();

function namePatterns(seats: PlayerView['seats']): { unique: [number, RegExp][]; read: Map<string, number[]> } {
  const known = patternsOf.get(seats);
  if (known) return known;
  const key = seats.map((s) => s.name).join('\u0000');
  let p = patterns.get(key);
  if (!p) {
    // Tables come and go (a tournament, a test run): the patterns of a few kept, not of every table ever seated.
    if (patterns.size >= 16) patterns.clear();
    const unique = seats.filter((s) => seats.filter((x) => x.name === s.name).length === 1).map((s): [number, RegExp] => [s.seat, new RegExp(`\\b${escapeRe(s.name)}\\b`)]);
    patterns.set(key, (p = { unique, read: new Map() }));
  }
  patternsOf.set(seats, p);
  return p;
}

/** Within a day: claims and names first, ballots after, as they happened. */
/**
 * A day's stances with one seat both trusted and suspected (or voted, in words) said as the turn it was, in the order said:
 * "trusted, then suspected Ada", not "trusted Ada, suspected Ada" (a relay reader's prompt).
 */
function turned(items: string[]): string[] {
  const stance = (x: string) => /^(trusted|suspected|would vote) (.+)$/.exec(x);
  const out: string[] = [];
  const done = new Set<string>();
  for (const x of items) {
    const m = stance(x);
    if (!m) out.push(x);
    else if (!done.has(m[2]!)) {
      const later = items.find((y) => stance(y)?.[2] === m[2] && (stance(y)![1] === 'trusted') !== (m[1] === 'trusted'));
      out.push(later ? `${m[1]}, then ${stance(later)![1]} ${m[2]}` : x);
      if (later) done.add(m[2]!);
    }
  }
  return out;
}

// A vote said in words ("would vote Ada") is a stance, said with the claims; a ballot cast ("voted", "sheriff vote") comes after.
const BALLOT = /^(?:voted|(?!would )\w+ vote) /;
const order = (items: string[]) => [...items.filter((i) => !BALLOT.test(i)), ...items.filter((i) => BALLOT.test(i))];

const bare = (role: string) => role.replace(/^(the|a|an)\s+/, '');

/** A seat the person already checked, marked on a list of choices: " (you checked: good)". */
function checkedMark(view: PlayerView, value: string): string {
  if (!/^\d+$/.test(value)) return '';
  const seat = Number(value);
  let result: string | undefined;
  for (const e of view.events) {
    const mine = typeof e.vis === 'object' && 'seats' in e.vis && e.vis.seats.length === 1 && e.vis.seats[0] === view.seat;
    if (mine && e.target === seat && typeof e.result === 'string') result = e.result;
  }
  return result === undefined ? '' : ` (you checked: ${result.replace(/_/g, ' ')})`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ASKED: Record<Extract<Claim, { kind: 'ask' }>['about'], string> = {
  vote: 'about their vote',
  read: 'for their read',
  check: 'for their check',
  case: 'for their case against the speaker',
};

export function describeClaims(claims: readonly Claim[], label: (seat: number) => string, role: (r: string) => string = (r) => r): string {
  // A question put to the whole table is said once, not once for every seat it asks.
  const table = new Set<string>();
  return claims
    .map((c) => {
      if (c.kind === 'ask' && c.all) {
        if (table.has(c.about)) return '';
        table.add(c.about);
        return `asks every seat ${ASKED[c.about]}`;
      }
      switch (c.kind) {
        case 'role':
          return `claims ${role(c.role)}`;
        case 'check':
          return `says ${label(c.target)} is ${c.result.replace(/_/g, ' ')}`;
        case 'suspect':
          return `suspects ${label(c.target)}`;
        case 'trust':
          return `trusts ${label(c.target)}`;
        case 'vote':
          return `will vote ${label(c.target)}`;
        case 'lean':
          return `leans ${label(c.target)}`;
        case 'ask':
          return `asks ${label(c.target)} ${ASKED[c.about]}${c.subject !== undefined ? ` (about ${label(c.subject)})` : ''}`;
        case 'acted':
          return `says they ${c.action.replace(/_/g, ' ')} ${label(c.target)}`;
      }
    })
    .filter(Boolean)
    .join('; ');
}
