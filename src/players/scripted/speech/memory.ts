// What a seat has said and heard this game, sentence by sentence (seat names aside), read from its own
// view: its speeches and team messages, and everyone else's it could hear. Built incrementally, since
// a view only grows; rebuilt when handed a different game or seat.
import type { GameEvent } from '../../../engine/events.js';
import { escapeRe } from '../../../engine/parse.js';
import { loadPersonasCached } from '../../../personas/load.js';
import { MARKED_TAILS } from './lines.js';
import { namePattern, type NamedSeat } from './names.js';
import { sentenceKey, splitSentences } from './sentences.js';

/** The sentences of a speech kept lower-cased (splitSentences wants a capital after the stop). */
const lowerSentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

/** Event types whose `message` is night talk among teammates. */
const TEAM_CHAT = new Set(['wolf_proposal', 'mafia_chat']);

export class SpeechMemory {
  /** sentences this seat has said */
  readonly own = new Set<string>();
  /** sentences anyone else said where this seat could hear them */
  readonly heard = new Set<string>();
  /**
   * every public sentence of the table (this seat's too) with a persona's lead-in set aside: "Frankly, I
   * am the seer" is the sentence the table heard as "I am the seer" from another seat (talk-text.ts reads it so).
   */
  readonly table = new Set<string>();
  /** Every run of seven words naming no seat that the table heard this game (a line's fixed words: see `runsOf`). */
  private readonly runs = new Set<string>();
  /** the first words of every sentence said aloud on the latest day heard (by anyone), seat names aside */
  private readonly heads = new Set<string>();
  private headsDay = -1;
  /** the words of other seats' speeches on the latest day heard, lower-cased */
  private readonly today: string[] = [];
  /** every other seat's speech heard this game, lower-cased, with its seat and day (who said a point first) */
  private readonly spoken: { seat: number; day: number; n: number; text: string }[] = [];
  /** Partners' team-chat messages (lower-cased), with their night, their seat and the seat they proposed. */
  private readonly chat: { day: number; text: string; seat: number; target: unknown }[] = [];
  /** Each seat's name, lower-cased (a chat message names the seat it proposes so). */
  private readonly seatNames = new Map<number, string>();
  /** The seats a person plays (persona "human" at the game's start). */
  private readonly people = new Set<number>();
  /** this seat's own public speeches this game, lower-cased (a point it made before is referred to, not said again) */
  private readonly mine: { seat: number; day: number; n: number; text: string }[] = [];
  /** The marked tails (lines.ts) said aloud this game, by any seat. */
  private readonly tails = new Set<string>();
  private processed = 0;
  private first: GameEvent | undefined;
  private seat = 0;
  /** The table's names as said bare, set aside when sentences are compared (null before the game's start is read). */
  names: RegExp | null = null;

  /** Reads the events it has not read yet; `events` is a seat's view, or any prefix of a log. */
  absorb(events: readonly GameEvent[], seat: number): this {
    if (seat !== this.seat || events[0] !== this.first || events.length < this.processed) this.reset(events[0], seat);
    for (let i = this.processed; i < events.length; i++) this.read(events[i]!);
    this.processed = events.length;
    return this;
  }

  /** A sentence's key at this table: its seats' labels and names set aside. */
  key(sentence: string): string {
    return sentenceKey(sentence, this.names);
  }

  /** A sentence's key with a persona's lead-in set aside (the table's ear: `table`). */
  bareKey(sentence: string): string {
    return sentenceKey(withoutLead(sentence), this.names);
  }

  /** Whether the table heard `sentence`: as it is, its persona's lead-in aside, or what follows a short head and a colon. */
  tableHeard(sentence: string): boolean {
    for (const k of tableKeys(sentence, this.names)) if (this.table.has(k)) return true;
    return false;
  }

  /** Whether the table heard seven words of `sentence` in a row that name no seat, in any sentence (a line's fixed words, whatever seats fill it). */
  runHeard(sentence: string): boolean {
    if (this.runs.size) for (const r of fixedRuns(sentenceKey(sentence, this.names))) if (this.runs.has(r)) return true;
    return false;
  }

  /** Whether `sentence` (or one equal to it, seat names aside) was said by this seat, or by anyone. */
  saidByMe(sentence: string): boolean {
    return this.own.has(this.key(sentence));
  }
  heardAnywhere(sentence: string): boolean {
    const key = this.key(sentence);
    return this.own.has(key) || this.heard.has(key);
  }

