// nightfall: the command line. Bad flags get one line and exit code 2.
import { UsageError } from './args.js';
import { simCommand, watchPlain } from './commands.js';
import { HELP } from './help.js';
import { fakeServerCommand } from './fake-server.js';
import { configCommand } from './config.js';
import { isTerminal, playCommand, setupCommand } from './screen.js';
import { resumeCommand } from './resume.js';
import { historyCommand } from './history.js';
import { statsCommand } from './stats.js';
import { replayCommand } from './replay.js';
import { tournamentCommand } from './tournament.js';

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case undefined:
        // A person at a terminal gets the setup screen; a pipe gets a paced spectator transcript.
        return isTerminal() ? await setupCommand() : await watchPlain(['--plain', '--pace', '400']);
      case 'play':
        return await playCommand(rest);
      case 'sim':
        return await simCommand(rest);
      case 'watch':
        return await watchPlain(rest);
      case 'resume':
        return await resumeCommand(rest);
      case 'history':
        return historyCommand(rest);
      case 'stats':
        return statsCommand(rest);
      case 'replay':
        return await replayCommand(rest);
      case 'tournament':
        return await tournamentCommand(rest);
      case 'config':
        return configCommand(rest);
      case 'fake-server':
        return await fakeServerCommand(rest);
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(HELP + '\n');
        return 0;
      default:
        throw new UsageError(`unknown command "${cmd}"; try: nightfall help`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`nightfall: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

/** Runs the CLI and sets the exit code; an unexpected error is one line, not a stack trace. */
export function runCli(argv: string[]): void {
  main(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`nightfall: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
