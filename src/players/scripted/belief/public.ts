// The public record of a game: every public event read once into a belief over all worlds, shared by
// every bot of that level at the table. It is a memo of a pure function of the public events alone:
// it takes nothing else (no view, no seat, no private fact), so it cannot carry what one seat knows to
// another, and it is the same whichever seat brings it up to date, and whenever anyone reads it.
import type { GameEvent } from '../../../engine/events.js';
import type { PlayerView } from '../../../engine/view.js';
import { emptyKnowledge, readEvent } from '../knowledge.js';
import { Belief } from './belief.js';
import { WEIGHTS, type Level } from './params.js';
import { readPublic, type PublicRecord } from './reader.js';

/** An event every seat sees: the only kind the public record reads. */
export type PublicEvent = GameEvent & { vis: 'public' };

export const isPublic = (e: GameEvent): e is PublicEvent => e.vis === 'public';

interface Shared {
  record: PublicRecord;
  /** How many public events it has read. */
  read: number;
}

// Keyed by the game's first public event (one object per game, in every seat's view).
const games = new WeakMap<GameEvent, Map<Level, Shared>>();

/**
 * The public record after `events`: every public event of the game so far, in order (every seat's
 * view holds the same ones). A list shorter than the one already read gets a record of its own, read
 * from the start: an older view never reads a newer record.
 */
export function publicRecord(events: readonly PublicEvent[], level: Level): PublicRecord {
  const first = events[0];
  let byLevel = first ? games.get(first) : undefined;
  if (first && !byLevel) games.set(first, (byLevel = new Map()));
  let shared = byLevel?.get(level);
  if (!shared || shared.read > events.length) {
    shared = { record: newRecord(first, level), read: 0 };
    if (byLevel && !byLevel.has(level)) byLevel.set(level, shared);
  }
  for (let i = shared.read; i < events.length; i++) {
    const e: GameEvent = events[i]!;
    // The type says so; this says so at run time too, should a caller cast its way past it.
    if (!isPublic(e)) throw new Error(`the public record was handed a ${e.type} event that is not public`);
    readEvent(shared.record.k, e);
    readPublic(shared.record, e);
  }
  shared.read = Math.max(shared.read, events.length);
  return shared.record;
}

function newRecord(first: PublicEvent | undefined, level: Level): PublicRecord {
  // The public is nobody: no seat, no role, no team; the table's seats are the start's own list.
  const seats = first?.type === 'game_started' ? first.seats.map((s) => ({ seat: s.seat, name: s.name, alive: true })) : [];
  const nobody: PlayerView = { seat: 0, name: '', role: '', team: '', teammates: [], alive: false, day: 0, phase: '', step: '', seats, events: first ? [first] : [] };
  const k = emptyKnowledge(nobody);
  return { k, belief: new Belief(k.seats, k.evilCount), w: WEIGHTS[level], claimsVersion: 0, lastClaimEv: undefined };
}

/** The public events of one seat's view, gathered as the view grows (a view's log only grows). */
export class PublicEvents {
  private list: PublicEvent[] = [];
  private scanned = 0;
  private first: GameEvent | undefined;

  of(events: readonly GameEvent[]): readonly PublicEvent[] {
    if (events[0] !== this.first || events.length < this.scanned) {
      // Another game, or an older view: start over.
      this.list = [];
      this.scanned = 0;
      this.first = events[0];
    }
    for (let i = this.scanned; i < events.length; i++) {
      const e = events[i]!;
      if (isPublic(e)) this.list.push(e);
    }
    this.scanned = events.length;
    return this.list;
  }
}
