// The screen's state as a pure reducer over what the engine reports: events the person may see,
// stream chunks, who is deciding. Rendering reads it; nothing here decides a rule.
import type { EventOfType, GameEvent } from '../engine/events.js';
import { checkClaims, resultLine } from '../engine/render.js';
import type { Ruleset } from '../engine/ruleset.js';
import { claimsLine } from './claims.js';
import { cap, isNightPhase, voteRemarks, voteRows, type Item, type ItemDraft, type Tone } from './items.js';
import { sanitize, sanitizeLine } from '../terminal/sanitize.js';

export type Mode = 'play' | 'watch';

export interface SeatRow {
  seat: number;
  name: string;
  alive: boolean;
  /** Known to the person: own role, revealed roles, every role when watching or over. */
  role?: string;
  teammate: boolean;
  /** The person's own check result on this seat, in words, and whether it found the other side. */
  check?: { result: string; evil: boolean };
  /** Holds the table's title (the ruleset's presentation names it). */
  titled: boolean;
}

export interface Waiting {
  seat: number;
  kind: string;
  freeText: boolean;
}

export interface Over {
  winner: string;
  side: string;
  /** "The village wins", "A draw". */
  result: string;
  reason: string;
  roles: { seat: number; role: string; team: string }[];
}

export interface ScreenState {
  mode: Mode;
  /** The person's seat; null when watching. */
  me: number | null;
  rulesetId: string;
  title: string;
  preset: string;
  presetRoles: string[];
  /** The table's options, from the start of the game (they rename roles, set the vote's words). */
  options: Record<string, unknown>;
  seats: SeatRow[];
  phase: string;
  step: string;
  round: number;
  role?: string;
  team?: string;
  teammates: number[];
  /** The person's private events (results, potions), for the role card. */
  mine: GameEvent[];
  /** Tonight's team chat: messages and proposed targets. */
  pack: { seat: number; target: number | null; message: string }[];
  items: Item[];
  /** A vote round being collected; drawn as one table when it closes. */
  votes: EventOfType<'vote'>[];
  inNight: boolean;
  nightLines: number;
  live: { seat: number; text: string } | null;
  liveThink: { seat: number; text: string } | null;
  waiting: Waiting[];
  over: Over | null;
  error: string | null;
  showThink: boolean;
  nextId: number;
}

export interface ScreenContext {
  ruleset: Ruleset<unknown>;
  /** The ruleset's transcript line for an event (makeRenderer). */
  line(e: GameEvent): string | null;
  /** The events the person has seen so far (a vote round's candidates are read from them). */
  seen: readonly GameEvent[];
}

export type ScreenAction =
  | { type: 'event'; e: GameEvent; visible: boolean }
  | { type: 'stream'; seat: number; channel: 'say' | 'think'; text: string; restart?: boolean }
  | { type: 'waiting'; seat: number; kind: string; freeText: boolean; on: boolean }
  | { type: 'think'; show: boolean }
  | { type: 'error'; message: string }
  /** Lines the command running the screen has to say (a drill's recap), in the transcript. */
  | { type: 'notice'; lines: string[] };

export function initialScreen(mode: Mode, me: number | null, ruleset: Ruleset<unknown>, preset: { id: string; roles: Record<string, number>; options?: Record<string, unknown> }): ScreenState {
  return {
    mode,
    me,
    rulesetId: ruleset.id,
    title: ruleset.title,
    preset: preset.id,
    presetRoles: Object.keys(preset.roles),
    options: preset.options ?? {},
    seats: [],
    phase: 'setup',
    step: 'setup',
    round: 0,
    teammates: [],
    mine: [],
    pack: [],
    items: [],
    votes: [],
    inNight: false,
    nightLines: 0,
    live: null,
    liveThink: null,
    waiting: [],
    over: null,
    error: null,
    showThink: true,
    nextId: 1,
  };
}

