// The engine names no game: no role, team or step of Werewolf or Mafia appears in its code (comments aside).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAME_WORDS = /\b(werewol(f|ves)|wolf|wolves|seer|witch|hunter|guard|sheriff|badge|villager|village|mafia|mafioso|detective|doctor|town)\b/i;

describe('the engine stays rules-agnostic', () => {
  it('has no word of either game in its code', () => {
    const dir = join(import.meta.dirname, '../../src/engine');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code.match(GAME_WORDS)?.[0], file).toBeUndefined();
    }
  });

  it('the check would see a game word', () => {
    expect('const x = seats.filter((s) => s.role === "seer")').toMatch(GAME_WORDS);
    expect('switch (e.type)').not.toMatch(GAME_WORDS);
  });
});
