// How a ruleset's game reads on a screen, beyond its event lines: role cards, results, titles, vote
// tables, the review's verdicts and the rules page. The screen asks these and decides no rule itself.
import type { EventOfType, GameEvent } from './events.js';
import type { Preset } from './ruleset.js';

export type Options = Record<string, unknown>;
export type Label = (seat: number) => string;

/** A private result the person learned (a check): the seat, the result in words, and whether it is the evil side's. */
export interface ResultShown {
  target: number;
  result: string;
  evil: boolean;
}

/** A vote round as a table. */
export interface BallotShown {
  /** "Day 2 vote", "Sheriff election"… */
  title: string;
  /** The row of votes for nobody: "abstain", "skip". */
  none: string;
  /** Seats that stood in this vote, shown with no votes too (a race's candidates); omitted: only seats voted for. */
  candidates?: number[];
}

export type Verdict = 'good' | 'bad' | 'neutral';

/** One of the person's decisions beside the truth at that moment. */
export interface ReviewRow {
  /** The event it was read from (its day or night is the screen's to say). */
  e: GameEvent;
  what: string;
  truth: string;
  verdict: Verdict;
}

/** What the review knows once the game is over. */
export interface ReviewTruth {
  roleOf(seat: number): string;
  teamOf(seat: number): string;
  label(seat: number): string;
  roleName(role: string): string;
}

/** A title a seat can hold (an office with a power), shown beside its holder. */
export interface TitleShown {
  name: string;
  /** What the title gives, for the person's role card ("vote ×1.5"). */
  note: string;
  /** Who holds it after this event: a seat, null for nobody, undefined for no change. */
  holder(e: GameEvent): number | null | undefined;
}

export interface RulesSection {
  title: string;
  lines: string[];
}

export interface Presentation {
  /** One line of what a role can do, for the role card and the setup screen. */
  ability(role: string, options: Options): string;
  /** Facts for the person's role card from their own private events (potions left, last protected…). */
  notes(role: string, mine: readonly GameEvent[], label: Label): string[];
  /** The person's own private result in this event, if it is one. */
  result(e: GameEvent): ResultShown | undefined;
  /** Check results a speech may claim: the value a claim carries and how it reads. */
  results: readonly { value: string; label: string }[];
  /** The notebook's word for "I think this seat is on the other side". */
  suspect: string;
  title?: TitleShown;
  /** A vote round, from its first ballot and the events seen before it. */
  ballot(first: EventOfType<'vote'>, seen: readonly GameEvent[], options: Options): BallotShown;
  /** The outcome of a vote round in words, when this event closes one (a tally); undefined otherwise. */
  outcome(e: GameEvent, label: Label, options: Options): string | undefined;
  /** A public event that tells of a death (drawn in the death tone). */
  isDeath(e: GameEvent): boolean;
  /** The person's decisions over the whole log, each beside the truth. */
  review(all: readonly GameEvent[], me: number, truth: ReviewTruth, options: Options): ReviewRow[];
  /** This table's rules: how each side wins, the roles, the phases and the options in force. */
  rules(preset: Preset, options: Options): RulesSection[];
}
