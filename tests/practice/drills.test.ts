// Drills exist for every role of every preset: a seeded bot game reaches the situation where its answer
// matters (the key decision's two best answers, played on over 20 continuations each, do not always end
// alike), the seed is said, the summary names what the position held and both answers as rates over 20
// continuations (a tie called one), recap and summary wrap between whole words, the drill's log replays it to the same position (the situation holds at the seat's first decision there), the recap
// says the seat's role and who is alive as the position has it, and passes the leak test (the same
// recap from the log filtered by the rules' oracle, and no line the seat may not know). The person's
// answers are offered options, each accepted at the first attempt.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { Participant } from '../../src/engine/participant.js';
import { makeRenderer } from '../../src/engine/render.js';
import { momentsOf } from '../../src/practice/drill/moment.js';
import { recapLines } from '../../src/practice/drill/recap.js';
import { planDrill, playDrill } from '../../src/practice/drill/run.js';
import { situationFor } from '../../src/practice/drill/situations.js';
import { findSource } from '../../src/practice/drill/source.js';
import { findBoard, PRESET_IDS } from '../../src/rules/index.js';
import { knows, oracleLeaks, truthOf } from '../helpers/knowledge-oracle.js';
import { ContinuationPool } from '../../src/practice/continue/pool.js';
import { positionLines, reportLines } from '../../src/practice/drill/report.js';
import { headline } from '../../src/cli/drill.js';
import { columns, wrapLines } from '../../src/terminal/width.js';

const pool = new ContinuationPool(0);

type Ev = Parameters<typeof truthOf>[0][number];

/** A person who answers each decision with one of its offered options (the k-th, turning), or a valid speech. */
function offering(refused: string[]): Participant {
  let k = 0;
  return {
    kind: 'human',
    async decide(_s, _u, { request, attempt, hint }) {
      if (attempt > 1) refused.push(`${request.kind}: ${hint ?? ''}`);
      if (!request.options.length) return `I have thought about this carefully.${request.nominate?.length ? ` I nominate ${request.nominate[0]}.` : ''}`;
      return request.options[k++ % request.options.length]!.value;
    },
  };
}

describe('drills for every role of every preset', () => {
  for (const preset of PRESET_IDS()) {
    it(`${preset}: each role's drill starts where its recap says, from the seat's view alone`, async () => {
      const board = findBoard(preset)!;
      const dir = mkdtempSync(join(tmpdir(), 'nightfall-drills-'));
      for (const role of Object.keys(board.preset.roles)) {
        const situation = situationFor(board.ruleset, role);
        expect(situation, `${preset} ${role}`).toBeDefined();
        const source = await findSource(preset, 1, role, situation!, 100, { decisive: { pool } });
        expect(source, `${preset} ${role}: no seed reached ${situation!.text}`).not.toBeNull();
        // Its two best answers do not always end alike: some continuation ends with another winner after each.
        const key = source!.key!;
        expect(key.paired.n).toBe(20);
        expect(key.paired.onlyA + key.paired.onlyB, `${preset} ${role}: ${key.best.does} / ${key.second.does}`).toBeGreaterThan(0);
        expect(key.decision).toBeGreaterThanOrEqual(source!.start.decision.index);
        const d = planDrill(source!);
        // The seed it used is said with the position.
        expect(headline(d)).toContain(`(${preset}, seed ${source!.seed}, seat ${source!.seat}`);
        // What the position held: the facts behind the strongest bot's answer, and both answers as rates over 20 continuations, a tie called one.
        const held = positionLines(source!);
        expect(held[0]).toMatch(/^What this position held that a strong player would use \(at your .+\):$/);
        expect(held.slice(1).some((l) => /^ {2}\S/.test(l)), `${preset} ${role}: no fact named`).toBe(true);
        const rates = held.find((l) => l.includes('Played on over 20 continuations each'))!;
        expect(rates).toMatch(/ \d+ of 20 \(\d+–\d+%\) after the first and \d+ of 20 \(\d+–\d+%\) after the second: /);
        if (key.paired.better === 'tie') expect(rates).toMatch(/within the noise|in most continuations, not all/);
        else expect(rates).toMatch(/changes how games end|gets this one wrong/);
        const refused: string[] = [];
        const run = await playDrill(d, { person: offering(refused), dir });
        expect(refused).toEqual([]);
        expect(run.decisions.length).toBeGreaterThan(0);
        const first = run.decisions[0]!.request;
        expect(first.view.role).toBe(role);
        // The drill's own log is at the situation when the person is first asked.
        const moments = momentsOf(board.ruleset, run.events, source!.seat);
        const live = moments.find((m) => m.decision.at >= d.rewind.branch.at)!;
        expect(situation!.starts({ ...live, log: source!.events })).toBe(true);
        // The recap says the position: the seat's role, who is alive.
        const recap = recapLines(board.ruleset, first.view, d.rewind.plan.options);
        // The seat's own results (its checks) are said up front.
        const own = source!.events.slice(0, d.rewind.branch.at).filter((e) => 'seat' in e && e.seat === source!.seat && board.ruleset.presentation.result(e));
        if (own.length) expect(recap[first.view.teammates.length ? 3 : 2]).toMatch(/^Your results: .+ \(night \d+\)\.$/);
        else expect(recap.join('\n')).not.toContain('Your results:');
        // Recap and summary wrap at 80 columns between whole words, no word cut.
        for (const line of [...recap, ...reportLines(preset, run, null, source!)]) {
          const rows = wrapLines(line, 80);
          expect(rows.join(' ').split(/\s+/).filter(Boolean), line).toEqual(line.split(/\s+/).filter(Boolean));
          for (const r of rows) if (/\s/.test(r.trim())) expect(columns(r), r).toBeLessThanOrEqual(80);
        }
        expect(recap[0]).toContain(board.ruleset.roleName(role, d.rewind.plan.options));
        expect(recap.join('\n')).toContain(`Alive: ${first.view.seats.filter((s) => s.alive).map((s) => s.seat).join(', ')}.`);
        // The same recap from the log filtered by the oracle, and no line of an event the seat may not know.
        const before = source!.events.slice(0, d.rewind.branch.at) as unknown as Ev[];
        const truth = truthOf(before);
        const known = before.filter((e) => knows(e, source!.seat, truth)) as unknown as GameEvent[];
        expect(recapLines(board.ruleset, { ...first.view, events: known }, d.rewind.plan.options)).toEqual(recap);
        const names = (s: number) => first.view.seats[s - 1]?.name ?? '?';
        const render = makeRenderer(board.ruleset, names);
        const seen = new Map([[source!.seat, { prompts: [recap.join('\n')], views: [] }]]);
        expect(oracleLeaks(before, seen, (e) => [render.line(e as GameEvent), render.brief(e as GameEvent)])).toEqual([]);
      }
    }, 1_200_000);
  }
});
