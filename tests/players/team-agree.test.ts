// Team chat joins a partner's pick with a reason, never a bare "Agreed on Oskar." (the pack's answer to a person's
// reasoned proposal on night 1, werewolf-9, 80x24, seed 777123: "Oskar, fair enough, love." / "Agreed on Oskar.").
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf } from './seeded-talk.js';

describe('a pack member joining a pick', () => {
  it('says why', async () => {
    let joins = 0;
    const bare: string[] = [];
    for await (const { events } of seededGames('werewolf', 40)) {
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

// Two wolves in a row gave one kind of kill in the same words ("Besides, nobody was talking about them." / "It suits us:
// nobody was talking about them."), on a first night, before anyone had talked at all (werewolf, 80x24, seed 88117).
describe('the kind of kill a partner gives', () => {
  it('is not a wording a partner said tonight, and speaks of no talk before any', async () => {
    const TAILS = [/nobody will read much into it/, /it stays quiet that way/, /a quiet seat leaves no trail to us/, /the village will shrug/, /leaves the table nothing to read/, /nobody was talking about/, /the table trusts/, /people listen to/];
    let tails = 0;
    const twice: string[] = [];
    const early: string[] = [];
    for (const preset of ['werewolf', 'werewolf-9'] as const) {
      for await (const { events } of seededGames(preset, 30)) {
        const heard = new Map<number, string[]>();
        let talked = false;
        for (const e of events) {
          if (e.type === 'speech' && e.vis === 'public') talked = true;
          if (e.type !== 'wolf_proposal' || typeof e.message !== 'string') continue;
          const said = TAILS.filter((t) => t.test(e.message));
          tails += said.length;
          const before = heard.get(e.day) ?? [];
          for (const t of said) if (before.some((m) => t.test(m))) twice.push(`${before.join(' / ')} // ${e.message}`);
          if (!talked && /nobody was talking about/.test(e.message)) early.push(e.message);
          heard.set(e.day, [...before, e.message]);
        }
      }
    }
    expect(tails).toBeGreaterThan(20);
    expect(twice, twice.slice(0, 3).join('\n')).toEqual([]);
    expect(early).toEqual([]);
  }, 300_000);
});
