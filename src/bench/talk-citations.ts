// Whether what a speech cites happened before it: every dated fact the speech grammar can cite ("Seat
// 4 (Ada) voted Seat 2 (Bo) yesterday", "we lost Seat 3 (Cy) last night") is read back from the text
// and looked up in the log before the speech. A dated phrase that is not part of a recognised citation
// is reported too, so a new wording cannot slip past unchecked. Reports of one's own private results
// ("I checked…", "I saved…") may be lies and are recognised but not looked up. A seat is read as the
// grammar labels it ("Seat 4 (Ada)"), by its number alone ("Seat 4"), or by its name alone ("Ada").
import type { Claim } from '../engine/core-events.js';
import type { GameEvent } from '../engine/events.js';
import { escapeRe } from '../engine/parse.js';
import { ANSWER_LEAD, ANSWER_LEAD_LATE, CASE_KEPT } from '../players/scripted/speech/lines.js';
import { gameWordsOf, type GameWords } from '../players/scripted/speech/words.js';
import type { TalkGame } from './talk-games.js';
import { readAudits } from './talk-audit.js';

export interface CitationProblem {
  n: number;
  seat: number;
  /** what was cited (a vote, a role claim, a death…), or `unread` for a date no citation explains */
  kind: string;
  problem: string;
  text: string;
}

/** A seat: its label, its number, the speaker ("I", "me"), the seat spoken to ("you"), or one of the game's names (`NAMES`, filled in per game). */
const SEAT = String.raw`(Seat \d+ \([^)]*\)|Seat \d+\b|\bI\b|\bme\b|\byou\b|NAMES)`;
const DATE = String.raw`(earlier today|today|just now|yesterday|last night|this morning|on day \d+|on night (?:\d+|zero))`;
/** A date after a fact may be left out: the fact is then today's. */
const AFTER = String.raw`(?: ${DATE})?`;
const ANCHOR = new RegExp(String.raw`\b(?:earlier today|yesterday|last night|this morning|on day \d+|on night (?:\d+|zero))\b`, 'gi');
const ROLE = String.raw`((?:the |a |an )?[a-z]+)`;
const RESULT = String.raw`(a werewolf|good|mafia|not mafia)`;
const ROLE_NAMED = String.raw`((?:the |a |an )[a-z]+)`;
const NO_VOTE = String.raw`(?:abstained|voted to skip|held back a vote)`;

type Kind = 'retold' | 'vote' | 'bloc' | 'no_vote' | 'switch' | 'role' | 'late' | 'roles' | 'check' | 'action' | 'suspect' | 'trust' | 'nomination' | 'confession' | 'asked' | 'unnamed' | 'death' | 'revealed' | 'badge' | 'peaceful' | 'private';

interface Form {
  kind: Kind;
  re: RegExp;
  /** group numbers: subject seat, object seat, date, and a word (ballot, role, result, cause) */
  g: { s?: number; o?: number; o2?: number; d?: number; w?: number; role?: number; then?: true; any?: true };
}

// Case-blind, since a citation may open its sentence ("Yesterday, …", "We lost …").
// A fact whose date may follow it is not one whose date came first ("yesterday, Seat 4 voted…").
const DATED_BEFORE = String.raw`(?<!(?:earlier today|today|yesterday|last night|this morning|on day \d+|on night (?:\d+|zero)), )`;
const f = (kind: Kind, source: string, g: Form['g']) => ({ kind, source: source.includes(AFTER) ? DATED_BEFORE + source : source, g });

/** Seats listed ("Ada, Bo and Cy"), one group for the whole list. */
const SEATS = `(${SEAT.replace(/^\(/, '(?:')}(?:, ${SEAT.replace(/^\(/, '(?:')})*,? and ${SEAT.replace(/^\(/, '(?:')})`;

