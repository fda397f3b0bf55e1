// The SDK's timeout stops at the response headers; this catches a stream that goes quiet after them.

export interface IdleWatchdog {
  /** Something arrived: restart the countdown. */
  kick(): void;
  stop(): void;
}

export function idleWatchdog(idleMs: number, onIdle: () => void): IdleWatchdog {
  const timer = setTimeout(onIdle, idleMs);
  return {
    kick: () => void timer.refresh(),
    stop: () => clearTimeout(timer),
  };
}
