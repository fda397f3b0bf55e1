// Choosing among the ways to say something: never a sentence this seat has already said this game,
// and, while there is a choice, nothing the table has already heard. Ways are weighted (the persona's
// own lines first) and drawn by the seat's seeded generator.
import type { Rng } from '../../../engine/rng.js';
import { finish, hasLead, lead, leadFits } from './compose.js';
import type { SpeechMemory } from './memory.js';
import { AUDIT_OPEN } from './lines.js';
import { splitSentences } from './sentences.js';
import { escapeRe } from '../../../engine/parse.js';

/**
 * Ways to say something, `size` of them, each weighing `weight`: `make(i)` gives the i-th one's
 * sentences, or null where it does not apply. A group stands for a bank of lines, made only if drawn.
 */
export interface Group {
  size: number;
  weight: number;
  make: (i: number) => string[] | null;
}

export const group = (size: number, make: (i: number) => string[] | null, weight = 1): Group => ({ size, weight, make });

/** Lead-ins and tails that make an old sentence new when every way of saying it has been used. */
const AGAIN = ['Once more,', 'To say it again,', 'Still,', 'As before,', 'Again,', 'So, once more,', 'For the record,', 'Plainly,'];
/** Tails that make a sentence the table has heard the speaker's own, said for the first time. */
const OWN_TAILS = ['as I see it', 'for my part', 'from where I sit', 'on my own reading', 'for what my word is worth', 'speaking for myself', 'as things stand', 'on what I have seen'];
/** The same for a question, said before its question mark. */
const QUESTION_TAILS = ['as things stand', 'right now', 'at this point', 'so far', 'this time'];
/**
 * A count of yesterday's ballots (speech/audit.ts) is the record read out: no stance or repetition tail goes after its last
 * voters ("…; Luca and me on Jonah, as I see it" read as a seat named "Jonah, as I see it": talk bench, seed 1205401).
 */
const BALLOT_COUNT = new RegExp(`(?:${AUDIT_OPEN.map((l) => escapeRe(l.replace('{tally}', ''))).join('|')})`, 'i');
const tails = (s: string, list: readonly string[]): readonly string[] => (BALLOT_COUNT.test(s) ? [] : list);

const TAILS = ['once again', 'as I said before', 'and I stand by it', 'still', 'as before', 'and that has not changed', 'for the record', 'plain and simple'];

export class Chooser {
  /** sentences of the speech being made */
  readonly said = new Set<string>();
  /** the same, as the table hears them (a persona's lead-in set aside): a speech does not say one twice behind two lead-ins */
  private readonly heardHere = new Set<string>();
  /** Every run of four words the speech has said (names masked): a way that says one again is taken only if no other is new. */
  private readonly runs = new Set<string>();
  /** How every way is said before it is weighed (an answer speaking to the asker: "you"), if set. */
  shape: ((sentence: string) => string) | undefined;
  /** With `shape`: a unit that turns to another listener; it and the units after it in its way are left unshaped. */
  turns: ((sentence: string) => boolean) | undefined;
  constructor(
    private readonly rng: Rng,
    private readonly memory: SpeechMemory,
    private readonly openers: readonly string[],
  ) {}

