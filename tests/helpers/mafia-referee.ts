// An independent referee for finished Mafia games: replays the log and checks every action against
// RULES.md §2 as written (not by calling the handlers), plus a leak check of each seat's view and prompts.
import type { GameEvent } from '../../src/engine/events.js';
import { Game } from '../../src/engine/game.js';
import type { DecideExtra, DecisionRequest, Participant } from '../../src/engine/participant.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { mix, Rng } from '../../src/engine/rng.js';
import { canSee } from '../../src/engine/view.js';
import { RandomPlayer } from '../../src/players/random.js';
import { mafia } from '../../src/rules/mafia/index.js';
import type { MafiaRules } from '../../src/rules/mafia/state.js';
import { oracleLeaks } from './knowledge-oracle.js';
import { NAMES, presetOf, type E } from './mafia-table.js';

const sameVis = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function refereeMafia(events: readonly GameEvent[]): string[] {
  const errors: string[] = [];
  const err = (e: E, msg: string) => errors.push(`#${e.n} ${e.type}: ${msg}`);
  const role = new Map<number, string>();
  const alive = new Set<number>();
  let options: Record<string, unknown> = {};
  let seatCount = 0;
  let night = -1;
  let day = 0;
  let picks: { seat: number; round: number; target: number | null }[] = [];
  let kill: number | null | undefined;
  let protectedTonight: number | null = null;
  let lastProtected: number | null = null;
  let pendingDeath: number | null | undefined;
  let nominees = new Set<number>();
  let votes: { seat: number; target: number | null }[] = [];
  let eliminated: number | null = null;
  let order: number[] = [];
  let spoken: number[] = [];
  let prevFirst: number | null = null;
  let over = false;
  // Nights (night zero, with no kill, left out) and days begun since the last death: three of each is a stalled table, a draw.
  let quiet = { night: 0, day: 0 };
  const stalled = () => quiet.night >= 3 && quiet.day >= 3;
  const livingMafia = () => [...alive].filter((s) => role.get(s) === 'mafia').sort((a, b) => a - b);

  for (const raw of events) {
    const e = raw as E;
    if (over) err(e, 'event after game over');
    const mine = { seats: [e.seat] };
    switch (e.type) {
      case 'game_started':
        options = e.options;
        seatCount = e.seats.length;
        for (const s of e.seats) alive.add(s.seat);
        break;
      case 'role_assigned':
        role.set(e.seat, e.role);
        break;
      case 'phase_started':
        if ((e.step === 'night' || e.step === 'day') && e.round > 0) {
          if (stalled()) err(e, 'the game went on after three nights and three days with no death');
          quiet[e.step as 'night' | 'day']++;
        }
        if (e.step === 'night') {
          night = e.round;
          lastProtected = protectedTonight;
          protectedTonight = null;
          picks = [];
          kill = undefined;
        } else if (e.step === 'day') {
          if (night === 0 && e.round !== 1) err(e, 'night zero must be followed by day 1');
          day = e.round;
          nominees = new Set();
          votes = [];
          eliminated = null;
          order = [];
          spoken = [];
        }
        break;
      case 'mafia_chat': {
        if (!sameVis(e.vis, { team: 'mafia' })) err(e, 'mafia talk must be for the mafia team only');
        if (!alive.has(e.seat) || role.get(e.seat) !== 'mafia') err(e, `seat ${e.seat} is not a living mafioso`);
        if (e.target !== null && (!alive.has(e.target) || role.get(e.target) === 'mafia')) err(e, `illegal pick ${e.target}`);
        const inRound = picks.filter((p) => p.round === e.round).map((p) => p.seat);
        const expected = livingMafia()[inRound.length];
        if (e.seat !== expected) err(e, `round ${e.round}: seat ${e.seat} talks out of seat order (expected ${expected})`);
        // The last mafioso alive has nobody to talk to: one pick, counted as the deciding round, on a kill night only.
        if (livingMafia().length === 1 && (night === 0 || e.round !== 2)) err(e, 'a lone mafioso picks once, in the deciding round, on a kill night');
        if (livingMafia().length > 1 && e.round > 1 && picks.filter((p) => p.round === e.round - 1).length !== livingMafia().length) err(e, 'a round started early');
        picks.push({ seat: e.seat, round: e.round, target: e.target });
        break;
      }
      case 'mafia_kill': {
        if (night === 0) err(e, 'no kill on night zero');
        const final = picks.filter((p) => p.round === 2);
        if (final.length !== livingMafia().length) err(e, 'the kill came before every mafioso made a final pick');
        const counts = new Map<number | null, number>();
        for (const p of final) counts.set(p.target, (counts.get(p.target) ?? 0) + 1);
        const top = Math.max(...counts.values());
        const expected = final.find((p) => counts.get(p.target) === top)?.target ?? null;
        if (e.target !== expected) err(e, `kill ${e.target}, expected ${expected}`);
        kill = e.target;
        break;
      }
      case 'investigated':
        if (!sameVis(e.vis, mine)) err(e, 'an investigation is for the detective only');
        if (night <= 0 && options.nightZero) err(e, 'no investigation on night zero');
        if (!alive.has(e.seat) || role.get(e.seat) !== 'detective') err(e, `seat ${e.seat} is not a living detective`);
        if (e.target === e.seat || !alive.has(e.target)) err(e, `illegal investigation of ${e.target}`);
        if (e.result !== (role.get(e.target) === 'mafia' ? 'mafia' : 'not_mafia')) err(e, 'wrong result');
        break;
      case 'protected':
        if (!sameVis(e.vis, mine)) err(e, 'a protection is for the doctor only');
        if (!alive.has(e.seat) || role.get(e.seat) !== 'doctor') err(e, `seat ${e.seat} is not a living doctor`);
        if (!alive.has(e.target)) err(e, `protected dead seat ${e.target}`);
        if (e.target === lastProtected) err(e, `protected ${e.target} two nights in a row`);
        protectedTonight = e.target;
        break;
      case 'mafia_night_resolved': {
        if (!sameVis(e.vis, { seats: [] })) err(e, 'the resolution is for nobody');
        const target = kill ?? null;
        const death = target !== null && target !== protectedTonight ? target : null;
        if (e.target !== target || e.protected !== protectedTonight || e.death !== death) err(e, `expected target ${target}, death ${death}`);
        pendingDeath = death;
        break;
      }
      case 'morning':
        if (e.vis !== 'public') err(e, 'the morning report is public');
        if (pendingDeath === undefined) err(e, 'a morning report with no night before it');
        if (e.dead !== (pendingDeath ?? null)) err(e, `reported ${e.dead}, expected ${pendingDeath}`);
        pendingDeath = undefined;
        break;
      case 'died':
        quiet = { night: 0, day: 0 };
        for (const s of e.seats) {
          if (!alive.has(s)) err(e, `seat ${s} died twice`);
          alive.delete(s);
        }
        if (e.reason === 'eliminated' && e.seats[0] !== eliminated) err(e, 'eliminated the wrong seat');
        break;
      case 'role_revealed':
        if (!options.revealOnDeath) err(e, 'role shown although revealOnDeath is off');
        if (alive.has(e.seat)) err(e, 'role of a living seat shown');
        if (role.get(e.seat) !== e.role) err(e, 'wrong role shown');
        break;
      case 'mafia_speaking_order': {
        const living = [...alive].sort((a, b) => a - b);
        if (e.order.length !== living.length || [...e.order].sort((a: number, b: number) => a - b).join() !== living.join()) {
          err(e, 'the order is not every living seat once');
        }
        for (let i = 1; i < e.order.length; i++) {
          const gap = (e.order[i] - e.order[i - 1] + seatCount) % seatCount;
          const skipped = Array.from({ length: gap - 1 }, (_, k) => ((e.order[i - 1] + k) % seatCount) + 1);
          if (skipped.some((s) => alive.has(s))) err(e, 'the order is not seat order');
        }
        if (prevFirst !== null) {
          for (let k = 1; k <= seatCount; k++) {
            const s = ((prevFirst - 1 + k) % seatCount) + 1;
            if (alive.has(s)) {
              if (e.order[0] !== s) err(e, `day ${day} starts with ${e.order[0]}, expected ${s} (after ${prevFirst})`);
              break;
            }
          }
        }
        prevFirst = e.order[0];
        order = e.order;
        break;
      }
      case 'speech':
        if (e.context === 'last_words') {
          if (alive.has(e.seat) || e.seat !== eliminated) err(e, 'last words from a seat not just eliminated');
          break;
        }
        if (!alive.has(e.seat)) err(e, `dead seat ${e.seat} speaks`);
        if (e.context === 'discussion') {
          if (e.text.length < 10) err(e, 'a speech under 10 characters');
          if (options.nominations) {
            if (e.nomination == null || e.nomination === e.seat || !alive.has(e.nomination)) err(e, `illegal nomination ${e.nomination}`);
            else nominees.add(e.nomination);
          } else if (e.nomination !== undefined) err(e, 'a nomination without nominations');
          spoken.push(e.seat);
          if (order[spoken.length - 1] !== e.seat) err(e, `seat ${e.seat} speaks out of order`);
        } else if (e.context === 'defense') {
          if (!nominees.has(e.seat)) err(e, 'a defence from a seat not nominated');
        } else err(e, `unknown speech context ${e.context}`);
        break;
      case 'vote':
        if (!alive.has(e.seat)) err(e, `dead seat ${e.seat} votes`);
        if (e.target !== null) {
          if (options.nominations ? !nominees.has(e.target) : e.target === e.seat || !alive.has(e.target)) err(e, `illegal vote for ${e.target}`);
        }
        // RULES.md §2, Vote: a remark of at most 160 characters, never an empty one.
        if (e.remark !== undefined && (typeof e.remark !== 'string' || !e.remark.trim() || e.remark.length > 160)) err(e, `a ballot's remark breaks the rule: ${JSON.stringify(e.remark)}`);
        votes.push({ seat: e.seat, target: e.target });
        break;
      case 'vote_result': {
        if (votes.length !== alive.size) err(e, `${votes.length} votes from ${alive.size} living seats`);
        const counts = new Map<number, number>();
        let skip = 0;
        for (const v of votes) {
          if (v.target === null) skip++;
          else counts.set(v.target, (counts.get(v.target) ?? 0) + 1);
        }
        const top = Math.max(0, ...counts.values());
        const leaders = [...counts.entries()].filter(([, c]) => c === top);
        const expected = leaders.length === 1 && top > skip ? leaders[0]![0] : null;
        if (e.eliminated !== expected || e.skip !== skip) err(e, `eliminated ${e.eliminated}, expected ${expected}`);
        eliminated = e.eliminated;
        break;
      }
      case 'think':
      case 'memory':
      case 'refused':
      case 'defaulted':
        if (!sameVis(e.vis, mine)) err(e, 'private to the seat');
        break;
      case 'game_over': {
        over = true;
        const m = [...alive].filter((s) => role.get(s) === 'mafia').length;
        const t = alive.size - m;
        const expected = m === 0 ? 'town' : m >= t ? 'mafia' : stalled() ? 'draw' : null;
        if (e.winner !== expected) err(e, `winner ${e.winner}, expected ${expected}`);
        break;
      }
    }
  }
  if (!over) errors.push('the game did not end');
  return errors;
}

