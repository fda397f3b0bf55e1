// Night: the pack's talk and target, the witch, the guard, the seer, then resolution.
import { toSeats, toTeam, NOBODY, type EventDraft } from '../../engine/events.js';
import type { Handler, PhaseContext } from '../../engine/flow.js';
import { jsonField, ok, parsePick, refuse } from '../../engine/parse.js';
import type { DecisionSpec } from '../../engine/decision.js';
import { targetSpec, TARGET_KEYS } from '../common/specs.js';
import { firstPlurality } from '../common/plurality.js';
import { GuardActed, NightResolved, PackTarget, SeerChecked, WitchActed, WitchTold, WolfProposal } from './events.js';
import { WOLVES, type WerewolfOptions } from './roles.js';
import { deadReason, living, named, roleOf } from './seats.js';
import type { WolfRules } from './state.js';

type Ctx = PhaseContext<WolfRules>;

const nonTeammates = (ctx: Ctx) => living(ctx.state).filter((s) => roleOf(ctx.state, s) !== 'werewolf');

/** A message to the pack: one short line. */
const MESSAGE_MAX = 400;

export interface Proposal {
  target: number | null;
  message: string;
}

/** The first round's targets with their counts, most named first (the chat itself is in the view). */
const firstRound = (ctx: Ctx): string => {
  const count = new Map<number | null, number>();
  for (const p of ctx.state.rules.proposals) if (p.round === 1) count.set(p.target, (count.get(p.target) ?? 0) + 1);
  return [...count]
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t === null ? 'no kill' : ctx.label(t)}: ${n === 1 ? 'one proposal' : `${n} proposals`}`)
    .join('; ');
};

/**
 * The living pack in seat order, this seat said as "you": who picks before whom decides a tie ("a tie going to the first pick
 * among the tied" left a model seat unsure whose pick counts first: relay game, werewolf-9, seed 1272301).
 */
const packOrder = (ctx: Ctx, seat: number): string =>
  living(ctx.state)
    .filter((s) => roleOf(ctx.state, s) === 'werewolf')
    .map((s) => (s === seat ? `${ctx.label(s)} (you)` : ctx.label(s)))
    .join(', ');

/** One wolf: a short message to the pack and a proposed target (`round` 2: the final pick, after a split). */
export function proposalSpec(ctx: Ctx, seat: number, round: 1 | 2 = 1): DecisionSpec<Proposal> {
  const legal = living(ctx.state);
  const base = targetSpec({
    kind: 'wolf_proposal',
    question: '',
    seats: named(ctx.state),
    legal,
    why: (s) => deadReason(s, ctx.state),
    none: 'no kill',
    fallback: () => null,
  });
  return {
    kind: 'wolf_proposal',
    question:
      round === 1
        ? `Night ${ctx.state.rules.night}, werewolf chat. Write one short message to your pack and propose a target ` +
          `(any living player, or "no kill"). If the pack names different targets, everyone speaks once more.`
        : `Night ${ctx.state.rules.night}, werewolf chat, second round: the pack named different targets (${firstRound(ctx)}). ` +
          `Write one more short message to your pack and your final pick (any living player, or "no kill"). ` +
          `The picks of this round decide: the most picks, a tie going to the tied target picked first this round; the pack picks in seat order (${packOrder(ctx, seat)}).`,
    options: base.options ?? [],
    answer: { shape: 'team_chat', field: 'target', none: 'no kill' },
    read(answer) {
      const message = typeof answer.json?.message === 'string' ? answer.json.message.trim() : '';
      if (message.length > MESSAGE_MAX) return refuse(`Your message was ${message.length} characters; one short message is at most ${MESSAGE_MAX}. Write it again, shorter, with your target.`);
      // A model is held to the rule's letter: one short message a wolf (RULES.md §1), never empty.
      if (answer.model && !message) return refuse(`Your message to the pack was empty. Write one short message to your pack (RULES: each wolf sends one) in "message", with your target in "choice".`);
      if (answer.json && jsonField(answer.json, TARGET_KEYS) !== undefined) {
        const t = base.read(answer);
        return t.ok ? ok({ target: t.value, message }) : t;
      }
      const whole = base.read({ raw: answer.raw });
      if (whole.ok) return ok({ target: whole.value, message: '' });
      const m = /^\s*([^:—]+?)\s*[:—]\s*([\s\S]*)$/.exec(answer.raw);
      if (m && parsePick(m[1]!, named(ctx.state)).ok) {
        const t = base.read({ raw: m[1]! });
        return t.ok ? ok({ target: t.value, message: m[2]!.trim().slice(0, MESSAGE_MAX) }) : t;
      }
      return refuse(whole.hint);
    },
    fallback: () => {
      const options = nonTeammates(ctx);
      return { target: options.length ? ctx.random(`wolf-default-${seat}`).pick(options) : null, message: '' };
    },
    show: (v) => base.show(v.target),
  };
}

/** The last werewolf alive: no message to a pack, tonight's target picked straight away. */
export function loneTargetSpec(ctx: Ctx, seat: number): DecisionSpec<Proposal> {
  const chat = proposalSpec(ctx, seat);
  const pick = targetSpec({
    kind: 'wolf_proposal',
    question: `Night ${ctx.state.rules.night}. You are the last werewolf alive: choose tonight's target (any living player, or "no kill").`,
    seats: named(ctx.state),
    legal: living(ctx.state),
    why: (s) => deadReason(s, ctx.state),
    none: 'no kill',
    fallback: () => chat.fallback().target,
  });
  return {
    ...pick,
    label: 'kill (alone)',
    read(answer) {
      const t = pick.read(answer);
      return t.ok ? ok({ target: t.value, message: '' }) : t;
    },
    fallback: () => ({ target: pick.fallback(), message: '' }),
    show: (v) => pick.show(v.target),
  };
}

