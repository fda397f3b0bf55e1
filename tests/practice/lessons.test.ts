// The review that teaches: at each decision the recommendation is what the strongest offline bot in the
// seat answers from that seat's view; a game the bot played for the person agrees with it everywhere; a
// changed vote is played on over 20 continuations each way, beside the real game's result, and the
// verdict is what the continuations say (a fixture where one answer wins 20 of 20 and the other 0 of 20);
// a moot decision says why; a speech that claims and one that hides are judged apart; hinted decisions
// are marked.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealRoles, runGame } from '../../src/engine/game.js';
import type { Participant } from '../../src/engine/participant.js';
import { adviser } from '../../src/practice/advice.js';
import { captureLog } from '../../src/practice/continue/capture.js';
import type { Ending, Line } from '../../src/practice/continue/line.js';
import type { Runner } from '../../src/practice/continue/pool.js';
import { hintedBefore } from '../../src/tui/review-hints.js';
import { lessonLines, lessonsOf, MARKS } from '../../src/practice/lesson-lines.js';
import { LessonBook } from '../../src/practice/lessons.js';
import { Teacher } from '../../src/practice/teacher.js';
import { ContinuationPool } from '../../src/practice/continue/pool.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { verdictOf } from '../../src/practice/judge.js';
import { personDecisions } from '../../src/practice/decisions.js';
import { lineSeat } from '../../src/practice/plain-seat.js';
import { decisionsIn, planRewind } from '../../src/practice/rewind.js';
import { playRewind } from '../../src/practice/rewind-run.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { practiceFacts } from '../../src/storage/practice-facts.js';
import { GameLog } from '../../src/storage/game-log.js';
import { boardFor, createTable } from '../../src/table/setup.js';
import { playedGame, type Played } from './played.js';

/** A stand-in for the pool: every continuation of a line ends as `winner(line)` says. */
const fixed = (winner: (line: Line) => string): Runner => ({
  run: (line, indices) => indices.map(() => Promise.resolve<Ending>({ winner: winner(line), next: '[]', window: [] })),
});

/** The person's answer a line gives at its parting (the seat's last answer in it). */
const partingAnswer = (line: Line) => line.answers.find(([seat]) => seat === line.seat)![1].at(-1)!.raw;

