// A secret read from standard input, never from the command line (where it would land in the shell's
// history): on a terminal the keys typed are not shown; from a pipe, its first line.
import { readFileSync } from 'node:fs';
import { UsageError } from './args.js';

type Input = Pick<NodeJS.ReadStream, 'isTTY' | 'on' | 'off' | 'resume' | 'pause' | 'setEncoding'> & { setRawMode?: (on: boolean) => unknown };

export function readSecret(prompt: string, input: Input = process.stdin, output: Pick<NodeJS.WriteStream, 'write'> = process.stderr): Promise<string> {
  if (!input.isTTY || !input.setRawMode) return Promise.resolve(readFileSync(0, 'utf8').split(/\r?\n/).find((l) => l.trim()) ?? '');
  output.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    const end = (then: () => void) => {
      input.off('data', onData);
      input.setRawMode!(false);
      input.pause();
      output.write('\n');
      then();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return end(() => resolve(typed));
        if (ch === '\u0003' || ch === '\u0004') return end(() => reject(new UsageError('nothing saved: the key was not entered')));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}
