// Werewolf nights from the belief: the pack's talk and kill, the witch's potions, the guard's
// protection, the seer's check (where it learns most).
import { seatsIn, type BotInput, type BotReply } from '../bot.js';
import { teamTurn } from '../policy/team.js';
import { think } from '../think.js';
import { facts } from './state.js';
import { investigatorOf } from '../belief/claims.js';

const thinkOf = (b: BotInput, focus: number[], decision: string, publicView = false) =>
  think({ r: b.r, c: b.voice, persona: b.persona, rng: b.rng, focus, decision, publicView });

export function wolfProposal(b: BotInput): BotReply {
  const legal = seatsIn(b.req);
  // Every pick is final in a werewolf night; a second round (after a split) does not tell the plans again.
  const turn = teamTurn(b, legal, true, true, b.k.teamChat.some((c) => c.seat === b.k.me));
  return {
    reasoning: thinkOf(b, turn.target !== null ? [turn.target] : [], turn.why, true),
    message: b.chat(turn.acts),
    target: turn.target ?? 'no kill',
  };
}

export function witch(b: BotInput): BotReply {
  const { k, r, req } = b;
  const attacked = k.attacked[k.attacked.length - 1]?.target ?? null;
  const canSave = req.options.some((o) => o.value === 'antidote');
  const why = canSave && attacked !== null ? saveWhy(b, attacked) : undefined;
  if (why) return { reasoning: thinkOf(b, [attacked!], `Saving ${b.label(attacked!)}: ${why}.`), action: 'antidote' };
  const poisonable = seatsIn({ options: req.options.filter((o) => o.value.startsWith('poison ')).map((o) => ({ value: o.value.slice(7) })) });
  const bar = (k.seats <= 6 ? 0.7 : k.seats <= 9 ? 0.8 : 0.9) + (b.level === 'easy' ? -0.25 : b.level === 'hard' ? 0.03 : 0);
  const pick = r.best(poisonable, (s) => r.s(s), b.rng, b.w.noise);
  if (!facts(k).poisonUsed && pick !== undefined && r.s(pick) >= bar) {
    return { reasoning: thinkOf(b, [pick], `Poisoning ${b.label(pick)}: sure enough at ${Math.round(100 * r.s(pick))}%.`), action: 'poison', target: pick };
  }
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], 'Keeping my potions: nobody is certain enough.'), action: 'pass' };
}

/** A table this small loses a quarter of its village with the first night's victim: the witch saves it there. */
const SMALL = 6;

/**
 * Why the witch saves tonight's victim, or undefined to keep the antidote. She keeps it for the seer
 * the village believes: saved when attacked, except on the first night after his claim at a table with
 * a guard, who surely covers him then (and cannot the night after, when she saves him). Another claimed
 * god she saves too. The first night's victim she lets go (an easy witch, or one at a table of six, saves it); once no believed seer
 * is left to keep it for, from the third night, it saves whoever the pack picks.
 */
function saveWhy(b: BotInput, attacked: number): string | undefined {
  const { k, r } = b;
  const claim = k.roleClaims.get(attacked);
  const inv = investigatorOf(k);
  const guard = k.powerRoles.has('guard');
  if (claim?.role === inv && r.s(attacked) < 0.4) {
    if (guard && claim.ev.day === k.day - 1 && !guardedLastNight(b, attacked)) return undefined;
    return guard ? 'the seer we believe, and the guard cannot cover them two nights running' : 'the seer we believe, and nobody else can cover them';
  }
  if (claim !== undefined && k.powerRoles.has(claim.role) && r.s(attacked) < 0.4) return 'too valuable to lose';
  if (k.attacked.length === 1) return b.level === 'easy' || k.seats <= SMALL ? 'the first victim, and a quiet night tells everyone something' : undefined;
  // Late in the game every life is the game: an antidote kept for a seer while the pack kills the last villagers is never used
  // (werewolf-9, seed 120511: the witch kept it for the believed seer on night 3 with four alive, and the pack won that night).
  if (k.alive.size <= Math.ceil(k.seats / 2) && r.s(attacked) < 0.5) return 'few of us are left, and every life counts now';
  const keptFor = r.claimants(inv).some((c) => c.good >= 0.6 && c.seat !== k.me);
  return keptFor || k.attacked.length < 3 ? undefined : 'no believed seer left to keep the antidote for';
}

/** Whether the pack attacked `seat` last night and the night was peaceful without the witch: the guard covered it, and cannot tonight. */
function guardedLastNight(b: BotInput, seat: number): boolean {
  const { k } = b;
  const last = k.attacked.at(-2);
  const night = k.nights.find((x) => x.day === k.day - 1);
  return last?.target === seat && night !== undefined && night.dead.length === 0 && !facts(k).saves.some((x) => x.target === seat && x.night === k.day - 1);
}

export function guard(b: BotInput): BotReply {
  const { k, r } = b;
  const legal = seatsIn(b.req);
  const seer = r.claimants().find((c) => c.good >= 0.6 && legal.includes(c.seat));
  const pick = seer?.seat ?? (k.nights.length === 0 && legal.includes(k.me) ? k.me : r.best(legal, (s) => 1 - r.s(s), b.rng, 0.3 + b.w.noise));
  const why = seer ? `Protecting the believed seer ${b.label(seer.seat)}.` : pick === k.me ? (k.nights.length === 0 ? 'Protecting myself on the first night.' : 'Protecting myself: nobody else I trust more.') : `Protecting ${pick !== undefined ? b.label(pick) : 'nobody'}, whom I trust.`;
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], why), target: pick ?? 'nobody' };
}

export function seer(b: BotInput): BotReply {
  const { k, r } = b;
  const legal = seatsIn(b.req);
  const unchecked = legal.filter((s) => !k.myResults.has(s));
  const among = unchecked.length ? unchecked : legal;
  // Most is learned where the belief is least sure, leaning towards the suspects.
  const pick = r.best(among, (s) => r.s(s) * (1 - r.s(s)) + 0.15 * r.s(s) + (k.roleClaims.has(s) ? 0.05 : 0), b.rng, 0.1 + b.w.noise);
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], `Checking ${pick !== undefined ? b.label(pick) : 'nobody'}: the check that settles most.`), target: pick! };
}
