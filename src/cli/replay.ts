// nightfall replay ID|FILE [--plain]: a recorded game again: a screen to step through it, or with
// --plain (or without a terminal) the spectator's transcript. The log passes the same checks as for
// resume first (the game is played again from it, event by event), so a forged log is refused.
import { apply, emptyState } from '../engine/game.js';
import { findLog, logId } from '../storage/logs.js';
import { planResume } from '../storage/resume-plan.js';
import { verifyLog } from '../storage/resume.js';
import type { ReplayFlags } from './program.js';
import { plainStyle, spectatorLines, styleFor } from './transcript.js';
import { isTerminal } from './screen.js';
import { warn } from './output.js';
import type { ReplayItem } from '../tui/replay-model.js';

export async function replayCommand(id: string, f: ReplayFlags): Promise<number> {
  const plan = planResume(findLog(id));
  await verifyLog(plan);
  const { log, ruleset } = plan;
  if (log.torn) warn(`${log.path}: ${log.torn}; left it out`);
  const screen = !f.plain && isTerminal();
  // The fold, event by event: the same state the game had at each step.
  const lines = spectatorLines(ruleset, screen ? plainStyle : styleFor());
  const state = emptyState(ruleset);
  const items: ReplayItem[] = [];
  for (const e of log.events) {
    apply(ruleset, state, e);
    items.push({ day: state.core.day, lines: lines(e, state), think: e.type === 'think' });
  }
  if (screen) {
    const { runReplay } = await import('../tui/replay.js');
    await runReplay(`Replay ${logId(log.path)}`, items);
  } else process.stdout.write(items.flatMap((it) => it.lines.map((l) => l + '\n')).join(''));
  if (state.core.winner === null) warn(`the game did not finish; continue it with: nightfall resume ${logId(log.path)}`);
  return 0;
}
