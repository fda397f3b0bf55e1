// While others decide: who we are waiting for, with a spinner, and for a model seat what its call is
// doing ("thinking, 45 s", asked again 2/3, no answer and when it asks again) and the server's rate
// limit. At night nobody is named unless they are the person's teammates (the screen must not reveal
// who holds a night role).
import { useEffect, useState } from 'react';
import { Text } from 'ink';
import { callWords, seconds, type ModelStatus, type SeatCall } from '../../ai/model-watch.js';
import { isNightPhase } from '../items.js';
import { labelOf, visibleWaiting, type ScreenState } from '../screen-state.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** A call worth a word: re-asked, waiting to ask again, or slow (a normal answer starts within this). */
const SLOW_MS = 2000;
const worthSaying = (c: SeatCall | undefined, now: number): c is SeatCall =>
  !!c && c.state !== 'writing' && (c.attempt > 1 || c.state === 'waiting' || now - c.since >= SLOW_MS);

export function waitingText(state: ScreenState, models?: ModelStatus, now = Date.now()): string {
  const { named, others } = visibleWaiting(state);
  const call = (seat: number) => models?.seats.get(seat);
  if (named.length === 0 && !others) return state.phase === 'setup' ? 'Dealing the roles…' : 'Thinking…';
  // A seat we may not name: its call's words only, from the longest wait.
  const hidden = others ? state.waiting.filter((w) => !named.includes(w)).map((w) => call(w.seat)).filter((c) => worthSaying(c, now)).sort((a, b) => a.since - b.since)[0] : undefined;
  const unnamed = hidden ? ` (a model seat: ${callWords(hidden, now)})` : '';
  const lone = named.length === 1 ? call(named[0]!.seat) : undefined;
  if (lone && lone.attempt > 1 && worthSaying(lone, now)) return `Asking ${labelOf(state, lone.seat)} again (${lone.attempt}/${lone.of}): ${callWords(lone, now)}${unnamed}…`;
  const names = named.map((w) => {
    const c = call(w.seat);
    if (worthSaying(c, now)) return `${labelOf(state, w.seat)} (${c.attempt > 1 ? `asked again ${c.attempt}/${c.of}: ` : ''}${callWords(c, now)})`;
    return `${labelOf(state, w.seat)}${w.freeText ? ' (speaking)' : ` (${w.kind.replace(/_/g, ' ')})`}`;
  });
  if (names.length === 0) return `${isNightPhase(state.phase) ? 'The night goes on' : `Waiting for the others (${state.step.replace(/_/g, ' ')})`}${unnamed}…`;
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  return `Waiting for ${shown}${others ? ' and others' : ''}${unnamed}…`;
}

/** After a rate limit's wait, the line stays this long; then the calls grow back unsaid. */
const LIMIT_SHOWN_MS = 10_000;

/** The server's rate limit, while it holds calls back and a little after. */
export function limitText(models: ModelStatus | undefined, now = Date.now()): string | null {
  const l = models?.limit;
  if (!l || now > l.until + LIMIT_SHOWN_MS) return null;
  const next = l.until > now ? `; the next call in ${seconds(l.until - now)}` : '';
  return `The model server is rate-limiting us: ${l.concurrency} call${l.concurrency === 1 ? '' : 's'} at a time (of ${l.max})${next}.`;
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

/** A clock for the seconds a wait shows: ticks while a model call is out, stands still otherwise. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return on ? Date.now() : now;
}

export function Waiting({ state, models, paused = false }: { state: ScreenState; models?: ModelStatus; paused?: boolean }) {
  const now = useNow(!!models && (models.seats.size > 0 || models.limit !== null));
  const limit = limitText(models, now);
  return (
    <>
      <Spinner label={waitingText(state, models, now)} paused={paused} />
      {limit ? (
        <Text color="yellow" wrap="wrap">
          {limit}
        </Text>
      ) : null}
    </>
  );
}
