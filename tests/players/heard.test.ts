// Not deaf to the seer: a trusted seer's wolf check heard after a bot's own speech changes its vote,
// and its next words say why. Hand-made positions and, over seeded games, how often the table banishes
// the wolf a believed real seer reports that day.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/engine/core-events.js';
import { talkGame } from '../../src/bench/talk-games.js';
import { wolfCheckHeeded } from '../../src/bench/talk-heard.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { Position } from './positions.js';
import { corpusGame } from '../helpers/corpus.js';

const vote = (t: number): Claim => ({ kind: 'vote', target: t });

/** Day 2 at 12 seats: seat 5 claimed seer on day 1 (seat 2 good); the table names seat 7; I (seat 1) said 7 too. */
function dayTwo(report: boolean): Position {
  const p = new Position('werewolf', 1, 'villager');
  p.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 2, result: 'good' }]);
  for (const s of [2, 3, 4, 6, 8]) p.speech(s, [{ kind: 'trust', target: 5 }]);
  p.night([3]);
  for (const s of [2, 4, 6, 8, 10]) p.speech(s, [vote(7)]);
  p.speech(1, [vote(7)]);
  if (report) p.speech(5, [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 9, result: 'werewolf' }, vote(9)]);
  return p;
}

async function decide(bot: ScriptedPlayer, p: Position, kind: string): Promise<Record<string, unknown>> {
  const view = p.view();
  const options = view.seats.filter((s) => s.alive && s.seat !== 1).map((s) => ({ value: String(s.seat), label: s.name }));
  const speech = kind === 'discussion';
  const request = { kind, seat: 1, question: kind, options: speech ? [] : options, answer: { shape: speech ? 'speech' : 'pick' }, freeText: speech, view } as never;
  return JSON.parse(await bot.decide('', '', { request, attempt: 1 })) as Record<string, unknown>;
}

describe('a trusted seer heard after my speech', () => {
  it('moves my vote to the checked wolf; without the report I vote as I said', async () => {
    const persona = loadPersonasCached()[0]!;
    for (const seed of [1, 2, 3, 4, 5]) {
      expect((await decide(new ScriptedPlayer(persona, seed), dayTwo(false), 'vote')).target).toBe(7);
      const heard = await decide(new ScriptedPlayer(persona, seed), dayTwo(true), 'vote');
      expect(heard.target).toBe(9);
      expect(String(heard.reasoning)).toContain('not Seat 7');
    }
  });

  it('says why at its next words: the seer\'s check', async () => {
    const persona = loadPersonasCached()[0]!;
    const bot = new ScriptedPlayer(persona, 1);
    const p = dayTwo(true);
    expect((await decide(bot, p, 'vote')).target).toBe(9);
    p.vote(1, 9).vote(2, 7);
    p.night([4]);
    const words = String((await decide(bot, p, 'discussion')).speech);
    expect(words).toMatch(/Seat 9 \(P9\)/);
    expect(words).toMatch(/Seat 5 \(P5\)/);
  });
});

describe('over seeded werewolf games', () => {
  it('the table banishes the wolf a believed real seer reports, that day, most of the time', async () => {
    const games = [];
    for (let i = 0; i < 60; i++) games.push(talkGame((await corpusGame('werewolf', i))));
    const h = wolfCheckHeeded(games);
    expect(h.reports).toBeGreaterThan(10);
    // Before the fix a report heard after the announcements was banished 59% of the time (sim seed 1, 200 games); on these 60, 72%.
    // Since a repeated check on a wolf already dead no longer counts as a report (8cc5381; 7 of the 43 here were such), 34 of 37.
    // Then 53 of 63 (84%) once a seat named after its turn answers it at the last call (the reported wolf defends itself
    // there now; 88% without): the bench's goal for this figure is 80% (talk bench, seed 130911: 89.9% of 119).
    expect(h.share).toBeGreaterThan(0.8);
  }, 300_000);
});
