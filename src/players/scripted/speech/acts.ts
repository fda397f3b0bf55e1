// Each act of a plan as the ways it can be said: the persona's own lines first, the grammar's after,
// each joined to the evidence that moved the speaker (a reason clause, a reason sentence, or the fact
// first and the conclusion after). The chooser then picks one the table has not heard.
import type { Persona, Pronoun } from '../../../personas/schema.js';
import type { Chooser, Group } from './choose.js';
import { group } from './choose.js';
import { afterSameDay, bareForms, cite, citeForms, pronounOf, retoldDeathForms, retoldForms, sameRoleClaims, type CiteCtx } from './cite.js';
import { cited, ownWord } from './claims.js';
import { and, COUNT, extend, fill, finish, lowerStart, pronounSlot, upperStart } from './compose.js';
import type { RenderCtx } from './context.js';
import { inClause, partOf, placed, when } from './dates.js';
import * as G from './lines.js';
import { evidenceN, type Act, type AnswerReply, type Evidence, type Rebut } from './plan.js';
import { bareRole } from './words.js';
import { mournLines } from './mourn.js';
import { auditLines } from './audit.js';
import { toYou } from './address.js';
import { escapeRe } from '../../../engine/parse.js';

/** The words of G.DEFEND_AGAINST's lines after the accuser ("…, you have the wrong player", "… for pointing at me"), lower case. */
const DEFENDED_AGAINST = G.DEFEND_AGAINST.map((l) => escapeRe(l.slice(l.indexOf('{target}') + '{target}'.length).replace(/^[,\s]+/, '').toLowerCase())).join('|');
/** How a case against the speaker is cited (lower-cased): "Iris accused me", "Hugo said I came back mafia". */
const CASE_ON_ME = 'called me|reported me|said i came back|accused me|pointed at me|went after me|nominated me|put me up|voted me|vote on me|vote against me';

/** Ways to say the point of an act: bare clauses (they join anything) or whole sentences of the persona. */
export interface Main {
  templates: readonly string[];
  slots: Readonly<Record<string, string>>;
  clause: boolean;
  /** each wording's weight */
  weight: number;
  /**
   * Its reason goes in a sentence of its own, never joined on with "because": said of another seat's deed ("Priya went
   * after Greta today, and nobody has answered it yet, because Greta pointed at Bruno") it would read as that seat's reason.
   */
  apart?: true;
}

/** Slots are filled only for the wordings actually weighed, not for every one on offer. */
export const textOf = (m: Main, i: number): string => fill(m.templates[i]!, m.slots);

/** At most this many alive, the table is a handful: no talk of "half of you". */
const SMALL_TABLE = 5;

/** Persona lines weigh more than the grammar's own, so the voice comes first. */
const PERSONA = 2.5;
/**
 * Once a speech has said one of its persona's lines, the next weigh this: the voice is a touch, not a costume. "Oh, don't get
 * me started on Nell, really. Here's the juicy part: Mira reported Nell as mafia today. Between you and me, my vote goes to
 * Nell" was three readers' least human line (relay game, mafia-classic, seed 1214801); 23% of werewolf-9 speeches held two
 * or more persona lines.
 */
const PERSONA_AGAIN = 0.1;

/** The fixed words of a persona's lines (three words or more), by persona: a sentence holding one is the persona's. */
const personaWords = new WeakMap<Persona, readonly string[]>();
function wordsOfPersona(p: Persona): readonly string[] {
  let out = personaWords.get(p);
  if (!out) {
    const lines = [...Object.values(p.phrases), ...Object.values(p.speech)].flatMap((x) => (Array.isArray(x) ? x : typeof x === 'object' && x ? Object.values(x).flat() : [])).filter((x): x is string => typeof x === 'string');
    personaWords.set(p, (out = [...new Set(lines.map(fixedWords))].filter((w) => w.split(' ').length >= 3)));
  }
  return out;
}

export class Speaker {
  readonly banks: Persona['speech'];
  readonly phrases: Persona['phrases'];
  constructor(
    readonly ctx: RenderCtx,
    readonly ch: Chooser,
  ) {
    this.banks = ctx.persona.speech;
    this.phrases = ctx.persona.phrases;
    // A seat whose last speech said a line of its persona's speaks this one as plainly as the grammar does: the voice every
    // speech ("Setting course for Nell", "Hard about", "Let the record show" from the same seats day after day) was a blind
    // reader's tell (relay game, werewolf-9, seed 1271201); 37.5% of werewolf-9 speeches held such a line (seed 1271701).
    const last = ctx.memory.lastOwn();
    this.voiced = last !== undefined && this.holdsVoice(last);
  }

  /** Whether lower-cased `text` holds the fixed words of a line of this seat's persona. */
  private holdsVoice(text: string): boolean {
    return wordsOfPersona(this.ctx.persona).some((w) => text.includes(w));
  }

  pick = <T>(xs: readonly T[]): T => this.ctx.rng.pick(xs);
  /** Facts already cited or reported in this speech: not cited again. */
  private readonly told = new Set<string>();
  /** A defence: what this seat's own turn cited today is not cited again (render sets it). */
  defence = false;
  /** Claimants this speech has said it believes, or sided with over a rival: the side is taken once a speech. */
  private readonly sided = new Set<number>();
  /** Seats whose case from another seat this speech took up: its vote on them is not then called "a lean, not a case". */
  private readonly seconded = new Set<number>();
  /** The sheriff, while one act of this speech calls it by its office ("our sheriff"). */
  private titled: number | undefined;
  private everTitled = false;
  /** Whether this speech has said a vote or a case already (set by the renderer): what it asks for then is no "before anyone guesses". */
  stanceSaid = false;
  /**
   * Whether the speech will say a vote or a firm accusation: a question for the newest check before it is not "I'd rather hear
   * Greta's check than guess", which the case after it then contradicts ("Greta, what did you find? Greta said Elsie came back
   * a werewolf yesterday… I'm putting my vote on Elsie": a blind reader's "asks, then answers himself", seed 1272301).
   */
  stanceAhead = false;
  /** Whether the act being said opens after a call to a seat (an answer's lead-in, or words said to the asker): set by the renderer. */
  calledAlready = false;
  /** The seat whose faint mark this speech has said (a recount): its lean no longer says the record is empty. */
  private recounted: number | undefined;
  /** Seats this speech is sure of (a check reported evil, an accusation said as sure): the persona names them as no bet. */
  private readonly sureOf = new Set<number>();
  /** The seats this speech has answered as rival claimants of its role (a counter-claim said). */
  private readonly rivalled = new Set<number>();
  /** Seats this speech will say it is sure of (an accusation made firmly), known before any act is said. */
  readonly sureAhead = new Set<number>();
  private L = (seat: number) => (seat === this.ctx.me ? 'me' : seat === this.titled ? 'our sheriff' : this.ctx.label(seat));

  /** The seat a team-chat act is about, named by its words before its facts: the facts say it as "he", "she" or "they" where it acts (team.ts). */
  subjectOf: number | undefined;

  /** The seat the sentence being made speaks to ("Ada, your vote…"): its facts cite it as "you". */
  private you: number | undefined;

  /**
   * How the seat a label names is spoken of, for the lines' pronoun slots (compose.ts fill): its pronoun; the seat
   * spoken to "they", which toYou makes "you"; "me", a list of seats or a count, "they".
   */
  readonly pronounOfLabel = (label: string): Pronoun => {
    const seat = label === 'our sheriff' || label === 'Sheriff' ? this.ctx.sheriff : this.seatOfLabel(label);
    return seat === undefined || seat === this.ctx.me ? 'they' : pronounOf(seat, { you: this.you, pronouns: this.ctx.pronouns });
  };

  /** The pronoun slots of a line that speaks of `seat` but not as its {target} (fill's `pronoun`); "they" for several seats or none. */
  pronounFor(seats: number | readonly number[] | null | undefined): { pronoun: Pronoun } {
    const one = typeof seats === 'number' ? seats : seats?.length === 1 ? seats[0] : undefined;
    return { pronoun: one === undefined || one === this.ctx.me ? 'they' : pronounOf(one, { you: this.you, pronouns: this.ctx.pronouns }) };
  }

  private labels: Map<string, number> | undefined;
  private seatOfLabel(label: string): number | undefined {
    const ps = this.ctx.pronouns;
    if (!ps) return undefined;
    if (!this.labels) {
      this.labels = new Map();
      for (const seat of ps.keys()) this.labels.set(this.ctx.label(seat), seat);
    }
    return this.labels.get(label);
  }

  /**
   * Seats already on a seat, as said: named up to three ("Ada and Bo"), counted past that ("five of you", or with
   * `past` "five others"); `n`: they and the speaker.
   */
  private counted(on: readonly number[], past = 'of you'): { few: boolean; seats: string; n: string } {
    const few = on.length <= 3;
    return { few, seats: few ? and(on.map(this.L)) : `${COUNT[on.length] ?? on.length} ${past}`, n: COUNT[on.length + 1] ?? String(on.length + 1) };
  }

  /** A frame with the facts in its {evidence} slot, said as the slot's place in the sentence asks. */
  private withFact(frame: string, because: readonly Evidence[], slots: Record<string, string> = {}): string {
    return fill(frame, { ...slots, evidence: placed(frame, this.evidence(because)!) });
  }

  /** At most two facts, as one clause. */
  evidence(because: readonly Evidence[]): string | null {
    if (because.length === 0) return null;
    const c = this.you === undefined ? this.ctx : { ...this.ctx, you: this.you };
    // One fate is told once: two ballots on a seat since killed say its death after the first only.
    const fates = new Set<number>();
    const once = cited(because).map((e) => {
      if (!('fate' in e) || !e.fate) return e;
      if (!fates.has(e.fate.n)) {
        fates.add(e.fate.n);
        return e;
      }
      const { fate: _, ...bare } = e;
      return bare as Evidence;
    });
    // Two contradictions are two points, never one sentence ("Katya and Jonah both claim to be the seer, and there is only
    // one; besides, Jonah said Greta came back a werewolf today, but Greta claimed to be the hunter, and both cannot be true").
    if (once.length > 1 && once.every((e) => e.kind === 'contradiction')) once.splice(1);
    const forms = once.map((e) => this.retold(e, c) ?? cite(e, c, this.unheard));
    // A fact said with its own "and" (a ballot and what became of the seat) is set off from the next: "…, and we lost
    // Katya last night; besides, Luca backed Vera for sheriff", not three "and"s in a row.
    // Another day's date is said once only across a plain ", and": after "; besides," the fact keeps it ("…; besides, Ada voted me
    // yesterday", not "…; besides, Ada voted me", read as today's: talk bench, werewolf, seed 1231501).
    const said = forms.reduce((all, f, i) => {
      if (i === 0) return f;
      const apart = /, and /.test(forms[i - 1]!) || /, and /.test(f);
      return `${all}${apart ? '; besides, ' : ', and '}${afterSameDay(all, f, !apart)}`;
    }, '');
    const about = this.subjectOf;
    return about === undefined || about === this.ctx.me ? said : heAfterNamed(said, this.ctx.label(about), this.pronounFor(about).pronoun);
  }

  /**
   * A contradiction another seat laid out already (both its facts in one of its speeches this game),
   * referred to by who said it, not said again in the same words: "as Vera said, Ada and Iris cannot both
   * be telling the truth".
   */
  private retold(e: Evidence, c: CiteCtx): string | null {
    if (e.kind === 'death' && e.pointed) return this.retoldDeath(e, c);
    if (e.kind !== 'contradiction') return null;
    // Said after both facts were known: "There are two seer claims on the table, as Bruno pointed out" was Tomas's of Katya's and
    // Sam's claims, and next day Iris credited him with "Sam and Tomas cannot both be the seer", his own claim (a seer game at
    // 80x24, seed 1280501).
    const first = this.ctx.memory.firstToSay(sameRoleClaims(e) ? [pairForms(e, c)] : [bareForms(e.a, c), bareForms(e.b, c)], false, false, evidenceN(e));
    if (!first || first.seat === this.ctx.me) return null;
    // Credited once a day: four seats each saying "as Iris said" of one point read as a script (a blind reader, 4 Dec).
    if (this.ctx.memory.matchedToday(CREDITED) >= 1) return null;
    const ways = retoldForms(e, first.seat, first.day, c);
    return ways.length ? this.unheard(ways) : null;
  }

  /**
   * A night death read against the seat its victim had pointed at, once a seat has said both this game: referred
   * to by who said it first ("as Jonah said yesterday, Bruno went after Mira before Bruno was killed"), or as this
   * seat's own point again ("as I said"). Three seats and three speeches of one seat saying "Bruno pointed at Mira
   * yesterday, and we lost Bruno last night" read as a script (relay readers, seed 8812).
   */
  private retoldDeath(e: Extract<Evidence, { kind: 'death' }>, c: CiteCtx): string | null {
    const { pointed, ...death } = e;
    if (!pointed || !('target' in pointed) || pointed.target === null) return null;
    const first = this.ctx.memory.firstToSay([bareForms(pointed, c), [...bareForms(death, c), `we found ${c.label(e.seat)} dead`]], true);
    if (!first) return null;
    const ways = retoldDeathForms(e.seat, pointed.target, first.seat, first.day, c, first.n);
    return ways.length ? this.unheard(ways) : null;
  }

  /** `make` with the facts it cites said to `seat` when `text` opens by calling it ("Ada, …"). */
  private speakingTo<T>(seat: number | undefined, text: string, make: () => T): T {
    if (seat === undefined || seat === this.ctx.me || !text.startsWith(`${this.ctx.label(seat)},`)) return make();
    return this.addressing(seat, make);
  }

  /** `make` with the facts it cites said to `seat` ("you voted Bo"): an answer to the seat that asked. */
  addressing<T>(seat: number, make: () => T): T {
    if (seat === this.ctx.me) return make();
    // Spoken to within words to another (a call to a seat inside an answer), then back to that one.
    const before = this.you;
    this.you = seat;
    try {
      return make();
    } finally {
      this.you = before;
    }
  }

  /** The frames whose fixed words before the fact nobody at the table has said this game. */
  private freshFrames(frames: readonly string[]): string[] {
    return frames.filter((f) => {
      const lead = f.split('{')[0]!.trim().toLowerCase();
      return lead.length < 8 || !this.ctx.memory.saidInGame(lead);
    });
  }

  /** A wording of a fact the table has not heard today, while there is one: a reason several seats give is not said word for word by each. */
  private unheard = <T>(xs: readonly T[]): T => {
    const fresh = xs.filter((x) => typeof x !== 'string' || this.ctx.memory.heardToday(x) === 0);
    return this.pick(fresh.length ? fresh : xs);
  };

  /** The facts of `because` this speech has not told yet; those it cites are told from now on. */
  untold(because: readonly Evidence[]): Evidence[] {
    // A contradiction says both its facts: a part already told is not said again inside it, and a fact
    // a contradiction of the same list holds is said there only.
    const parts = (e: Evidence) => (e.kind === 'contradiction' ? [factKey(e.a), factKey(e.b)] : []);
    const inside = new Set(because.flatMap(parts));
    // What the pack attacked is the witch's alone to know: a reason in her THINK, never cited aloud.
    const fresh = because.filter((e) => e.kind !== 'attacked' && !this.told.has(factKey(e)) && !inside.has(factKey(e)) && !parts(e).some((k) => this.told.has(k)) && !(this.defence && this.citedToday(e)));
    // Nor two contradictions sharing a fact, said one after the other ("Elsie reported Luca as a werewolf, yet Luca came out
    // as the seer, and Elsie claimed to be the seer, and then Luca claimed it too"): the first says the point.
    // A part is the same fact said again when it is the same seat's claim of the same role (one in the race, one in the day's
    // talk): "…Oskar claimed to be the seer yesterday, and then Katya claimed it too, and Katya already showed yesterday that
    // Oskar and Vera cannot both be right" (a clean-clone run of counter-claim's test, 3 Dec).
    const sameAs = (x: Evidence) => (x.kind === 'role_claim' ? `role:${x.seat}:${x.role}` : x.kind === 'check_claim' ? `check:${x.by}:${x.target}:${x.bad}` : factKey(x));
    const held = new Set<string>();
    const once = fresh.filter((e) => {
      const ps = e.kind === 'contradiction' ? [sameAs(e.a), sameAs(e.b)] : [];
      if (ps.some((k) => held.has(k))) return false;
      for (const k of ps) held.add(k);
      return true;
    });
    // What became of a seat voted is said once a speech: the next ballot on it is said without it ("Hugo voted Bruno in the
    // run-off yesterday, and Bruno was killed last night. … Elsie voted Bruno in the run-off yesterday, and Bruno was killed
    // last night": one speech, talk bench seed 120741).
    // Nor where the same list says it as a fact of its own ("…, given that Katya said Jonah came back a werewolf today; besides,
    // Ada accused Jonah earlier today, and Katya said Jonah came back a werewolf": today-once.test, werewolf-9).
    const listed = new Set(once.map(factKey));
    const shaped = once.map((e) => {
      const fate = 'fate' in e && e.fate ? factKey(e.fate) : undefined;
      if (fate === undefined) return e;
      if (!this.told.has(fate) && !listed.has(fate)) {
        this.told.add(fate);
        return e;
      }
      const { fate: _, ...plain } = e as Extract<Evidence, { fate?: unknown }>;
      return plain as Evidence;
    });
    for (const e of cited(shaped)) for (const k of [factKey(e), ...parts(e)]) this.told.add(k);
    return shaped;
  }

