// A game wired to a screen: the table, the person's seat, the feed the screen reads and the pacer
// the AI seats wait on. No React here, so tests and the entry points share it.
import type { FailureQuestion } from '../ai/failure-question.js';
import type { ModelWatch } from '../ai/model-watch.js';
import type { GameEvent } from '../engine/events.js';
import { GameStopped, runGame } from '../engine/game.js';
import type { Preset, Ruleset } from '../engine/ruleset.js';
import { decorate } from '../engine/decorate.js';
import type { Participant } from '../engine/participant.js';
import { rngFor } from '../engine/rng.js';
import { HumanPlayer } from '../players/human.js';
import { boardFor, createTable, type TableOptions } from '../table/setup.js';
import { Feed } from './feed.js';
import { Pacer, paced } from './pacer.js';
import type { Mode } from './screen-state.js';
import { hinter, type Hinter } from '../practice/hint.js';
import type { PageStore } from './page-store.js';
import { Teacher } from '../practice/teacher.js';

export interface PlayOptions {
  preset: string;
  seat?: number;
  role?: string;
  seed: number;
  name?: string;
  paceMs: number;
  logPath?: string;
  onEvent?: (e: GameEvent) => void;
  /** Called when the person quits before the end (the caller keeps the log). */
  onQuit?: () => void;
  /** AI seats other than the offline bots (LLM players), as createTable takes them. */
  aiFor?: TableOptions['aiFor'];
  /** side → how well its offline bots play (default normal). */
  levels?: TableOptions['levels'];
  options?: Record<string, unknown>;
  /** team → kind of bot in that team's AI seats, as createTable takes them (watch --bots). */
  bots?: TableOptions['bots'];
  /** Wraps each seat before pacing (resume: the seat's recorded answers first). */
  wrap?: (p: Participant, seat: number) => Participant;
  /** While true, AI answers skip the pacer (resume catching up with its log). */
  unpaced?: () => boolean;
  /** Asked on the screen when the model cannot play: bots or stop. */
  question?: FailureQuestion;
  /** What the model seats' calls are doing, for the waiting line. */
  models?: ModelWatch;
  /** Stops the game (the person chose to stop when the model could not play). */
  signal?: AbortSignal;
  /** Offered on the review's decisions page: leave and play again from before decision K (1-based). */
  onRewind?: (decision: number) => void;
  /** Pages the caller lays over the game (a drill's recap and summary); an end page stops the game quietly. */
  page?: PageStore;
  /** Hands the caller a way to add lines of its own to the transcript (a drill's recap). */
  onNotice?: (say: (lines: string[]) => void) => void;
  /** Work out the review's lessons while the game is played (default: yes, for a person's game). */
  teach?: boolean;
}

/** A spectator's game: a play game without the person's seat, role and name. */
export type WatchOptions = Omit<PlayOptions, 'seat' | 'role' | 'name'>;

export interface Session {
  mode: Mode;
  ruleset: Ruleset<unknown>;
  preset: Preset;
  feed: Feed;
  pacer: Pacer;
  human: HumanPlayer | null;
  me: number | null;
  logPath?: string;
  onQuit?: () => void;
  question?: FailureQuestion;
  models?: ModelWatch;
  page?: PageStore;
  onRewind?: (decision: number) => void;
  /** Hints off the record for the person's decisions (play only). */
  hinter?: Hinter;
  /** The lessons, worked out as the game is played (play only). */
  teacher?: Teacher;
  /** Runs the game to its end (once); a crash is shown on the screen, not thrown. */
  /** Runs the game to its end (once); a crash is shown on the screen, not thrown. `stopped`: stopped from outside (the person chose to stop when the model could not play). */
  start(): Promise<'over' | 'stopped' | 'failed'>;
  /** The screen is leaving: nothing more is paced through; the person's open question stays unanswered. */
  stop(): void;
}

/** The person's seat when none is given: drawn from the seed, so a seed replays the same table. */
export const defaultSeat = (seed: number, seats: number): number => rngFor(seed, 0, 'human-seat').int(seats) + 1;

export function createPlaySession(opts: PlayOptions): Session {
  const { preset } = boardFor(opts.preset);
  const me = opts.seat ?? defaultSeat(opts.seed, preset.seats);
  const human = new HumanPlayer();
  const seat = { seat: me, participant: human, ...(opts.name ? { name: opts.name } : {}), ...(opts.role ? { role: opts.role } : {}) };
  const s = tableSession('play', opts, { me, human, seat });
  s.hinter = hinter(opts.preset, opts.seed, me, (note) => human.noteOffRecord(note));
  return s;
}

