// A rewound line on the screen: the parent's table caught up from its log without pacing, the person's
// earlier answers given back, then the decision asked again and the game played on as usual.
import { branching, branchWriter, planRewind, type RewindPlan } from '../practice/rewind.js';
import { branchLog } from '../practice/rewind-run.js';
import { closeScreenLog } from './screen.js';
import { recorder as newRecorder } from './record.js';
import { branchPlay } from './branch-play.js';

/** A rewind asked for on a review's decisions page: the game's log and the decision K. */
export interface RewindWish {
  path: string;
  decision: number;
}

/** Rewinds as `nightfall rewind ID --decision K` does, and again while the new line's review asks for it. */
export async function rewindOnScreen(wish: RewindWish | undefined, paceMs: number): Promise<void> {
  while (wish) {
    const plan = planRewind(wish.path, wish.decision);
    wish = await runRewindScreen(plan, paceMs);
  }
}

/** Plays the rewound line; resolves with the rewind its review asked for, if any. */
export async function runRewindScreen(r: RewindPlan, paceMs: number): Promise<RewindWish | undefined> {
  let wish: RewindWish | undefined;
  const recorder = newRecorder();
  const log = branchLog(r, { onFinished: recorder.record });
  let live = false;
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
  });
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay({ ...branchPlay(r, paceMs, log.path, write, (p) => branching(p, r.branch), () => live), onRewind: (decision) => (wish = { path: log.path, decision }) });
  } finally {
    closeScreenLog({ log, recorder });
  }
  return wish;
}
