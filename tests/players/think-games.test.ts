// THINK over seeded games: the reasoning a review and a hint show reads as a person's, through the
// grammar — no persona lead-in glued onto a capitalised sentence, no "each of" seat lists, and no
// trust in a claimant explained by the claim itself.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { corpusGame } from '../helpers/corpus.js';

async function thinks(preset: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const events = await corpusGame(preset, i);
    // Seats are named as players name them ("Priya"): a name read as a seat, so ", Priya." is no lead-in.
    const names = ((events.find((e) => e.type === 'game_started') as GameEvent & { seats?: { name: string }[] }).seats ?? []).map((x) => x.name);
    const seat = new RegExp(`\\b(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'g');
    for (const e of events as GameEvent[]) if (e.type === 'think') out.push(names.length ? String(e.text).replace(seat, 'Seat') : String(e.text));
  }
  return out;
}

/** A lead-in ending in a comma followed by a capitalised sentence ("I'm afraid, Likeliest wolves: …"). */
const GLUE = /, [A-Z][a-z]+ [a-z]+ [a-z]+:/;
const GLUE_ANY = /, (?!Seat\b|Seats\b|I\b|I'm\b|I'd\b|I'll\b|I've\b)[A-Z][a-z]+/;
/** A seat trusted (under 50%) because it claimed: "Seat 3 (Hugo) at 8% (Seat 3 (Hugo) claimed to be the seer …)". */
const CIRCULAR = /(Seat \d+ \([^)]+\)) at (\d+)% \(\1 (?:claimed|said)/;

describe.each([
  ['werewolf', 12],
  ['mafia', 12],
  ['mafia-classic', 12],
] as const)('%s: THINK over %i seeded games', (preset, n) => {
  it('reads as sentences: no glued lead-in, no "each of" list, no claim trusted for itself', async () => {
    const all = await thinks(preset, n);
    expect(all.length).toBeGreaterThan(n * 20);
    expect(all.filter((t) => GLUE.test(t) || GLUE_ANY.test(t))).toEqual([]);
    expect(all.filter((t) => t.includes('each of'))).toEqual([]);
    expect(all.filter((t) => {
      const m = CIRCULAR.exec(t);
      return m !== null && Number(m[2]) < 50;
    })).toEqual([]);
    // The first sentence still weighs the hypotheses: a share or a percentage, read off the belief.
    const weighed = all.filter((t) => /\d+%/.test(t));
    expect(weighed.length / all.length).toBeGreaterThan(0.6);
    // With no read yet, it says so as a person would.
    expect(all.some((t) => /no read (?:on any of us )?yet; everyone sits near (?:a|two) /i.test(t))).toBe(true);
  }, 300_000);
});

describe.each([
  ['werewolf', 'pack'],
  ['mafia', 'family'],
] as const)('%s: an evil seat thinks from what it knows', (preset, side) => {
  it('names its side and how near the table is to it, never "The table has no read yet"', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 6; i++) {
      const events = await corpusGame(preset, i);
      const over = events.find((e) => e.type === 'game_over') as GameEvent & { roles: { seat: number; team: string }[] };
      const evil = new Set(over.roles.filter((r) => r.team !== 'village' && r.team !== 'town').map((r) => r.seat));
      for (const e of events as GameEvent[]) if (e.type === 'think' && evil.has(e.seat as number) && /\d+%/.test(String(e.text))) lines.push(String(e.text));
    }
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((t) => /the table has no read yet/i.test(t))).toEqual([]);
    expect(lines.filter((t) => !new RegExp(`our ${side} is |I am the last of our ${side}`, 'i').test(t))).toEqual([]);
    // How near the table is: nearly sure of one of them, its eye on one, elsewhere, or no read on any of them.
    expect(lines.filter((t) => !/the table is nearly sure of|the table's eye is on|none of us|no read on any of us/i.test(t))).toEqual([]);
  }, 300_000);
});
