// While the screens load, fetch() answers yoga's data: URL itself and hands anything else to node's fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDataUrlFetch } from '../../src/tui/data-url-fetch.js';

const own = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = own;
});

describe('withDataUrlFetch', () => {
  it('decodes a data: URL without the HTTP client, passes other calls through, and puts fetch back', async () => {
    const passed = vi.fn(async () => 'from node');
    globalThis.fetch = passed as unknown as typeof fetch;
    const bytes = await withDataUrlFetch(async () => {
      const r = await fetch(`data:application/octet-stream;base64,${Buffer.from([0, 97, 115, 109]).toString('base64')}`);
      expect(r.ok).toBe(true);
      expect(await fetch('https://example.invalid/x')).toBe('from node');
      return new Uint8Array(await r.arrayBuffer());
    });
    expect([...bytes]).toEqual([0, 97, 115, 109]);
    expect(passed).toHaveBeenCalledTimes(1);
    expect(globalThis.fetch).toBe(passed);
    await expect(withDataUrlFetch(async () => Promise.reject(new Error('no screen')))).rejects.toThrow('no screen');
    expect(globalThis.fetch).toBe(passed);
  });

  it('loads yoga through it, node\'s fetch never called: the layout engine works', async () => {
    const passed = vi.fn(async () => Promise.reject(new Error('node fetch')));
    globalThis.fetch = passed as unknown as typeof fetch;
    const yoga = await withDataUrlFetch(() => import('yoga-layout/load').then((m) => m.loadYoga()));
    const node = yoga.Node.create();
    node.setWidth(80);
    node.calculateLayout(undefined, undefined);
    expect(node.getComputedWidth()).toBe(80);
    expect(passed).not.toHaveBeenCalled();
  });
});