/** A wolf whose packmates are all dead has nobody to talk to. */
const alone = (ctx: Ctx): boolean => living(ctx.state).filter((s) => roleOf(ctx.state, s) === 'werewolf').length === 1;

/** One wolf's turn in a round of the pack's talk; round 2 follows a split first round (RULES.md §1). */
export const wolfProposal =
  (round: 1 | 2): Handler<WolfRules> =>
  async (ctx, [seat]) => {
    const lone = alone(ctx);
    const r = await ctx.ask(seat!, lone ? loneTargetSpec(ctx, seat!) : proposalSpec(ctx, seat!, round));
    const marks = { ...(lone ? { alone: true as const } : {}), ...(round === 2 ? { round: 2 as const } : {}) };
    return [...r.events, WolfProposal.make({ seat: seat!, target: r.value.target, message: r.value.message, ...marks }, toTeam(WOLVES))];
  };

/** The first round named more than one target (no kill counts as one): the pack talks once more. */
export const packSplit = (s: { rules: WolfRules }): boolean => {
  const first = s.rules.proposals.filter((p) => p.round === 1);
  return first.length > 1 && first.some((p) => p.target !== first[0]!.target);
};

/** Plurality of the proposals; a tie goes to the earliest proposal among the tied. */
export const packTarget = (proposals: readonly { target: number | null }[]): number | null => firstPlurality(proposals);

/** The pack's target: the plurality of the last round's proposals. */
export const choosePackTarget = (ctx: Ctx): EventDraft[] => {
  const all = ctx.state.rules.proposals;
  const last = all.some((p) => p.round === 2) ? all.filter((p) => p.round === 2) : all;
  return [PackTarget.make({ target: packTarget(last) }, toTeam(WOLVES))];
};

export type WitchChoice = { action: 'antidote' | 'pass'; target: null | number } | { action: 'poison'; target: number };

