// The talk bench's "heard" figure for questions (issue 22, build item 6): a question put to a seat is
// followed to that seat's next day speech, and counted by who asked (a bot, or a seat whose answers the
// log holds: a model or a person).
import { describe, expect, it } from 'vitest';
import { questionsAnswered } from '../../src/bench/talk-heard.js';
import { LogBuilder } from './talk-log.js';

describe('questions answered', () => {
  it('counts an answer naming the asker, or a check reported when asked for one, by who asked', () => {
    const b = new LogBuilder();
    b.add('answered', { seat: 2 }, { seats: [] });
    b.say(2, 'Cy, why did your sheriff vote go to Fay?', [{ kind: 'ask', target: 3, about: 'vote', subject: 6, ballot: 'sheriff' }]);
    b.say(3, 'Bo, in answer to you: I voted Fay for sheriff, because Fay claimed to be the seer. I vote Fay now.');
    b.say(4, 'Ed, what did you check?', [{ kind: 'ask', target: 5, about: 'check' }]);
    b.say(5, 'I am the seer. I checked Di: good.', [{ kind: 'role', role: 'seer' }, { kind: 'check', target: 4, result: 'good' }]);
    b.say(5, 'Ada, what is your read?', [{ kind: 'ask', target: 1, about: 'read' }]);
    b.say(1, 'Nobody stands out to me so far.');
    b.say(2, 'Di, why did you vote Fay?', [{ kind: 'ask', target: 4, about: 'vote', subject: 6 }]);
    b.say(6, 'Di, yes, why Fay?', [{ kind: 'ask', target: 4, about: 'vote', subject: 6 }]);
    b.say(4, 'I am a villager. Bo and Fay, in answer to you: I voted Fay, because Ed called Fay a werewolf.');
    const r = questionsAnswered([b.over(['villager', 'villager', 'werewolf', 'villager', 'seer', 'werewolf'])]);
    expect(r.other).toEqual({ asked: 2, answered: 2 });
    expect(r.bot).toEqual({ asked: 3, answered: 2 });
    expect(r.missed).toEqual([{ game: 0, day: 1, by: 5, to: 1 }]);
  });
});
