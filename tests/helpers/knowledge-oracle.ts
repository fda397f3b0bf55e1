// Who may know what, from RULES.md alone: an oracle that never reads an event's visibility and shares no
// code with the engine's filter. Each event type is classed by the rules: public table talk and results,
// a team's own night talk, one role's own action or result, or nobody's (the seed, the night's
// resolution). A ruleset that marks a secret public is caught here, where the engine's own check agrees with it.

type Ev = { n: number; type: string; seat?: number; target?: number | null; step?: string; team?: string; role?: string } & Record<string, unknown>;

/** What the whole table sees: speeches, votes, deaths, the announcements, the end. */
const PUBLIC = new Set([
  'game_started', 'speech', 'vote', 'died', 'role_revealed', 'game_over',
  'dawn', 'sheriff_run', 'sheriff_withdrew', 'sheriff_elected', 'badge_passed', 'direction_chosen', 'speaking_order', 'banish_tally',
  'morning', 'mafia_speaking_order', 'vote_result',
]);
/** Known to the seat that acts or is told, alone: its role card, its potions, checks, protections, and its own thinking. */
const OWN = new Set(['role_assigned', 'witch_told', 'witch_acted', 'guard_acted', 'seer_checked', 'investigated', 'protected', 'think', 'memory', 'refused', 'defaulted']);
/** Known to nobody at the table: the seed, the moderator's resolution of the night, raw answers kept for resume. */
const NOBODY = new Set(['game_created', 'night_resolved', 'mafia_night_resolved', 'answered', 'off_record']);
/** A team's private night talk and choice, by the role whose holders form the team. */
const TEAM_TALK: Record<string, string> = { wolf_proposal: 'werewolf', pack_target: 'werewolf', mafia_chat: 'mafia', mafia_kill: 'mafia' };
const TEAM_ROLE: Record<string, string> = { werewolves: 'werewolf', mafia: 'mafia' };
/** Steps whose happening tells that a role still acts: only that role's holders see them begin. */
const SECRET_STEP: Record<string, string> = { werewolves: 'werewolf', guard: 'guard', seer: 'seer', witch: 'witch', hunter_shot: 'hunter', mafia_talk: 'mafia' };

export interface Truth {
  roleOf: Map<number, string>;
  /** role → the seats holding it */
  holders: Map<string, Set<number>>;
}

export function truthOf(events: readonly Ev[]): Truth {
  const roleOf = new Map<number, string>();
  for (const e of events) if (e.type === 'role_assigned') roleOf.set(e.seat!, e.role!);
  const byRole = new Map<string, Set<number>>();
  for (const [seat, role] of roleOf) byRole.set(role, (byRole.get(role) ?? new Set()).add(seat));
  return { roleOf, holders: byRole };
}

const holders = (t: Truth, role: string): Set<number> => t.holders.get(role) ?? new Set();

/** The seats that may know this event, or 'all'. An event type the oracle has not classed is an error. */
export function mayKnow(e: Ev, t: Truth): 'all' | Set<number> {
  if (e.type === 'phase_started') return SECRET_STEP[e.step!] ? holders(t, SECRET_STEP[e.step!]!) : 'all';
  if (e.type === 'hunter_shot') return e.target === null ? new Set([e.seat!]) : 'all'; // holding fire tells the table a hunter died
  if (e.type === 'team_revealed') return holders(t, TEAM_ROLE[e.team!] ?? '?');
  if (PUBLIC.has(e.type)) return 'all';
  if (OWN.has(e.type)) return new Set([e.seat!]);
  if (NOBODY.has(e.type)) return new Set();
  if (TEAM_TALK[e.type]) return holders(t, TEAM_TALK[e.type]!);
  throw new Error(`the knowledge oracle does not know event "${e.type}": class it from the rules`);
}

export const knows = (e: Ev, seat: number, t: Truth): boolean => {
  const who = mayKnow(e, t);
  return who === 'all' || who.has(seat);
};

export interface SeenBySeat {
  prompts: readonly string[];
  /** `final`: taken after the end, when every role is known. */
  views: readonly { seat: number; teammates: readonly number[]; seats: readonly { seat: number; alive: boolean; role?: string }[]; events: readonly Ev[]; final?: boolean }[];
}

/**
 * What each seat was shown against what the rules let it know: every event in its views, the roles and
 * teammates its views name, and every rendered line of an event it may not know in its prompts.
 */
export function oracleLeaks(events: readonly Ev[], seen: ReadonlyMap<number, SeenBySeat>, lineOf: (e: Ev) => (string | { group: string; item: string } | null)[]): string[] {
  const t = truthOf(events);
  const errors: string[] = [];
  // Another seat's role is known when it is shown on death (Mafia's revealOnDeath) or at the end; no view is asked for after the end.
  const shownOnDeath = new Set(events.filter((e) => e.type === 'role_revealed').map((e) => e.seat));
  const who = new Map(events.map((e) => [e, mayKnow(e, t)] as const));
  const known = (e: Ev, seat: number) => {
    const w = who.get(e) ?? mayKnow(e, t);
    return w === 'all' || w.has(seat);
  };
  for (const [seat, s] of seen) {
    const role = t.roleOf.get(seat)!;
    const team = Object.values(TEAM_ROLE).includes(role) ? holders(t, role) : new Set<number>();
    const logs = new Set<readonly Ev[]>();
    for (const v of s.views) {
      // A seat's views share one growing log: check each log once.
      if (!logs.has(v.events)) {
        logs.add(v.events);
        for (const e of v.events) if (!known(e, seat)) errors.push(`seat ${seat} (${role}) view holds #${e.n} ${e.type}`);
      }
      for (const x of v.seats) {
        if (x.role !== undefined && x.seat !== seat && !v.final && !(!x.alive && shownOnDeath.has(x.seat))) errors.push(`seat ${seat} (${role}) view shows the role of seat ${x.seat}`);
      }
      for (const m of v.teammates) if (!team.has(m) || m === seat) errors.push(`seat ${seat} (${role}) view names seat ${m} a teammate`);
    }
    const knownLines = new Set<string>();
    const secret: { e: Ev; line: string }[] = [];
    for (const e of events) {
      for (const l of lineOf(e)) {
        if (l === null) continue;
        // An item of a list line ("Ran for sheriff: …") as it reads alone.
        const line = typeof l === 'string' ? l : `${l.group}: ${l.item}.`;
        if (known(e, seat)) knownLines.add(line);
        else secret.push({ e, line });
      }
    }
    const shown = new Set([...new Set(s.prompts)].flatMap((p) => p.split('\n')).map((l) => l.replace(/^Day \d+: /, '')));
    for (const { e, line } of secret) if (!knownLines.has(line) && shown.has(line)) errors.push(`seat ${seat} (${role}) prompt holds #${e.n} ${e.type}: ${line}`);
  }
  return errors;
}
