// Team chat joins a partner's pick with a reason, never a bare "Agreed on Oskar." (the pack's answer to a person's
// reasoned proposal on night 1, werewolf-9, 80x24, seed 777123: "Oskar, fair enough, love." / "Agreed on Oskar.").
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

describe('a pack member joining a pick', () => {
  it('says why', async () => {
    let joins = 0;
    const bare: string[] = [];
    for await (const { events } of seededGames('werewolf', 40, 9_191_001)) {
      const picked = new Set<string>(); // `${day}:${target}`
      for (const e of events) {
        if (e.type !== 'wolf_proposal' || typeof e.target !== 'number') continue;
        const key = `${e.day}:${e.target}`;
        if (picked.has(key)) {
          joins++;
          if (sentencesOf(e.message).length < 2 && !/\b(?:because|since|as|given)\b/.test(String(e.message))) bare.push(String(e.message));
        }
        picked.add(key);
      }
    }
    expect(joins).toBeGreaterThan(40);
    expect(bare.length / joins, bare.slice(0, 5).join('\n')).toBeLessThanOrEqual(0.05);
  }, 300_000);
});