  /** The facts, each with what became of its seat left off where two speeches today said it in full already. */
  private saidShort(because: readonly Evidence[]): Evidence[] {
    // Never a sheriff ballot of an earlier day's: what became of the voter, or who ran against the seat backed, is all that makes
    // another seat's ballot a reason, and "Nell voted you for sheriff yesterday" alone is hearsay (ballot-hearsay.test). The
    // day of the race, the table heard it in full twice already (pile-on-fact.test).
    return because.map((e) => ('fate' in e && e.fate && !(e.kind === 'vote' && e.ballot === 'sheriff' && e.day < this.ctx.day) && this.ctx.memory.citedToday(this.citedWords(e)) >= SAID_ENOUGH ? withoutFate(e) : e));
  }

  /**
   * The claimant whose evil check on `target` is the whole of `because`, when the table has cited that check twice or more
   * today (its name, a check word and the seat's): the seat follows it rather than say it again.
   */
  private checkHeard(because: readonly Evidence[], target: number | null): number | undefined {
    // The check alone, or with facts read by its light ("…, and Priya accused Tomas", the accusation's fate that check): four
    // seats in a row moved their votes at a last call with "Ada said Priya came back a werewolf today, and Priya accused Tomas"
    // (werewolf, seed 1271701).
    const first = because[0];
    const lit = (e: Evidence) => 'fate' in e && e.fate !== undefined && first !== undefined && factKey(e.fate) === factKey(first);
    const check = first?.kind === 'check_claim' && because.slice(1).every(lit) ? first : undefined;
    if (check?.kind !== 'check_claim' || !check.bad || check.target !== target || check.by === this.ctx.me) return undefined;
    return this.ctx.memory.citedToday(CHECK_WORDS.map((w) => [this.nameOf(check.by), w, this.nameOf(check.target)])) >= SAID_ENOUGH ? check.by : undefined;
  }

  /** A check that cleared this seat, said in its defence with the check inside the line. */
  private checkedRecord(record: readonly Evidence[], evil: string): string[] {
    const told = this.untold(record);
    if (!told.length) return [];
    return this.say([group(G.DEFEND_CHECKED.length, (i) => [finish(upperStart(this.withFact(G.DEFEND_CHECKED[i]!, told, { evil })))])]);
  }

  /** The badge a dead investigator the table believed handed this seat, said in its defence. */
  private badgeRecord(b: { ev: Extract<Evidence, { kind: 'badge' }>; role: string }): string[] {
    const told = this.untold([b.ev]);
    if (!told.length) return [];
    const slots = { giver: this.L(b.ev.from), bare: bareRole(this.ctx.words.role(b.role)), ...this.pronounFor(b.ev.from) };
    return this.say([group(G.DEFEND_BADGE.length, (i) => [finish(this.withFact(G.DEFEND_BADGE[i]!, told, slots))])]);
  }

  /** The seat this speech asked about a ballot it shares with the speaker or the table (its lean then disowns the ballot). */
  private sharedAsked: number | undefined;

  private freshReasons: readonly string[] | undefined;
  /** The persona's reason frames ("Here's a data point for you: …") this seat has not opened a sentence with yet this game. */
  private ownReasons(): readonly string[] {
    const fresh = (this.freshReasons ??= this.banks.reasons.filter((r) => {
      const head = r.split('{evidence}')[0]!.trim();
      return head.length < 4 || !this.ctx.memory.openedWith(head);
    }));
    return this.favour ? fresh.filter(inFavour) : fresh;
  }

  /** Whether the act being said speaks for a seat (a defence, a claim believed, a record): its reasons are said in its favour. */
  private favour = false;

  clauses(templates: readonly string[], slots: Record<string, string>, weight = 1): Main {
    return { templates, slots, clause: true, weight };
  }
  sentences(templates: readonly string[], slots: Record<string, string>, weight = PERSONA): Main {
    return { templates, slots, clause: false, weight: this.voiced ? PERSONA_AGAIN : weight };
  }

  /** Whether this speech has said one of its persona's lines yet (a line of its banks, or a reason frame of its own). */
  voiced = false;

  /** Each wording alone, as its own sentence. */
  plain(mains: readonly Main[]): Group[] {
    return mains.map((m) => group(m.templates.length, (i) => [finish(textOf(m, i))], m.weight));
  }

  /**
   * Each main point alone, or with its reason attached: a clause after it, a sentence after it, or
   * (`factFirst`, where the point follows from the fact) the fact first and the point after.
   */
  withReasons(mains: readonly Main[], allBecause: readonly Evidence[], factFirst = true, to?: number): Group[] {
    return this.reasonedBy(mains, this.untold(allBecause), factFirst, to);
  }

  /** The same with facts already counted as told (`because`, fresh to this speech). */
  private reasonedBy(mains: readonly Main[], because: readonly Evidence[], factFirst: boolean, to: number | undefined): Group[] {
    if (because.length === 0) return this.plain(mains);
    const ev = () => this.evidence(because)!;
    // After "since" or "because" a fact opening on its date reads as the date's ("since yesterday, you voted me"): the date goes last.
    const clause = () => inClause(ev());
    const joiner = () => this.pick([...this.banks.because, ...G.BECAUSE]);
    const reason = (asksWhy: boolean) => {
      // Now and then the fact is said as it is, with no frame before it ("My vote goes to Greta. Greta voted Hugo yesterday,
      // and we lost Hugo last night."): a frame on every reason ("Listen to this track:", "Exhibit one:", "Consider this:") was
      // a blind reader's fifth tell (three transcripts, seeds 1207301-3: some 35 such tags).
      if (this.ctx.rng.chance(BARE_REASON)) return finish(this.withFact('{evidence}', because));
      // Nor the persona's own frame for a fact done to the speaker: "Here's the juicy part: Katya said I came back a werewolf"
      // (a relay game's model seats and its blind reader quoted it, werewolf-9, seed 1290201).
      const toMe = because.some((e) => e.kind !== 'contradiction' && 'target' in e && e.target === this.ctx.me);
      const own = this.ctx.rng.chance(0.55) && !this.voiced && !toMe;
      // After a point that asks why ("Ask yourselves why Greta picked me"), no frame that reads as its answer ("The reason is simple:
      // Greta came out as the seer yesterday…", which answers nothing of the kind: a blind reader, werewolf-9 relay, seed 1272301).
      // A standing fact ("Greta and Oskar cannot both be the sheriff") is no moment: not "the beat changed when" it.
      const moment = (f: string) => !(because[0]?.kind === 'contradiction' && /\bwhen \{evidence\}/.test(f)) && !(asksWhy && /\bwhy\b|\breason\b/i.test(f));
      // A frame's fixed words said once a game by the table: "The reason is simple:" from two seats, and "Let the record
      // show" three times from one, were what a blind reader picked the bots out by (relay game, werewolf-9, seed 1207013).
      const frames = this.freshFrames(this.ownReasons().filter(moment));
      const plain = this.freshFrames(G.REASON.filter(moment));
      const frame = this.pick(own && frames.length ? frames : plain.length ? plain : G.REASON.filter(moment));
      // Carried on from a word ("The beat changed when {evidence}"), the fact is said as a clause; after a colon, as it is.
      return finish(this.withFact(frame, because));
    };
    const ways = (m: Main) => (m.apart ? 1 : m.clause ? (factFirst ? 3 : 2) : 2);
    const say = (m: Main, i: number, way: number): string[] | null => {
      const text = textOf(m, i);
      // A point said to the seat ("Ada, your account…") cites its deeds as "you" after it.
      const after = <T>(make: () => T) => this.speakingTo(to, text, make);
      // A point that asks why takes its fact in a sentence of its own: "I would ask why she is so keen on me, because Greta
      // claimed to be the seer…" answered the question with a fact that is no answer to it.
      const why = WHY.test(text);
      if (way === 0 || why) return [finish(text), after(() => reason(why))];
      if (!m.clause) {
        const s = after(() => extend(finish(text), joiner(), clause()));
        return s ? [s] : [finish(text), after(() => reason(why))];
      }
      if (way === 1) return [finish(`${text}, ${joiner()} ${after(clause)}`)];
      // A point that opens on a word called out ("fine, Jonah it is", "Katya, then; I'm in") does not follow "which is why".
      // Nor a frame that announces its seat ("call it a lean: Iris…", "if I must pick today, and I must, I pick Iris"):
      // "…, which is why call it a lean" is no sentence (30 of 17,869 corpus speeches said so).
      if (CALLED_OUT.test(text) || FRAMED.test(text)) return [finish(text), after(() => reason(why))];
      // A point that says what a seat is follows from the fact, it is not caused by it: "my check on you came back a werewolf, and that
      // is why you are a werewolf" (relay game, werewolf-9, seed 1272301); "…, so you are a werewolf".
      const identity = identityOf(this.ctx.words.evil).test(text);
      return [finish(`${ev()}, ${identity ? 'so' : this.pick(G.SO)} ${lowerStart(text)}`)];
    };
    // Which of its ways a wording takes is drawn when it is made.
    return mains.map((m) => group(m.templates.length, (i) => say(m, i, this.ctx.rng.int(ways(m))), m.weight));
  }

  say(groups: readonly Group[]): string[] {
    const said = this.ch.choose(groups);
    if (!this.voiced) this.voiced = said.some((x) => this.holdsVoice(x.toLowerCase()));
    return said;
  }

  /** The sentences for one act (none when the act cannot be said here); `voteSaid`: another act names the vote. */
  act(a: Act, voteSaid = false): string[] {
    const said = this.actTitled(a, voteSaid);
    if (said.length) this.lastSaid = a;
    return said;
  }

  /** Whether this speech's answer before its plea denied being evil already: the plea does not deny it again. */
  private pleaAfter = false;

  /** Plea lines that neither deny being evil nor speak of the seat's reads, after an answer that denied it; all when none is left. */
  private undeniedPlea(lines: readonly string[]): readonly string[] {
    if (!this.pleaAfter) return lines;
    const fresh = lines.filter((l) => !/\bnot \{evil\}|\breads?\b/.test(l));
    return fresh.length ? fresh : lines;
  }

  /** The act this speech said last (its sentences said), if any. */
  private lastSaid: Act | undefined;

  private actTitled(a: Act, voteSaid: boolean): string[] {
    const b = reasoned(a, this.ctx.me);
    // Now and then, once a speech, the sheriff is called by its office, where no fact of the act names it too.
    const about = aboutOf(b);
    const { sheriff } = this.ctx;
    // Nor a shared hunch, whose words cite who went after whom ("Mira went after Greta earlier today").
    const cites = (s: number) => ('because' in b && b.because.some((e) => names(e, s))) || (b.act === 'accuse' && b.shares === true);
    if (sheriff === undefined || about !== sheriff || sheriff === this.ctx.me || this.everTitled || cites(sheriff) || !this.ctx.rng.chance(0.3)) return this.actSaid(b, voteSaid);
    this.titled = this.ctx.sheriff;
    this.everTitled = true;
    // Called to, the office is "Sheriff" ("I'm sorry, Sheriff, but…"), not "our sheriff": each way is weighed as said.
    const shape = this.ch.shape;
    const called = (x: string) => x.replace(/(^|, )our sheriff,/gi, '$1Sheriff,');
    this.ch.shape = shape ? (x) => called(shape(x)) : called;
    try {
      return this.actSaid(b, voteSaid).map(called);
    } finally {
      this.titled = undefined;
      this.ch.shape = shape;
    }
  }

  /** Claimants this speech has said, bare, it does not believe (after siding with their rival). */
  private readonly doubted = new Set<number>();

  private actSaid(a: Act, voteSaid: boolean): string[] {
    // A doubt of one of two claimants resting on the two claims alone, the speech going on to say it cannot tell them apart yet: the
    // doubt said bare, and the two claims in that admission. "Hugo as the seer does not add up, since Hugo and Greta cannot both
    // be the seer. I can't prove yet which of Hugo and Greta is lying" gave the clash as its own proof (three model seats and the
    // blind reader of a relay game: werewolf-9, seed 1251301).
    const unsure = a.act === 'doubt_claim' && a.over !== undefined && !a.over.killed && !a.over.late && !a.over.later && a.because.length > 0 && a.because.every((e) => e.kind === 'contradiction' && sameRoleClaims(e));
    // The two claims are told by the admission: no later point of the speech gives them as its reason.
    if (unsure) this.untold(a.because);
    const said = this.inFavourOf(FAVOUR.has(a.act), () => this.actLines(unsure ? { ...a, because: [] } : a, voteSaid));
    if (a.act === 'believe_claim' && said.length) this.sided.add(a.seat);
    // A case on two claimants says why this one is the liar, or that it cannot tell yet.
    if ((a.act !== 'accuse' && a.act !== 'doubt_claim') || !a.over || !said.length || (!unsure && !said.some((x) => x.includes(this.L(a.over!.other))))) return said;
    const target = this.L(a.act === 'accuse' ? a.target : a.seat);
    // A wording another seat used today is left for the others ("Between Hugo and Greta I cannot be sure yet, but Greta reads truer
    // to me" from two seats of one day: a blind reader's first tell, werewolf-9 relay, seed 1251301).
    const lines = this.unheardWordings(a.over.late ? G.OVER_LATE : a.over.later ? G.OVER_LATER : this.shownOnly(G.OVER_UNSURE));
    // Not "I cannot be sure yet" in a speech that says it is sure of the seat ("…but Katya reads truer to me. I'm certain Seat 2
    // is a werewolf": werewolf-9 at 80x24, seed 8814).
    if (!a.over.killed && !a.over.late && !a.over.later && this.sureAhead.has(a.act === 'accuse' ? a.target : a.seat)) return said;
    const slots = { target, other: this.L(a.over.other) };
    // Two speeches today already gave the order of the claims (this seat's own among them): a fifth "Wren claimed first,
    // and Seat 1 only came out once Wren had" is the same point again (werewolf-9, 80x24, seed 4747: five seats in a row).
    // Any seats filling the lines ("you only came out once Wren had" is the same point as "Seat 1 only came out once Wren had").
    // Either bank counts: "Between Jonah and Iris I cannot be sure yet" and "Jonah claimed first" weigh the same two claims.
    if (this.ctx.memory.matchedToday(orderSaid(OVER_ANY)) >= 2) {
      // Past that, a case resting on the two claims alone is the side the speaker takes, with the seats who took it first:
      // "There are two seer claims on the table, as Iris pointed out, so Jonah as the seer does not add up", from the third
      // and fourth seat of a day, read as a non sequitur by every relay reader (werewolf-9, seed 120501).
      const pairOnly = a.because.length > 0 && a.because.every((e) => e.kind === 'contradiction' && sameRoleClaims(e));
      if (!pairOnly || !a.over.with?.length) return said;
      // Once a speech, and not after saying it believes the other claimant ("Count me among those who believe Vera is the
      // seer. I'm with Elsie and Nell on this one: Vera over Iris. Same side as Elsie and Nell: …", seeded werewolf-9).
      // Said after believing the other claimant, the doubt is said bare: never left out, which left its claim on the seat
      // unspoken ("My trust in Sam as the seer is for today…", then Mira answered "Katya pointed at me": werewolf, 80x24,
      // seed 1230901).
      // Once: a doubt and a case on the same claimant say it in one sentence ("Bruno as the seer does not add up. He is not the
      // seer, as far as I can see").
      if (this.sided.has(a.over.other)) {
        const pair = a.because[0]!;
        const role = pair.kind === 'contradiction' && pair.a.kind === 'role_claim' ? pair.a.role : undefined;
        const seat = a.act === 'accuse' ? a.target : a.seat;
        if (role === undefined || this.doubted.has(seat)) return [];
        this.doubted.add(seat);
        return this.say(this.plain([this.clauses(this.unheardWordings(G.DOUBT), { target, role: this.ctx.words.role(role) })]));
      }
      this.sided.add(a.over.other);
      // A wording another seat used today is left for the others: "I read the two claims the way Vera and Katya did: Seat 10
      // is the false one" from three seats of one day (werewolf at 80x24, seed 1207104).
      return this.say(this.plain([this.clauses(this.unheardWordings(G.OVER_WITH), { ...slots, with: and(a.over.with.map(this.L)) })]));
    }
    // The rival's death decides it, cited with its date as any death is ("Jonah was killed on night 2, and Iris was not").
    // Told already in this speech ("Luca was killed last night, …"), it is not said again, and nothing weaker is said instead.
    const death = a.over.killed;
    if (death) {
      if (!this.untold([death]).length) return said;
      const forms = citeForms(death, this.ctx);
      const K = G.OVER_KILLED;
      return [...said, ...this.say([group(K.length * forms.length, (i) => [finish(fill(K[i % K.length]!, { target, death: forms[Math.floor(i / K.length)]! }))])])];
    }
    return [...said, ...this.say(this.plain([this.clauses(lines, slots)]))];
  }

  /** `make` with the persona's reason frames fit for a fact said for a seat, where `favour`. */
  private inFavourOf<T>(favour: boolean, make: () => T): T {
    const was = this.favour;
    this.favour = favour;
    try {
      return make();
    } finally {
      this.favour = was;
    }
  }

