// Night talk among teammates (wolves, mafia): one message per member, each with its reason, said so
// that it does not echo what a partner already said tonight. A lone member says nothing.
import { heAfterNamed, Speaker, textOf, type Main } from './acts.js';
import { Chooser, group, type Group } from './choose.js';
import { fill, finish, withPronouns } from './compose.js';
import type { RenderCtx } from './context.js';
import * as G from './lines.js';
import type { Evidence, TeamAct } from './plan.js';
import { bareRole } from './words.js';
import { toYou } from './address.js';

export interface TeamCtx extends RenderCtx {
  /** Living members of the speaker's team, the speaker included. */
  teamAlive: number;
}

/** One member's message tonight: its acts in order (a proposal, a claim plan…), or '' when alone. */
export function renderTeam(acts: TeamAct | readonly TeamAct[], ctx: TeamCtx): string {
  if (ctx.teamAlive <= 1) return '';
  const ch = new Chooser(ctx.rng, ctx.memory, ctx.persona.speech.openers);
  const sp = new Speaker(ctx, ch);
  const list: readonly TeamAct[] = Array.isArray(acts) ? acts : [acts as TeamAct];
  // The partner whose plan the message answers is spoken to: a partner dropped in the same message is that one, "you".
  const answered = list.find((a) => a.act === 'answer_plan')?.by;
  return withPronouns(sp.pronounOfLabel, () =>
    list
      .flatMap((a) => {
        // Each act's words name its seat before its facts: the facts then say the seat as a pronoun where it acts.
        sp.subjectOf = 'target' in a && typeof a.target === 'number' ? a.target : undefined;
        const said = [...sp.say(teamOptions(a, ctx, sp)), ...(a.act === 'object_kill' && a.against && a.target !== null ? sp.say(costOf(a.target, a.against, ctx, sp)) : [])];
        if (a.act !== 'drop_partner' || a.partner !== answered) return said;
        return said.map((x) => toYou(x, ctx.label(a.partner), sp.pronounFor(a.partner).pronoun) ?? x);
      })
      .join(' '),
  );
}

/** What the partner's pick would cost the team, with the fact behind it. */
function costOf(target: number, against: NonNullable<Extract<TeamAct, { act: 'object_kill' }>['against']>, ctx: TeamCtx, sp: Speaker): Group[] {
  const slots = { target: target === ctx.me ? 'me' : ctx.label(target), role: ctx.words.role('hunter') };
  return sp.withReasons([sp.clauses(G.TEAM.against[against.why], slots)], against.because);
}

/**
 * A kill's fact said with what it means to the pack: "the village trusts Seat 7: Seat 7 voted Seat 9 today"
 * (the same vote read bare would sound like a charge against the seat). Null when the reason needs no frame.
 */
function framed(m: Main[], target: number, why: string | undefined, because: readonly Evidence[], ctx: TeamCtx, sp: Speaker): Group[] | null {
  const frames = why ? G.KILL_FRAMED[why] : undefined;
  const ev = frames && sp.evidence(sp.untold(because));
  if (!frames || !ev) return null;
  // The frame names the seat just before its facts, in the same sentence ("Hugo is onto us: he pointed at Greta today").
  const slots = { target: target === ctx.me ? 'me' : ctx.label(target), evidence: target === ctx.me ? ev : heAfterNamed(ev, ctx.label(target), sp.pronounFor(target).pronoun, true) };
  return thenSay(m, frames.length, (j) => fill(frames[j]!, slots));
}

/**
 * A pick said with what kind of kill it is, after one of `leads` ("Simple: nobody will read much into it"): no fact to cite.
 * `target`: the seat picked, whom the kind's words speak of ("she holds the badge").
 */
function kindOfKill(m: readonly Main[], why: string, leads: readonly string[], sp: Speaker, target: number, ctx: TeamCtx): Group[] {
  const slots = sp.pronounFor(target);
  const tails = freshTails(G.KILL_WHY[why] ?? G.KILL_WHY.random!, slots, ctx);
  return thenSay(m, tails.length, (j) => `${sp.pick(leads)} ${tails[j]}`);
}

/**
 * The kind-of-kill wordings a partner has not said tonight (two wolves in a row: "Besides, nobody was talking about
 * her", "It suits us: nobody was talking about her"), and none that speaks of the day's talk before any day has
 * been talked ("nobody was talking about her" on the first night). All of them when every one was said.
 */
function freshTails(tails: readonly string[], slots: Record<string, string>, ctx: TeamCtx): string[] {
  const said = tails.map((t) => fill(t, slots));
  const talked = said.filter((_, j) => ctx.memory.talkHeard || !TALK.test(tails[j]!));
  const fresh = talked.filter((t) => !ctx.memory.chatHeard(ctx.day, t));
  return fresh.length ? fresh : talked.length ? talked : said;
}

/** A wording that speaks of what the table has said. */
const TALK = /\btalking about\b/;

/** Each wording of the mains followed by one of `count` tail sentences, every pairing a choice of its own. */
function thenSay(m: readonly Main[], count: number, tail: (j: number) => string): Group[] {
  return m.map((x) => group(x.templates.length * count, (i) => [finish(textOf(x, Math.floor(i / count))), finish(tail(i % count))], x.weight));
}

