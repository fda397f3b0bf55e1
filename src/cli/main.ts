// nightfall: the command line. Bad flags get one line and exit code 2. Each command's code is loaded
// only when that command runs, so starting the screen does not wait for the rest.
import { UsageError } from './args.js';
import { HELP } from './help.js';
import { isTerminal } from './terminal.js';

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case undefined:
        // A person at a terminal gets the setup screen; a pipe gets a paced spectator transcript.
        return isTerminal() ? await (await import('./screen.js')).setupCommand() : await (await import('./commands.js')).watchPlain(['--plain', '--pace', '400']);
      case 'play':
        return await (await import('./screen.js')).playCommand(rest);
      case 'sim':
        return await (await import('./commands.js')).simCommand(rest);
      case 'watch':
        return await (await import('./commands.js')).watchPlain(rest);
      case 'resume':
        return await (await import('./resume.js')).resumeCommand(rest);
      case 'history':
        return (await import('./history.js')).historyCommand(rest);
      case 'stats':
        return (await import('./stats.js')).statsCommand(rest);
      case 'replay':
        return await (await import('./replay.js')).replayCommand(rest);
      case 'tournament':
        return await (await import('./tournament.js')).tournamentCommand(rest);
      case 'config':
        return (await import('./config.js')).configCommand(rest);
      case 'fake-server':
        return await (await import('./fake-server.js')).fakeServerCommand(rest);
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
