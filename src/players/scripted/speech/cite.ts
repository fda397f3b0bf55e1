// A cited fact as a clause, with its date relative to now: "Seat 4 (Ada) voted Seat 2 (Bo) yesterday".
// Only what the evidence holds is said; the speaker's own seat reads "I" and "me". Each kind has a few
// wordings so the table does not hear one sentence again and again.
import type { Pronoun } from '../../../personas/schema.js';
import { and, pronounSlot } from './compose.js';
import { DATE_FIRST, partOf, when, type Now } from './dates.js';
import type { Evidence, Fate } from './plan.js';
import { bareRole, type GameWords } from './words.js';

export interface CiteCtx extends Now {
  me: number;
  label(seat: number): string;
  words: GameWords;
  /** The seat the sentence speaks to ("Ada, …"): cited as "you". */
  you?: number;
  /** How each seat is spoken of ("she", "he"); "they" when absent. */
  pronouns?: ReadonlyMap<number, Pronoun>;
  /** The speech heard right before this one (another seat's, in the same step): what it said was said "just now". */
  justNow?: number;
}

/**
 * How a seat named in the sentence is spoken of after its name: its pronoun, or "they" for the seat spoken to (its name
 * becomes "you", and speech/address.ts toYou makes its "they" "you" too).
 */
export function pronounOf(seat: number, c: Pick<CiteCtx, 'you' | 'pronouns'>): Pronoun {
  return seat === c.you ? 'they' : (c.pronouns?.get(seat) ?? 'they');
}

/** A seat as the subject of a clause that follows its name: "I", "you", "she", "he" or "they". */
function subjectOf(seat: number, c: CiteCtx): string {
  return seat === c.me ? 'I' : seat === c.you ? 'you' : pronounOf(seat, c);
}

/** The seat a clause's subject did something to itself: "I voted for myself". */
const REFLEXIVE: Record<string, string> = { I: 'myself', you: 'yourself', she: 'herself', he: 'himself', they: 'themselves' };

type Fact = Exclude<Evidence, { kind: 'contradiction' }>;
type RoleClaim = Extract<Evidence, { kind: 'role_claim' }>;
type Contradiction = Extract<Evidence, { kind: 'contradiction' }>;

/** Two claims of one role set against each other ("Katya and Vera cannot both be the seer"). */
export function sameRoleClaims(e: Contradiction): e is Contradiction & { a: RoleClaim; b: RoleClaim } {
  return e.a.kind === 'role_claim' && e.b.kind === 'role_claim' && e.a.role === e.b.role;
}

