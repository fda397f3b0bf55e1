// What a relay reader caught in the bots of one game (werewolf-9, seed 120601), each kept from coming back:
// - asked its read on a claimant it had said it trusted, a seat answers with that stance ("Jonah is the seer as far as I
//   can tell", then "Jonah is a blank to me so far");
// - last words follow nobody's case ("I heard Elsie speak after Jonah's case today, and nothing said changes the case");
// - a speech says its role once ("I'm still the seer, as I told you. … Jonah has taken my role for a cover: I am the seer").
import { describe, expect, it } from 'vitest';
import { ANSWER_NONE, SECOND, SECOND_ANSWERED, SECOND_PILE, SECOND_UNANSWERED } from '../../src/players/scripted/speech/lines.js';
import { seededGames } from './seeded-talk.js';

const head = (l: string) => l.split(/\{target\}|\{seconded\}|\{seats\}/).sort((a, b) => b.length - a.length)[0]!.trim();
const SECONDS = [...new Set([...SECOND, ...SECOND_ANSWERED, ...SECOND_PILE, ...SECOND_UNANSWERED].map(head))].filter((h) => h.length > 12);
const ROLE_SAID = /\b(?:I am|I'm) (?:still )?(?:the |a |an )?(?:real )?(seer|witch|hunter|guard|detective|doctor)\b/g;

describe('a seat keeps to what it said', () => {
  it.each(['werewolf-9', 'werewolf', 'mafia-classic'])('%s', async (preset) => {
    const blank: string[] = [];
    const followed: string[] = [];
    const twice: string[] = [];
    for await (const { i, speeches, name } of seededGames(preset, 60)) {
      const trusted = new Map<number, Set<number>>();
      for (const e of speeches) {
        const text = String(e.text);
        for (const c of (e.claims ?? []) as { kind: string; target?: number }[]) if (c.kind === 'trust') trusted.set(e.seat, (trusted.get(e.seat) ?? new Set()).add(c.target!));
        for (const s of trusted.get(e.seat) ?? []) {
          if (ANSWER_NONE.read_on.some((l) => text.includes(l.replace('{subject}', name(s))))) blank.push(`${i} day ${e.day}: ${text}`);
        }
        if (e.context === 'last_words' && SECONDS.some((h) => text.includes(h))) followed.push(`${i} day ${e.day}: ${text}`);
        if ((text.match(ROLE_SAID) ?? []).length > 1) twice.push(`${i} day ${e.day}: ${text}`);
      }
    }
    expect(blank).toEqual([]);
    expect(followed).toEqual([]);
    expect(twice).toEqual([]);
  }, 240_000);
});
