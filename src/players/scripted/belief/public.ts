// The public record of a game: every public event read once into a belief over all worlds, shared by
// every bot of that level at the table. It holds only what every seat sees, so sharing it tells no
// seat anything its own view lacks; it is a memo of a pure function of the public events (the same
// whichever seat brings it up to date), and a seat whose view is behind it gets a record of its own.
import type { GameEvent } from '../../../engine/events.js';
import type { PlayerView } from '../../../engine/view.js';
import { emptyKnowledge, readEvent } from '../knowledge.js';
import { Belief } from './belief.js';
import { WEIGHTS, type Level } from './params.js';
import { readPublic, type PublicRecord } from './reader.js';

interface Shared {
  record: PublicRecord;
  /** The last event read (its n). */
  lastN: number;
}

// Keyed by the first event of the views: one object per game, shared by every seat's view.
const games = new WeakMap<GameEvent, Map<Level, Shared>>();

export function publicRecord(view: PlayerView, level: Level): PublicRecord {
  const first = view.events[0];
  const lastInView = view.events.length ? view.events[view.events.length - 1]!.n : -1;
  let byLevel = first ? games.get(first) : undefined;
  if (first && !byLevel) games.set(first, (byLevel = new Map()));
  let shared = byLevel?.get(level);
  if (!shared || shared.lastN > lastInView) {
    shared = { record: newRecord(view, level), lastN: -1 };
    // Only the record for the newest view is kept: an older view never reads a newer record.
    if (byLevel && !byLevel.has(level)) byLevel.set(level, shared);
  }
  const events = view.events;
  let i = events.length;
  while (i > 0 && events[i - 1]!.n > shared.lastN) i--;
  for (; i < events.length; i++) {
    const e = events[i]!;
    if (e.vis !== 'public') continue;
    readEvent(shared.record.k, e);
    readPublic(shared.record, e);
  }
  shared.lastN = Math.max(shared.lastN, lastInView);
  return shared.record;
}

function newRecord(view: PlayerView, level: Level): PublicRecord {
  // The public is nobody: no seat, no role, no team.
  const k = emptyKnowledge({ ...view, seat: 0, role: '', team: '', teammates: [], events: view.events });
  return { k, belief: new Belief(k.seats, k.evilCount), w: WEIGHTS[level], claimsVersion: 0, lastClaimEv: undefined };
}