/** Every wording of one fact (without a closing mark, starting as it would mid-sentence). */
export function citeForms(e: Evidence, c: CiteCtx): string[] {
  if (e.kind === 'contradiction') {
    // Two claims of one role are said as that, not as one fact set against the other: "Vera claimed to be the seer earlier
    // today, and still Tomas claimed to be the seer earlier today" read as garbled to every relay reader (werewolf-9, 3 Dec).
    if (sameRoleClaims(e)) {
      const who = (s: number) => (s === c.me ? 'I' : s === c.you ? 'you' : c.label(s));
      const [first, then] = e.a.n <= e.b.n ? [e.a, e.b] : [e.b, e.a];
      const [x, y] = [who(first.seat), who(then.seat)];
      const r = c.words.role(first.role);
      // "I" goes last and "you" first: "Elsie, Hugo and you cannot both be the seer" reads as a list of three (and the
      // bench's reader found no seat called in it); "Elsie, you and Hugo cannot both be the seer" calls Elsie.
      const [p1, p2] = x === 'I' || y === 'you' ? [y, x] : [x, y];
      const both = `${p1} and ${p2}`;
      // Dated by the first claim, as every cited claim is (a claim cited with no date is read as today's).
      const w = when(first.day, partOf(first), c, c.words.nightOffset);
      const at = w ? ` ${w}` : '';
      // Not "X claimed it, and then Y claimed it too": the order points at the second claimant, and the pair is cited
      // against either ("I don't buy Jonah as the seer, seeing as Jonah claimed to be the seer earlier today, and then Seat 6
      // claimed it too", werewolf-9 at 80x24, seed 6402). A late claim let stand is a fact of its own (role_claim.after).
      const them = both.endsWith(' I') ? 'us' : p1 === 'you' ? 'you' : 'them';
      return [
        ...(first.day === then.day ? [`${both} both claimed to be ${r}${at}, and only one of ${them} can be`] : [`${both} have both claimed to be ${r}, and only one of ${them} can be`]),
        `${both} cannot both be ${r}`,
        `${both} both claim to be ${r}, and there is only one`,
        `one of ${both} is lying about being ${r}`,
        `${both} each say they are ${r}; one of ${them} is not`,
      ];
    }
    const a = citeForms(e.a, c).filter(notDateFirst);
    const b = citeForms(e.b, c).filter(notDateFirst);
    // Every pairing of the two facts' wordings, so a table that hears this reason from several seats need not hear one sentence.
    const then = afterSameDay;
    const first = [`${a[0]}, yet ${then(a[0]!, b[0]!)}`, `${a[1] ?? a[0]}, but ${then(a[1] ?? a[0]!, b[1] ?? b[0]!)}, and both cannot be true`, `${a[0]}, and still ${then(a[0]!, b[b.length - 1]!)}`];
    const more = a.flatMap((x) => b.flatMap((y) => [`${x}, yet ${then(x, y)}`, `${x}, but ${then(x, y)}, and both cannot be true`, `${x}, and still ${then(x, y)}`]));
    return [...new Set([...first, ...more])];
  }
  // A word or ballot whose seat the speaker reads as good (against it) or evil (backing it): that read, which is why it counts.
  if ((e.kind === 'vote' || e.kind === 'defence' || e.kind === 'accusation') && e.held && !e.fate) {
    const { held, ...fact } = e;
    const about = e.target!;
    const who = about === c.you ? 'you' : c.label(about);
    const links = held === 'good' ? (about === c.you ? ['and you read as good to me', 'though I take you for good'] : [`and ${who} reads as good to me`, `though I take ${who} for good`]) : about === c.you ? ['though you look bad to me', 'and I have my doubts about you'] : [`though ${who} looks bad to me`, `and I have my doubts about ${who}`];
    const forms = citeForms(fact, c);
    const plain = forms.filter(notDateFirst);
    return (plain.length ? plain : forms).flatMap((v) => links.map((l) => `${v}, ${l}`));
  }
  // A ballot on a seat since killed in the night or shown good: both, the ballot first ("Bruno voted Katya yesterday, and
  // we found Katya dead this morning"), so the table hears why it counts.
  if ((e.kind === 'vote' || e.kind === 'defence' || e.kind === 'badge' || e.kind === 'accusation') && e.fate) {
    const { fate, ...fact } = e;
    const facts = citeForms(fact, c).filter(notDateFirst);
    // An accusation of a seat a believed claimant had cleared: the check, as what the accusation went against.
    // One that took up the check of a claimant this seat does not believe (reading.ts, accusedCleared): said as echoing it.
    if (e.kind === 'accusation' && e.echo && fate.kind === 'check_claim') {
      const l = fate.by === c.you ? 'your' : `${c.label(fate.by)}'s`;
      const echo = [`on nothing but ${l} check, and that claim is the one I don't believe`, `on the strength of ${l} check alone, and I never bought that check`, `taking up ${l} check, which I take for a lie`];
      return facts.flatMap((v) => echo.map((o) => `${v}, ${o}`));
    }
    // One of a seat shown or called evil since (reading.ts, withClearing): both facts, the second what makes the first count.
    if (e.kind === 'accusation' && ((fate.kind === 'check_claim' && fate.bad) || fate.kind === 'death')) return facts.flatMap((v) => fateForms(fate, c).map((f) => `${v}, and ${afterSameDay(v, f)}`));
    if (e.kind === 'accusation') return facts.flatMap((v) => fateForms(fate, c).map((f) => `${v}, though ${f}`));
    // A day ballot cast beside a claimant another's claim of the role gave the lie (reading.ts, outclaimed): "…, after Elsie had
    // come out as the seer against Sam".
    const liar = e.kind === 'vote' ? e.liar : undefined;
    if (liar !== undefined && fate.kind === 'role_claim') {
      const r = c.words.role(fate.role);
      const bare = bareRole(r);
      const rival = fate.seat === c.me ? 'I' : fate.seat === c.you ? 'you' : c.label(fate.seat);
      const l = c.label(liar);
      const mine = fate.seat === c.me;
      // The ballot was on the claimant believed itself: the two claims, and which this seat believes.
      const onRival = e.kind === 'vote' && fate.seat === e.target;
      const against = onRival
        ? mine
          ? [`and ${l}'s ${bare} claim against mine was the lie`, `and ${l}'s claim to be ${r} was false: I am ${r}`]
          : [`and of the two ${bare} claims, ${l}'s is the one I don't believe`, `and ${l}'s ${bare} claim is the false one to me`]
        : [
            `after ${rival} had come out as ${r} against ${l}`,
            `with ${l}'s ${bare} claim already countered by ${mine ? 'mine' : rival === 'you' ? 'yours' : rival}`,
            mine ? `and ${l}'s ${bare} claim was false: I am ${r}` : `and ${l}'s ${bare} claim is the one I don't believe; ${rival} ${rival === 'you' ? 'are' : 'is'} ${r} to me`,
          ];
      return facts.flatMap((v) => against.map((o) => `${v}, ${o}`));
    }
    // A sheriff ballot for one candidate over another who had claimed a power role: "…, over Nell, who had claimed to be the seer".
    if (fate.kind === 'role_claim' && e.kind === 'vote' && e.target !== fate.seat) {
      const r = c.words.role(fate.role);
      const rival = fate.seat === c.you ? 'you' : c.label(fate.seat);
      const bare = bareRole(r);
      const over = fate.seat === c.me ? [`over me, though I had claimed to be ${r}`, `over me, ${r} by my own claim`] : [`over ${rival}, who had claimed to be ${r}`, `over ${rival}, ${fate.seat === c.you ? 'our' : 'the'} claimed ${bare}`, `and not ${rival}, who had come out as ${r}`];
      return facts.flatMap((v) => over.map((o) => `${v}, ${o}`));
    }
    // A ballot that passed over the seat the round put out, since shown evil: "…, not Bruno, who turned out to be a werewolf".
    const passed = e.kind === 'vote' ? passedOver(e, fate) : undefined;
    const over = passed !== undefined ? overForms(passed, fate, e.n, c, e.kind === 'vote' && e.target === null) : [];
    if (over.length) return facts.flatMap((v) => over.map((o) => `${v}, ${o}`));
    const fates = fateForms(fate, c);
    // Every pairing: several seats citing one ballot and its fate in a day need not say one sentence.
    // "Today" once a sentence: "Bruno voted you for sheriff today, and Mira reported Bruno as a werewolf" (today-once.test).
    return facts.flatMap((v) => fates.map((f) => `${v}, and ${afterSameDay(v, f)}`));
  }
  // A check is dated by its own night's number; other night facts by the morning after.
  const off = c.words.nightOffset;
  const w = when(e.kind === 'my_result' || e.kind === 'attacked' ? e.day + off : e.day, partOf(e), c, off);
  const who = (s: number) => (s === c.me ? 'I' : s === c.you ? 'you' : c.label(s));
  const whom = (s: number) => (s === c.me ? 'me' : s === c.you ? 'you' : c.label(s));
  // Last words heard today in the day's talk were said at dawn, by the night's victim (or before the day's talk began).
  if (w === 'earlier today' && e.kind === 'accusation' && e.last) return [...forms(e, c, 'this morning', who, whom), ...undatedForms(e, c, who, whom)];
  if (w !== 'earlier today') return forms(e, c, w, who, whom);
  // Said in the speech just before this one: "Elsie called me a werewolf just now", not "earlier today" of the seat that
  // had only that moment stopped speaking (werewolf, seed 1207303).
  if (e.n === c.justNow && JUST_SAID.has(e.kind) && !(e.kind === 'accusation' && e.last)) return [...forms(e, c, 'just now', who, whom), ...undatedForms(e, c, who, whom)];
  // The day's own ballot closes its talk: cited the same day (last words, a run-off) it was cast just now.
  if (e.kind === 'vote' && e.ballot !== 'sheriff') return [...forms(e, c, 'just now', who, whom), ...undatedForms(e, c, who, whom)];
  // Today's facts need little dating in a day's talk: "today" or no date at all, and now and then "earlier today"
  // (one wording of it: a table following today's cases cites many facts of today).
  return [...forms(e, c, w, who, whom).slice(0, 1), ...forms(e, c, 'today', who, whom), ...undatedForms(e, c, who, whom)];
}

