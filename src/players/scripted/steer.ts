// A steer for comparing speeches (practice): the same bot made to claim its own role or keep it hidden,
// so the review and the drills can play both on. Hidden, a plan says no role, check or night action of
// its own, and cites none of its private results.
import type { Act, Evidence, SpeechPlan } from './speech/plan.js';

export interface Steer {
  /** true: claim one's own role (with its results); false: keep it hidden. */
  reveal?: boolean;
}

const CLAIMS = new Set<Act['act']>(['claim_role', 'report_check', 'reveal_action', 'counter_claim']);

const open = (e: Evidence): boolean => (e.kind === 'contradiction' ? open(e.a) && open(e.b) : e.kind !== 'my_result');

/** The plan with every claim of the speaker's own role and results left out. */
export function hidden(plan: SpeechPlan): SpeechPlan {
  const acts = plan.acts.filter((a) => !CLAIMS.has(a.act)).map((a) => ('because' in a && Array.isArray(a.because) ? { ...a, because: a.because.filter(open) } : a)) as Act[];
  return { ...plan, acts };
}