  /** The speech heard right before this seat's turn, in the same step, when another seat said it: its facts were said "just now". */
  justNow(): { seat: number; n: number } | undefined {
    return this.latest && this.latest.seat !== this.seat ? this.latest : undefined;
  }

  private latest: { seat: number; n: number } | undefined;

  /** Whether this seat has opened a sentence with `opener` (a persona's lead-in) this game: a catchphrase is said once. */
  openedWith(opener: string): boolean {
    const head = opener.replace(/[,:;.!]+$/, '').toLowerCase();
    for (const k of this.own) if (k.startsWith(head)) return true;
    return false;
  }

  /**
   * Whether the speech numbered `n` (another seat's) gave a reason in words against this seat: a fact cited or a because,
   * beyond a bare name, in a sentence about this seat (its name, or "you" in a speech that names it) or in the reason
   * frame after one ("Here is why: …"). An answer does not say "ask Greta what it rests on besides my name" to a seat that
   * just said; nor "I heard the reasons" to one whose only reasons were about other seats ("Wren was killed last night…
   * Something about Priya bothers me, though I can't prove it yet": a blind reader's tell, werewolf-9 relay, seed 1240001).
   */
  reasoned(n: number): boolean {
    const said = this.spoken.find((x) => x.n === n);
    if (said === undefined) return false;
    const me = this.seatNames.get(this.seat);
    if (me === undefined) return REASONED.test(said.text);
    const named = new RegExp(`\\b${escapeRe(me)}\\b`);
    if (!named.test(said.text)) return false;
    const sentences = lowerSentences(said.text);
    return sentences.some((s, i) => {
      const about = named.test(s) || /\byou\b/.test(s);
      const frame = i > 0 && named.test(sentences[i - 1]!) && REASON_FRAME.test(s);
      return (about || frame) && (saysWhy(s) || REASONED_MORE.test(s));
    });
  }

  /** Whether a sentence of this seat's own speeches today named `name` and gave a reason in words (see `reasoned`). */
  reasonedByMeToday(name: string): boolean {
    const named = new RegExp(`\\b${escapeRe(name.toLowerCase())}\\b`);
    return this.mine.some((x) => x.day === this.headsDay && lowerSentences(x.text).some((s) => named.test(s) && saysWhy(s)));
  }

  /** Whether a speech of `seat` today said it holds its vote ("my vote waits", "I'll abstain", "no vote from me"). */
  heldToday(seat: number): boolean {
    return this.spokeTodayWith(seat, HELD);
  }

  /** Whether any speech of `seat` today gave a reason in words (see `reasoned`). */
  reasonedToday(seat: number): boolean {
    return this.spokeTodayWith(seat, REASONED);
  }

  /** Whether a public speech of `seat` today held `words` (any speech, without). */
  private spokeTodayWith(seat: number, words?: RegExp): boolean {
    return this.spoken.some((x) => x.seat === seat && x.day === this.headsDay && (words === undefined || words.test(x.text)));
  }

  /**
   * Whether the speech numbered `n` (another seat's) held one of `phrases` (lower-cased wordings of a fact), or a
   * sentence holding every word of one of `together` ("Elsie and Bruno both voted Oskar" holds elsie, voted, oskar).
   */
  cites(n: number, phrases: readonly string[], together: readonly (readonly string[])[] = []): boolean {
    const said = this.spoken.find((x) => x.n === n);
    if (!said) return false;
    if (phrases.some((p) => p.length > 0 && said.text.includes(p.toLowerCase()))) return true;
    return holdsTogether(said.text, wordPatterns(together));
  }

  /**
   * Whether the speech numbered `n` told a deed in one of `deeds`' wordings, each [doer, deed, done to, ...more]: in one clause,
   * the doer, then the deed within a few words, then the seat it was done to right after it, and the rest anywhere in the
   * sentence. Not the words scattered over a sentence: a model seat's "Mira voted Katya for sheriff, now says Oskar's the seer,
   * …; Vera does the same" held every word of Vera's ballot for Oskar, which Vera then answered unasked (relay, seed 1290201).
   */
  citesDeed(n: number, deeds: readonly (readonly string[])[]): boolean {
    const said = this.spoken.find((x) => x.n === n);
    return said !== undefined && tellsDeed(said.text, deedPatterns(deeds));
  }