/**
 * What became of a seat voted, said after the ballot: its role when the vote showed it ("and Nell turned out to be a
 * villager yesterday"), with the night that killed it ("and Vera was killed last night and turned out to be the doctor"); with no role
 * shown, the night's death alone ("and we found Vera dead this morning").
 */
function fateForms(fate: Fate, c: CiteCtx): string[] {
  // A claim made before the ballot: that the seat voted had claimed it ("…, and Tomas had claimed to be the witch").
  if (fate.kind === 'role_claim') {
    const s = fate.seat === c.me ? 'I' : fate.seat === c.you ? 'you' : c.label(fate.seat);
    const r = c.words.role(fate.role);
    return [`${s} had claimed to be ${r}`, `${s} had come out as ${r} before that`, `${s} ${fate.seat === c.me ? 'was' : fate.seat === c.you ? 'were' : 'was'} a claimed ${bareRole(r)} by then`];
  }
  if (fate.kind !== 'death') return citeForms(fate, c).filter(notDateFirst);
  const { role, ...death } = fate;
  if (role === undefined) return citeForms(death, c).filter(notDateFirst);
  // Shown by the day's vote: the reveal, dated ("and Nell turned out to be a villager yesterday").
  if (partOf(fate) !== 'night') return citeForms({ ...death, cause: 'revealed', role }, c).filter(notDateFirst);
  const w = when(fate.day, 'night', c, c.words.nightOffset);
  const r = c.words.role(role);
  return [`${c.label(fate.seat)} was killed ${w} and turned out to be ${r}`, `${c.label(fate.seat)}, killed ${w}, was ${r}`];
}

