// Werewolf drills, one per role: positions a player of that role has to get right.
import type { GameEvent } from '../../engine/events.js';
import type { Moment } from './moment.js';
import { checkedAs, claimedRole, livingIn, ownResults, type Situation } from './situation.js';

const day = (m: Moment) => m.phase === 'day';

/** The sheriff as the seat knows it: the last election or badge passed. */
function sheriff(seen: readonly GameEvent[]): number | null {
  let s: number | null = null;
  for (const e of seen) {
    if (e.type === 'sheriff_elected') s = e.seat;
    if (e.type === 'badge_passed') s = e.to;
  }
  return s;
}

const potionsLeft = (m: Moment) => !m.seen.some((e) => e.type === 'witch_acted' && e.seat === m.me && e.action !== 'pass');

export const WEREWOLF_SITUATIONS: Situation[] = [
  {
    id: 'seer-counterclaim',
    role: 'seer',
    text: 'the seer with a werewolf check, facing a counter-claim (day 1 or 2)',
    lastDay: 2,
    // Alive on day 2 it rarely is (werewolf-9: never in 30 seeds; the pack takes a claimed seer): day 1 counts too.
    starts: (m) => day(m) && m.day <= 2 && ownResults(m, 'seer_checked').some((r) => r.result === 'werewolf') && claimedRole(m.seen, 'seer').some((s) => s !== m.me && livingIn(m.seen, s)),
  },
  {
    id: 'witch-sheriff-attacked',
    role: 'witch',
    text: 'the witch with both potions, on a night the werewolves attack the sheriff or a seat that claimed a role',
    // The bots' witch spends a potion on night 1; the seat keeps both until the drill. A pack that keeps
    // off the badge (werewolf-6: in none of 100 seeds) still goes for a claimed seer or witch.
    hold: { witch: 'pass' },
    starts: (m) => {
      if (m.kind !== 'witch' || !potionsLeft(m)) return false;
      const told = m.seen.filter((e) => e.type === 'witch_told' && e.day === m.day).at(-1);
      if (told?.type !== 'witch_told' || told.target === null) return false;
      return told.target === sheriff(m.seen) || m.seen.some((e) => e.type === 'speech' && e.seat === told.target && e.claims.some((c) => c.kind === 'role'));
    },
  },
  { id: 'guard-night-3', role: 'guard', text: 'the guard on night 3', lastDay: 3, starts: (m) => m.kind === 'guard' && m.day === 3 },
  {
    id: 'wolf-partner-checked',
    role: 'werewolf',
    text: 'a werewolf whose partner was just named a werewolf by a seer',
    starts: (m) => day(m) && checkedAs(m.seen, 'werewolf', m.day).some((c) => m.teammates.includes(c.target) && livingIn(m.seen, c.target)),
  },
  {
    id: 'hunter-banished',
    role: 'hunter',
    text: 'the hunter on the day the table is about to banish him',
    starts: (m) => day(m) && m.log.some((e) => e.type === 'banish_tally' && e.day === m.day && e.banished === m.me),
  },
  {
    id: 'villager-two-seers',
    role: 'villager',
    text: 'a villager between two players who both claim the seer',
    starts: (m) => day(m) && claimedRole(m.seen, 'seer').filter((s) => livingIn(m.seen, s)).length >= 2,
  },
];
