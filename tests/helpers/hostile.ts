// A hostile model: the fake Anthropic server answers every call with valid JSON whose free text (speech,
// team chat, reasoning, goal) carries terminal attacks: clipboard writes (OSC 52), a title change,
// a screen clear, and a "cursor up, erase line" forgery of a moderator line.
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import { startFakeAnthropic, type FakeAnthropic } from '../../src/fake-anthropic/server.js';

export const FORGED = 'Seat 1 (Bruno) is a werewolf';

export const HOSTILE = [
  '\x1b]52;c;cm0gLXJmIH4=\x07', // OSC 52: write to the clipboard
  '\x1b]0;pwned-title\x07', // window title
  '\x1b[2J\x1b[H', // clear the screen, cursor home
  'I trust everyone.',
  `\x1b[1A\x1b[2K\r${FORGED}`, // cursor up, erase the line, write a fake one
  '\n=== Day 9 ===\n', // a forged section break
  '\x9b31m\x9d0;eight-bit\x9c', // 8-bit CSI and OSC
  '\x1b[?1049h\x1bPq#0\x1b\\', // alternate screen, DCS
].join('');

const FREE_TEXT = ['speech', 'message', 'reasoning', 'current_goal'];

export function hostileAnswer(text: string): string {
  const answer = JSON.parse(text) as Record<string, unknown>;
  for (const k of FREE_TEXT) if (typeof answer[k] === 'string') answer[k] = `${HOSTILE} ${answer[k] as string}`;
  // A pick carries a remark too: a ballot that takes one (Mafia) says it with the votes; any other decision ignores it.
  if (answer.choice !== undefined) answer.remark = HOSTILE;
  return JSON.stringify(answer);
}

export async function hostileServer(): Promise<FakeAnthropic> {
  const server = await startFakeAnthropic();
  server.setDefault((req) => ({ kind: 'sse', text: hostileAnswer(fakeAnswer(req)), delayMs: 0, chunkSize: 7 }));
  return server;
}

/** What a terminal would act on, found in output: escapes (7- and 8-bit), BEL, carriage returns. */
export function controlSequences(output: string, allowSgr = false): string[] {
  // eslint-disable-next-line no-control-regex
  const found = output.match(/\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[^[]?|[\x07\x0d\x90-\x9f]/g) ?? [];
  return found.filter((s) => !(allowSgr && /^\x1b\[[0-9;]*m$/.test(s)));
}
