#!/usr/bin/env node
// Entry point: the CLI bundled into one file by `npm run build` (one file loads far faster than hundreds).
import { runCli } from '../dist/bundle/main.mjs';

runCli(process.argv.slice(2));
