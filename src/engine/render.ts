// How events read as transcript lines: the ruleset first, then the engine's own events. Players' words
// are quoted as data (one line, escaped, attributed) and their claims are checked before they are shown.
import type { ClaimWords } from './claims.js';
import type { Claim } from './core-events.js';
import type { GameEvent } from './events.js';
import type { Brief, Renderer } from './prompt.js';
import { ballotRemark, describeClaims, quote } from './prompt.js';
import type { Ruleset } from './ruleset.js';
import { DRAW } from './stall.js';

/**
 * `seats`: how many seats the table has, so a claim about a seat that does not exist is dropped.
 */
export function makeRenderer(
  ruleset: Ruleset<unknown>,
  nameOf: (seat: number) => string,
  options: () => Record<string, unknown> = () => ({}),
  seats?: () => number,
): Renderer {
  const label = (seat: number) => `Seat ${seat} (${nameOf(seat)})`;
  const role = (r: string) => ruleset.roleName(r, options());
  // A speech's claims are read by every prompt of the game after it: checked once per list (a list is never changed).
  const checked = new WeakMap<readonly Claim[], Claim[]>();
  const claims = (list: readonly Claim[]): readonly Claim[] => {
    let out = checked.get(list);
    if (!out) checked.set(list, (out = checkClaims(list, ruleset, seats)));
    return out;
  };
  const names = { names: label, claims, options };
  const lines = new WeakMap<GameEvent, string | null>();
  const briefs = new WeakMap<GameEvent, Brief | null>();
  return {
    label,
    role,
    claims,
    abstain: (ballot) => ruleset.abstainWord?.(ballot, options()) ?? 'abstain',
    terms: [...Object.values(ruleset.claimWords?.roles ?? {}), ...Object.values(ruleset.claimWords?.results ?? {})].flat(),
    stateOfPlay: (view) => ruleset.stateOfPlay?.(view, names) ?? null,
    weight: (events, seat) => ruleset.ballotWeight?.(events, seat) ?? 1,
    step: (kind) => ruleset.stepName?.(kind) ?? kind.replace(/_/g, ' '),
    line(e) {
      let l = lines.get(e);
      if (l === undefined) {
        const own = ruleset.describe(e, names);
        l = own !== undefined ? own : coreLine(e, label, ruleset, role, claims);
        lines.set(e, l);
      }
      return l;
    },
    brief(e) {
      let b = briefs.get(e);
      if (b === undefined) {
        const own = ruleset.brief(e, names);
        b = own !== undefined ? own : coreBrief(e, label, ruleset, role, claims);
        briefs.set(e, b);
      }
      return b;
    },
  };
}

type Label = (seat: number) => string;
type Check = (list: readonly Claim[]) => readonly Claim[];

/**
 * The claims worth showing: a seat of this table, and a role or result in the ruleset's own words (a
 * synonym becomes the word itself). Anything else a speaker put in a claim is dropped, never shown raw.
 */
export function checkClaims(list: readonly Claim[], ruleset: Ruleset<unknown>, seats?: () => number): Claim[] {
  return checkClaimWords(list, ruleset.claimWords, seats?.());
}

/** The same check from the words and the seat count alone (a handler's, before a speech is stored). */
export function checkClaimWords(list: readonly Claim[], words: ClaimWords | undefined, seats?: number): Claim[] {
  const seatOk = (t: unknown) => Number.isInteger(t) && (t as number) >= 1 && (seats === undefined || (t as number) <= seats);
  const out: Claim[] = [];
  for (const c of list) {
    if (c.kind === 'role') {
      const r = canonical(words?.roles, c.role);
      if (r) out.push({ kind: 'role', role: r });
    } else if (c.kind === 'check') {
      const r = canonical(words?.results, c.result);
      if (r && seatOk(c.target)) out.push({ kind: 'check', target: c.target, result: r });
    } else if (c.kind === 'acted') {
      // A ruleset with a vocabulary names its night actions; one without names none a speaker can claim.
      const a = words ? (words.actions ? canonical(words.actions, c.action) : undefined) : canonical(undefined, c.action);
      if (a && seatOk(c.target)) out.push({ kind: 'acted', action: a, target: c.target });
    } else if (seatOk(c.target) && (c.kind !== 'ask' || c.subject === undefined || seatOk(c.subject))) out.push(c);
  }
  return out;
}

