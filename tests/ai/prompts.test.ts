// What the model reads: the rulebook as this table's options set it, merged notes, the cached stable
// start of the user turn, and nothing a seat knows lost to compression.
import { afterEach, describe, expect, it } from 'vitest';
import { zodOutputFormat } from '@anthropic-ai/sdk/helpers/zod';
import { schemaFor } from '../../src/ai/schemas.js';
import type { GameEvent } from '../../src/engine/events.js';
import { mergedNotes, NOTES } from '../../src/engine/prompt-notes.js';
import { quote } from '../../src/engine/prompt.js';
import type { PlayerView } from '../../src/engine/view.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import type { Persona } from '../../src/personas/schema.js';
import { personaSection } from '../../src/rules/common/persona-prompt.js';
import { findBoard } from '../../src/rules/index.js';
import { fakeServer, playAiGame, seatOf, systemText, userText } from './support.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function viewAt(preset: string, options: Record<string, unknown>, role: string): PlayerView {
  const board = findBoard(preset)!;
  const seats = Array.from({ length: board.preset.seats }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: true }));
  const started = { type: 'game_started', n: 1, day: 0, vis: 'public', preset, options: { ...board.preset.options, ...options }, seats: [] } as unknown as GameEvent;
  return { seat: 1, name: 'P1', role, team: board.ruleset.teamOf(role), teammates: [], alive: true, day: 1, phase: 'night', step: 'night', seats, events: [started] };
}
const systemFor = (preset: string, options: Record<string, unknown>, role = 'villager', persona?: Persona) =>
  findBoard(preset)!.ruleset.systemPrompt(viewAt(preset, options, role), persona);

describe('the rulebook follows the table\'s options', () => {
  it('werewolf: the witch saving herself, and the guard with the antidote', () => {
    expect(systemFor('werewolf', {})).toContain('She cannot save herself.');
    expect(systemFor('werewolf', { witchSelfSave: 'firstNight' })).toContain('She may save herself on the first night only.');
    const always = systemFor('werewolf', { witchSelfSave: 'always' });
    expect(always).toContain('She may save herself.');
    expect(always).not.toContain('cannot save herself');
    expect(systemFor('werewolf', {})).toContain('(either one is enough)');
    const both = systemFor('werewolf', { guardAndAntidoteKill: true });
    expect(both).toContain('if the antidote and the guard both save the same player, that player dies');
    expect(both).not.toContain('either one is enough');
    expect(systemFor('werewolf', {})).toContain('(4 werewolves, 1 seer, 1 witch, 1 hunter, 1 guard, 4 villagers)');
  });

  it('mafia: nominations, roles shown on death, night zero, the detective\'s title', () => {
    const base = systemFor('mafia', {});
    expect(base).toContain('must nominate a living player');
    expect(base).toContain('night zero');
    expect(base).toContain("with the dead player's role");
    const open = systemFor('mafia', { nominations: false, revealOnDeath: false, nightZero: false, detectiveTitle: 'sheriff' });
    expect(open).not.toContain('must nominate');
    expect(open).not.toContain('A nomination is a public accusation');
    expect(open).not.toContain('night zero');
    expect(open).not.toContain("dead player's role");
    expect(open).not.toContain('their role is shown');
    expect(open).toContain('The sheriff investigates');
    expect(open).toContain('"abstain"');
  });

  it('every Mafia system prompt stays well above the 1,024 tokens a cached prefix needs, whatever the persona', () => {
    const shortest = [...loadPersonasCached()].sort((a, b) => personaSection(a, 'town').length - personaSection(b, 'town').length)[0]!;
    for (const preset of ['mafia', 'mafia-classic']) {
      for (const role of ['villager', 'mafia', 'detective']) {
        for (const options of [{}, { nominations: false, revealOnDeath: false, nightZero: false }]) {
          expect(Math.ceil(systemFor(preset, options, role, shortest).length / 4)).toBeGreaterThan(1250); // a fifth above the minimum
        }
      }
    }
  });
});

