// The investigator's own checks as the acts of a speech that reports them, in either game: each with the night it was made,
// whether it was reported before, the card a death has since shown, or the night that killed the seat checked.
import { nightBefore, reportedBefore, type Knowledge } from '../knowledge.js';
import type { Act } from '../speech/plan.js';

export function checkReports(k: Knowledge): Act[] {
  return [...k.myResults].map(([s, x]): Act => {
    const shown = k.revealed.get(s);
    const killed = shown ? undefined : k.deaths.find((d) => d.seat === s && d.cause === 'night');
    return {
      act: 'report_check',
      target: s,
      bad: x.bad,
      night: nightBefore(k, x.ev.n),
      ...(reportedBefore(k, s) ? { again: true as const } : {}),
      ...(shown ? { shown: { role: shown.role, day: shown.ev.day } } : {}),
      ...(killed ? { killed: nightBefore(k, killed.n) } : {}),
    };
  });
}
