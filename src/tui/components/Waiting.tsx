// While others decide: who we are waiting for, with a spinner. At night nobody is named unless
// they are the person's teammates (the screen must not reveal who holds a night role).
import { useEffect, useState } from 'react';
import { Text } from 'ink';
import { isNightPhase } from '../items.js';
import { labelOf, visibleWaiting, type ScreenState } from '../screen-state.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function waitingText(state: ScreenState): string {
  const { named, others } = visibleWaiting(state);
  if (named.length === 0 && !others) return state.phase === 'setup' ? 'Dealing the roles…' : 'Thinking…';
  const names = named.map((w) => `${labelOf(state, w.seat)}${w.freeText ? ' (speaking)' : ` (${w.kind.replace(/_/g, ' ')})`}`);
  if (names.length === 0) return isNightPhase(state.phase) ? 'The night goes on…' : `Waiting for the others (${state.step.replace(/_/g, ' ')})…`;
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  return `Waiting for ${shown}${others ? ' and others' : ''}…`;
}

/** A spinner that stands still (and says so) while the game is paused: nothing is being decided. */
export function Spinner({ label, paused = false }: { label: string; paused?: boolean }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (paused) return;
    const t = setInterval(() => setFrame((f) => (f + 1) % FRAMES.length), 100);
    return () => clearInterval(t);
  }, [paused]);
  return (
    <Text wrap="wrap">
      <Text color={paused ? 'yellow' : 'cyan'}>{paused ? '⏸' : FRAMES[frame]}</Text> {paused ? `paused · ${label}` : label}
    </Text>
  );
}

export function Waiting({ state, paused = false }: { state: ScreenState; paused?: boolean }) {
  return <Spinner label={waitingText(state)} paused={paused} />;
}
