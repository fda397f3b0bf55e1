// Each act of a plan as the ways it can be said: the persona's own lines first, the grammar's after,
// each joined to the evidence that moved the speaker (a reason clause, a reason sentence, or the fact
// first and the conclusion after). The chooser then picks one the table has not heard.
import type { Persona } from '../../../personas/schema.js';
import type { Chooser, Option } from './choose.js';
import { option } from './choose.js';
import { cite } from './cite.js';
import { cited } from './claims.js';
import { extend, fill, finish, lowerStart } from './compose.js';
import type { RenderCtx } from './context.js';
import { when } from './dates.js';
import * as G from './lines.js';
import type { Act, Evidence } from './plan.js';
import { bareRole } from './words.js';

/** A way to say the point of an act: a bare clause (joins anything) or a whole sentence of the persona. */
export interface Main {
  template: string;
  slots: Readonly<Record<string, string>>;
  clause: boolean;
  weight: number;
}

/** Slots are filled only for the wordings actually weighed, not for every one on offer. */
export const textOf = (m: Main): string => fill(m.template, m.slots);

/** Persona lines weigh more than the grammar's own, so the voice comes first. */
const PERSONA = 2.5;

export class Speaker {
  readonly banks: Persona['speech'];
  readonly phrases: Persona['phrases'];
  constructor(
    readonly ctx: RenderCtx,
    readonly ch: Chooser,
  ) {
    this.banks = ctx.persona.speech;
    this.phrases = ctx.persona.phrases;
  }

  pick = <T>(xs: readonly T[]): T => this.ctx.rng.pick(xs);
  /** Facts already cited or reported in this speech: not cited again. */
  private readonly told = new Set<string>();
  private L = (seat: number) => (seat === this.ctx.me ? 'me' : this.ctx.label(seat));

  /** At most two facts, as one clause. */
  evidence(because: readonly Evidence[]): string | null {
    if (because.length === 0) return null;
    const forms = cited(because).map((e) => cite(e, this.ctx, this.pick));
    return forms.join(', and ');
  }

  /** The facts of `because` this speech has not told yet; those it cites are told from now on. */
  untold(because: readonly Evidence[]): Evidence[] {
    const fresh = because.filter((e) => !this.told.has(factKey(e)));
    for (const e of cited(fresh)) this.told.add(factKey(e));
    return fresh;
  }

  clauses(templates: readonly string[], slots: Record<string, string>, weight = 1): Main[] {
    return templates.map((template) => ({ template, slots, clause: true, weight }));
  }
  sentences(templates: readonly string[], slots: Record<string, string>, weight = PERSONA): Main[] {
    return templates.map((template) => ({ template, slots, clause: false, weight }));
  }

  /** Each wording alone, as its own sentence. */
  plain(mains: readonly Main[]): Option[] {
    return mains.map((m) => option(() => [finish(textOf(m))], m.weight));
  }

  /**
   * Each main point alone, or with its reason attached: a clause after it, a sentence after it, or
   * (`factFirst`, where the point follows from the fact) the fact first and the point after.
   */
  withReasons(mains: readonly Main[], allBecause: readonly Evidence[], factFirst = true): Option[] {
    const because = this.untold(allBecause);
    if (because.length === 0) return this.plain(mains);
    const ev = () => this.evidence(because)!;
    const joiner = () => this.pick([...this.banks.because, ...G.BECAUSE]);
    const reason = () => {
      const own = this.ctx.rng.chance(0.6);
      return finish(fill(this.pick(own ? this.banks.reasons : G.REASON), { evidence: ev() }));
    };
    const out: Option[] = [];
    for (const m of mains) {
      out.push(option(() => [finish(textOf(m)), reason()], m.weight));
      if (m.clause) {
        out.push(option(() => [finish(`${textOf(m)}, ${joiner()} ${ev()}`)], m.weight));
        if (factFirst) out.push(option(() => [finish(`${ev()}, ${this.pick(G.SO)} ${lowerStart(textOf(m))}`)], m.weight * 0.6));
      } else {
        out.push(option(() => {
          const s = extend(finish(textOf(m)), joiner(), ev());
          return s ? [s] : null;
        }, m.weight * 0.6));
      }
    }
    return out;
  }

  say(options: readonly Option[]): string[] {
    return this.ch.choose(options);
  }

