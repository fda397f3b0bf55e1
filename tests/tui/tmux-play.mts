// Starts the play screen in this terminal, for the tmux check, until the CLI's `play` is wired:
//   npx tsx tests/tui/tmux-play.mts --preset werewolf-6 --seed 3 --pace 0
import { parseArgs } from 'node:util';
import { runPlay, runSetup, runWatchScreen } from '../../src/tui/index.js';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'werewolf-6' },
    seed: { type: 'string', default: '3' },
    pace: { type: 'string', default: '0' },
    seat: { type: 'string' },
    role: { type: 'string' },
    watch: { type: 'boolean', default: false },
    setup: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const paceMs = Number(values.pace);
if (values.setup) await runSetup({ seed, paceMs });
else if (values.watch) await runWatchScreen({ preset: values.preset!, seed, paceMs });
else {
  await runPlay({
    preset: values.preset!,
    seed,
    paceMs,
    logPath: '(tmux check: no log file)',
    ...(values.seat ? { seat: Number(values.seat) } : {}),
    ...(values.role ? { role: values.role } : {}),
  });
}
process.exit(0);
