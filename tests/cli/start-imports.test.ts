// What loads before the first frame of `play`: the static imports from the command line to the screen.
// Saving settings (conf, with ajv and semver: a 430 KB chunk) is not among them; reading them is a plain JSON read.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The packages a module and everything it imports statically (not `import type`, not `import()`) load. */
function packagesLoaded(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^'"]*?from '([^']+)';|^import '([^']+)';|^export (?!type )[^'"]*? from '([^']+)';/gm)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      if (!spec.startsWith('.')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        continue;
      }
      const base = join(dirname(file), spec).replace(/\.js$/, '');
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found) visit(found);
    }
  };
  for (const e of entries) visit(join(SRC, e));
  return packages;
}

describe('the way to the first frame of play', () => {
  it('loads no settings writer: conf stays with `nightfall config`', () => {
    const play = packagesLoaded(['cli/main.ts', 'cli/program.ts', 'cli/screen.ts', 'tui/index.ts', 'tui/screens.tsx']);
    expect(play.has('ink')).toBe(true);
    expect(play.has('conf')).toBe(false);
    expect(packagesLoaded(['cli/config.ts']).has('conf')).toBe(true);
  });
});
