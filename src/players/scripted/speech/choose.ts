// Choosing among the ways to say something: never a sentence this seat has already said this game,
// and, while there is a choice, nothing the table has already heard. Options are weighted (the
// persona's own lines first) and shuffled by the seat's seeded generator.
import type { Rng } from '../../../engine/rng.js';
import { finish, hasLead, lead } from './compose.js';
import type { SpeechMemory } from './memory.js';
import { sentenceKey, splitSentences } from './sentences.js';

/** One way to say something: its sentences, or null where it does not apply. */
export interface Option {
  weight: number;
  make: () => string[] | null;
}

export const option = (make: () => string[] | null, weight = 1): Option => ({ weight, make });

/** Lead-ins and tails that make an old sentence new when every way of saying it has been used. */
const AGAIN = ['Once more,', 'To say it again,', 'Still,', 'As before,', 'Again,', 'So, once more,', 'For the record,', 'Plainly,'];
const TAILS = ['once again', 'as I said before', 'and I stand by it', 'still', 'as before', 'and that has not changed', 'for the record', 'plain and simple'];

export class Chooser {
  /** sentences of the speech being made */
  readonly said = new Set<string>();
  constructor(
    private readonly rng: Rng,
    private readonly memory: SpeechMemory,
    private readonly openers: readonly string[],
  ) {}

  private fresh(keys: string[], strict: boolean): boolean {
    if (new Set(keys).size < keys.length) return false;
    return keys.every((k) => !this.said.has(k) && !this.memory.own.has(k) && (!strict || !this.memory.heard.has(k)));
  }

  /** Whether a sentence is new to this seat (and, when `strict`, to the whole table). */
  isNew(sentence: string, strict: boolean): boolean {
    return this.fresh(keysOf([sentence]), strict);
  }

  /** Counts a sentence as part of the speech. */
  keep(sentence: string): void {
    for (const k of keysOf([sentence])) this.said.add(k);
  }

  /** The sentences of one option, or [] when no option applies. */
  choose(options: readonly Option[]): string[] {
    let unheard: string[] | undefined;
    let mine: string[] | undefined;
    const used: string[][] = [];
    // Draw by weight without replacement, making only the wordings drawn (usually the first is new).
    const pool = options.slice();
    let total = pool.reduce((sum, o) => sum + o.weight, 0);
    while (pool.length > 0) {
      let r = this.rng.next() * total;
      let i = 0;
      while (i < pool.length - 1 && (r -= pool[i]!.weight) >= 0) i++;
      const o = pool[i]!;
      pool[i] = pool[pool.length - 1]!;
      pool.pop();
      total -= o.weight;
      const made = o.make();
      if (!made || made.length === 0) continue;
      const keys = keysOf(made);
      used.push(made);
      if (this.fresh(keys, true)) {
        unheard = made;
        break;
      }
      if (!mine && this.fresh(keys, false)) mine = made;
    }
    const pick = unheard ?? this.lead(used) ?? mine ?? this.renew(used);
    for (const k of keysOf(pick)) this.said.add(k);
    return pick;
  }

  /** Every option has been heard: one of the persona's lead-ins may make one new to the table. */
  private lead(used: string[][]): string[] | undefined {
    for (const sentences of used) {
      const [first, ...rest] = sentences as [string, ...string[]];
      if (hasLead(first)) continue;
      for (const opener of this.rng.shuffle(this.openers)) {
        const out = [lead(opener, first), ...rest];
        if (this.fresh(keysOf(out), true)) return out;
      }
    }
    return undefined;
  }

  /** Every option has been said: a lead-in (where there is none yet) or a tail makes one new. */
  private renew(used: string[][]): string[] {
    const openers = [...this.rng.shuffle(this.openers), ...AGAIN];
    for (const sentences of used) {
      const [first, ...rest] = sentences as [string, ...string[]];
      const variants = [...(hasLead(first) ? [] : openers.map((o) => lead(o, first))), ...TAILS.map((t) => retail(first, t))];
      for (const v of variants) {
        const out = [v, ...rest];
        if (this.fresh(keysOf(out), false)) return out;
      }
    }
    return used[0] ?? [];
  }
}

/** "I am the seer." + "once again" → "I am the seer, once again." */
const retail = (sentence: string, tail: string): string => finish(`${sentence.replace(/[.!?]+$/, '')}, ${tail}`);

// A persona's line may hold two sentences ("Source? You cite nothing."): each is remembered on its own.
const keysOf = (units: readonly string[]): string[] => units.flatMap((u) => splitSentences(u).map(sentenceKey));
