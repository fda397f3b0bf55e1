// nightfall fake-server: a local stand-in for the Anthropic API, for demos and for trying --ai claude
// with no key and no network. It answers every call with valid JSON after --delay MS; with --rate it
// streams like a real model (--first-token MS, then N tokens a second), --realistic at real lengths,
// --faults PCT breaks that share of answers (529, 500, an error mid-stream, a dropped connection).
import { withFaults } from '../fake-anthropic/faults.js';
import { fakeAnswer } from '../fake-anthropic/model.js';
import { startFakeAnthropic } from '../fake-anthropic/server.js';
import type { FakeServerFlags } from './program.js';
import { print } from './output.js';

export async function fakeServerCommand(f: FakeServerFlags): Promise<number> {
  const { delay: delayMs, port, chunk: chunkSize, firstToken: firstTokenMs, rate: tokensPerSecond, realistic = false, faults, faultSeed } = f;
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