/** The seat a day ballot passed over, where its fate is about a seat neither voted nor voting beside it (reading.ts, stayedOff). */
function passedOver(e: Extract<Evidence, { kind: 'vote' }>, fate: Fate): number | undefined {
  if (e.ballot === 'sheriff' || fate.kind === 'role_claim') return undefined;
  const about = fate.kind === 'death' ? fate.seat : fate.target;
  return about === e.target || about === e.voter || e.with?.includes(about) ? undefined : about;
}

/** What is said after a ballot of the seat it passed over: its role shown, or the check that called it evil. */
function overForms(seat: number, fate: Fate, n: number, c: CiteCtx, held = false): string[] {
  const x = c.label(seat);
  if (fate.kind === 'death' && fate.role !== undefined) {
    const r = c.words.role(fate.role);
    // A ballot held back: "Vera voted to skip yesterday, and not Sam, who was mafia" read as a ballot cast elsewhere.
    if (held) return [`when the table put out ${x}, who turned out to be ${r}`, `while the rest of us voted out ${x}, who was ${r}`];
    return [`not ${x}, who turned out to be ${r}`, `and not ${x}, who was ${r}`, `when ${x} was the one we put out, and ${x} was ${r}`];
  }
  if (fate.kind !== 'check_claim') return [];
  const checks = citeForms(fate, c).filter(notDateFirst);
  // A check the voter had heard before its ballot: it went past the result ("though"); one told since, "and".
  const link = fate.n < n ? 'though' : 'and';
  return checks.map((f) => `not ${x}, ${link} ${f}`);
}

/** The facts a speech says, which may be cited as said "just now" by the next speaker. */
const JUST_SAID: ReadonlySet<Evidence['kind']> = new Set(['accusation', 'defence', 'check_claim', 'role_claim', 'action_claim', 'nomination', 'asked', 'confession']);

/** A fact's wordings with no date at all. */
const undatedForms = (e: Fact, c: CiteCtx, who: (s: number) => string, whom: (s: number) => string): string[] =>
  forms(e, c, '', who, whom)
    .filter((x) => !x.startsWith(','))
    .map((x) => x.replace(/ +(?=,|$)/g, ''));

/**
 * A fact's wordings with no date, as any seat would say it (names, never "I" or "you"): what to look for in
 * another seat's speech to tell whether it cited the fact already.
 */
export function bareForms(e: Evidence, c: CiteCtx): string[] {
  if (e.kind === 'contradiction') return [];
  const label = (s: number) => c.label(s);
  return forms(e, { ...c, me: 0 }, '', label, label)
    .filter((x) => !x.startsWith(','))
    .map((x) => x.replace(/ +(?=,|$)/g, '').trim());
}