  /** How many other seats' speeches today hold a sentence with every word of one of `together` (case aside, whole words). */
  citedToday(together: readonly (readonly string[])[]): number {
    return this.holdingToday(together).filter((x) => x.seat !== this.seat).length;
  }

  /** Other seats' speeches today with a sentence holding every word of one of `together`. */
  private holdingToday(together: readonly (readonly string[])[]): { seat: number }[] {
    if (!together.length) return [];
    const patterns = wordPatterns(together);
    return this.spoken.filter((x) => x.day === this.headsDay && holdsTogether(x.text, patterns));
  }

  /** How many speeches of other seats came after `seat` first said `word` (lower case) aloud; undefined if it never did. */
  heardSince(seat: number, word: string): number | undefined {
    const first = this.spoken.find((x) => x.seat === seat && x.text.includes(word));
    if (!first) return undefined;
    let n = 0;
    for (const x of this.spoken) if (x.n > first.n && x.seat !== seat) n++;
    for (const x of this.mine) if (x.n > first.n) n++;
    return n;
  }

  /** Whether `seat` has spoken aloud at all this game. */
  spokeInGame(seat: number): boolean {
    return this.spoken.some((x) => x.seat === seat);
  }

  /** Whether every seat of `seats` but `me` has spoken today: nobody is left to hear before the vote. */
  heardAllToday(seats: Iterable<number>, me: number): boolean {
    for (const s of seats) if (s !== me && !this.spokeToday(s)) return false;
    return true;
  }

  /** Whether `seat` has spoken today (any public speech heard from it on the latest day). */
  spokeToday(seat: number): boolean {
    return this.spokeTodayWith(seat);
  }

  /**
   * The latest day before `today` one of this seat's own speeches, made after event `after`, told a deed in one of `deeds`'
   * wordings (see `tellsDeed`); undefined if none.
   */
  citedByMeBefore(deeds: readonly (readonly string[])[], today: number, after: number): number | undefined {
    const patterns = deedPatterns(deeds);
    let day: number | undefined;
    for (const x of this.mine) if (x.day < today && x.n > after && tellsDeed(x.text, patterns)) day = x.day;
    return day;
  }

  /** Whether a speech of `seat` today held a sentence with every word of one of `together` (see `citedToday`). */
  citedTodayBy(seat: number, together: readonly (readonly string[])[]): boolean {
    return this.holdingToday(together).some((x) => x.seat === seat);
  }

  /** The longest of `phrases` that speech `n` holds, word for word (case aside); 0 if none. */
  longestCited(n: number, phrases: readonly string[]): number {
    const said = this.spoken.find((x) => x.n === n);
    let best = 0;
    if (said) for (const p of phrases) if (p.length > best && said.text.includes(p.toLowerCase())) best = p.length;
    return best;
  }

  /** The seat that made the public speech numbered `n`, if heard. */
  speakerOf(n: number): number | undefined {
    return this.spoken.find((x) => x.n === n)?.seat;
  }

  /** The event numbers of `seat`'s public speeches today, newest first. */
  speechesToday(seat: number): number[] {
    return this.spoken.filter((x) => x.seat === seat && x.day === this.headsDay).map((x) => x.n).reverse();
  }

  /** This seat's latest public speech, lower-cased, if it has spoken. */
  lastOwn(): string | undefined {
    return this.mine.at(-1)?.text;
  }

  /** How many speeches today, this seat's own among them, matched `re` (lower-cased text). */
  matchedToday(re: RegExp): number {
    let n = 0;
    for (const t of this.today) if (re.test(t)) n++;
    for (const x of this.mine) if (x.day === this.headsDay && re.test(x.text)) n++;
    return n;
  }

  /** Whether a sentence of this seat's own speeches today matches `re` (read lower-cased). */
  saidToday(re: RegExp): boolean {
    return this.mine.some((x) => x.day === this.headsDay && lowerSentences(x.text).some((s) => re.test(s)));
  }

  /** Whether a partner's team-chat message on night `day` held `phrase` (word for word, case aside). */
  chatHeard(day: number, phrase: string): boolean {
    const p = phrase.toLowerCase();
    return this.chat.some((x) => x.day === day && x.text.includes(p));
  }