/** A random seat that now and then answers wrongly first, and thinks in secrets no other seat may ever read. */
export class ChaosPlayer implements Participant {
  readonly kind = 'ai' as const;
  private readonly inner: RandomPlayer;
  constructor(
    private readonly seed: number,
    private readonly seats: number,
    private readonly wrongRate = 0.2,
  ) {
    this.inner = new RandomPlayer(seed);
  }

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    const req = extra.request;
    const rng = new Rng(mix(this.seed, req.seat, req.view.events.length, extra.attempt));
    if (rng.chance(this.wrongRate)) return rng.pick(this.wrong(req, rng));
    const raw = await this.inner.decide(system, user, extra);
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      json = { target: raw };
    }
    return JSON.stringify({ reasoning: `THINK#${req.seat}# about ${req.kind}`, current_goal: `GOAL#${req.seat}#`, ...json });
  }

  private wrong(req: DecisionRequest, rng: Rng): string[] {
    return [
      'banana',
      '',
      String(rng.int(this.seats + 2) + 1),
      String(req.seat),
      JSON.stringify({ speech: 'too short', nomination: req.seat }),
      JSON.stringify({ message: 'no pick here' }),
      JSON.stringify({ speech: 'I nominate myself, for once.', nomination: req.seat }),
    ];
  }
}

