// Run by the storage bench in a process of its own: `nightfall sim` of N random-seat games (every side's
// seats random bots, no log), then the process's peak resident memory as one JSON line.
import { main } from '../cli/main.js';

const games = Number(process.argv[2] ?? 12_000);
const started = performance.now();
const write = process.stdout.write.bind(process.stdout);
// The sim's own summary is not this script's output.
process.stdout.write = (() => true) as typeof process.stdout.write;
const code = await main(['sim', '--games', String(games), '--preset', 'werewolf', '--bots', 'village=random,werewolves=random', '--json']);
process.stdout.write = write;
if (code !== 0) process.exit(code);
write(JSON.stringify({ games, peakMB: process.resourceUsage().maxRSS / 1024, seconds: (performance.now() - started) / 1000 }) + '\n');
