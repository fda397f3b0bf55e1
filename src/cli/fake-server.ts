// nightfall fake-server: a local stand-in for the Anthropic API, for demos and for trying --ai claude
// with no key and no network. It answers every call with valid JSON after --delay MS; with --rate it
// streams like a real model (--first-token MS, then N tokens a second), --realistic at real lengths,
// --faults PCT breaks that share of answers (529, 500, an error mid-stream, a dropped connection).
import { withFaults } from '../fake-anthropic/faults.js';
import { fakeAnswer } from '../fake-anthropic/model.js';
import { startFakeAnthropic } from '../fake-anthropic/server.js';
import { intFlag, parseFlags } from './args.js';
import { print } from './output.js';

export async function fakeServerCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, {
    delay: { type: 'string' },
    port: { type: 'string' },
    chunk: { type: 'string' },
    'first-token': { type: 'string' },
    rate: { type: 'string' },
    realistic: { type: 'boolean' },
    faults: { type: 'string' },
    'fault-seed': { type: 'string' },
  });
  const delayMs = intFlag(f.delay, 'delay', 30, 0, 60_000);
  const port = intFlag(f.port, 'port', 0, 0, 65535);
  const chunkSize = intFlag(f.chunk, 'chunk', 12, 1, 1_000_000);
  const firstTokenMs = intFlag(f['first-token'], 'first-token', 0, 0, 60_000);
  const tokensPerSecond = intFlag(f.rate, 'rate', 0, 0, 100_000);
  const realistic = f.realistic === true;
  const faults = intFlag(f.faults, 'faults', 0, 0, 100);
  const faultSeed = intFlag(f['fault-seed'], 'fault-seed', 1, 0, 2 ** 31 - 1);
  const server = await startFakeAnthropic({ port });
  const faulty = withFaults(faults, faultSeed);
  server.setDefault((req) =>
    faulty({
      kind: 'sse',
      text: fakeAnswer(req, { realistic }),
      delayMs,
      chunkSize,
      ...(tokensPerSecond ? { tokensPerSecond, firstTokenMs } : {}),
    }),
  );
  print(`fake Anthropic server on ${server.url}\n  ANTHROPIC_BASE_URL=${server.url} ANTHROPIC_API_KEY=x nightfall watch --plain --ai claude\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', resolve));
  await server.close();
  return 0;
}