/** Who stands behind a fact: the claimant, the checker, the voter, the dead seat. */
function actor(e: Evidence, me: number): number | undefined {
  switch (e.kind) {
    case 'role_claim':
    case 'confession':
    case 'death':
    case 'unnamed':
      return e.seat;
    case 'asked':
      return e.by;
    case 'check_claim':
    case 'accusation':
    case 'defence':
    case 'nomination':
    case 'action_claim':
      return e.by;
    case 'vote':
    case 'switch':
      return e.voter;
    case 'my_result':
      return me;
    default:
      return undefined;
  }
}

/**
 * A contradiction another seat (`by`, on `day`) has already laid out, referred to rather than said again
 * in the same words: "as Vera said, Ada and Iris cannot both be telling the truth". None when its two
 * facts have no two seats behind them.
 */
export function retoldForms(e: Extract<Evidence, { kind: 'contradiction' }>, by: number, day: number, c: CiteCtx): string[] {
  const x = actor(e.a, c.me);
  const y = actor(e.b, c.me);
  if (x === undefined || y === undefined || x === y) return [];
  // A third seat the facts are about is the point: "Iris already showed that Tomas and Sam cannot both be right", said for a vote on
  // Greta, lost that Tomas had called Greta good (a seer game at 80x24, seed 1280501). Said in full instead.
  if ([e.a, e.b].some((f) => 'target' in f && typeof f.target === 'number' && f.target !== x && f.target !== y)) return [];
  const who = (s: number) => (s === c.me ? 'I' : s === c.you ? 'you' : c.label(s));
  const w = day === c.day ? '' : day === c.day - 1 ? ' yesterday' : ` on day ${day}`;
  const said = by === c.you ? 'you' : c.label(by);
  if (sameRoleClaims(e)) return retoldClaimsForms(e.a.role, x, y, said, w, c);
  const death = e.a.kind === 'death' ? e.a : e.b.kind === 'death' ? e.b : undefined;
  if (death) {
    const checker = death === e.a ? y : x;
    return [`as ${said} pointed out${w}, ${who(checker)}'s check does not fit how ${c.label(death.seat)} turned out`, `${said} showed${w} that ${who(checker)}'s check and ${c.label(death.seat)}'s reveal cannot both be right`];
  }
  // "Iris and I", not "I and Iris".
  const others = [x, y].filter((s) => s !== c.me).map(who);
  const mine = others.length === 1;
  const pair = mine ? `${others[0]} and I` : `${others[0]} and ${others[1]}`;
  return [`as ${said} said${w}, ${pair} cannot both be telling the truth`, `as ${said} put it${w}, one of ${mine ? `${others[0]} and me` : pair} is lying`, `${said} already showed${w} that ${pair} cannot both be right`];
}

/**
 * Two claims of one role another seat already set side by side, referred to by who said it: the table has heard
 * "Katya and Vera cannot both be the seer" once, and the next seats say "there are two seer claims on the table, as
 * Bruno pointed out", not the same words again (five seats in a row said it in seeded werewolf-9 games).
 */
function retoldClaimsForms(role: string, x: number, y: number, said: string, w: string, c: CiteCtx): string[] {
  const r = c.words.role(role);
  const bare = bareRole(r);
  const who = (s: number) => (s === c.me ? 'I' : s === c.you ? 'you' : c.label(s));
  const mine = x === c.me || y === c.me;
  const other = who(x === c.me ? y : x);
  const pair = mine ? `${other} and I` : `${who(x)} and ${who(y)}`;
  const ofPair = mine ? `${other} and me` : pair;
  return [
    // Said on an earlier day, the two claims are a thing that happened, not one still on the table (a claimant may be dead).
    w ? `we had two ${bare} claims, as ${said} pointed out${w}` : `there are two ${bare} claims on the table, as ${said} pointed out`,
    `as ${said} said${w}, only one of ${ofPair} can be ${r}`,
    `one of ${ofPair} is lying about being ${r}, as ${said} put it${w}`,
    // Nobody "showed" two claims: they were heard. The point is who said it first.
    `as ${said} pointed out${w}, ${pair} cannot both be ${r}`,
  ];
}

