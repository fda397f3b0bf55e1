// The bridge from the engine to the screen: events, stream chunks and "who is deciding" go in,
// a ScreenState comes out (an external store for useSyncExternalStore). The person sees only
// what their seat may see; every event is also kept, for the review once the game is over.
import type { GameEvent } from '../engine/events.js';
import type { StreamChunk } from '../engine/participant.js';
import { makeRenderer } from '../engine/render.js';
import type { Preset, Ruleset } from '../engine/ruleset.js';
import type { GameState } from '../engine/state.js';
import { canSee } from '../engine/view.js';
import { initialScreen, reduceScreen, type Mode, type ScreenAction, type ScreenContext, type ScreenState } from './screen-state.js';

/** Stream chunks are gathered and drawn at most this often. */
const STREAM_FLUSH_MS = 50;

export class Feed {
  state: ScreenState;
  /** Every event of the game, seen or not: the truth for the end-of-game review. */
  readonly all: GameEvent[] = [];
  /** The events the person may see, in order. */
  private readonly seen: GameEvent[] = [];
  private readonly ctx: ScreenContext;
  private readonly listeners = new Set<() => void>();
  private readonly chunks = new Map<string, { seat: number; channel: 'say' | 'think'; text: string }>();
  private streamTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly mode: Mode,
    readonly me: number | null,
    readonly ruleset: Ruleset<unknown>,
    readonly preset: Preset,
  ) {
    this.state = initialScreen(mode, me, ruleset, preset);
    const render = makeRenderer(ruleset, (seat) => this.state.seats[seat - 1]?.name ?? `#${seat}`, () => this.state.options, () => this.state.seats.length);
    this.ctx = { ruleset, line: (e) => render.line(e), seen: this.seen };
  }

  event = (e: GameEvent, game: GameState<unknown>): void => {
    this.all.push(e);
    this.flushStream();
    const visible = this.me === null || canSee(game.core, this.me, e.vis);
    this.dispatch({ type: 'event', e, visible });
    if (visible) this.seen.push(e);
  };

  stream = (seat: number, chunk: StreamChunk): void => {
    const key = `${seat}:${chunk.channel}`;
    if (chunk.restart) {
      // A broken answer is asked again: what it streamed goes, before the new answer's words.
      this.flushStream();
      this.dispatch({ type: 'stream', seat, channel: chunk.channel, text: '', restart: true });
      return;
    }
    const prev = this.chunks.get(key);
    this.chunks.set(key, { seat, channel: chunk.channel, text: (prev?.text ?? '') + chunk.text });
    this.streamTimer ??= setTimeout(() => this.flushStream(), STREAM_FLUSH_MS);
  };

  waiting(seat: number, kind: string, freeText: boolean, on: boolean): void {
    this.dispatch({ type: 'waiting', seat, kind, freeText, on });
  }

  error(message: string): void {
    this.dispatch({ type: 'error', message });
  }

  dispatch(action: ScreenAction): void {
    this.state = reduceScreen(this.state, action, this.ctx);
    for (const l of [...this.listeners]) l();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ScreenState => this.state;

  close(): void {
    if (this.streamTimer) clearTimeout(this.streamTimer);
    this.streamTimer = null;
  }

  private flushStream(): void {
    if (this.streamTimer) clearTimeout(this.streamTimer);
    this.streamTimer = null;
    const chunks = [...this.chunks.values()];
    this.chunks.clear();
    for (const c of chunks) this.dispatch({ type: 'stream', seat: c.seat, channel: c.channel, text: c.text });
  }
}
