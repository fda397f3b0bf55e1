// The soak: 30 games of 12 model seats against the fake server with faults (20% of answers break: 529,
// 500, an error mid-stream, a dropped connection) and latency, two games at once, each game's client and
// server in processes of their own. No game may take more than twice the median; the report names any
// that does, with the CPU time (user and kernel) its two processes spent. Not part of npm test:
//   node dist/bench/soak.js [--games=30] [--parallel=2] [--faults=20]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from './engine.js';
import { serverProcess } from './llm.js';
import type { SoakGame } from './soak-game.js';

interface Played extends SoakGame {
  server: { user: number; system: number } | null;
}

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

/** CPU seconds a process has used, from /proc (Linux); null elsewhere. */
function cpuOf(pid: number): { user: number; system: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = 100; // USER_HZ on Linux
    return { user: Number(fields[11]) / ticks, system: Number(fields[12]) / ticks };
  } catch {
    return null;
  }
}

const startServer = (faults: number, seed: number) =>
  serverProcess(['--realistic', '--rate', '2000', '--first-token', '60', '--delay', '0', '--faults', String(faults), '--fault-seed', String(seed)]);

async function playOne(seed: number, faults: number): Promise<Played> {
  const server = await startServer(faults, seed);
  try {
    const script = fileURLToPath(new URL('./soak-game.js', import.meta.url));
    const child = spawn(process.execPath, [script, `--url=${server.url}`, `--seed=${seed}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`soak game ${seed} exited with ${code}`);
    return { ...(JSON.parse(out) as SoakGame), server: cpuOf(server.pid) };
  } finally {
    await server.stop();
  }
}

export async function soak(o: { games: number; parallel: number; faults: number }): Promise<Played[]> {
  const played: Played[] = [];
  let next = 0;
  const worker = async () => {
    while (next < o.games) {
      const seed = 1000 + next++;
      const game = await playOne(seed, o.faults);
      played.push(game);
      process.stderr.write(`\r${played.length}/${o.games} games`);
    }
  };
  await Promise.all(Array.from({ length: o.parallel }, worker));
  process.stderr.write('\n');
  return played.sort((a, b) => a.seed - b.seed);
}

export function soakLines(games: Played[], o: { parallel: number; faults: number }): string[] {
  const walls = games.map((g) => g.wallSeconds);
  const mid = median(walls);
  const slowest = Math.max(...walls);
  const decisions = games.reduce((a, g) => a + g.decisions, 0);
  const defaulted = games.reduce((a, g) => a + g.defaulted, 0);
  const failed = games.reduce((a, g) => a + Object.values(g.failures).reduce((x, y) => x + y, 0), 0);
  const secs = (c: { user: number; system: number } | null) => (c ? `${c.user.toFixed(1)}+${c.system.toFixed(1)} s` : 'n/a');
  const lines = [
    `Soak: ${games.length} games of 12 model seats, ${o.parallel} at once, ${o.faults}% of answers broken, latency on`,
    `  game wall time: median ${mid.toFixed(1)} s, slowest ${slowest.toFixed(1)} s (${(slowest / mid).toFixed(2)}× the median)   goal ≤ 2×: ${slowest <= 2 * mid ? 'met' : 'NOT met'}`,
    `  decisions ${decisions}, broken calls asked again ${failed}, defaulted ${defaulted} (${((100 * defaulted) / Math.max(1, decisions)).toFixed(2)}%)   goal ≤ 1%: ${defaulted <= decisions * 0.01 ? 'met' : 'NOT met'}`,
  ];
  for (const g of games) {
    const flag = g.wallSeconds > 2 * mid ? '  ← over twice the median' : '';
    lines.push(`  seed ${g.seed}: ${g.wallSeconds.toFixed(1)} s, ${g.days} days, ${g.calls} calls, client CPU ${secs(g.cpu)}, server CPU ${secs(g.server)} (user+kernel)${flag}`);
  }
  return lines;
}

const direct = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (direct) {
  const o = { games: arg('games', 30), parallel: arg('parallel', 2), faults: arg('faults', 20) };
  soak(o)
    .then((games) => {
      for (const line of soakLines(games, o)) console.log(line);
      if (process.argv.includes('--json')) console.log(JSON.stringify(games));
    })
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
