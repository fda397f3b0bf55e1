// Every answer a decision offers must be accepted when given back: as the bare value a person picks
// from a list, and as the JSON a model returns under that call's schema. A game whose context is
// wrapped so that every spec the handlers build is audited before it is asked.
import { fieldsOf } from '../../src/ai/schemas.js';
import { requestOf, type DecisionSpec } from '../../src/engine/decision.js';
import { Game, type GameSetup } from '../../src/engine/game.js';
import type { PhaseContext } from '../../src/engine/flow.js';
import type { DecisionRequest } from '../../src/engine/participant.js';
import { extractJson } from '../../src/engine/parse.js';

// Fields beside the pick: thinking, notes, and words said with it (a team message, a ballot's remark).
const THINKING = new Set(['reasoning', 'message', 'remark', 'suspicion_updates', 'notebook']);

/** The JSON a model answers with under the game's schema, choosing `value` in the field the question names for it. */
function modelAnswer(req: DecisionRequest, value: string): string {
  const fields = fieldsOf(req).map((f) => f.field);
  const keys = fields.filter((k) => !THINKING.has(k));
  if (keys.length !== 1) throw new Error(`${req.kind}: expected one action field, got ${keys.join(', ')}`);
  return JSON.stringify({ reasoning: 'r', ...(fields.includes('message') ? { message: 'm' } : {}), ...(fields.includes('remark') ? { remark: 'said with it' } : {}), [keys[0]!]: value });
}

export interface OptionAudit {
  /** kind → how many specs of that kind were audited */
  kinds: Map<string, number>;
  /** What was refused or read ambiguously, with the kind and the answer. */
  problems: string[];
}

export function auditSpec(spec: DecisionSpec<unknown>, req: DecisionRequest, audit: OptionAudit): void {
  audit.kinds.set(spec.kind, (audit.kinds.get(spec.kind) ?? 0) + 1);
  const options = spec.options ?? [];
  if (options.length === 0) return;
  const readAs = new Map<string, string>();
  for (const o of options) {
    for (const raw of [o.value, modelAnswer(req, o.value)]) {
      const r = spec.read({ raw, ...(extractJson(raw) ? { json: extractJson(raw)! } : {}) });
      if (!r.ok) {
        audit.problems.push(`${spec.kind}: offered ${JSON.stringify(o.value)}, answer ${raw} refused: ${r.hint}`);
        continue;
      }
      const value = JSON.stringify(r.value);
      const other = [...readAs.entries()].find(([v, opt]) => v === value && opt !== o.value);
      if (other) audit.problems.push(`${spec.kind}: ${JSON.stringify(o.value)} reads as the same answer as ${JSON.stringify(other[1])}`);
      readAs.set(value, o.value);
    }
  }
}

/** A game whose every decision spec is audited before it is asked. */
export class AuditedGame<R> extends Game<R> {
  constructor(
    setup: GameSetup<R>,
    readonly audit: OptionAudit = { kinds: new Map(), problems: [] },
  ) {
    super(setup);
  }

  override context(): PhaseContext<R> {
    const inner = super.context();
    const check = <T>(seat: number, spec: DecisionSpec<T>) => {
      auditSpec(spec as DecisionSpec<unknown>, requestOf(spec as DecisionSpec<unknown>, seat, undefined as never), this.audit);
      return spec;
    };
    return {
      ...inner,
      ask: (seat, spec) => inner.ask(seat, check(seat, spec)),
      askAll: (seats, spec) => inner.askAll(seats, (seat) => check(seat, spec(seat))),
    };
  }
}
