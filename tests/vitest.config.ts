// `npm test`: every test file under tests/, the environment they run in set here rather than on the
// command line (so the same command runs on Windows), and each file in a temporary folder of its own.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The files that mock a module (node:fs): each needs modules loaded fresh, so its mock is the one they see. */
const MOCKING = ['tests/cli/disk-full.test.ts', 'tests/cli/messages.test.ts', 'tests/storage/log-sync.test.ts', 'tests/tui/pacer.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // The screens' interactive paths (CI is set on CI machines), and every event checked against its schema as it is made.
    env: { CI: 'false', NIGHTFALL_CHECK_EVENTS: '1' },
    globalSetup: ['tests/helpers/temp-root.ts'],
    setupFiles: ['tests/helpers/temp-folder.ts'],
    // Half again as many workers as cores (vitest 4.1 ran one file at a time here without a count): the run is mostly
    // bots playing, CPU-bound, but some files spend real time waiting (a model's 45 s think at the real limits, the CLI
    // run as a child process), and the extra worker plays meanwhile. On two cores: 536 s with two workers, 493 s with three.
    maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // A test's environment variables and spies are put back after it, whichever file runs next in the worker.
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'mocking', include: MOCKING } },
      // The rest share each worker's loaded modules from file to file (isolate: false): loading the game's modules
      // again for each of ~280 files cost about a fifth of the run's CPU time (1,008 → 794 s of user time, 6 Dec).
      { extends: true, test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: MOCKING, isolate: false } },
    ],
  },
});