  private actLines(a: Act, voteSaid: boolean): string[] {
    const { words } = this.ctx;
    const evil = words.evil;
    switch (a.act) {
      case 'claim_role': {
        const role = words.role(a.role);
        this.claimedHere = true;
        if (a.again) return this.say(this.plain([this.clauses(G.CLAIM_AGAIN, { role })]));
        return this.say(this.plain([this.sentences(this.banks.claim, { role }), this.clauses(G.CLAIM, { role })]));
      }
      case 'report_check': {
        // Told already inside a counter-claim's contradiction ("…, but I checked Tomas last night and they came back good"): not again.
        if (this.told.has(`my_result:${a.target}`)) return [];
        this.told.add(`my_result:${a.target}`);
        if (a.bad) this.sureOf.add(a.target);
        const target = this.L(a.target);
        const result = words.result(a.bad).said;
        const off = words.nightOffset;
        const w = a.night === undefined ? '' : ` ${when(a.night + off, 'night', this.ctx, off)}`;
        // A check reported before is no news: not the persona's report, whose lines tell a result as fresh ("Hugo, to answer you,
        // fresh out of the oven: Oskar is a werewolf!", of the night-1 check said on day 2: a blind reader's tell, seed 1272301).
        const mains = [...(a.again ? [] : [this.sentences(this.banks.report, { target, result })]), this.clauses(G.REPORT, { target, result, when: w })];
        const why = a.why ? this.say(this.plain([this.clauses(G.CHECK_WHY[a.why], { target })])) : [];
        // A checked seat whose card has been shown since: the card said as bearing the check out, the claim's best proof ("My
        // examination of Iris shows not mafia", with Iris's doctor card on the table unmentioned: a blind reader, mafia-classic).
        const bears = a.shown !== undefined && (a.shown.role === words.evilRole) === a.bad;
        if (a.killed !== undefined && !a.bad) {
          // Dated from the check, not the calendar: "killed last night" beside a pronoun is a date no citation carries (talk bench).
          const kw = a.killed === a.night ? ' that same night' : a.killed === (a.night ?? 0) + 1 ? ' the night after' : ' a few nights later';
          return [...why, ...this.say(this.plain(mains)), ...this.say(this.plain([this.clauses(G.REPORT_KILLED, { target, when: kw })]))];
        }
        if (!bears) return [...why, ...this.say(this.plain(mains))];
        const shownWhen = ` ${a.shown!.day === this.ctx.day && this.ctx.phase === 'day' ? 'this morning' : when(a.shown!.day, 'day', this.ctx)}`;
        const role = words.role(a.shown!.role);
        // A check reported again is said with the card in one sentence: "Now then, Oskar came back mafia. Oskar turned out to be
        // mafia yesterday: the card bears my check out" named him twice over (a doctor game at 80x24, mafia-classic, seed 1270101).
        if (a.again) return [...why, ...this.say(this.plain([this.clauses(G.REPORT_BORNE, { target, result, when: w, role, shown: shownWhen })]))];
        return [...why, ...this.say(this.plain(mains)), ...this.say(this.plain([this.clauses(G.REPORT_SHOWN, { target, role, when: shownWhen })]))];
      }
      case 'accuse': {
        const target = this.L(a.target);
        // Resting on a check the table has cited twice today already: said as following it, not as the check again.
        const followed = this.checkHeard(a.because, a.target);
        if (followed !== undefined && a.strength !== 'hunch') {
          this.untold(a.because);
          if (a.strength === 'sure') this.sureOf.add(a.target);
          return this.say(this.plain([this.clauses(G.CHECK_FOLLOWED, { target, checker: this.L(followed) })]));
        }
        if (a.seconds !== undefined) {
          // A fact of the case two other seats said today in full is said short, without what became of its seat: four seats in a
          // row each said "Nell voted Bruno yesterday, and Bruno had claimed to be the seer" after Elsie, the tell a relay game's
          // readers all named (werewolf-9, seed 1206961). The fact stays: a seat following a case still says what it rests on.
          const short = this.saidShort(a.because);
          if (short.some((e, i) => e !== a.because[i])) return this.act({ ...a, because: short }, voteSaid);
          // Nor a night's death against the seat its victim had gone after, once two others have told it today, where the follower
          // has another fact to give ("Luca, I keep coming back to one thing: Oskar had gone after you before the night took Oskar, as
          // Hugo said earlier today", the fourth such retelling of one day at 80x24: werewolf, seed 1250101).
          const retold = a.because.filter((e) => retoldToday(e, this.ctx));
          if (retold.length) {
            // Its next fact instead; with none, the told one stays (later-words.test: a vote names a fact about its seat).
            const rest = a.because.filter((e) => !retold.includes(e));
            const instead = rest.length ? rest : (a.spare ?? []);
            if (instead.length) return this.act({ ...a, because: instead, spare: undefined }, voteSaid);
          }
          const behind = a.behind?.length ? this.counted(a.behind) : undefined;
          const slots = { seconded: this.L(a.seconds), target, evil, ...(behind ? { seats: behind.seats, n: behind.n } : {}) };
          // A seat that named `target` today with no reason in its words made no case to take up: never "I heard Elsie's case against
          // Seat 4, and nobody has answered it yet" after Elsie's "I nominate Seat 4. That settles my vote." (Mafia at 80x24, seed 1206305).
          // ("As a feeling and not a case" says no case was made.)
          const bare = !this.ctx.memory.reasonedToday(a.seconds);
          if (!a.shares && !bare) this.seconded.add(a.target);
          const some = (lines: readonly string[]) => {
            const caseless = bare ? lines.filter((l) => !/(?<!not a )\bcase\b|said against/.test(l)) : lines;
            return caseless.length ? caseless : lines;
          };
          if (a.shares) return this.say(this.plain([this.clauses(some(G.SECOND_HUNCH), { ...slots, when: this.ctx.memory.justNow()?.seat === a.seconds ? 'just now' : 'earlier today' })]));
          // A wording another seat said today is not said again with only a persona's tail to tell it apart ("Sam's read on Vera is the
          // one I'd back today", from Iris, then Bruno with "…, as I see it": mafia-classic at 80x24, seed 1291001).
          if (a.alone) return this.say(this.plain([this.clauses(this.unheardWordings(some(this.ctx.memory.matchedToday(G.ALONE_SAID) ? G.SECOND_ALONE_AGAIN : G.SECOND_ALONE)), slots)]));
          // A case the table has joined is counted, not said again; "…and I have heard nothing to answer it" only while the accused has not spoken since it.
          const pile = behind ? [...G.SECOND_PILE, ...(bare ? G.SECOND_PILE_BARE : [])].filter((l) => behind.few || !l.includes('{n}')) : undefined;
          const bank = some(pile ?? (a.answered ? G.SECOND_ANSWERED : [...G.SECOND, ...G.SECOND_UNANSWERED]));
          const second = [{ ...this.clauses(bank, slots), apart: true as const }];
          // A fact of its own that speaks for the seat is conceded after the second, never offered as its reason.
          // Once a day for a seat: three seats in a row each granting "Hugo backed Iris for sheriff, which is in Hugo's
          // favour" read as one script (werewolf, seed 120631).
          const granted = a.because.length || this.ctx.memory.matchedToday(grantedTo(this.nameOf(a.target))) >= 1 ? [] : this.untold(a.granted ?? []);
          if (granted.length) {
            const n = G.GRANTED.length;
            // "Today" once a sentence: "Greta went after Vera today, …, though I grant that Vera voted Oskar for sheriff" (today-once.test).
            const joined = (main: string, grant: string) => `${main}, ${/\btoday\b/i.test(main) ? grant.replace(/ (?:earlier )?today(?=[,.;]|$)/i, '') : grant}`;
            return this.say([group(bank.length * n, (i) => [finish(joined(fill(bank[Math.floor(i / n)]!, slots), this.withFact(G.GRANTED[i % n]!, granted, { target })))])]);
          }
          if (!behind || !a.because.length) return this.say(a.because.length ? this.withReasons(second, a.because, false, a.target) : this.plain(second));
          // Joining a case several seats have joined: counted with its reason, or put to the accused itself, the reason said to it
          // ("Tomas, you took the badge from Oskar; nothing you have said answers that, so I am with the others").
          const because = this.untold(a.because);
          // "You still haven't answered this" only to a seat that has spoken since the case (a blind reader caught it said to one that had not).
          const toAccused = because.length && !this.calledAlready ? [this.toSeat(a.target, a.answered ? [...G.PILE_TO, ...G.PILE_TO_ANSWERED] : G.PILE_TO, slots, because, 2)] : [];
          return this.say([...this.reasonedBy(second, because, false, a.target), ...toAccused]);
        }
        const checker = a.because[0]?.kind === 'check_claim' ? a.because[0].by : undefined;
        if (a.tally?.length && checker !== undefined) {
          const fresh = this.untold(a.because);
          // Past three, the seats are counted, not named ("six of you"), and the line that names them all is left out.
          const { few, seats, n } = this.counted(a.tally);
          // "Like Luca and Iris, I take Priya's check at its word" only where each of them gave the check as its reason today;
          // else the seats are named as where this one stands, and the check as its own reason ("like Luca and Iris", of Iris,
          // whose reason was another: a blind reader's false sentence, werewolf seed 1207303).
          const words = CHECK_WORDS.map((w) => [this.nameOf(checker), w, this.nameOf(a.target)]);
          const theirs = a.tally.every((s) => this.ctx.memory.citedTodayBy(s, words));
          // The check said already in this speech (a doubt of its claimant gave it): the count alone, never "I won't repeat…" after it.
          const bank = !fresh.length ? G.TALLY_TOLD : theirs ? G.TALLY : G.TALLY_BESIDE;
          const lines = few ? bank : bank.filter((l) => !l.includes('{n}'));
          return this.say(this.plain([this.clauses(lines, { target, seats, checker: this.L(checker), n })]));
        }
        // A hunch is said as one: the persona's own accusing lines are firm ("my money's on…"), so not for a guess.
        // Nor a line that answers the seat's words ("I can't believe you", "your account doesn't balance") of a seat that has not
        // spoken yet (Elsie to Mira, before Mira's first word: the second blind reader's false sentence, werewolf seed 1207303).
        const heard = this.ctx.memory.spokeInGame(a.target);
        const own = grounded(voteSaid ? voteless(this.phrases.accuse) : this.phrases.accuse).filter((l) => heard || !ANSWERS_WORDS.test(l));
        // Sure of the seat (a check, a reveal), the persona does not say it as a feeling ("My result on Iris: a werewolf… I'd put
        // Iris at even money"; "Seat 4 came back a werewolf… my gut says Seat 4": a seer game and a wolf game at 80x24).
        if (a.strength === 'sure') this.sureOf.add(a.target);
        const voiced = this.sureOf.has(a.target) ? certain(own) : own;
        // A role claimed in this speech, a seat said plainly evil reads as a check reported: sure of one it reported no check on, it says so otherwise.
        const unchecked = a.strength === 'sure' && this.claimedHere && !this.told.has(`my_result:${a.target}`);
        // Sure of a seat it has just reported its own check on, it says the result is what it knows (never "I'd swear she is…").
        // "That is a result, not a read" only right after the report: said after another sentence, "that" is that sentence ("Ask
        // yourselves why Tomas wanted me gone. That is not a feeling; it is what my check showed": last words, werewolf-9 at 80x24).
        const checkedHere = a.strength === 'sure' && this.told.has(`my_result:${a.target}`);
        const justReported = this.lastSaid?.act === 'report_check' && this.lastSaid.target === a.target;
        const checkedLines = justReported ? G.ACCUSE_SURE_CHECKED : G.ACCUSE_SURE_CHECKED.filter((l) => l.includes('{target}'));
        const mains = [this.clauses(unchecked ? G.ACCUSE_SURE_UNCHECKED : checkedHere ? checkedLines : G.ACCUSE[a.strength], { target, evil }), ...(a.strength === 'hunch' || !voiced.length ? [] : [this.sentences(voiced, { target })])];
        // Agreeing words ("I'm with you", "everybody's in on them") need someone who pointed first today.
        const following = a.joins === true && (a.because[0]?.kind === 'check_claim' || a.because[0]?.kind === 'accusation');
        // "Everybody's in on them" only when three seats or more went after the seat today (`crowd`).
        if (following) mains.push(this.sentences(agreeing(this.phrases.agree).filter((l) => a.crowd || !CROWD_WORDS.test(l)), { target }));
        // The case this seat made on an earlier day, made again on the same facts: said as kept, not as news ("Wren stood up for
        // Katya yesterday, and that is why something about Wren bothers me", the day after the same seat's "Wren defended Katya
        // today, so Wren has me uneasy": the first tell of a relay game's blind reader, werewolf-9 seed 1290201).
        const before = following ? undefined : this.madeBefore(a.because);
        const kept = before !== undefined ? this.say(this.plain([this.clauses(G.CASE_KEPT, { target, when: when(before, 'day', this.ctx) })])) : [];
        return [...kept, ...this.say(this.withReasons(mains, a.because, true, a.target))];
      }
      case 'defend':
        return this.say(this.withReasons([this.clauses(G.DEFEND, { target: this.L(a.target), evil })], a.because));
      case 'defend_self': {
        // A role claimed before stands first: accused, a claimed hunter says it again ("I am the hunter, as I said").
        // Said once a game in each wording: with every one said, the defence goes on without it.
        const standing = a.claimed !== undefined && !a.removed ? this.unsaid(G.CLAIM_AGAIN, { role: words.role(a.claimed) }) : [];
        const stands = standing.length ? this.say(this.plain([this.clauses(standing, { role: words.role(a.claimed!) })])) : [];
        // Answered in its own turn today (a sentence of it named the accuser and the speaker: "Iris accused me today; …"):
        // referred to, and the case against the accuser said if it has one; the answer and the record not said again.
        if (a.again && a.against !== undefined && this.answeredToday(a.against)) {
          const again = [this.clauses(G.DEFEND_AGAIN, { evil, target: this.L(a.against) })];
          // Nor the case against the accuser, when that turn made it ("I would look hard at Iris for pointing at me, because…" twice).
          const against = a.because.length && !this.turnedOnToday(a.against) ? [this.clauses(this.unheardWordings(G.DEFEND_AGAINST), { target: this.L(a.against) })] : [];
          return [...stands, ...this.say(this.plain(again)), ...(against.length ? this.say(this.withReasons(against, a.because, false, a.against)) : [])];
        }
        // The case made against the speaker is answered first, then its record; a plea only when it has no record.
        // Then the strongest fact of its own doing held against it, answered.
        const answered = [...(a.case ? this.answerCase(a.case, a.against) : []), ...this.rebut(a.rebut, a.case)];
        // A second accuser that cited another deed of the speaker's hears that deed answered, not "the same answer".
        const alsoDeed = a.also !== undefined ? this.rebutted(this.alsoCited(a.rebut, a.also), a.also) : [];
        if (answered.length && a.also !== undefined) answered.push(...(alsoDeed.length ? alsoDeed : this.alsoAnswered(a.also, a.behind ? a.against : undefined, evil, answered)));
        const record = [
          ...(a.record?.length ? this.inFavourOf(true, () => (a.record![0]!.kind === 'check_claim' ? this.checkedRecord(a.record!, evil) : this.say(this.withReasons([this.clauses(G.DEFEND_RECORD, { evil })], a.record!, false)))) : []),
          ...(a.badge ? this.badgeRecord(a.badge) : []),
        ];
        if (answered.length && record.length) return [...stands, ...answered, ...record];
        // Voted out: the vote was wrong, and who led it is named in a sentence of its own (not one wording among them).
        if (a.removed) {
          // Its ballot or its words against the speaker are what "led the case" says already: never its reason ("Ask
          // yourselves why Bruno wanted me gone. The reason is simple: Bruno voted me just now").
          const me = this.ctx.me;
          const why = a.because.filter((e) => !(e.kind === 'vote' && e.target === me) && !((e.kind === 'accusation' || e.kind === 'nomination') && e.target === me));
          const against = a.against !== undefined ? this.say(this.withReasons([this.clauses(G.DEFEND_LAST_AGAINST, { target: this.L(a.against) })], why, false, a.against)) : [];
          return [...stands, ...answered, ...record, ...this.say(this.plain([this.clauses(G.DEFEND_LAST, { evil, removed: words.removed })])), ...against];
        }
        // The persona's pleas ask the table not to vote; once it has, the grammar says the vote was wrong.
        // Nothing answered: the plea, then the accuser named. A case answered is the defence: only its facts are left to say,
        // against the accuser by name, or under the persona's plea when it names nobody (the facts against an accuser after a
        // plea naming nobody were left hanging: "I'm not the one you want. Here's the punch: Ada backed Jonah for sheriff
        // today", a relay game, werewolf-9, seed 120501); with none, the answer is the whole defence.
        const accuser = () => this.clauses(this.unheardWordings(G.DEFEND_AGAINST), { target: this.L(a.against!) });
        let mains: Main[];
        if (!answered.length) mains = [this.sentences(this.phrases.defend, {}), this.clauses(this.undenied(G.DEFEND_SELF), { evil }), ...(a.against !== undefined ? [accuser()] : [])];
        // Nor the accuser's case again when this speech has called it evil on its own check ("I checked Priya: a werewolf. Priya
        // went after me; … I would look hard at Priya for pointing at me").
        else if (!a.because.length || (a.against !== undefined && this.sureOf.has(a.against))) return [...stands, ...answered, ...record];
        else mains = [a.against !== undefined ? accuser() : this.sentences(this.phrases.defend, {})];
        // A second seat after it hears the same answer by name, whether or not the case was answered above (a counter-claim
        // may answer it: "Wren reported me as mafia. That is a lie", and Jonah, who nominated the seat too, went unnamed).
        // Said to the accuser ("Nell, you have the wrong player"), its deeds are "you" after it, never "…, given that Nell put a vote on
        // Bruno" (a blind reader's fifth tell: relay game, werewolf-9, seed 1206961).
        const pleaded = this.say(this.withReasons(mains, a.because, false, a.against));
        const also = !answered.length && a.also !== undefined ? (alsoDeed.length ? alsoDeed : this.alsoAnswered(a.also, a.behind ? a.against : undefined, evil, pleaded)) : [];
        return [...stands, ...answered, ...record, ...pleaded, ...also];
      }
      case 'believe_claim':
      case 'doubt_claim': {
        // A doubt's ballot said in full by two speeches today already is said short, as a follower's is (the tie-break beside a
        // clash of claims brought "Jonah voted Nell yesterday, and Nell had claimed to be the seer" into a fourth speech).
        if (a.act === 'doubt_claim') {
          // Doubted for the rival's check on the claimant, which two other speeches today said already: referred to, not recited.
          const heard = this.checkHeard(a.because, a.seat);
          if (heard !== undefined) {
            this.untold(a.because);
            const role = words.role(a.role);
            return this.say(this.plain([this.clauses(G.DOUBT_HEARD, { target: this.L(a.seat), other: this.L(heard), role, bare: bareRole(role) })]));
          }
          const short = this.saidShort(a.because);
          if (short.some((e, i) => e !== a.because[i])) return this.act({ ...a, because: short }, voteSaid);
          // Nor a night's death against the seat its victim had gone after, once two others have told it today: the case is
          // taken up by name ("Luca, I keep coming back to one thing: Oskar had gone after you before the night took Oskar, as Hugo
          // said earlier today", the fourth such retelling of one day at 80x24: werewolf, seed 1250101).
          const retold = a.because.filter((e) => retoldToday(e, this.ctx));
          if (retold.length) return this.act({ ...a, because: a.because.filter((e) => !retold.includes(e)) }, voteSaid);
        }
        const slots = { target: this.L(a.seat), role: words.role(a.role), bare: bareRole(words.role(a.role)) };
        if (a.act === 'believe_claim' && a.press) return this.say(this.plain([this.clauses(G.BELIEVE_PRESS, slots)]));
        if (a.act === 'believe_claim' && a.unopposed) {
          // "The real seer has had every chance to contradict Mira" only once the table has had its chances: not two speeches
          // after the claim (a blind reader's false sentence, werewolf-9 seed 1207301).
          // Nor with half the table still to speak: Ada said it as the fourth of eight speakers after the claim ("She says this
          // after only one campaign speech and three short discussion turns": the blind reader, werewolf-9 relay, seed 1240001).
          const since = this.ctx.memory.heardSince(a.seat, slots.bare.toLowerCase());
          const early = since !== undefined && since < Math.max(EARLY_CLAIM, Math.ceil(0.6 * ((this.ctx.alive ?? 0) - 1)));
          return this.say(this.plain([this.clauses(early ? G.BELIEVE_UNOPPOSED.filter((l) => !/by now|every chance|so far|could not count|quickly/.test(l)) : G.BELIEVE_UNOPPOSED, slots)]));
        }
        if (a.act === 'believe_claim' && a.echo) return this.say(this.withReasons([this.clauses(G.BELIEVE_ECHO, slots)], a.because));
        // Believed because the rival's check called this seat evil: the check, and what the seat knows of itself.
        const framed = a.act === 'believe_claim' && a.because.length === 1 ? a.because[0] : undefined;
        if (framed?.kind === 'check_claim' && framed.bad && framed.target === this.ctx.me && framed.by !== a.seat) {
          const told = this.untold([framed]);
          const with_ = { ...slots, other: this.L(framed.by) };
          if (told.length) return this.say([group(G.BELIEVE_FRAMED.length, (i) => [finish(this.withFact(G.BELIEVE_FRAMED[i]!, told, with_))])]);
        }
        // Claimed only with the votes on it: said as that, with what the doubt rests on.
        // The doubt first, then what it rests on: put first, the fact read as the cause of hearing the claim ("Tomas reported Greta as
        // good yesterday, which is why I heard Greta's hunter claim, and it came too late…": a seer game at 80x24, seed 1280501).
        if (a.act === 'doubt_claim' && a.pressed) return this.say(this.withReasons([this.clauses(G.DOUBT_PRESSED, { ...slots, ...this.pronounFor(a.seat) })], a.because, false));
        const [own, generic] = a.act === 'believe_claim' ? [this.banks.believe, G.BELIEVE] : [this.banks.doubt, G.DOUBT];
        return this.say(this.withReasons([this.sentences(own, slots), this.clauses(generic, slots)], a.because));
      }
      case 'counter_claim': {
        this.rivalled.add(a.liar);
        const role = words.role(a.role);
        const slots = { target: this.L(a.liar), role, bare: bareRole(role) };
        // The rival's own claim is what is answered, not a reason: "it is me, not Seat 6, because Seat 6 came out as the seer".
        const claim = a.because.filter((e) => e.kind === 'role_claim' && e.seat === a.liar);
        const because = a.because.filter((e) => !claim.includes(e));
        // The claim answered here is told: no later point of this speech gives it as a reason ("The reason is simple: Bruno came out as the seer").
        this.untold(claim);
        // The rival's check on the speaker is what it answers: said first, then called a lie, not given as the claim's reason.
        const checked = because.length > 0 && because.every((e) => e.kind === 'check_claim' && e.by === a.liar && e.target === this.ctx.me);
        const told = checked ? this.untold(because) : [];
        if (told.length) return this.say([group(G.COUNTER_CHECKED.length, (i) => [finish(this.withFact(G.COUNTER_CHECKED[i]!, told, slots))])]);
        // The role said already in this speech is not said again with the counter-claim ("I'm still the seer, as I told you.
        // … Jonah has taken my role for a cover: I am the seer", a relay reader's tell).
        return this.say(this.withReasons([this.clauses(this.claimedHere ? G.COUNTER_CLAIMED : G.COUNTER, slots)], because, false));
      }
      case 'vote_intent': {
        if (a.target === null) return this.say(this.withReasons([this.clauses(G.NO_VOTE[words.noVote] ?? G.NO_VOTE.abstain!, {})], a.because));
        const target = this.L(a.target);
        // Resting on the two claims of one role alone: the side taken, said as such.
        const rival = rivalClaimant(a.because, a.target);
        if (rival && !a.lean && rival.other !== this.ctx.me) {
          this.untold(a.because);
          return this.say(this.plain([this.clauses(a.kept ? G.VOTE_KEPT_SIDE : G.VOTE_SIDE, { target, other: this.L(rival.other), bare: bareRole(words.role(rival.role)) })]));
        }
        if (a.over !== undefined) return this.say(this.plain([this.clauses(G.VOTE_OVER_CHECK, { target, other: this.L(a.over) })]));
        // Resting on a check the table has cited twice today already: the vote follows it, the check not said again.
        // Not where this speech has followed it already (its case said so): the vote then says it plainly.
        // Nor a kept ballot's word, which says only that the vote stands (ballot-remark.test).
        const followed = a.lean || a.kept || a.because.some((e) => this.told.has(factKey(e))) ? undefined : this.checkHeard(a.because, a.target);
        if (followed !== undefined) {
          this.untold(a.because);
          return this.say(this.plain([this.clauses(G.VOTE_ON_CHECK, { target, checker: this.L(followed) })]));
        }
        // After taking up another seat's case on it ("…, and it is the case I would vote on"), the vote is not then said as a lean
        // ("My vote is on Mira, as a lean, not a case": relay game, mafia-classic, seed 1218501).
        if (a.lean && !this.seconded.has(a.target)) return this.say(this.withReasons([this.clauses(this.unheardTails(G.LEAN_WAYS), { target })], a.because, true, a.target));
        if (a.kept) {
          // Asked, by a seat whose turn gave a reason against the seat: the point granted ("fair point"), never to nobody.
          const conceded = a.asked === true && a.target !== null && this.ctx.memory.reasonedByMeToday(this.ctx.label(a.target));
          // A lean said in its turn, no vote: the vote goes there now; "my vote stays there" was said of no vote ("my eye is on Elsie,
          // not a vote yet", then "It was a hunch about Elsie, and it still is; my vote stays there": werewolf-9 relay, seed 1281001).
          const bank = a.fromLean
            ? a.hunch && !a.because.length
              ? G.VOTE_FROM_LEAN_HUNCH
              : G.VOTE_FROM_LEAN
            : a.hunch && !a.because.length
              ? conceded
                ? G.VOTE_KEPT_CONCEDED
                : G.VOTE_KEPT_HUNCH
              : G.VOTE_KEPT;
          return this.say(this.withReasons([this.clauses(bank, { target })], a.because, true, a.target));
        }
        return this.say(this.withReasons([...this.personaVote(a.target, target), this.clauses(a.because.length ? G.VOTE : G.VOTE_WAYS, { target })], a.because, true, a.target));
      }
      case 'answer':
        return a.reply.kind === 'lead' ? [] : this.answer(a);
      case 'mourn':
        return mournLines(a, this);
      case 'audit':
        return auditLines(a, this);
      case 'ask_check': {
        const asks = this.stanceSaid ? G.ASK_CHECK_PLAIN : this.stanceAhead ? G.ASK_CHECK.filter((l) => !/\bguess/.test(l)) : G.ASK_CHECK;
        return this.say(this.plain([this.clauses(asks, { target: this.L(a.target), role: words.role(a.role) })]));
      }
      case 'ask_vote': {
        const because = this.untold(a.because);
        const v = because[0];
        if (v?.kind !== 'vote') return [];
        const together = a.together === 'all' ? 'we all' : a.together === 'most' ? 'most of us' : 'I';
        const slots = { target: this.L(a.target), subject: v.target === null ? '' : this.L(v.target), together };
        // Said to the seat ("Greta, you voted Tomas yesterday: …"), its ballot is cited as "you".
        // The same ballot asked about earlier today: put as that question again, by who asked it.
        if (a.after) {
          this.sharedAsked = a.target;
          return this.askAbout(a.target, G.ASK_HELD_SHARED_AFTER, { ...slots, asker: this.L(a.after.by), other: this.L(a.after.to) }, because);
        }
        // The same question put to the same seat earlier today, still unanswered: asked again, with who asked it first.
        if (a.again !== undefined && v.target !== null) return this.askAbout(a.target, G.ASK_VOTE_AGAIN, { ...slots, asker: this.L(a.again) }, because);
        if (a.together) this.sharedAsked = a.target;
        const held = a.spoke ? [G.ASK_HELD_SHARED_SPOKE, G.ASK_HELD_SPOKE] : [G.ASK_HELD_SHARED, G.ASK_HELD];
        // "I want to hear from Bruno first" only of a seat yet to speak today: said of Bruno after he had opened the day, it was
        // a line two relay readers quoted (werewolf-9, seed 1221001).
        const ask = this.ctx.memory.spokeToday(a.target) ? G.ASK_VOTE.filter((l) => !/\bfirst\b/.test(l)) : G.ASK_VOTE;
        return this.askAbout(a.target, a.together ? held[0]! : v.target !== null ? ask : held[1]!, slots, because);
      }
      case 'ask_read': {
        // Asked about a name it said today: "Iris, you went after Ada earlier today: what did you see in Ada?".
        const because = a.word ? this.untold([a.word]) : [];
        // Put to a seat that has not spoken yet today, the question can say it waits for its turn ("Oskar, where are you leaning?",
        // before Oskar had said a word, read as "a curious opening move": relay game, mafia-classic, seed 1220501).
        const ahead = !this.ctx.memory.spokeToday(a.target) ? [...G.ASK_READ_AHEAD, ...G.ASK_READ] : G.ASK_READ;
        if (!a.word || !because.length) return this.say(this.plain([this.clauses(a.spoke ? G.ASK_READ_SPOKE : ahead, { target: this.L(a.target) })]));
        // Asked for its own name after a day it only asked others for theirs, or answered a question with none.
        if (a.word.kind === 'asked' || a.word.kind === 'unnamed') return this.askAbout(a.target, a.spoke ? G.ASK_QUIET_SPOKE : G.ASK_QUIET, { target: this.L(a.target) }, because);
        // "I did not hear why" only of a seat whose words today gave no reason at all: "Vera, you went after Tomas, and I did not
        // hear why", of a Vera who had said why in words no pattern reads (relay game, mafia-classic, seed 1218501).
        const heard = this.ctx.memory.reasonedToday(a.target);
        const asks = a.spoke ? G.ASK_WORD_SPOKE : heard ? G.ASK_WORD.filter((l) => !l.includes('did not hear')) : G.ASK_WORD;
        return this.askAbout(a.target, asks, { target: this.L(a.target), subject: this.L(a.word.target) }, because);
      }
      case 'await_answer':
        return this.say(this.plain([this.clauses(G.AWAIT_ANSWER, { asker: this.L(a.by), target: this.L(a.to) })]));
      case 'turned':
        return this.say(this.plain([this.clauses(G.TURNED, { seat: this.L(a.seat), when: when(a.day, 'day', this.ctx) })]));
      case 'stakes': {
        // Counts in words; the evil role and side as the ruleset names them ("mafia", "the mafia").
        const w = this.ctx.words;
        return this.say(this.plain([this.clauses(a.now ? G.STAKES_NOW : G.STAKES_NIGHT, { alive: COUNT[a.alive] ?? String(a.alive), evil: COUNT[a.evil] ?? String(a.evil), kind: w.evilRole, side: w.evilSide })]));
      }
      case 'vote_plan':
        // Three speeches a day say how their vote will be settled; a fourth would be the same line again in other words.
        if (this.ctx.memory.matchedToday(orderSaid(G.VOTE_PLAN)) >= 3) return [];
        return this.say(this.plain([this.clauses(G.VOTE_PLAN, {})]));
      case 'next_look': {
        // Two speeches a day name a seat next in line; past them it is one point said round the table (six seats in a row
        // gave "Hugo voted Iris yesterday, and Iris was killed last night" as their second name: werewolf, seed 5170).
        if (this.ctx.memory.matchedToday(orderSaid(G.NEXT_LOOK)) >= 2) return [];
        const because = this.untold(a.because);
        if (!because.length) return [];
        // Said only with its fact (a second name bare is the lean the readers quoted): one the speech has not told already, in the
        // same sentence, never a reason frame of its own after it ("If I'm wrong there, I look at Vera next. Play of the day: Nell
        // defended Vera yesterday", a fact a blind reader found bolted on: mafia-classic relay game, seed 1218501).
        return this.say([group(NEXT_LOOK_WHY.length, (i) => [finish(this.withFact(NEXT_LOOK_WHY[i]!, because, { target: this.L(a.target) }))])]);
      }
      case 'lean': {
        if (a.last) {
          const mains = [a.beside !== undefined ? this.clauses(G.LAST_LEAN_BESIDE, { target: this.L(a.target), other: this.L(a.beside) }) : this.clauses(G.LAST_LEAN, { target: this.L(a.target) })];
          return this.say(a.because.length ? this.withReasons(mains, a.because, false, a.target) : this.plain(mains));
        }
        // After a question about a ballot the speaker or the table cast too, the lean says that ballot is not its ground ("Oskar,
        // you voted Tomas yesterday, as I did; where do you lean today? My eye is on Oskar" read as the shared ballot held against
        // him: a blind reader's first tell, seeds 1207301-3).
        if (this.sharedAsked === a.target && !a.because.length) return this.say(this.plain([this.clauses(G.LEAN_BESIDE_SHARED, { target: this.L(a.target), ...this.pronounFor(a.target) })]));
        if (a.opening && !a.because.length) return this.say(this.plain([this.clauses(G.LEAN_OPENING, { target: this.L(a.target), ...this.pronounFor(a.target) })]));
        // After the faint mark against the seat was said, the lean does not claim the record holds nothing.
        const grounded = this.recounted === a.target || a.because.length > 0;
        // Nor "…, and I would like to hear her speak" of a seat that has spoken today (of the seat that spoke just before: a blind reader).
        const heard = this.ctx.memory.spokeToday(a.target);
        // Nor "I'll settle it when everyone has spoken" from the seat that speaks last (the sheriff, in a relay game: werewolf-9, seed 1214001).
        const ways = G.LEAN_OPEN_WAYS.filter(
          (l) => !(grounded && /nothing in the record/.test(l)) && !(heard && /hear \{them\} speak|hear the defence/.test(l)) && !(this.ctx.heardAll && WAITS_ON_TABLE.test(l)),
        );
        // A hedge another seat closed its lean with today is not said again: "…, so convince me either way" from three seats of
        // one day, each after another head, read as one program (all four model seats of that relay game quoted it).
        const mains = [this.clauses(this.unheardTails(ways), { target: this.L(a.target) })];
        return this.say(a.because.length ? this.withReasons(mains, a.because, true, a.target) : this.plain(mains));
      }
      case 'recount': {
        const because = this.untold([a.fact]);
        if (!because.length) return [];
        this.recounted = a.seat ?? a.on;
        // A death may be read for who wanted it; any other fact only for the seat it is about.
        const death = a.fact.kind === 'death';
        const held = a.fact.kind === 'vote' && a.fact.target === null;
        const last = a.fact.kind === 'accusation' && a.fact.last === true;
        const lines = a.fact.kind === 'peaceful_night' ? G.RECOUNT_PEACEFUL : a.seat !== undefined ? G.RECOUNT_THIN : a.on === undefined ? G.RECOUNT_NOWHERE : last ? G.RECOUNT_LAST : death ? [...G.RECOUNT_NOWHERE, ...G.RECOUNT_ON] : held ? G.RECOUNT_HELD : G.RECOUNT_ON;
        const about = a.seat ?? a.on;
        const target = about !== undefined ? this.L(about) : '';
        return this.say([group(lines.length, (i) => [finish(this.withFact(lines[i]!, because, { target }))])]);
      }
      case 'shot_news': {
        if (!this.untold([a.fact]).length) return [];
        const slots = { hunter: this.L(a.hunter), target: this.L(a.target), ...this.pronounFor(a.hunter) };
        const news = this.clauses(G.SHOT_NEWS, slots);
        if (!a.read) return this.say(this.plain([news]));
        // The news, then what it tells, in one way of saying it.
        const read = this.clauses(G.SHOT_READ, slots);
        const n = news.templates.length;
        return this.say([group(n * read.templates.length, (i) => [finish(textOf(news, i % n)), finish(textOf(read, Math.floor(i / n)))])]);
      }
      case 'badge_held': {
        const from = this.L(a.from);
        return this.say(this.plain([this.clauses(a.cleared ? G.BADGE_HELD_CLEARED : G.BADGE_HELD, { from, ...this.pronounFor(a.from) })]));
      }
      case 'answer_last': {
        const because = this.untold([a.case]);
        if (!because.length) return [];
        const lines = a.shown ? G.ANSWER_LAST_SHOWN : a.knew ? G.ANSWER_LAST_KNEW : a.checked ? G.ANSWER_LAST_CHECKED : a.too ? G.ANSWER_LAST_TOO : G.ANSWER_LAST;
        return this.say([group(lines.length, (i) => [finish(this.withFact(lines[i]!, because, { target: this.L(a.case.by), evil: this.ctx.words.evil }))])]);
      }
      case 'weigh': {
        // The fact first, then what it means: the point follows from it.
        const because = this.untold(a.because);
        if (!because.length) return [];
        const slots = { target: this.L(a.seat), evil: this.ctx.words.evil };
        // A word about the speaker itself is weighed by what the speaker knows of itself, not as news ("Katya defended
        // me, and so I would look past Katya" read as a script: relay readers, seed 8812).
        const lines = because.some((e) => aboutMe(e, this.ctx.me)) ? G.WEIGH_ME : a.faint ? G.WEIGH_FAINT : G.WEIGH;
        return this.say([group(lines.length, (i) => [finish(`${this.evidence(because)!}, ${fill(lines[i]!, slots)}`)])]);
      }
      case 'changed_mind': {
        // A past ballot explained on a later day: the fact of the switch, then why.
        if (a.day !== undefined && (a.day < this.ctx.day || a.cast)) {
          const forms = citeForms({ kind: 'switch', n: -1, day: a.day, voter: this.ctx.me, said: a.from, voted: a.to }, this.ctx);
          // Why it moved is said with the move, never behind a reason frame of its own: "I announced a vote on Nell and in the end
          // voted Luca. The discrepancy is this: Nell claimed to be the detective" read as a case against the seat it had left
          // (mafia corpus, seed 1208200: 2 in 100 games).
          const told = this.untold(a.because);
          if (!told.length) return this.say(this.plain([this.clauses(forms, {})]));
          const why = inClause(this.evidence(told)!);
          const n = G.BECAUSE.length;
          return this.say([group(forms.length * n, (i) => [finish(`${forms[Math.floor(i / n)]!}, ${G.BECAUSE[i % n]!} ${why}`)])]);
        }
        const from = this.L(a.from);
        if (a.to === null) return this.say(this.withReasons([this.clauses(G.CHANGED_TO_NONE, { from })], a.because));
        const target = this.L(a.to);
        // What moved it clears the old seat, and says nothing of the new one: the fact first, then the move off it
        // ("Bo claimed the hunter, so I'm taking my vote off Bo and putting it on Ada"), never as a reason for Ada.
        const off = this.untold(a.because.every((e) => names(e, a.from) && !names(e, a.to!)) ? a.because : []);
        // A seat's own claim moves the vote off it, but does not clear it ("Bo claimed the hunter, so Bo is off my list": a claim is no proof).
        const ways = off.some((e) => e.kind === 'role_claim' && e.seat === a.from) ? G.CHANGED_OFF.filter((l) => !/off my list/.test(l)) : G.CHANGED_OFF;
        if (off.length) {
          const left = this.evidence(off)!;
          // And why the seat it goes to, where the record holds something against it: a move with no word on the new seat read as
          // a landing on a name for nothing ("Bruno called Nell good today, so I'm taking my vote off Nell and putting it on Ada":
          // a blind reader's second tell, relay game, werewolf-9, seed 1206961).
          // Not the two claims of one role as why ("…putting it on Oskar, since Elsie and Oskar cannot both be the seer": the claims
          // are the side taken, not a reason against either, vote-side.test).
          const onto = a.onto?.length && a.to !== null && !rivalClaimant(a.onto, a.to) ? this.untold(a.onto) : [];
          const said = onto.length ? this.evidence(onto) : null;
          // One "today" a sentence: the reason's date goes where the move's fact said it already.
          // After "given that", its date last ("…, given that Wren voted Oskar yesterday", not "given that yesterday, Wren voted
          // Oskar": werewolf, 80x24, seed 1230901).
          const why = said ? inClause(afterSameDay(left, said)) : undefined;
          const n = G.BECAUSE.length;
          if (why) return this.say([group(ways.length * n, (i) => [finish(`${left}, ${fill(ways[Math.floor(i / n)]!, { from, target })}, ${G.BECAUSE[i % n]!} ${why}`)])]);
          // Nothing on the record against the new seat: the move says so, a lean ("Ada claimed to be the witch earlier today, so I'm
          // taking my vote off Ada and putting it on Nell", with nothing on Nell, was all three model seats' example of a reason that
          // does not lead to the move: werewolf-9 relay, seed 1280401).
          const lean = G.CHANGED_OFF_LEAN.map((l) => fill(l, { target, ...this.pronounFor(a.to) }));
          const m = lean.length;
          return this.say([group(ways.length * m, (i) => [finish(`${left}, ${fill(ways[Math.floor(i / m)]!, { from, target })}`), finish(upperStart(lean[i % m]!))])]);
        }
        // Moved by another seat's case today: it is taken up by name ("Katya's case against Ada moves me"), not given
        // as a reason of the speaker's own ("Ada gets my vote now, given that Katya pointed at Ada").
        const to = a.to;
        const cases = a.because.filter((e) => (e.kind === 'accusation' || e.kind === 'nomination') && e.target === to && e.by !== this.ctx.me && e.day === this.ctx.day);
        const seconded = cases[0];
        if (seconded && 'by' in seconded && cases.length === a.because.length) {
          this.untold(cases);
          return this.say([group(G.CHANGED_FOLLOW.length, (i) => [finish(fill(G.CHANGED_FOLLOW[i]!, { from, target, seconded: this.L(seconded.by) }))])]);
        }
        // Moved by the two claims of one role alone: the claims that moved it, then the side taken ("…my vote goes to Oskar,
        // since Jonah claimed to be the seer earlier today, and then Oskar claimed it too, and I believe Jonah over Oskar"),
        // never the two claims alone, as if they pointed at one of them.
        // So too when the two claims stand beside other reasons ("…given that Tomas and Bruno cannot both be the seer, and Oskar
        // reported Greta as a werewolf"): the claims and the side taken are the reason said.
        const among = rivalAmong(a.because, to);
        const rival = rivalClaimant(a.because, to) ?? among;
        if (rival && rival.other !== this.ctx.me) {
          const pair = this.evidence(this.untold(among ? [among.pair] : a.because));
          const side = fill(G.SIDE_TAKEN[0]!, { other: this.L(rival.other), target });
          if (pair) return this.say([group(G.CHANGED.length, (i) => [finish(`${fill(G.CHANGED[i]!, { target, from })}, since ${pair}, ${side}`)])]);
          // The claims told already in this speech: the side alone.
          return this.say([group(G.CHANGED.length, (i) => [finish(`${fill(G.CHANGED[i]!, { target, from })}, ${side}`)])]);
        }
        // The move first, then what moved it: put first, the fact would read as the reason for the old vote. A persona's own words
        // name only the seat it moves to: with no reason to say, the move names the seat it leaves as well ("I'm correcting my
        // entry: my vote goes to Katya", a ballot's whole remark, left the table to guess what it had left: ballot-remark.test).
        // Moved by a check the table has cited twice today already: "Now then, I'm moving my vote to Iris, because Katya said Iris
        // came back a werewolf", "Iris gets my vote now, given that Katya called Iris a werewolf today", and a third alike, one
        // after another at a last call, were a blind reader's first tell (werewolf-9 relay, seed 1271201).
        // So too with a fact about the seat it leaves beside the check ("Sam said Iris came back a werewolf, and Greta claimed to be
        // the hunter", from four seats in a row at a last call: a seer game at 80x24, seed 1280501): the check by name, then
        // the fact said as why the old seat is left.
        const leaving = a.because.filter((e) => names(e, a.from) && !names(e, to));
        const heard = this.checkHeard(a.because.filter((e) => !leaving.includes(e)), to);
        if (heard !== undefined) {
          const rest = this.untold(leaving);
          this.untold(a.because);
          const off = rest.length ? `, and ${inClause(this.evidence(rest)!)}` : '';
          return this.say([group(G.CHANGED_ON_CHECK.length, (i) => [finish(`${fill(G.CHANGED_ON_CHECK[i]!, { target, from, checker: this.L(heard) })}${off}`)])]);
        }
        const persona = a.because.length ? [this.sentences(this.banks.change_mind, { target })] : [];
        return this.say(this.withReasons([...persona, this.clauses(G.CHANGED, { target, from })], a.because, false));
      }
      case 'count': {
        // A count that leaves no more seats than the evil side holds is sure of them: the vote after it is not hedged ("That leaves
        // you alone, and the mafia still have one seat here. I'm voting you, unless the defence surprises me": mafia-classic at
        // 80x24, seed 1272001).
        if (a.left.length <= a.evilLeft) for (const s of a.left) this.sureOf.add(s);
        // Counted aloud by another seat today: that count is named, not said a second time word for word ("That leaves Vera,
        // and one of the mafia is still at the table: it has to be Vera", from two seats of one day: talk bench, seed 1205991).
        // Today's first count: one said on an earlier day hid today's, and the count was said twice (talk bench, seed 1207401).
        const first = this.ctx.memory.firstToSay([COUNT_SAID], false, true);
        if (first && first.day === this.ctx.day && first.seat !== this.ctx.me) {
          const left = and(a.left.map(this.L));
          return this.say([group(G.COUNT_AGAIN.length, (i) => [finish(fill(G.COUNT_AGAIN[i]!, { by: this.L(first.seat), left }))])]);
        }
        return this.say([group(G.COUNT_OPEN.length * 2, (i) => [finish(`${G.COUNT_OPEN[i >> 1]!}: ${this.countCleared(a.vouched, a.told)}. ${upperStart(this.countLeft(a.left, a.evilLeft, i & 1))}`)])]);
      }
      case 'end_hold':
        // The hold first, then what ended it: "I said I'd hold my vote, but Greta gets it now, since…".
        return this.say(this.withReasons([this.clauses(G.END_HOLD, { target: this.L(a.to) })], a.because, false));
      case 'nominate': {
        const slots = { target: this.L(a.target) };
        if (a.tentative === undefined) return this.say(this.withReasons([this.clauses(G.NOMINATE, slots)], a.because));
        // With no read, the situation says why the seat goes up: many ways, so a table of hedgers rarely repeats one.
        // A handful of players is not "half of you" or "most of the table".
        const few = (this.ctx.alive ?? Infinity) <= SMALL_TABLE;
        const fit = (G.TO_HEAR_WHY[a.tentative] ?? []).filter((l) => !few || !/\b(?:half|most) of\b/.test(l));
        // A situation the table already heard put into words today is not said again by the next seat.
        const unsaid = fit.filter((l) => !this.ctx.memory.openedToday(l));
        const why = unsaid.length ? unsaid : fit;
        const led = group(why.length * G.NOMINATE_TO_HEAR.length, (i) => [finish(`${why[Math.floor(i / G.NOMINATE_TO_HEAR.length)]!}, so ${lowerStart(fill(G.NOMINATE_TO_HEAR[i % G.NOMINATE_TO_HEAR.length]!, slots))}`)], 2);
        // After other nominations today, said against them: a table of seats each naming a new seat "to hear them" without
        // a word about the names already up reads as one line said round the table (mafia, day 1: six in a row).
        // Half the time, so the table hears both (a way is drawn by its group's size times its weight).
        const even = ((why.length * 2 + 1) * G.NOMINATE_TO_HEAR.length) / G.NOMINATE_BESIDE.length;
        // A seat already up is backed in so many words: the seconding is the whole of it.
        if (!a.because.length && a.up?.some((x) => x.target === a.target)) return this.say(this.againstNominations(a.target, a.up, 1));
        const reacts = a.up?.length && !a.because.length ? this.againstNominations(a.target, a.up, even) : [];
        return this.say([...this.withReasons([this.clauses(G.NOMINATE_TO_HEAR, slots)], a.because), led, ...reacts]);
      }
      case 'reveal_action': {
        const forms = G.REVEAL[a.action] ?? [];
        const off = this.ctx.words.nightOffset;
        const w = ` ${when(a.night + off, 'night', this.ctx, off)}`;
        if (a.target !== this.ctx.me) return this.say(this.plain([this.clauses(forms, { target: this.L(a.target), when: w })]));
        return this.say(this.plain([this.clauses(reflexive(forms), { when: w })]));
      }
      case 'plea': {
        // The deed today's cases held against it is answered first, then the plea.
        // The plea then says neither the denial nor the reads again ("Yesterday, I voted Priya; I read Priya wrong…, but it makes me
        // mistaken, not a werewolf. If my reads were wrong, fine, but I am not a werewolf": werewolf-9 at 80x24, seed 1271901).
        if (a.rebut !== undefined) {
          const { rebut, heard, ...plea } = a;
          const answered = this.rebutHeard(rebut, heard);
          const denial = [`not ${evil}`, `being ${evil}`].map((x) => x.toLowerCase());
          this.pleaAfter = answered.some((x) => denial.some((d) => x.toLowerCase().includes(d)));
          return [...answered, ...this.act(plea)];
        }
        // A believed claimant's good check on the speaker is said after the plea: the vote goes against it as well.
        if (a.cleared !== undefined) {
          const { cleared, ...plea } = a;
          return [...this.act(plea), ...this.say(this.plain([this.clauses(G.PLEA_CLEARED, { target: this.L(cleared) })]))];
        }
        if (a.claimed !== undefined) {
          const role = words.role(a.claimed);
          const slots = { role, bare: bareRole(role) };
          if (a.against !== undefined) return this.say(this.plain([this.clauses(G.PLEA_CLAIMED_AGAINST, { ...slots, target: this.L(a.against) })]));
          return this.say(this.plain([a.checked !== undefined ? this.clauses(G.PLEA_CLAIMED_CHECKED, { ...slots, evil, target: this.L(a.checked) }) : this.clauses(G.PLEA_CLAIMED, slots)]));
        }
        if (a.against !== undefined) return this.say(this.plain([this.clauses(this.undeniedPlea(this.shownOnly(G.PLEA_AGAINST)), { evil, target: this.L(a.against) })]));
        return this.say(this.plain([a.checked !== undefined ? this.clauses(G.PLEA_CHECKED, { evil, target: this.L(a.checked) }) : this.clauses(this.undeniedPlea(G.PLEA), { evil })]));
      }
      case 'confess':
        return this.say(this.plain([this.clauses(G.CONFESS, { evil })]));
      case 'campaign': {
        const mains = [this.sentences(this.banks.campaign[a.pitch], {}, 3), this.clauses(G.CAMPAIGN[a.pitch] ?? [], {})];
        return this.say(this.plain(mains));
      }
      case 'pledge':
        // With a second claimant in the race, "unless someone counters" would ignore it: the seat names the one it believes over the other.
        if (a.what === 'yield' && a.over !== undefined) return this.say(this.plain([this.clauses(G.YIELD_OVER, { seat: this.L(a.to), other: this.L(a.over) })]));
        return this.say(this.plain([this.clauses(G.PLEDGE[a.what] ?? [], a.what === 'yield' ? { seat: this.L(a.to) } : {})]));
      case 'no_read': {
        // Holding a vote: the persona's own doubt, then the plain reason the vote waits.
        // A first day's held ballot beside another point: its clause alone, in a wording the table has not heard today.
        // Beside a seat that held before it today, by name: "like Iris, I hold my vote until someone makes a case".
        if (a.why === 'hold_first') {
          // Beside a seat only if it said it holds: "Like Iris, I hold my vote until someone makes a case", of an Iris who had
          // only asked a question, put words in her mouth.
          if (a.with !== undefined && !this.ctx.memory.heldToday(a.with)) return this.act({ ...a, with: undefined }, voteSaid);
          // The mark said once a day: a second seat giving the same dodge as the day's one mark is the script again.
          // The seat marked: one that named nobody when asked, or one that only asked another for a name.
          const d = a.dodge;
          const [marked, other] = d === undefined ? [0, 0] : d.kind === 'unnamed' ? [d.seat, d.by] : [d.by, d.target];
          const said = d !== undefined && this.ctx.memory.citedToday(['nobody', 'no name'].map((w) => [this.nameOf(marked), w, this.nameOf(other)])) > 0;
          const dodge = d && !said ? this.untold([d]) : [];
          if (dodge.length) return this.say([group(G.HOLD_DODGE.length, (i) => [finish(this.withFact(G.HOLD_DODGE[i]!, dodge, { target: this.L(marked) }))])]);
          // The holds counted, in a wording not heard today; once all are, as before.
          // Beside a seat that held before it, that seat is named in the count.
          const counts = a.with !== undefined ? G.HOLD_MANY_WITH : G.HOLD_MANY;
          // Each count said once a day, named or not: the two banks' lines are the same wordings, one with the seat.
          const many = a.many !== undefined ? counts.filter((_, i) => ![G.HOLD_MANY[i]!, G.HOLD_MANY_WITH[i]!].some((l) => this.ctx.memory.heardToday(fixedWords(l)))) : [];
          if (many.length) return this.say(this.plain([this.clauses(many, { n: COUNT[a.many!] ?? String(a.many), side: words.evilSide, ...(a.with !== undefined ? { seat: this.L(a.with) } : {}) })]));
          const lines = this.unheardWordings(a.with !== undefined ? G.HOLD_WITH : G.NO_READ.hold_first!);
          return this.say(this.plain([this.clauses(lines, a.with !== undefined ? { seat: this.L(a.with) } : {})]));
        }
        if (a.why === 'holding') return [...this.say(this.plain([this.sentences(this.phrases.unsure, {})])), ...this.say(this.plain([this.clauses(G.NO_READ.holding!, {})]))];
        // Torn between two seats it names: the table hears where its ballot may go.
        if (a.between) return this.say(this.plain([this.clauses(G.NO_READ_BETWEEN, { a: this.L(a.between[0]), b: this.L(a.between[1]) })]));
        const mains = [this.sentences(this.phrases.unsure, {}), this.clauses(G.NO_READ[a.why] ?? [], {})];
        return this.say(this.plain(mains));
      }
      case 'farewell': {
        const mains = [this.sentences(this.banks.farewell, {}), this.clauses(G.FAREWELL, {})];
        return this.say(this.plain(mains));
      }
    }
  }

