// A failure that must end in bounded time: the tests of issue 24 run it and bound the seconds it took,
// generously (the machine is shared), so a wait that never ends fails the test instead of stalling it.

/** Runs `fn` and returns its result with the seconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const out = await fn();
  return [out, (Date.now() - started) / 1000];
}
