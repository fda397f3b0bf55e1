// Whatever a decision offers, given back, is accepted (issue 10 item 15: "tear up" was offered for the
// badge and refused every time). Every decision kind of every preset is reached in random-seat games;
// each offered option is read back as the bare value a person picks and as a model's JSON answer.
import { describe, expect, it } from 'vitest';
import { createTable } from '../../src/table/setup.js';
import { AuditedGame, type OptionAudit } from '../helpers/offered.js';

/** Every decision kind each preset asks for (free-text speeches included: they offer no options). */
const WEREWOLF = ['wolf_proposal', 'witch', 'seer', 'sheriff_run', 'campaign', 'opt_out', 'sheriff_vote', 'last_words', 'badge', 'direction', 'discussion', 'last_call', 'vote', 'pk', 'pk_vote'];
const KINDS: Record<string, string[]> = {
  werewolf: [...WEREWOLF, 'guard', 'hunter_shot'],
  'werewolf-9': [...WEREWOLF, 'hunter_shot'],
  'werewolf-6': WEREWOLF,
  mafia: ['mafia_chat', 'investigate', 'speech', 'defense', 'vote', 'last_words'],
  'mafia-classic': ['mafia_chat', 'investigate', 'protect', 'speech', 'last_words', 'vote'],
};
const SIDES: Record<string, Record<string, 'random'>> = {
  werewolf: { werewolves: 'random', village: 'random' },
  mafia: { mafia: 'random', town: 'random' },
};

/** Random seats everywhere: uniform picks among the offered answers. */
async function playAudited(preset: string, seed: number, audit: OptionAudit) {
  const bots = SIDES[preset.startsWith('mafia') ? 'mafia' : 'werewolf']!;
  const game = new AuditedGame(createTable({ preset, seed, bots }), audit);
  return game.play();
}

describe('every offered answer is accepted', () => {
  it.each(Object.keys(KINDS))('%s: every decision kind, every option, as a pick and as a model answer', async (preset) => {
    const audit: OptionAudit = { kinds: new Map(), problems: [] };
    let refused = 0;
    // 12 games a preset (60 in all); more only until every kind has come up at least once.
    for (let seed = 1; seed <= 12 || (seed <= 200 && KINDS[preset]!.some((k) => !audit.kinds.has(k))); seed++) {
      const { events } = await playAudited(preset, seed, audit);
      if (seed <= 12) refused += events.filter((e) => e.type === 'refused').length;
    }
    expect([...audit.kinds.keys()].sort()).toEqual([...KINDS[preset]!].sort());
    expect([...new Set(audit.problems)]).toEqual([]);
    // Random seats only ever give back what they were offered: none of it may be refused.
    expect(refused).toBe(0);
  }, 300_000);
});
