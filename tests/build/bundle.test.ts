// The bundle keeps Ink's per-frame caches from frame to frame: the patched Output must still draw what
// Ink's own draws, frame after frame, and the build must stop if Ink's source no longer has the line it patches.
import { readFileSync, writeFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import Output from '../../node_modules/ink/build/output.js';
import { withFrameCaches } from '../../src/build/bundle.js';

const ORIGINAL = new URL('../../node_modules/ink/build/output.js', import.meta.url);

describe('Ink frame caches in the bundle', () => {
  it('draws the same frames as Ink, frame after frame, and refuses an Ink without the line it patches', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-ink-output-'));
    try {
      // The patched module beside Ink's own, so its imports resolve as Ink's do.
      symlinkSync(new URL('../../node_modules', import.meta.url), join(dir, 'node_modules'));
      const file = join(dir, 'output.mjs');
      writeFileSync(file, withFrameCaches(readFileSync(ORIGINAL, 'utf8'), 'output.js').replace(/^\/\/# sourceMappingURL=.*$/m, ''));
      const Patched = (await import(pathToFileURL(file).href)).default as typeof Output;
      const frame = (O: typeof Output, live: string) => {
        const o = new O({ width: 30, height: 3 });
        o.write(0, 0, '\u001B[1mNIGHTFALL\u001B[22m ─── ☾ Night 1', { transformers: [] });
        o.write(0, 1, '● 1 Ada  人们 ✝ 2 Bo', { transformers: [] });
        o.write(0, 2, live, { transformers: [] });
        return o.get();
      };
      for (const live of ['Ada: I', 'Ada: I think', 'Ada: I think Bo▍', 'Ada: I think Bo▍']) expect(frame(Patched, live)).toEqual(frame(Output, live));
      // One cache for every frame (Ink's own starts each frame empty).
      const caches = (O: typeof Output) => (new O({ width: 1, height: 1 }) as unknown as { caches: object }).caches;
      expect(caches(Patched)).toBe(caches(Patched));
      expect(caches(Output)).not.toBe(caches(Output));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => withFrameCaches('export default class Output {}', 'output.js')).toThrow(/no longer holds/);
  });
});
