// What the CLI prints. Every line goes through the one sanitizer (a log, a model, a persona or a flag
// cannot put a control sequence on the terminal), messages hide credentials in URLs, and a closed
// pipe (`nightfall history | head`) ends the program quietly instead of with a stack trace.
import { redactUrlCredentials } from '../llm/credentials.js';
import { sanitize, sanitizeLine } from '../terminal/sanitize.js';

/** Text for stdout, control sequences stripped (newlines kept). */
export function print(text: string): void {
  process.stdout.write(sanitize(text));
}

/** One message line as it may be shown: one line, sanitized, no password of a URL. */
export const messageText = (message: string): string => sanitizeLine(redactUrlCredentials(message));

/** A message on stderr: `nightfall: …`. */
export function warn(message: string): void {
  process.stderr.write(`nightfall: ${messageText(message)}\n`);
}

/** A status line on stderr without the program's name (`log: …`, `resumed: …`). */
export function note(message: string): void {
  process.stderr.write(`${messageText(message)}\n`);
}

/** A count as it is read aloud: 20000 → "20,000". */
export const count = (n: number): string => n.toLocaleString('en-US');

/** Once the reader of stdout or stderr has gone (EPIPE), there is nobody left to tell: stop quietly. */
export function endQuietlyOnClosedPipe(exit: (code: number) => void = (code) => process.exit(code)): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') exit(0);
      else throw err;
    });
  }
}