  /**
   * Whether a person partner gave its own reason on night `day` for proposing `target` (a message of a few words): a bot
   * joining that pick takes the reason up rather than giving a stock one of its own beside it ("Let's take Elsie, she sits last
   * and will see everything", answered "Fine, Elsie it is. It suits us: the village will shrug that one off": 80x24, seed 1206304).
   */
  personReason(day: number, seat: number, target: number): boolean {
    return this.people.has(seat) && this.chat.some((x) => x.day === day && x.seat === seat && x.target === target && givesReason(x.text, target, this.seatNames.get(target)));
  }

  /** How many other seats' team-chat words today joined `target` after the person `seat` gave its reason for it. */
  joinedPersonReason(day: number, seat: number, target: number): number {
    const at = this.chat.findIndex((x) => x.day === day && x.seat === seat && x.target === target);
    return at < 0 ? 0 : this.chat.slice(at + 1).filter((x) => x.day === day && x.seat !== seat && x.target === target).length;
  }

  /** Whether any seat but this one has spoken in public yet this game (a first night has heard no talk). */
  get talkHeard(): boolean {
    return this.spoken.length > 0;
  }

  /** Whether any seat, this one too, said `phrase` (lower-case) aloud this game. */
  saidInGame(phrase: string): boolean {
    for (const x of this.spoken) if (x.text.includes(phrase)) return true;
    for (const x of this.mine) if (x.text.includes(phrase)) return true;
    return false;
  }

  /** How many other seats' speeches today held `phrase` (a cited fact, word for word). */
  heardToday(phrase: string): number {
    const p = phrase.toLowerCase();
    let n = 0;
    for (const t of this.today) if (t.includes(p)) n++;
    return n;
  }

  /**
   * The first other seat that said, in one speech this game, one wording of each part (lower-cased
   * phrases): "Ada claimed to be the seer" and "Iris called Ada a werewolf" said by Vera.
   */
  firstToSay(parts: readonly (readonly string[])[], mine = false, today = false, after = -1): { seat: number; day: number; n: number } | undefined {
    const lower = parts.map((ways) => ways.map((w) => w.toLowerCase()).filter((w) => w.length > 0));
    if (lower.some((ways) => ways.length === 0)) return undefined;
    // With `today`, the first of today's speeches to say it (an earlier day's saying is another matter).
    // With `after`, a speech said after the facts it would have said (a wording that names no seat, "two seer claims on the
    // table", said of other claims, is no telling of these).
    const holds = (x: { text: string; day: number; n: number }) => x.n > after && (!today || x.day === this.headsDay) && lower.every((ways) => ways.some((w) => x.text.includes(w)));
    const hit = this.spoken.find(holds);
    // With `mine`, this seat's own speeches count too: the first of all who said it.
    const own = mine ? this.mine.find(holds) : undefined;
    const first = own && (!hit || own.n < hit.n) ? own : hit;
    return first ? { seat: first.seat, day: first.day, n: first.n } : undefined;
  }

  /** Whether `sentence` holds a marked tail ("…, thin as the reason is") said aloud this game. */
  tailHeard(sentence: string): boolean {
    if (this.tails.size === 0) return false;
    const t = sentence.toLowerCase();
    for (const m of this.tails) if (t.includes(m)) return true;
    return false;
  }

  /** Whether a sentence opening with `words` (its first five at most, seat names aside) was said aloud today. */
  openedToday(words: string): boolean {
    const start = headOf(this.key(words));
    for (const h of this.heads) if (h.startsWith(start) || start.startsWith(h)) return true;
    return false;
  }

