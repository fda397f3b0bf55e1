// A vote kept, when asked about, says what it rests on. In a relay game (werewolf-9, seed 1214001) Wren asked Ada why Elsie, after
// pointing out that she and Hugo had cast the same ballot on Priya that Ada held against Elsie; Ada's last call was "Wren, fair
// question: my vote is still on Elsie" (three of four model seats quoted it as a bot's tell). With nothing left in the record
// against Elsie, the answer grants the point and owns the gut read; it is never the bare vote again.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { VOTE_KEPT_CONCEDED } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';
import { fixtureLog, LogSeat } from './from-log.js';

describe('a kept vote, asked about', () => {
  it("gives its ground or owns the gut read (Ada's last call, relay game 1214001)", async () => {
    const log = fixtureLog('relay-1214001.jsonl');
    const at = (context: string) => log.find((e) => e.type === 'speech' && e.seat === 9 && e.day === 3 && e.context === context)!.n;
    for (let seed = 1; seed <= 5; seed++) {
      const ada = new LogSeat(log, 9, seed);
      const turn = await ada.says(at('discussion'), 'discussion');
      const said = await ada.says(at('last_call'), 'last_call');
      // The answer to Wren, with the vote on Elsie.
      expect(said, turn).toMatch(/^(?:Wren\b|You asked, Wren|As for your question, Wren)/);
      expect(said).toMatch(/\bElsie\b/);
      expect(said).toMatch(/\b(?:gut read|feeling|hunch|because|since|given that|voted)\b/);
    }
  }, 60_000);

  it('grants a point only when asked, of a seat its own words gave a reason against today', async () => {
    // Played at 80x24 (werewolf-9, seed 1214704): "Tomas, since you ask: I'll grant it proves little by itself; I'm still on Priya",
    // from a seat whose turn had named no reason against Priya; "Time to say it: I am the witch. Fair point, that alone doesn't
    // carry it", asked by nobody (100 werewolf-9 games, seed 1214300: 6 of 19 such concessions were asked by nobody).
    const granted = VOTE_KEPT_CONCEDED.map((l) => l.split('{target}')[0]!.split(';')[0]!);
    const lead = /since you ask|to answer you|in answer to you|You asked|fair question|As for your question|asked me yesterday|to your question|owe you an answer|did not get to your question/;
    const unasked: string[] = [];
    for (const g of await games('werewolf-9', 40)) {
      for (const e of g.events as (GameEvent & Record<string, any>)[]) {
        if (e.type !== 'speech' || !granted.some((w) => String(e.text).includes(w))) continue;
        if (!lead.test(String(e.text))) unasked.push(String(e.text));
      }
    }
    expect(unasked).toEqual([]);
  }, 120_000);
});