export function witchSpec(ctx: Ctx, seat: number): DecisionSpec<WitchChoice> {
  const r = ctx.state.rules;
  const opts = ctx.options as WerewolfOptions;
  const target = r.packTarget ?? null;
  const selfSaveOk = opts.witchSelfSave === 'always' || (opts.witchSelfSave === 'firstNight' && r.night === 1);
  const canSave = !r.antidoteUsed && target !== null && (target !== seat || selfSaveOk);
  const poisonable = r.poisonUsed ? [] : living(ctx.state).filter((s) => s !== seat);
  const seats = named(ctx.state);
  const attacked = target === null ? 'The werewolves attacked nobody tonight.' : target === seat ? 'The werewolves attacked you tonight.' : `The werewolves attacked ${ctx.label(target)}.`;
  const antidote = r.antidoteUsed
    ? 'Antidote: already used.'
    : target === null
      ? 'Antidote: unused, but nobody needs it tonight.'
      : canSave
        ? `Antidote: unused; "antidote" saves ${target === seat ? 'you' : ctx.label(target)}.`
        : 'Antidote: unused, but you cannot save yourself at this table.';
  const poison = r.poisonUsed ? 'Poison: already used.' : `Poison: unused; "poison <seat>" kills that player tonight${target === seat ? ' (you may still use it on the night you are attacked)' : ''}.`;
  const hunterHere = ctx.state.core.seats.some((x) => x.role === 'hunter');
  const guardHere = ctx.state.core.seats.some((x) => x.role === 'guard');
  // Poisoning the attacked player adds no death unless the guard saves them; it does stop a hunter's shot.
  const onTarget =
    target !== null && target !== seat && poisonable.includes(target)
      ? ` Poisoning tonight's target adds no death${guardHere ? ' unless the guard protects them' : ''}${hunterHere ? '; it only stops a hunter\'s shot' : ''}.`
      : '';
  const lines = [`Night ${r.night}. ${attacked}`, `${antidote} ${poison} At most one potion a night; or "pass".${onTarget}`];
  // "pass" before the poisons: a list's first line is where its cursor starts, and a stray Enter there must not kill (at 80x24,
  // werewolf, seed 1207102, an Enter meant for a ballot's remark poisoned Seat 1, the first line once the antidote was gone).
  const options = [
    ...(canSave ? [{ value: 'antidote', label: `antidote on ${ctx.label(target!)}` }] : []),
    { value: 'pass', label: 'pass' },
    ...poisonable.map((s) => ({ value: `poison ${s}`, label: `poison ${ctx.label(s)}${s === target ? " (tonight's target)" : ''}` })),
  ];
  return {
    kind: 'witch',
    question: lines.join('\n'),
    options,
    answer: { shape: 'choice', field: 'action', none: 'pass' },
    read(answer) {
      const j = answer.json;
      const text = (jsonField(j, ['action', 'choice', 'answer']) ?? answer.raw).trim().toLowerCase();
      const targetText = jsonField(j, ['target', 'seat']);
      const m = /^(antidote|save|heal|poison|kill|pass|skip|none|nothing|no)\b\s*(.*)$/.exec(text);
      if (!m) return refuse(`Answer "antidote", "poison <seat>" or "pass".`);
      const verb = m[1]!;
      if (['pass', 'skip', 'none', 'nothing', 'no'].includes(verb)) return ok({ action: 'pass', target: null });
      if (['antidote', 'save', 'heal'].includes(verb)) {
        if (r.antidoteUsed) return refuse('The antidote is already used. Answer "poison <seat>" or "pass".');
        if (target === null) return refuse('Nobody was attacked tonight, so there is no one to save. Answer "poison <seat>" or "pass".');
        if (!canSave) return refuse('You cannot save yourself under this table\'s rules. Answer "poison <seat>" or "pass".');
        return ok({ action: 'antidote', target });
      }
      if (r.poisonUsed) return refuse('The poison is already used. Answer "antidote" or "pass".');
      const pick = parsePick(targetText ?? m[2]!, seats);
      if (!pick.ok || !('seat' in pick.value)) {
        const why = pick.ok ? '' : `${pick.hint.split('. ')[0]}. `;
        return refuse(`${why}Name who to poison: "poison <seat>". Legal: ${poisonable.join(', ')}.`);
      }
      const t = pick.value.seat;
      if (t === seat) return refuse('You cannot poison yourself.');
      if (!poisonable.includes(t)) return refuse(`${deadReason(t, ctx.state) ?? `Seat ${t} cannot be poisoned`}. Legal: ${poisonable.join(', ')}.`);
      return ok({ action: 'poison', target: t });
    },
    fallback: () => ({ action: 'pass', target: null }),
    show: (v) => (v.action === 'pass' ? 'pass' : `${v.action} ${ctx.label(v.target!)}`),
  };
}

