// Hints pass the leak test: at every decision of one seat over seeded games of every preset, the hint
// computed from the seat's view equals the hint computed from the log filtered by the rules' oracle
// (which never reads visibility), and its text holds no other seat's THINK or team chat, nor a line of
// an event the seat may not know.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { runGame } from '../../src/engine/game.js';
import type { DecideExtra, Participant } from '../../src/engine/participant.js';
import { makeRenderer } from '../../src/engine/render.js';
import { advise, adviser } from '../../src/practice/advice.js';
import { PRESET_IDS } from '../../src/rules/index.js';
import { createTable } from '../../src/table/setup.js';
import { knows, oracleLeaks, truthOf } from '../helpers/knowledge-oracle.js';
import { canaryWrap, type Seen } from '../helpers/leaks.js';

type Ev = Parameters<typeof truthOf>[0][number];

describe('hints from the seat view alone', () => {
  for (const preset of PRESET_IDS()) {
    it(`${preset}: the same hint from the oracle's view, and nothing the seat may not know`, async () => {
      for (const seed of [3, 8]) {
        const log: GameEvent[] = [];
        const seen = new Map<number, Seen>();
        const hints: { seat: number; text: string; same: boolean }[] = [];
        const setup = createTable({ preset, seed, onEvent: (e) => void log.push(e) });
        const seat = (seed % setup.seats.length) + 1;
        const hinting = (inner: Participant): Participant => ({
          kind: inner.kind,
          async decide(system: string, user: string, extra: DecideExtra) {
            const truth = truthOf(log as unknown as Ev[]);
            const known = log.filter((e) => knows(e as unknown as Ev, seat, truth));
            const mine = await advise(extra.request, adviser(seed));
            const oracle = await advise({ ...extra.request, view: { ...extra.request.view, events: known } }, adviser(seed));
            hints.push({ seat, text: `${mine.pick}\n${mine.why}`, same: mine.raw === oracle.raw });
            return inner.decide(system, user, extra);
          },
        });
        setup.participants = setup.participants.map((p, i) => canaryWrap(i + 1 === seat ? hinting(p) : p, i + 1, seen));
        const { events, state } = await runGame(setup);
        expect(hints.length).toBeGreaterThan(0);
        expect(hints.filter((h) => !h.same)).toEqual([]);
        const text = hints.map((h) => h.text).join('\n');
        const team = (s: number) => state.core.seats[s - 1]?.team;
        for (const m of text.matchAll(/⟦([TW])(\d+)-\d+⟧/g)) expect(m[1] === 'T' ? Number(m[2]) === seat : team(Number(m[2])) === team(seat)).toBe(true);
        const render = makeRenderer(setup.ruleset, (s) => state.core.seats[s - 1]?.name ?? '?');
        const asSeen = new Map([[seat, { prompts: [text], views: [] }]]);
        expect(oracleLeaks(events as unknown as Ev[], asSeen, (e) => [render.line(e as GameEvent), render.brief(e as GameEvent)])).toEqual([]);
      }
    }, 300_000);
  }
});
