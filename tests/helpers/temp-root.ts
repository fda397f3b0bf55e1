// One temporary folder for the whole test run, under the system's; each test file works in a folder of
// its own inside it (temp-folder.ts), and the run removes it at the end, so `npm test` leaves nothing.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_ROOT = 'NIGHTFALL_TEST_ROOT';
/** The shared games' folder in it (corpus.ts): not a file's folder left behind. */
export const CORPUS_DIR = 'corpus';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'nightfall-tests-'));
  // Open to every user as the system's own is (sticky): tests that run the CLI as another user (asPerson) use it too.
  chmodSync(root, 0o1777);
  // The test processes start after this and inherit it.
  process.env[TEST_ROOT] = root;
  return () => {
    const left = readdirSync(root).filter((name) => name !== CORPUS_DIR);
    // A file's own folder still here means its cleanup did not run (a crashed worker): said, then removed.
    if (left.length) console.warn(`tests left ${left.length} temporary folder(s) behind; removed: ${left.join(', ')}`);
    rmSync(root, { recursive: true, force: true });
  };
}
