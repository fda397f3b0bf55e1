// One input listener for the whole screen; handlers register with a priority and the first one
// that returns true consumes the key (gemini-cli's priority bus). Overlays sit on top, a text box
// above the global keys (so `?` types a question mark), lists and the notebook below them.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useInput, type Key } from 'ink';
import { graphemes } from '../terminal/width.js';

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
    for (const [i, k] of splitChunk(input, key)) {
      for (const e of entries.current) if (e.handle(i, k) === true) break;
    }
  });
  return <KeyBusContext.Provider value={bus}>{children}</KeyBusContext.Provider>;
}

/**
 * Ink hands a chunk of plain text over as one input: "++" or ten Spaces sent at once, "9\r" typed
 * fast or sent by tmux, a pasted paragraph. Each grapheme becomes a key of its own, as if typed one by
 * one (so `+ +` is two steps), a final Enter is an Enter, and newlines inside a chunk become spaces.
 */
export function splitChunk(input: string, key: Key): [string, Key][] {
  if (input.length <= 1 || key.ctrl || key.meta) return [[input, key]];
  const keys = graphemes(input.replace(/[\r\n]+$/, '').replace(/[\r\n]+/g, ' '));
  const enter = /[\r\n]$/.test(input);
  if (keys.length <= 1 && !enter) return [[input, key]];
  const plain = Object.fromEntries(Object.entries(key).map(([k, v]) => [k, typeof v === 'boolean' ? false : v])) as Key;
  const out: [string, Key][] = keys.map((g) => [g, /^[A-Z]$/.test(g) ? { ...plain, shift: true } : plain]);
  if (enter) out.push(['', { ...plain, return: true }]);
  return out;
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
