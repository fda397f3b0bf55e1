// A question put to a model seat is said to it again when it next speaks (seen with the relay: Bruno asked
// Jonah why he voted Katya on day 1, and Jonah's day-2 prompt did not say so).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionSpec } from '../../src/engine/decision.js';
import { userPrompt } from '../../src/engine/prompt.js';
import { openQuestions } from '../../src/engine/prompt-questions.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { PlayerView } from '../../src/engine/view.js';
import { findBoard } from '../../src/rules/index.js';

const NAMES = ['Priya', 'Tomas', 'Vera', 'Elsie', 'Katya', 'Bruno', 'Hugo', 'Jonah', 'Ada'];
const label = (s: number) => NAMES[s - 1]!;
let n = 0;
const speech = (day: number, seat: number, claims: Claim[] = []): GameEvent =>
  ({ n: ++n, day, type: 'speech', seat, text: '…', claims, context: 'discussion', vis: 'public' }) as unknown as GameEvent;
const open = (events: GameEvent[], seat: number, o: { alive?: (s: number) => boolean; today?: number } = {}) =>
  openQuestions(events, seat, { label, claims: (l) => [...l], alive: o.alive ?? (() => true), today: o.today ?? 2 });

describe('questions a seat has not answered', () => {
  it('names each question asked of the seat since it last spoke, with the day, in the words of the question', () => {
    const events = [
      speech(1, 8, []),
      speech(1, 6, [{ kind: 'ask', target: 8, about: 'vote', subject: 5 }]),
      speech(2, 3, [{ kind: 'ask', target: 8, about: 'read', subject: 7 }, { kind: 'ask', target: 4, about: 'check' }]),
      speech(2, 9, [{ kind: 'ask', target: 8, about: 'vote', subject: 1, ballot: 'sheriff' }]),
    ];
    expect(open(events, 8, { alive: (s) => s !== 6 })).toBe(
      'Asked of you and not answered yet (answer it in your words, or say why not): on day 1 Bruno (dead now) asked why you voted Katya; today Vera asked your read of Hugo; today Ada asked why your sheriff vote went to Priya.',
    );
    expect(open(events, 4)).toContain('today Vera asked for your check');
  });

  it('a question lapses once the seat has spoken; asked twice, it is one question', () => {
    const events = [
      speech(1, 6, [{ kind: 'ask', target: 8, about: 'case' }]),
      speech(1, 8),
      speech(1, 7, [{ kind: 'ask', target: 8, about: 'read' }]),
      speech(2, 7, [{ kind: 'ask', target: 8, about: 'read' }]),
    ];
    expect(open(events, 8)).toBe('Asked of you and not answered yet (answer it in your words, or say why not): today Hugo asked whom you suspect, and why.');
    expect(open([...events, speech(2, 8)], 8)).toBeNull();
    expect(open(events, 2)).toBeNull();
  });

  it('a question about the case against another seat names that seat, not "them" (relay: Wren asked Jonah for his case against Elsie)', () => {
    const events = [speech(1, 8, [{ kind: 'suspect', target: 5 }]), speech(1, 6, [{ kind: 'ask', target: 8, about: 'case', subject: 4 }]), speech(1, 5, [{ kind: 'ask', target: 8, about: 'case' }])];
    expect(open(events, 8)).toBe('Asked of you and not answered yet (answer it in your words, or say why not): on day 1 Bruno asked for your case against Elsie; on day 1 Katya asked for your case against them.');
  });

  it('a question with no topic from a seat this one never went after is a question, not "your case against them" (relay: a witch who had accused nobody)', () => {
    const events = [speech(1, 8, [{ kind: 'suspect', target: 3 }]), speech(1, 5, [{ kind: 'ask', target: 8, about: 'case' }])];
    expect(open(events, 8)).toBe('Asked of you and not answered yet (answer it in your words, or say why not): on day 1 Katya asked you a question (their words are in the talk above).');
    // A ballot on the asker counts as going after it.
    const voted = [{ n: ++n, day: 1, type: 'vote', seat: 8, target: 5, ballot: 'banish', vis: 'public' } as unknown as GameEvent, ...events];
    expect(open(voted, 8)).toContain('Katya asked for your case against them');
  });

  it('words said with a ballot answer what was open; a read of a seat dead since is asked of nobody (relay, mafia-classic seed 1208302)', () => {
    const ballot = (seat: number, remark?: string): GameEvent => ({ n: ++n, day: 2, type: 'vote', seat, target: 5, ballot: 'eliminate', weight: 1, ...(remark ? { remark } : {}), vis: 'public' }) as unknown as GameEvent;
    const events = [speech(2, 3, [{ kind: 'ask', target: 6, about: 'case', subject: 5 }]), speech(2, 4, [{ kind: 'ask', target: 6, about: 'vote', subject: 5 }])];
    expect(open([...events, ballot(6)], 6)).toContain('Vera asked for your case against Katya');
    expect(open([...events, ballot(6, "Vera, you asked: that's what it is about Katya.")], 6)).toBeNull();
    // Katya dead: her read and the case against her are moot; why the seat voted her is not.
    const dead = open(events, 6, { alive: (s) => s !== 5 });
    expect(dead).not.toContain('Vera asked');
    expect(dead).toContain('Elsie asked why you voted Katya');
  });

  it('shows only the claims the table may show', () => {
    const events = [speech(1, 6, [{ kind: 'ask', target: 8, about: 'case' }])];
    expect(openQuestions(events, 8, { label, claims: () => [], alive: () => true, today: 1 })).toBeNull();
  });
});

