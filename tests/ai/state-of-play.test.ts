// The state of play and the gist of a speech, read on positions built by hand: each line says what its
// seat can know, the count warns before a vote that could lose the game, a gist keeps the sentence
// that carries the case and marks what it left out.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { finishedDays, GIST_CHARS, keySentences, record } from '../../src/engine/prompt.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { PlayerView } from '../../src/engine/view.js';
import { findBoard } from '../../src/rules/index.js';

const ev = (type: string, day: number, fields: Record<string, unknown> = {}) => ({ type, n: 0, day, vis: 'public', ...fields }) as unknown as GameEvent;

function view(preset: string, o: { seat?: number; role: string; teammates?: number[]; dead?: { seat: number; role?: string }[]; phase?: string; events?: GameEvent[]; options?: Record<string, unknown> }): PlayerView {
  const board = findBoard(preset)!;
  const dead = new Map((o.dead ?? []).map((d) => [d.seat, d.role]));
  const seats = Array.from({ length: board.preset.seats }, (_, i) => ({
    seat: i + 1,
    name: `P${i + 1}`,
    alive: !dead.has(i + 1),
    ...(dead.get(i + 1) ? { role: dead.get(i + 1)! } : {}),
  }));
  const started = ev('game_started', 0, { preset, options: { ...board.preset.options, ...(o.options ?? {}) }, seats: [] });
  return { seat: o.seat ?? 1, name: 'P1', role: o.role, team: board.ruleset.teamOf(o.role), teammates: o.teammates ?? [], alive: true, day: 3, phase: o.phase ?? 'day', step: 'discussion', seats, events: [started, ...(o.events ?? [])] };
}
const state = (preset: string, v: PlayerView) => findBoard(preset)!.ruleset.stateOfPlay!(v, { names: (s: number) => `Seat ${s} (P${s})` });

describe('the state of play, Mafia', () => {
  it('counts exactly when roles are shown on death, and warns before a vote that could hand the mafia the game', () => {
    const villagers = (n: number) => Array.from({ length: n }, (_, i) => ({ seat: 8 - i, role: 'villager' }));
    // 8 seats, 2 mafia: 7 alive is safe, 6 alive warns of parity after tonight, 5 alive of losing at once.
    expect(state('mafia-classic', view('mafia-classic', { role: 'villager', dead: villagers(1) }))).toBe('State of play: 7 alive: 2 mafia and 5 town. The mafia win when they are at least as many as the rest.');
    expect(state('mafia-classic', view('mafia-classic', { role: 'villager', dead: villagers(2) }))).toContain(
      "6 alive: 2 mafia and 4 town. The mafia win when they are at least as many as the rest: a wrong elimination today and the mafia reach parity with tonight's kill, unless the doctor saves the target.",
    );
    expect(state('mafia-classic', view('mafia-classic', { role: 'villager', dead: villagers(3) }))).toContain('a wrong elimination today hands the mafia the game at once');
    // A mafioso found dead is counted; a dead doctor saves nobody.
    const later = state('mafia-classic', view('mafia-classic', { role: 'villager', dead: [{ seat: 8, role: 'mafia' }, { seat: 7, role: 'doctor' }, { seat: 6, role: 'villager' }] }));
    expect(later).toBe('State of play: 5 alive: 1 mafia and 4 town; 1 mafioso found dead so far. The mafia win when they are at least as many as the rest.');
    expect(state('mafia', view('mafia', { role: 'villager', dead: villagers(3) }))).not.toContain('doctor');
  });

  it('gives only an upper bound to the town when roles stay hidden, the exact count to a mafioso', () => {
    const hidden = { options: { revealOnDeath: false }, dead: [{ seat: 8 }, { seat: 7 }] };
    expect(state('mafia-classic', view('mafia-classic', { role: 'villager', ...hidden }))).toContain('6 alive, at most 2 of them mafia (roles stay hidden on death)');
    expect(state('mafia-classic', view('mafia-classic', { role: 'mafia', teammates: [2], ...hidden }))).toContain('6 alive: 2 mafia and 4 town');
  });
});

