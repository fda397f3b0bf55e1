// What the model reads: the rulebook of this table (its roles only, its options, the procedure), a cached
// prefix above the model's minimum under one schema a game, the stable start of the user turn, and a
// record of the finished days that loses nothing a seat knows (every ballot, last words, private results).
import { afterEach, describe, expect, it } from 'vitest';
import { zodOutputFormat } from '@anthropic-ai/sdk/helpers/zod';
import { answerFormat } from '../../src/ai/answer-format.js';
import { schemaFor, tableWords } from '../../src/ai/schemas.js';
import type { GameEvent } from '../../src/engine/events.js';
import { quote } from '../../src/engine/prompt.js';
import type { PlayerView } from '../../src/engine/view.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { rememberPronouns } from '../../src/personas/pronouns.js';
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
/** The whole system prompt a model seat is sent: the ruleset's, then how to answer. */
const sentSystem = (preset: string, role: string, persona?: Persona) =>
  `${systemFor(preset, {}, role, persona)}\n\n${answerFormat(tableWords({ view: viewAt(preset, {}, role) } as never))}`;

const PRESETS = ['werewolf', 'werewolf-9', 'werewolf-6', 'mafia', 'mafia-classic'];
/** Every role either game has, as its rules and prompts name it. */
const ROLE_WORDS: Record<string, RegExp> = {
  guard: /\bguards?\b/i,
  hunter: /\bhunters?\b/i,
  doctor: /\bdoctors?\b/i,
  seer: /\bseers?\b/i,
  witch: /\bwitch(es)?\b/i,
};

