// Night: the mafia's two rounds of talk and their kill, the detective's investigation, the doctor's
// protection, then the resolution (the target dies unless protected).
import type { DecisionSpec } from '../../engine/decision.js';
import { NOBODY, toSeats, toTeam, type EventDraft } from '../../engine/events.js';
import type { Handler, PhaseContext } from '../../engine/flow.js';
import { jsonField, ok, parsePick, refuse } from '../../engine/parse.js';
import { targetSpec, TARGET_KEYS } from '../common/specs.js';
import { firstPlurality } from '../common/plurality.js';
import { Investigated, MafiaChat, MafiaKill, NightResolved, Protected } from './events.js';
import { MAFIA, titleOf } from './roles.js';
import { deadReason, living, livingMafia, livingTown, named, opts, roleOf, type MafiaRules } from './state.js';

type Ctx = PhaseContext<MafiaRules>;

/** Rounds of mafia talk a night; the last round's picks decide the kill. */
export const TALK_ROUNDS = 2;
const MESSAGE_MAX = 400;

export interface ChatLine {
  message: string;
  target: number | null;
}

/** Why a mafioso may not pick this seat (yourself, a teammate, the dead). */
export function killReason(ctx: Ctx, seat: number, target: number): string | undefined {
  if (target === seat) return 'You cannot target yourself';
  if (roleOf(ctx.state, target) === MAFIA) return `Seat ${target} is your teammate`;
  return deadReason(target, ctx.state);
}

/** One mafioso, one round: a message to the team and their current pick (a living non-mafia player or skip). */
export function chatSpec(ctx: Ctx, seat: number, round: number, killTonight: boolean): DecisionSpec<ChatLine> {
  const s = ctx.state;
  const legal = livingTown(s);
  const rng = ctx.random(`mafia-default-${seat}-${round}`);
  const base = targetSpec({
    kind: 'mafia_chat',
    question: '',
    seats: named(s),
    legal,
    why: (t) => killReason(ctx, seat, t),
    none: 'skip',
    fallback: () => (legal.length ? rng.pick(legal) : null),
  });
  const legalText = `Legal: ${legal.map((t) => `${t} (${ctx.name(t)})`).join(', ')}, or "skip".`;
  const question = killTonight
    ? `Night ${s.rules.night}, mafia talk, round ${round} of ${TALK_ROUNDS}. Write one short message to your team and your current pick for tonight's kill ` +
      `(a living non-mafia player, or "skip"). ${round === TALK_ROUNDS ? 'This is the last round: the picks of this round decide the kill (most picks; a tie goes to the first pick among the tied).' : 'The last round\'s picks decide the kill.'}`
    : `Night zero, mafia talk, round ${round} of ${TALK_ROUNDS}. Nobody is killed tonight: agree on a plan with your team, and name ` +
      `who you would pick (it kills nobody tonight).`;
  return {
    kind: 'mafia_chat',
    question,
    options: base.options ?? [],
    answer: { shape: 'team_chat', field: 'target', none: 'skip' },
    read(answer) {
      const j = answer.json;
      if (j) {
        const m = j.message ?? j.speech ?? j.text;
        const message = typeof m === 'string' ? m.trim() : '';
        if (message.length > MESSAGE_MAX) return refuse(`Your message was ${message.length} characters; one short message is at most ${MESSAGE_MAX}. Write it again, shorter, with your pick.`);
        // A model is held to the rule's letter: each mafioso one message a round (RULES.md §2), never empty.
        if (answer.model && !message) return refuse(`Your message to your team was empty. Write one short message in "message", with your pick in "choice". ${legalText}`);
        if (jsonField(j, TARGET_KEYS) !== undefined) {
          const t = base.read(answer);
          return t.ok ? ok({ message, target: t.value }) : t;
        }
        if (!killTonight && message) return ok({ message, target: null });
        return refuse(`Your answer has no pick: add "target" with a seat number or "skip". ${legalText}`);
      }
      const raw = answer.raw.trim();
      if (parsePick(raw, named(s)).ok) {
        const t = base.read({ raw });
        return t.ok ? ok({ message: '', target: t.value }) : t;
      }
      // "3: she is too quiet" or "skip — let us wait"
      const m = /^\s*([^:—]+?)\s*[:—]\s*([\s\S]*)$/.exec(raw);
      if (m && parsePick(m[1]!, named(s)).ok) {
        const t = base.read({ raw: m[1]! });
        return t.ok ? ok({ message: m[2]!.trim().slice(0, MESSAGE_MAX), target: t.value }) : t;
      }
      if (!killTonight && raw) return ok({ message: raw.slice(0, MESSAGE_MAX), target: null });
      return refuse(
        raw ? `Could not find your pick in "${raw.slice(0, 60)}". Give a message and a target. ${legalText}` : `The answer was empty. ${legalText}`,
      );
    },
    fallback: () => ({ message: '', target: legal.length ? rng.pick(legal) : null }),
    show: (v) => base.show(v.target),
  };
}

