// nightfall: the command line. Bad flags get one line and exit code 2. Each command's code is loaded
// only when that command runs, so starting the screen does not wait for the rest.
import { readFileSync } from 'node:fs';
import { CommanderError } from '@commander-js/extra-typings';
import { UsageError } from './args.js';
import { describeFailure } from './failure.js';
import { endQuietlyOnClosedPipe, warn } from './output.js';
import { program } from './program.js';
import { endBetweenTasksOnSignals } from './signals.js';
import { interactiveDespiteCi, isTerminal } from './terminal.js';

/** This file sits two folders below package.json: in src/cli, dist/cli and dist/bundle alike. */
const version = (): string => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export async function main(argv: string[]): Promise<number> {
  let code = 0;
  interactiveDespiteCi();
  try {
    if (argv.length === 0) {
      // A person at a terminal gets the setup screen; a pipe gets a paced spectator transcript.
      return isTerminal() ? await (await import('./screen.js')).setupCommand() : await (await import('./commands.js')).watchCommand({ plain: true, pace: 400 });
    }
    const cli = program(version(), (c) => (code = c));
    try {
      await cli.parseAsync(argv, { from: 'user' });
    } catch (err) {
      if (!(err instanceof CommanderError)) throw err;
      // Help and --version end here too (exit code 0); a bad flag or command is one line with commander's suggestion.
      if (err.exitCode === 0) return 0;
      const command = cli.commands.find((c) => c.name() === argv[0] && c.name() !== 'help')?.name();
      const message = err.message.replace(/^error: /, '').replace(/\.$/, '').replace(/\n\(?Did you mean (.*?)\?\)?$/s, '; did you mean $1?');
      warn(`${message}; see: nightfall help${command ? ' ' + command : ''}`);
      return 2;
    }
    return code;
  } catch (err) {
    if (err instanceof UsageError) {
      warn(err.message);
      return 2;
    }
    const failure = await describeFailure(err);
    warn(failure.message);
    return failure.code;
  }
}

/** Runs the CLI and sets the exit code; an error is one line naming what failed, not a stack trace. */
export function runCli(argv: string[]): void {
  endQuietlyOnClosedPipe();
  endBetweenTasksOnSignals();
  void main(argv).then((code) => {
    process.exitCode = code;
  });
}
