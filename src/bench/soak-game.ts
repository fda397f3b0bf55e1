// One game of the soak, in a process of its own: 12 seats played by the model against the fake server
// at the given URL. Prints one JSON line: wall time, this process's CPU time, calls, failures, defaults.
import { FailurePolicy } from '../ai/failover.js';
import { aiSeats } from '../ai/seats.js';
import { runGame } from '../engine/game.js';
import { createAnthropicProvider } from '../llm/anthropic.js';
import { createTable } from '../table/setup.js';

export interface SoakGame {
  seed: number;
  wallSeconds: number;
  cpu: { user: number; system: number };
  days: number;
  calls: number;
  decisions: number;
  defaulted: number;
  failures: Record<string, number>;
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = arg('url')!;
  const seed = Number(arg('seed') ?? 1);
  const provider = createAnthropicProvider({ apiKey: 'soak', baseURL: url, model: 'claude-sonnet-5-5' });
  const seats = aiSeats({ mode: 'claude', provider, policy: new FailurePolicy(async () => 'bots', () => {}), seed, concurrency: 12 });
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const { events, state } = await runGame(createTable({ preset: 'werewolf', seed, aiFor: seats.aiFor }));
  const cpu = process.cpuUsage(cpu0);
  const out: SoakGame = {
    seed,
    wallSeconds: (performance.now() - started) / 1000,
    cpu: { user: cpu.user / 1e6, system: cpu.system / 1e6 },
    days: state.core.day,
    calls: seats.usage.calls.length,
    decisions: events.filter((e) => e.type === 'answered' && e.attempt === 1).length,
    defaulted: events.filter((e) => e.type === 'defaulted').length,
    failures: seats.usage.failures(),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err) => {
  process.stderr.write(`soak game: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exitCode = 1;
});