  /**
   * The wordings that do not count on a death showing a role, where deaths show none ("when I turn out not to be a werewolf",
   * "the next deaths and flips": a werewolf-9 game at 80x24, where no role is shown).
   */
  shownOnly(lines: readonly string[]): readonly string[] {
    return this.ctx.words.rolesShown ? lines : lines.filter((l) => !NEEDS_SHOWN.test(l));
  }

  /** The wordings of `templates` this seat has not said yet this game, filled with `slots`. */
  private unsaid(templates: readonly string[], slots: Record<string, string>): string[] {
    return templates.filter((t) => !this.ctx.memory.saidByMe(finish(fill(t, slots))));
  }

  /**
   * Whether a question put to the whole table is answered plainly, with no lead-in and not to the asker: once two others have
   * opened on one today (five seats in a row each opening "You asked us all for a name, Sam: …" read as one program:
   * mafia-classic at 80x24, seed 1251101).
   */
  leadWorn(a: Pick<Extract<Act, { act: 'answer' }>, 'all'>): boolean {
    return a.all === true && G.ANSWER_LEAD_ALL.reduce((n, l) => n + this.ctx.memory.heardToday(fixedWords(l)), 0) >= 2;
  }

  /** The lead-in of an answer to the seat that asked: "Seat 1 (Ada), since you ask". */
  answerLead(a: Pick<Extract<Act, { act: 'answer' }>, 'to' | 'also' | 'late' | 'all'>): string {
    const names = [a.to, ...(a.also ?? [])].map(this.L);
    const asker = names.length < 2 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
    // A question from yesterday is answered as one: "Katya, you asked me yesterday, so"; one put to the whole table as that
    // ("Luca asked us all for a name").
    // A lead another seat used today is not taken up again: "As for your question, Wren and Hugo" and "As for your question,
    // Iris" from two seats read as one program (relay game, werewolf-9, seed 130925).
    const bank = a.all ? G.ANSWER_LEAD_ALL : a.late ? G.ANSWER_LEAD_LATE : G.ANSWER_LEAD;
    return fill(this.pick(this.unheardWordings(bank)), { asker });
  }

