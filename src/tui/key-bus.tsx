// One input listener for the whole screen; handlers register with a priority and the first one
// that returns true consumes the key (gemini-cli's priority bus). Overlays sit on top, a text box
// above the global keys (so `?` types a question mark), lists and the notebook below them.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useInput, type Key } from 'ink';

export type KeyHandler = (input: string, key: Key) => boolean | void;

export const PRIORITY = { modal: 100, text: 60, global: 50, focused: 40, background: 10 } as const;

interface Entry {
  priority: number;
  order: number;
  handle: KeyHandler;
}

interface Bus {
  add(priority: number, handle: KeyHandler): () => void;
}

const KeyBusContext = createContext<Bus | null>(null);

export function KeyBusProvider({ children }: { children: ReactNode }) {
  const entries = useRef<Entry[]>([]);
  const counter = useRef(0);
  const bus = useMemo<Bus>(
    () => ({
      add(priority, handle) {
        const entry = { priority, order: counter.current++, handle };
        entries.current = [...entries.current, entry].sort((a, b) => b.priority - a.priority || b.order - a.order);
        return () => {
          entries.current = entries.current.filter((e) => e !== entry);
        };
      },
    }),
    [],
  );
  useInput((input, key) => {
    for (const e of entries.current) if (e.handle(input, key) === true) return;
  });
  return <KeyBusContext.Provider value={bus}>{children}</KeyBusContext.Provider>;
}

/** Registers a key handler while `active`; return true from it to consume the key. */
export function useKeys(priority: number, handler: KeyHandler, active = true): void {
  const bus = useContext(KeyBusContext);
  if (!bus) throw new Error('useKeys needs a KeyBusProvider');
  const ref = useRef(handler);
  ref.current = handler;
  // Registered during the commit, so a key sent once the frame shows the control reaches it.
  useLayoutEffect(() => {
    if (!active) return;
    return bus.add(priority, (input, key) => ref.current(input, key));
  }, [bus, priority, active]);
}

/** Runs a key's action and reports the key as consumed. */
export const consume = (action: () => void): true => {
  action();
  return true;
};
