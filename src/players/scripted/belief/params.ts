// How strongly each kind of evidence weighs, per level. Probabilities of what a player of each side
// does (claims, checks, votes, kills); a level scales how much of it the bot takes in.
import type { Knowledge } from '../knowledge.js';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

export interface Weights {
  /** Exponent on soft evidence: votes, accusations, defences (1 = full Bayes, lower = looser). */
  soft: number;
  /** Exponent on words (accusations, defences, nominations) relative to votes. */
  words: number;
  /** How strongly a good voter follows the table's suspicion (β in exp(β·suspicion)); an evil one half as much. */
  follow: number;
  /** A good voter's relative pull to an evil target; an evil voter's to a partner. */
  goodOnEvil: number;
  evilOnEvil: number;
  /** A good speaker's pull to accuse an evil seat: words carry less knowledge than votes. */
  goodAccusesEvil: number;
  /** An evil speaker's relative pull to defend a partner; a good speaker's to defend evil. */
  evilDefendsEvil: number;
  goodDefendsEvil: number;
  /** Chance the real holder of a role has claimed it by now. */
  holderClaims: { investigator: number; other: number };
  /** Chance an evil seat claims a role: first to claim it, and later (counter-claiming). */
  fakeFirst: { investigator: number; other: number };
  fakeLater: { investigator: number; other: number };
  /** A good seat falsely claiming a power role, or its results being wrong. */
  lie: number;
  /**
   * A good seat claiming a role this seat knows it does not hold (the holder is this seat, or was
   * revealed): no good player of ours ever does, so a rival is all but surely evil.
   */
  falseClaim: number;
  /** A claimed check by an evil claimant: P(calls it bad | target evil), P(bad | target good). */
  fakeBadOnEvil: number;
  fakeBadOnGood: number;
  /** A real investigator's check happening to call evil the rival who claimed the role that day. */
  luckyCheck: number;
  /** An evil counter-claimant of the investigator calling an earlier claimant evil in its checks (0.5: not read). */
  counterNamesRival: number;
  /**
   * The real investigator letting a rival's claim of its role stand through a speech of its own, and claiming only later
   * (1: not read). A real one counters at its next word: in 600 self-play games of each preset (seed 7301), 0 of 47 such
   * late claimants were real, against 46 of 220 who countered at once.
   */
  lateClaim: number;
  /** A good seat confessing to be evil. */
  falseConfession: number;
  /** A real investigator surviving a night the evil side could have killed them. */
  survivePeaceful: number;
  surviveDeath: number;
  /** A night victim being evil: alone, or one of two. */
  nightVictimEvil: number;
  nightVictimEvilOfTwo: number;
  /** A lone night victim the table suspected being evil, per unit of that suspicion (a poisoner's pick). */
  poisonedSuspect: number;
  /** A poisoner's pick being good, relative to evil (it poisons whom it suspects). */
  poisonOnGood: number;
  /** Pull of a night victim's accusations: the evil side kills its accusers. */
  killedAccuser: number;
  /** The witch's likelihood ratio, evil to good, of the seat the pack attacked tonight (packs now and then bite their own). */
  attackedEvil: number;
  /** How much noise the bot adds when choosing (0: none). */
  noise: number;
  /** How far a ballot leans to the seats that trusted voices named today (a table that votes together). */
  consensus: number;
  /** The evil side's pull to the good seat the village doubts most, and the noise in picking it (0: every partner picks the same seat). */
  frame: number;
  frameNoise: number;
  /** The evil side's kill value for a claimed detective the doctor is sure to cover tonight (1: ignores the cover). */
  coveredKill: number;
  /** The evil side's kill value for a believed investigator the guard or the doctor covers tonight (1: ignores the cover). */
  guardedKill: number;
  /** The pack's kill value for each vote or accusation a seat made on a member (a check counts apart), at a table where a guard or doctor covers the investigator and where nobody does. */
  accuserKill: { covered: number; bare: number };
  /** Likelihood ratio, evil to good, of a ballot for a seat on a day the mafia town holds (nobody stands out). */
  idleBallot: number;
  /** How much likelier a ballot held back from a seat the record shows evil is from its partner than from a good voter. */
  heldOffSure: number;
  /** How much less a good voter may doubt a seat and still vote it with the bloc (the table's top suspect; 0: never). */
  join: number;
  /**
   * What a world keeps in which every evil seat is dead while the game goes on (0: ruled out, as it is; 1: the dead not
   * counted). A hard bot counts; a normal one half forgets; an easy one never does.
   */
  deadPack: number;
}

