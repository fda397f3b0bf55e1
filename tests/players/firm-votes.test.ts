// A firm vote is said firmly. The bots closed an announced vote with a hedge or a filler ("…, unless the defence surprises
// me", "…, for what it is worth", "…, and I will answer for it", "…, and I say it now so you can weigh it") on 48% of their
// announced votes (werewolf-9, 40 games, seed 1290101); the model seats of four relay games hedged 4 of 69, and a blind reader
// named "a hedge on nearly every vote" among the tells (werewolf-9 relay, seed 1281001). A lean still says it is one.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { splitSentences } from '../../src/players/scripted/speech/sentences.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

/** Words that leave a vote open or say it is soft: the leans' own hedges, and the fillers once said after firm votes. */
const HEDGE = /\b(?:unless|for now|for what it is worth|answer for it|so you can weigh it|lean|not a case|talked out of it|thin as|soft read|until I hear|on instinct|welcome a better)\b/i;
const VOTING = /\bvot(?:e|es|ing)\b/i;

function voteSentences(events: readonly E[]): { all: number; hedged: string[] } {
  const names = new Map<number, string>((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
  let all = 0;
  const hedged: string[] = [];
  for (const e of events) {
    if (e.type !== 'speech' || e.vis !== 'public' || (e.context !== 'discussion' && e.context !== 'speech')) continue;
    const vote = ((e.claims ?? []) as { kind: string; target?: number }[]).find((c) => c.kind === 'vote' && c.target !== undefined);
    if (!vote) continue;
    const name = names.get(vote.target!)!;
    const said = splitSentences(String(e.text)).filter((s) => VOTING.test(s) && s.includes(name));
    if (!said.length) continue;
    all++;
    const soft = said.find((s) => HEDGE.test(s));
    if (soft) hedged.push(soft);
  }
  return { all, hedged };
}

describe('an announced vote', () => {
  for (const preset of ['werewolf-9', 'mafia']) {
    it(`${preset}: is hedged only where it is a lean, in fewer than one vote in four`, async () => {
      let all = 0;
      const hedged: string[] = [];
      for (const g of await games(preset, 30)) {
        const v = voteSentences(g.events as E[]);
        all += v.all;
        hedged.push(...v.hedged);
      }
      expect(all).toBeGreaterThan(100);
      expect(hedged.length / all, hedged.slice(0, 20).join('\n')).toBeLessThan(0.25);
      // The fillers a firm vote once closed on are gone; a lean's hedge says "lean" or asks for better.
      expect(hedged.filter((s) => /defence surprises me|talks me out of it|for what it is worth|answer for it|so you can weigh it/i.test(s))).toEqual([]);
    }, 180_000);
  }
});
