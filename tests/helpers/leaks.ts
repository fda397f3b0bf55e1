// Leak and view checks: a participant wrapper that plants unique canaries in private text (THINK,
// team chat) and records every prompt and view; then no seat may hold what it may not know.
import type { GameEvent } from '../../src/engine/events.js';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import type { GameState } from '../../src/engine/state.js';
import { canSee, type PlayerView } from '../../src/engine/view.js';

export interface Seen {
  prompts: string[];
  views: PlayerView[];
}

export function canaryWrap(inner: Participant, seat: number, seen: Map<number, Seen>): Participant {
  let n = 0;
  const mine = () => {
    let s = seen.get(seat);
    if (!s) seen.set(seat, (s = { prompts: [], views: [] }));
    return s;
  };
  return {
    kind: inner.kind,
    async decide(system: string, user: string, extra: DecideExtra) {
      const s = mine();
      s.prompts.push(system, user);
      s.views.push(extra.request.view);
      const raw = await inner.decide(system, user, extra);
      try {
        const j = JSON.parse(raw);
        if (j && typeof j === 'object') {
          n++;
          if (typeof j.reasoning === 'string') j.reasoning += ` ⟦T${seat}-${n}⟧`;
          if (typeof j.message === 'string') j.message += ` ⟦W${seat}-${n}⟧`;
          // The seat's own notebook: handed back to it alone.
          j.notebook = `${typeof j.notebook === 'string' ? `${j.notebook} ` : ''}⟦N${seat}-${n}⟧`;
          return JSON.stringify(j);
        }
      } catch {
        /* plain answers carry no canary */
      }
      return raw;
    },
  };
}

/** Every fact a seat may not know stays out of its prompts and views. Returns the violations. */
export function checkLeaks(ruleset: Ruleset<unknown>, events: readonly GameEvent[], state: GameState<unknown>, seen: Map<number, Seen>, privateTeam: string): string[] {
  const errors: string[] = [];
  const render = makeRenderer(ruleset, (s) => state.core.seats[s - 1]?.name ?? '?');
  const core = state.core;
  for (const [seat, s] of seen) {
    const visibleLines = new Set<string>();
    const forbidden: string[] = [];
    for (const e of events) {
      const line = render.line(e);
      if (line === null) continue;
      if (canSee(core, seat, e.vis)) visibleLines.add(line);
      else forbidden.push(line);
    }
    // Each prompt repeats the system prompt and the history: the distinct prompts are what the seat was shown.
    const prompts = [...new Set(s.prompts)];
    const promptLines = new Set<string>();
    for (const p of prompts) for (const l of p.split('\n')) promptLines.add(l.replace(/^Day \d+: /, ''));
    for (const l of forbidden) if (!visibleLines.has(l) && promptLines.has(l)) errors.push(`seat ${seat} prompt holds "${l}"`);
    const text = prompts.join('\n');
    for (const m of text.matchAll(/⟦([TWN])(\d+)-\d+⟧/g)) {
      const owner = Number(m[2]);
      if (m[1] === 'T' && owner !== seat) errors.push(`seat ${seat} prompt holds THINK of seat ${owner}`);
      if (m[1] === 'N' && owner !== seat) errors.push(`seat ${seat} prompt holds the notebook of seat ${owner}`);
      if (m[1] === 'W' && core.seats[seat - 1]?.team !== privateTeam) errors.push(`seat ${seat} prompt holds team chat of seat ${owner}`);
    }
    const logs = new Set<readonly GameEvent[]>();
    for (const v of s.views) {
      // A seat's views share one growing log: check each log once.
      if (!logs.has(v.events)) {
        logs.add(v.events);
        for (const e of v.events) if (!canSee(core, seat, e.vis)) errors.push(`seat ${seat} view holds #${e.n} ${e.type}`);
      }
      for (const x of v.seats) {
        const known = x.seat === seat || core.seats[x.seat - 1]!.revealed;
        if (x.role !== undefined && !known) errors.push(`seat ${seat} view shows the role of seat ${x.seat}`);
      }
    }
    for (const log of logs) {
      for (const m of JSON.stringify(log).matchAll(/⟦T(\d+)-\d+⟧/g)) if (Number(m[1]) !== seat) errors.push(`seat ${seat} view holds THINK of ${m[1]}`);
    }
  }
  return errors;
}

/**
 * The state-of-play line says only what its seat may know, judged from the rules and the public record
 * (no code shared with the line's maker): the pack to a werewolf, the potions to the witch, a saved target
 * to the pack; to anyone else a potion only through a public dawn (a peaceful night at a table with no
 * guard, two deaths at one dawn); the mafia's exact count only to a mafioso or when roles are shown on death.
 */
export function stateOfPlayLeaks(events: readonly GameEvent[], state: GameState<unknown>, seen: Map<number, Seen>): string[] {
  const errors: string[] = [];
  const roleOf = (seat: number) => state.core.seats[seat - 1]?.role;
  const guard = state.core.seats.some((x) => x.role === 'guard');
  const dawn = (day: number) => events.find((e) => e.type === 'dawn' && e.day === day) as { dead: number[] } | undefined;
  const reveal = state.core.options.revealOnDeath === true;
  for (const [seat, s] of seen) {
    const role = roleOf(seat);
    for (const line of new Set(s.prompts.flatMap((p) => p.split('\n')).filter((l) => l.startsWith('State of play:')))) {
      if (/your pack/.test(line) && role !== 'werewolf') errors.push(`seat ${seat} (${role}) is told of a pack: ${line}`);
      if (/your potions/.test(line) && role !== 'witch') errors.push(`seat ${seat} (${role}) is told of the potions: ${line}`);
      if (/target .* survived/.test(line) && role !== 'werewolf') errors.push(`seat ${seat} (${role}) is told of a saved target: ${line}`);
      if (role !== 'witch' && role !== 'werewolf') {
        for (const m of line.matchAll(/night (\d+) was peaceful: the antidote is used/g)) {
          if (guard || (dawn(Number(m[1]))?.dead.length ?? -1) !== 0) errors.push(`seat ${seat} (${role}) is told of the antidote: ${line}`);
        }
        for (const m of line.matchAll(/the poison is used \(two died on night (\d+)\)/g)) {
          if ((dawn(Number(m[1]))?.dead.length ?? 0) < 2) errors.push(`seat ${seat} (${role}) is told of the poison: ${line}`);
        }
      }
      if (/\d+ mafia and \d+ town/.test(line) && role !== 'mafia' && !reveal) errors.push(`seat ${seat} (${role}) is told the mafia's count: ${line}`);
    }
  }
  return errors;
}
