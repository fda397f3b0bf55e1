// State that key handlers read. Ink delivers every key of one chunk ("↓ Enter", "9 Enter") before
// React renders again, so a handler must see what the previous key just did, not the last render.
import { useReducer, useRef } from 'react';

export function useKeyState<T>(initial: T | (() => T)): [T, () => T, (next: T | ((prev: T) => T)) => void] {
  const ref = useRef<{ value: T } | null>(null);
  if (ref.current === null) ref.current = { value: typeof initial === 'function' ? (initial as () => T)() : initial };
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const box = ref.current;
  const get = () => box.value;
  const set = (next: T | ((prev: T) => T)) => {
    box.value = typeof next === 'function' ? (next as (prev: T) => T)(box.value) : next;
    rerender();
  };
  return [box.value, get, set];
}
