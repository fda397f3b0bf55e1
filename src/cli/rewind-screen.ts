// A rewound line on the screen: the parent's table caught up from its log without pacing, the person's
// earlier answers given back, then the decision asked again and the game played on as usual.
import type { Participant } from '../engine/participant.js';
import { replaying } from '../storage/log-replay.js';
import { branching, branchWriter, type RewindPlan } from '../practice/rewind.js';
import { branchLog } from '../practice/rewind-run.js';
import { levelsOf } from '../table/setup.js';
import { closeScreenLog } from './screen.js';
import { recorder as newRecorder } from './record.js';

export async function runRewindScreen(r: RewindPlan, paceMs: number): Promise<void> {
  const recorder = newRecorder();
  const log = branchLog(r, { onFinished: recorder.record });
  let live = false;
  const write = branchWriter(r, (e) => {
    live = true;
    log.write(e);
  });
  const { plan } = r;
  const me = plan.human.seat;
  const { runPlay } = await import('../tui/index.js');
  try {
    await runPlay({
      preset: plan.preset.id,
      seed: plan.seed,
      paceMs,
      options: plan.options,
      logPath: log.path,
      onEvent: write,
      seat: me,
      name: plan.human.name,
      ...(plan.human.role ? { role: plan.human.role } : {}),
      ...(levelsOf(plan.table) ? { levels: levelsOf(plan.table)! } : {}),
      wrap: (p: Participant, seat: number) => replaying(seat === me ? branching(p, r.branch) : p, plan.answers.get(seat) ?? []),
      unpaced: () => !live,
    });
  } finally {
    closeScreenLog({ log, recorder });
  }
}
