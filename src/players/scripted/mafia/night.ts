// Mafia nights from the belief: two rounds of team talk that agree a kill, the detective's
// investigation, the doctor's protection.
import { seatsIn, type BotInput, type BotReply } from '../bot.js';
import { teamTurn } from '../policy/team.js';
import { think } from '../think.js';

const thinkOf = (b: BotInput, focus: number[], decision: string, publicView = false) =>
  think({ r: b.r, c: b.voice, persona: b.persona, rng: b.rng, focus, decision, publicView });

export function mafiaChat(b: BotInput): BotReply {
  const legal = seatsIn(b.req);
  const round = b.k.teamChat.filter((c) => c.seat === b.k.me).length + 1;
  // Night zero (before day 1) kills nobody.
  const turn = teamTurn(b, legal, round >= 2, b.k.day > 0);
  return {
    reasoning: thinkOf(b, turn.target !== null ? [turn.target] : [], turn.why, true),
    message: b.chat(turn.acts),
    target: turn.target ?? 'skip',
  };
}

export function investigate(b: BotInput): BotReply {
  const { k, r } = b;
  const legal = seatsIn(b.req);
  const unchecked = legal.filter((s) => !k.myResults.has(s));
  const among = unchecked.length ? unchecked : legal;
  const pick = r.best(among, (s) => r.s(s) * (1 - r.s(s)) + 0.15 * r.s(s) + (k.roleClaims.has(s) ? 0.05 : 0), b.rng, 0.1 + b.w.noise);
  return { reasoning: thinkOf(b, pick !== undefined ? [pick] : [], `Investigating ${b.label(pick!)}: the result that settles most.`), target: pick! };
}

export function protect(b: BotInput): BotReply {
  const { k, r } = b;
  const legal = seatsIn(b.req);
  const det = r.claimants().find((c) => c.good >= 0.6 && legal.includes(c.seat));
  const pick = det?.seat ?? (legal.includes(k.me) && b.rng.chance(0.3) ? k.me : r.best(legal, (s) => 1 - r.s(s), b.rng, 0.4 + b.w.noise));
  return {
    reasoning: thinkOf(b, pick !== undefined ? [pick] : [], det ? `Protecting the believed ${b.voice.words.role('detective').replace(/^the /, '')}, ${b.label(det.seat)}.` : `Protecting ${b.label(pick!)}.`),
    target: pick!,
  };
}
