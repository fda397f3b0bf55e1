// nightfall: the command line. Bad flags get one line and exit code 2. Each command's code is loaded
// only when that command runs, so starting the screen does not wait for the rest.
import { UsageError } from './args.js';
import { describeFailure } from './failure.js';
import { HELP } from './help.js';
import { endQuietlyOnClosedPipe, print, warn } from './output.js';
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
        return await (await import('./history.js')).historyCommand(rest);
      case 'stats':
        return await (await import('./stats.js')).statsCommand(rest);
      case 'rewind':
        return await (await import('./rewind.js')).rewindCommand(rest);
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
        print(HELP + '\n');
        return 0;
      default:
        throw new UsageError(`unknown command "${cmd}"; try: nightfall help`);
    }
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
  void main(argv).then((code) => {
    process.exitCode = code;
  });
}
