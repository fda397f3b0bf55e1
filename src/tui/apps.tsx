// The three screens a command can open: a game as the person's seat, a game to watch, and the
// setup screen that leads into a game.
import { useMemo, useState } from 'react';
import { useApp } from 'ink';
import { KeyBusProvider } from './key-bus.js';
import { GameScreen } from './components/GameScreen.js';
import { SetupScreen, type SetupChoice } from './components/SetupScreen.js';
import type { FailureQuestion } from '../ai/failure-question.js';
import type { ModelWatch } from '../ai/model-watch.js';
import type { GameEvent } from '../engine/events.js';
import { levelEverywhere, type TableOptions } from '../table/setup.js';
import type { Level } from '../players/scripted/belief/params.js';
import { createPlaySession, type Session } from './session.js';
import { useTerminalSize } from './terminal-size.js';

/** Leaves Ink when the screen is done; `onExit` lets tests and callers know. */
function useExit(onExit?: () => void): () => void {
  const { exit } = useApp();
  return () => {
    onExit?.();
    exit();
  };
}

export function SessionApp({ session, onExit }: { session: Session; onExit?: () => void }) {
  const exit = useExit(onExit);
  return (
    <KeyBusProvider>
      <GameScreen session={session} onExit={exit} />
    </KeyBusProvider>
  );
}

export interface SetupDefaults {
  seed: number;
  paceMs: number;
  name?: string;
  logPath?: string;
  onEvent?: (e: GameEvent) => void;
  onQuit?: () => void;
  /** LLM players, when the caller has an API key: makes "Claude" a choice of opponents. */
  claude?: TableOptions['aiFor'];
  /** How well the offline bots play (the saved setting). */
  level?: Level;
  /** Asked on the screen when the model cannot play. */
  question?: FailureQuestion;
  /** What the model seats' calls are doing. */
  models?: ModelWatch;
  /** Stops the game when the person chooses to stop. */
  signal?: AbortSignal;
  /** The review's rewind key: leave and play again from before decision K. */
  onRewind?: (decision: number) => void;
}

export function SetupApp({ defaults, onExit, onChoice }: { defaults: SetupDefaults; onExit?: () => void; onChoice?: (c: SetupChoice) => void }) {
  const exit = useExit(onExit);
  const size = useTerminalSize();
  const [choice, setChoice] = useState<SetupChoice | null>(null);
  const session = useMemo(
    () =>
      choice
        ? createPlaySession({
            preset: choice.preset,
            seed: defaults.seed,
            paceMs: defaults.paceMs,
            ...(choice.role ? { role: choice.role } : {}),
            ...(defaults.name ? { name: defaults.name } : {}),
            ...(defaults.logPath ? { logPath: defaults.logPath } : {}),
            ...(defaults.onEvent ? { onEvent: defaults.onEvent } : {}),
            ...(defaults.onQuit ? { onQuit: defaults.onQuit } : {}),
            ...(defaults.onRewind ? { onRewind: defaults.onRewind } : {}),
            ...(choice.opponents === 'claude' && defaults.claude ? { aiFor: defaults.claude, ...(defaults.question ? { question: defaults.question } : {}), ...(defaults.signal ? { signal: defaults.signal } : {}), ...(defaults.models ? { models: defaults.models } : {}) } : {}),
            ...(defaults.level ? { levels: levelEverywhere(choice.preset, defaults.level) } : {}),
          })
        : null,
    [choice, defaults],
  );
  return (
    <KeyBusProvider>
      {session ? (
        <GameScreen session={session} onExit={exit} />
      ) : (
        <SetupScreen
          claude={defaults.claude !== undefined}
          maxRows={size.rows - 1}
          onQuit={exit}
          onDone={(c) => {
            onChoice?.(c);
            setChoice(c);
          }}
        />
      )}
    </KeyBusProvider>
  );
}