const NORMAL: Weights = {
  // Votes and words follow the table, so they are far from independent evidence: each weighs little.
  soft: 0.15,
  words: 0.45,
  follow: 3,
  goodOnEvil: 1.25,
  evilOnEvil: 0.3,
  goodAccusesEvil: 1.05,
  evilDefendsEvil: 2.5,
  goodDefendsEvil: 0.8,
  holderClaims: { investigator: 0.6, other: 0.3 },
  fakeFirst: { investigator: 0.05, other: 0.04 },
  fakeLater: { investigator: 0.12, other: 0.08 },
  lie: 0.003,
  falseClaim: 0.0001,
  fakeBadOnEvil: 0.15,
  fakeBadOnGood: 0.6,
  luckyCheck: 0.1,
  counterNamesRival: 0.8,
  lateClaim: 0.03,
  falseConfession: 0.03,
  survivePeaceful: 0.85,
  surviveDeath: 0.7,
  nightVictimEvil: 0.05,
  nightVictimEvilOfTwo: 0.5,
  poisonedSuspect: 0.6,
  poisonOnGood: 0.25,
  killedAccuser: 1.3,
  // A pack may bite its own to win the antidote, but seldom where the witch keeps it for the seer: her lead on the victim is
  // strong, not proof (at a table of six, where she saves the first victim, belief/reader.ts weighs it 0.3).
  attackedEvil: 0.05,
  noise: 0.04,
  consensus: 0.12,
  // Partners read the same public belief, so a firm pull to its top suspect piles their votes on one seat.
  frame: 0.5,
  frameNoise: 0.09,
  coveredKill: 0.2,
  // A kill spent on the guard's seat is a peaceful night: measured (1000 games of 12 seats, seeds 8101 / 8202), 0.2 -> 0.05
  // takes the village's wins 65.4 / 66.3% -> 62.4 / 64.7% and the seer alive at the end 22.2 / 22.7% -> 27.6 / 27.9%.
  guardedKill: 0.05,
  // Measured (seed 7001, 300 games of 12 seats, village wins): 0.35 68.3%, 0 61.3%. At nine seats 0 leaves village wins as
  // they were and cuts the seer's survival (1000 games, seed 8101: 17.1% -> 10.0%): there the pack keeps 0.35.
  accuserKill: { covered: 0, bare: 0.35 },
  idleBallot: 2,
  heldOffSure: 3,
  join: 0,
  // Half: ruled out, the village of werewolf-6 won 63.6% of 1,000 self-play games (from 55.5%), near the top of its band;
  // at a half, 58.2%.
  deadPack: 0.5,
};

export const WEIGHTS: Record<Level, Weights> = {
  normal: NORMAL,
  hard: { ...NORMAL, deadPack: 0, idleBallot: 3, join: 0.15, noise: 0.01, consensus: 0.3, luckyCheck: 0.05, lateClaim: 0.01, frameNoise: 0 },
  // Loose: hears little from votes and words, barely reads kills, and decides with a lot of noise.
  easy: { ...NORMAL, attackedEvil: 0.3, poisonOnGood: 0.6, soft: 0.05, words: 0.2, follow: 0, survivePeaceful: 1, surviveDeath: 1, killedAccuser: 1, lie: 0.15, falseClaim: 0.01, luckyCheck: 1, counterNamesRival: 0.5, lateClaim: 1, noise: 0.25, consensus: 0, frame: 0.05, frameNoise: 0.3, coveredKill: 1, guardedKill: 1, accuserKill: { covered: 0.35, bare: 0.35 }, idleBallot: 1, heldOffSure: 1, deadPack: 1 },
};

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);

/** The mafia town's suspicion floor: below it a townie would rather skip than eliminate (one seat, itself, it knows is clean). */
export const holdFloor = (evilCount: number, seats: number): number => evilCount / Math.max(1, seats - 1) + 0.05;

/** Seats at most at a table where the witch saves the first night's victim (werewolf/night.ts). */
const SMALL_TABLE = 6;
/** A table of six or fewer, where a pack may bite its own to win the antidote. */
export const smallTable = (k: Pick<Knowledge, 'seats'>): boolean => k.seats <= SMALL_TABLE;
/** How likely the pack's victim is evil, against good, at such a table. */
const SMALL_TABLE_BITE = 0.3;

/** How likely the seat the evil side attacked is evil, against good: at a table of six a pack may bite its own. */
export const attackedWeight = (k: Pick<Knowledge, 'seats'>, w: Weights): number => (k.seats <= SMALL_TABLE ? Math.max(w.attackedEvil, SMALL_TABLE_BITE) : w.attackedEvil);
