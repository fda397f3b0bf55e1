// The bots' talk over seeded games, read from the logs the way the talk metrics read them: no bot
// repeats its own sentence, every fact a speech cites is in the log before it, a PK speech announces
// votes only for the PK's candidates, team chat never echoes a line, and a vote cast against the
// voter's announcement is explained by its next words.
import { describe, expect, it } from 'vitest';
import { echoNights } from '../../src/bench/talk-chat.js';
import { citationProblems } from '../../src/bench/talk-citations.js';
import { talkGame, type TalkGame } from '../../src/bench/talk-games.js';
import { premature } from '../../src/bench/talk-premature.js';
import { repetition } from '../../src/bench/talk-text.js';
import { pkNaming, votesAsAnnounced } from '../../src/bench/talk-votes.js';
import { unreasonedIntents } from '../../src/bench/talk-reasons.js';
import { sharedBallots } from '../../src/bench/talk-facts.js';
import { runGame } from '../../src/engine/game.js';
import { gameSeed } from '../../src/sim/run.js';
import { createTable } from '../../src/table/setup.js';
import { corpusGames } from '../helpers/corpus.js';

/** The first n games of the preset's shared corpus. */
async function games(preset: string, n: number): Promise<TalkGame[]> {
  return (await corpusGames(preset, n)).map((events) => talkGame(events));
}

/** Games i of a run seeded `seed`, each i of `picked`: the games a defect was found in. */
async function picked(preset: string, seed: number, which: readonly number[]): Promise<TalkGame[]> {
  const out: TalkGame[] = [];
  for (const i of which) out.push(talkGame((await runGame(createTable({ preset, seed: gameSeed(seed, i) }))).events));
  return out;
}

describe.each([
  ['werewolf', 40, true],
  ['mafia', 60, false],
  ['mafia-classic', 40, false],
] as const)('%s: the talk of %i seeded bot games', (preset, n, hasPk) => {
  it('has no bot repeat its own sentence, cites only what the log holds, and keeps a PK to its candidates', async () => {
    const all = await games(preset, n);
    const rep = repetition(all);
    expect(rep.sentences).toBeGreaterThan(n * 20);
    expect(rep.ownRepeated).toBe(0);
    expect(rep.share).toBeLessThan(0.12);
    expect(premature(all).flagged).toBe(0);
    const problems = all.flatMap((g) => citationProblems([g]).map((p) => `${p.problem} in: ${p.text}`));
    if (process.env.SHOW) console.log(problems.slice(0, 12).join("\n"));
    expect(problems).toEqual([]);
    const pk = pkNaming(all);
    expect(pk.offList).toBe(0);
    if (hasPk) expect(pk.pkSpeeches).toBeGreaterThan(0);
    expect(echoNights(all).share).toBeLessThan(0.1);
    // A vote intention names what moved it (72.6% of werewolf intentions cited nothing before, seed 1).
    const bare = unreasonedIntents(all);
    expect(bare.intents).toBeGreaterThan(n);
    expect(bare.share).toBeLessThan(0.1);
    // Issue 9: a bot votes as it announced unless something said since changed its mind, and then its next words say why.
    const v = votesAsAnnounced(all);
    expect(v.kept + v.silent).toBe(v.votes);
    // The bench goal, 90% cast exactly as announced: mafia fell to 87.8% when a pack kept a fake claim it had planned
    // before the night's death showed a role, and villagers turned their ballots on the late claimant (seed 130911).
    expect(v.share).toBeGreaterThanOrEqual(0.9);
    // No ballot is held against its voter by a speaker who cast it too, or when the whole table did (werewolf sims, seed 5353, 150 games: 121 of 1,231 cited ballots before).
    const shared = sharedBallots(all);
    expect(shared.cited).toBeGreaterThan(0);
    expect(shared.examples).toEqual([]);
  }, 300_000);
});

describe('a vote changed after the announcement', () => {
  it('is explained in the voter\'s last words as a past ballot, with what was said before the ballot', async () => {
    // Bench games (seed 1) where a banished seat explained its switch as a vote still to come, or not at all.
    const v = votesAsAnnounced(await picked('werewolf', 1, [57, 212, 247, 275, 277]));
    expect(v.votes).toBeGreaterThan(50);
    expect(v.kept + v.silent).toBe(v.votes);
  }, 300_000);
});

describe('a ballot the speaker cast too', () => {
  it('is not what clears the seat it went to, in the speaker\'s words', async () => {
    // Talk bench game (mafia-classic, seed 1205501): Oskar, who had voted Priya with Mira, said "Yesterday, Mira voted
    // Priya, and so I would look past Priya".
    const shared = sharedBallots(await picked('mafia-classic', 1205501, [97]));
    expect(shared.cited).toBeGreaterThan(0);
    expect(shared.examples).toEqual([]);
  }, 300_000);
});

describe('an answer that turns to another seat', () => {
  it('speaks to that seat from there on, and of the asker by name', async () => {
    // Talk bench game (mafia, seed 1205601, game 32): "Oskar, I did not get to your question yesterday: Ada, step into the
    // ring and explain yourself. Here's the punch: you said you came back mafia today. I'm taking you at your word as the
    // detective." Oskar's check on Ada was said to both at once. That game no longer comes to it (the talk before it
    // changed), so the position is built: Bo (2) asked yesterday and called Di (4) mafia; the speaker, in Bruno's voice,
    // answers Bo, backs him, and goes after Di, whom one of Bruno's lines calls into the ring.
    const { render } = await import('../../src/players/scripted/speech/index.js');
    const { loadPersonasCached } = await import('../../src/personas/load.js');
    const { label, renderCtx } = await import('../helpers/speech-plans.js');
    const bruno = loadPersonasCached().findIndex((p) => p.id === 'bruno');
    const check = { kind: 'check_claim' as const, n: 5, day: 2, by: 2, target: 4, bad: true };
    let turned = 0;
    for (let seed = 0; seed < 200; seed++) {
      const text = render(
        {
          context: 'discussion',
          acts: [
            { act: 'answer', to: 2, about: 'read', reply: { kind: 'lead', acts: 2 }, late: true },
            { act: 'believe_claim', seat: 2, role: 'detective', because: [] },
            { act: 'accuse', target: 4, strength: 'sure', because: [check] },
          ],
        },
        renderCtx('mafia', bruno, seed, 2),
      ).text;
      const at = text.indexOf(`${label(4)}, step into the ring`);
      if (at < 0) continue;
      turned++;
      const after = text.slice(at);
      // From the call on, "you" is Di: the check is Bo's, by name, and never "you said you came back mafia".
      expect(after, text).not.toMatch(/you said you|you reported you|you called you/);
      if (/mafia/.test(after)) expect(after, text).toContain(label(2));
    }
    expect(turned).toBeGreaterThan(10);
  });
});