describe('lessons', () => {
  let parent: Played;
  let child: string;
  let vote: { index: number; was: string; other: string };
  beforeAll(async () => {
    parent = await playedGame('werewolf-9', 7, 3, 'seer');
    const { decisions, events } = decisionsIn(parent.path);
    const d = decisions.find((x) => x.decision === 'vote')!;
    const was = String((JSON.parse(d.answers[0]!) as { target: number }).target);
    // Another living seat (not the person's): a dead one would be refused, and the line would play the bot's answer.
    const dead = new Set(events.flatMap((e) => (e.type === 'died' && e.n < d.at ? (e.seats as number[]) : [])));
    const other = String([5, 4, 6, 7, 8, 9, 1, 2].find((s) => String(s) !== was && !dead.has(s))!);
    const r = planRewind(parent.path, d.index);
    child = (await playRewind(r, { person: lineSeat([other], () => {}, adviser(r.plan.seed, createTable({ preset: 'werewolf-9', seed: 7 }).personasBySeat.get(3))) })).path;
    vote = { index: d.index, was, other };
  }, 300_000);

  it('agree everywhere with a game the strongest bot played for the person, and say why in plain words', async () => {
    const list = await lessonsOf(parent.path, { continuations: false });
    expect(list.length).toBe(decisionsIn(parent.path).decisions.length);
    expect(list.filter((l) => !l.agreed)).toEqual([]);
    for (const l of list) {
      expect(l.advice.why).toMatch(/^(What decides it:|Nothing in the record decides this\.|It accuses nobody: nothing in the record points at a seat yet\.) /);
      expect(l.advice.explanation!.facts.length).toBeGreaterThan(0);
      expect(l.advice.explanation!.facts.length).toBeLessThanOrEqual(3);
    }
    // No persona's voice: none of the personas' openers, and the adviser named as what it is.
    const openers = loadPersonasCached().flatMap((p) => p.speech.openers).filter((o) => o.length > 6);
    const text = lessonLines(list).flatMap((l) => [l.head, ...l.body]).join('\n');
    for (const o of openers) expect(text).not.toContain(o);
    expect(text).toContain('the strongest offline bot would do the same.');
    expect(text).not.toMatch(/the model/);
  }, 300_000);

  it('play a changed vote on over 20 continuations each way, beside the real game', async () => {
    const list = await lessonsOf(child);
    const l = list[vote.index - 1]!;
    expect(l).toMatchObject({ decision: 'vote', chosenValue: vote.other, agreed: false, advice: { value: vote.was } });
    expect(l.judged!.lines.map((x) => [x.who, x.endings.length])).toEqual([['yours', 20], ['bot', 20]]);
    const p = l.judged!.verdict.vs[0]!.paired;
    const wins = (i: number) => l.judged!.lines[i]!.endings.filter((e) => e.winner === 'village').length;
    expect([p.n, p.a, p.b]).toEqual([20, wins(0), wins(1)]);
    const body = lessonLines(list)[vote.index - 1]!.body.join('\n');
    expect(body).toMatch(new RegExp(`^the strongest offline bot would answer Seat ${vote.was} `));
    expect(body).toMatch(/over 20 continuations each, the village wins: your line \d+ of 20 \(\d+–\d+%\); the strongest bot's \(answer Seat \d \(.+\)\) \d+ of 20 \(\d+–\d+%\); in your game the (village|werewolves) won\./);
    expect(body).toMatch(/(RIGHT|WRONG|A TIE|MOOT): /);
  }, 300_000);

  it("give the verdict its continuations give: 20 of 20 against 0 of 20 is wrong one way and right the other", async () => {
    const { capture, events } = (await captureLog(child))!;
    const d = personDecisions(events, 3).find((x) => x.index === vote.index)!;
    const judge = async (win: (raw: string) => boolean) => {
      const book = new LessonBook(capture, { pool: fixed((line) => (win(partingAnswer(line)) ? 'village' : 'werewolves')) });
      book.add(events, d);
      return (await book.all(events))[vote.index - 1]!;
    };
    // The bot's answer wins every continuation, the person's none.
    const wrong = await judge((raw) => raw !== vote.other);
    expect(wrong.judged!.verdict.kind).toBe('wrong');
    expect(wrong.judged!.verdict.vs[0]!.paired).toMatchObject({ n: 20, a: 0, b: 20, onlyA: 0, onlyB: 20 });
    const text = lessonLines([wrong])[0]!;
    expect(text.mark).toBe(MARKS.wrong);
    expect(text.body.join('\n')).toMatch(/your line 0 of 20 \(0–16%\); the strongest bot's .* 20 of 20 \(84–100%\)/);
    expect(text.body.join('\n')).toMatch(/WRONG: .*McNemar's exact test on the 20 continuations that ended differently: p < 0\.001/);
    // The other way round, the person's answer is right.
    const right = await judge((raw) => raw === vote.other);
    expect(right.judged!.verdict.kind).toBe('right');
    expect(lessonLines([right])[0]!.mark).toBe(MARKS.right);
    // Both lines win alike: no difference, and every continuation ended the same.
    const same = await judge(() => true);
    expect(same.judged!.verdict.kind).toBe('moot');
  }, 300_000);

  it('say why a moot decision ended alike: what the night held either way', () => {
    const night = (action: string) => [
      { type: 'pack_target', target: 5 },
      { type: 'guard_acted', seat: 8, target: 5 },
      { type: 'witch_acted', seat: 3, action, target: action === 'antidote' ? 5 : null },
      { type: 'night_resolved', deaths: [] },
    ];
    const line = (who: 'yours' | 'bot', action: string) => ({ who, does: action, endings: Array.from({ length: 20 }, (_, i) => ({ winner: i % 3 ? 'village' : 'werewolves', next: '[{"night":[]}]', window: night(action) })) });
    const label = (s: number) => `Seat ${s} (${['', 'Ada', 'Bo', 'Cy', 'Di', 'Bruno'][s] ?? '?'})`;
    const v = verdictOf('village', line('yours', 'pass'), [line('bot', 'antidote')], label);
    expect(v.kind).toBe('moot');
    expect(v.why).toBe(
      'either way the pack attacked Seat 5 (Bruno), the guard protected Seat 5 (Bruno) and nobody died in the night (your answer: the witch kept her potions; the other: the witch saved Seat 5 (Bruno)), and every continuation went on alike.',
    );
    // Ending differently somewhere is no longer moot: a tie, within the noise.
    const tie = verdictOf('village', line('yours', 'pass'), [{ ...line('bot', 'antidote'), endings: line('bot', 'antidote').endings.map((e, i) => (i === 0 ? { ...e, winner: 'village' } : e)) }], label);
    expect(tie.kind).toBe('tie');
  });

  it('judge a speech that claims and one that hides apart', async () => {
    const list = await lessonsOf(parent.path, { continuations: 2 });
    const speeches = list.filter((l) => l.judged && ['campaign', 'discussion'].includes(l.decision));
    expect(speeches.length).toBeGreaterThan(0);
    for (const l of speeches) {
      const does = l.judged!.lines.map((x) => x.does);
      // One line claims the seer, another keeps it hidden: two stances, each played on.
      expect(does.some((x) => /^claim to be the seer/.test(x))).toBe(true);
      expect(does.some((x) => /^keep your role \(seer\) hidden/.test(x))).toBe(true);
      expect(l.judged!.lines.every((x) => x.endings.length === 2)).toBe(true);
    }
  }, 300_000);

  it('worked out while the game is played, are the lessons its log gives afterwards (a seer whose role was chosen)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-teacher-'));
    const preset = 'werewolf-9';
    // A seat the deal did not make the seer: the role is the person's choice, swapped in.
    const seat = dealRoles(boardFor(preset).preset, 4).findIndex((r) => r !== 'seer') + 1;
    const bot = new ScriptedPlayer(createTable({ preset, seed: 4 }).personasBySeat.get(seat)!, 99, 'normal');
    const person: Participant = { kind: 'human', decide: (s, u, x) => bot.decide(s, u, x) };
    const here = new ContinuationPool(0);
    const teacher = new Teacher(preset, seat, here);
    const log = GameLog.create(dir, 'taught', { ifTaken: 'next-name' });
    const setup = createTable({ preset, seed: 4, human: { seat, participant: person, role: 'seer' }, onEvent: (e) => (log.write(e), teacher.event(e)) });
    setup.participants = setup.participants.map((p, i) => teacher.wrap(p, i + 1));
    await runGame(setup);
    log.close();
    const live = await teacher.lessons();
    const later = await lessonsOf(log.path, { pool: here });
    const summary = (ls: typeof live) => ls.map((l) => [l.index, l.agreed, l.judged?.verdict.kind, l.judged?.lines.map((x) => x.endings.map((e) => e.winner + e.next).join())]);
    expect(live.some((l) => l.judged)).toBe(true);
    expect(summary(live)).toEqual(summary(later));
  }, 300_000);

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
    expect(a).toMatchObject({ pick: 'no', value: 'no' });
    expect(yesNo('n')).toBe('no');
    expect(actionOf({ reasoning: 'x', suspicion_updates: {}, target: 4 }, 'target')).toBe(4);
  });
});