describe('the rulebook of this table', () => {
  it('names only the roles dealt at this table, in the rules, the advice, the answer format and the schema', () => {
    for (const preset of PRESETS) {
      const board = findBoard(preset)!;
      const dealt = new Set(Object.keys(board.preset.roles));
      for (const role of dealt) {
        const text = [undefined, ...loadPersonasCached()].map((persona) => sentSystem(preset, role, persona)).join('\n');
        const schema = JSON.stringify(zodOutputFormat(schemaFor({ view: viewAt(preset, {}, role) } as never) as never));
        for (const [absent, word] of Object.entries(ROLE_WORDS)) {
          if (dealt.has(absent)) continue;
          expect(text.match(word)?.[0], `${preset} ${role}: ${absent}`).toBeUndefined();
          expect(schema.match(word)?.[0], `${preset} schema: ${absent}`).toBeUndefined();
        }
      }
    }
    // A guard at the table: its rules are there.
    expect(sentSystem('werewolf', 'villager')).toMatch(/\bguard\b/);
  });

  it('says what a missing role means: with nobody to protect, a night with no death means the antidote was used', () => {
    expect(systemFor('werewolf-9', {})).toContain('Only the witch can save a player here: a night with no death means she used her antidote');
    expect(systemFor('werewolf', {})).not.toContain('Only the witch can save');
    expect(systemFor('mafia', {})).toContain("No other role is in this game: nothing can save the night's target.");
    expect(systemFor('mafia-classic', {})).not.toContain('nothing can save');
  });

  it('states the procedure the engine plays: sheriff ballots, the attacked witch, the shot after last words, the order, both wins at once, the draw', () => {
    const w = systemFor('werewolf-9', {});
    // electors = the living who are not remaining candidates (sheriff.ts): a withdrawn candidate votes.
    expect(w).toContain('Every living player who is not a remaining candidate votes for one candidate, a withdrawn candidate too');
    // poisonable = every living seat but herself, whoever was attacked (night.ts).
    expect(w).toContain('on a night she is attacked she may still use the poison');
    // last_words, then triggers() (script.ts).
    expect(w).toContain("the shot comes after the hunter's last words");
    expect(w).toContain('in seat order starting from a random candidate (the question says where you speak)');
    expect(w).toContain("If both sides' conditions hold at once, the village wins.");
    const m = systemFor('mafia-classic', {});
    expect(m).toContain('the town\'s is checked first');
    expect(m).toContain('The last mafioso alive picks the kill alone');
    // A stalled table (stall.ts): every seat may pass, and the model knows where that ends.
    expect(w).toContain('When three nights and three days in a row pass with no death, the game ends in a draw.');
    expect(m).toContain('When three nights and three days in a row pass with no death, the game ends in a draw.');
    expect(systemFor('mafia', {})).toContain('When three nights and three days in a row pass with no death (night zero, which has no kill, not counted), the game ends in a draw.');
  });

  it('werewolf: the witch saving herself, and the guard with the antidote', () => {
    expect(systemFor('werewolf', {})).toContain('She cannot save herself, but on a night she is attacked she may still use the poison.');
    expect(systemFor('werewolf', { witchSelfSave: 'firstNight' })).toContain('She may save herself on the first night only');
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
});

describe('the cached prefix', () => {
  it('every system prompt a model seat is sent is above the 2,048 tokens some models need to cache it, whatever the persona', () => {
    const shortest = [...loadPersonasCached()].sort((a, b) => personaSection(a, 'town').length - personaSection(b, 'town').length)[0]!;
    for (const preset of PRESETS) {
      for (const role of Object.keys(findBoard(preset)!.preset.roles)) {
        // The fake server's count (4 characters a token), with a tenth to spare for a tokenizer that packs more.
        expect(Math.ceil(sentSystem(preset, role, shortest).length / 4), `${preset} ${role}`).toBeGreaterThan(2048 * 1.1);
      }
    }
  });

  it('one schema for every decision of a game: the seats and the table\'s words as enums, no integer noise', () => {
    const json = JSON.stringify(zodOutputFormat(schemaFor({ view: viewAt('werewolf-9', {}, 'villager') } as never) as never));
    expect(json).toContain('"enum":[1,2,3,4,5,6,7,8,9]');
    expect(json).toContain('"enum":["werewolf","seer","witch","hunter","villager"]');
    expect(json).toContain('"enum":["werewolf","good"]');
    expect(json).not.toContain('9007199254740991');
    expect(json).not.toContain('minimum');
    const sheriff = JSON.stringify(zodOutputFormat(schemaFor({ view: viewAt('mafia-classic', {}, 'villager') } as never) as never));
    expect(sheriff).toContain('"enum":["mafia","sheriff","doctor","villager"]');
    expect(sheriff).toContain('"enum":["mafia","not mafia"]');
    expect(schemaFor({ view: viewAt('werewolf-9', {}, 'seer') } as never)).toBe(schemaFor({ view: viewAt('werewolf-9', {}, 'werewolf') } as never));
    // The claims' description names only the kinds the schema takes: no "acted" at a table where no role acts at night (a relay
    // reader found it named, and refused, at a mafia table: seed 1205301).
    const mafia = JSON.stringify(zodOutputFormat(schemaFor({ view: viewAt('mafia', {}, 'villager') } as never) as never));
    expect(mafia).not.toContain('"acted"');
    expect(mafia).not.toMatch(/acted: a night action/);
    expect(sheriff).toContain('"acted"');
    expect(sheriff).toMatch(/acted: a night action/);
    // The ballot's remark is a field of the one schema where a ballot offers it; a nomination where a speech asks for one. Neither
    // at a werewolf table, whose questions never ask for them (a relay reader asked what "remark" was for).
    expect(mafia).toContain('"remark"');
    expect(mafia).toContain('"nomination"');
    expect(sheriff).toContain('"remark"');
    expect(sheriff).not.toContain('"nomination"');
    expect(json).not.toContain('"remark"');
    expect(json).not.toContain('"nomination"');
    const format = (preset: string) => answerFormat(tableWords({ view: viewAt(preset, {}, 'villager') } as never));
    expect(format('werewolf-9')).not.toMatch(/"nomination"|"remark"/);
    expect(format('mafia')).toMatch(/"nomination"[^\n]*\n- "remark"/);
    expect(format('mafia-classic')).not.toContain('"nomination"');
  });

  it('a whole game asks with one schema, and the fake server (a 2,048-token minimum) reads the system prompt back from the cache', async () => {
    server = await fakeServer(0, undefined, { minTokens: 2048 });
    const g = await playAiGame(server, { preset: 'mafia-classic', seed: 3 });
    expect(new Set(server.requests.map((r) => JSON.stringify(r.outputConfig))).size).toBe(1);
    const calls = g.usage.calls;
    // Every seat's first call writes its prefix; every later call reads at least the system prompt back.
    const bySeat = new Map<number, typeof calls>();
    for (const c of calls) bySeat.set(c.seat, [...(bySeat.get(c.seat) ?? []), c]);
    for (const list of bySeat.values()) for (const c of list.slice(1)) expect(c.cacheRead).toBeGreaterThan(2048);
  }, 300_000);
});

describe('the user turn, stable first', () => {
  it('opens with the finished days and the record by player, a cached block the same for every call of a seat that day', async () => {
    server = await fakeServer();
    await playAiGame(server, { preset: 'werewolf', seed: 11 });
    const later = server.requests.filter((r) => Array.isArray((r.messages[0] as { content: unknown }).content));
    expect(later.length).toBeGreaterThan(20);
    const prefixes = new Map<string, Set<string>>();
    for (const r of later) {
      const [stable, rest] = (r.messages[0] as { content: { text: string; cache_control?: unknown }[] }).content;
      expect(stable!.cache_control).toEqual({ type: 'ephemeral' });
      expect(stable!.text.startsWith('## Earlier days (summary)')).toBe(true);
      expect(stable!.text).toContain('\n## Record by player (finished days)\n');
      expect(rest!.cache_control).toBeUndefined();
      expect(rest!.text).toMatch(/^## Today[\s\S]*## Now\n/);
      const day = /## Today \(\w+ (\d+)\)/.exec(rest!.text)![1];
      const key = `${seatOf(r)}@${day}`;
      prefixes.set(key, (prefixes.get(key) ?? new Set()).add(stable!.text));
    }
    for (const set of prefixes.values()) expect(set.size).toBe(1);
  }, 300_000);
});

describe('nothing a seat knows is lost to the summary', () => {
  it('every earlier ballot, death, claim, last words and private result of a seat is in each of its prompts, once', async () => {
    server = await fakeServer();
    let n = 0;
    server.setDefault((req) => {
      const a = JSON.parse(fakeAnswer(req)) as Record<string, unknown>;
      if ('speech' in a) {
        a.claims = [{ kind: 'suspect', target: (n++ % 12) + 1 }, { kind: 'role', role: 'seer' }];
        a.speech = `Speech number ${n}, said in full.`;
      }
      return { kind: 'sse', text: JSON.stringify(a) };
    });
    const g = await playAiGame(server, { preset: 'werewolf', seed: 15 });
    const events = g.result!.events;
    const name = (s: number) => g.result!.state.core.seats[s - 1]!.name;
    let checked = 0;
    let lastWords = 0;
    for (const r of server.requests) {
      const seat = seatOf(r);
      const user = userText(r);
      const day = Number(/## Today \(\w+ (\d+)\)/.exec(user)![1]);
      const record = user.slice(user.indexOf('## Record by player'), user.indexOf('## Today'));
      const line = (s: number) => record.split('\n').find((l) => l.startsWith(`Seat ${s} (`)) ?? '';
      const seen = events.filter((e) => e.day < day && (e.vis === 'public' || ('seats' in e.vis && e.vis.seats.includes(seat))));
      for (const e of seen) {
        if (e.type === 'vote') {
          const ballot = e.ballot === 'banish' ? 'voted' : e.ballot === 'pk' ? 'PK vote' : `${e.ballot} vote`;
          expect(line(e.seat as number)).toMatch(new RegExp(`D${e.day} [^·]*${ballot} ${e.target === null ? 'abstain' : name(e.target as number)}\\b`));
        }
        if (e.type === 'died') for (const s of e.seats as number[]) expect(line(s)).toMatch(/\(dead: /);
        if (e.type === 'seer_checked') expect(user).toContain(`Night ${e.day}: Your check: Seat ${e.target} (`);
        if (e.type === 'speech' && e.context === 'last_words') {
          expect(user).toContain(`Seat ${e.seat} (${name(e.seat as number)}) [last words]: ${quote(String(e.text))}`);
          lastWords++;
        }
        if (e.type === 'speech' && e.context !== 'last_words') {
          for (const c of e.claims as { kind: string; target?: number }[]) {
            if (c.kind === 'suspect') expect(line(e.seat as number)).toMatch(new RegExp(`D${e.day} [^·]*suspected(?:, then \\w+)? ${name(c.target!)}\\b`));
            // A claim is on record once, on the day it was first made.
            if (c.kind === 'role') expect(Number(/D(\d+) [^·]*claimed seer/.exec(line(e.seat as number))?.[1])).toBeLessThanOrEqual(e.day);
          }
        }
        checked++;
      }
      // No line twice in a day's block; the days in order.
      const blocks = user.slice(0, user.indexOf('## Record by player')).split(/\n(?=### )/);
      for (const b of blocks) {
        const lines = b.split('\n').filter(Boolean);
        expect(new Set(lines).size).toBe(lines.length);
      }
      const days = [...user.matchAll(/^### Night (\d+) and day/gm)].map((m) => Number(m[1]));
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(systemText(r)).toContain(`You are Seat ${seat} (`);
    }
    expect(checked).toBeGreaterThan(500);
    expect(lastWords).toBeGreaterThan(10);
    // A seat the seer already checked is marked on its list of choices: in the first game (of this one and the next
    // seeds) where the seer lives to check again (the fake's answers follow the prompts, so a prompt change moves the game).
    let marks = 0;
    for (let seed = 16, game = g, from = 0; marks === 0 && seed < 26; seed++) {
      const checks = game.result!.events.filter((e) => e.type === 'seer_checked');
      const later = server.requests.slice(from).filter((r) => /Check one living player/.test(userText(r)) && /Your check: Seat/.test(userText(r)));
      for (const r of later) {
        const choices = /^Choices: .*$/m.exec(userText(r))![0];
        const marked = checks.filter((c) => c.day < Number(/## Today \(\w+ (\d+)\)/.exec(userText(r))![1]) && new RegExp(`(: |; )${c.target} = `).test(choices));
        marks += marked.length;
        for (const c of marked) expect(choices).toMatch(new RegExp(`${c.target} = Seat ${c.target} \\(\\w+\\) \\(you checked: (good|werewolf)\\)`));
      }
      if (marks > 0) break;
      from = server.requests.length;
      game = await playAiGame(server, { preset: 'werewolf', seed });
    }
    expect(marks).toBeGreaterThan(0);
  }, 300_000);
});

describe('the players line', () => {
  it("gives each persona seat the pronoun its persona goes by, and the person's seat none (both games)", () => {
    const personas = loadPersonasCached();
    rememberPronouns(personas);
    const [a, b] = [personas.find((p) => p.identity.pronouns === 'they')!, personas.find((p) => p.identity.pronouns === 'she')!];
    for (const preset of ['werewolf-9', 'mafia']) {
      const view = viewAt(preset, {}, 'villager');
      view.seats[1]!.name = a.identity.name;
      view.seats[2]!.name = b.identity.name;
      view.seats[0]!.name = 'Sam';
      (view.events[0] as { seats: unknown }).seats = view.seats.map((s, i) => ({ seat: s.seat, name: s.name, persona: i === 1 ? a.id : i === 2 ? b.id : i === 0 ? 'human' : 'nobody' }));
      const text = findBoard(preset)!.ruleset.systemPrompt(view, undefined);
      expect(text, preset).toContain(`Seat 2 (${a.identity.name}, they)`);
      expect(text, preset).toContain(`Seat 3 (${b.identity.name}, she)`);
      expect(text, preset).toContain('Seat 1 (Sam)');
      expect(text, preset).toContain('Seat 4 (P4)');
    }
  });
});