  private read(e: GameEvent): void {
    // A new phase or step: the speech before it was not "just now".
    if (e.type === 'phase_started') this.latest = undefined;
    if (e.type === 'game_started' && Array.isArray(e.seats)) {
      this.names = namePattern(e.seats as NamedSeat[]);
      for (const s of e.seats as { seat: number; name?: string }[]) if (typeof s.name === 'string') this.seatNames.set(s.seat, s.name.toLowerCase());
      for (const s of e.seats as { seat: number; persona?: string }[]) if (s.persona === 'human') this.people.add(s.seat);
    }
    if (e.type !== 'speech' && !TEAM_CHAT.has(e.type)) return;
    const keys = keysOf(e, this.names);
    if (keys.length === 0) return;
    const into = e.seat === this.seat ? this.own : this.heard;
    for (const k of keys) into.add(k);
    if (TEAM_CHAT.has(e.type) && e.seat !== this.seat && typeof e.message === 'string' && typeof e.day === 'number') this.chat.push({ day: e.day, text: e.message.toLowerCase(), seat: e.seat as number, target: e.target });
    if (e.type !== 'speech' || typeof e.day !== 'number') return;
    for (const k of bareKeysOf(e, this.names)) this.table.add(k);
    if (e.vis === 'public') for (const r of runsOfEvent(e, this.names)) this.runs.add(r);
    if (e.day !== this.headsDay) {
      this.heads.clear();
      this.today.length = 0;
      this.headsDay = e.day;
    }
    for (const k of keys) this.heads.add(headOf(k));
    if (e.vis === 'public' && typeof e.text === 'string' && this.tails.size < MARKED_TAILS.length) {
      const text = e.text.toLowerCase();
      for (const m of MARKED_TAILS) if (text.includes(m)) this.tails.add(m);
    }
    if (e.seat === this.seat && e.vis === 'public' && typeof e.text === 'string') this.mine.push({ seat: this.seat, day: e.day, n: e.n, text: e.text.toLowerCase() });
    if (e.vis === 'public') this.latest = { seat: e.seat as number, n: e.n };
    if (e.seat !== this.seat && typeof e.text === 'string') {
      const text = e.text.toLowerCase();
      this.today.push(text);
      if (e.vis === 'public') this.spoken.push({ seat: e.seat as number, day: e.day, n: e.n, text });
    }
  }

  private reset(first: GameEvent | undefined, seat: number): void {
    this.latest = undefined;
    this.own.clear();
    this.heard.clear();
    this.mine.length = 0;
    this.table.clear();
    this.runs.clear();
    this.heads.clear();
    this.today.length = 0;
    this.spoken.length = 0;
    this.chat.length = 0;
    this.people.clear();
    this.tails.clear();
    this.headsDay = -1;
    this.processed = 0;
    this.first = first;
    this.seat = seat;
    this.names = null;
  }
}

// Every seat's view holds the same event objects, so each speech is split and keyed once, not once a seat.
const keyed = new WeakMap<GameEvent, readonly string[]>();

function keysOf(e: GameEvent, names: RegExp | null): readonly string[] {
  let keys = keyed.get(e);
  if (keys) return keys;
  const text = e.type === 'speech' ? e.text : TEAM_CHAT.has(e.type) ? e.message : undefined;
  keys = typeof text === 'string' && text !== '' ? splitSentences(text).map((s) => sentenceKey(s, names)) : [];
  keyed.set(e, keys);
  return keys;
}

const bareKeyed = new WeakMap<GameEvent, readonly string[]>();

function bareKeysOf(e: GameEvent, names: RegExp | null): readonly string[] {
  let keys = bareKeyed.get(e);
  if (keys) return keys;
  keys = typeof e.text === 'string' && e.text !== '' ? splitSentences(e.text).flatMap((s) => tableKeys(s, names)) : [];
  bareKeyed.set(e, keys);
  return keys;
}

/**
 * The keys the table hears a sentence by: the sentence without a persona's lead-in, and, after a short head ending in a colon
 * (an answer's "You asked, Elsie, so here it is: …"), what follows it. "Put me next to Vera on Hugo, as a feeling and not a
 * case" from one seat is the same sentence after "You asked, Elsie, so here it is:" from another (relay game, 3 Dec).
 */
