// A seat the speech has just named is "she", "he" or "they" when named again (speech/subjects.ts): "Here is why: yesterday,
// Nell voted me. She is the outlier, so she gets my vote." Relay readers quoted "Nell voted me. Nell is the outlier, so Nell
// gets my vote" as a bot's tell. Never where the pronoun could be read as another seat, or where the name does work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { Pronoun } from '../../src/personas/schema.js';
import { namedOnce } from '../../src/players/scripted/speech/subjects.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

const PRONOUNS = new Map<number, Pronoun>([
  [1, 'she'],
  [2, 'he'],
  [3, 'they'],
  [4, 'she'],
  [5, 'she'],
  [9, 'he'],
]);
const NAMES: Record<number, string> = { 1: 'Nell', 2: 'Oskar', 3: 'Wren', 4: 'Ada', 5: 'Greta', 9: 'Sam' };
const said = (...sentences: string[]) => namedOnce(sentences, PRONOUNS, (s) => NAMES[s]!, 9);

describe('a seat named again', () => {
  it('is its pronoun as the subject of a verb in the present or the object of the clause, the verb agreeing for "they"', () => {
    expect(said('Here is why: yesterday, Nell voted me.', 'Nell is the outlier, and Nell has not answered it.')).toEqual([
      'Here is why: yesterday, Nell voted me.',
      'She is the outlier, and she has not answered it.',
    ]);
    // Where the speaker's vote goes, the seat is named once: "Nell is the outlier, so she gets my vote".
    expect(said('Here is why: yesterday, Nell voted me.', 'Nell is the outlier, so Nell gets my vote.')[1]).toBe('Nell is the outlier, so she gets my vote.');
    expect(said('I looked at Iris: a werewolf.'.replace('Iris', 'Ada'), 'Ada has taken my role for a cover.')[1]).toBe('She has taken my role for a cover.');
    // A seat called among others keeps its name after the call (a wolf game at 80x24, werewolf-9, seed 1221601: "Vera and Hugo,
    // in answer to you: I lean him").
    expect(said('Nell and Oskar, in answer to you: I lean Oskar, not a vote yet.')[0]).toBe('Nell and Oskar, in answer to you: I lean Oskar, not a vote yet.');
    expect(said('Nell, Ada and Oskar, in answer to you: I lean Oskar.')[0]).toBe('Nell, Ada and Oskar, in answer to you: I lean Oskar.');
    expect(said('Wren went after me.', 'Wren is a werewolf, I am sure of it.')[1]).toBe('They are a werewolf, I am sure of it.');
    expect(said('Wren went after me.', 'I would ask who Wren really is.')[1]).toBe('I would ask who they really are.');
    expect(said('I looked at Oskar because I could not place Oskar either way.')[0]).toBe('I looked at Oskar because I could not place him either way.');
    expect(said('Ada called me a werewolf; that result is wrong, and it makes Ada the liar.')[0]).toBe('Ada called me a werewolf; that result is wrong, and it makes her the liar.');
    expect(said('Ada accused me.', 'Something about Ada bothers me.')[1]).toBe('Something about her bothers me.');
    expect(said('Oskar claims my role.', 'Whatever Oskar says, Oskar is not the seer.')[1]).toBe('Whatever he says, he is not the seer.');
  });

  it('keeps its name where a pronoun could be another seat, or the name does work', () => {
    const kept: string[][] = [
      ['Nell voted Oskar yesterday.', 'Oskar is the outlier.'], // Nell named too: "he" is clear, but "she" would not be
      ['Greta, you voted me.', 'Greta accused Nell too.'], // spoken to, then of
      ['Nell accused me.', 'Nell and Oskar voted me.'], // one of a list
      ['Nell accused me.', 'Oskar and Nell voted me.'],
      ['Nell voted me.', 'Nell said she was the seer.'], // a "she" there already
      ['Oskar voted me.', 'My vote goes to Oskar.'], // where the speaker's vote goes
      ['Oskar voted me.', 'What did Oskar see?'], // a question
      ['Nell accused me.', 'Four of us on Nell; Nell alone on Oskar.'], // a count of the ballots
      ['Oskar accused me.', 'My move is Oskar.'],
      ['Nell accused me.', 'Wren agreed.', 'Nell is lying.'], // two sentences back
      ['Oskar accused me.', 'Oskar voted Nell yesterday.'], // a fact of the record, said with the seat it is of
      ['Oskar accused me.', 'I put a vote on Oskar yesterday.'],
      ['Oskar accused me.', 'Given that Oskar reported Nell as good, so I would look past Oskar.'], // a way of weighing a fact for him
      ['Ada backed me for sheriff.', 'So Ada is off my list.'], // a seat cleared is named
      ['All I have on Oskar is that Nell went out this morning naming Oskar.'], // a dated fact
      ['Ask yourselves why Wren wanted me gone.', "I'm suspicious of Wren, more than anyone else here."], // "them" would be the table
      ["Nell voted me, and Nell's reasons were thin."],
      ['Oskar accused me earlier today.', 'I put Oskar up for the vote on day 1, and nothing since has changed my mind.'], // a dated fact, its date later in the clause
      ['I buy Oskar as the seer.', 'I put my name in before Oskar claimed the seer.'], // "before" opens a clause: not "before him claimed"
      ['Ada is a werewolf; I checked her.', 'The downside of leaving Ada alone is the one I will not insure.'], // the object of "leaving", not the subject of "is"
    ];
    for (const k of kept) expect(said(...k)).toEqual(k);
  });

  it('in games: few speeches name one seat four times, and a sentence seldom opens on the name the sentence before named alone', async () => {
    let speeches = 0;
    let four = 0;
    const twice: string[] = [];
    for (const g of await games('werewolf-9', 30)) {
      const events = g.events as (GameEvent & Record<string, any>)[];
      const names = (events.find((e) => e.type === 'game_started')!.seats as { name: string }[]).map((s) => s.name);
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        speeches++;
        // Ballot counts name every seat they count: left out of the count here.
        const text = (e.text as string).split(/(?<=[.!?])\s+/);
        const argued = text.filter((s) => !/\b(?:of us|alone|apiece) on\b/.test(s)).join(' ');
        if (names.some((n) => (argued.match(new RegExp(`\\b${n}\\b`, 'g')) ?? []).length >= 4)) four++;
        for (let i = 1; i < text.length; i++) {
          const only = names.filter((n) => new RegExp(`\\b${n}\\b`).test(text[i - 1]!));
          const n = only[0];
          // Left as they are by design: a question, a pronoun in either sentence (it may be another seat's), the seat called.
          const pronoun = /\b(?:she|he|they|her|him|them|his|their)\b/i;
          if (only.length !== 1 || /[?"]/.test(text[i]!) || pronoun.test(text[i]!) || pronoun.test(text[i - 1]!) || new RegExp(`(?:^|, )${n}[,:]`).test(text[i - 1]!)) continue;
          // A fact of the record keeps its seat's name ("Nell voted me"), and so does a verdict on the seat ("Nell is off my list").
          const verdict = /\bmy vote\b|off my list|differently|clean|clear|trust|not the one|not where I|questions to answer|\?/i;
          if (new RegExp(`^${n} (?:is|has|claims|looks)\\b`).test(text[i]!) && !verdict.test(text[i]!)) twice.push(`${text[i - 1]} ${text[i]}`);
        }
      }
    }
    if (process.env.SHOW) console.log('FOUR', four, speeches, four / speeches, twice.length);
    expect(speeches).toBeGreaterThan(500);
    // A sentence the table has heard in its pronoun form keeps the name it was weighed with (render.ts): a handful.
    expect(twice.length / speeches, twice.join('\n')).toBeLessThan(0.01);
    // 18.3% before pronouns (seed corpus), 14.2% after: a fact keeps its seat's name. 15.0 -> 16.6% when a vote after a
    // sentence naming other seats came to name its own ("…, as Luca pointed out. That is the seat I vote out today" left the
    // table to guess which: vote-follows.test): a name said again where leaving it out was unclear. 17.6% since a check the
    // table has cited twice is followed by name ("I take Katya's word on Nell, as others have. My vote is on Nell"): the follow
    // line names the claimant and the seat where the check it replaces did too, and the vote after it names the seat again.
    // 18.2% since a deed cited against a seat is answered at its last call and to a second accuser ("Vera's point is another: I
    // voted Bruno yesterday…"): the answer names the deed's seat, and the plea after it the accuser (142 -> 147 of 808).
    expect(four / speeches).toBeLessThan(0.185);
  });
  it('on any sentences: changes nothing but a name said before into its pronoun (and a verb after "they")', () => {
    const word = fc.constantFrom('voted', 'is', 'has', 'me', 'the', 'seer', 'and', 'so', 'about', 'yesterday', 'I', 'trust', 'really', 'on', 'a', 'werewolf', 'gets', 'my', 'vote');
    const name = fc.constantFrom(...Object.values(NAMES).filter((n) => n !== 'Sam'));
    const sentence = fc.array(fc.oneof(word, name, name), { minLength: 1, maxLength: 9 }).chain((ws) =>
      fc.constantFrom('.', '?', '!').map((end) => `${ws.join(' ').replace(/^./, (c) => c.toUpperCase())}${end}`),
    );
    const AGREED: Record<string, string> = { is: 'are', has: 'have', gets: 'get' };
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 5 }), (sentences) => {
        const out = said(...sentences);
        expect(out).toHaveLength(sentences.length);
        const seen = new Set<string>();
        out.forEach((o, i) => {
          const a = sentences[i]!.split(' ');
          const b = o.split(' ');
          expect(b).toHaveLength(a.length);
          a.forEach((w, j) => {
            const bare = w.replace(/[.?!]$/, '');
            const isName = Object.values(NAMES).includes(bare);
            if (b[j] !== w) {
              // A name the speech said before, now its pronoun; or the verb after a "they" (an adverb may stand between).
              const pronoun = /^(?:she|he|they|her|him)[.?!]?$/i.test(b[j]!) && isName && seen.has(bare);
              const verb = AGREED[bare] !== undefined && b[j]!.replace(/[.?!]$/, '') === AGREED[bare] && (/^they$/i.test(b[j - 1] ?? '') || /^they$/i.test(b[j - 2] ?? ''));
              expect(pronoun || verb, `${sentences.join(' ')} → ${out.join(' ')}`).toBe(true);
            }
            if (isName) seen.add(bare);
          });
        });
      }),
      { numRuns: 400 },
    );
  });
});
