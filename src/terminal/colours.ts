// Whether output gets colours and styles, decided once for every screen and printer: FORCE_COLOR and
// NO_COLOR first (no-color.org, force-color.org), then whether the stream is a terminal and what it shows.
// The answer is a colour depth in bits as Node's tty names it: 1 means plain text.
export type ColourDepth = 1 | 4 | 8 | 24;

type Env = Record<string, string | undefined>;
type Stream = Pick<NodeJS.WriteStream, 'isTTY'> & { getColorDepth?: (env?: Env) => number };

const DEPTHS: readonly ColourDepth[] = [1, 4, 8, 24];
/** FORCE_COLOR's levels (as chalk and Node read them): 0 off, 1 sixteen colours, 2 256, 3 true colour. */
const FORCED: Record<string, ColourDepth> = { '0': 1, false: 1, '': 4, '1': 4, true: 4, '2': 8, '3': 24 };

export function colourDepth(stream: Stream, env: Env = process.env): ColourDepth {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return FORCED[force] ?? 4;
  if (env.NO_COLOR) return 1;
  if (!stream.isTTY) return 1;
  const depth = typeof stream.getColorDepth === 'function' ? stream.getColorDepth(env) : 4;
  return DEPTHS.includes(depth as ColourDepth) ? (depth as ColourDepth) : 4;
}

export const coloursOn = (stream: Stream, env: Env = process.env): boolean => colourDepth(stream, env) > 1;
