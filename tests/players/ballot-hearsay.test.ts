// Another seat's ballot on a player is that seat's case, not a reason of the speaker's own: "Wren cast a vote against
// you yesterday. Count me in" and "yesterday, Wren voted Jonah. My vote is for Jonah" were a relay reader's tells
// (werewolf-9, seed 120502). A ballot that counts because of a claim the seat voted had made is said with that claim
// ("Jonah cast a vote against Tomas yesterday, and Tomas had claimed to be the witch"), and the claim came first.
import { describe, expect, it } from 'vitest';
import { seededGames, sentencesOf, type E } from './seeded-talk.js';

const BALLOT = /\b([A-Z][a-z]+) (?:voted|put a vote on|cast a vote against) ([A-Z][a-z]+|you)\b(.*)$/;
const ON_CLAIM = /^[^,]* (?:yesterday|on day \d+|today|just now)?,? and ([A-Z][a-z]+|I|you) had (?:claimed to be|come out as) (?:the |a |an )?([a-z]+)/;

describe("another seat's ballot", () => {
  it.each(['werewolf-9', 'werewolf', 'mafia'])('%s: is never a later day\'s reason against the seat voted, and a claim said with a ballot came before it', async (preset) => {
    const borrowed: string[] = [];
    let claims = 0;
    const misdated: string[] = [];
    for await (const { i, speeches, events, seat } of seededGames(preset, 50)) {
      for (const e of speeches) {
        if (e.day < 2 || e.context !== 'discussion') continue;
        const target = (e.claims ?? []).find((c: { kind: string }) => c.kind === 'vote')?.target as number | undefined;
        const text = String(e.text);
        const addressed = /^(\w+), /.exec(text)?.[1];
        const lines = sentencesOf(text);
        for (const [j, s] of lines.entries()) {
          const m = BALLOT.exec(s);
          if (!m || ['I', 'You', 'We'].includes(m[1]!)) continue;
          const voter = seat(m[1]!);
          const voted = seat(m[2] === 'you' ? (addressed ?? '') : m[2]!);
          if (voter === undefined || voted === undefined) continue;
          // A ballot cast by a seat the night then took ("…, and we found Nell dead this morning") is that death's reason.
          const fate = m[3]!;
          // So is the voter's own death told after it, by pronoun ("Tomas cast a vote against Katya yesterday; a night later he was
          // dead": the ballot a dead seat cast alone, read as what the pack killed it for, policy/mourn.ts).
          const ofVoter = new RegExp(`\\b${m[1]}\\b`).test(fate) || /killed for it|a night later|did not see the morning/.test(fate);
          // Said for the voter or for the seat voted ("…, which counts for Jonah"; "Greta is not the one, given that Greta cast a vote against Mira") is no case against it.
          const forSomeone = /favou?r|counts for|speaks for|not the one|not where I|off my list|clean|clear|trust/.test(s);
          // The voter named before its ballot in the sentence is the seat the ballot is held against ("I haven't forgotten Priya
          // either, since Priya voted Vera for sheriff yesterday": the next seat looked at, for backing a liar), not the seat voted.
          const onVoter = new RegExp(`\\b${m[1]}\\b`).test(s.slice(0, m.index));
          // Nor the reason given against an accuser the speaker answers ("Iris, you have the wrong player. The reason is simple: Iris
          // voted Tomas for sheriff on day 1, over me, the seer by my own claim").
          const answered = j > 0 && new RegExp(`\\b${m[1]}\\b[^.]*(?:wrong player|wrong seat|so keen on me|push on me|picked me)|look hard at ${m[1]}\\b|why ${m[1]} (?:is so keen|picked)`).test(lines[j - 1]!);
          // Nor the reason given for a seat just defended ("I don't think Katya is a werewolf. Mark my words, Katya voted Priya yesterday").
          // Or for a claimant just believed ("I accept Ada's testimony as the seer. Let the record show that Ada cast a vote against Hugo yesterday").
          const defended = j > 0 && new RegExp(`I don't think ${m[1]} is|I (?:trust|accept|believe) ${m[1]}\\b|${m[1]} is not the one|leave ${m[1]} alone|${m[1]} looks clean|standing by ${m[1]}\\b|vouch for ${m[1]}\\b`).test(lines[j - 1]!);
          if (voted === target && voter !== e.seat && !ofVoter && !forSomeone && !onVoter && !answered && !defended) borrowed.push(`${i} day ${e.day}: ${text}`);
          const c = ON_CLAIM.exec(s.slice(m.index));
          if (!c) continue;
          claims++;
          const claimant = c[1] === 'I' ? e.seat : c[1] === 'you' ? voted : seat(c[1]!);
          const said = events.find((x: E) => x.type === 'speech' && x.vis === 'public' && x.seat === claimant && (x.claims ?? []).some((k: { kind: string; role?: string }) => k.kind === 'role' && String(k.role) === c[2]));
          // A day ballot (not the sheriff's) cast after the claim and before this speech.
          const ballot = said && events.some((x: E) => x.type === 'vote' && x.ballot !== 'sheriff' && x.seat === voter && x.target === voted && x.n > said.n && x.n < e.n);
          if (!ballot) misdated.push(`${i} day ${e.day}: ${text}`);
        }
      }
    }
    expect(borrowed).toEqual([]);
    expect(misdated).toEqual([]);
    // Enough claims said with a ballot to read: werewolf-9 says 2 since a witch's save is weighed above six seats (3 before).
    if (preset !== 'mafia') expect(claims).toBeGreaterThan(1);
  }, 240_000);
});

// A sheriff ballot against a candidate who had claimed a power role counts because of that claim, and is said with it.
const OVER = /\b([A-Z][a-z]+|I|you|You) (?:backed|voted) ([A-Z][a-z]+|me|you) for sheriff[^,.]*, over ([A-Z][a-z]+|me|you), (?:who|though I) had claimed to be (?:the |a |an )?([a-z]+)/;

describe('a sheriff ballot over a claimant', () => {
  it('names a candidate who had claimed the role before the ballot and was on it', async () => {
    let over = 0;
    const wrong: string[] = [];
    for await (const { i, speeches, events, seat } of seededGames('werewolf-9', 80)) {
      for (const e of speeches) {
        const m = OVER.exec(String(e.text));
        if (!m) continue;
        over++;
        const who = (w: string) => (w === 'me' || w === 'I' ? e.seat : seat(w));
        const voter = who(m[1]!);
        const rival = who(m[3]!);
        // "You backed Oskar…": the seat spoken to, read off the ballots on the seat named (one of them cast it).
        const target = who(m[2]!);
        const ballot = events.find((x) => x.type === 'vote' && x.ballot === 'sheriff' && (/^you$/i.test(m[1]!) ? x.target === target : x.seat === voter) && x.n < e.n);
        const claim = events.find((x) => x.type === 'speech' && x.seat === rival && (x.claims ?? []).some((c: { kind: string; role?: string }) => c.kind === 'role' && c.role === m[4]));
        const onBallot = events.some((x) => x.type === 'vote' && x.ballot === 'sheriff' && x.target === rival);
        if (!ballot || ballot.target === rival || !claim || claim.n > ballot.n || !onBallot) wrong.push(`${i} day ${e.day}: ${e.text}`);
      }
    }
    expect(over).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 240_000);
});
