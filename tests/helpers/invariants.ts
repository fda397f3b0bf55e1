// An independent referee for finished werewolf games: replays the log and checks every action
// against the rules as RULES.md states them, not as the handlers implement them.
import type { GameEvent } from '../../src/engine/events.js';
import type { GameState } from '../../src/engine/state.js';

type E = GameEvent & Record<string, any>;

/** Steps whose very happening tells who is alive: marked only for the seats that act. */
const SECRET_STEPS = ['werewolves', 'guard', 'seer', 'witch', 'hunter_shot'];

export function checkWerewolfLog(events: readonly GameEvent[], final: GameState<unknown>): string[] {
  const errors: string[] = [];
  const err = (e: E, msg: string) => errors.push(`#${e.n} ${e.type}: ${msg}`);
  const role = new Map<number, string>();
  const alive = new Set<number>();
  let sheriff: number | null = null;
  let candidates = new Set<number>();
  let tied: number[] = [];
  let packTarget: number | null = null;
  let antidote = false;
  let poison = false;
  let lastGuard: number | null | undefined;
  let guardTonight: number | null | undefined;
  const poisoned = new Set<number>();
  let over = false;
  for (const raw of events) {
    const e = raw as E;
    if (over) err(e, 'event after game over');
    const living = (s: number | null) => s === null || alive.has(s);
    switch (e.type) {
      case 'game_started':
        for (const s of e.seats) alive.add(s.seat);
        break;
      case 'role_assigned':
        role.set(e.seat, e.role);
        break;
      case 'phase_started':
        if (SECRET_STEPS.includes(e.step) && e.vis === 'public') err(e, `the ${e.step} step is marked for everyone`);
        if (e.step === 'night') {
          lastGuard = guardTonight;
          guardTonight = undefined;
          packTarget = null;
        }
        break;
      case 'speech':
        if (e.context === 'last_words') {
          if (alive.has(e.seat)) err(e, 'last words from a living seat');
        } else if (!alive.has(e.seat)) err(e, 'a dead seat spoke');
        if (e.context === 'campaign' && !candidates.has(e.seat)) err(e, 'campaign by a non-candidate');
        if (e.context === 'pk' && !tied.includes(e.seat)) err(e, 'PK speech by a seat not tied');
        if (e.context !== 'last_words' && e.text.length < 10) err(e, 'speech under 10 characters');
        break;
      case 'wolf_proposal':
        if (!alive.has(e.seat) || role.get(e.seat) !== 'werewolf') err(e, 'proposal by a dead or non-wolf seat');
        if (!living(e.target)) err(e, 'dead target');
        break;
      case 'pack_target':
        packTarget = e.target;
        break;
      case 'witch_acted':
        if (!alive.has(e.seat) || role.get(e.seat) !== 'witch') err(e, 'not a living witch');
        if (e.action === 'antidote') {
          if (antidote) err(e, 'antidote twice');
          if (e.target !== packTarget) err(e, 'antidote not on the pack target');
          if (e.target === e.seat) err(e, 'self-save with the default option');
          antidote = true;
        }
        if (e.action === 'poison') {
          if (poison) err(e, 'poison twice');
          if (!alive.has(e.target) || e.target === e.seat) err(e, 'illegal poison target');
          poison = true;
        }
        break;
      case 'guard_acted':
        if (!alive.has(e.seat) || role.get(e.seat) !== 'guard') err(e, 'not a living guard');
        if (!living(e.target)) err(e, 'dead target');
        if (e.target !== null && e.target === lastGuard) err(e, 'same player two nights running');
        guardTonight = e.target;
        break;
      case 'seer_checked':
        if (!alive.has(e.seat) || role.get(e.seat) !== 'seer') err(e, 'not a living seer');
        if (e.target === e.seat || !alive.has(e.target)) err(e, 'illegal check');
        if ((role.get(e.target) === 'werewolf') !== (e.result === 'werewolf')) err(e, 'wrong result');
        break;
      case 'night_resolved':
        for (const d of e.deaths) if (d.cause === 'poison') poisoned.add(d.seat);
        break;
      case 'sheriff_run':
        if (!alive.has(e.seat)) err(e, 'dead seat runs');
        if (e.run) candidates.add(e.seat);
        break;
      case 'sheriff_withdrew':
        if (!candidates.has(e.seat)) err(e, 'non-candidate withdraws');
        if (e.withdraw) candidates.delete(e.seat);
        break;
      case 'sheriff_elected':
        if (e.seat !== null && !candidates.has(e.seat)) err(e, 'elected a non-candidate');
        if (candidates.size === 1 && e.seat === null) err(e, 'a lone candidate must win');
        sheriff = e.seat;
        candidates = new Set();
        break;
      case 'vote':
        if (!alive.has(e.seat)) err(e, 'a dead seat voted');
        if (!living(e.target)) err(e, 'vote for a dead seat');
        if (e.ballot === 'sheriff') {
          if (candidates.has(e.seat)) err(e, 'a candidate voted in the election');
          if (!candidates.has(e.target)) err(e, 'vote for a non-candidate');
        } else {
          if (e.weight !== (e.seat === sheriff ? 1.5 : 1)) err(e, `weight ${e.weight}`);
          if (e.ballot === 'pk' && (tied.includes(e.seat) || (e.target !== null && !tied.includes(e.target)))) err(e, 'illegal PK vote');
        }
        break;
      case 'banish_tally':
        tied = e.round === 'vote' ? e.tied : [];
        break;
      case 'hunter_shot':
        if (role.get(e.seat) !== 'hunter' || alive.has(e.seat)) err(e, 'not a dead hunter');
        if (poisoned.has(e.seat)) err(e, 'a poisoned hunter shot');
        if (!living(e.target)) err(e, 'shot a dead seat');
        break;
      case 'badge_passed':
        if (e.from !== sheriff || alive.has(e.from)) err(e, 'badge from a living or non-sheriff seat');
        if (!living(e.to)) err(e, 'badge to a dead seat');
        sheriff = e.to;
        break;
      case 'died':
        for (const s of e.seats) {
          if (!alive.has(s)) err(e, `seat ${s} died twice`);
          alive.delete(s);
        }
        break;
      case 'game_over': {
        over = true;
        const livingRoles = [...alive].map((s) => role.get(s)!);
        const wolves = livingRoles.includes('werewolf');
        const gods = [...role.values()].some((r) => r !== 'werewolf' && r !== 'villager');
        const godsDead = gods && !livingRoles.some((r) => r !== 'werewolf' && r !== 'villager');
        const villagersDead = !livingRoles.includes('villager');
        const expected = !wolves ? 'village' : godsDead || villagersDead ? 'werewolves' : null;
        if (e.winner !== expected) err(e, `winner ${e.winner}, the final state says ${expected}`);
        if (final.core.winner !== e.winner) err(e, 'state winner differs');
        break;
      }
    }
  }
  if (!over) errors.push('the game did not end');
  for (const s of final.core.seats) if (s.alive !== alive.has(s.seat)) errors.push(`seat ${s.seat} alive mismatch`);
  return errors;
}