  /**
   * The templates whose own words (their slots aside) the table has not heard today, all of them if every one has been: a
   * wording heard with another seat's name in it is heard all the same (`unheard` matches whole filled sentences).
   */
  private unheardWordings(lines: readonly string[]): readonly string[] {
    return this.unheardBy(lines, (l) => [fixedWords(l)]);
  }

  /** The templates none of whose hedges (a clause of three words or more after the first comma or semicolon) the table has heard today; all if every one has been. */
  private unheardTails(lines: readonly string[]): readonly string[] {
    return this.unheardBy(lines, (l) =>
      l
        .split(/[,;]/)
        .slice(1)
        .map(fixedWords)
        .filter((tail) => tail.split(' ').length >= 3),
    );
  }

  /** The templates none of whose `keys` the table has heard today; all of them if every one has been. */
  private unheardBy(lines: readonly string[], keys: (line: string) => readonly string[]): readonly string[] {
    const fresh = lines.filter((l) => keys(l).every((k) => !this.ctx.memory.heardToday(k)));
    return fresh.length ? fresh : lines;
  }

  /**
   * The seats a count clears, by what clears them, in the words a citation takes: "Iris claimed to be the sheriff and
   * cleared Hugo and Luca", "I checked Hugo and Luca, and each came back not mafia"; then "I know I'm not mafia".
   */
  private countCleared(vouched: readonly Evidence[], told: readonly number[] = []): string {
    const fresh = new Set(this.untold(vouched));
    const parts: string[] = told.length ? [`${and(told.map(this.L))} ${told.length > 1 ? 'are' : 'is'} cleared`] : [];
    const clean = this.ctx.words.result(false).said;
    const results = vouched.filter((e) => e.kind === 'my_result');
    const mine = results.map((e) => this.L((e as Extract<Evidence, { kind: 'my_result' }>).target));
    // Checks this speech has just reported are pointed back to, not reported again ("My result on Ada: not mafia… Count with
    // me: I checked Ada and Iris, and each came back not mafia").
    if (mine.length) parts.push(results.some((e) => fresh.has(e)) ? `I checked ${and(mine)}, and ${mine.length > 1 ? 'each' : 'the check'} came back ${clean}` : `my checks clear ${and(mine)}`);
    // By claimant: its claim (a living one the table trusts) and its clean checks; a claimant dead since, shown in its role.
    const by = [...new Set(vouched.flatMap((e) => (e.kind === 'role_claim' || e.kind === 'death' ? [e.seat] : e.kind === 'check_claim' ? [e.by] : [])))];
    for (const seat of by) {
      const claim = vouched.find((e) => e.kind === 'role_claim' && e.seat === seat);
      const checked = vouched.flatMap((x) => (x.kind === 'check_claim' && x.by === seat ? [this.L(x.target)] : []));
      const cleared = checked.length ? ` and cleared ${and(checked)}` : '';
      const shown = vouched.find((e) => e.kind === 'death' && e.seat === seat);
      // Dated as a citation is ("claimed to be the sheriff yesterday"): the table can check it against the record.
      const at = (e: Exclude<Evidence, { kind: 'contradiction' }>) => when(e.day, partOf(e), this.ctx, this.ctx.words.nightOffset);
      if (claim?.kind === 'role_claim') parts.push(`${this.L(seat)} claimed to be ${this.ctx.words.role(claim.role)} ${claim.n === this.ctx.justNow ? 'just now' : at(claim)}${cleared}`);
      else if (shown?.kind === 'death' && shown.role !== undefined) parts.push(`${this.L(seat)} turned out to be ${this.ctx.words.role(shown.role)} ${at(shown)} and had cleared ${and(checked)}`);
      else parts.push(`${this.L(seat)}'s ${checked.length > 1 ? 'checks' : 'check'} cleared ${and(checked)}`);
    }
    return `${parts.join('; ')}, and I know I'm not ${this.ctx.words.evil}`;
  }