export interface PlayedGame {
  game: Game<MafiaRules>;
  events: GameEvent[];
  prompts: Map<number, string[]>;
}

export async function playMafia(presetId: 'mafia' | 'mafia-classic', seed: number, chaos: boolean): Promise<PlayedGame> {
  const preset = presetOf(presetId);
  const seats = NAMES.slice(0, preset.seats).map((name, i) => ({ seat: i + 1, name, persona: name.toLowerCase() }));
  const prompts = new Map<number, string[]>(seats.map((s) => [s.seat, []]));
  const game = new Game<MafiaRules>({
    ruleset: mafia,
    preset,
    seed,
    seats,
    maxRounds: 60,
    participants: seats.map((s) => (chaos ? new ChaosPlayer(seed * 31 + s.seat, preset.seats) : new RandomPlayer(seed * 31 + s.seat))),
    onPrompt: (seat, system, user) => prompts.get(seat)!.push(system, user),
  });
  const { events } = await game.play();
  return { game, events, prompts };
}

/**
 * Every event in a seat's view is visible to it; no line of an event it may not see reaches its prompts; no
 * other seat's THINK does. Then the same from the rules' side: the knowledge oracle, which ignores visibility.
 */
export function leaks({ game, events, prompts }: PlayedGame): string[] {
  const errors: string[] = [];
  const core = game.state.core;
  const render = makeRenderer(mafia as unknown as Ruleset<unknown>, (seat) => core.seats[seat - 1]?.name ?? `#${seat}`);
  for (const { seat } of core.seats) {
    const view = game.view(seat);
    const expected = events.filter((e) => canSee(core, seat, e.vis)).map((e) => e.n);
    if (view.events.map((e) => e.n).join() !== expected.join()) errors.push(`seat ${seat}: view is not the visible log`);
    for (const e of view.events) if (!canSee(core, seat, e.vis)) errors.push(`seat ${seat} sees #${e.n} ${e.type}`);
    const known = new Set<string>();
    for (const e of view.events) {
      const l = render.line(e);
      if (l) known.add(l);
      const b = render.brief(e);
      if (b) known.add(b);
    }
    // Each prompt repeats the history; the set of distinct lines is what the seat was ever shown.
    const text = [...new Set(prompts.get(seat)!.flatMap((p) => p.split('\n')))].join('\n');
    for (const e of events) {
      if (canSee(core, seat, e.vis)) continue;
      for (const l of [render.line(e), render.brief(e)]) {
        if (l && !known.has(l) && text.includes(l)) errors.push(`seat ${seat} was shown #${e.n} ${e.type}: ${l}`);
      }
    }
    for (const other of core.seats) {
      if (other.seat === seat) continue;
      if (text.includes(`THINK#${other.seat}#`) || text.includes(`GOAL#${other.seat}#`)) errors.push(`seat ${seat} was shown seat ${other.seat}'s thinking`);
    }
  }
  const seen = new Map(core.seats.map(({ seat }) => [seat, { prompts: prompts.get(seat)!, views: [{ ...game.view(seat), final: true }] }]));
  errors.push(...oracleLeaks(events, seen, (e) => [render.line(e as GameEvent), render.brief(e as GameEvent)]));
  return errors;
}
