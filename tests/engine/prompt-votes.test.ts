// The votes the table has said today, counted in a model seat's prompt (four relay readers counted them by hand at the
// last call and asked for the tally, 3 Dec).
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { DecisionSpec } from '../../src/engine/decision.js';
import { userPrompt } from '../../src/engine/prompt.js';
import { announcedVotes } from '../../src/engine/prompt-votes.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { PlayerView } from '../../src/engine/view.js';
import { findBoard } from '../../src/rules/index.js';

const NAMES = ['Priya', 'Tomas', 'Vera', 'Elsie', 'Katya', 'Bruno', 'Hugo', 'Jonah', 'Ada'];
const label = (s: number) => NAMES[s - 1]!;
let n = 0;
const speech = (day: number, seat: number, claims: Claim[] = []): GameEvent =>
  ({ n: ++n, day, type: 'speech', seat, text: '…', claims, context: 'discussion', vis: 'public' }) as unknown as GameEvent;
const phase = (day: number, name: string): GameEvent => ({ n: ++n, day, type: 'phase_started', phase: name, step: name, round: day, vis: 'public' }) as unknown as GameEvent;
const vote = (target: number): Claim => ({ kind: 'vote', target });
const tally = (events: GameEvent[], alive: (s: number) => boolean = () => true) => announcedVotes(events, { label, claims: (l) => [...l], alive });