/** Roles a seat would claim in public: every role of the board but the hidden teams'. */
export const claimableRoles = (s: ScreenState, ruleset: Ruleset<unknown>): string[] =>
  s.presetRoles.filter((r) => !ruleset.teamsKnowEachOther.includes(ruleset.teamOf(r)));

export const labelOf = (s: ScreenState, seat: number): string => `Seat ${seat} (${s.seats[seat - 1]?.name ?? `#${seat}`})`;

/** A role as this table names it (an option may rename one: mafia-classic's detective is its sheriff). */
export const roleNameOf = (s: ScreenState, ruleset: Ruleset<unknown>, role: string): string => ruleset.roleName(role, s.options);

export function reduceScreen(state: ScreenState, action: ScreenAction, ctx: ScreenContext): ScreenState {
  switch (action.type) {
    case 'event':
      if (!action.visible && action.e.type === 'defaulted') return push(state, [unseenDefault(state, action.e)]);
      return action.visible ? onEvent(state, action.e, ctx) : state;
    case 'stream': {
      if (!streamShown(state, action.seat)) return state;
      const key = action.channel === 'say' ? 'live' : 'liveThink';
      if (key === 'liveThink' && state.mode !== 'watch') return state;
      const prev = state[key];
      const text = (prev && prev.seat === action.seat && !action.restart ? prev.text : '') + sanitize(action.text);
      return { ...state, [key]: { seat: action.seat, text } };
    }
    case 'waiting': {
      const rest = state.waiting.filter((w) => w.seat !== action.seat);
      const waiting = action.on ? [...rest, { seat: action.seat, kind: action.kind, freeText: action.freeText }] : rest;
      return { ...state, waiting };
    }
    case 'think':
      return { ...state, showThink: action.show };
    case 'error':
      return push({ ...state, error: action.message }, [{ kind: 'line', tone: 'error', text: sanitize(action.message), night: false }]);
    case 'notice':
      return push(state, action.lines.map((l) => ({ kind: 'line', tone: 'private', text: sanitize(l), night: false })));
  }
}

/**
 * Another seat gave no valid answer and the rules' default stood in. Its seat is named only for a decision
 * the person watched it make (the public step of that name, by day); a secret one must not say whose it was.
 */
function unseenDefault(s: ScreenState, e: EventOfType<'defaulted'>): ItemDraft {
  const open = e.decision === s.step && !isNightPhase(s.phase);
  const text = open
    ? `${labelOf(s, e.seat)} gave no valid answer (${String(e.decision).replace(/_/g, ' ')}); the rules' default was used.`
    : 'A seat gave no valid answer; the rules\' default was used.';
  return { kind: 'line', tone: 'refused', text, night: s.inNight };
}

/** Who we may say we are waiting for: speakers by day, teammates, everyone when watching. */
export function visibleWaiting(s: ScreenState): { named: Waiting[]; others: boolean } {
  const named = s.waiting.filter((w) => streamShown(s, w.seat));
  return { named, others: named.length < s.waiting.length };
}

function streamShown(s: ScreenState, seat: number): boolean {
  if (s.mode === 'watch') return true;
  if (s.teammates.includes(seat)) return true;
  const w = s.waiting.find((x) => x.seat === seat);
  return !!w && w.freeText && !isNightPhase(s.phase);
}

function push(s: ScreenState, drafts: ItemDraft[]): ScreenState {
  if (drafts.length === 0) return s;
  let id = s.nextId;
  const items = [...s.items, ...drafts.map((d) => ({ ...d, id: id++ }) as Item)];
  const nightLines = s.nightLines + drafts.filter((d) => (d.kind === 'line' || d.kind === 'speech') && d.night).length;
  return { ...s, items, nextId: id, nightLines };
}