  /** What the count leaves: "that leaves Vera and Ada, and two of the mafia are still at the table: it has to be both of them". */
  private countLeft(left: readonly number[], evilLeft: number, way: number): string {
    const lines = evilLeft === 1 ? G.COUNT_LEFT_ONE : G.COUNT_LEFT;
    const all = evilLeft === 2 ? 'both of them' : `all ${COUNT[evilLeft] ?? evilLeft}`;
    return fill(lines[way % lines.length]!, { left: and(left.map(this.L)), n: COUNT[evilLeft] ?? String(evilLeft), side: this.ctx.words.evilSide, all });
  }

  /** An answer the plan's other acts do not hold: the record's, or an honest "nothing yet". */
  private answer(a: Extract<Act, { act: 'answer' }>): string[] {
    const r = a.reply;
    const subject = 'subject' in r && r.subject !== undefined ? this.L(r.subject) : '';
    // Said to the asker: the facts the answer cites about it are "you" ("Ada, since you ask: you voted Bo…").
    if (this.leadWorn(a)) {
      const plain = this.answerWays(a, r, subject);
      return this.say([group(plain.length, (i) => [finish(plain[i]!)], 1)]);
    }
    const opener = this.answerLead(a);
    // The asker named in the answer is "you" ("I have no read on you yet").
    // Asked by several seats, it names them: "you" would be any of them.
    const ways = a.also?.length ? this.answerWays(a, r, subject) : this.addressing(a.to, () => this.answerWays(a, r, subject)).map((w) => toYou(w, this.ctx.label(a.to)) ?? w);
    return this.say([group(ways.length, (i) => [answered(opener, ways[i]!)], 1)]);
  }

  private answerWays(a: Extract<Act, { act: 'answer' }>, r: AnswerReply, subject: string): string[] {
    let ways: string[];
    switch (r.kind) {
      case 'lead':
        return [];
      case 'none':
        ways = (a.all && r.subject === undefined && a.about === 'read' ? G.ANSWER_NONE_ALL : G.ANSWER_NONE[r.subject !== undefined ? 'read_on' : a.about]).map((l) => fill(l, { subject }));
        break;
      case 'voted': {
        const because = this.untold(r.because);
        const since = this.untold(r.since ?? []);
        // The ballot is told here: nothing later in the speech tells it again.
        this.untold([r.vote]);
        const votes = citeForms(r.vote, this.ctx).filter((x) => !x.includes(','));
        // What changed since is the same for every wording of the ballot: drawn once.
        // "…, and I read her differently now": the seat voted.
        const voted = this.pronounFor(r.vote.kind === 'vote' ? r.vote.target : null);
        const turned = since.length ? `; ${this.withFact(this.pick(G.ANSWER_SINCE), since, voted)}` : r.since ? `; ${fill(this.pick(G.ANSWER_TURNED), voted)}` : '';
        // A ballot on one of two claimants, resting on the two claims: the side it took ("…, since of the two seer claims I believed Nell's").
        const rival = r.vote.kind === 'vote' && r.vote.target !== null ? rivalClaimant(because, r.vote.target) : undefined;
        // A ballot against a claimant believed the other; a sheriff ballot for one believed that one ("I voted Luca for sheriff,
        // since of the two seer claims I believed Greta's" was said of a vote that backed Luca: a wolf game at 80x24, seed 1219301).
        const believed = rival && r.vote.kind === 'vote' ? (r.vote.ballot === 'sheriff' ? r.vote.target! : rival.other) : undefined;
        // The rival's claim told as the fact it is, not "of the two seer claims I believed Katya's": the ballot explained by a
        // belief alone read as a claim offered as its own proof (talk bench, seed 1280101).
        const doubted = believed === rival?.other ? r.vote.kind === 'vote' && r.vote.target : rival?.other;
        const why =
          rival && believed !== undefined && believed !== this.ctx.me && typeof doubted === 'number'
            ? // The claim doubted is the one said "too": the seat voted out ("…against Luca, since he had claimed to be the seer too,
              // and I believed Hugo's claim over his"), or the rival of the seat backed for sheriff. "Since Hugo claimed to be the seer
              // too, and I believed Hugo's claim over his" named the believed seat twice (citation check, talk bench seed 1290501).
              `since ${doubted === (r.vote.kind === 'vote' ? r.vote.target : undefined) ? `${fill('{they}', this.pronounFor(doubted))} had` : this.L(doubted)} claimed to be ${this.ctx.words.role(rival.role)} too, and I believed ${this.L(believed)}'s claim over ${fill('{theirs}', this.pronounFor(doubted))}`
            : because.length
              ? `because ${inClause(this.evidence(because)!)}`
              : '';
        ways = votes.flatMap((v) => (why ? [`${v}, ${why}${turned}`] : G.ANSWER_VOTED_LEAN.map((l) => `${v}; ${l}${turned}`)));
        break;
      }
      case 'not_voted': {
        if (r.vote) this.untold([r.vote]);
        const mine = r.vote ? citeForms(r.vote, this.ctx).filter((x) => !x.includes(',')) : [];
        ways = G.ANSWER_NOT_VOTED.flatMap((l) => (mine.length ? mine.map((v) => `${fill(l, { subject })}; ${v}`) : [fill(l, { subject })]));
        break;
      }
      case 'backed': {
        const slots = { subject, bare: bareRole(this.ctx.words.role(r.role)) };
        ways = (r.still ? G.ANSWER_BACKED : G.ANSWER_BACKED_LESS).map((l) => fill(l, slots));
        break;
      }
      case 'good': {
        const because = this.untold(r.because);
        const unopposed = r.unopposed && because.length ? ', and nobody has countered it' : '';
        ways = G.ANSWER_GOOD.map((l) => `${fill(l, { subject })}${because.length ? `, because ${inClause(this.evidence(because)!)}${unopposed}` : ''}`);
        break;
      }
      case 'case': {
        const because = this.untold(r.because);
        const lines = r.subject !== undefined ? G.ANSWER_CASE_ON : G.ANSWER_CASE;
        ways = because.length ? lines.map((l) => this.withFact(l, because, { subject })) : G.ANSWER_NONE.case;
        break;
      }
    }
    return ways;
  }

  /**
   * Checks reported before, said again together: "My checks so far: Priya good, Greta a werewolf", not a sentence each
   * day after day ("I looked at Priya on night 1: good. I looked at Greta, honestly: a werewolf. My check on Elsie…").
   */
  recap(checks: readonly { target: number; bad: boolean }[]): string[] {
    const fresh = checks.filter((c) => !this.told.has(`my_result:${c.target}`));
    for (const c of fresh) {
      this.told.add(`my_result:${c.target}`);
      if (c.bad) this.sureOf.add(c.target);
    }
    if (!fresh.length) return [];
    const list = and(fresh.map((c) => `${this.nameOf(c.target)} ${this.ctx.words.result(c.bad).said}`));
    return this.say(this.plain([this.clauses(G.RECAP, { list })]));
  }

  /** Whether this speech has said the speaker's role claim already. */
  private claimedHere = false;

  /** The vote for the seat just accused: in the persona's words, or without naming the seat again. */
  voteFollows(target: number): string[] {
    return this.say(this.plain([...this.personaVote(target, this.L(target)), this.clauses(G.VOTE_FOLLOWS, {}, 0.3)]));
  }

  /** The persona's own words for a vote on `seat`; none that bet on a seat the speech is sure of. */
  private personaVote(seat: number, target: string): Main[] {
    const bank = this.sureOf.has(seat) ? certain(grounded(this.banks.vote)) : grounded(this.banks.vote);
    return bank.length ? [this.sentences(bank, { target })] : [];
  }

  /**
   * A second seat that went after the speaker today hears the same answer by name; one that came in behind the first accuser
   * (`first`, who went after the speaker before it today) may be told so ("Mira came in behind Oskar on me"), not only "said much
   * the same" (a relay reader's tell, seed 120601: the one template for every second accuser). `said`: the speech's answer to
   * the first; a denial it holds already is not said again in other words ("…but I'm not a werewolf. Katya, you joined in, so
   * hear it too: I'm not a werewolf": three relay readers quoted it, werewolf-9, seed 1218001).
   */
  private alsoAnswered(also: number, first: number | undefined, evil: string, said: readonly string[]): string[] {
    const all = this.undenied(first !== undefined ? [...G.DEFEND_ALSO, ...G.DEFEND_BEHIND] : G.DEFEND_ALSO);
    const denied = said.some((x) => x.toLowerCase().includes(`not ${evil.toLowerCase()}`));
    const lines = denied ? all.filter((l) => !l.includes('{evil}')) : all;
    return this.say(this.plain([this.clauses(lines, { target: this.L(also), first: first !== undefined ? this.L(first) : '', evil })]));
  }

