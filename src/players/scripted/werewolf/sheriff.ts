// Who runs for sheriff: those with something to say. A seer with a check, a wolf who will tell a
// seer story, a witch who saw the first victim saved; of the rest, a few confident readers, by persona.
// A table of twelve gets two to four candidates, and each campaign says what its candidate will do.
import { loadPersonasCached } from '../../../personas/load.js';
import type { BotInput } from '../bot.js';
import { wantsStory } from '../policy/story.js';
import type { Act } from '../speech/plan.js';
import { facts } from './state.js';

type Pledge = Extract<Act, { act: 'pledge' }>['what'];

/** Why this seat runs, or undefined when it has nothing the badge needs. */
export function candidacy(b: BotInput): string | undefined {
  const { k } = b;
  // So that a race never goes empty, the table's first outspoken persona always runs (every seat can tell who that is).
  if (volunteer(b.voice.label) === k.me) return 'Running: somebody has to stand, and the table knows I will.';
  if (b.mind.own === undefined) {
    if (wantsStory(b)) return 'Running: a seer story told from the badge carries further.';
    return b.rng.chance(0.08) ? 'Running: a badge in the pack\'s hands steers the vote.' : undefined;
  }
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
 * Whether a candidate steps aside: a good seat that trusts another candidate's seer claim gives the
 * badge to the checks; the seer and the evil side stay; otherwise now and then, by persona.
 */
export function withdrawal(b: BotInput): { out: boolean; why: string } {
  const { k, r } = b;
  const stay = { out: false, why: 'Staying in the race.' };
  if (b.mind.own === undefined || k.role === 'seer') return stay;
  const rivals = new Set(k.speechesToday.filter((s) => s.context === 'campaign' && s.seat !== k.me).map((s) => s.seat));
  const trusted = r.claimants('seer').find((c) => rivals.has(c.seat) && c.good >= 0.6);
  if (trusted) return { out: true, why: `Stepping aside: I trust ${b.label(trusted.seat)}'s seer claim, and the badge belongs with the checks.` };
  return b.rng.chance(0.08) ? { out: true, why: 'Stepping aside for a stronger candidate.' } : stay;
}

/** The lowest seat whose name is an aggressive persona's: the one every seat expects to run. */
function volunteer(label: (seat: number) => string): number | undefined {
  const bold = new Set(loadPersonasCached().filter((p) => p.bot.personality === 'aggressive').map((p) => p.identity.name));
  for (let seat = 1; seat <= 64; seat++) {
    const name = /\(([^)]*)\)$/.exec(label(seat))?.[1];
    if (name === undefined || name === '?') return undefined;
    if (bold.has(name)) return seat;
  }
  return undefined;
}
