// `npm test`: every test file under tests/, the environment they run in set here rather than on the
// command line (so the same command runs on Windows), and each file in a temporary folder of its own.
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
    // Every core (vitest 4.1 ran one file at a time here without it): the run is mostly bots playing, CPU-bound. Half again
    // as many workers (three on two cores) ran the suite in 493 s rather than 536 s, but the timing-bound checks of the model
    // path (waits.test's rate-limit game counts calls in flight on the fake server) failed under the extra load (6 Dec).
    maxWorkers: '100%',
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
