// A speech whose only claim is an accusation is a decision like any other: the review's Your decisions
// page gives it a row judged by whom it accused, and the Lessons play it on beside the strongest bot's
// speech when the two accuse differently.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { Participant } from '../../src/engine/participant.js';
import { adviser, readAdvice } from '../../src/practice/advice.js';
import type { Ending, Line } from '../../src/practice/continue/line.js';
import type { Runner } from '../../src/practice/continue/pool.js';
import { lessonsOf } from '../../src/practice/lessons.js';
import { stanceIn } from '../../src/practice/stance.js';
import { GameLog } from '../../src/storage/game-log.js';
import { boardFor, createTable } from '../../src/table/setup.js';
import { reviewDecisions } from '../../src/tui/review.js';

const fixed: Runner = { run: (_l: Line, indices) => indices.map(() => Promise.resolve<Ending>({ winner: 'village', next: '[]', window: [] })) };

describe('a speech that only accuses', () => {
  it('has its row on Your decisions and, accusing another than the strongest bot would, is played on beside it', async () => {
    const preset = 'werewolf-9';
    const seed = 7;
    const seat = 4;
    const bot = adviser(seed, createTable({ preset, seed }).personasBySeat.get(seat));
    let accused: number | undefined;
    // The person's first discussion speech accuses a living seat the bot's speech does not; every other answer is the bot's.
    const person: Participant = {
      kind: 'human',
      async decide(s, u, x) {
        const raw = await bot.decide(s, u, x);
        if (accused !== undefined || x.request.kind !== 'discussion') return raw;
        const theirs = stanceIn(x.request.view, readAdvice(x.request, raw).claims ?? []).accused;
        accused = x.request.view.seats.find((v) => v.alive && v.seat !== seat && !theirs.includes(v.seat))!.seat;
        return `I suspect seat ${accused}.`;
      },
    };
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-accuse-'));
    const log = GameLog.create(dir, 'accuse', { ifTaken: 'next-name' });
    const events: GameEvent[] = [];
    const setup = createTable({ preset, seed, human: { seat, participant: person, role: 'villager' }, onEvent: (e) => (log.write(e), events.push(e)) });
    const { state } = await runGame(setup);
    log.close();
    expect(accused).toBeDefined();
    const speech = events.find((e) => e.type === 'speech' && e.seat === seat && e.context === 'discussion');
    expect(speech?.type === 'speech' && speech.claims).toEqual([{ kind: 'suspect', target: accused }]);
    // Its row, judged by the truth of the seat accused.
    const { ruleset } = boardFor(preset);
    const roleOf = (s: number) => state.core.seats[s - 1]!.role;
    const truth = { roleOf, teamOf: (s: number) => ruleset.teamOf(roleOf(s)), label: (s: number) => `Seat ${s}`, roleName: (r: string) => r };
    const row = reviewDecisions(events, seat, truth, ruleset, {}).find((r) => r.what === `accused Seat ${accused}`);
    expect(row).toMatchObject({ truth: `Seat ${accused}, ${roleOf(accused!)}`, verdict: ruleset.teamOf(roleOf(accused!)) === 'village' ? 'bad' : 'good' });
    // Its lesson: not the bot's speech, so both lines are played on.
    const lesson = (await lessonsOf(log.path, { pool: fixed, continuations: 20 })).find((l) => l.decision === 'discussion')!;
    expect(lesson.agreed).toBe(false);
    expect(lesson.chose).toMatch(new RegExp(`accuse Seat ${accused} \\(`));
    expect(lesson.judged!.lines.map((l) => [l.who, l.endings.length])).toEqual([['yours', 20], ['bot', 20]]);
  }, 300_000);
});