  /**
   * A bare "I am not a werewolf" once a day at the table: after one, a seat answers in other words ("Bruno went after me… I am
   * not a werewolf", from four seats of one game, was a blind reader's first tell: werewolf-9, seed 1221001). All the lines
   * when every one denies.
   */
  private undenied(lines: readonly string[]): readonly string[] {
    const evil = this.ctx.words.evil.toLowerCase();
    if (this.ctx.memory.heardToday(`i am not ${evil}`) + this.ctx.memory.heardToday(`i'm not ${evil}`) + this.ctx.memory.heardToday(`i'm simply not ${evil}`) === 0) return lines;
    const fresh = lines.filter((l) => !/\bnot \{evil\}/.test(l));
    return fresh.length ? fresh : lines;
  }

  private askAbout(target: number, lines: readonly string[], slots: Record<string, string>, because: readonly Evidence[]): string[] {
    return this.say([this.toSeat(target, lines, slots, because)]);
  }

  /** Lines said to `target`, each opening by calling it, with the facts in their {evidence} slot said to it ("you voted…"). */
  private toSeat(target: number, lines: readonly string[], slots: Record<string, string>, because: readonly Evidence[], weight = 1): Group {
    return group(
      lines.length,
      (i) => {
        const text = fill(lines[i]!, slots);
        return [finish(this.speakingTo(target, text, () => this.withFact(text, because)))];
      },
      weight,
    );
  }

  private answerCase(c: Evidence, against: number | undefined): string[] {
    if (!this.untold([c]).length) return [];
    // Made by the seat this speech has just called evil on its own check: answered as that (DEFEND_CASE.caught).
    const caught = against !== undefined && this.sureOf.has(against) && this.told.has(`my_result:${against}`);
    // Made by a rival claimant of the role this speech has just answered: the rival claim is the case, answered as that, not as a
    // reasoned read ("Whatever Oskar says, he is not the seer. Oskar pointed at me today? It is thinner than it sounds": three
    // model seats of a relay game quoted it, werewolf-9, seed 1290201).
    const rival = !caught && against !== undefined && c.kind !== 'check_claim' && this.rivalled.has(against);
    const kind = caught ? 'caught' : rival ? 'rival' : c.kind === 'check_claim' ? 'check' : c.kind === 'vote' ? 'vote' : 'n' in c && this.ctx.memory.reasoned(c.n) ? 'reasoned' : 'accusation';
    const slots = { evil: this.ctx.words.evil, target: against !== undefined ? this.L(against) : 'they', ...(against !== undefined ? this.pronounFor([against]) : {}) };
    // A bare "I am not a werewolf" once a day at the table: after it, a seat answers the case in other words ("Bruno went
    // after me… I am not a werewolf", from four seats of one game, was a blind reader's first tell: werewolf-9, seed 1221001).
    const lines = this.undenied(G.DEFEND_CASE[kind]);
    const forms = citeForms(c, this.ctx);
    return this.say([group(lines.length * forms.length, (i) => [finish(fill(lines[i % lines.length]!, { ...slots, case: forms[Math.floor(i / lines.length)]! }))], 2)]);
  }

  /**
   * A fact of the speaker's own doing held against it, and its answer ("I voted Ada yesterday, and so did Bo and Iris:
   * …"): the one the case against it cited, else the one the record weighs most.
   */
  private rebut(offered: readonly Rebut[] | undefined, made: Evidence | undefined): string[] {
    if (!offered?.length) return [];
    const heard = made && made.kind !== 'contradiction' ? made.n : undefined;
    return this.rebutted(heard !== undefined ? this.citedRebut(offered, heard) ?? offered.find((x) => x.weighty) : offered.find((x) => x.weighty));
  }

  /** The deed of `offered` the first of the speeches numbered `heard` cited, answered; nothing when none cited one. */
  private rebutHeard(offered: readonly Rebut[] | undefined, heard: readonly number[] | undefined): string[] {
    if (!offered?.length || !heard?.length) return [];
    for (const n of heard) {
      const r = this.citedRebut(offered, n);
      if (r) return this.rebutted(r);
    }
    return [];
  }

  /**
   * The deed of `offered` that the speech numbered `heard` cited. Its very wording first, then its words in any order:
   * "Elsie voted Seat 2 for sheriff yesterday" has the words of Elsie's banish ballot on Seat 2 too, and was answered with
   * it ("I voted Seat 2; so did five others": werewolf-9, seed 8814). The longest wording wins: "Elsie voted Seat 2" is
   * inside "Elsie voted Seat 2 for sheriff".
   */
  private citedRebut(offered: readonly Rebut[], heard: number): Rebut | undefined {
    const memory = this.ctx.memory;
    let r: Rebut | undefined;
    let best = 0;
    for (const x of offered) {
      const len = memory.longestCited(heard, this.heardForms(x.fact));
      if (len > best) [best, r] = [len, x];
    }
    // The most words first: "Elsie, Priya and Jonah all voted Greta for sheriff yesterday" holds the words of Elsie's
    // banish ballot on Greta too, and was answered with it ("I voted Greta yesterday, and so did five others": werewolf-9
    // at 80x24, seed 8902).
    // A deed done to the seat whose speech it is is "me" there ("Greta pointed at me, yet nothing I have said…", of Greta's
    // accusation of the speaker: werewolf at 80x24, seed 1272101).
    const by = memory.speakerOf(heard);
    const toSpeaker = (e: Evidence, w: string[][]) => (by !== undefined && 'target' in e && e.target === by ? objectAlso(w, 'me') : w);
    const words = offered.map((x) => ({ x, w: toSpeaker(x.fact, this.heardWords(x.fact)) })).sort((a, b) => (b.w[0]?.length ?? 0) - (a.w[0]?.length ?? 0));
    return r ?? words.find(({ w }) => memory.citesDeed(heard, w))?.x;
  }

  /** The deed of `offered` a speech of `seat`'s today cited, where this speech has not answered it yet. */
  private alsoCited(offered: readonly Rebut[] | undefined, seat: number): Rebut | undefined {
    if (!offered?.length) return undefined;
    for (const n of this.ctx.memory.speechesToday(seat)) {
      const r = this.citedRebut(offered, n);
      if (r) return this.told.has(factKey(r.fact)) ? undefined : r;
    }
    return undefined;
  }

  /**
   * A deed of the speaker's held against it, answered ("I voted Ada yesterday, and so did Bo and Iris: …"); `to`, a second
   * accuser whose point it was ("As for Vera: I voted Bruno yesterday, and I stand by it").
   */
  private rebutted(r: Rebut | undefined, to?: number): string[] {
    const e = r?.fact;
    if (!r || !e || e.kind === 'contradiction' || !this.untold([e]).length) return [];
    const { words } = this.ctx;
    const subject = e.kind === 'vote' ? e.target : 'target' in e ? e.target : null;
    // "…, and so did Ada: if that ballot marks me, it marks her too": the pronoun is the seats' who voted alike.
    const slots = { evil: words.evil, side: words.evilSide, victim: e.kind === 'death' ? this.L(e.seat) : '', subject: subject !== null ? this.L(subject) : '', with: this.counted(r.with ?? [], 'others').seats, ...this.pronounFor(r.with?.length ? r.with : subject) };
    const own = r.how === 'shared' && e.kind === 'nomination' ? G.REBUT_SHARED_NOMINATION : G.REBUT[r.how];
    const lines = to === undefined ? own : own.flatMap((l) => G.REBUT_ALSO.map((p) => `${fill(p, { target: this.L(to) })}: ${l}`));
    // A frame is told by what the dead seat had said or done against the speaker.
    const told = e.kind === 'death' ? e.pointed : e;
    const forms = told ? citeForms(told, this.ctx) : [];
    // Answered already in an earlier speech today (its turn, then its defence): not said again in other words.
    if (forms.length && this.ctx.memory.saidToday(new RegExp(forms.map((f) => escapeRe(f.toLowerCase())).join('|')))) return [];
    return this.say([group(lines.length * forms.length, (i) => [finish(fill(lines[i % lines.length]!, { ...slots, case: forms[Math.floor(i / lines.length)]! }))], 2)]);
  }

  /**
   * The words a sentence citing a fact of this seat's doing holds whatever its wording: the seat (its name, or "you"),
   * the deed and the seat it was done to ("Elsie and Bruno both voted Oskar", "you cast a vote against Oskar").
   */
  private heardWords(e: Evidence): string[][] {
    // A frame is heard as the dead seat's deed against this one ("Greta voted Mira yesterday, and Greta was killed last
    // night", answered "Tomas pointed at me… it points at the wrong player", three alive: mafia-classic, seed 1271701).
    if (e.kind === 'death') return e.pointed ? objectAlso(this.deedWords(e.pointed, e.seat), 'you') : [];
    return this.deedWords(e, this.ctx.me);
  }

  /**
   * The same of another seat's deed (`by` by name or as "you"): "Nell cast a vote against Bruno", "you voted Bruno". None for other
   * facts, or a fact no seat did.
   */
  private citedWords(e: Evidence): string[][] {
    const by = e.kind === 'vote' ? e.voter : e.kind === 'defence' || e.kind === 'accusation' || e.kind === 'nomination' ? e.by : undefined;
    return by === undefined ? [] : this.deedWords(e, by);
  }

  /** A deed's words, said of `by`: its name or "you", the deed in any wording, the seat it was done to. */
  private deedWords(e: Evidence, by: number): string[][] {
    // Not "vote" alone: "Elsie, my vote goes to Oskar" cites no ballot of Elsie's.
    // A sheriff ballot is "backed" too ("Ada backed Seat 4 for sheriff, over Elsie": five seats in a row said it in full, the
    // pile-on unseen: werewolf at 80x24, seed 1207502).
    const deed = e.kind === 'vote' ? ['voted', 'vote on', 'vote against', 'votes on', 'one to vote', ...(e.ballot === 'sheriff' ? ['backed'] : [])] : e.kind === 'defence' ? ['defended', 'backed', 'stood up for', 'trusted'] : e.kind === 'accusation' || e.kind === 'nomination' ? ['accused', 'went after', 'pointed at', 'nominated'] : [];
    const on = e.kind === 'vote' ? e.target : 'target' in e ? e.target : null;
    if (on === null || !deed.length) return [];
    // The name alone, as a seat is mostly called ("Seat 3 (Nell)" is Nell).
    const who = this.nameOf(by);
    const whom = this.nameOf(on);
    // A sheriff's ballot is said as one ("…voted Greta for sheriff").
    const race = e.kind === 'vote' && e.ballot === 'sheriff' ? ['for sheriff'] : [];
    return [who, 'you'].flatMap((w) => deed.map((d) => [w, d, whom, ...race]));
  }




  /** How another seat would have said a fact of this seat's doing: by its name, or to it ("you voted Ada"). */
  private heardForms(e: Evidence): string[] {
    const named = bareForms(e, this.ctx);
    const me = this.ctx.label(this.ctx.me);
    return [...named, ...named.flatMap((x) => (x.startsWith(me) ? (toYou(x, me) ?? []) : []))];
  }

  /** A nomination with no read said against today's earlier ones: the same seat's seconded, another's added beside them. */
  private againstNominations(target: number, up: readonly { by: number; target: number }[], weight: number): Group[] {
    const by = [...new Set(up.filter((x) => x.target === target).map((x) => x.by))];
    if (by.length) return this.plain([this.clauses(by.length > 1 ? G.NOMINATE_SECOND_ANY : G.NOMINATE_SECOND, { by: and(by.map((s) => this.L(s))), target: this.L(target) }, weight)]);
    const seats = [...new Set(up.map((x) => x.target))];
    // Named when few; past three, the newest two (the names the table has just heard).
    const named = seats.length > 3 ? seats.slice(-2) : seats;
    return this.plain([this.clauses(G.NOMINATE_BESIDE, { up: and(named.map((s) => this.L(s))), are: named.length > 1 ? 'are' : 'is', target: this.L(target) }, weight)]);
  }

  /**
   * Whether this seat's own speeches today cited `e` in one of its wordings, its actor named or spoken to ("you put me up
   * for the vote" in its turn, then "Oskar put me up for the vote" in its defence: mafia, defence-again's games).
   */
  private citedToday(e: Evidence): boolean {
    if (e.kind === 'contradiction') return false;
    const by = 'by' in e ? e.by : 'voter' in e ? e.voter : undefined;
    const who = by !== undefined && by !== this.ctx.me ? escapeRe(this.ctx.label(by).toLowerCase()) : undefined;
    const forms = citeForms(e, this.ctx).map((f) => {
      const x = escapeRe(f.toLowerCase());
      return who ? x.split(who).join(`(?:${who}|you)`) : x;
    });
    return forms.length > 0 && this.ctx.memory.saidToday(new RegExp(forms.join('|')));
  }

  /** Whether a sentence of this seat's own speeches today turned on `seat` for its case against the speaker (G.DEFEND_AGAINST). */
  private turnedOnToday(seat: number): boolean {
    const name = escapeRe(this.nameOf(seat).toLowerCase());
    return this.ctx.memory.saidToday(new RegExp(`\\b${name}\\b[^.!?]*\\b(?:${DEFENDED_AGAINST})`));
  }

  /** A seat's name alone, as a seat is mostly called ("Seat 3 (Nell)" is Nell). */
  private nameOf(seat: number): string {
    return nameIn(this.ctx.label(seat));
  }

  /** The latest earlier day this seat's own words cited every one of `facts` (none: undefined); only facts of two named seats are matched. */
  private madeBefore(facts: readonly Evidence[]): number | undefined {
    if (!facts.length) return undefined;
    let latest = -1;
    for (const e of facts) {
      const words = this.factWords(e);
      const day = words && e.kind !== 'contradiction' ? this.ctx.memory.citedByMeBefore(words, this.ctx.day, e.n) : undefined;
      if (day === undefined) return undefined;
      latest = Math.max(latest, day);
    }
    return latest;
  }

  /** The words one sentence citing `e` holds in any wording: its two seats' names and one of its verbs. */
  private factWords(e: Evidence): string[][] | undefined {
    const pair = (by: number, to: number | null, verbs: readonly string[]) =>
      to === null || by === this.ctx.me || to === this.ctx.me ? undefined : verbs.map((v) => [this.nameOf(by), v, this.nameOf(to)]);
    switch (e.kind) {
      case 'vote':
        return pair(e.voter, e.target, ['voted', 'backed', 'vote on', 'vote against', 'votes on', 'one to vote', 'only vote on']);
      case 'defence':
        return pair(e.by, e.target, ['defended', 'spoke up for', 'stood up for', 'vouched for', 'stood by']);
      case 'accusation':
        return pair(e.by, e.target, ['accused', 'went after', 'pointed at', 'named', 'case against', 'came after']);
      case 'nomination':
        return pair(e.by, e.target, ['nominated', 'put']);
      case 'check_claim':
        return pair(e.by, e.target, CHECK_WORDS);
      default:
        return undefined;
    }
  }

  /** Whether a sentence of this seat's own speeches today cited `seat`'s case against the speaker ("Iris accused me today; …"). */
  private answeredToday(seat: number): boolean {
    const name = escapeRe(this.nameOf(seat).toLowerCase());
    return this.ctx.memory.saidToday(new RegExp(`\\b${name}\\b.*\\b(?:${CASE_ON_ME})`));
  }

  /** A nomination and the vote that follows it, said as one sentence or two. */
  nominateAndVote(target: number, because: readonly Evidence[]): string[] {
    const slots = { target: this.L(target) };
    // Two sentences: the nomination names the seat, the vote after it does not name it again.
    const votes = G.VOTE_FOLLOWS;
    const two = group(G.NOMINATE.length * votes.length, (i) => [finish(fill(G.NOMINATE[Math.floor(i / votes.length)]!, slots)), finish(votes[i % votes.length]!)], 0.4);
    return this.say([...this.withReasons([this.clauses(NOMINATE_AND_VOTE, slots, 0.3)], because), two]);
  }
}

/** A seat's name in its label ("Seat 3 (Nell)" is Nell). */
const nameIn = (label: string): string => /\(([^)]+)\)$/.exec(label)?.[1] ?? label;

/** A night's death told against the seat its victim had gone after: the victim, the deed in any wording, the seat (by name). */
function killedWords(e: Extract<Evidence, { kind: 'death' }>, nameOf: (seat: number) => string): string[][] {
  const p = e.pointed;
  const on = p === undefined ? undefined : p.kind === 'vote' ? p.target : 'target' in p ? p.target : undefined;
  if (on === undefined || on === null) return [];
  const victim = nameOf(e.seat);
  const whom = nameOf(on);
  return ['accused', 'went after', 'gone after', 'pointed at', 'voted', 'called', 'nominated'].flatMap((d) => [[victim, d, whom], [victim, d, 'you']]);
}

/**
 * Whether `e` is a night's death told against the seat its victim had gone after that two other seats' speeches have told today
 * (the speech, a follower's case and a kept ballot's word leave it to them).
 */