describe('notes accumulate', () => {
  const ev = (type: string, day: number, fields: Record<string, unknown>) => ({ type, n: 0, day, vis: { seats: [1] }, ...fields }) as unknown as GameEvent;
  const o = { seat: 1, alive: (s: number) => s !== 4, label: (s: number) => `Seat ${s}`, quote };

  it('keeps the latest suspicion of each living seat, across every call', () => {
    const notes = mergedNotes(
      [
        ev('memory', 1, { notes: { suspicion_updates: { 2: 0.9, 3: 0.2, 4: 0.7 } } }),
        ev('memory', 2, { notes: { suspicion_updates: { 3: 0.6 } } }),
        ev('memory', 2, { notes: { suspicion_updates: { 5: 0.1 } } }),
      ],
      o,
    );
    // Seat 2's read of day 1 is kept, seat 3's replaced, the dead seat 4 left out.
    expect(notes[0]).toBe('Your latest read (0 surely good, 1 surely evil): 2: 0.9, 3: 0.6, 5: 0.1.');
  });

  it('keeps earlier thoughts, the newest as a sentence, older ones shorter, within a fixed size however long the game', () => {
    const thoughts = Array.from({ length: 60 }, (_, i) =>
      ev('think', 1 + Math.floor(i / 6), { decision: 'vote', text: `Thought ${i}: ${'Seat 3 keeps changing the story. '.repeat(10)} Second sentence.` }),
    );
    const notes = mergedNotes([ev('phase_started', 1, { phase: 'day', step: 'day' }), ...thoughts], o);
    expect(notes[0]).toBe(`(${60 - NOTES.full - NOTES.short} earlier thoughts left out)`);
    expect(notes.at(-1)).toMatch(/^- Day 10, vote: "Thought 59: Seat 3 keeps/);
    expect(notes.at(-1)!.length).toBeLessThanOrEqual(NOTES.fullChars + 30);
    expect(notes[1]!.length).toBeLessThanOrEqual(NOTES.shortChars + 30);
    expect(notes.join('\n')).not.toContain('Second sentence');
    const short = mergedNotes(thoughts.slice(0, 2), o).join('\n');
    expect(notes.join('\n').length).toBeLessThan(1300);
    expect(short).toContain('Thought 0');
  });
});

describe('the user turn, stable first', () => {
  it('opens with the finished days as a cached block that stays the same for every call of a seat that day', async () => {
    server = await fakeServer();
    await playAiGame(server, { preset: 'werewolf', seed: 11 });
    const later = server.requests.filter((r) => Array.isArray((r.messages[0] as { content: unknown }).content));
    expect(later.length).toBeGreaterThan(20);
    const prefixes = new Map<string, Set<string>>();
    for (const r of later) {
      const [stable, rest] = (r.messages[0] as { content: { text: string; cache_control?: unknown }[] }).content;
      expect(stable!.cache_control).toEqual({ type: 'ephemeral' });
      expect(stable!.text.startsWith('## Earlier days (summary)')).toBe(true);
      expect(rest!.cache_control).toBeUndefined();
      expect(rest!.text).toMatch(/^## Today[\s\S]*## Now\n/);
      const day = /## Today \(\w+ (\d+)\)/.exec(rest!.text)![1];
      const key = `${seatOf(r)}@${day}`;
      prefixes.set(key, (prefixes.get(key) ?? new Set()).add(stable!.text));
    }
    for (const set of prefixes.values()) expect(set.size).toBe(1);
    // The fake server counts the cache like the API: those prefixes are read back.
    expect(later.filter((r) => r.endedAt).length).toBe(later.length);
  }, 300_000);

  it('asks for the same schema every time a shape comes back, with no legal seats in it and no integer noise', () => {
    const answer = (options: string[], freeText: boolean) =>
      freeText ? ({ shape: 'speech', field: 'speech' } as const) : options.includes('yes') ? ({ shape: 'yes_no', field: 'answer' } as const) : ({ shape: 'pick', field: 'target' } as const);
    const req = (kind: string, options: string[], freeText = false) => ({
      kind,
      seat: 1,
      question: '',
      options: options.map((value) => ({ value, label: value })),
      answer: answer(options, freeText),
      freeText,
      view: {} as never,
    });
    expect(schemaFor(req('vote', ['2', '3', 'abstain']))).toBe(schemaFor(req('vote', ['5', 'abstain'])));
    expect(schemaFor(req('seer', ['2']))).toBe(schemaFor(req('guard', ['4', 'nobody'])));
    for (const r of [req('vote', ['2']), req('discussion', [], true), req('wolf_proposal', ['3']), req('sheriff_run', ['yes', 'no'])]) {
      const json = JSON.stringify(zodOutputFormat(schemaFor(r) as never));
      expect(json).not.toContain('9007199254740991');
      expect(json).not.toMatch(/"enum":\["2"/);
    }
  });
});

describe('nothing a seat knows is lost to the summary', () => {
  it('every earlier vote, death, claim and private result of a seat is in each of its prompts', async () => {
    server = await fakeServer();
    let n = 0;
    server.setDefault((req) => {
      const a = JSON.parse(fakeAnswer(req)) as Record<string, unknown>;
      if ('claims' in a) a.claims = [{ kind: 'suspect', target: (n++ % 12) + 1 }, { kind: 'role', role: 'seer' }];
      return { kind: 'sse', text: JSON.stringify(a) };
    });
    const g = await playAiGame(server, { preset: 'werewolf', seed: 14 });
    const events = g.result!.events;
    let checked = 0;
    for (const r of server.requests) {
      const seat = seatOf(r);
      const user = userText(r);
      const day = Number(/## Today \(\w+ (\d+)\)/.exec(user)![1]);
      const seen = events.filter((e) => e.day < day && (e.vis === 'public' || ('seats' in e.vis && e.vis.seats.includes(seat))));
      for (const e of seen) {
        if (e.type === 'vote') expect(user).toMatch(new RegExp(`Day ${e.day} (\\w+ )?votes \\(voter→choice\\):.* ${e.seat}→${e.target ?? 'nobody'}\\b`));
        if (e.type === 'died') for (const s of e.seats as number[]) expect(user).toContain(`Seat ${s} (`);
        if (e.type === 'seer_checked') expect(user).toContain(`Night ${e.day}: Your check: Seat ${e.target} (`);
        if (e.type === 'speech') {
          for (const c of e.claims as { kind: string; target?: number }[]) {
            if (c.kind === 'suspect') expect(user).toMatch(new RegExp(`Day ${e.day} accusations \\(speaker→target\\):.* ${e.seat}→${c.target}\\b`));
            if (c.kind === 'role') expect(user).toContain(`Day ${e.day}: Seat ${e.seat} (`);
          }
        }
        checked++;
      }
      expect(systemText(r)).toContain(`You are Seat ${seat} (`);
    }
    expect(checked).toBeGreaterThan(500);
    // A seat the seer already checked is marked on its list of choices; no question asks for another JSON shape.
    const checks = events.filter((e) => e.type === 'seer_checked');
    const later = server.requests.filter((r) => /Check one living player/.test(userText(r)) && /Your check: Seat/.test(userText(r)));
    let marks = 0;
    for (const r of later) {
      const choices = /^Choices: .*$/m.exec(userText(r))![0];
      const marked = checks.filter((c) => c.day < Number(/## Today \(\w+ (\d+)\)/.exec(userText(r))![1]) && new RegExp(`(: |; )${c.target} = `).test(choices));
      marks += marked.length;
      for (const c of marked) expect(choices).toMatch(new RegExp(`${c.target} = Seat ${c.target} \\(\\w+\\) \\(you checked: (good|werewolf)\\)`));
    }
    expect(marks).toBeGreaterThan(0);
    expect(server.requests.some((r) => /Answer JSON|JSON:/.test(userText(r)))).toBe(false);
  }, 300_000);
});
