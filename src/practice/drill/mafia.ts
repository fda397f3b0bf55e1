// Mafia drills, one per role: positions a player of that role has to get right.
import type { Moment } from './moment.js';
import { checkedAs, claimedRole, livingIn, ownResults, type Situation } from './situation.js';

const day = (m: Moment) => m.phase === 'day';

export const MAFIA_SITUATIONS: Situation[] = [
  {
    id: 'detective-hit',
    role: 'detective',
    text: 'the detective the day after an investigation found mafia',
    starts: (m) => day(m) && ownResults(m, 'investigated').some((r) => r.result === 'mafia' && !m.seen.some((e) => e.type === 'died' && e.seats.includes(r.target))),
  },
  {
    id: 'doctor-after-claim',
    role: 'doctor',
    text: 'the doctor on the night after someone claimed the detective',
    starts: (m) => m.kind === 'protect' && claimedRole(m.seen, 'detective').some((s) => livingIn(m.seen, s)),
  },
  {
    id: 'mafia-partner-accused',
    role: 'mafia',
    text: 'a mafioso whose partner was just named mafia by a claimed investigation',
    starts: (m) => day(m) && checkedAs(m.seen, 'mafia', m.day).some((c) => m.teammates.includes(c.target) && livingIn(m.seen, c.target)),
  },
  {
    id: 'villager-detective-claim',
    role: 'villager',
    text: 'a villager on the day someone claims the detective',
    starts: (m) => day(m) && claimedRole(m.seen, 'detective', m.day).some((s) => livingIn(m.seen, s)),
  },
];
