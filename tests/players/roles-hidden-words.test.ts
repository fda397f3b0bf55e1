// Where a death shows no role (every werewolf table), no line counts on it: "fine, vote me out. But when I turn out not
// to be a werewolf…", "When I am gone and you see what I was", "the next deaths and flips" (a wolf game at 80x24,
// werewolf-9, seed 771206). At a Mafia table that shows roles they stay.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { gameWords, render, SpeechMemory } from '../../src/players/scripted/speech/index.js';
import type { Act } from '../../src/players/scripted/speech/plan.js';
import { label } from '../helpers/speech-plans.js';

const personas = loadPersonasCached();
const SHOWN = /see what I was|turn out not to be|flips/;

function said(ruleset: string, options: Record<string, unknown>, acts: Act[]): string[] {
  const out: string[] = [];
  for (let seed = 0; seed < 120; seed++) {
    const ctx = { persona: personas[seed % personas.length]!, rng: new Rng(seed), me: 1, label, day: 2, phase: 'day' as const, memory: new SpeechMemory(), words: gameWords(ruleset, options) };
    out.push(render({ context: 'discussion', acts }, ctx).text);
  }
  return out;
}

describe('words that count on a role shown at death', () => {
  const plea: Act[] = [{ act: 'plea', against: 6 }];
  it('are never said where deaths show no role', () => {
    for (const text of said('werewolf', {}, plea)) expect(text).not.toMatch(SHOWN);
    for (const text of said('mafia', { revealOnDeath: false }, plea)) expect(text).not.toMatch(SHOWN);
  });
  it('are said where they do', () => {
    expect(said('mafia', { revealOnDeath: true }, plea).some((t) => SHOWN.test(t))).toBe(true);
    expect(gameWords('mafia', {}).rolesShown).toBe(true);
    expect(gameWords('werewolf', {}).rolesShown).toBe(false);
  });
});