/** The witch learns the pack's target before she decides: it is in her view when she is asked. */
export const tellWitch = (ctx: Ctx): EventDraft[] =>
  living(ctx.state)
    .filter((s) => roleOf(ctx.state, s) === 'witch')
    .map((seat) => WitchTold.make({ seat, target: ctx.state.rules.packTarget ?? null }, toSeats(seat)));

export const witch: Handler<WolfRules> = async (ctx, [seat]) => {
  const r = await ctx.ask(seat!, witchSpec(ctx, seat!));
  return [...r.events, WitchActed.make({ seat: seat!, action: r.value.action, target: r.value.target }, toSeats(seat!))];
};

export function guardSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const last = ctx.state.rules.lastGuard;
  const legal = living(ctx.state).filter((s) => s !== last);
  return targetSpec({
    kind: 'guard',
    question: `Night ${ctx.state.rules.night}. Protect one living player tonight (yourself allowed), or "nobody".${last !== null ? ` You protected ${ctx.label(last)} last night and cannot protect them again tonight.` : ''}`,
    seats: named(ctx.state),
    legal,
    why: (s) => deadReason(s, ctx.state) ?? (s === last ? `You protected Seat ${s} last night` : undefined),
    none: 'nobody',
    fallback: () => null,
  });
}

export const guard: Handler<WolfRules> = async (ctx, [seat]) => {
  const r = await ctx.ask(seat!, guardSpec(ctx, seat!));
  return [...r.events, GuardActed.make({ seat: seat!, target: r.value }, toSeats(seat!))];
};

export function seerSpec(ctx: Ctx, seat: number): DecisionSpec<number | null> {
  const legal = living(ctx.state).filter((s) => s !== seat);
  return targetSpec({
    kind: 'seer',
    question: `Night ${ctx.state.rules.night}. Check one living player other than yourself: you will learn "good" or "werewolf".`,
    seats: named(ctx.state),
    legal,
    why: (s) => (s === seat ? 'You cannot check yourself' : deadReason(s, ctx.state)),
    fallback: () => ctx.random(`seer-default-${seat}`).pick(legal),
  });
}

export const seer: Handler<WolfRules> = async (ctx, [seat]) => {
  const r = await ctx.ask(seat!, seerSpec(ctx, seat!));
  const target = r.value!;
  const result = roleOf(ctx.state, target) === 'werewolf' ? 'werewolf' : 'good';
  return [...r.events, SeerChecked.make({ seat: seat!, target, result }, toSeats(seat!))];
};

/** Who dies tonight: the pack's target unless saved (antidote or guard), and the poisoned. */
export function nightDeaths(
  r: Pick<WolfRules, 'packTarget' | 'antidoteOn' | 'guardOn' | 'poisonOn'>,
  guardAndAntidoteKill: boolean,
): { seat: number; cause: 'wolves' | 'poison' }[] {
  const deaths: { seat: number; cause: 'wolves' | 'poison' }[] = [];
  const t = r.packTarget ?? null;
  if (t !== null) {
    const antidote = r.antidoteOn === t;
    const guarded = r.guardOn === t;
    const saved = guardAndAntidoteKill && antidote && guarded ? false : antidote || guarded;
    // A poisoned target dies of the poison (which matters to a hunter), whatever the save.
    if (!saved && t !== r.poisonOn) deaths.push({ seat: t, cause: 'wolves' });
  }
  if (r.poisonOn !== null) deaths.push({ seat: r.poisonOn, cause: 'poison' });
  return deaths.sort((a, b) => a.seat - b.seat);
}

export const resolveNight = (ctx: Ctx): EventDraft[] => [
  NightResolved.make({ deaths: nightDeaths(ctx.state.rules, (ctx.options as WerewolfOptions).guardAndAntidoteKill) }, NOBODY),
];