describe('the state of play, Werewolf', () => {
  it('a villager learns of the potions only from the dawns: a peaceful night where only the witch saves, two deaths at one dawn', () => {
    const events = [ev('dawn', 1, { dead: [] }), ev('dawn', 2, { dead: [4, 5] })];
    const line = state('werewolf-9', view('werewolf-9', { role: 'villager', events, dead: [{ seat: 4 }, { seat: 5 }] }));
    expect(line).toContain('night 1 was peaceful: the antidote is used, unless the pack attacked nobody');
    expect(line).toContain('the poison is used (two died on night 2)');
    expect(line).not.toContain('your pack');
    // With a guard at the table a peaceful night proves nothing about the antidote.
    expect(state('werewolf', view('werewolf', { role: 'villager', events: [ev('dawn', 1, { dead: [] })] }))).not.toContain('antidote');
  });

  it('the witch is told her own potions, the pack its own and what its targets tell; the hunter\'s shot tells everyone', () => {
    const witch = state('werewolf-9', view('werewolf-9', { role: 'witch', events: [ev('witch_acted', 1, { seat: 1, action: 'antidote', target: 6 })] }));
    expect(witch).toContain('your potions: antidote used (night 1, on Seat 6 (P6)), poison unused');
    const wolf = state('werewolf-9', view('werewolf-9', { role: 'werewolf', teammates: [2, 3], events: [ev('pack_target', 1, { target: 6 }), ev('dawn', 1, { dead: [] })] }));
    expect(wolf).toContain('your pack: 3 of 3 alive (1, 2, 3), 6 living non-wolves');
    expect(wolf).toContain("night 1's target Seat 6 (P6) survived (the antidote)");
    // Whom the pack attacked is the pack's alone: the line says so, never as what "the nights show" the table.
    expect(wolf).toContain('known only to your pack');
    expect(wolf).not.toContain('the nights show');
    expect(wolf).not.toContain('ends the game');
    // Two non-wolves left and the game goes on: one god and one villager (seen with the relay: the pack worked it out by hand).
    const endgame = state('werewolf-9', view('werewolf-9', { role: 'werewolf', teammates: [2, 3], dead: [{ seat: 4 }, { seat: 5 }, { seat: 6 }, { seat: 7 }] }));
    expect(endgame).toContain('2 living non-wolves; those two must be one god and one villager, so the next death of either, banished or killed, ends the game');
    const shot = state('werewolf-9', view('werewolf-9', { role: 'villager', events: [ev('hunter_shot', 2, { seat: 8, target: 4 })], dead: [{ seat: 8 }, { seat: 4 }] }));
    expect(shot).toContain('gods dealt: seer, witch and hunter; known dead: the hunter (Seat 8 (P8), who fired on day 2)');
    // His claim is not listed again beside the shot (a relay reader: "the same fact appears twice").
    const claimed = ev('speech', 2, { seat: 8, text: '…', context: 'last_words', claims: [{ kind: 'role', role: 'hunter' }] });
    const both = state('werewolf-9', view('werewolf-9', { role: 'villager', events: [claimed, ev('hunter_shot', 2, { seat: 8, target: 4 })], dead: [{ seat: 8 }, { seat: 4 }] }));
    expect(both).toContain('known dead: the hunter (Seat 8 (P8), who fired on day 2)');
    expect(both).not.toContain('the dead claimed');
  });

  it('a god who is dead knows it: a dead seer is not told "none shown dead"', () => {
    const seer = state('werewolf', view('werewolf', { role: 'seer', seat: 8, dead: [{ seat: 8, role: 'seer' }, { seat: 10 }] }));
    expect(seer).toContain('gods dealt: seer, witch, hunter and guard; known dead: the seer (you)');
    expect(seer).not.toContain('none shown dead');
    expect(state('werewolf', view('werewolf', { role: 'villager', seat: 8, dead: [{ seat: 10 }] }))).toContain('none shown dead (a death shows no role)');
  });

  it('names the gods the dead claimed to be, as claims (with the relay, three readers took "none known dead" for stale)', () => {
    const claim = (seat: number, role: string) => ev('speech', 1, { seat, text: '…', context: 'last_words', claims: [{ kind: 'role', role }] });
    const line = state('werewolf-9', view('werewolf-9', { role: 'villager', seat: 2, dead: [{ seat: 4 }, { seat: 9 }], events: [claim(4, 'seer'), claim(9, 'witch'), claim(6, 'hunter')] }));
    expect(line).toContain('none shown dead (a death shows no role); the dead claimed the seer (Seat 4 (P4)) and the witch (Seat 9 (P9)) (claims, not shown roles)');
    expect(line).not.toContain('hunter (Seat 6');
  });
});

