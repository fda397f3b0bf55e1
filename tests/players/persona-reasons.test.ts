// A persona's reason frames carry its voice, and some carry a judgement too ("…, and that's a leak I won't
// ignore", "The discrepancy is this: …"). Said to back a seat (a defence, a claim believed) such a frame reads
// backwards: "I trust Ada. Ada pointed at Elsie on day 1, and that's a leak I won't ignore" (seer game, 80x24,
// seed 31337). Speaking for a seat, a persona uses only the frames that end on the fact and accuse nobody;
// against a seat, every frame is still its own.
import { describe, expect, it } from 'vitest';
import { loadPersonasCached } from '../../src/personas/load.js';
import { render } from '../../src/players/scripted/speech/index.js';
import type { Act, Evidence } from '../../src/players/scripted/speech/plan.js';
import { renderCtx } from '../helpers/speech-plans.js';

/** The frames that judge: a tail after the fact, or a head that accuses. */
const JUDGING = /\{evidence\}[^.!?]|discrepanc|clue|exhibit|punch/i;

describe('persona reason frames', () => {
  const personas = loadPersonasCached();
  const judging = personas.flatMap((p) => p.speech.reasons.filter((r) => JUDGING.test(r)).map((r) => ({ persona: p.name, head: r.split('{evidence}')[0]!.trim(), tail: r.split('{evidence}')[1]!.replace(/[.!?]$/, '').trim() })));
  const vote: Evidence = { kind: 'vote', n: 40, day: 1, voter: 4, target: 6, ballot: 'banish' };

  const said = (act: Act) =>
    personas.flatMap((_, i) => Array.from({ length: 60 }, (_, seed) => render({ context: 'discussion', acts: [act] }, renderCtx('werewolf', i, seed, 2)).text));
  // A frame with a tail is known by its tail (its head may be a lead-in the persona's other lines open with too: "Now then,").
  const judged = (texts: string[]) => texts.filter((t) => judging.some((j) => (j.tail.length > 3 ? t.includes(j.tail) : t.includes(j.head))));

  it('number no point they never follow with a second', () => {
    // "Bruno as the seer leads to a contradiction. Point one: Tomas backed Bruno for sheriff…", and no point two (a model seat's
    // least human line, werewolf-9 relay, seed 1280401). A frame opens one reason of a speech, so it counts none.
    expect(personas.flatMap((p) => p.speech.reasons.filter((r) => /\b(?:one|first|two|second|A|B)\s*:/.test(r)))).toEqual([]);
  });

  it('the shipped personas have judging frames to keep out', () => {
    expect(judging.length).toBeGreaterThan(3);
  });

  it.each([
    ['a defence', { act: 'defend', target: 4, because: [vote] } as Act],
    ['a claim believed', { act: 'believe_claim', seat: 4, role: 'seer', because: [vote] } as Act],
  ])('never in %s', (_, act) => {
    expect(judged(said(act))).toEqual([]);
  });

  it('still in a case against a seat', () => {
    expect(judged(said({ act: 'accuse', target: 4, strength: 'lean', because: [vote] })).length).toBeGreaterThan(0);
  });
});

describe("a persona's reason frames, for a fact done to the speaker", () => {
  it('are not said: "Here\'s the juicy part: Katya said I came back a werewolf" (relay, werewolf-9, seed 1290201)', () => {
    const personas = loadPersonasCached();
    // Seat 1 speaks; seat 4 claimed the seer and called seat 1 a werewolf.
    const check: Evidence = { kind: 'check_claim', n: 40, day: 1, by: 4, target: 1, bad: true };
    const act: Act = { act: 'doubt_claim', seat: 4, role: 'seer', because: [check] };
    const heads = personas.flatMap((p) => p.speech.reasons.map((r) => r.split('{evidence}')[0]!.trim()).filter((h) => h.length > 3));
    const wrong: string[] = [];
    personas.forEach((_, i) => {
      for (let seed = 0; seed < 40; seed++) {
        const text = render({ context: 'discussion', acts: [act] }, renderCtx('werewolf', i, seed, 1)).text;
        for (const s of text.split(/(?<=[.!?])\s+/)) {
          if (!/\bme\b|\bI\b/.test(s)) continue;
          const head = heads.find((h) => s.startsWith(h));
          if (head && !['Here is why:', 'Remember that', 'Look at the record:', 'The reason is simple:', 'Consider this:'].includes(head)) wrong.push(`${personas[i]!.name}: ${s}`);
        }
      }
    });
    expect(wrong).toEqual([]);
  });
});