function onEvent(s0: ScreenState, e: GameEvent, ctx: ScreenContext): ScreenState {
  let s = s0;
  const drafts: ItemDraft[] = [];
  const label = (seat: number) => labelOf(s, seat);
  let consumed = false;

  const show = ctx.ruleset.presentation;
  // A vote round closes at the first other event; a tally right after it becomes its caption.
  if (e.type !== 'vote' && s.votes.length) {
    const outcome = show.outcome(e, label, s.options);
    const ballot = show.ballot(s.votes[0]!, ctx.seen, s.options);
    drafts.push({ kind: 'votes', title: ballot.title, rows: voteRows(s.votes, label, ballot), outcome: outcome === undefined ? null : sanitize(outcome), remarks: voteRemarks(s.votes, label, sanitizeLine) });
    s = { ...s, votes: [] };
    consumed = outcome !== undefined;
  }

  const holder = show.title?.holder(e);
  if (holder !== undefined) s = { ...s, seats: s.seats.map((r) => ({ ...r, titled: r.seat === holder })) };
  const privateToMe = s.me !== null && typeof e.vis === 'object' && 'seats' in e.vis && e.vis.seats.length === 1 && e.vis.seats[0] === s.me;
  if (privateToMe && e.type !== 'think' && e.type !== 'memory') {
    s = { ...s, mine: [...s.mine, e] };
    const found = show.result(e);
    if (found) s = patchSeat(s, found.target, { check: { result: found.result, evil: found.evil } });
  }
  if (typeof e.message === 'string' && typeof e.seat === 'number' && typeof e.vis === 'object' && 'team' in e.vis) {
    s = { ...s, pack: [...s.pack, { seat: e.seat, target: typeof e.target === 'number' ? e.target : null, message: sanitizeLine(e.message) }] };
  }
  if (s.live && e.seat === s.live.seat) s = { ...s, live: null };
  if (s.liveThink && e.seat === s.liveThink.seat && e.type !== 'think') s = { ...s, liveThink: null };

  switch (e.type) {
    case 'game_started':
      s = {
        ...s,
        preset: e.preset,
        options: e.options,
        seats: e.seats.map((x) => ({ seat: x.seat, name: sanitizeLine(x.name), alive: true, teammate: false, titled: false })),
      };
      drafts.push(line(s, 'system', lineOf(e, ctx)));
      break;
    case 'role_assigned':
      s = patchSeat(s, e.seat, { role: e.role });
      if (e.seat === s.me) {
        s = { ...s, role: e.role, team: e.team };
        drafts.push(line(s, 'private', lineOf(e, ctx)));
      } else drafts.push(line(s, 'private', `${label(e.seat)} is ${roleNameOf(s, ctx.ruleset, e.role)}.`));
      break;
    case 'team_revealed':
      if (s.me !== null) {
        const mates = e.members.filter((m) => m !== s.me);
        s = { ...s, teammates: mates };
        for (const m of mates) s = patchSeat(s, m, { teammate: true });
        drafts.push(line(s, 'team', lineOf(e, ctx)));
      } else drafts.push(line(s, 'team', `${ctx.ruleset.sideName(e.team)} know each other: ${e.members.map(label).join(', ')}.`));
      break;
    case 'phase_started': {
      const starts = e.phase === e.step;
      s = { ...s, phase: e.phase, step: e.step, round: e.round, live: null, liveThink: null };
      if (!starts) break;
      const night = isNightPhase(e.phase);
      if (s.inNight && !night) drafts.push(...closeNight(s));
      if (night) s = { ...s, pack: [] };
      drafts.push({ kind: 'phase', title: `${cap(e.phase.replace(/_/g, ' '))} ${e.round}`, night });
      s = { ...s, inNight: night, nightLines: 0 };
      break;
    }
    case 'speech':
      drafts.push({
        kind: 'speech',
        seat: e.seat,
        who: label(e.seat),
        context: e.context.replace(/_/g, ' '),
        text: sanitize(e.text),
        claims: sanitizeLine(
          claimsLine(checkClaims(e.claims, ctx.ruleset, () => s.seats.length), label, (r) => roleNameOf(s, ctx.ruleset, r), show, typeof e.nomination === 'number' ? e.nomination : undefined),
        ),
        night: s.inNight,
      });
      break;
    case 'vote':
      s = { ...s, votes: [...s.votes, e] };
      break;
    case 'died':
      for (const seat of e.seats) s = patchSeat(s, seat, { alive: false });
      drafts.push(line(s, 'death', lineOf(e, ctx)));
      break;
    case 'role_revealed':
      s = patchSeat(s, e.seat, { role: e.role });
      drafts.push(line(s, 'system', lineOf(e, ctx)));
      break;
    case 'think':
      if (s.mode === 'watch' && s.showThink) drafts.push(line(s, 'think', `${label(e.seat)} thinks (${e.decision.replace(/_/g, ' ')}): ${e.text}`));
      break;
    case 'memory':
      break;
    case 'refused':
      drafts.push(line(s, 'refused', `${s.mode === 'watch' ? `${label(e.seat)}: ` : 'Your '}answer "${sanitizeLine(e.answer).slice(0, 60)}" (${e.decision.replace(/_/g, ' ')}) was refused: ${e.hint}`));
      break;
    case 'game_over': {
      const roles = e.roles;
      for (const r of roles) s = patchSeat(s, r.seat, { role: r.role });
      if (s.inNight) drafts.push(...closeNight(s));
      s = { ...s, inNight: false, over: { winner: e.winner, side: ctx.ruleset.sideName(e.winner), result: resultLine(e.winner, (t) => ctx.ruleset.sideName(t)), reason: sanitizeLine(e.reason), roles }, waiting: [], live: null };
      drafts.push(line(s, 'over', lineOf(e, ctx)));
      break;
    }
    default: {
      if (consumed) break;
      // A tally with no vote round before it (an unopposed election) still says its outcome in words.
      const outcome = show.outcome(e, label, s.options);
      const text = outcome !== undefined ? sanitize(outcome) : lineOf(e, ctx);
      const vis = e.vis;
      const one = typeof vis === 'object' && 'seats' in vis && vis.seats.length === 1 ? vis.seats[0]! : null;
      const tone: Tone = vis === 'public' ? (show.isDeath(e) ? 'death' : 'system') : 'team' in (vis as object) ? 'team' : 'private';
      // A spectator reads every seat's private line: say whose it is ("You used the antidote…").
      const prefixed = text !== null && s.mode === 'watch' && one !== null ? `${label(one)} ▸ ${text}` : text;
      drafts.push(line(s, tone, prefixed));
    }
  }
  return push(s, drafts.filter((d) => !(d.kind === 'line' && d.text === '')));
}

function lineOf(e: GameEvent, ctx: ScreenContext): string | null {
  const l = ctx.line(e);
  return l === null ? null : sanitize(l);
}

function line(s: ScreenState, tone: Tone, text: string | null): ItemDraft {
  return { kind: 'line', tone, text: sanitize(text ?? ''), night: s.inNight };
}

/** A night the person saw nothing of: asleep, or out of the game and watching what the table sees. */
const QUIET_NIGHT = { asleep: 'You sleep through the night.', dead: 'The night passes. You are out of the game: you see only what everyone sees.' };

function closeNight(s: ScreenState): ItemDraft[] {
  const dead = s.me !== null && s.seats[s.me - 1]?.alive === false;
  const quiet: ItemDraft[] = s.nightLines === 0 && s.mode === 'play' ? [{ kind: 'line', tone: 'private', text: dead ? QUIET_NIGHT.dead : QUIET_NIGHT.asleep, night: true }] : [];
  return [...quiet, { kind: 'close' }];
}

function patchSeat(s: ScreenState, seat: number, patch: Partial<SeatRow>): ScreenState {
  if (!s.seats[seat - 1]) return s;
  return { ...s, seats: s.seats.map((r) => (r.seat === seat ? { ...r, ...patch } : r)) };
}