/** A mafioso whose teammates are all dead has nobody to talk to. */
export const alone = (s: Ctx['state']): boolean => livingMafia(s).length === 1;

/** The last mafioso alive: no message to a team, tonight's kill picked straight away. */
export function loneKillSpec(ctx: Ctx, seat: number): DecisionSpec<ChatLine> {
  const s = ctx.state;
  const legal = livingTown(s);
  const rng = ctx.random(`mafia-default-${seat}-1`);
  const pick = targetSpec({
    kind: 'mafia_chat',
    question: `Night ${s.rules.night}. You are the last mafioso alive: choose tonight's kill, a living non-mafia player, or "skip".`,
    seats: named(s),
    legal,
    why: (t) => killReason(ctx, seat, t),
    none: 'skip',
    fallback: () => (legal.length ? rng.pick(legal) : null),
  });
  return {
    ...pick,
    label: 'kill (alone)',
    read(answer) {
      const t = pick.read(answer);
      return t.ok ? ok({ message: '', target: t.value }) : t;
    },
    fallback: () => ({ message: '', target: pick.fallback() }),
    show: (v) => pick.show(v.target),
  };
}

export const mafiaTalk =
  (round: number, killTonight: boolean): Handler<MafiaRules> =>
  async (ctx, [seat]) => {
    const lone = alone(ctx.state);
    const r = await ctx.ask(seat!, lone ? loneKillSpec(ctx, seat!) : chatSpec(ctx, seat!, round, killTonight));
    return [...r.events, MafiaChat.make({ seat: seat!, round, message: r.value.message, target: r.value.target, ...(lone ? { alone: true as const } : {}) }, toTeam(MAFIA))];
  };

/** The plurality of the last round's picks; a tie goes to the first pick among the tied; skip counts as a pick. */
export function killOf(picks: readonly { round: number; target: number | null }[]): number | null {
  const last = Math.max(0, ...picks.map((p) => p.round));
  return firstPlurality(picks.filter((p) => p.round === last));
}

export const chooseKill = (ctx: Ctx): EventDraft[] => [MafiaKill.make({ target: killOf(ctx.state.rules.picks) }, toTeam(MAFIA))];

export function investigateSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const s = ctx.state;
  const legal = living(s).filter((t) => t !== seat);
  const rng = ctx.random(`investigate-default-${seat}`);
  return targetSpec({
    kind: 'investigate',
    question: `Night ${s.rules.night}. You are ${titleOf('detective', opts(s))}. Investigate one living player other than yourself: you will learn "mafia" or "not mafia" (only you).`,
    seats: named(s),
    legal,
    why: (t) => (t === seat ? 'You cannot investigate yourself' : deadReason(t, s)),
    fallback: () => rng.pick(legal),
  });
}

export const investigate: Handler<MafiaRules> = async (ctx, [seat]) => {
  const r = await ctx.ask(seat!, investigateSpec(ctx, seat!));
  const target = r.value!;
  const result = roleOf(ctx.state, target) === MAFIA ? 'mafia' : 'not_mafia';
  return [...r.events, Investigated.make({ seat: seat!, target, result }, toSeats(seat!))];
};

export function protectSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const s = ctx.state;
  const last = s.rules.lastProtected;
  const legal = living(s).filter((t) => t !== last);
  const rng = ctx.random(`protect-default-${seat}`);
  return targetSpec({
    kind: 'protect',
    question:
      `Night ${s.rules.night}. You are the doctor. Protect one living player tonight (yourself allowed): if the mafia target them, they survive.` +
      (last !== null ? ` You protected ${ctx.label(last)} last night and cannot protect them again tonight.` : ''),
    seats: named(s),
    legal,
    why: (t) => deadReason(t, s) ?? (t === last ? `You protected Seat ${t} last night` : undefined),
    fallback: () => rng.pick(legal),
  });
}

export const protect: Handler<MafiaRules> = async (ctx, [seat]) => {
  const r = await ctx.ask(seat!, protectSpec(ctx, seat!));
  return [...r.events, Protected.make({ seat: seat!, target: r.value! }, toSeats(seat!))];
};

/** The mafia's target dies unless the doctor protected them. Deaths are reported in the morning. */
export function nightDeath(r: Pick<MafiaRules, 'kill' | 'protectedTonight'>): number | null {
  const target = r.kill ?? null;
  return target !== null && target !== r.protectedTonight ? target : null;
}

export const resolveNight = (ctx: Ctx): EventDraft[] => {
  const r = ctx.state.rules;
  return [NightResolved.make({ target: r.kill ?? null, protected: r.protectedTonight, death: nightDeath(r) }, NOBODY)];
};
