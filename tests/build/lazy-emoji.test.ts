// The bundle's string-width builds its emoji expression at its first use, not at import (tens of ms before
// the first frame): the patched module must measure as string-width does, and the build must stop if
// string-width's source no longer has the line it patches.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { withLazyEmojiExpression } from '../../src/build/bundle.js';

const ORIGINAL = fileURLToPath(import.meta.resolve('string-width'));

describe('string-width in the bundle', () => {
  it('measures as string-width does, emoji included, and refuses a string-width without the line it patches', async () => {
    const source = readFileSync(ORIGINAL, 'utf8');
    const patched = withLazyEmojiExpression(source, 'index.js');
    expect(patched).not.toBe(source);
    expect(patched).not.toMatch(/^const rgiEmojiRegex = \//m);
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-string-width-'));
    try {
      // Beside string-width's own imports, so they resolve as its own do.
      symlinkSync(fileURLToPath(new URL('../../node_modules', import.meta.url)), join(dir, 'node_modules'));
      const file = join(dir, 'index.mjs');
      writeFileSync(file, patched);
      const lazy = (await import(pathToFileURL(file).href)).default as typeof stringWidth;
      for (const text of ['Ada: I think Bo', '人们 ✝ 2 Bo', '👍 ok', '👨‍👩‍👧 family', '🇫🇷', '1️⃣', '☺', 'é', '\u001B[1mNIGHTFALL\u001B[22m', '']) {
        expect(lazy(text), JSON.stringify(text)).toBe(stringWidth(text));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => withLazyEmojiExpression('export default () => 0;', 'index.js')).toThrow(/no longer holds/);
  });
});