const SOURCES = [
  f('bloc', `${SEATS} (?:both|all) (?:voted|backed|put their votes on) ${SEAT}( for sheriff| in the run-off)?${AFTER}`, { s: 1, o: 2, w: 3, d: 4 }),
  f('vote', `${SEAT} (?:voted|put a vote on|cast a vote against|backed|cast the only vote on|put the only vote on|(?:was|were) the only one to vote) ${SEAT}( for sheriff| in the run-off)?${AFTER}`, { s: 1, o: 2, w: 3, d: 4 }),
  f('vote', `${DATE}, ${SEAT} voted ${SEAT}( in the run-off)?`, { d: 1, s: 2, o: 3, w: 4 }),
  // A ballot on oneself ("Seat 1 voted for themselves yesterday"): the seat voted is the voter.
  f('vote', `${SEAT} (?:voted for|put a vote on) (?:myself|yourself|herself|himself|themselves)( for sheriff)?${AFTER}`, { s: 1, o: 1, w: 2, d: 3 }),
  f('no_vote', `${SEAT} ${NO_VOTE}${AFTER}`, { s: 1, d: 2 }),
  f('switch', `${SEAT} (?:said (?:they|she|he|I|you) would vote|announced a vote on) ${SEAT} (?:and then|but|but in the end|and in the end) (?:voted ${SEAT}|${NO_VOTE})${AFTER}`, { s: 1, o: 2, o2: 3, d: 4 }),
  // A late counter-claim: the rival's earlier claim of the role, which the claimant heard and let stand through a speech.
  f('late', `${SEAT} (?:claimed to be|came out as) ${ROLE}${AFTER}, after hearing ${SEAT} claim it first and (?:letting it stand|saying nothing against it)`, { s: 1, role: 2, d: 3, o: 4 }),
  f('role', `${SEAT} (?:claimed to be|came out as) ${ROLE}${AFTER}`, { s: 1, role: 2, d: 3 }),
  f('role', `${DATE}, ${SEAT} claimed to be ${ROLE}`, { d: 1, s: 2, role: 3 }),
  // Two claims of one role, together: on one day, or on any day before (speech/cite.ts, a contradiction of two claims).
  // The role said with its article: "cannot both be right" or "cannot both be telling the truth" is another line (a retold contradiction).
  f('roles', `${SEAT} and ${SEAT} both claimed to be ${ROLE_NAMED}${AFTER}`, { s: 1, o: 2, role: 3, d: 4 }),
  // Undated, of any day so far: "Vera and Tomas have both claimed to be the seer", "…both claim to be the seer".
  f('roles', `${SEAT} and ${SEAT} (?:have both claimed|both claim) to be ${ROLE_NAMED}`, { s: 1, o: 2, role: 3 }),
  f('roles', `${SEAT} and ${SEAT} cannot both be ${ROLE_NAMED}`, { s: 1, o: 2, role: 3 }),
  f('roles', `[Oo]ne of ${SEAT} and ${SEAT} is lying about being ${ROLE_NAMED}`, { s: 1, o: 2, role: 3 }),
  f('roles', `${SEAT} and ${SEAT} each say they are ${ROLE_NAMED}`, { s: 1, o: 2, role: 3 }),
  // The first claim dated, the second made then or since ("I claimed to be the doctor yesterday, and then Nell claimed it too").
  f('roles', `${SEAT} claimed to be ${ROLE_NAMED}${AFTER}, and then ${SEAT} claimed it too`, { s: 1, role: 2, d: 3, o: 4, then: true }),
  f('check', `${SEAT} (?:called|reported) ${SEAT} (?:as )?${RESULT}${AFTER}`, { s: 1, o: 2, w: 3, d: 4 }),
  f('check', `${SEAT} said ${SEAT} came back ${RESULT}${AFTER}`, { s: 1, o: 2, w: 3, d: 4 }),
  // A check the table has cited twice that day, followed by name (speech/lines.ts CHECK_FOLLOWED, VOTE_ON_CHECK,
  // CHANGED_ON_CHECK): "Katya's check on Nell", "what Katya found on Nell", "Katya's check onto Nell", "Nell on Katya's result".
  f('check', `${SEAT}'s (?:check|word|result) (?:on|onto) ${SEAT}`, { s: 1, o: 2, any: true }),
  f('check', `what ${SEAT} found on ${SEAT}`, { s: 1, o: 2, any: true }),
  f('check', `${SEAT}'s (?:check|result)(?: too)?: ${SEAT}`, { s: 1, o: 2, any: true }),
  f('check', `${SEAT}'s result moves me too: my vote goes from ${SEAT} to ${SEAT}`, { s: 1, o: 3, any: true }),
  f('check', `voting ${SEAT} on ${SEAT}'s result`, { o: 1, s: 2, any: true }),
  f('action', `${SEAT} (?:said (?:they|she|he|I|you)|claimed to have) ([a-z]+) ${SEAT}${AFTER}`, { s: 1, w: 2, o: 3, d: 4 }),
  f('suspect', `${SEAT} (?:accused|pointed at|went after) ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  // Last words that named a seat (speech/cite.ts): the dead seat's last speech, read as its suspicion.
  f('suspect', `${SEAT} named ${SEAT} in (?:their|her|his) last words${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('suspect', `${SEAT}'s last words pointed at ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('suspect', `${SEAT} went out${AFTER} naming ${SEAT}`, { s: 1, d: 2, o: 3 }),
  f('suspect', `${SEAT}'s parting word${AFTER} was ${SEAT}`, { s: 1, d: 2, o: 3 }),
  // A case taken up by name in a change of vote (speech/lines.ts CHANGED_FOLLOW): today's accusation by the seat followed.
  f('suspect', `coming over to ${SEAT} on ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('suspect', `${SEAT} has talked me round on ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('suspect', `${SEAT}'s case against ${SEAT}${AFTER} moves me`, { s: 1, o: 2, d: 3 }),
  f('suspect', `after ${SEAT}'s case${AFTER} I'd rather vote ${SEAT}`, { s: 1, d: 2, o: 3 }),
  f('trust', `${SEAT} (?:defended|stood up for|spoke up for) ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('nomination', `${SEAT} (?:nominated ${SEAT}|put ${SEAT} up for the vote)${AFTER}`, { s: 1, o: 2, o2: 3, d: 4 }),
  f('confession', `${SEAT} (?:confessed|owned up to being (?:a |an )?[a-z]+)${AFTER}`, { s: 1, d: 2 }),
  f('asked', `${SEAT} asked ${SEAT} for a (?:name|read)${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('unnamed', `${SEAT} named nobody when ${SEAT} asked${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('unnamed', `${SEAT} gave ${SEAT} no name${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('death', `${SEAT} (?:was (killed|banished|voted out|shot)|(died))${AFTER}(?:,? and (?:they |she |he |I )?turned out to be ${ROLE})?`, { s: 1, w: 2, o2: 3, d: 4, role: 5 }),
  f('death', `(?:we lost|we found) ${SEAT}(?: dead)?(?!(?: \\([^)]*\\))?, (?:the |a |an )[a-z]+, )${AFTER}(?:, and (?:they |she |he |I )?turned out to be ${ROLE})?`, { s: 1, d: 2, role: 3 }),
  // A night death with the role said beside the seat (speech/cite.ts): "we lost Ada, the doctor, last night",
  // "last night took Ada, the doctor", "Ada, the doctor, did not live through last night", "Ada, killed last night, was the doctor".
  f('death', `we lost ${SEAT}, ${ROLE_NAMED}, ${DATE}`, { s: 1, role: 2, d: 3 }),
  f('death', `(last night) took ${SEAT}, ${ROLE_NAMED}`, { d: 1, s: 2, role: 3 }),
  f('death', `${SEAT}, ${ROLE_NAMED}, did not live through ${DATE}`, { s: 1, role: 2, d: 3 }),
  f('death', `${SEAT}, (killed) ${DATE}, was ${ROLE_NAMED}`, { s: 1, w: 2, d: 3, role: 4 }),
  f('death', `the table (banished|voted out) ${SEAT}${AFTER}(?:, and (?:they |she |he |I )?turned out to be ${ROLE})?`, { w: 1, s: 2, d: 3, role: 4 }),
  f('revealed', `${SEAT} (?:turned out to be|was revealed as) ${ROLE}${AFTER}`, { s: 1, role: 2, d: 3 }),
  f('badge', `${SEAT} (?:passed|handed) the badge to ${SEAT}${AFTER}`, { s: 1, o: 2, d: 3 }),
  f('peaceful', `(?:nobody died|no one was killed) ${DATE}|(last night) passed without a death`, { d: 1, o2: 2 }),
  f('private', String.raw`\b(?:I (?:checked|looked at|saved|protected|poisoned|stood guard over|used my antidote on)|my (?:check on|potion saved|poison went to)) ${SEAT}${AFTER}`, {}),
  f('private', `${SEAT} had my protection${AFTER}|I checked (?:them|her|him)${AFTER}`, {}),
  f('private', String.raw`\bI (?:saved|protected|stood guard over|used my antidote on) myself${AFTER}`, {}),
  // A point another seat made, referred to by who made it, before the point or after it ("as Vera said yesterday, Ada and
  // Iris cannot both…", "…one of Ada and Iris is lying, as Vera put it yesterday.").
  f('retold', `\\bas ${SEAT} (?:said|put it|pointed out)${AFTER}(?=[,.;!?]|$)`, { s: 1, d: 2 }),
  f('retold', `${SEAT} (?:already )?showed${AFTER} that`, { s: 1, d: 2 }),
];

const formsByNames = new Map<string, Form[]>();

/** The forms with this game's seat names read as seats (a name is a whole word; none: no name alternative). */
function formsFor(names: readonly string[]): Form[] {
  const key = names.join('|');
  let forms = formsByNames.get(key);
  if (!forms) {
    // Longest first, so "Anna" is not read as "Ann".
    const alt = names.length ? [...names].sort((a, b) => b.length - a.length).map((n) => String.raw`\b${escapeRe(n)}\b`).join('|') : '(?!)';
    forms = SOURCES.map((x) => ({ kind: x.kind, g: x.g, re: new RegExp(x.source.replaceAll('NAMES', alt), 'gi') }));
    formsByNames.set(key, forms);
  }
  return forms;
}

/** The seats' names of a game, in seat order (seat 1 first), from its public start. */
export function seatNames(events: readonly GameEvent[]): string[] {
  const start = events.find((e) => e.type === 'game_started');
  return ((start?.seats as { seat: number; name: string }[] | undefined) ?? []).slice().sort((a, b) => a.seat - b.seat).map((s) => s.name);
}

export interface Heard {
  speaker: number;
  day: number;
  n: number;
  words: GameWords;
  /** the game's seat names in seat order, so "Ada" reads as her seat; none: only "Seat N" labels are read */
  names?: readonly string[];
}

/** The date of the fact before `at` in its sentence, when `at` follows it after ", and" ("…Jonah yesterday, and |…"), ", but", ", yet", ", and still". */
function dateBefore(text: string, at: number): string | undefined {
  const head = text.slice(0, at);
  if (!/, (?:and(?: still)?|but|yet) $/.test(head)) return undefined;
  const sentence = head.slice(Math.max(head.lastIndexOf('. '), head.lastIndexOf('; '), head.lastIndexOf('? '), head.lastIndexOf('! ')) + 1);
  return [...sentence.matchAll(ANCHOR)].pop()?.[0].toLowerCase();
}

/** "yesterday" on day 3 → day 2, its day part; "last night" → day 3, its night. */
function dated(said: string, today: number, offset = 0): { day: number; part: 'day' | 'night' } | null {
  const date = said.toLowerCase();
  if (date === 'earlier today' || date === 'today' || date === 'just now' || date === '') return { day: today, part: 'day' };
  if (date === 'yesterday') return { day: today - 1, part: 'day' };
  if (date === 'last night' || date === 'this morning') return { day: today, part: 'night' };
  const m = /^on (day|night) (\d+|zero)$/.exec(date);
  if (!m) return null;
  // A game's night N is the night before the morning of day N + offset (Mafia: 1).
  if (m[1] === 'night') return { day: (m[2] === 'zero' ? 0 : Number(m[2])) + offset, part: 'night' };
  return { day: Number(m[2]), part: 'day' };
}

/** A seat reference read back: "I"/"me" the speaker, "you" the seat the sentence holding `at` (or the one before) opens by calling ("Ada, …"), a name its seat. */
const seatOf = (ref: string | undefined, h: Heard, at = -1, text = ''): number | null => {
  if (ref === undefined) return null;
  if (/^(?:i|me)$/i.test(ref)) return h.speaker;
  if (/^you$/i.test(ref)) return at < 0 ? null : addressee(text, at, h);
  const digits = /^Seat (\d+)/i.exec(ref);
  if (digits) return Number(digits[1]);
  const i = (h.names ?? []).findIndex((n) => n.toLowerCase() === ref.toLowerCase());
  return i < 0 ? null : i + 1;
};

/** A seat's label or number, alone. */
const CALLED = /^Seat \d+(?: \([^)]*\))?$/;

/** Whether `rest` (after "Nell, ") goes on with another seat of a list: "Tomas and Hugo are…", "Tomas, Hugo and…". */
function listGoesOn(rest: string, h: Heard): boolean {
  const m = /^\s*(Seat \d+(?: \([^)]*\))?|[A-Z][a-z]+)(,| and )/.exec(rest);
  return m !== null && seatOf(m[1], h) !== null;
}

function addressee(text: string, at: number, h: Heard): number | null {
  // A sentence may call a second seat after a colon ("Bruno, to answer you: Vera, the case against you…"): the latest call counts.
  const starts = [0, ...[...text.slice(0, at).matchAll(/[.!?:]\s+/g)].map((m) => m.index! + m[0].length)];
  for (const from of starts.slice(-3).reverse()) {
    const m = /^(Seat \d+ \([^)]*\)|[^,.!?:;]+?),/.exec(text.slice(from));
    // Only a seat called by itself ("Nell, …", "Seat 4 (Ada), …"), not a clause that opens with one ("Vera pointed at Elsie, and…").
    if (!m || !CALLED.test(m[1]!) && !(h.names ?? []).some((n) => n.toLowerCase() === m[1]!.toLowerCase())) continue;
    // A list of seats opening the sentence ("Nell, Tomas and Hugo are with Mira on the case against you") calls nobody.
    if (listGoesOn(text.slice(from + m[0].length), h)) continue;
    const seat = seatOf(m[1], h);
    if (seat !== null && seat !== h.speaker) return seat;
  }
  // A speech that opens by answering a seat ("Ada, since you ask: …", "You asked, Ada, so here it is: …") speaks to it after.
  const lead = ANSWER_LEADS.exec(text);
  const asker = lead?.slice(1).find((x) => x !== undefined)?.split(/,\s*|\s+and\s+/)[0];
  const seat = seatOf(asker, h);
  return seat !== null && seat !== h.speaker ? seat : null;
}

// At a sentence's start: a role claimed in the speech comes before the answer ("I'm the hunter. Oskar, since you ask: …").
// A lead-in that says a whole thing ends its sentence ("Nell, fair question. I'm correcting my entry…"): a full stop ends it too.
const leadsOf = (lines: readonly string[]) => new RegExp(`(?:^|(?<=[.!?]\\s))(?:${lines.map((l) => escapeRe(l).replace(escapeRe('{asker}'), '([^:.!?]+?)')).join('|')})[:,.]`, 'i');
/** The lead-ins of an answer a day late, the askers named captured. */
const LATE_LEADS = leadsOf(ANSWER_LEAD_LATE);
/** The grammar's lead-ins to an answer (a day late too), the askers named captured. */
export const ANSWER_LEADS = leadsOf([...ANSWER_LEAD, ...ANSWER_LEAD_LATE]);

/** A case said as kept from a day before ("I made this case yesterday, and it still stands"): its seat and its date captured. */
const KEPT_CASES = new RegExp(
  `(?:${CASE_KEPT.map((l, i) => escapeRe(l).replace(escapeRe('{target}'), `(?<t${i}>[^,.!?]+?)`).replace(escapeRe('{when}'), `(?<w${i}>yesterday|on day \\d+)`)).join('|')})`,
  'gi',
);

const NIGHT_DEATHS = new Set(['night', 'wolves', 'poison', 'mafia']);

/** The problems with one speech's citations, given the events before it. */
export function checkSpeech(text: string, h: Heard, before: readonly GameEvent[]): string[] {
  return inspect(text, h, before).problems.map((p) => p.problem);
}

/** A change of vote a speech cites: who said they would vote whom, and whom they voted, on which day. */
export interface CitedSwitch {
  voter: number;
  said: number;
  voted: number | null;
  day: number;
}

/**
 * What a speech cites from the log before it: the speeches whose words it quotes (a claim, a check, an
 * accusation, a defence, a nomination, an announced vote) and the changes of vote it states.
 */
export function cited(text: string, h: Heard, before: readonly GameEvent[]): { sources: GameEvent[]; switches: CitedSwitch[] } {
  const { sources, switches } = inspect(text, h, before);
  return { sources, switches };
}

/**
 * A citation a speech makes that the log before it holds: its kind, its words, and the seat it is a fact
 * of (the voter, the claimant, the accuser, the dead…; the speaker for a report of its own result).
 */
export interface Fact {
  kind: Kind;
  said: string;
  seat: number | null;
  /** the seat the fact is about (the one voted, checked, accused), when it has one */
  about: number | null;
  /** where in the text the citation starts */
  at: number;
}

/**
 * The ballots a text cites, read from its words alone (not looked up): who voted whom, in every wording
 * of a vote or a switch ("said they would vote X and then voted Y": a ballot on Y). `speaker` is "I".
 */
export function ballotsCited(text: string, speaker: number, names: readonly string[] = []): { voter: number; target: number; said: string; at: number }[] {
  const h = { speaker, day: 0, n: 0, names } as Heard;
  const out: { voter: number; target: number; said: string; at: number }[] = [];
  for (const form of formsFor(names)) {
    if (form.kind !== 'vote' && form.kind !== 'switch') continue;
    for (const m of text.matchAll(form.re)) {
      const voter = seatOf(m[form.g.s!], h);
      const target = seatOf(m[form.kind === 'switch' ? form.g.o2! : form.g.o!], h);
      if (voter !== null && target !== null) out.push({ voter, target, said: m[0], at: m.index! });
    }
  }
  return out;
}

/** The citations a speech makes that the log before it holds (its own results reported count: they are the speaker's facts). */
export function factsOf(text: string, h: Heard, before: readonly GameEvent[]): Fact[] {
  return inspect(text, h, before).facts;
}

interface Inspected {
  problems: { kind: string; problem: string }[];
  sources: GameEvent[];
  switches: CitedSwitch[];
  facts: Fact[];
}

function inspect(text: string, heard: Heard, before: readonly GameEvent[]): Inspected {
  // Names read from the log's start when the caller gave none.
  const h = heard.names ? heard : { ...heard, names: seatNames(before) };
  const problems: { kind: string; problem: string }[] = [];
  const sources: GameEvent[] = [];
  const switches: CitedSwitch[] = [];
  const facts: Fact[] = [];
  const covered: [number, number][] = [];
  const claims = (e: GameEvent) => (e.claims as Claim[] | undefined) ?? [];
  const speeches = before.filter((e) => e.type === 'speech' && e.vis === 'public');
  for (const form of formsFor(h.names ?? [])) {
    for (const m of text.matchAll(form.re)) {
      covered.push([m.index!, m.index! + m[0].length]);
      if (form.kind === 'private') {
        facts.push({ kind: 'private', said: m[0], seat: h.speaker, about: null, at: m.index! });
        continue;
      }
      // Two claims said together with no date ("Vera and Tomas cannot both be the seer") may be of any day so far.
      const anyDay = (form.kind === 'roles' || form.g.any === true) && form.g.d === undefined;
      const given = form.g.d === undefined ? undefined : (m[form.g.d] ?? (form.kind === 'peaceful' ? m[form.g.o2!] : undefined));
      // Undated after a dated fact in its sentence ("I voted Jonah yesterday, and Jonah turned out to be mafia"), of either day.
      const inherited = given === undefined && form.g.d !== undefined ? dateBefore(text, m.index!) : undefined;
      const at0 = anyDay ? { day: h.day, part: 'day' } : form.g.d === undefined ? null : dated(given ?? '', h.day, h.words.nightOffset);
      for (const at of inherited === undefined || !at0 ? [at0] : [at0, dated(inherited, h.day, h.words.nightOffset)]) {
        if (!at) {
          problems.push({ kind: form.kind, problem: `no date in "${m[0]}"` });
          continue;
        }
        if (at.day < 0 || at.day > h.day) {
          problems.push({ kind: form.kind, problem: `"${m[0]}" dates a day that is not past` });
          continue;
        }
        const seatAt = (r: string | undefined) => seatOf(r, h, m.index!, text);
        const s = seatAt(m[form.g.s ?? -1]);
        const o = seatAt(m[form.g.o ?? -1]);
        const said = (pred: (e: GameEvent, c: Claim[]) => boolean) => {
          const found = speeches.filter((e) => e.seat === s && (form.g.any ? e.day <= at.day : e.day === at.day) && pred(e, claims(e)));
          sources.push(...found);
          return found.length > 0;
        };
        let found = false;
        switch (form.kind) {
          case 'bloc': {
            // Every seat of the list cast that ballot.
            const ballot = m[form.g.w!]?.trim();
            const refs = m[1]!.split(/,? and |, /);
            const cast = (v: number | null) =>
              before.some(
                (e) =>
                  e.type === 'vote' && v !== null && e.seat === v && e.target === o && e.day === at.day &&
                  (ballot === 'for sheriff' ? e.ballot === 'sheriff' : ballot === 'in the run-off' ? e.ballot === 'pk' : e.ballot !== 'sheriff' && e.ballot !== 'pk'),
              );
            found = refs.map(seatAt).every(cast);
            // A persona's "Forgive me," before a list ("Forgive me, Hugo and Wren both voted Luca") is no voter of it.
            if (!found && refs.length > 2 && /^me$/i.test(refs[0]!)) found = refs.slice(1).map(seatAt).every(cast);
            break;
          }
          case 'vote': {
            const ballot = m[form.g.w!]?.trim();
            found = before.some(
              (e) =>
                e.type === 'vote' && e.seat === s && e.target === o && e.day === at.day &&
                (ballot === 'for sheriff' ? e.ballot === 'sheriff' : ballot === 'in the run-off' ? e.ballot === 'pk' : e.ballot !== 'sheriff' && e.ballot !== 'pk'),
            );
            break;
          }
          case 'no_vote':
            found = before.some((e) => e.type === 'vote' && e.seat === s && e.target === null && e.day === at.day);
            break;
          case 'switch': {
            const voted = seatAt(m[form.g.o2!]);
            found =
              before.some((e) => e.type === 'vote' && e.seat === s && e.target === voted && e.day === at.day) &&
              said((e, c) => e.nomination === o || c.some((x) => x.kind === 'vote' && x.target === o));
            if (found) switches.push({ voter: s!, said: o!, voted, day: at.day });
            break;
          }
          case 'role':
            found = said((_, c) => c.some((x) => x.kind === 'role' && h.words.role(x.role) === m[form.g.role!]));
            break;
          case 'late': {
            // The claim, the rival's claim of the same role before it, and a speech of the claimant's between the two.
            const claimOf = (e: GameEvent) => claims(e).some((x) => x.kind === 'role' && h.words.role(x.role) === m[form.g.role!]);
            const own = speeches.find((e) => e.seat === s && e.day === at.day && claimOf(e));
            const rival = own && speeches.find((e) => e.seat === o && e.n < own.n && claimOf(e));
            // A turn between is a speech of its own, or a last call after the rival's claim that was open to it and that it let pass
            // (open to every seat another spoke after in that day's discussion; a pass leaves nothing in the log).
            const passed = (p: GameEvent) => {
              const talk = speeches.filter((e) => e.day === p.day && e.n < p.n && e.context === 'discussion');
              const first = talk.findIndex((e) => e.seat === s);
              return first >= 0 && first < talk.length - 1;
            };
            found =
              rival !== undefined &&
              (speeches.some((e) => e.seat === s && e.n > rival.n && e.n < own!.n && !claimOf(e)) ||
                before.some((p) => p.type === 'phase_started' && p.step === 'last_call' && p.n > rival.n && p.n < own!.n && passed(p)));
            if (found) sources.push(own!, rival!);
            break;
          }
          case 'roles': {
            const claimed = (seat: number | null, since = false) => {
              const by = speeches.filter((e) => e.seat === seat && (anyDay ? e.day <= at.day : since ? e.day >= at.day : e.day === at.day) && claims(e).some((x) => x.kind === 'role' && h.words.role(x.role) === m[form.g.role!]));
              sources.push(...by);
              return by.length > 0;
            };
            found = claimed(s) && claimed(o, form.g.then === true);
            break;
          }
          case 'check': {
            // Said without its result (a check followed by name): any check of the seat by the claimant.
            const w = form.g.w !== undefined ? m[form.g.w] : undefined;
            const result = w === undefined ? undefined : h.words.result(w === h.words.result(true).said).claim;
            found = said((_, c) => c.some((x) => x.kind === 'check' && x.target === o && (result === undefined || result === x.result)));
            break;
          }
          case 'action':
            found = said((_, c) => c.some((x) => x.kind === 'acted' && x.action === m[form.g.w!] && x.target === o));
            break;
          case 'suspect':
            // Pointing at someone: a suspicion, an announced vote or a nomination of them.
            found = said((e, c) => e.nomination === o || c.some((x) => (x.kind === 'suspect' || x.kind === 'vote') && x.target === o));
            break;
          case 'trust':
            found = said((_, c) => c.some((x) => x.kind === 'trust' && x.target === o));
            break;
          case 'revealed':
            found = before.some((e) => e.type === 'role_revealed' && e.vis === 'public' && e.seat === s && e.day === at.day && h.words.role(String(e.role)) === m[form.g.role!]);
            break;
          case 'badge':
            found = before.some((e) => e.type === 'badge_passed' && e.from === s && e.to === o && e.day === at.day);
            break;
          case 'nomination': {
            const t = o ?? seatAt(m[form.g.o2!]);
            found = said((e) => e.nomination === t);
            break;
          }
          case 'confession':
            found = said((_, c) => c.some((x) => x.kind === 'role' && x.role === h.words.evilRole));
            break;
          case 'asked':
            found = said((_, c) => c.some((x) => x.kind === 'ask' && x.target === o && x.about === 'read'));
            break;
          case 'unnamed': {
            // `o` asked `s` for its read that day, and a speech of `s` after it named nobody.
            const asked = speeches.find((e) => e.seat === o && e.day === at.day && claims(e).some((x) => x.kind === 'ask' && x.target === s && x.about === 'read'));
            found = asked !== undefined && said((e, c) => e.n > asked.n && e.nomination === undefined && !c.some((x) => x.kind === 'suspect' || x.kind === 'vote'));
            break;
          }
          case 'death': {
            const how = m[form.g.w ?? -1] ?? m[form.g.o2 ?? -1];
            const cause = (r: unknown) =>
              how === undefined || how === 'died' ? true : how === 'killed' ? NIGHT_DEATHS.has(String(r)) : how === 'shot' ? r === 'shot' : r === 'banished' || r === 'eliminated';
            const part = (r: unknown) => (NIGHT_DEATHS.has(String(r)) ? 'night' : 'day');
            found = before.some((e) => e.type === 'died' && (e.seats as number[]).includes(s!) && e.day === at.day && part(e.reason) === at.part && cause(e.reason));
            const role = form.g.role === undefined ? undefined : m[form.g.role];
            if (found && role !== undefined) found = before.some((e) => e.type === 'role_revealed' && e.vis === 'public' && e.seat === s && h.words.role(String(e.role)) === role);
            break;
          }
          case 'retold':
            found = said(() => true);
            break;
          case 'peaceful':
            found = before.some((e) => e.day === at.day && ((e.type === 'dawn' && (e.dead as number[]).length === 0) || (e.type === 'morning' && e.dead === null)));
            break;
        }
        if (found) {
          facts.push({ kind: form.kind, said: m[0], seat: s, about: o ?? seatAt(m[form.g.o2 ?? -1]), at: m.index! });
          break;
        }
        if (at === at0 && inherited !== undefined) continue;
        problems.push({ kind: form.kind, problem: `cites what is not in the log before it: "${m[0]}"` });
      }
    }
  }
  // A count of yesterday's ballots: each ballot it names or counts looked up. Its ballots are the record read out, not
  // facts held for or against a seat (a speaker's own ballot and the crowd's are in it): no fact of the speech's.
  for (const a of readAudits(text, h.speaker, h.day, (ref) => seatOf(ref, h), before)) {
    covered.push([a.from, a.to]);
    problems.push(...a.problems.map((problem) => ({ kind: 'vote', problem })));
  }
  // A day-late answer's lead-in ("Ada, to your question from yesterday: …") is dated by the question it answers.
  const late = LATE_LEADS.exec(text);
  if (late) {
    const asker = seatOf(late.slice(1).find((x) => x !== undefined)?.split(/,\s*|\s+and\s+/)[0], h);
    const asked = speeches.some((e) => e.seat === asker && e.day === h.day - 1 && claims(e).some((c) => c.kind === 'ask' && (c as { target: number }).target === h.speaker));
    if (asked) covered.push([late.index, late.index + late[0].length]);
    else problems.push({ kind: 'answer', problem: `answers a question from yesterday nobody asked: "${late[0]}"` });
  }
  // A case kept from a day before is dated by the speaker's own speech of that day, which named the seat.
  for (const k of text.matchAll(KEPT_CASES)) {
    const groups = Object.entries(k.groups ?? {}).filter(([, v]) => v !== undefined);
    const w = groups.find(([g]) => g.startsWith('w'))?.[1];
    // A seat said as a pronoun ("He is where I was yesterday", named the sentence before) is read as the speech of that day alone.
    const said = groups.find(([g]) => g.startsWith('t'))?.[1]?.trim();
    const t = said === undefined || /^(?:he|she|they|you|him|her|them)$/i.test(said) ? undefined : said;
    const day = w === undefined ? undefined : /yesterday/i.test(w) ? h.day - 1 : Number(/\d+/.exec(w)![0]);
    const seat = t === undefined ? undefined : (seatOf(t, h) ?? undefined);
    const name = seat === undefined ? undefined : (h.names?.[seat - 1] ?? `Seat ${seat}`);
    const made = day !== undefined && (t === undefined || name !== undefined) && speeches.some((e) => e.seat === h.speaker && e.day === day && (name === undefined || String(e.text).includes(name)));
    // Its date is read here, said rightly or not (a wrong one is this problem, not an unread date besides).
    covered.push([k.index, k.index + k[0].length]);
    if (!made) problems.push({ kind: 'case', problem: `says a case was made on a day the speaker did not make it: "${k[0]}"` });
  }
  for (const a of text.matchAll(ANCHOR)) {
    if (!covered.some(([from, to]) => a.index! >= from && a.index! < to)) problems.push({ kind: 'unread', problem: `"${a[0]}" is not part of a citation the checker knows` });
  }
  return { problems, sources, switches, facts };
}

/** Every public speech of every game that `which` keeps, as its speaker was heard, with the log before it. */
export function* heardSpeeches(games: readonly TalkGame[], which: (e: GameEvent) => boolean = () => true): Generator<{ e: GameEvent; h: Heard; before: readonly GameEvent[] }> {
  for (const g of games) {
    const words = gameWordsOf(g.events);
    const names = seatNames(g.events);
    for (const e of g.events) {
      if (e.type !== 'speech' || e.vis !== 'public' || !which(e)) continue;
      yield { e, h: { speaker: e.seat as number, day: e.day, n: e.n, words, names }, before: g.events.slice(0, e.n) };
    }
  }
}

/** Every public speech of every game, checked against the log before it. */
export function citationProblems(games: readonly TalkGame[]): CitationProblem[] {
  const out: CitationProblem[] = [];
  for (const { e, h, before } of heardSpeeches(games)) {
    for (const { kind, problem } of inspect(String(e.text), h, before).problems) out.push({ n: e.n, seat: h.speaker, kind, problem, text: String(e.text) });
  }
  return out;
}
