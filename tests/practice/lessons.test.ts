// The review that teaches: at each decision the model's recommendation is what the strongest bot in the
// seat answers from that seat's view; a game the bot played for the person agrees with it everywhere;
// a changed vote shows the model's line and both outcomes; hinted decisions are marked.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { Participant } from '../../src/engine/participant.js';
import { adviser } from '../../src/practice/advice.js';
import { hintedBefore } from '../../src/tui/review-hints.js';
import { lessonLines, lessonsOf } from '../../src/practice/lesson-lines.js';
import { personDecisions } from '../../src/practice/decisions.js';
import { lineSeat } from '../../src/practice/plain-seat.js';
import { decisionsIn, planRewind } from '../../src/practice/rewind.js';
import { playRewind } from '../../src/practice/rewind-run.js';
import { practiceFacts } from '../../src/storage/practice-facts.js';
import { GameLog } from '../../src/storage/game-log.js';
import { createTable } from '../../src/table/setup.js';
import { playedGame, type Played } from './played.js';

describe('lessons', () => {
  let parent: Played;
  beforeAll(async () => {
    parent = await playedGame('werewolf-9', 7, 3, 'seer');
  });

  it('agree everywhere with a game the strongest bot played for the person', async () => {
    const list = await lessonsOf(parent.path, false);
    expect(list.length).toBe(decisionsIn(parent.path).decisions.length);
    expect(list.filter((l) => !l.agreed)).toEqual([]);
    expect(list.every((l) => l.advice.why.length > 0)).toBe(true);
  });

  it('show the model line and both outcomes where the person chose otherwise', async () => {
    const vote = decisionsIn(parent.path).decisions.find((d) => d.decision === 'vote')!;
    const was = String((JSON.parse(vote.answers[0]!) as { target: number }).target);
    const other = was === '5' ? '4' : '5';
    const r = planRewind(parent.path, vote.index);
    const child = await playRewind(r, { person: lineSeat([other], () => {}, adviser(r.plan.seed, createTable({ preset: 'werewolf-9', seed: 7 }).personasBySeat.get(3))) });
    const list = await lessonsOf(child.path);
    const l = list[vote.index - 1]!;
    expect(l).toMatchObject({ decision: 'vote', chosenValue: other, agreed: false, advice: { value: was } });
    expect(l.mattered).toEqual({ yours: expect.any(String), bots: expect.any(String) });
    const body = lessonLines(list)[vote.index - 1]!.body;
    expect(body[0]).toMatch(new RegExp(`^the model: Seat ${was} `));
    expect(body.at(-1)).toMatch(/^it (did not change the outcome|mattered)/);
  });

  it('mark the decisions taken with a hint shown, in the review and the facts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-hinted-'));
    const inner = lineSeat([], () => {}, adviser(7));
    let asked = '';
    const person: Participant = {
      kind: 'human',
      decide: (s, u, extra) => ((asked = extra.request.kind), inner.decide(s, u, extra)),
      takeNotes: () => (asked === 'vote' ? [{ kind: 'hint', detail: { pick: 'x' } }] : []),
    };
    const log = GameLog.create(dir, 'hinted', { ifTaken: 'next-name' });
    const { events } = await runGame(createTable({ preset: 'werewolf-9', seed: 7, human: { seat: 3, participant: person, role: 'seer' }, onEvent: (e) => log.write(e) }));
    log.close();
    const decisions = personDecisions(events, 3);
    expect(decisions.filter((d) => d.hinted).map((d) => d.decision)).toEqual(decisions.filter((d) => d.decision === 'vote').map((d) => d.decision));
    expect(practiceFacts(events, 3)).toMatchObject({ decisions: decisions.length, hinted: decisions.filter((d) => d.decision === 'vote').length });
    const hinted = hintedBefore(events, 3);
    const myVote = events.find((e) => e.type === 'vote' && e.seat === 3)!;
    const myCheck = events.find((e) => e.type === 'seer_checked')!;
    expect([hinted(myVote.n), hinted(myCheck.n)]).toEqual([true, false]);
  });
});

describe('advice read back as an option', () => {
  it('a yes/no answered under its own name ("run") and a typed "n" compare as the same option', async () => {
    const { readAdvice } = await import('../../src/practice/advice.js');
    const { yesNo, actionOf } = await import('../../src/practice/decisions.js');
    const request = { kind: 'sheriff_run', seat: 1, question: 'run?', options: [{ value: 'yes', label: 'yes' }, { value: 'no', label: 'no' }], answer: { shape: 'yes_no' as const, field: 'answer' }, freeText: false, view: {} as never };
    const a = readAdvice(request, JSON.stringify({ reasoning: 'Not running this time.', run: 'no' }));
    expect(a).toMatchObject({ pick: 'no', value: 'no', why: 'Not running this time.' });
    expect(yesNo('n')).toBe('no');
    expect(actionOf({ reasoning: 'x', suspicion_updates: {}, target: 4 }, 'target')).toBe(4);
    expect(actionOf({ reasoning: 'x', withdraw: 'no' }, 'answer')).toBe('no');
  });
});