function teamOptions(a: TeamAct, ctx: TeamCtx, sp: Speaker): Group[] {
  const team = ctx.persona.speech.team;
  const L = (s: number) => (s === ctx.me ? 'me' : ctx.label(s));
  const mains = (own: readonly string[], generic: readonly string[], slots: Record<string, string>) => [sp.sentences(own, slots), sp.clauses(generic, slots)];
  switch (a.act) {
    case 'propose_kill': {
      if (a.target === null) return sp.withReasons(mains([], G.TEAM.noKill, {}), a.because);
      const m = mains(team.propose, G.TEAM.propose, { target: L(a.target) });
      if (a.because.length) return framed(m, a.target, a.why, a.because, ctx, sp) ?? sp.withReasons(m, a.because);
      return kindOfKill(m, a.why, ['Mind you,', 'After all,', 'Simple:'], sp, a.target, ctx);
    }
    case 'agree_kill':
      if (a.target === null) return sp.withReasons(mains([], ['no kill suits me', 'holding back is fine by me', 'agreed, nobody tonight'], {}), a.because);
      {
        // Joining a partner's pick says whose it is, as often as not.
        if (a.settled) return sp.plain(mains([], G.TEAM.settled, { target: L(a.target) }));
        const partnered = a.with !== undefined && a.with !== ctx.me;
        const slots = { target: L(a.target), partner: partnered ? L(a.with!) : '', from: a.from !== undefined ? L(a.from) : '' };
        // Moving off one's own pick says so, and from what.
        const m =
          a.from !== undefined && a.from !== a.target
            ? mains([], partnered ? [...G.TEAM.comeOver, ...G.TEAM.comeOverWith] : G.TEAM.comeOver, slots)
            : mains(team.agree, partnered ? [...G.TEAM.agree, ...G.TEAM.agreeWith] : G.TEAM.agree, slots);
        // A person's reason for the pick, taken up as theirs: no stock reason beside it.
        // Once: a second and third partner each saying "Greta, for the reason Seat 4 gave" read as one script (werewolf at 80x24,
        // seed 1207502, the person a wolf); after the first, a partner simply joins.
        if (partnered && !a.because.length && a.from === undefined && ctx.memory.personReason(ctx.day, a.with!, a.target)) {
          return sp.plain(ctx.memory.joinedPersonReason(ctx.day, a.with!, a.target) ? mains([], G.TEAM.agree, slots) : mains([], G.TEAM.agreeReason, slots));
        }
        const told = framed(m, a.target, a.why, a.because, ctx, sp);
        if (told || a.because.length || !a.why) return told ?? sp.withReasons(m, a.because);
        // No fact to cite (a first night): the kind of kill it is, as a reason of its own, never a bare "Agreed on Oskar."
        return kindOfKill(m, a.why, ['Besides,', 'And', 'It suits us:'], sp, a.target, ctx);
      }
    case 'object_kill': {
      if (a.target === null) return sp.withReasons(mains([], ['I want a kill tonight, not a pause', 'holding back wastes a night'], {}), a.because);
      const slots = { target: L(a.target), instead: a.instead === null ? 'nobody' : L(a.instead) };
      const own = a.instead === null ? [] : team.object;
      const generic = a.instead === null ? ['not {target}; better no kill at all', 'leave {target} alone tonight'] : G.TEAM.object;
      const m = mains(own, generic, slots);
      if (a.because.length || a.instead === null) return sp.withReasons(m, a.because);
      // No fact to cite: the kind of kill it is says why the other seat is better.
      const why = G.KILL_WHY[a.why ?? 'random'] ?? G.KILL_WHY.random!;
      // The kind's words speak of the seat put instead ("Why Ada? She holds the badge").
      const of = sp.pronounFor(a.instead);
      return thenSay(m, why.length, (j) => `${sp.pick(['{instead} is the better kill:', '{instead} is worth more to us dead:', 'Why {instead}?']).replace('{instead}', slots.instead)} ${fill(why[j]!, of)}`);
    }
    case 'spare':
      return sp.withReasons([sp.clauses(G.TEAM.spare, { target: L(a.target) })], a.because);
    case 'plan_claim': {
      const role = ctx.words.role(a.role);
      const lines = a.who === ctx.me ? G.TEAM.claim : G.TEAM.claimOther;
      const checks = a.checks.map((c) => `${L(c.target)} ${ctx.words.result(c.bad).said}`).join(' and ');
      const tails = checks ? G.TEAM.checks : [''];
      const slots = { role, bare: bareRole(role), target: L(a.who) };
      return [group(lines.length * tails.length, (i) => [finish(`${fill(lines[Math.floor(i / tails.length)]!, slots)} ${fill(tails[i % tails.length]!, { checks })}`)])];
    }
    case 'drop_partner':
      return sp.withReasons(mains([], G.TEAM.drop, { target: L(a.partner) }), a.because);
    case 'lie_low':
      return sp.plain(mains(team.lie_low, G.TEAM.lie_low, {}));
    case 'answer_plan': {
      const role = a.role ? ctx.words.role(a.role) : '';
      const slots = { who: L(a.by), role, bare: role.replace(/^(?:the|a|an) /, ''), rival: a.rival !== undefined ? L(a.rival) : '' };
      // The partner who would lie low is the one exposed: spoken to, not of ("quiet is not enough now, Vera; Vera needs a defence").
      return sp.plain(mains([], G.TEAM.answer[a.why === 'exposed' && a.rival === a.by ? 'exposed_you' : a.why], slots));
    }
    case 'day_plan':
      return sp.plain(mains([], G.TEAM.dayPlan, {}));
  }
}