  private fresh(keys: readonly string[], strict: boolean): boolean {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (this.said.has(k) || this.memory.own.has(k) || (strict && this.memory.heard.has(k))) return false;
      for (let j = 0; j < i; j++) if (keys[j] === k) return false;
    }
    return true;
  }

  /** Whether a sentence is new to this seat (and, when `strict`, to the whole table). */
  isNew(sentence: string, strict: boolean): boolean {
    return this.fresh(this.keysOf([sentence]), strict);
  }

  /** Counts a sentence as part of the speech. */
  keep(sentence: string): void {
    for (const k of this.keysOf([sentence])) this.said.add(k);
    this.hearHere([sentence]);
  }

  private hearHere(units: readonly string[]): void {
    for (const u of units)
      for (const s of splitSentences(u)) {
        this.heardHere.add(this.memory.bareKey(s));
        for (const r of runsOf(s)) this.runs.add(r);
      }
  }

  /**
   * Whether a way says again four words in a row this speech has said ("I am the seer. … I am the seer, so…"), or says
   * them twice itself ("I keep coming back to Tomas. I keep coming back to this: …", a point and a persona's reason frame).
   */
  echoes(units: readonly string[]): boolean {
    const sentences = units.flatMap((u) => splitSentences(u));
    const own = sentences.length > 1 ? new Set<string>() : undefined;
    for (const s of sentences) {
      const runs = runsOf(s);
      for (const r of runs) if (this.runs.has(r) || own?.has(r)) return true;
      if (own) for (const r of runs) own.add(r);
    }
    return false;
  }

  /** The sentences of one way of saying it, or [] when none applies. */
  choose(groups: readonly Group[]): string[] {
    let unheard: string[] | undefined;
    let unheardKeys: string[] | undefined;
    // New to the table but saying four words of this speech again: taken only when no way is new without it.
    let echoing: { made: string[]; keys: string[] } | undefined;
    // New to the table as a sentence, but its line's fixed words heard before from any seat: taken only after those.
    let worn: { made: string[]; keys: string[] } | undefined;
    let mine: string[] | undefined;
    const used: string[][] = [];
    // Draw by weight without replacement, making only the ways drawn (usually the first is new).
    const left = groups.map((g) => g.size);
    const tried: (Uint8Array | undefined)[] = [];
    let total = 0;
    for (const g of groups) total += g.size * g.weight;
    while (total > 1e-9) {
      let r = this.rng.next() * total;
      let gi = -1;
      for (let i = 0; i < groups.length; i++) {
        if (left[i]! === 0) continue;
        gi = i;
        if ((r -= left[i]! * groups[i]!.weight) < 0) break;
      }
      if (gi < 0) break;
      const g = groups[gi]!;
      const seen = (tried[gi] ??= new Uint8Array(g.size));
      let k = this.rng.int(left[gi]!);
      let idx = 0;
      while (seen[idx] || k-- > 0) idx++;
      seen[idx] = 1;
      left[gi]!--;
      total -= g.weight;
      const raw = g.make(idx);
      if (!raw || raw.length === 0) continue;
      const made = this.shape ? shaped(raw, this.shape, this.turns) : raw;
      const keys = this.keysOf(made);
      used.push(made);
      // New to the table: not heard as it is, nor with only a persona's lead-in to tell it apart.
      if (this.fresh(keys, true) && this.newToTable(made)) {
        if (this.echoes(made)) {
          echoing ??= { made, keys };
          continue;
        }
        if (this.worn(made)) {
          worn ??= { made, keys };
          continue;
        }
        unheard = made;
        unheardKeys = keys;
        break;
      }
      if (!mine && this.fresh(keys, false)) mine = made;
    }
    if (!unheard && (echoing ?? worn)) ({ made: unheard, keys: unheardKeys } = (echoing ?? worn)!);
    const pick = unheard ?? this.tailed(used) ?? this.lead(used) ?? mine ?? this.renew(used);
    for (const k of unheardKeys ?? this.keysOf(pick)) this.said.add(k);
    this.hearHere(pick);
    return pick;
  }

  /** Whether a way says a line's fixed words the table has heard before (seven in a row, from any seat). */
  private worn(units: readonly string[]): boolean {
    for (const u of units) for (const s of splitSentences(u)) if (this.memory.runHeard(s)) return true;
    return false;
  }

  private newToTable(units: readonly string[]): boolean {
    for (const u of units)
      for (const s of splitSentences(u)) {
        if (this.memory.tableHeard(s) || this.heardHere.has(this.memory.bareKey(s)) || this.memory.tailHeard(s)) return false;
      }
    return true;
  }

  // A persona's line may hold two sentences ("Source? You cite nothing."): each is remembered on its own.
  private keysOf(units: readonly string[]): string[] {
    const out: string[] = [];
    for (const u of units) for (const s of splitSentences(u)) out.push(this.memory.key(s));
    return out;
  }

  /**
   * Every option has been heard: a tail of the speaker's own stance ("…, as I see it") makes one new to the
   * table. A lead-in does not: the table hears the sentence after it (talk-text.ts sets openers aside).
   */
  private tailed(used: string[][]): string[] | undefined {
    for (const sentences of used) {
      const out = [...sentences];
      for (let i = 0; i < out.length; i++) {
        if (this.fresh(this.keysOf([out[i]!]), true) && this.newToTable([out[i]!])) continue;
        const v = (/\?["')]?$/.test(out[i]!) ? QUESTION_TAILS.map((t) => requestion(out[i]!, t)) : tails(out[i]!, OWN_TAILS).map((t) => retail(out[i]!, t))).find((x) => this.fresh(this.keysOf([...out.slice(0, i), x]), true) && this.newToTable([x]));
        if (v === undefined) break;
        out[i] = v;
      }
      if (this.fresh(this.keysOf(out), true) && this.newToTable(out)) return out;
    }
    return undefined;
  }

  /** Every option has been heard: one of the persona's lead-ins may make one new to the table. */
  private lead(used: string[][]): string[] | undefined {
    for (const sentences of used) {
      const [first, ...rest] = sentences as [string, ...string[]];
      if (hasLead(first)) continue;
      for (const opener of this.rng.shuffle(this.openers)) {
        if (this.memory.openedWith(opener) || !leadFits(opener, first)) continue;
        const out = [lead(opener, first), ...rest];
        if (this.fresh(this.keysOf(out), true)) return out;
      }
    }
    return undefined;
  }

  /** Every option has been said: a lead-in (where there is none yet) or a tail makes each said sentence of one new. */
  private renew(used: string[][]): string[] {
    const openers = [...this.rng.shuffle(this.openers), ...AGAIN];
    for (const sentences of used) {
      const out = [...sentences];
      // A reason after the main sentence may be the one said before: every stale sentence is renewed, not only the first.
      for (let i = 0; i < out.length && out.length; i++) {
        const s = out[i]!;
        if (this.fresh(this.keysOf(out.slice(0, i + 1)), false)) continue;
        const variants = [...(hasLead(s) ? [] : openers.filter((o) => leadFits(o, s)).map((o) => lead(o, s))), ...tails(s, TAILS).map((t) => retail(s, t))];
        const v = variants.find((x) => this.fresh(this.keysOf([...out.slice(0, i), x]), false));
        if (v === undefined) {
          out.length = 0;
          break;
        }
        out[i] = v;
      }
      if (out.length) return out;
    }
    return used[0] ?? [];
  }
}

/**
 * The runs of four words of a sentence, lower-cased, with names and seat labels masked out of them (a run holding
 * one is no echo: "Luca voted Tomas" and "Tomas voted Luca" say different things). The sentence's first word is
 * read as a word, not a name.
 */
function runsOf(sentence: string): string[] {
  const words = sentence.split(/[^A-Za-z']+/).filter(Boolean);
  const out: string[] = [];
  const w = words.map((x, i) => (i > 0 && x !== 'I' && /^[A-Z]/.test(x) ? '' : x.toLowerCase()));
  for (let i = 0; i + 4 <= w.length; i++) if (w[i] && w[i + 1] && w[i + 2] && w[i + 3]) out.push(`${w[i]} ${w[i + 1]} ${w[i + 2]} ${w[i + 3]}`);
  // A lead-in said twice in one speech ("Gently, now: Tomas came back… Gently, now: Greta came back…") is an echo too.
  const head = /^([A-Za-z' ]+?)\s*[,:]\s*\S/.exec(sentence.replace(/^[^A-Za-z]+/, ''))?.[1];
  const headWords = head?.split(' ').filter(Boolean) ?? [];
  if (headWords.length >= 1 && headWords.length <= 4 && !headWords.some((x, i) => i > 0 && x !== 'I' && /^[A-Z]/.test(x)) && !(headWords.length === 1 && /^[A-Z]/.test(head!) && !LEAD_WORDS.has(head!.toLowerCase()))) out.push(`lead: ${head!.toLowerCase()}`);
  // So is a tag said as a lead-in and again as a tail, or as a tail twice: a persona's short phrase ("Sourced and checked: Greta
  // called Jonah a werewolf. I'm voting Jonah, sourced and checked", an 80x24 seer game, seed 1208960), shorter than four words.
  const tail = /,\s*([a-z' ]+?)\s*[.!?]*$/.exec(sentence)?.[1];
  const tailWords = tail?.split(' ').filter(Boolean) ?? [];
  if (tailWords.length >= 2 && tailWords.length <= 4) out.push(`lead: ${tail}`);
  // A hedge said twice in one speech is an echo too ("…, as a feeling and not a case. My vote goes to Iris, as a lean, not a case").
  const lower = sentence.toLowerCase();
  for (const h of HEDGES) if (lower.includes(h)) out.push(`hedge: ${h}`);
  return out;
}

/** Hedges a speech says once: shorter than four words, so the runs above do not catch them. */
const HEDGES = ['not a case', 'for now', 'thin as', "i'm afraid"];

/** One-word lead-ins ("Yesterday, …", "Frankly, …"): a capitalised word alone before a comma is otherwise a name ("Nell, you voted…"). */
const LEAD_WORDS = new Set(['yesterday', 'today', 'frankly', 'honestly', 'listen', 'look', 'now', 'still', 'again', 'so', 'well', 'right', 'first', 'gently', 'quietly', 'plainly', 'mind']);

/** "Who is your pick?" + "right now" → "Who is your pick, right now?" */
const requestion = (sentence: string, tail: string): string => sentence.replace(/\?(["')]?)$/, `, ${tail}?$1`);

/** "I am the seer." + "once again" → "I am the seer, once again." */
const retail = (sentence: string, tail: string): string => finish(`${sentence.replace(/[.!?]+$/, '')}, ${tail}`);

/** A way's units shaped, up to a unit that turns to another listener: from there on they are said as they are. */
export function shaped(units: readonly string[], shape: (s: string) => string, turns?: (s: string) => boolean): string[] {
  let turned = false;
  return units.map((u) => ((turned ||= turns?.(u) ?? false) ? u : shape(u)));
}
