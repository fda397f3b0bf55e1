// A persona's voice is a touch, not a costume: once a speech has said one of its persona's lines, it seldom says another. In a
// relay game (mafia-classic, seed 1214801) three model seats named "Oh, don't get me started on Nell, really. Here's the juicy
// part: Mira reported Nell as mafia today. Between you and me, my vote goes to Nell" the least human line of the game; before,
// 22.5% of werewolf-9 speeches (seed 1214300) held two of their persona's lines or more, and 9.4% three or more.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import type { Persona } from '../../src/personas/schema.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

/** The fixed words of each of a persona's lines (its longest run between slots), three words or more, lower-cased. */
function linesOf(p: Persona): string[] {
  const all: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') all.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(p.phrases);
  walk(p.speech);
  const fixed = all.map((l) => l.split(/\{[a-z_]+\}/).map((x) => x.replace(/^[\s,.:;!?]+|[\s,.:;!?]+$/g, '')).reduce((a, b) => (b.length > a.length ? b : a), '').toLowerCase());
  return [...new Set(fixed)].filter((x) => x.split(' ').length >= 3);
}

describe("a persona's lines in one speech", () => {
  it('are one at most, but for a few; and the voice is still heard', async () => {
    const lines = new Map(loadPersonasCached().map((p) => [p.id, linesOf(p)]));
    let speeches = 0;
    const count = [0, 0, 0];
    for (const preset of ['werewolf-9', 'mafia-classic']) {
      for (const g of await games(preset, 40)) {
        const events = g.events as E[];
        const persona = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; persona: string }[]).map((s) => [s.seat, s.persona]));
        for (const e of events) {
          if (e.type !== 'speech' || e.vis !== 'public') continue;
          speeches++;
          const text = String(e.text).toLowerCase();
          const n = (lines.get(persona.get(e.seat)!) ?? []).filter((l) => text.includes(l)).length;
          count[Math.min(n, 2)]!++;
        }
      }
    }
    expect(speeches).toBeGreaterThan(1000);
    // Some speeches still say two (the chooser weighs a persona line low after one, it does not forbid it): 10.5% of 100
    // werewolf-9 games' speeches and 5.2% of 100 mafia-classic games' (seeds 1214300, 1214900), against 22.5% and 11.5% before.
    expect(count[2]! / speeches).toBeLessThan(0.12);
    expect((count[1]! + count[2]!) / speeches).toBeGreaterThan(0.25);
  }, 120_000);
});
