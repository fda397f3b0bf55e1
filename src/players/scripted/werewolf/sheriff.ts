// Who runs for sheriff: those with something to say. A seer with a check, a wolf who will tell a
// seer story, a witch who saw the first victim saved; of the rest, a few confident readers, by persona.
// A table of twelve gets two to four candidates, and each campaign says what its candidate will do.
import { loadPersonasCached } from '../../../personas/load.js';
import type { BotInput } from '../bot.js';
import { wantsStory } from '../policy/story.js';
import type { Act } from '../speech/plan.js';
import { facts } from './state.js';

type Pledge = Exclude<Extract<Act, { act: 'pledge' }>['what'], 'yield'>;

/** Why this seat runs, or undefined when it has nothing the badge needs. */
export function candidacy(b: BotInput): string | undefined {
  const { k } = b;
  // So that a race never goes empty, the table's first outspoken persona always runs (every seat can tell who that is).
  if (volunteer(k.names) === k.me) return 'Running: somebody has to stand, and the table knows I will.';
  if (b.mind.own === undefined) {
    if (wantsStory(b)) return 'Running: a seer story told from the badge carries further.';
    return b.rng.chance(0.08) ? 'Running: a badge in the pack\'s hands steers the vote.' : undefined;
  }
  // A wolf found runs: sitting out the race with one, then claiming once a rival holds the badge, is the line a table reads
  // as the liar's (relay game, werewolf-9, 3 Dec: "a seer holding a wolf check contests the badge", and the real seer went out).
  if (k.role === 'seer' && [...k.myResults.values()].some((r) => r.bad)) return 'Running: I found a werewolf, and the badge belongs with that check.';
  if (k.role === 'seer' && k.myResults.size > 0) return b.rng.chance(0.85) ? 'Running: my check belongs at the head of the table.' : undefined;
  if (k.role === 'witch' && facts(k).saves.length > 0 && b.rng.chance(0.25)) return 'Running: I know more about last night than I can say yet.';
  const p = { aggressive: 0.36, analytical: 0.28, social: 0.15, cautious: 0.06 }[b.persona.bot.personality];
  return b.rng.chance(p) ? 'Running: I read this table well enough to steer it.' : undefined;
}

const BY_PERSONALITY: Record<string, Pledge[]> = {
  aggressive: ['votes', 'summary'],
  analytical: ['claims', 'votes'],
  social: ['summary', 'claims'],
  cautious: ['claims', 'summary'],
};

/** What a candidate promises to do with the badge, when its campaign has no checks to report. */
export function pledgeOf(b: BotInput): Pledge {
  return b.rng.pick(BY_PERSONALITY[b.persona.bot.personality] ?? ['summary']);
}

/**
 * Whether a candidate steps aside: one that said in its campaign it trusts another candidate's seer
 * claim (a wolf blending in too: its words gave the badge away), or a good seat that trusts one, gives
 * the badge to the checks; the seer stays; otherwise a good seat now and then, by persona.
 */
export function withdrawal(b: BotInput): { out: boolean; why: string } {
  const { k, r } = b;
  const stay = { out: false, why: 'Staying in the race.' };
  if (k.role === 'seer' || k.roleClaims.get(k.me)?.role === 'seer') return stay;
  const rivals = campaigners(b);
  const seer = (s: number) => rivals.has(s) && k.roleClaims.get(s)?.role === 'seer';
  const said = k.defences.find((d) => d.by === k.me && d.ev.day === k.day && seer(d.target))?.target;
  const good = b.mind.own !== undefined;
  const trusted = said ?? (good ? believedCandidate(b) : undefined);
  if (trusted !== undefined) return { out: true, why: `Stepping aside: I trust ${b.label(trusted)}'s seer claim, and the badge belongs with the checks.` };
  // A good seat a running claimant called evil knows that claimant lies: it stays, so the badge does not go to the liar unopposed.
  if (good && k.checkClaims.some((c) => c.target === k.me && c.bad && rivals.has(c.by))) return { out: false, why: 'Staying in the race: a candidate lied about me.' };
  // The volunteer stood only so the race would not go empty: once a candidate it does not doubt stands, the badge is theirs.
  const fair = [...rivals].find((s) => r.s(s) < 0.5);
  if (fair !== undefined && volunteer(k.names) === k.me) return { out: true, why: `Stepping aside: I stood so somebody would, and ${b.label(fair)} has.` };
  return good && rivals.size > 1 && b.rng.chance(0.08) ? { out: true, why: 'Stepping aside for a stronger candidate.' } : stay;
}

/** The other candidates who have given their campaign speech today. */
const campaigners = (b: BotInput): Set<number> => new Set(b.k.speechesToday.filter((s) => s.context === 'campaign' && s.seat !== b.k.me).map((s) => s.seat));

/** A candidate who claimed the seer in the race and whom this seat believes: the badge belongs with its checks. */
export function believedCandidate(b: BotInput): number | undefined {
  const rivals = campaigners(b);
  return b.r.claimants('seer').find((c) => rivals.has(c.seat) && c.good >= 0.6)?.seat;
}

/** The lowest seat whose name is an aggressive persona's: the one every seat expects to run. */
function volunteer(names: readonly string[]): number | undefined {
  const bold = new Set(loadPersonasCached().filter((p) => p.bot.personality === 'aggressive').map((p) => p.identity.name));
  const i = names.findIndex((name) => bold.has(name));
  return i < 0 ? undefined : i + 1;
}