/** A night death against the seat its victim had pointed at, said before by seat `by` (this seat too): referred to, not said again. */
export function retoldDeathForms(victim: number, target: number, by: number, day: number, c: CiteCtx, n?: number): string[] {
  if (victim === c.me || target === c.me) return [];
  const w = n !== undefined && n === c.justNow ? ' just now' : day === c.day ? ' earlier today' : day === c.day - 1 ? ' yesterday' : ` on day ${day}`;
  const v = c.label(victim);
  const t = target === c.you ? 'you' : c.label(target);
  const said = by === c.me ? 'I' : by === c.you ? 'you' : c.label(by);
  // Four wordings: two seats of one relay game retold it in the same words, its blind reader's first tell (werewolf-9, seed 1241301).
  return [
    `as ${said} said${w}, ${v} had gone after ${t} before the night took ${v}`,
    `${v} had gone after ${t} and was killed for it, as ${said} pointed out${w}`,
    `as ${said} put it${w}, the night took ${v} soon after ${v} had gone after ${t}`,
    `${v} had gone after ${t} before the night took ${v}, as ${said} said${w}`,
  ];
}

/** One wording, picked with `pick` (the speaker's seeded generator). */
export function cite(e: Evidence, c: CiteCtx, pick: <T>(xs: readonly T[]) => T = (xs) => xs[0]!): string {
  return pick(citeForms(e, c));
}

const TODAY = /\b(?:earlier )?today\b/i;
/** The dates a fact may end on ("…yesterday"), or open with ("yesterday, …"). */
const DATES = String.raw`(?:yesterday|last night|this morning|on (?:day|night) [a-z0-9]+)`;
const LAST_DATE = new RegExp(String.raw`\b(${DATES})\b(?![\s\S]*\b${DATES}\b)`, 'i');

/**
 * `next`, said after `prev` in one sentence: a date `prev` has said already is not said again ("Vera accused Priya
 * today, and Vera cast a vote against Priya today"; "Hugo pointed at me today, and today, Hugo voted me": relay readers'
 * tell, werewolf-9, seed 1312207; "I voted Jonah yesterday, and Jonah turned out to be mafia yesterday": mafia, 80x24,
 * seed 1230101). A fact said with no date is today's, or of the date the fact before it in the sentence gave.
 */
export function afterSameDay(prev: string, next: string, anyDate = true): string {
  if (TODAY.test(prev)) return next.replace(/ (?:earlier )?today$/i, '').replace(/^(?:earlier )?today, /i, '');
  // Another day's date only where the two facts are one sentence's "…, and …", and `next` is one fact: a date closing a fact
  // of two ("…voted Vera yesterday, not Ada, though Tomas said Ada came back a werewolf yesterday") is its last fact's own.
  const date = anyDate && !/[,;]/.test(next.replace(DATE_FIRST, '')) ? LAST_DATE.exec(prev)?.[1] : undefined;
  if (!date) return next;
  const esc = date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return next.replace(new RegExp(` ${esc}$`, 'i'), '').replace(new RegExp(`^${esc}, `, 'i'), '');
}

const notDateFirst = (s: string) => !/^(?:yesterday|earlier today|today|just now|last night|tonight|on (?:day|night) \S+),/.test(s);

