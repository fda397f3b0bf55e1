// A rewound line on the screen: the parent's table caught up from its log without pacing, the person's
// earlier answers given back, then the decision asked again and the game played on as usual.
import { branching, branchWriter, type RewindPlan } from '../practice/rewind.js';
import { branchLog } from '../practice/rewind-run.js';
import { closeScreenLog } from './screen.js';
import { recorder as newRecorder } from './record.js';
import { branchPlay } from './branch-play.js';

export async function runRewindScreen(r: RewindPlan, paceMs: number): Promise<void> {
  const recorder = newRecorder();
  const log = branchLog(r, { onFinished: recorder.record });
  let live = false;
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
  });
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay(branchPlay(r, paceMs, log.path, write, (p) => branching(p, r.branch), () => live));
  } finally {
    closeScreenLog({ log, recorder });
  }
}
