// The door between the policies and the speech grammar (speech/): a plan goes in, the persona's words
// and the claims derived from the same acts come out. The bot keeps what it has said and heard
// (SpeechMemory) so the grammar never repeats its sentences.
import type { Claim } from '../../engine/core-events.js';
import { cite as citeFact, render, renderTeam, unrendered } from './speech/index.js';
import type { RenderCtx } from './speech/context.js';
import type { Evidence, SpeechPlan, TeamAct } from './speech/plan.js';

/** The grammar's context for a whole decision (a speech adds the seats it may name). */
export interface VoiceContext extends Omit<RenderCtx, 'allowed'> {
  /** Living members of the speaker's team (team chat is silent for a lone member). */
  teamAlive: number;
  ruleset: string;
  /** Nobody reads this decision's THINK or words: the words are not rendered, the claims still made. */
  unwatched?: boolean;
}

export interface Spoken {
  text: string;
  claims: Claim[];
  nomination?: number;
}

/**
 * A speech; `allowed` limits the seats a vote or nomination may name (a PK's candidates). The grammar
 * draws last in a decision (only THINK draws after it), so a game whose words are not rendered decides the same.
 */
export function say(plan: SpeechPlan, c: VoiceContext, allowed?: readonly number[]): Spoken {
  const r = c.unwatched ? unrendered(plan, renderCtx(c, allowed)) : render(plan, renderCtx(c, allowed));
  // A change of vote told on a later day explains a past ballot: it announces no vote for today.
  const past = plan.acts.filter((a) => a.act === 'changed_mind' && a.day !== undefined && (a.day < c.day || a.cast)).map((a) => (a.act === 'changed_mind' ? a.to : null));
  if (!past.length) return r;
  const today = plan.acts.some((a) => a.act === 'vote_intent' && a.target !== null && past.includes(a.target));
  return { ...r, claims: today ? r.claims : r.claims.filter((x) => !(x.kind === 'vote' && past.includes(x.target))) };
}

/**
 * The grammar's context for one speech. Its optional parts are set one by one, not spread in: V8 (Node 20)
 * gives a literal with a spread a hidden class of its own each time, and every read of it is then slow.
 */
function renderCtx(c: VoiceContext, allowed: readonly number[] | undefined): RenderCtx {
  const ctx: RenderCtx = { persona: c.persona, rng: c.rng, me: c.me, label: c.label, day: c.day, phase: c.phase, memory: c.memory, words: c.words };
  if (c.pronouns) ctx.pronouns = c.pronouns;
  if (c.alive !== undefined) ctx.alive = c.alive;
  if (c.sheriff !== undefined) ctx.sheriff = c.sheriff;
  if (allowed) ctx.allowed = allowed;
  if (c.maxLength !== undefined) ctx.maxLength = c.maxLength;
  if (c.heardAll) ctx.heardAll = true;
  const justNow = c.memory.justNow();
  if (justNow) ctx.justNow = justNow.n;
  return ctx;
}

/** A team-chat message: one line per act, in the persona's voice; empty for a lone member, or when nobody reads it. */
export function chat(acts: readonly TeamAct[], c: VoiceContext): string {
  if (c.unwatched) return '';
  const ctx = { persona: c.persona, rng: c.rng, me: c.me, label: c.label, pronouns: c.pronouns, day: c.day, phase: c.phase, memory: c.memory, words: c.words, teamAlive: c.teamAlive };
  return acts
    .map((a) => renderTeam(a, ctx))
    .filter(Boolean)
    .join(' ');
}

/** A cited fact as a clause, dated from now (for THINK). */
export function cite(ev: Evidence, c: VoiceContext): string {
  return citeFact(ev, { day: c.day, phase: c.phase, me: c.me, label: c.label, words: c.words, pronouns: c.pronouns });
}
