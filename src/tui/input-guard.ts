// Ink crashes on a key it cannot name (Ctrl+F1 sends ESC [1;5P, Ctrl+F2 ESC [1;5Q: vadimdemedes/ink#901)
// and types other unknown sequences into text boxes (a pasted colour code ESC [31m becomes "[31m").
// The screen reads the terminal through this guard: an escape sequence that is not a key the screen
// uses is dropped before Ink sees it; plain text, control keys and known keys pass unchanged.

// The keys the screen uses: arrows, home/end (with modifiers), insert/delete/page keys, shift-tab,
// and Alt (meta) with a character. A second ESC in front is Ink's meta form of the same key.
const KNOWN_KEY = /^\x1b\x1b?(?:\[(?:1;[2-8])?[ABCDEFH]|\[Z|\[[1-8](?:;[2-8])?~|\[\[[56]~|O[ABCDEFH])$/;
const META_CHAR = /^\x1b[^\x1b[O\]P^_X]$/u;

// One token at the start of the text: a complete CSI (with Ink's legacy ESC [[ form) or SS3 sequence,
// a terminal string (OSC, DCS, SOS, PM, APC) up to its terminator or the end of the chunk, or ESC and
// one code point.
const CSI = /^\x1b\x1b?\[\[?[0-?]*[ -/]*[@-~]/;
const SS3 = /^\x1b\x1b?O[@-~]/;
const STRING = /^\x1b[\]P^_X][\s\S]*?(?:\x07|\x1b\\|$)/;
const PARTIAL = /^\x1b(?:\x1b?(?:\[\[?[0-?]*[ -/]*|O)?)$/;

export interface InputGuard {
  /** The part of `chunk` Ink may see; an unfinished sequence at its end waits for the next chunk. */
  filter(chunk: string): string;
}

export function createInputGuard(): InputGuard {
  let pending = '';
  return {
    filter(chunk) {
      const text = pending + chunk;
      pending = '';
      let out = '';
      let i = 0;
      while (i < text.length) {
        const esc = text.indexOf('\x1b', i);
        if (esc < 0) {
          out += text.slice(i);
          break;
        }
        out += text.slice(i, esc);
        const rest = text.slice(esc);
        // A lone ESC is the Escape key: Ink itself waits briefly for more, so it passes.
        if (rest !== '\x1b' && PARTIAL.test(rest)) {
          pending = rest;
          break;
        }
        const seq = CSI.exec(rest)?.[0] ?? SS3.exec(rest)?.[0] ?? STRING.exec(rest)?.[0] ?? Array.from(rest).slice(0, 2).join('');
        if (seq === '\x1b' || KNOWN_KEY.test(seq) || META_CHAR.test(seq)) out += seq;
        i = esc + seq.length;
      }
      return out;
    },
  };
}

type Readable = Pick<NodeJS.ReadStream, 'read'>;

/** The terminal's input as Ink reads it (`stdin.read()` after each 'readable'), through the guard. */
export function guardedStdin<T extends Readable>(stdin: T): T {
  const input = createInputGuard();
  const read = (): string | null => {
    const chunk = stdin.read() as string | Buffer | null;
    return chunk === null ? null : input.filter(String(chunk));
  };
  return new Proxy(stdin, {
    get(target, prop) {
      if (prop === 'read') return read;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
