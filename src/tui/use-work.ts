// Work that computes off the screen's keys (continuations played on) and reports its progress: started
// once `start` holds, its progress shown a few times a second, its result or failure kept.
import { useEffect, useState } from 'react';
import type { Progress } from '../practice/lessons.js';

export type Work<T> = { status: 'none' } | { status: 'working'; progress: Progress; since: number } | { status: 'done'; value: T; ms: number } | { status: 'failed'; why: string };

export function useWork<T>(start: boolean, run: (onProgress: (p: Progress) => void) => Promise<T>, first: Progress = { done: 0, total: 0 }): Work<T> {
  const [state, setState] = useState<Work<T>>({ status: 'none' });
  useEffect(() => {
    if (!start || state.status !== 'none') return;
    const since = Date.now();
    let live = true;
    let last = 0;
    const onProgress = (progress: Progress) => {
      // A few redraws a second are plenty for a progress line.
      if (!live || Date.now() - last < 250) return;
      last = Date.now();
      setState({ status: 'working', progress, since });
    };
    setState({ status: 'working', progress: first, since });
    run(onProgress).then(
      (value) => live && setState({ status: 'done', value, ms: Date.now() - since }),
      (err: unknown) => live && setState({ status: 'failed', why: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [start]);
  return state;
}