describe('the state of play, Werewolf: the last god', () => {
  it('tells a god whose every other god is dead, shown or claimed, that its death ends the game (relay, werewolf-9, seed 1290701)', () => {
    // The seer, seat 2: the witch (seat 5) claimed her role in her last words, the hunter (seat 3) fired.
    const witch = ev('speech', 1, { seat: 5, text: '…', context: 'last_words', claims: [{ kind: 'role', role: 'witch' }] });
    const shot = ev('hunter_shot', 1, { seat: 3, target: 8 });
    const seer = (events: GameEvent[], dead: { seat: number; role?: string }[]) => state('werewolf-9', view('werewolf-9', { role: 'seer', seat: 2, events, dead }));
    const line = seer([witch, shot], [{ seat: 5 }, { seat: 3 }, { seat: 8 }]);
    expect(line).toContain('every other god is dead by a shown role or a dead seat\'s claim: if those claims are true, you are the last god alive, and your death, banished or killed, ends the game');
    // Both shown (the hunter by his shot, the witch by a role shown on her seat): said without the condition.
    const shown = seer([shot], [{ seat: 5, role: 'witch' }, { seat: 3 }, { seat: 8 }]);
    expect(shown).toContain('every other god is dead: you are the last god alive');
    // Not while a god is unaccounted for, nor to a villager, nor to a wolf.
    expect(seer([shot], [{ seat: 3 }, { seat: 8 }])).not.toContain('you are the last god');
    expect(state('werewolf-9', view('werewolf-9', { role: 'villager', seat: 2, events: [witch, shot], dead: [{ seat: 5 }, { seat: 3 }, { seat: 8 }] }))).not.toContain('you are the last god');
    expect(state('werewolf-9', view('werewolf-9', { role: 'werewolf', seat: 2, teammates: [1, 4], events: [witch, shot], dead: [{ seat: 5 }, { seat: 3 }, { seat: 8 }] }))).not.toContain('you are the last god');
  });
});