describe('in the prompt', () => {
  const board = findBoard('werewolf-9')!;
  const render = makeRenderer(board.ruleset, label, () => board.preset.options, () => 9);
  const seats = NAMES.map((name, i) => ({ seat: i + 1, name, alive: true }));
  const events = [speech(1, 6, [{ kind: 'ask', target: 8, about: 'vote', subject: 5 }])];
  const view = { seat: 8, name: 'Jonah', role: 'villager', team: 'village', teammates: [], alive: true, day: 2, phase: 'day', step: 'discussion', seats, events } as unknown as PlayerView;
  const spec = (shape: string) => ({ kind: shape, question: 'Your turn.', answer: { shape } }) as unknown as DecisionSpec<unknown>;

  it('is said under the question of a speech, and not of a vote', () => {
    const speaking = userPrompt(view, spec('speech'), render);
    expect(speaking).toContain('## Now\nYour turn.\nAsked of you and not answered yet (answer it in your words, or say why not): on day 1 Seat 6 (Bruno) asked why you voted Seat 5 (Katya).');
    expect(userPrompt(view, spec('choice'), render)).not.toContain('Asked of you');
  });
});

describe('the dead, in the prompt', () => {
  it("give the seat's own role as its own, not as if the death had shown it (relay: 'Seat 8 (Greta) (a werewolf)' read as a reveal)", () => {
    const board = findBoard('werewolf-9')!;
    const render = makeRenderer(board.ruleset, label, () => board.preset.options, () => 9);
    const seats = NAMES.map((name, i) => ({ seat: i + 1, name, alive: i + 1 !== 8 && i + 1 !== 3, ...(i + 1 === 8 ? { role: 'werewolf' } : i + 1 === 3 ? { role: 'seer' } : {}) }));
    const view = { seat: 8, name: 'Jonah', role: 'werewolf', team: 'werewolves', teammates: [], alive: false, day: 2, phase: 'day', step: 'discussion', seats, events: [] } as unknown as PlayerView;
    const text = userPrompt(view, { kind: 'speech', question: 'Your last words.', answer: { shape: 'speech' } } as unknown as DecisionSpec<unknown>, render);
    expect(text).toMatch(/Dead: Seat 3 \(Vera\) \(the seer\), Seat 8 \(Jonah\) \(you: a werewolf\)\./);
  });
});
