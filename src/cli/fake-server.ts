// nightfall fake-server: a local stand-in for the Anthropic API, for demos and for trying --ai claude
// with no key and no network. It answers every call with valid JSON after --delay MS; with --rate it
// streams like a real model (--first-token MS, then N tokens a second), --realistic at real lengths,
// --think MS pings that long before the first word, --faults PCT breaks that share of answers (the kinds
// --fault-kinds names), --refuse-format answers structured output with a bare 400.
import { withFaults } from '../fake-anthropic/faults.js';
import { errorBody } from '../fake-anthropic/replies.js';
import { fakeAnswer } from '../fake-anthropic/model.js';
import { startFakeAnthropic } from '../fake-anthropic/server.js';
import type { FakeServerFlags } from './program.js';
import { print } from './output.js';

export async function fakeServerCommand(f: FakeServerFlags): Promise<number> {
  const { delay: delayMs, port, chunk: chunkSize, firstToken: firstTokenMs, rate: tokensPerSecond, realistic = false, faults, faultSeed, faultKinds, think, refuseFormat } = f;
  const server = await startFakeAnthropic({ port });
  const faulty = withFaults(faults, faultSeed, faultKinds);
  server.setDefault((req) =>
    refuseFormat && req.outputConfig !== undefined
      ? { kind: 'status', status: 400, body: errorBody(400, 'Invalid request'), delayMs }
      : faulty({
          kind: 'sse',
          text: fakeAnswer(req, { realistic }),
          delayMs,
          chunkSize,
          ...(tokensPerSecond ? { tokensPerSecond, firstTokenMs } : {}),
          ...(think ? { thinkMs: think } : {}),
        }),
  );
  print(`fake Anthropic server on ${server.url}\n  ANTHROPIC_BASE_URL=${server.url} ANTHROPIC_API_KEY=x nightfall watch --plain --ai claude\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', resolve));
  await server.close();
  return 0;
}