describe('the gist of a speech', () => {
  const names = ['Bruno', 'Hugo', 'Luca', 'Elsie', 'Greta', 'Ada', 'Katya', 'Vera', 'Mira'];
  it('never splits a sentence at a decimal point', () => {
    const speech = 'Nell trusted me with her badge, and I mean to spend it as she would have. Jonah, you voted for yourself yesterday and today you gave us one borrowed sentence, which I cannot square. My 1.5 goes on Seat 4 (Jonah). Whoever guards at night: keep doing it quietly.';
    expect(keySentences(speech, names)).toContain('My 1.5 goes on Seat 4 (Jonah).');
  });

  it("keeps the sentence that makes the speech's role claim, however it is worded", () => {
    // A relay reader's summary dropped "the role I hold is the hunter" from Nell's speech and kept the rest.
    const speech =
      'Slow down, everyone: the role I hold is the hunter. As for your question, Bruno: Elsie called me a werewolf earlier today, and Hugo and Luca voted with her. ' +
      'That check is false, and I would ask who Elsie really is, and why Katya joined in so fast. Katya, you joined in, so hear it too: I am not a werewolf, and Vera knows it.';
    expect(speech.length).toBeGreaterThan(GIST_CHARS);
    expect(keySentences(speech, names)).toContain('the role I hold is the hunter');
    const other = 'Elsie called me a werewolf earlier today, and Hugo and Luca voted with her, and Vera too. I keep my card close, the hunter card, and Katya knows why. ' + 'That check is false, and I would ask who Elsie really is, and why Katya joined in so fast, and why Greta and Ada said nothing at all about it.';
    expect(keySentences(other, names, [], ['hunter'])).toContain('the hunter card');
  });

  it('keeps the sentence that claims the role before one that only names it', () => {
    // "… Last night I checked Seat 5, Priya, and she came back werewolf. Jonah and Katya, you both said your votes ride with a real
    // seer with a result, so here I am. …": the gist of a seer's campaign, without "I'm the seer" (relay game, werewolf-9).
    const speech =
      "Now then, pull up a chair, loves. I'm the seer. Last night I checked Seat 5, Priya, and she came back werewolf. Jonah and Katya, you both said your votes " +
      "ride with a real seer with a result, so here I am. Step down and let me carry the badge. I'll check a new seat every night and tell you each one straight, and today my vote goes on Priya.";
    const said = keySentences(speech, [...names, 'Priya', 'Jonah'], ['seer', 'werewolf'], ['seer']);
    expect(said).toContain("I'm the seer.");
    expect(said).toContain('I checked Seat 5');
  });

  it('keeps a check said as "I looked at …, and she is …" before the reason the seat was looked at', () => {
    // A finished day's gist of the seer's speech kept "I looked at Elsie because I could not place her" and lost "I looked at
    // Elsie last night, and she is a werewolf" (relay game, werewolf-9, seed 1272301: the model seat's day-3 prompt).
    const speech =
      'Hugo, to answer you, fresh out of the oven: Oskar is a werewolf! I looked at Elsie because I could not place her either way. I looked at Elsie last night, and ' +
      "she is a werewolf. There is only one seer here, and it is me, not Mira. Mira said I came back a werewolf yesterday, and it is a lie: I am not a werewolf. Oskar's " +
      "parting word yesterday was me. I checked him, so I know why he wanted me gone. I don't have to guess about Elsie. That settles my vote. I'm standing by Hugo, " +
      'given that Hugo accused Oskar yesterday, and I reported Oskar as a werewolf. I haven\'t forgotten Mira either: Mira and Oskar both put their votes on me yesterday.';
    const said = keySentences(speech, [...names, 'Hugo', 'Oskar', 'Elsie', 'Mira'], ['seer', 'werewolf'], ['seer']);
    expect(said).toContain('I looked at Elsie last night, and she is a werewolf.');
    expect(keySentences('My check on Elsie last night came back a werewolf, and it is no guess. ' + speech, [...names, 'Hugo', 'Oskar', 'Elsie', 'Mira'], ['seer', 'werewolf'], ['seer'])).toContain('My check on Elsie');
  });

  it('keeps no sentence that says a seat as "him" or "her" without the sentence before it that names the seat', () => {
    // "My vote stays on Priya: … … Check him or someone near him tonight.": "him" had lost Jonah (a relay reader's prompt).
    const speech =
      'My vote stays on Priya: a seer holding a werewolf check does not sit out the sheriff race and wait to be named. But let the record show, Mira, ' +
      "that a rival's accusation clears nobody; Jonah is unverified, not good. Check him or someone near him tonight.";
    const said = keySentences(speech, [...names, 'Priya', 'Jonah'], ['seer', 'werewolf'], []);
    expect(said.includes('Check him') ? said.includes('Jonah is unverified') : true, said).toBe(true);
    expect(said).toContain('My vote stays on Priya');
    // A sentence that names its seat itself needs nothing before it.
    const named = keySentences(`Well then, everyone, settle in ${'and listen '.repeat(12)}for a moment please. I checked Seat 5, Priya, and she came back werewolf.`, [...names, 'Priya'], [], []);
    expect(named).toMatch(/^… I checked Seat 5, Priya, and she came back werewolf\./);
  });

  it('keeps a short speech whole', () => {
    expect(keySentences('I have nothing yet.  I will listen.', names)).toBe('I have nothing yet. I will listen.');
  });

  it('keeps the speaker\'s own claim and the sentences that name seats, whole and in order, and marks what it left out', () => {
    const speech =
      "My friend Bruno, that's a bold track, but it's the wrong song. I'm the witch. The pack attacked Katya last night and I saved her with my antidote; you'll see her alive at dawn. " +
      "Honestly the weather has been strange all week and the music was loud. Make me sheriff and my first vote, and I hope yours, goes on Bruno.";
    const g = keySentences(speech, names, ['witch', 'seer']);
    expect(g.length).toBeLessThanOrEqual(GIST_CHARS + 10);
    expect(g).toContain("I'm the witch.");
    expect(g).not.toContain('weather');
    expect(g).toMatch(/…/);
    // Whole sentences only, except one that alone is too long: cut at a clause, and the cut shown.
    for (const part of g.split('…').map((x) => x.trim()).filter(Boolean)) expect(speech).toContain(part);
    const long = `Seat 4 is lying, ${'and the votes on day one show it again, '.repeat(8)}so vote Seat 4.`;
    expect(keySentences(long, names)).toMatch(/^Seat 4 is lying, .* …$/);
  });
});