export function retoldToday(e: Evidence, ctx: Pick<RenderCtx, 'label' | 'memory'>): boolean {
  return e.kind === 'death' && e.pointed !== undefined && ctx.memory.citedToday(killedWords(e, (s) => nameIn(ctx.label(s)))) >= SAID_ENOUGH;
}

/** A lead-in and the answer as one sentence, joined by a colon (a comma where the answer has its own). */
export function answered(opener: string, answer: string): string {
  // The lead-in already calls the asker: the answer does not call them again ("Bo, since you ask: Bo, …"). A lead-in to
  // several askers keeps it: "Elsie and Ada, since you ask: I'm done watching you dance" left "you" any of them.
  const called = /^([^,.!?:;]{1,40}), /.exec(answer);
  const several = / and /.test(opener);
  const rest = called && opener.includes(called[1]!) && !several ? answer.slice(called[0].length) : answer;
  // A seat called is a name, said as it is.
  // Only a seat the lead-in names: "As Iris said, …" after "Greta and Ada, since you ask" is no seat called, and takes a small letter.
  const kept = called && rest === answer && several && opener.includes(called[1]!);
  // An answer with a colon of its own follows a comma, or a full stop after a lead-in that is a sentence already: "You
  // asked, Oskar, so here it is, that makes three of us behind Tomas's case: …" ran one into the other (werewolf-9, seed 120511).
  // After a comma, an answer opening on names would read as calling them ("Hugo, to answer you, Katya, Ada and Wren gave…").
  // "I" opens no call: "Vera, in answer to you. I checked Wren…" read as a stray sentence (a wolf game at 80x24, werewolf-9).
  const calls = /^[A-Z]/.test(lowerStart(rest)) && !/^I\b/.test(rest);
  if (rest.includes(':')) return WHOLE_LEAD.test(opener) || calls ? finish(`${opener}. ${upperStart(rest)}`) : finish(`${opener}, ${lowerStart(rest)}`);
  return finish(`${opener}: ${kept ? rest : lowerStart(rest)}`);
}

/** Words that count on a dead seat's role being shown. */
const NEEDS_SHOWN = /\bsee what I was\b|\bturn out not to be\b|\bflips\b/;

/** Lead-ins that say a whole thing ("fair question"), not a clause leading into the answer ("since you ask"). */
const WHOLE_LEAD = /(?:here it is|fair question|here is my answer|I owe you an answer|I did not get to your question yesterday)$/;

/** The next seat looked at, with its fact after a colon. */
const NEXT_LOOK_WHY = G.NEXT_LOOK.map((l) => `${l}: {evidence}`);

/** Words that say the whole table is on a seat. */
const CROWD_WORDS = /\b(?:every(?:body|one)|all of us|we all|the whole (?:table|room)|the room)\b/i;

/** A nomination and a vote said in one sentence ("I nominate Ada, and my vote follows"). */
const NOMINATE_AND_VOTE = G.NOMINATE.flatMap((n) => G.AND_VOTE.map((v) => `${n}, ${v}`));

// The persona's agreeing lines that name whom they agree about; kept per bank, not filtered per speech. Not those said to
// someone ("You're right about Vera" was said to nobody, a relay reader noted: werewolf-9, seed 1312207); the reason after
// the line names the seat agreed with, so "Greta, you're right about Hugo, given that Greta called Hugo…" is no better.
const withTarget = new WeakMap<readonly string[], readonly string[]>();
function agreeing(lines: readonly string[]): readonly string[] {
  let out = withTarget.get(lines);
  if (!out) withTarget.set(lines, (out = lines.filter((p) => p.includes('{target}') && !/\byou(?:r|'re|’re)?\b/i.test(p))));
  return out;
}

/**
 * A persona's lines that speak of talk the speech does not hold: a question nobody put ("Answer the question,
 * Katya"), working it never shows ("I'll show my working"). Such a line stands beside the argument, so it is
 * left out; the persona's voice is in its other wordings. Kept per bank.
 */
const UNGROUNDED = /\banswer the question\b|\bshow my working\b/i;
const grounds = new WeakMap<readonly string[], readonly string[]>();
export function grounded(lines: readonly string[]): readonly string[] {
  let out = grounds.get(lines);
  if (!out) grounds.set(lines, (out = lines.filter((p) => !UNGROUNDED.test(p))));
  return out;
}

/**
 * A persona's lines that say a read as a feeling, a hunch, a bet or a hedge: not for a seat the speaker is sure of ("I'm
 * certain Hugo is a werewolf. I think it's Hugo, so that's my vote": a blind reader, relay game, werewolf-9, seed 1205812).
 * Kept per bank.
 */
// A feeling said as one too: "I looked at Tomas, and he is a werewolf. I'm sorry, Tomas, but you make me uneasy" (a seer, seed 1206555).
const HUNCHY = /\b(?:gut|feel(?:s|ing)?|hunch|nose|vibe|instinct|smell|guess|odds|even money|money's on|best bet|out of tune|i think|heart|reckon|suppose|probably|maybe|perhaps|uneas\w*|sit right|if you wait for it|listing badly)\b/i;
const sure = new WeakMap<readonly string[], readonly string[]>();
/** A point that asks why. */
const WHY = /\bwhy\b/i;

/** "X is/are <evil>": a point that says what a seat is (by the evil word), kept per word. */
const IDENTITY = new Map<string, RegExp>();
function identityOf(evil: string): RegExp {
  let re = IDENTITY.get(evil);
  if (!re) IDENTITY.set(evil, (re = new RegExp(String.raw`\b(?:is|are)\s+${escapeRe(evil)}\b`, 'i')));
  return re;
}

/** A deed's words (`deedWords`: actor, deed, object) and the same with the object said as `as` ("you", "me"). */
function objectAlso(words: readonly string[][], as: string): string[][] {
  return [...words, ...words.map(([who, deed, , ...rest]) => [who!, deed!, as, ...rest])];
}

function certain(lines: readonly string[]): readonly string[] {
  let out = sure.get(lines);
  if (!out) sure.set(lines, (out = lines.filter((p) => !HUNCHY.test(p))));
  return out;
}

// The persona's accusing lines that do not also give the vote; kept per bank.
const noVote = new WeakMap<readonly string[], readonly string[]>();
function voteless(lines: readonly string[]): readonly string[] {
  let out = noVote.get(lines);
  if (!out) noVote.set(lines, (out = lines.filter((p) => !/\bvote\b/i.test(p))));
  return out;
}

/**
 * Wordings of an act on the speaker's own seat: "I protected myself", "my potion saved me"; those with
 * the seat as their subject ("{target} had my protection") cannot say it and are left out.
 */
function reflexive(templates: readonly string[]): string[] {
  return templates.filter((t) => !t.startsWith('{target}')).map((t) => t.replace('{target}', t.startsWith('I ') ? 'myself' : 'me'));
}

/** Acts that speak for a seat: their reasons clear it. */
const FAVOUR = new Set<Act['act']>(['defend', 'believe_claim', 'weigh']);

/**
 * A persona's reason frame fit for a fact said in a seat's favour: the fact closes it, and its head accuses nobody.
 * "Ada pointed at Elsie on day 1, and that's a leak I won't ignore", said to back Ada, read backwards (seer game, seed 31337).
 */
function inFavour(frame: string): boolean {
  return /\{evidence\}[.!?]?$/.test(frame.trim()) && !/discrepanc|clue|culprit|guilt|suspic|slide|leak|exhibit|punch/i.test(frame);
}

/** The seat an act argues about, whose own word from the speaker is no reason for it. */
export function aboutOf(a: Act): number | undefined {
  switch (a.act) {
    case 'accuse':
    case 'defend':
    case 'lean':
    case 'next_look':
    case 'nominate':
    case 'ask_vote':
      return a.target;
    case 'vote_intent':
      return a.target ?? undefined;
    case 'believe_claim':
    case 'doubt_claim':
    case 'weigh':
      return a.seat;
    case 'recount':
      return a.seat;
    case 'changed_mind':
      return a.to ?? undefined;
    case 'end_hold':
      return a.to;
    default:
      return undefined;
  }
}

/** Whether a fact names `seat` anywhere. */
function names(e: Evidence, seat: number): boolean {
  switch (e.kind) {
    case 'contradiction':
      return names(e.a, seat) || names(e.b, seat);
    case 'vote':
      return e.voter === seat || e.target === seat || (e.with?.includes(seat) ?? false);
    case 'switch':
      return e.voter === seat || e.said === seat || e.voted === seat;
    case 'role_claim':
    case 'confession':
      return e.seat === seat;
    case 'death':
      return e.seat === seat || (e.pointed !== undefined && names(e.pointed, seat));
    case 'badge':
      return e.from === seat || e.to === seat;
    case 'peaceful_night':
      return false;
    case 'unnamed':
      return e.seat === seat || e.by === seat;
    case 'my_result':
    case 'attacked':
      return e.target === seat;
    default:
      return e.by === seat || e.target === seat;
  }
}

/** The act without reasons that are the speaker's own word about the same seat (a claim is not its own proof). */
function reasoned(a: Act, me: number): Act {
  const about = aboutOf(a);
  if (about === undefined || !('because' in a) || !a.because.some((e) => ownWord(e, me, about))) return a;
  return { ...a, because: a.because.filter((e) => !ownWord(e, me, about)) } as Act;
}

/** A fact's identity within one speech: its event, or for one's own result, its target. */
function factKey(e: Evidence): string {
  if (e.kind === 'my_result') return `my_result:${e.target}`;
  if (e.kind === 'contradiction') return `(${factKey(e.a)}|${factKey(e.b)})`;
  // One death, however it reached the plan (the night's report, the died event, a reason pointing at a seat).
  if (e.kind === 'death') return `death:${e.seat}:${e.cause}`;
  // One speech may report several checks (or name several seats): each is a fact of its own ("Elsie called Luca not mafia"
  // told, "Elsie called Oskar mafia" was then dropped as told, and a 98% vote on Oskar went out with no reason: mafia-classic,
  // seed 20261203).
  if ('target' in e) return `${e.kind}:${e.n}:${String(e.target)}`;
  return `${e.kind}:${e.n}`;
}

/** A word or check said about `me` that speaks for me (a defence, a check calling me good). */
function aboutMe(e: Evidence, me: number): boolean {
  return (e.kind === 'defence' && e.target === me) || (e.kind === 'check_claim' && e.target === me && !e.bad);
}

const ORDER_SAID = new Map<readonly string[], RegExp>();
const OVER_ANY: readonly string[] = [...G.OVER_LATE, ...G.OVER_LATER, ...G.OVER_UNSURE, ...G.OVER_KILLED];
/** The other claimant, when every reason given is two claims of one role, `target`'s among them. */
function rivalClaimant(because: readonly Evidence[], target: number): { other: number; role: string } | undefined {
  let found: { other: number; role: string } | undefined;
  for (const e of because) {
    if (e.kind !== 'contradiction' || !sameRoleClaims(e) || (e.a.seat !== target && e.b.seat !== target)) return undefined;
    found ??= { other: e.a.seat === target ? e.b.seat : e.a.seat, role: e.a.role };
  }
  return found;
}

/** The first pair of claims of one role among the reasons, `target`'s among them: the other claimant, and the pair. */
function rivalAmong(because: readonly Evidence[], target: number): { other: number; role: string; pair: Evidence } | undefined {
  for (const e of because) {
    if (e.kind === 'contradiction' && sameRoleClaims(e) && (e.a.seat === target || e.b.seat === target)) return { other: e.a.seat === target ? e.b.seat : e.a.seat, role: e.a.role, pair: e };
  }
  return undefined;
}

/** A fact conceded for `target` today ("…, which counts for Hugo", "…, and that speaks for Hugo", "…, which is in Hugo's favour"). */
const grantedTo = (target: string): RegExp => new RegExp(`(?:counts for|speaks for) ${escapeRe(target)}\\b|in ${escapeRe(target)}'s favour`, 'i');

/**
 * A point credited to the seat that made it ("…, as Iris said"): not a night death retold by who said it, in any of its wordings
 * ("…soon after Greta had gone after Katya, as I put it earlier today" is the retelling, credited.test).
 */
export const CREDITED = /(?<!(?:killed for it|before the night took [^,.]{1,30}|had gone after [^,.]{1,30}), )\bas [^,.;:]{1,30}? (?:said|put it|pointed out)(?: yesterday| earlier today| on day \d+)?(?=[.;]|$|, (?![^,.]*had gone after))/;

/** Any of `lines` said with any seats in its slots, as a pattern over lower-cased speech text. */
function orderSaid(lines: readonly string[]): RegExp {
  let re = ORDER_SAID.get(lines);
  if (!re) {
    const ways = lines.map((l) => l.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(?:target|other)\\\}/g, "[^,.;:!?]+?"));
    ORDER_SAID.set(lines, (re = new RegExp(ways.join('|'))));
  }
  return re;
}

/** A persona's accusing line that answers what the seat said: only of a seat that has spoken. */
const ANSWERS_WORDS = /believe you|your account|watching you|^source,/i;

/** How often a reason said as a sentence of its own is the fact alone, with no frame. */
const BARE_REASON = 0.3;

/** Fewer speeches than this since a claim, the table has not yet had its chance to counter it. */
const EARLY_CLAIM = 4;

/** The words a sentence citing a seat's check on another holds besides the two names ("Priya's check on Elsie", "Priya called Elsie…"). */
const CHECK_WORDS = ['check', 'checked', 'called', 'reported', 'came back', 'looked at'];

/** A main line that is a frame round its seat: it stands as a sentence, never after "so" or "which is why". */
const FRAMED = /:|^(?:if|rather than|a thin lean)\b/i;

/** A point opening on a short word or name called out before a comma or a semicolon ("fine,", "Katya, then;"). */
// …or on a word with no subject ("agreed on Oskar", "checked: Oskar works"): "…, and that is why agreed on Oskar" was said
// in a werewolf pack's second round (seed 5301, 80x24).
const CALLED_OUT = /^(?:[^,;:]{1,14}[,;]|(?:agreed|checked|done|settled|yes|right|sure|good)\b)/i;

type Contradiction = Extract<Evidence, { kind: 'contradiction' }>;

/** Every way a seat sets two claims of one role side by side (cite.ts and its retold forms), either seat first. */
function pairForms(e: Contradiction, c: CiteCtx): string[] {
  if (!sameRoleClaims(e)) return [];
  const r = c.words.role(e.a.role);
  const [x, y] = [c.label(e.a.seat), c.label(e.b.seat)];
  return [
    ...[
      [x, y],
      [y, x],
    ].flatMap(([p, q]) => [`${p} and ${q} cannot both be ${r}`, `${p} and ${q} both claimed to be ${r}`, `${p} and ${q} have both claimed to be ${r}`, `${p} and ${q} both claim to be ${r}`, `${q} claimed it too`, `one of ${p} and ${q} can be`, `one of ${p} and ${q} is lying`]),
    `two ${bareRole(r)} claims on the table`, `we had two ${bareRole(r)} claims`,
  ];
}

/** The longest run of a line's own words between its slots ("as for your question" of "As for your question, {asker}"), lower-cased. */
function fixedWords(line: string): string {
  return line
    .split(/\{[a-z]+\}/)
    .map((x) => x.replace(/^[\s,.:;]+|[\s,.:;]+$/g, ''))
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .toLowerCase();
}

/**
 * Facts of a seat the words before them have just named, with the seat as "he", "she" or "they" where it does the deed: "Hugo is
 * onto us: he pointed at Greta today, and he cast a vote against Greta", never "Hugo is onto us: Hugo pointed at Greta today, and
 * Hugo cast a vote against Greta" (4% of the pack's chat sentences in werewolf-9; a relay reader's least human line, seed
 * 1214001). Only before a verb in the past, where every pronoun takes the same form; the first fact too (`first`) only where
 * the words naming the seat open the same sentence (a reason said as a sentence of its own may follow another "she").
 */
export function heAfterNamed(evidence: string, label: string, p: Pronoun, first = false): string {
  const name = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const subject = new RegExp(`(${first ? '^|' : ''}, and |; besides, |, since )((?:yesterday|today|on day \\d+), )?${name}(?= (?:[a-z]+ed|went|cast|put|said|made|gave|took|held|ran|shot|told|came)\\b)`, 'g');
  return evidence.replace(subject, (_, before: string, when: string | undefined) => `${before}${when ?? ''}${pronounSlot('they', p)!}`);
}

/** Hedges that wait on seats still to speak. */
const WAITS_ON_TABLE = /\bthe rest first\b|\beveryone has spoken\b/;

/** What a count said aloud holds whatever seats fill it: the fixed words of each way of saying what it leaves. */
const COUNT_SAID = [...G.COUNT_LEFT_ONE, ...G.COUNT_LEFT].map(fixedWords);

/** Other seats' speeches today that said a fact, past which a seat taking up the case says it short. */
const SAID_ENOUGH = 2;

/** A fact without what became of the seat it was about. */
function withoutFate(e: Evidence): Evidence {
  // The company a ballot kept is part of its fate: said without it, no claimant stands beside it as the liar.
  const { fate: _, liar: _liar, ...bare } = e as Evidence & { fate?: unknown; liar?: unknown };
  return bare as Evidence;
}