  /** The sentences for one act (none when the act cannot be said here). */
  act(a: Act): string[] {
    const { words } = this.ctx;
    const evil = words.evil;
    switch (a.act) {
      case 'claim_role': {
        const role = words.role(a.role);
        return this.say(this.plain([...this.sentences(this.banks.claim, { role }), ...this.clauses(G.CLAIM, { role })]));
      }
      case 'report_check': {
        this.told.add(`my_result:${a.target}`);
        const target = this.L(a.target);
        const result = words.result(a.bad).said;
        const w = a.night === undefined ? '' : ` ${when(a.night, 'night', this.ctx)}`;
        const mains = [...this.sentences(this.banks.report, { target, result }), ...this.clauses(G.REPORT, { target, result, when: w })];
        return this.say(this.plain(mains));
      }
      case 'accuse': {
        const target = this.L(a.target);
        const mains = [...this.clauses(G.ACCUSE[a.strength], { target, evil }), ...this.sentences(this.phrases.accuse, { target })];
        const following = a.because[0]?.kind === 'check_claim' || a.because[0]?.kind === 'accusation';
        if (following) mains.push(...this.sentences(this.phrases.agree.filter((p) => p.includes('{target}')), { target }));
        return this.say(this.withReasons(mains, a.because));
      }
      case 'defend':
        return this.say(this.withReasons(this.clauses(G.DEFEND, { target: this.L(a.target), evil }), a.because));
      case 'defend_self': {
        const mains = [...this.sentences(this.phrases.defend, {}), ...this.clauses(G.DEFEND_SELF, { evil })];
        if (a.against !== undefined) mains.push(...this.clauses(G.DEFEND_AGAINST, { target: this.L(a.against) }));
        return this.say(this.withReasons(mains, a.because, false));
      }
      case 'believe_claim':
      case 'doubt_claim': {
        const slots = { target: this.L(a.seat), role: words.role(a.role), bare: bareRole(words.role(a.role)) };
        const [own, generic] = a.act === 'believe_claim' ? [this.banks.believe, G.BELIEVE] : [this.banks.doubt, G.DOUBT];
        return this.say(this.withReasons([...this.sentences(own, slots), ...this.clauses(generic, slots)], a.because));
      }
      case 'counter_claim': {
        const role = words.role(a.role);
        const slots = { target: this.L(a.liar), role, bare: bareRole(role) };
        return this.say(this.withReasons(this.clauses(G.COUNTER, slots), a.because, false));
      }
      case 'vote_intent': {
        if (a.target === null) return this.say(this.withReasons(this.clauses(G.NO_VOTE[words.noVote] ?? G.NO_VOTE.abstain!, {}), a.because));
        const target = this.L(a.target);
        return this.say(this.withReasons([...this.sentences(this.banks.vote, { target }), ...this.clauses(G.VOTE, { target })], a.because));
      }
      case 'changed_mind': {
        const from = this.L(a.from);
        if (a.to === null) return this.say(this.withReasons(this.clauses(G.CHANGED_TO_NONE, { from }), a.because));
        const target = this.L(a.to);
        return this.say(this.withReasons([...this.sentences(this.banks.change_mind, { target }), ...this.clauses(G.CHANGED, { target, from })], a.because));
      }
      case 'nominate':
        return this.say(this.withReasons(this.clauses(G.NOMINATE, { target: this.L(a.target) }), a.because));
      case 'reveal_action': {
        const slots = { target: this.L(a.target), when: ` ${when(a.night, 'night', this.ctx)}` };
        return this.say(this.plain(this.clauses(G.REVEAL[a.action] ?? [], slots)));
      }
      case 'confess':
        return this.say(this.plain(this.clauses(G.CONFESS, { evil })));
      case 'campaign': {
        const mains = [...this.sentences(this.banks.campaign[a.pitch], {}, 3), ...this.clauses(G.CAMPAIGN[a.pitch] ?? [], {})];
        return this.say(this.plain(mains));
      }
      case 'no_read': {
        const mains = [...this.sentences(this.phrases.unsure, {}), ...this.clauses(G.NO_READ[a.why] ?? [], {})];
        return this.say(this.plain(mains));
      }
      case 'farewell': {
        const mains = [...this.sentences(this.banks.farewell, {}), ...this.clauses(G.FAREWELL, {})];
        return this.say(this.plain(mains));
      }
    }
  }

  /** A nomination and the vote that follows it, said as one sentence or two. */
  nominateAndVote(target: number, because: readonly Evidence[]): string[] {
    const t = this.L(target);
    const joined = G.NOMINATE.flatMap((n) => G.AND_VOTE.map((v) => ({ template: `${n}, ${v}`, slots: { target: t }, clause: true, weight: 0.3 })));
    const voteLines = this.sentences(this.banks.vote, { target: t });
    const two = G.NOMINATE.flatMap((n) => voteLines.map((v) => option(() => [finish(fill(n, { target: t })), finish(textOf(v))], 0.4)));
    return this.say([...this.withReasons(joined, because), ...two]);
  }
}

/** A fact's identity within one speech: its event, or for one's own result, its target. */
function factKey(e: Evidence): string {
  if (e.kind === 'my_result') return `my_result:${e.target}`;
  if (e.kind === 'contradiction') return `(${factKey(e.a)}|${factKey(e.b)})`;
  return `${e.kind}:${e.n}`;
}
