// Before each test file: a temporary folder of its own, made the system's temporary folder for the file
// and every program it starts (TMPDIR on Unix, TMP and TEMP on Windows), removed when the file is done.
// Nightfall's own files go there too (NIGHTFALL_HOME), whatever a test forgets to set: a test never writes
// into the data folder of the person running it. The colour settings of their shell are set aside too:
// the screens draw as on a terminal.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { TEST_ROOT } from './temp-root.js';

const own = mkdtempSync(join(process.env[TEST_ROOT] ?? tmpdir(), 'file-'));
chmodSync(own, 0o1777); // as the system's temporary folder: a program a test runs as another user writes here too
for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = own;
process.env.NIGHTFALL_HOME = join(own, 'nightfall-home');
delete process.env.NO_COLOR;
delete process.env.FORCE_COLOR;

afterAll(() => rmSync(own, { recursive: true, force: true, maxRetries: 5 }));
