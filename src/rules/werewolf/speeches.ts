// Speeches of every kind: discussion, campaign, PK, last words, each read the same way. Each question
// says where the seat speaks, how long the speech may be and how many sentences fit the moment.
import { Speech } from '../../engine/core-events.js';
import { PUBLIC } from '../../engine/events.js';
import type { Handler, PhaseContext } from '../../engine/flow.js';
import { speechSpec, SPEECH_MAX } from '../common/specs.js';
import { speakingPlace } from '../common/speaking-place.js';
import { scanWerewolfClaims } from './claims.js';
import { CLAIM_WORDS } from './roles.js';
import type { WolfRules } from './state.js';
import { named } from './seats.js';
import { lastCallOrder, speakingOrder } from './day.js';

type Ctx = PhaseContext<WolfRules>;

/** How long each kind of speech may be: a claim with its results and a case fits a discussion turn. */
export const SPEECH_LIMITS: Record<string, number> = { discussion: SPEECH_MAX, campaign: SPEECH_MAX, pk: 600, last_words: 500, last_call: 400 };

/** The campaign order: the candidates in seat order from the first speaker (drawn at random). */
function campaignOrder(ctx: Ctx, seat: number): number[] {
  const r = ctx.state.rules;
  const c = [...r.candidates].sort((a, b) => a - b);
  const first = r.campaignSpoken[0] ?? seat;
  const at = Math.max(0, c.indexOf(first));
  return [...c.slice(at), ...c.slice(0, at)];
}

const QUESTIONS: Record<string, (ctx: Ctx, seat: number) => string> = {
  discussion: (ctx, seat) =>
    `Day ${ctx.state.core.day} discussion: your turn to speak. ${speakingPlace(ctx.state.rules.order.filter((s) => ctx.state.core.seats[s - 1]?.alive), seat, ctx.label)} ` +
    'Share what you know or claim, say whom you suspect and why, and how you will vote. Two or three sentences when you have nothing new; up to six for a claim with its results and a case.',
  campaign: (ctx, seat) =>
    `Sheriff campaign: give your campaign speech. ${speakingPlace(campaignOrder(ctx, seat), seat, ctx.label)} Say why the village should make you sheriff, and any claim you make now; two to five sentences. This is the race's only speech: nobody speaks again before the sheriff vote, so a claim made in an earlier campaign is answered now or not before the ballot.`,
  pk: (ctx, seat) => `You are tied in the vote (PK with ${ctx.state.rules.pk.filter((s) => s !== seat).map(ctx.label).join(' and ')}). Speak once more in your defence before the re-vote, which everyone else casts; two to four sentences.`,
  last_call: (ctx, seat) =>
    // Its order, so a seat before this one that is not heard is seen to have passed (a relay reader could not tell).
    // And who has none: the seat that spoke last in the discussion (a relay reader had to work out why the sheriff was not listed).
    `Last call before the vote. ${speakingPlace(lastCallOrder(ctx.state), seat, ctx.label)}${lastSpeakerNote(ctx, seat)} A seat that passes says nothing, so anyone before you whose last call is not shown above has passed. ` +
    'If something said after your turn changed your vote, say so now, in one or two sentences: whom you vote now and why. ' +
    'Say so too if you were asked something since your turn (the answer), or if the votes are falling on you and you have something to say first. Otherwise pass (an empty speech, or "pass"); the vote follows at once.',
  last_words: (ctx, seat) =>
    'You are dead. Your last words to the table (may be empty): what the living should know, in one to three sentences. They stay in every later prompt, quoted.' +
    // What follows the words, said before them: a relay reader learned only from the rules that his shot came after.
    (ctx.state.core.seats[seat - 1]?.role === 'hunter' && !ctx.state.rules.poisoned.includes(seat) ? ' Your hunter\'s shot comes right after these words: you will be asked whom to shoot, or to hold fire.' : '') +
    (ctx.state.rules.sheriff === seat ? ' Then you pass the badge (or tear it up).' : ''),
};

/** " X, who spoke last in the discussion, has no last call." (nothing when that is this seat, or nobody). */
function lastSpeakerNote(ctx: Ctx, seat: number): string {
  const last = speakingOrder(ctx.state).at(-1);
  return last === undefined || last === seat ? '' : ` ${ctx.label(last)}${ctx.state.rules.sheriff === last ? ', the sheriff,' : ''} spoke last in the discussion and has no last call.`;
}

export const LAST_WORDS_DEFAULT = 'Good luck to the remaining players.';
const SPEECH_DEFAULT = 'I have nothing certain yet; I will listen and vote carefully.';

/** A last call answered with nothing to add: no speech reaches the table. */
export const passes = (context: string, text: string): boolean => context === 'last_call' && /^(?:pass\.?)?$/i.test(text.trim());

export function speechKindSpec(ctx: Ctx, seat: number, context: string) {
  const last = context === 'last_words' || context === 'last_call';
  return speechSpec({
    kind: context,
    question: QUESTIONS[context]!(ctx, seat),
    minLength: last ? 0 : 10,
    maxLength: SPEECH_LIMITS[context] ?? SPEECH_MAX,
    fallbackText: context === 'last_call' ? '' : last ? LAST_WORDS_DEFAULT : SPEECH_DEFAULT,
    scan: (text) => scanWerewolfClaims(text, named(ctx.state), seat),
    words: CLAIM_WORDS,
    seats: ctx.state.core.seats.length,
  });
}

export const speech =
  (context: string): Handler<WolfRules> =>
  async (ctx, [seat]) => {
    const r = await ctx.ask(seat!, speechKindSpec(ctx, seat!, context));
    if (passes(context, r.value.text)) return r.events;
    return [...r.events, Speech.make({ seat: seat!, text: r.value.text, context, claims: r.value.claims }, PUBLIC)];
  };