function forms(e: Fact, c: CiteCtx, w: string, who: (s: number) => string, whom: (s: number) => string): string[] {
  const { words } = c;
  switch (e.kind) {
    case 'vote': {
      if (e.with?.length && e.target !== null) {
        const all = `${and([e.voter, ...e.with].map(who))} ${e.with.length === 1 ? 'both' : 'all'}`;
        const t = whom(e.target);
        if (e.ballot === 'sheriff') return [`${all} backed ${t} for sheriff ${w}`, `${all} voted ${t} for sheriff ${w}`];
        if (e.ballot === 'pk') return [`${all} voted ${t} in the run-off ${w}`];
        // "You and Hugo both put their votes on Greta" is no sentence: with "you" or "I" among them, the one form.
        const person = [e.voter, ...e.with].some((s) => s === c.me || s === c.you);
        return person ? [`${all} voted ${t} ${w}`] : [`${all} voted ${t} ${w}`, `${all} put their votes on ${t} ${w}`];
      }
      const v = who(e.voter);
      if (e.target === null) return [`${v} ${words.noVote === 'skip' ? 'voted to skip' : 'abstained'} ${w}`, `${v} held back a vote ${w}`];
      // A ballot on oneself is said as one: "Seat 1 put a vote on Seat 1" read as a slip of the program (mafia, 80x24, seed 771204).
      if (e.target === e.voter) {
        const self = REFLEXIVE[subjectOf(e.voter, c)] ?? 'themselves';
        return e.ballot === 'sheriff' ? [`${v} voted for ${self} for sheriff ${w}`] : [`${v} voted for ${self} ${w}`, `${v} put a vote on ${self} ${w}`];
      }
      const t = whom(e.target);
      // The round's only ballot on its seat: said as the choice apart it was.
      if (e.lone && e.ballot !== 'sheriff') {
        const run = e.ballot === 'pk' ? ' in the run-off' : '';
        return [`${v} cast the only vote on ${t}${run} ${w}`, `${v} ${v === 'you' ? 'were' : 'was'} the only one to vote ${t}${run} ${w}`, `${v} put the only vote on ${t}${run} ${w}`];
      }
      if (e.ballot === 'sheriff') return [`${v} backed ${t} for sheriff ${w}`, `${v} voted ${t} for sheriff ${w}`];
      if (e.ballot === 'pk') return [`${v} voted ${t} in the run-off ${w}`, `${w}, ${v} voted ${t} in the run-off`];
      return [`${v} voted ${t} ${w}`, `${v} put a vote on ${t} ${w}`, `${v} cast a vote against ${t} ${w}`, `${w}, ${v} voted ${t}`];
    }
    case 'switch': {
      const v = who(e.voter);
      const then = e.voted === null ? (words.noVote === 'skip' ? 'voted to skip' : 'abstained') : `voted ${whom(e.voted)}`;
      const they = subjectOf(e.voter, c);
      return [
        `${v} said ${they} would vote ${whom(e.said)} and then ${then} ${w}`,
        `${v} announced a vote on ${whom(e.said)} but ${then} ${w}`,
        `${v} said ${they} would vote ${whom(e.said)} but in the end ${then} ${w}`,
        `${v} announced a vote on ${whom(e.said)} and in the end ${then} ${w}`,
      ];
    }
    case 'role_claim': {
      const s = who(e.seat);
      const r = words.role(e.role);
      // A late counter-claim is said with what makes it late: the rival's claim it heard first and let stand.
      if (e.after !== undefined) {
        const rival = whom(e.after);
        return [`${s} claimed to be ${r} ${w}, after hearing ${rival} claim it first and letting it stand`, `${s} came out as ${r} ${w}, after hearing ${rival} claim it first and saying nothing against it`];
      }
      return [`${s} claimed to be ${r} ${w}`, `${s} came out as ${r} ${w}`, `${w}, ${s} claimed to be ${r}`];
    }
    case 'check_claim': {
      const b = who(e.by);
      const t = whom(e.target);
      const r = words.result(e.bad).said;
      // "said I came back", not "said me came back": the subject of the clause is who().
      return [`${b} called ${t} ${r} ${w}`, `${b} reported ${t} as ${r} ${w}`, `${b} said ${who(e.target)} came back ${r} ${w}`];
    }
    case 'accusation':
      // Said in last words: by a seat that was dead when the table heard it, so never "I" or "you".
      if (e.last) {
        const their = pronounSlot('their', pronounOf(e.by, c)) ?? 'their';
        return [
          `${c.label(e.by)} named ${whom(e.target)} in ${their} last words ${w}`,
          `${c.label(e.by)}'s last words pointed at ${whom(e.target)} ${w}`,
          `${c.label(e.by)} went out ${w} naming ${whom(e.target)}`,
          `${c.label(e.by)}'s parting word ${w} was ${whom(e.target)}`,
        ];
      }
      return [`${who(e.by)} accused ${whom(e.target)} ${w}`, `${who(e.by)} pointed at ${whom(e.target)} ${w}`, `${who(e.by)} went after ${whom(e.target)} ${w}`];
    case 'defence':
      return [`${who(e.by)} defended ${whom(e.target)} ${w}`, `${who(e.by)} stood up for ${whom(e.target)} ${w}`, `${who(e.by)} spoke up for ${whom(e.target)} ${w}`];
    case 'action_claim': {
      const act = e.action.replace(/_/g, ' ');
      return [`${who(e.by)} said ${subjectOf(e.by, c)} ${act} ${whom(e.target)} ${w}`, `${who(e.by)} claimed to have ${act} ${whom(e.target)} ${w}`];
    }
    case 'nomination':
      return [`${who(e.by)} nominated ${whom(e.target)} ${w}`, `${who(e.by)} put ${whom(e.target)} up for the vote ${w}`];
    case 'confession':
      return [`${who(e.seat)} confessed ${w}`, `${who(e.seat)} owned up to being ${words.evil} ${w}`];
    case 'asked': {
      // Given as a reason, the question is the half of it: the other half is that the asker named nobody itself.
      const bare = e.bare ? ` and named nobody ${REFLEXIVE[subjectOf(e.by, c)] ?? 'themselves'}` : '';
      return [`${who(e.by)} asked ${whom(e.target)} for a name ${w}`, `${who(e.by)} asked ${whom(e.target)} for a read ${w}`].map((x) => `${x.trimEnd()}${bare}`);
    }
    case 'unnamed':
      return [`${who(e.seat)} named nobody when ${who(e.by)} asked ${w}`, `${who(e.seat)} gave ${whom(e.by)} no name ${w}`];
    case 'badge':
      return [`${who(e.from)} passed the badge to ${whom(e.to)} ${w}`, `${who(e.from)} handed the badge to ${whom(e.to)} ${w}`];
    case 'death': {
      // A night death cited against a seat the victim had pointed at: both facts, the pointing first.
      if (e.pointed) {
        const before = citeForms(e.pointed, c).filter(notDateFirst);
        const { pointed: _, ...death } = e;
        return forms(death, c, w, who, whom).map((d, i) => `${before[i % before.length]}, and ${d}`);
      }
      // A dead seat is spoken of, not to.
      const s = e.seat === c.me ? 'I' : c.label(e.seat);
      // The reveal itself (a role shown on death): when it was shown, not how the seat died.
      if (e.cause === 'revealed' && e.role !== undefined) return [`${s} turned out to be ${words.role(e.role)} ${w}`, `${s} was revealed as ${words.role(e.role)} ${w}`];
      // [wording, whether the dead seat is its subject]
      let list: [string, boolean][];
      if (partOf(e) === 'night') {
        list = [[`${s} was killed ${w}`, true], [`we lost ${s} ${w}`, false]];
        if (w === 'last night') list.push([`we found ${s} dead this morning`, false]);
      } else if (e.cause === 'banished' || e.cause === 'eliminated') {
        list = [[`${s} was ${words.removed} ${w}`, true], [`the table ${words.removed === 'banished' ? 'banished' : 'voted out'} ${s} ${w}`, false]];
      } else if (e.cause === 'shot') list = [[`${s} was shot ${w}`, true]];
      else list = [[`${s} died ${w}`, true]];
      if (e.role === undefined) return list.map(([x]) => x);
      const role = words.role(e.role);
      // A dead seat is spoken of by its pronoun ("…, and she turned out to be the seer").
      const turned = list.map(([x, subject]) => `${x}, and ${subject ? '' : e.seat === c.me ? 'I ' : `${pronounOf(e.seat, c)} `}turned out to be ${role}`);
      // A night's death is told by several seats of a day: more ways to say it than "was killed last night and turned out
      // to be" (the same seven words in 58 of 1,891 mafia-classic speeches, 100 games, seed 120702).
      if (partOf(e) !== 'night' || e.seat === c.me) return turned;
      const more = [`we lost ${s}, ${role}, ${w}`];
      if (w === 'last night') more.push(`last night took ${s}, ${role}`, `${s}, ${role}, did not live through last night`);
      return [...turned, ...more];
    }
    case 'peaceful_night':
      return [`nobody died ${w}`, `no one was killed ${w}`, ...(w === 'last night' ? [`last night passed without a death`] : [])];
    case 'attacked':
      return [`${words.evilSide} went for ${whom(e.target)} ${w}`, `${who(e.target)} ${e.target === c.you ? 'were' : 'was'} ${words.evilSides} target ${w}`];
    case 'my_result': {
      const r = words.result(e.bad).said;
      // A check is told by the seat's name even to it: the table (and a reader of the speech) must know whom it was on.
      const t = c.label(e.target);
      // Its pronoun is the persona's even said to it: the seat is named, so never "I checked Vera and they came back…".
      return [`I checked ${t} ${w} and ${c.pronouns?.get(e.target) ?? 'they'} came back ${r}`, `my check on ${t} ${w} came back ${r}`];
    }
  }
}
