import { describe, expect, it, vi } from 'vitest';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import { Pacer, paced } from '../../src/tui/pacer.js';

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return done;
};

describe('Pacer', () => {
  it('lets a decision through after one beat, shorter at a higher speed', async () => {
    vi.useFakeTimers();
    try {
      const pacer = new Pacer(400);
      const beat = pacer.beat();
      let done = false;
      void beat.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(399);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      pacer.faster();
      expect(pacer.speed).toBe(2);
      let fast = false;
      void pacer.beat().then(() => (fast = true));
      await vi.advanceTimersByTimeAsync(200);
      expect(fast).toBe(true);
      pacer.slower();
      pacer.slower();
      expect(pacer.speed).toBe(0.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds decisions while paused; a step lets the waiting ones through; resume lets all through', async () => {
    const pacer = new Pacer(0);
    pacer.toggle();
    expect(pacer.isPaused).toBe(true);
    const a = pacer.beat();
    expect(await settled(a)).toBe(false);
    pacer.step();
    expect(await settled(a)).toBe(true);
    const b = pacer.beat();
    expect(await settled(b)).toBe(false);
    pacer.toggle();
    expect(await settled(b)).toBe(true);
  });

  it('once closed, lets nothing through and keeps no timer', async () => {
    const pacer = new Pacer(10_000);
    const waiting = pacer.beat();
    pacer.close();
    expect(await settled(waiting)).toBe(false);
    expect(await settled(pacer.beat())).toBe(false);
  });

  it('paced() reports the seat as deciding until its answer goes through', async () => {
    const pacer = new Pacer(0);
    const events: string[] = [];
    const inner: Participant = { kind: 'ai', decide: async () => 'yes' };
    const p = paced(inner, 4, pacer, { waiting: (seat, kind, freeText, on) => events.push(`${seat}:${kind}:${freeText}:${on}`) });
    const extra = { request: { kind: 'sheriff_run', freeText: false }, attempt: 1 } as unknown as DecideExtra;
    await expect(p.decide('s', 'u', extra)).resolves.toBe('yes');
    expect(events).toEqual(['4:sheriff_run:false:true', '4:sheriff_run:false:false']);
    expect(p.kind).toBe('ai');
  });
});