function canonical(table: Record<string, readonly string[]> | undefined, word: unknown): string | undefined {
  if (typeof word !== 'string') return undefined;
  // Worded freely ("a werewolf", "the Seer", "not_mafia"): read as the word itself.
  const w = word.trim().toLowerCase().replace(/_/g, ' ').replace(/^(?:i\s+am\s+|i'm\s+)?(?:the|a|an)\s+/, '').replace(/[.!]+$/, '');
  // Without a vocabulary only a plain word passes.
  if (!table) return /^[a-z][a-z_]{0,23}$/.test(word.trim().toLowerCase()) ? word.trim().toLowerCase() : undefined;
  for (const [key, synonyms] of Object.entries(table)) if (key === w || key.replace(/_/g, ' ') === w || synonyms.includes(w)) return key;
  return undefined;
}

export function coreLine(
  e: GameEvent,
  label: Label,
  ruleset: Ruleset<unknown>,
  role: (r: string) => string = (r) => ruleset.roleName(r),
  claims: Check = (list) => checkClaims(list, ruleset),
): string | null {
  switch (e.type) {
    case 'game_started':
      return `The game begins: ${e.seats.length} players (${ruleset.title}, ${e.preset}).`;
    case 'role_assigned':
      return `Your role: ${role(e.role)}.`;
    case 'team_revealed':
      return `Your team (${ruleset.sideName(e.team)}): ${e.members.map(label).join(', ')}.`;
    case 'phase_started':
      return e.phase === e.step ? `=== ${cap(e.phase)} ${e.round} ===` : null;
    case 'speech': {
      // A nomination is shown only when it names a seat of this table.
      const nominee = typeof e.nomination === 'number' && claims([{ kind: 'vote', target: e.nomination }]).length ? e.nomination : undefined;
      return `${label(e.seat)} [${e.context.replace(/_/g, ' ')}]: ${quote(e.text)}${nominee !== undefined ? ` (nominates ${label(nominee)})` : ''}`;
    }
    case 'vote':
      return `${label(e.seat)} ${e.target === null ? 'abstains' : `votes ${label(e.target)}`}${e.weight !== 1 ? ` (weight ${e.weight})` : ''}.${saidWithBallot(e, label)}`;
    case 'refused':
      return `Your answer (${e.decision}) was refused: ${oneLine(e.hint)}`;
    case 'defaulted':
      return `No valid answer (${e.decision}); the default was used: ${e.value}.`;
    case 'died':
      return `${e.seats.map(label).join(', ')} ${e.seats.length > 1 ? 'are' : 'is'} dead (${e.reason}).`;
    case 'role_revealed':
      return `${label(e.seat)} was ${role(e.role)}.`;
    case 'game_over':
      return `${resultLine(e.winner, (t) => ruleset.sideName(t))}: ${e.reason}.`;
    default:
      return null;
  }
}

function coreBrief(e: GameEvent, label: Label, ruleset: Ruleset<unknown>, role: (r: string) => string, claims: Check): string | null {
  switch (e.type) {
    case 'speech': {
      const shown = claims(e.claims);
      return shown.length ? `Day ${e.day}: ${label(e.seat)} ${describeClaims(shown, label, role)}` : null;
    }
    case 'died':
    case 'role_revealed':
      return coreLine(e, label, ruleset, role, claims);
    case 'role_assigned':
    case 'team_revealed':
      // The system prompt says both.
      return null;
    default:
      return null;
  }
}

/** The words said with a ballot, quoted as a player's, after the ballot's line ("" when none). */
export function saidWithBallot(e: GameEvent, label: (seat: number) => string): string {
  const remark = ballotRemark(e);
  return remark !== undefined && typeof e.seat === 'number' ? ` ${label(e.seat)} says with the ballot: ${quote(remark)}` : '';
}

/** Text that quotes a player (a refused answer in a hint) kept to one line. */
const oneLine = (text: string) => String(text).replace(/\s+/g, ' ').trim();

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How a game ended: "<side> wins", or "A draw". */
export const resultLine = (winner: string, sideName: (team: string) => string): string => (winner === DRAW ? 'A draw' : winLine(sideName(winner)));

/** "<side> wins", or "win" for a plural side name. */
export const winLine = (side: string): string => `${side} ${/s$/.test(side) && !/ss$/.test(side) ? 'win' : 'wins'}`;