describe("a seat's own words of yesterday", () => {
  it('are in its prompt whole, where another seat\'s are a gist (a relay reader lost its own badge plan to the cut)', () => {
    const board = findBoard('werewolf-9')!;
    const long = (who: string) =>
      `I'll open the books first: ${who} speaking. Last night was quiet for me and I have little to add on the deaths. ` +
      'The weather has been strange all week and the music was loud at the inn, so forgive me if I ramble on. ' +
      'If the wolves take me tonight, the badge goes straight to Seat 6 (P6), who is verified, and my vote today is Seat 3 (P3).';
    const events = [ev('speech', 1, { seat: 1, text: long('P1'), context: 'discussion', claims: [] }), ev('speech', 1, { seat: 2, text: long('P2'), context: 'discussion', claims: [] })];
    const v = { ...view('werewolf-9', { role: 'villager', seat: 1, events }), day: 2 };
    const render = makeRenderer(board.ruleset as never, (s) => `P${s}`);
    const lines = finishedDays(v.events.filter((e) => e.day < 2), render, 2, v.seats.map((x) => x.name), 1);
    const mine = lines.find((l) => l.startsWith('Seat 1 (P1)'))!;
    const theirs = lines.find((l) => l.startsWith('Seat 2 (P2)'))!;
    expect(mine).toContain('[discussion in full]');
    expect(mine).toContain('the music was loud');
    expect(theirs).toContain('gist');
    expect(theirs).not.toContain('the music was loud');
    // The badge plan is a sentence a gist keeps.
    expect(theirs).toContain('the badge goes straight to Seat 6 (P6)');
  });
});

describe("a finished day's gist", () => {
  it("keeps the speaker's own vote (a relay reader's prompt had lost \"I vote Tomas\": mafia-classic, seed 1220501)", () => {
    const speech =
      "Iris, you asked where I lean. Until a moment ago, nowhere: the mechanism had only one movement, Elsie's death, and it points at no one. Now Vera has claimed sheriff with a result on Tomas, and nobody here has contradicted her. That is a gear with a cause: either she is the sheriff, or she is mafia and Tomas's flip will expose her tomorrow. Either way the mechanism tells us something. I vote Tomas. Should he turn out town, Vera is my first name on Day 2. Precisely that.";
    const said = keySentences(speech, ['Iris', 'Elsie', 'Vera', 'Tomas', 'Oskar'], ['sheriff', 'mafia']);
    expect(said.length).toBeLessThanOrEqual(GIST_CHARS + 10);
    expect(said).toContain('I vote Tomas.');
  });
});

describe('the record by player', () => {
  it('a lean said in words with no claim is on record as "mentioned", never as "named nobody"', () => {
    const board = findBoard('werewolf-9')!;
    const speech = (seat: number, text: string, claims: unknown[] = []) => ev('speech', 1, { seat, text, context: 'discussion', claims });
    const events = [
      speech(1, 'I lean Seat 2 (P2), though nothing in the record points there yet.'),
      speech(3, 'For now I lean P8; P4 I trust.', [{ kind: 'trust', target: 4 }]),
      speech(5, 'No one stands out to me so far.'),
      speech(6, 'I heard Seat 6 talk about myself.'),
      speech(7, 'Seat 8 is the seer, I believe them.', [{ kind: 'trust', target: 8 }]),
    ];
    const v = { ...view('werewolf-9', { role: 'villager', seat: 9, events }), day: 2 };
    const lines = record(v, makeRenderer(board.ruleset as never, (s) => `P${s}`));
    const of = (s: number) => lines.find((l) => l.startsWith(`Seat ${s} (`))!;
    expect(of(1)).toBe('Seat 1 (P1): D1 mentioned P2');
    expect(of(3)).toBe('Seat 3 (P3): D1 trusted P4, mentioned P8');
    expect(of(5)).toBe('Seat 5 (P5): D1 named nobody');
    expect(of(6)).toBe('Seat 6 (P6): D1 named nobody');
    expect(of(7)).toBe('Seat 7 (P7): D1 trusted P8');
  });
});
