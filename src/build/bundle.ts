// The CLI as one bundle with split chunks (one file loads far faster than hundreds; each command's code
// loads when it runs), and the continuation worker as an entry of its own. `npm run bundle` writes dist/bundle; the screen bench bundles its own entry the same way.
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const CACHED_WIDTH = dist('tui/cached-string-width.js');

/**
 * Every import of our string-width (Ink's, ours) gets the cached one, except the cache's own; a package
 * that holds another version of it (wrap-ansi) keeps its own.
 */
const cachedStringWidth: Plugin = {
  name: 'cached-string-width',
  setup(b) {
    let ours: string | undefined;
    b.onResolve({ filter: /^string-width$/ }, async (args) => {
      if (args.importer === CACHED_WIDTH || args.pluginData === 'as-is') return undefined;
      const { resolveDir, kind } = args;
      const found = await b.resolve(args.path, { resolveDir, kind, pluginData: 'as-is' });
      ours ??= (await b.resolve(args.path, { resolveDir: dirname(CACHED_WIDTH), kind, pluginData: 'as-is' })).path;
      return found.path === ours ? { path: CACHED_WIDTH } : found;
    });
  },
};

/** In Ink's Output, the line it makes each frame and the caches the frame starts with. */
const INK_FRAME_CACHES = 'caches = new OutputCaches();';

/**
 * Ink tokenizes every line of the live region again on every frame (its caches live one frame), though
 * between two streamed tokens only the live line changed. The bundle keeps them from frame to frame: a
 * cached line's characters are only read, as Ink's own cache already shares them within a frame. They
 * start afresh past a bound, so a long game's streamed lines do not pile up.
 */
const inkFrameCaches: Plugin = {
  name: 'ink-frame-caches',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, async (args) => ({ contents: withFrameCaches(await readFile(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

/** Ink's output.js with its caches kept from frame to frame; a build error if Ink changed under it. */
export function withFrameCaches(source: string, path: string): string {
  if (!source.includes(INK_FRAME_CACHES)) throw new Error(`${path}: Ink's Output no longer holds "${INK_FRAME_CACHES}"; see src/build/bundle.ts`);
  const shared = `
let sharedCaches;
function framesCaches() {
  if (!sharedCaches || sharedCaches.styledChars.size > ${LINES_KEPT} || sharedCaches.widths.size > ${LINES_KEPT * 4}) sharedCaches = new OutputCaches();
  return sharedCaches;
}
`;
  return source.replace(INK_FRAME_CACHES, 'caches = framesCaches();') + shared;
}

/** In string-width, the expression of every emoji: built at import, tens of ms before the first frame. */
const RGI_EMOJI_LINE = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
const OUR_STRING_WIDTH = fileURLToPath(import.meta.resolve('string-width'));

/**
 * string-width builds its emoji expression when it loads, though only a line with a character of more
 * than one unit (an emoji, a mark) reaches it (cached-string-width.ts): the bundle builds it at its first use.
 */
const lazyEmojiExpression: Plugin = {
  name: 'lazy-emoji-expression',
  setup(b) {
    b.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (args) =>
      args.path === OUR_STRING_WIDTH ? { contents: withLazyEmojiExpression(await readFile(args.path, 'utf8'), args.path), loader: 'js' } : undefined,
    );
  },
};

/** string-width's source with its emoji expression built at its first test; a build error if string-width changed under it. */
export function withLazyEmojiExpression(source: string, path: string): string {
  if (!source.includes(RGI_EMOJI_LINE)) throw new Error(`${path}: string-width no longer holds "${RGI_EMOJI_LINE}"; see src/build/bundle.ts`);
  return source.replace(RGI_EMOJI_LINE, () => 'let rgiEmoji;\nconst rgiEmojiRegex = { test: (s) => (rgiEmoji ??= /^\\p{RGI_Emoji}$/v).test(s) };');
}

/**
 * zod's messages in its forty-odd languages (a third of zod's code, parsed at every start) are never used:
 * the CLI keeps zod's default, English, and names no other.
 */
const englishZodOnly: Plugin = {
  name: 'english-zod-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({ contents: 'export { default as en } from "./en.js";', resolveDir: dirname(args.path), loader: 'js' }));
  },
};

/** Lines of Ink output remembered between frames: a few screens' worth. */
const LINES_KEPT = 2000;

/** The options the CLI is bundled with, for any entry and folder. */
export const bundleOptions = (entryPoints: (string | { in: string; out: string })[], outdir: string): BuildOptions => ({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  external: ['better-sqlite3'],
  // Ink loads React DevTools only when DEV=true; the bundle never does.
  alias: { 'react-devtools-core': dist('tui/no-devtools.js') },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS packages call require(): give the ES module one.
  banner: { js: "import { createRequire as __nightfallRequire } from 'node:module'; const require = __nightfallRequire(import.meta.url);" },
  plugins: [cachedStringWidth, inkFrameCaches, lazyEmojiExpression, englishZodOnly],
  logLevel: 'warning',
});

export async function bundle(entryPoints: (string | { in: string; out: string })[], outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build(bundleOptions(entryPoints, outdir));
}

/**
 * The CLI, and the continuation worker beside it at the bundle's top (a worker thread runs a file of its own:
 * src/practice/continue/pool.ts finds it there from whichever chunk holds the pool).
 */
export const BUNDLE_ENTRIES = () => [dist('cli/main.js'), { in: dist('practice/continue/worker.js'), out: 'continuation-worker' }];

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle(BUNDLE_ENTRIES(), dist('bundle'));
