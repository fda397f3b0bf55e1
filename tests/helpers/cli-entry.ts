// Runs the CLI from source, as bin/nightfall.js runs it from dist.
import { runCli } from '../../src/cli/main.js';

runCli(process.argv.slice(2));
