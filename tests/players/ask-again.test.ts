// A question put in last words is put again by a seat that leans on its target, when still unanswered: never a bare
// "I'm suspicious of Katya, more than anyone else here" after Nell's last words had asked Katya why she backed Luca for
// sheriff (relay game, werewolf-9, seed 1312131: the line three of four readers quoted as the most bot-like).
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import { ASK_VOTE_AGAIN } from '../../src/players/scripted/speech/lines.js';
import { render } from '../../src/players/scripted/speech/index.js';
import { renderCtx } from '../helpers/speech-plans.js';
import { Position } from './positions.js';

const personas = loadPersonasCached();

async function speak(p: Position, seed: number): Promise<string> {
  const view = p.view();
  const request = { kind: 'discussion', seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(personas[seed % personas.length]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}

/** Werewolf-9, day 1: seats 1 and 9 ran, seat 1 stepped down and backed seat 9 with seat 7; seat 2, dead overnight, asked seats 1 and 7 why. */
function morning(answered: boolean): Position {
  const p = new Position('werewolf-9', 3, 'villager');
  p.push('sheriff_run', { seat: 1, run: true }).push('sheriff_run', { seat: 9, run: true }).push('sheriff_run', { seat: 4, run: true });
  p.speech(4, [], { context: 'campaign' }).speech(9, [], { context: 'campaign' }).speech(1, [], { context: 'campaign' });
  for (const [voter, target] of [[1, 9], [7, 9], [2, 4], [3, 4], [5, 4], [6, 4], [8, 4]] as const) p.vote(voter, target, 'sheriff');
  p.push('sheriff_elected', { seat: 4, reason: 'most votes', tally: [] });
  p.night([2]);
  p.speech(2, [{ kind: 'suspect', target: 9 }, { kind: 'ask', target: 1, about: 'vote', subject: 9, ballot: 'sheriff' }, { kind: 'ask', target: 7, about: 'vote', subject: 9, ballot: 'sheriff' }], { context: 'last_words' });
  if (answered) p.speech(1, [{ kind: 'vote', target: 5 }]);
  return p;
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const AGAIN = new RegExp(ASK_VOTE_AGAIN.map((l) => escape(l).replace(/\{(?:asker|target|subject|evidence)\}/g, '.{1,60}')).join('|'), 'i');

describe('a question asked in last words', () => {
  it('is put again, with who asked it, by a seat whose lean rests on nothing else', async () => {
    let again = 0;
    let bare = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const text = await speak(morning(false), seed);
      if (AGAIN.test(text)) {
        again++;
        expect(text).toMatch(/\bP2\b/);
        expect(text).toMatch(/\bP9\b|for sheriff/);
      }
      // A hunch on seat 1 with nothing beside it: the line the readers quoted.
      if (/P1/.test(text) && text.split(/(?<=[.!?])\s+/).length === 1) bare++;
    }
    expect(again).toBeGreaterThan(0);
    expect(bare).toBe(0);
  });

  it('is not put again once its seat has spoken since', async () => {
    for (let seed = 1; seed <= 40; seed++) expect(await speak(morning(true), seed)).not.toMatch(AGAIN);
  });

  it('is said to the seat, with its ballot and the asker', () => {
    const vote = { kind: 'vote' as const, n: 10, day: 1, voter: 4, target: 9, ballot: 'sheriff' };
    for (let seed = 1; seed <= 20; seed++) {
      const r = render({ context: 'discussion', acts: [{ act: 'ask_vote', target: 4, because: [vote], again: 2 }] }, renderCtx('werewolf', seed, seed, 1));
      expect(r.text).toMatch(AGAIN);
      expect(r.text).toMatch(/\byou\b/);
      expect(r.text).toMatch(/Bo|Seat 2/);
    }
  });
});
