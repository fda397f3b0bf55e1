// What the werewolf referee remembers while it reads a log: the table as RULES.md §1 describes it,
// rebuilt from the events alone. It imports nothing from the engine or the rules.

/** An event as the log holds it: the referee reads fields by name and trusts none of them. */
export type Ev = { n: number; day: number; type: string; vis: unknown } & Record<string, any>;

export const GODS = ['seer', 'witch', 'hunter', 'guard'];

export interface Night {
  round: number;
  /** Seats alive when the night began: the ones who must be asked. */
  living: Set<number>;
  proposals: { seat: number; target: number | null; round: number }[];
  /** undefined until the pack has chosen */
  pack: number | null | undefined;
  told: number | null | undefined;
  witch: { action: string; target: number | null } | undefined;
  guard: number | null | undefined;
  checked: boolean;
  resolved: boolean;
}

export interface Election {
  /** Who answered whether they run; who ran; who is still in the race. */
  ran: Set<number>;
  runners: Set<number>;
  candidates: Set<number>;
  campaign: number[];
  /** Candidates who answered the opt-out. */
  optedOut: Set<number>;
  votes: { seat: number; target: number }[];
  done: boolean;
}

export interface VoteRound {
  kind: 'vote' | 'pk';
  ballots: { seat: number; target: number | null; weight: number }[];
}

export interface Table {
  seats: number;
  role: Map<number, string>;
  alive: Set<number>;
  options: { witchSelfSave?: string; guardAndAntidoteKill?: boolean };
  night: Night | null;
  day: number;
  antidoteUsed: boolean;
  poisonUsed: boolean;
  /** The guard's pick of the night before (null: nobody, or no guard asked). */
  lastGuard: number | null;
  /** Resolved at night, announced at dawn. */
  nightDeaths: { seat: number; cause: string }[] | null;
  /** Whether night 1's deaths end the game (then no election). */
  nightDecides: boolean;
  poisoned: Set<number>;
  /** Today's dawn list, and whether it has been announced. */
  lastNightDead: number[];
  dawned: boolean;
  election: Election | null;
  sheriff: number | null;
  direction: string | null;
  order: number[] | null;
  spoken: number[];
  /** Seats that spoke at today's last call before the vote, in order. */
  lastCalled: number[];
  round: VoteRound | null;
  tied: number[];
  pkSpoken: number[];
  /** Seats owed last words, in order. */
  lastWordsDue: number[];
  /** Dead hunters owed a shot, dead sheriffs owed a badge transfer. */
  hunterDue: number[];
  badgeDue: number[];
  /** The seats a died event must name next, and why. */
  deathDue: { seats: number[]; why: 'night' | 'banished' | 'shot' } | null;
  /** Set when a batch of deaths decides the game: the very next event must say so. */
  winnerDue: string | null;
  over: boolean;
  /** Nights and days begun since the last death: three of each, and the table has stalled (a draw). */
  quiet: { night: number; day: number };
}

export function newTable(): Table {
  return {
    seats: 0,
    role: new Map(),
    alive: new Set(),
    options: {},
    night: null,
    day: 0,
    antidoteUsed: false,
    poisonUsed: false,
    lastGuard: null,
    nightDeaths: null,
    nightDecides: false,
    poisoned: new Set(),
    lastNightDead: [],
    dawned: false,
    election: null,
    sheriff: null,
    direction: null,
    order: null,
    spoken: [],
    lastCalled: [],
    round: null,
    tied: [],
    pkSpoken: [],
    lastWordsDue: [],
    hunterDue: [],
    badgeDue: [],
    deathDue: null,
    winnerDue: null,
    over: false,
    quiet: { night: 0, day: 0 },
  };
}

export const living = (t: Table): number[] => [...t.alive].sort((a, b) => a - b);
export const holders = (t: Table, role: string, among: Iterable<number> = t.alive): number[] =>
  [...among].filter((s) => t.role.get(s) === role).sort((a, b) => a - b);

/** RULES.md §1 Victory, over a set of living seats: village when every wolf is dead (also when both hold). */
export function winnerOf(t: Table, alive: Set<number>): string | null {
  const roles = [...t.role.values()];
  const livingRoles = [...alive].map((s) => t.role.get(s)!);
  if (!livingRoles.includes('werewolf')) return 'village';
  const godsDead = roles.some((r) => GODS.includes(r)) && !livingRoles.some((r) => GODS.includes(r));
  const villagersDead = roles.includes('villager') && !livingRoles.includes('villager');
  return godsDead || villagersDead ? 'werewolves' : null;
}

/** RULES.md §1: three nights and three days in a row with no death end the game in a draw. */
export const stalled = (t: Table): boolean => t.quiet.night >= 3 && t.quiet.day >= 3;

/** Seats going round the table from `from` (exclusive), clockwise = seat numbers going up, among `among`. */
export function around(t: Table, from: number, clockwise: boolean, among: Set<number>): number[] {
  const out: number[] = [];
  for (let i = 1; i <= t.seats; i++) {
    const seat = clockwise ? ((from - 1 + i) % t.seats) + 1 : ((from - 1 - i + 2 * t.seats) % t.seats) + 1;
    if (among.has(seat)) out.push(seat);
  }
  return out;
}

export const sameVis = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
export const sorted = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b);
export const same = (a: Iterable<number>, b: Iterable<number>): boolean => sorted(a).join() === sorted(b).join();