describe('votes said today', () => {
  it("counts each living seat's latest word, most voices first, and only since the phase began", () => {
    const events = [
      phase(1, 'day'),
      speech(1, 1, [vote(4)]),
      phase(2, 'night'),
      phase(2, 'day'),
      speech(2, 2, [vote(5)]),
      speech(2, 3, [{ kind: 'suspect', target: 5 }, vote(5)]),
      speech(2, 4, [vote(2)]),
      // A seat that changed its word counts once, where it said last.
      speech(2, 6, [vote(2)]),
      speech(2, 6, [vote(5)]),
      // A dead voter's word, and a vote on a dead seat, are not counted.
      speech(2, 7, [vote(2)]),
      speech(2, 9, [vote(8)]),
    ];
    expect(tally(events, (s) => s !== 7 && s !== 8)).toBe(
      "Votes said today (each living player's latest word; a ballot may still differ): on Katya: Tomas, Vera, Bruno; on Tomas: Elsie.",
    );
  });

  it('says nothing with fewer than two votes said, at night, or when the table may not show the claims', () => {
    expect(tally([phase(1, 'day'), speech(1, 1, [vote(4)])])).toBeNull();
    expect(tally([phase(1, 'day'), speech(1, 1, [vote(4)]), speech(1, 2, [vote(4)]), phase(1, 'night')])).toBeNull();
    expect(announcedVotes([speech(1, 1, [vote(4)]), speech(1, 2, [vote(4)])], { label, claims: () => [], alive: () => true })).toBeNull();
  });

  it("weighs the sheriff's ballot as the count will: each group with its total, the most weight first", () => {
    const { ruleset } = findBoard('werewolf-9')!;
    const elected = { n: ++n, day: 1, type: 'sheriff_elected', seat: 3, reason: 'votes', tally: [], vis: 'public' } as unknown as GameEvent;
    const events = [elected, phase(1, 'day'), speech(1, 1, [vote(4)]), speech(1, 2, [vote(4)]), speech(1, 3, [vote(5)]), speech(1, 6, [vote(5)])];
    const weight = (s: number) => ruleset.ballotWeight!(events, s);
    // Two voices on each, but Vera holds the badge: Katya's side weighs 2.5 against 2.
    expect(announcedVotes(events, { label, claims: (l) => [...l], alive: () => true, weight })).toBe(
      "Votes said today (each living player's latest word; a ballot may still differ): on Katya: Vera (weighs 1.5), Bruno = 2.5; on Elsie: Priya, Tomas = 2.",
    );
    // The badge passed on: its new holder's ballot weighs 1.5, the old holder's 1.
    const passed = { n: ++n, day: 2, type: 'badge_passed', from: 3, to: 6, vis: 'public' } as unknown as GameEvent;
    expect(ruleset.ballotWeight!([elected, passed], 3)).toBe(1);
    expect(ruleset.ballotWeight!([elected, passed], 6)).toBe(1.5);
    // Torn up: nobody's.
    expect(ruleset.ballotWeight!([elected, { ...passed, to: null } as unknown as GameEvent], 3)).toBe(1);
    // A table with no weighted ballots says no totals.
    expect(tally(events)).toBe("Votes said today (each living player's latest word; a ballot may still differ): on Elsie: Priya, Tomas; on Katya: Vera, Bruno.");
  });

  it('forgets the words once ballots are cast, and counts a run-off from its own speeches', () => {
    const ballot = (seat: number, target: number): GameEvent => ({ n: ++n, day: 1, type: 'vote', seat, target, ballot: 'banish', weight: 1, vis: 'public' }) as unknown as GameEvent;
    const said = [phase(1, 'day'), speech(1, 1, [vote(4)]), speech(1, 2, [vote(4)]), speech(1, 3, [vote(5)])];
    expect(tally(said)).not.toBeNull();
    // Last words after the vote: no tally the ballots may have overturned (a relay reader, 4 Dec).
    expect(tally([...said, ballot(1, 5), ballot(2, 5), ballot(3, 5)])).toBeNull();
    expect(tally([...said, ballot(1, 5), speech(1, 6, [vote(7)]), speech(1, 8, [vote(7)])])).toBe(
      "Votes said today (each living player's latest word; a ballot may still differ): on Hugo: Bruno, Jonah.",
    );
  });

  it('counts an abstention said plainly, and not one said as a condition', () => {
    const said = (seat: number, text: string, claims: Claim[] = []): GameEvent => ({ ...(speech(1, seat, claims) as object), text }) as unknown as GameEvent;
    const events = [
      phase(1, 'day'),
      speech(1, 1, [vote(4)]),
      speech(1, 2, [vote(4)]),
      // A relay reader's tally kept this seat on Tomas ("I take my vote off Tomas and abstain today").
      speech(1, 6, [vote(4)]),
      said(6, 'Tomas claims the witch. Therefore I take my vote off Tomas and abstain today.'),
      said(3, "If nobody counters, I abstain. I wouldn't abstain otherwise."),
      said(7, 'Bruno abstained yesterday, and I find it odd.'),
      // Another seat's abstention, or a guess at one, said by "I" (relay game, mafia-classic, seed 1220501): not the speaker's.
      said(8, 'Hugo, your abstain yesterday I still dislike, but it put no townie out.'),
      said(9, 'I think Hugo will abstain.'),
      // Beside a lean it names, a word of abstaining is not where its vote is.
      said(5, 'As it stands, I lean Wren; I abstain from nothing.', [{ kind: 'lean', target: 9 }]),
    ];
    expect(tally(events)).toBe("Votes said today (each living player's latest word; a ballot may still differ): on Elsie: Priya, Tomas; abstaining: Bruno.");
  });

  it("is in the prompt, after the question", () => {
    const board = findBoard('werewolf-9')!;
    const render = makeRenderer(board.ruleset, label, () => board.preset.options, () => 9);
    const seats = NAMES.map((name, i) => ({ seat: i + 1, name, alive: true }));
    const events = [phase(1, 'day'), speech(1, 2, [vote(5)]), speech(1, 3, [vote(5)])];
    const view = { seat: 8, name: 'Jonah', role: 'villager', team: 'village', teammates: [], alive: true, day: 1, phase: 'day', step: 'last_call', seats, events } as unknown as PlayerView;
    const text = userPrompt(view, { kind: 'last_call', question: 'Last call.', answer: { shape: 'speech' } } as unknown as DecisionSpec<unknown>, render);
    expect(text).toContain('## Now\nLast call.\nVotes said today');
    expect(text).toContain('on Seat 5 (Katya): Seat 2 (Tomas), Seat 3 (Vera).');
  });
});
