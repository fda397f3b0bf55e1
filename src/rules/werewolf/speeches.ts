// Speeches of every kind: discussion, campaign, PK, last words, each read the same way.
import { Speech } from '../../engine/core-events.js';
import { PUBLIC } from '../../engine/events.js';
import type { Handler, PhaseContext } from '../../engine/flow.js';
import { speechSpec } from '../common/specs.js';
import { scanWerewolfClaims } from './claims.js';
import type { WolfRules } from './state.js';
import { named } from './seats.js';

type Ctx = PhaseContext<WolfRules>;

const QUESTIONS: Record<string, (ctx: Ctx) => string> = {
  discussion: (ctx) =>
    `Day ${ctx.state.core.day} discussion: your turn to speak (2–4 sentences). Share what you know or claim, say whom you suspect and how you will vote.`,
  campaign: () => 'Sheriff campaign: give your campaign speech (why the village should make you sheriff).',
  pk: () => 'You are tied in the vote. Speak once more in your defence before the re-vote.',
  last_words: () => 'You are dead. Your last words to the table (may be empty).',
};

export const LAST_WORDS_DEFAULT = 'Good luck to the remaining players.';
const SPEECH_DEFAULT = 'I have nothing certain yet; I will listen and vote carefully.';

export function speechKindSpec(ctx: Ctx, seat: number, context: string) {
  const last = context === 'last_words';
  return speechSpec({
    kind: context,
    question: QUESTIONS[context]!(ctx),
    minLength: last ? 0 : 10,
    fallbackText: last ? LAST_WORDS_DEFAULT : SPEECH_DEFAULT,
    scan: (text) => scanWerewolfClaims(text, named(ctx.state), seat),
  });
}

export const speech =
  (context: string): Handler<WolfRules> =>
  async (ctx, [seat]) => {
    const r = await ctx.ask(seat!, speechKindSpec(ctx, seat!, context));
    return [...r.events, Speech.make({ seat: seat!, text: r.value.text, context, claims: r.value.claims }, PUBLIC)];
  };
