// An evil seat that blends in by saying what the village thinks of a claim never believes a claimant whose
// check named it or a partner evil (seen in play: a mafioso said "I feel Seat 5 is the detective. Seat 5
// called me mafia, but … that check is false").
import { describe, expect, it } from 'vitest';
import { corpusGame } from '../helpers/corpus.js';

describe('the evil side over seeded games', () => {
  it.each(['mafia', 'mafia-classic', 'werewolf'])('%s: never trusts the claimant whose check named its own side', async (preset) => {
    let named = 0;
    const contradictions: string[] = [];
    // 60 games, not 40: how many checks name the evil side swings with the games (mafia, seed 20261124: main 18 in
    // the first 40 and 43 in 100; with leans and one reading of the claims 9 in the first 40 and 39 in 100).
    for (let i = 0; i < 60; i++) {
      const events = await corpusGame(preset, i);
      const evil = new Set(events.filter((e) => e.type === 'role_assigned' && e.team !== 'village' && e.team !== 'town').map((e) => e.seat as number));
      const namedUs = new Set<number>();
      for (const e of events) {
        if (e.type !== 'speech') continue;
        const claims = (e.claims as { kind: string; target?: number; result?: string }[] | undefined) ?? [];
        const seat = e.seat as number;
        if (evil.has(seat) && claims.some((c) => c.kind === 'trust' && namedUs.has(c.target!))) contradictions.push(`${preset} ${i}: ${String(e.text)}`);
        for (const c of claims) if (c.kind === 'check' && evil.has(c.target!) && (c.result === 'mafia' || c.result === 'werewolf') && !evil.has(seat)) {
          namedUs.add(seat);
          named++;
        }
      }
    }
    expect(named).toBeGreaterThan(10);
    expect(contradictions).toEqual([]);
  }, 300_000);
});
