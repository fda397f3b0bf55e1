import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CITING } from '../src/bench/talk-premature.js';
import { defaultPersonasDir, loadPersonas, loadPersonasCached, PersonaError } from '../src/personas/load.js';
import { PersonaSchema } from '../src/personas/schema.js';

const shipped = loadPersonas();
const ROLES = ['village', 'werewolf', 'seer', 'witch', 'guard', 'hunter', 'town', 'mafia', 'detective', 'doctor'] as const;
// Phrases are shared by both games and the bot adds claims itself, so they stay role- and game-neutral.
const ROLE_WORDS = /wolf|mafia|mafioso|seer|witch|guard|hunter|detective|doctor|sheriff|villager|village|town|poison|antidote/i;

describe('shipped personas', () => {
  it('all load and validate, at least 12', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(12);
    expect(loadPersonasCached()).toBe(loadPersonasCached());
    expect(loadPersonasCached().map((p) => p.id)).toEqual(shipped.map((p) => p.id));
  });

  it('have unique names with distinct three-letter prefixes, for typing at the table', () => {
    const names = shipped.map((p) => p.identity.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map((n) => n.slice(0, 3))).size).toBe(names.length);
  });

  it('spread personality, lie frequency and suspicion threshold', () => {
    const counts = new Map<string, number>();
    for (const p of shipped) counts.set(p.bot.personality, (counts.get(p.bot.personality) ?? 0) + 1);
    expect(counts.size).toBe(4);
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
    const lies = shipped.map((p) => p.bot.lie_frequency);
    const thresholds = shipped.map((p) => p.bot.suspicion_threshold);
    expect([Math.min(...lies), Math.max(...lies)]).toEqual([0.1, 0.7]);
    expect([Math.min(...thresholds), Math.max(...thresholds)]).toEqual([0.3, 0.8]);
  });

  it('give guidance for every role of both games', () => {
    for (const p of shipped) for (const role of ROLES) expect(p.role_guidance[role], `${p.id} ${role}`).toBeTruthy();
  });

  it('have 4-6 neutral phrases of each kind, without seat numbers or role words', () => {
    for (const p of shipped) {
      for (const [kind, list] of Object.entries(p.phrases)) {
        expect(list.length, `${p.id} ${kind}`).toBeGreaterThanOrEqual(4);
        expect(list.length, `${p.id} ${kind}`).toBeLessThanOrEqual(6);
        for (const line of list) {
          expect(line, p.id).not.toMatch(/\d/);
          expect(line, p.id).not.toMatch(ROLE_WORDS);
        }
      }
      for (const line of p.voice.signature_phrases) expect(line, p.id).not.toMatch(ROLE_WORDS);
    }
  });

  it('assert nothing about the game in any line: no cited vote, words, death or date, outside the slots', () => {
    const DATES = /yesterday|last night|this morning|earlier today|\bon (?:day|night)\b/i;
    const strings = (x: unknown): string[] => (typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(strings) : x && typeof x === 'object' ? Object.values(x).flatMap(strings) : []);
    for (const p of shipped) {
      for (const line of [...strings(p.phrases), ...strings(p.speech), ...p.voice.signature_phrases]) {
        const bare = line.replace(/\{\w+\}/g, '');
        expect(bare, `${p.id}: ${line}`).not.toMatch(DATES);
        for (const [kind, re] of Object.entries(CITING)) expect(bare, `${p.id} cites a ${kind}: ${line}`).not.toMatch(re);
      }
      for (const line of strings(p.speech)) {
        expect(line, p.id).not.toMatch(/\d/);
        expect(line.replace(/\{\w+\}/g, ''), p.id).not.toMatch(ROLE_WORDS);
      }
    }
  });

  it('have speech banks for every part of a speech and of team chat', () => {
    for (const p of shipped) {
      const s = p.speech;
      expect(s.openers.length, p.id).toBeGreaterThanOrEqual(3);
      expect(s.vote.length, p.id).toBeGreaterThanOrEqual(3);
      for (const pitch of Object.values(s.campaign)) expect(pitch.length, p.id).toBeGreaterThanOrEqual(2);
      for (const kind of Object.values(s.team)) expect(kind.length, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('resolve the default directory to <root>/personas', () => {
    expect(basename(defaultPersonasDir())).toBe('personas');
  });
});

describe('loadPersonas errors', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const sample = (): Record<string, any> => JSON.parse(readFileSync(join(defaultPersonasDir(), 'ada.json'), 'utf8'));
  const tempDir = (files: Record<string, unknown>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'nightfall-personas-'));
    dirs.push(dir);
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
    }
    return dir;
  };
  const errorOf = (dir: string): PersonaError => {
    try {
      loadPersonas(dir);
    } catch (err) {
      expect(err).toBeInstanceOf(PersonaError);
      return err as PersonaError;
    }
    throw new Error('expected a PersonaError');
  };
  const broken = (edit: (p: Record<string, any>) => void): string => {
    const p = sample();
    edit(p);
    return errorOf(tempDir({ 'ada.json': p })).message;
  };

  it('accepts a valid copy', () => {
    expect(loadPersonas(tempDir({ 'ada.json': sample() })).map((p) => p.identity.name)).toEqual(['Ada']);
  });

  it('names a missing field', () => {
    const msg = broken((p) => delete p.voice.speech_style);
    expect(msg).toMatch(/ada\.json: field "voice\.speech_style"/);
  });

  it('names a too-short list', () => {
    const msg = broken((p) => (p.voice.signature_phrases = ['Therefore,']));
    expect(msg).toContain('ada.json: field "voice.signature_phrases": Too small');
  });

  it('names a wrong enum value', () => {
    const msg = broken((p) => (p.bot.personality = 'reckless'));
    expect(msg).toMatch(/ada\.json: field "bot\.personality": .*aggressive/);
  });

  it('rejects lie_frequency above 1', () => {
    const msg = broken((p) => (p.bot.lie_frequency = 1.5));
    expect(msg).toContain('ada.json: field "bot.lie_frequency"');
  });

  it('rejects an accuse template without {target}', () => {
    const msg = broken((p) => p.phrases.accuse.push('I just have a feeling about this one.'));
    expect(msg).toMatch(/ada\.json: field "phrases\.accuse\.\d+": .*\{target\}/);
  });

  it('rejects any placeholder other than {target}', () => {
    const msg = broken((p) => p.phrases.agree.push('Well said, {name}.'));
    expect(msg).toMatch(/ada\.json: field "phrases\.agree\.\d+": only the \{target\} placeholder/);
  });

  it('names a speech line missing its slot, or with a slot of another kind', () => {
    expect(broken((p) => p.speech.vote.push('My vote is obvious.'))).toMatch(/ada\.json: field "speech\.vote\.\d+": must contain \{target\}/);
    expect(broken((p) => p.speech.report.push('I looked at {target}.'))).toMatch(/field "speech\.report\.\d+": must contain \{target\}, \{result\}/);
    expect(broken((p) => p.speech.asides.push('Look at {target}.'))).toMatch(/field "speech\.asides\.\d+": no placeholders are allowed here/);
    expect(broken((p) => p.speech.reasons.push('{evidence}, says {role}.'))).toMatch(/field "speech\.reasons\.\d+": only the \{evidence\} placeholder is allowed/);
  });

  it('names an opener that does not lead into a sentence, and a joiner that is not lower-case words', () => {
    expect(broken((p) => p.speech.openers.push('Therefore.'))).toMatch(/field "speech\.openers\.\d+": must end with a comma, a colon or a dash/);
    expect(broken((p) => p.speech.because.push('Because'))).toMatch(/field "speech\.because\.\d+": must be lower-case words/);
  });

  it('names a missing speech bank', () => {
    expect(broken((p) => delete p.speech.team.lie_low)).toMatch(/ada\.json: field "speech\.team\.lie_low"/);
  });

  it('names an unknown key', () => {
    const msg = broken((p) => (p.voice.mood = 'grumpy'));
    expect(msg).toContain('ada.json: field "voice.mood"');
  });

  it('rejects a name players could not type', () => {
    const msg = broken((p) => (p.identity.name = 'Ada Lovelace'));
    expect(msg).toContain('ada.json: field "identity.name"');
  });

  it('reports invalid JSON with the file name', () => {
    expect(errorOf(tempDir({ 'ada.json': '{ "id": "ada", ' })).message).toMatch(/ada\.json: not valid JSON \(/);
  });

  it('requires the id to match the file name', () => {
    const msg = errorOf(tempDir({ 'lovelace.json': sample() })).message;
    expect(msg).toMatch(/lovelace\.json: field "id": "ada" must equal the file name "lovelace"/);
  });

  it('rejects duplicate names across files, naming both', () => {
    const twin = { ...sample(), id: 'twin' };
    const msg = errorOf(tempDir({ 'ada.json': sample(), 'twin.json': twin })).message;
    expect(msg).toMatch(/twin\.json: name "Ada" is already used by .*ada\.json/);
  });

  it('rejects an empty or missing directory', () => {
    const empty = tempDir({ 'notes.txt': 'not a persona' });
    expect(errorOf(empty).message).toMatch(/has no \*\.json files/);
    expect(errorOf(join(empty, 'nope')).message).toMatch(/nope does not exist/);
  });
});

