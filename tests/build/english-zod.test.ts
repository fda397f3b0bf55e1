// The bundle keeps zod's English messages and leaves out its other languages (a third of zod's code,
// parsed at every start before the first frame): a bundled check still explains itself in English.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../src/build/bundle.js';

describe('zod in the bundle', () => {
  it('explains a failed check in English, and holds no other language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-zod-bundle-'));
    try {
      symlinkSync(fileURLToPath(new URL('../../node_modules', import.meta.url)), join(dir, 'node_modules'));
      const entry = join(dir, 'entry.mjs');
      writeFileSync(
        entry,
        `import { z } from 'zod';
const r = z.object({ risk: z.enum(['low', 'high']), n: z.number().min(2) }).strict().safeParse({ risk: 'mid', n: 1, x: 0 });
console.log(JSON.stringify({ messages: r.error.issues.map((i) => i.message), locales: Object.keys(z.locales) }));`,
      );
      const out = join(dir, 'out');
      await build(bundleOptions([entry], out));
      const bundled = readdirSync(out, { recursive: true }).map((f) => String(f)).filter((f) => f.endsWith('.mjs'));
      const code = bundled.map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
      expect(code).toContain('node_modules/zod/v4/locales/en.js');
      expect(code).not.toMatch(/node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/);
      const result = JSON.parse(execFileSync(process.execPath, [join(out, 'entry.mjs')], { encoding: 'utf8' })) as { messages: string[]; locales: string[] };
      expect(result.locales).toEqual(['en']);
      expect(result.messages).toEqual(['Invalid option: expected one of "low"|"high"', 'Too small: expected number to be >=2', 'Unrecognized key: "x"']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
