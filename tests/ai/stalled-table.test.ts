// A table where every model seat passes (skip, abstain, no kill: legal answers) ends in a draw after
// three nights and three days with no death, recorded like any other result.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import type { FakeAnthropic } from '../../src/fake-anthropic/server.js';
import { DRAW } from '../../src/engine/stall.js';
import { gameFacts } from '../../src/storage/game-facts.js';
import { fakeServer, playAiGame } from './support.js';
import { timed } from '../helpers/timed.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('an all-"skip" table', () => {
  for (const preset of ['werewolf-6', 'mafia']) {
    it(`${preset}: ends in a draw after three nights and three days with no death`, async () => {
      server = await fakeServer();
      server.setDefault((req) => ({ kind: 'sse', text: fakeAnswer(req, { pass: true }) }));
      const [g, seconds] = await timed(() => playAiGame(server!, { preset, seed: 3 }));
      // It ends, and soon (it ran into the 200-round limit after 59 s before the draw).
      expect(seconds).toBeLessThan(30);
      const events = g.result!.events;
      const over = events.at(-1)!;
      expect(over).toMatchObject({ type: 'game_over', winner: DRAW, reason: 'three nights and three days passed with no death' });
      expect(events.filter((e) => e.type === 'died')).toEqual([]);
      expect(g.result!.state.core.day).toBeLessThanOrEqual(4);
      const facts = gameFacts(events)!;
      expect(facts.winner).toBe(DRAW);
      expect(new Set(facts.players.map((p) => p.outcome))).toEqual(new Set(['draw']));
    }, 300_000);
  }
});