export function tableKeys(sentence: string, names: RegExp | null): string[] {
  const bare = withoutLead(sentence);
  const key = sentenceKey(bare, names);
  const after = afterHead(bare);
  // A seat said as "her", "him" or "them" where another seat said its name: Bruno's "…, and I would ask Ada what that adds" was
  // Vera's "…, and I would ask her what that adds" (werewolf-9 relay, seed 1280401: two model seats' example of a canned line).
  // Only in what the table heard: a seat's own repeats and the grammar's other keys keep the pronoun.
  const masked = key.includes('h') || key.includes('them') ? key.replace(OBJECT_PRONOUN, 'seat #') : key;
  const keys = masked === key ? [key] : [key, masked];
  if (after === undefined) return keys;
  // Only a sentence of eight words or more, a seat counted as one: a fact's short wording ("yesterday, Mira voted Vera") is said by many.
  const tail = sentenceKey(after, names);
  return tail.replace(/seat #/g, '#').split(' ').length >= 8 ? [...keys, tail] : keys;
}

/** A seat's pronoun as an object ("ask her", "voted him"): before a noun "her" is a possessive, and stays. */
const OBJECT_PRONOUN = /\b(?:him|them|her(?= (?:what|why|if|whether|to|and|for|about|out|off|on|in|a|the|today|yesterday|now|again|first|last|too|at|with|from|over|into|before|after)\b|[.,;:!?]|$))\b/g;

/** What follows a head of at most eight words ending in a colon, if the sentence has one. */
function afterHead(sentence: string): string | undefined {
  const at = sentence.indexOf(': ');
  if (at < 1 || at > 80 || sentence.slice(0, at).split(/\s+/).length > 8) return undefined;
  return sentence.slice(at + 2);
}

const runsKept = new WeakMap<GameEvent, readonly string[]>();

function runsOfEvent(e: GameEvent, names: RegExp | null): readonly string[] {
  let runs = runsKept.get(e);
  if (runs) return runs;
  runs = typeof e.text === 'string' && e.text !== '' ? splitSentences(e.text).flatMap((s) => fixedRuns(sentenceKey(s, names))) : [];
  runsKept.set(e, runs);
  return runs;
}

/** How many words in a row make a line's fixed words heard again. */
const RUN = 7;

/**
 * The runs of seven words of a sentence's key that name no seat ("our sheriff" counts as one): the fixed words of the
 * line it came from. "X accused me earlier today, and I heard the reasons; they do not make me a werewolf" from one seat and
 * "Mira pointed at me today, and I heard the reasons; …" from another are one line heard twice (relay game, 3 Dec).
 */
export function fixedRuns(key: string): string[] {
  const words = key.replace(/our sheriff/g, 'seat #').split(/[^a-z'#]+/).filter(Boolean);
  if (words.length < RUN) return [];
  const out: string[] = [];
  let clean = 0;
  for (let i = 0; i < words.length; i++) {
    clean = words[i] === '#' || words[i] === 'seat' ? 0 : clean + 1;
    if (clean >= RUN) out.push(words.slice(i - RUN + 1, i + 1).join(' '));
  }
  return out;
}

let leads: RegExp | undefined;

/** A sentence without the persona lead-in it opens with, if any (every built-in persona's openers). */
export function withoutLead(sentence: string): string {
  leads ??= new RegExp(
    String.raw`^(?:${[...new Set(loadPersonasCached().flatMap((p) => p.speech.openers))]
      .map((o) => escapeRe(o.replace(/[,:;.!]+$/, '')))
      .sort((a, b) => b.length - a.length)
      .join('|')})[,:;.!]?\s+`,
    'i',
  );
  return sentence.replace(leads, '');
}

/** A sentence key's head: its first five words (a day's table hears one head once, whatever tail follows). */
function headOf(sentence: string): string {
  const key = sentence.replace(/[,;:]/g, '');
  let at = -1;
  for (let i = 0; i < 5; i++) {
    at = key.indexOf(' ', at + 1);
    if (at < 0) return key;
  }
  return key.slice(0, at);
}

/** A memory of everything `seat` said and heard in `events`. */
export const memoryOf = (events: readonly GameEvent[], seat: number): SpeechMemory => new SpeechMemory().absorb(events, seat);

/** Words that hold a vote back: "I hold", "my vote waits", "I'll abstain", "no vote from me", "not voting yet". */
const HELD = /\b(?:hold(?:s|ing)?|held|abstain\w*|waits?|waiting|no vote|not vot\w*|skip\w*|sit (?:this|it) out|keep my vote|my vote stays)\b/;

/** Words that give a reason: a connective, or a fact of the record cited (a ballot, a claim, a check, a death). */
/** The speaker's own ballot said ("I'm putting my vote on Priya"), which is no reason given. */
const OWN_BALLOT = /\b(?:(?:my|i) (?:vote|ballot)s?\b|\bi(?:'m| am)? vot\w*)[^,.;:]*?(?=[,.;:]|\s(?:because|since|given|as)\b|$)/g;
/** An answer's lead-in, no reason: "Iris, since you ask: …". */
const ASKED = /\bsince you (?:ask|asked)\b/g;
/** Whether a sentence gives a reason in words, the speaker's own ballot and an answer's lead-in aside. */
const saysWhy = (s: string): boolean => REASONED.test(s.replace(OWN_BALLOT, '').replace(ASKED, ''));
/** A sentence giving the reason for the one before it. */
const REASON_FRAME = /^(?:[^,:]*, )?(?:the reason|here is why|here's why|because|that is because|why\?|consider this|look at|remember)/;
const REASONED = /\b(?:because|since|given that|voted|votes? (?:on|against)|claimed|checked|check|reported|called|said|defended|went after|pointed at|killed|died|dead|banished|badge)\b/;
/**
 * More words a reason against a seat is given in, read only where an answer asks whether the case on the speaker came with its
 * reasons: the bots' own lines ("Luca spoke up for Iris today, so…", "which is why…", "the only one to vote Nell", "the case
 * against Hugo") and a person's or a model's ("a borrowed case is a borrowed vote"). 66 of 603 accusations in werewolf-9 (40
 * games, seed 1290101) gave a reason in none of REASONED's words, and a seat so accused answered "what does it rest on
 * besides my name?" (a relay game's model seat had said why: werewolf-9, seed 1281001).
 */
const REASONED_MORE = /\b(?:seeing as|which is why|that is why|spoke up for|stood up for|backed|followed|only one to vote|claims? to be|result|case (?:against|is|was|rests)|(?:your|whole|borrowed) case)\b/;

/** Words that name a kill, not a reason for it ("let's take Mira tonight"). */
const KILL_WORDS = new Set(
  "let's lets let us we take kill go for tonight get eat bite hit target i i'll say vote pick on the a it is and then ok okay yes agreed fine with first now night this one him her them out".split(' '),
);

/**
 * Whether a chat message (lower-cased) gives a reason for proposing `target`: a sentence naming it says more than the kill
 * ("let's take elsie, she sits last and will see everything"), or gives a because. "Oskar tonight. Tomorrow I'll clear Hugo"
 * gives none, and three partners answered it "Seat 5's reasoning holds: Oskar tonight" (werewolf at 80x24, seed 1206904).
 */
function givesReason(text: string, target: number, name: string | undefined): boolean {
  // The seat as said: its number, or its name.
  const seat = new RegExp(`\\bseat ${target}\\b${name !== undefined ? `|\\b${escapeRe(name)}\\b` : ''}`, 'g');
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    const rest = sentence.replace(seat, ' ');
    if (rest === sentence) continue;
    if (/\b(?:because|since|'cause)\b|[:—–]/.test(sentence)) return true;
    if (rest.split(/[^a-z']+/).filter((w) => w && !KILL_WORDS.has(w)).length >= 2) return true;
  }
  return false;
}

/** Each set of words as whole-word patterns (case aside). */
const wordPatterns = (together: readonly (readonly string[])[]): RegExp[][] => together.map((words) => words.map((w) => new RegExp(`\\b${escapeRe(w.toLowerCase())}\\b`)));

/**
 * Each deed's wording, [doer, deed, done to, ...more], as patterns: the doer, then the deed, then the seat it was done to within
 * two words of it, in one clause; and the rest, anywhere in the sentence. A wording short of its three parts tells nothing.
 */
function deedPatterns(deeds: readonly (readonly string[])[]): { order: RegExp; rest: RegExp[] }[] {
  return deeds.flatMap(([who, deed, whom, ...more]) =>
    who === undefined || deed === undefined || whom === undefined
      ? []
      : [
          {
            order: new RegExp(`\\b${escapeRe(who.toLowerCase())}\\b[^;:]{0,60}?\\b${escapeRe(deed.toLowerCase())}\\s+(?:\\w+\\s+){0,2}?${escapeRe(whom.toLowerCase())}\\b`),
            rest: more.map((w) => new RegExp(`\\b${escapeRe(w.toLowerCase())}\\b`)),
          },
        ],
  );
}

/** Whether a sentence of `text` tells a deed in one of its wordings (deedPatterns). */
function tellsDeed(text: string, deeds: readonly { order: RegExp; rest: RegExp[] }[]): boolean {
  if (!deeds.length) return false;
  const sentences = lowerSentences(text);
  return deeds.some(({ order, rest }) => sentences.some((s) => order.test(s) && rest.every((re) => re.test(s))));
}

/** Whether a sentence of `text` holds every word of one of the sets. */
function holdsTogether(text: string, patterns: readonly (readonly RegExp[])[]): boolean {
  if (!patterns.length) return false;
  const sentences = lowerSentences(text);
  return patterns.some((words) => sentences.some((s) => words.every((re) => re.test(s))));
}
