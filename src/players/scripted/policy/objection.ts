// An objection to a partner's pick says why: what the partner's target would cost the team (a claimed
// hunter shoots back, a seat the village already doubts dies cleared, the doctor covers it tonight, the witch's unspent
// antidote waits for it),
// and why this member's own pick is the better kill.
import type { BotInput } from '../bot.js';
import type { TeamAct } from '../speech/plan.js';
import { antidoteTonight, coveredTonight, type KillChoice } from './evil.js';

export function objection(b: BotInput, lead: number, mine: KillChoice): TeamAct {
  const { k, r } = b;
  const claim = k.roleClaims.get(lead);
  let against: Extract<TeamAct, { act: 'object_kill' }>['against'];
  if (claim?.role === 'hunter') against = { why: 'hunter', because: [claim.ev] };
  else if (coveredTonight(b) === lead) against = { why: 'covered', because: claim ? [claim.ev] : [] };
  else if (antidoteTonight(b) === lead) against = { why: 'antidote', because: claim ? [claim.ev] : [] };
  else if (r.s(lead) >= 0.45) against = { why: 'doubted', because: r.reasons(lead, 1, 1) };
  return { act: 'object_kill', target: lead, instead: mine.target, because: mine.because, why: mine.why, ...(against ? { against } : {}) };
}
