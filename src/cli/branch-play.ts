// The screen's options for a line branched from a log (a rewind, a drill): the table as the plan has
// it, caught up from its log without pacing, the seats' earlier answers given back, the person's seat
// wrapped by the caller.
import type { Participant } from '../engine/participant.js';
import type { GameEvent } from '../engine/events.js';
import type { RewindPlan } from '../practice/rewind.js';
import { replaying } from '../storage/log-replay.js';
import { levelsOf } from '../table/setup.js';
import type { PlayOptions } from '../tui/index.js';

export function branchPlay(r: RewindPlan, paceMs: number, logPath: string, onEvent: (e: GameEvent) => void, mine: (p: Participant) => Participant, live: () => boolean): PlayOptions {
  const { plan } = r;
  const me = plan.human.seat;
  const levels = levelsOf(plan.table);
  return {
    preset: plan.preset.id,
    seed: plan.seed,
    paceMs,
    options: plan.options,
    logPath,
    onEvent,
    seat: me,
    name: plan.human.name,
    ...(plan.human.role ? { role: plan.human.role } : {}),
    ...(levels ? { levels } : {}),
    wrap: (p: Participant, seat: number) => replaying(seat === me ? mine(p) : p, plan.answers.get(seat) ?? []),
    unpaced: () => !live(),
  };
}
