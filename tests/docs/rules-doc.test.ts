// docs/RULES.md is the rulebook shipped with the game: its preset tables, option names and counts
// must say what the rulesets in src/rules do.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/rules/index.js';
import { SPEECH_MIN } from '../../src/rules/mafia/day.js';
import { TALK_ROUNDS } from '../../src/rules/mafia/night.js';

const doc = readFileSync(new URL('../../docs/RULES.md', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** A column heading of a preset table → the role id it counts. */
const ROLE_OF: Record<string, string> = { werewolves: 'werewolf', villagers: 'villager', town: 'villager', mafia: 'mafia', seer: 'seer', witch: 'witch', hunter: 'hunter', guard: 'guard', detective: 'detective', doctor: 'doctor' };

/** Every row of every markdown table whose first column is a `preset`: id → seats and role counts. */
function presetTables(text: string): Map<string, { seats: number; roles: Record<string, number> }> {
  const out = new Map<string, { seats: number; roles: Record<string, number> }>();
  let head: string[] | null = null;
  for (const line of text.split('\n')) {
    const cells = line.trim().startsWith('|') ? line.split('|').slice(1, -1).map((c) => c.trim()) : null;
    if (!cells) head = null;
    else if (cells[0] === 'preset') head = cells;
    else if (head && /^`[\w-]+`/.test(cells[0]!)) {
      const roles: Record<string, number> = {};
      head.slice(2).forEach((h, i) => {
        const n = parseInt(cells[i + 2]!, 10);
        if (n > 0) roles[ROLE_OF[h] ?? h] = n;
      });
      out.set(/^`([\w-]+)`/.exec(cells[0]!)![1]!, { seats: Number(cells[1]), roles });
    }
  }
  return out;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

describe('docs/RULES.md', () => {
  it('lists every preset with the seats and roles the rulesets deal', () => {
    const tables = presetTables(doc);
    const presets = RULESETS.flatMap((r) => r.presets);
    expect([...tables.keys()].sort()).toEqual(presets.map((p) => p.id).sort());
    for (const p of presets) expect(tables.get(p.id), p.id).toEqual({ seats: p.seats, roles: p.roles });
  });

  it('names every option a preset sets, and the Mafia counts the code uses', () => {
    for (const p of RULESETS.flatMap((r) => r.presets)) for (const option of Object.keys(p.options)) expect(doc, option).toMatch(new RegExp(`\`${option}\\b`));
    const mafia = doc.slice(doc.indexOf('## 2. Mafia'), doc.indexOf('## 3.'));
    expect(mafia).toContain(`${WORDS[TALK_ROUNDS]} rounds`);
    expect(mafia).toContain(`at least ${SPEECH_MIN} characters`);
  });

  it('is the rulebook the README links to', () => {
    expect(readme).toContain('(docs/RULES.md)');
    expect(readme).not.toContain('../shared/RULES.md');
  });
});