export function createWatchSession(opts: WatchOptions): Session {
  return tableSession('watch', opts, null);
}

/** The table behind a screen: every event into the feed, every AI seat paced. */
function tableSession(mode: Mode, opts: WatchOptions, person: { me: number; human: HumanPlayer; seat: NonNullable<TableOptions['human']> } | null): Session {
  const { ruleset, preset } = boardFor(opts.preset);
  const feed = new Feed(mode, person?.me ?? null, ruleset, preset);
  const pacer = new Pacer(opts.paceMs);
  const teacher = person && opts.teach !== false ? new Teacher(opts.preset, person.me) : undefined;
  const setup = createTable({
    preset: opts.preset,
    seed: opts.seed,
    ...(person ? { human: person.seat } : {}),
    ...(opts.aiFor ? { aiFor: opts.aiFor } : {}),
    ...(opts.levels ? { levels: opts.levels } : {}),
    ...(opts.options ? { options: opts.options } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.bots ? { bots: opts.bots } : {}),
    onEvent: (e, state) => {
      teacher?.event(e);
      opts.onEvent?.(e);
      feed.event(e, state);
    },
    onStream: feed.stream,
  });
  setup.participants = setup.participants.map((p, i) => seatFor(p, i + 1, p === person?.human, pacer, feed, opts, teacher));
  opts.onNotice?.((lines) => feed.dispatch({ type: 'notice', lines }));
  const s = session(mode, ruleset, preset, feed, pacer, person?.human ?? null, person?.me ?? null, () => runGame(setup), opts);
  if (teacher) {
    s.teacher = teacher;
    // Leaving the screen drops the lessons' continuations still to play: nothing is left to read them.
    const stop = s.stop;
    s.stop = () => {
      stop();
      teacher.stop();
    };
  }
  return s;
}

/** A seat as the screen runs it: wrapped (resume), then paced unless it is the person's or pacing is off. */
function seatFor(p: Participant, seat: number, isHuman: boolean, pacer: Pacer, feed: Feed, opts: Pick<PlayOptions, 'wrap' | 'unpaced'>, teacher?: Teacher): Participant {
  const given = opts.wrap ? opts.wrap(p, seat) : p;
  // The lessons hear each seat's answers as given, before any pacing.
  const inner = teacher ? teacher.wrap(given, seat) : given;
  if (isHuman) return inner;
  const slow = paced(inner, seat, pacer, feed);
  const unpaced = opts.unpaced;
  if (!unpaced) return slow;
  return decorate(inner, (next, system, user, extra) => (unpaced() ? next(system, user, extra) : slow.decide(system, user, extra)));
}

function session(
  mode: Mode,
  ruleset: Ruleset<unknown>,
  preset: Preset,
  feed: Feed,
  pacer: Pacer,
  human: HumanPlayer | null,
  me: number | null,
  run: () => Promise<unknown>,
  opts: { logPath?: string; onQuit?: () => void; question?: FailureQuestion; models?: ModelWatch; page?: PageStore; onRewind?: (decision: number) => void },
): Session {
  let started: Promise<'over' | 'stopped' | 'failed'> | null = null;
  return {
    mode,
    ruleset,
    preset,
    feed,
    pacer,
    human,
    me,
    ...(opts.logPath ? { logPath: opts.logPath } : {}),
    ...(opts.onQuit ? { onQuit: opts.onQuit } : {}),
    ...(opts.question ? { question: opts.question } : {}),
    ...(opts.models ? { models: opts.models } : {}),
    ...(opts.page ? { page: opts.page } : {}),
    ...(opts.onRewind ? { onRewind: opts.onRewind } : {}),
    start() {
      started ??= run().then(
        () => 'over' as const,
        (err: unknown) => {
          // A caller that stopped the game under its end page has said why there: not an error.
          if (opts.page?.current()?.kind === 'end') return 'over' as const;
          feed.error(`The game stopped: ${err instanceof Error ? err.message : String(err)}`);
          return err instanceof GameStopped ? ('stopped' as const) : ('failed' as const);
        },
      );
      return started;
    },
    stop() {
      pacer.close();
      feed.close();
    },
  };
}