const raw = (id: string) => JSON.parse(readFileSync(join(defaultPersonasDir(), `${id}.json`), 'utf8')) as Record<string, any>;

// How the bots speak of a persona's seat ("I looked at Nell, and she is a werewolf"): as its own text does.
describe('a persona file', () => {
  it('says its pronoun as its own text does: she, he, or they where the text is neutral', () => {
    const of = new Map(loadPersonas().map((p) => [p.id, p.identity.pronouns]));
    expect(Object.fromEntries(of)).toEqual({
      ada: 'she', bruno: 'he', elsie: 'she', greta: 'she', hugo: 'he', iris: 'she', jonah: 'he', katya: 'she',
      luca: 'he', mira: 'she', nell: 'she', oskar: 'he', priya: 'they', tomas: 'he', vera: 'she', wren: 'they',
    });
    // Written in each file, not left to the default.
    for (const id of of.keys()) expect(raw(id).identity.pronouns, id).toBeDefined();
  });

  it('takes "she", "he" or "they", "they" when absent, and names a bad value', () => {
    const ada = raw('ada');
    for (const p of ['she', 'he', 'they'] as const) expect(PersonaSchema.parse({ ...ada, identity: { ...ada.identity, pronouns: p } }).identity.pronouns).toBe(p);
    const { pronouns: _, ...bare } = ada.identity;
    expect(PersonaSchema.parse({ ...ada, identity: bare }).identity.pronouns).toBe('they');
    const dir = mkdtempSync(join(tmpdir(), 'nf-pronouns-'));
    try {
      writeFileSync(join(dir, 'ada.json'), JSON.stringify({ ...ada, identity: { ...ada.identity, pronouns: 'her' } }));
      expect(() => loadPersonas(dir)).toThrow(PersonaError);
      expect(() => loadPersonas(dir)).toThrow(/ada\.json: field "identity\.pronouns": must be one of "she", "he", "they", not "her"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows the target's pronoun slots in a line with {target}, and nowhere else", () => {
    const ada = raw('ada');
    const withLine = (path: 'accuse' | 'defend' | 'aside' | 'report', line: string) => {
      const p = structuredClone(ada);
      if (path === 'accuse') p.phrases.accuse[0] = line;
      if (path === 'defend') p.phrases.defend[0] = line;
      if (path === 'aside') p.speech.asides[0] = line;
      if (path === 'report') p.speech.report[0] = line;
      return PersonaSchema.safeParse(p);
    };
    expect(withLine('accuse', "{target} is not who {they_seem}; I'd like {them} to answer.").success).toBe(true);
    expect(withLine('report', 'I looked at {target}, and {they_are} {result}.').success).toBe(true);
    const aside = withLine('aside', 'I would like to hear {them} speak.');
    expect(aside.success).toBe(false);
    expect(aside.error?.issues[0]?.message).toMatch(/no placeholders are allowed here/);
    expect(withLine('accuse', '{target} is {them_are} bad.').success).toBe(false);
    // A pronoun with no {target} in its line would have nobody to stand for.
    const defend = withLine('defend', "I'd like {them} to find the flaw.");
    expect(defend.success).toBe(false);
    expect(defend.error?.issues[0]?.message).toMatch(/in a line with \{target\}, its pronouns/);
  });
});
