// The screen knows no rule: no role, event or word of either game appears in its code (comments and
// imports aside). What it shows of a game comes from the ruleset's presentation part and the answer
// shape each decision declares, so adding a role or a game touches src/rules alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/rules/index.js';
import { CORE_EVENTS } from '../../src/engine/core-events.js';

const GAME_WORDS = ['werewolf', 'werewolves', 'wolf', 'wolves', 'sheriff', 'badge', 'village', 'mafioso', 'town', 'banish', 'banished', 'pk', 'nominee', 'potion', 'antidote', 'poison'];
const core = new Set(CORE_EVENTS.map((d) => d.type));
const ROLES = RULESETS.flatMap((r) => r.presets.flatMap((p) => Object.keys(p.roles)));
const EVENTS = RULESETS.flatMap((r) => r.events.map((d) => d.type)).filter((t) => !core.has(t));
const FORBIDDEN = new RegExp(`\\b(${[...new Set([...GAME_WORDS, ...ROLES, ...EVENTS])].join('|')})\\b`, 'i');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/^import .*$/gm, '');

describe('the screen knows no rule', () => {
  it('names no role, no event of a ruleset and no word of either game', () => {
    const all = files(join(import.meta.dirname, '../../src/tui'));
    expect(all.length).toBeGreaterThan(20);
    for (const file of all) expect(code(file).match(FORBIDDEN)?.[0], file).toBeUndefined();
  });

  it('the check sees a role, an event type and a game word', () => {
    expect(ROLES).toEqual(expect.arrayContaining(['seer', 'detective', 'doctor', 'villager']));
    expect("if (e.type === 'seer_checked')").toMatch(FORBIDDEN);
    expect("const holder = e.type === 'sheriff_elected'").toMatch(FORBIDDEN);
    expect("label: 'abstain'").not.toMatch(FORBIDDEN);
    expect('switch (e.type)').not.toMatch(FORBIDDEN);
  });
});
