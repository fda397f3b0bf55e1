// What the strongest offline bot would do in the person's seat and why: the bot asked the person's own
// request (the decision and the seat's view, nothing more), its answer read back as an option of the
// request, and the why in plain words from explain(). Hints, the review's lessons and drills all use it.
import type { Claim } from '../engine/core-events.js';
import type { DecisionRequest } from '../engine/participant.js';
import { extractJson } from '../engine/parse.js';
import { loadPersonasCached } from '../personas/load.js';
import type { Persona } from '../personas/schema.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import type { Steer } from '../players/scripted/steer.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { actionOf, yesNo } from './decisions.js';
import { explain, explanationText, type Explanation } from './explain.js';
import { STRONGEST_LEVEL } from './strongest.js';

/** The strongest of the bots' levels. */
export const STRONGEST = STRONGEST_LEVEL;

export interface Advice {
  /** The raw answer the bot gave, as the handler would read it (a seat number, "skip", JSON…). */
  raw: string;
  /** What it would do: the option it picked as the request offers it, or what its speech claims and whom it accuses. */
  pick: string;
  /** The option's value, when it picked one ("7", "skip"). */
  value?: string;
  /** Why, in plain words: the facts that decide it (explanationText of `explanation`). */
  why: string;
  explanation?: Explanation;
  /** A speech's claims and nomination, as the engine reads them. */
  claims?: Claim[];
  nomination?: number;
}

/** A bot for the seat: the persona the table drew for it (or the first), seeded from the game; `steer` to claim or hide its role. */
export function adviser(seed: number, persona?: Persona, steer?: Steer): ScriptedPlayer {
  return new ScriptedPlayer(persona ?? loadPersonasCached()[0]!, seed, STRONGEST, steer);
}

export async function advise(request: DecisionRequest, bot: ScriptedPlayer = adviser(0)): Promise<Advice> {
  const raw = await bot.decide('', '', { request, attempt: 1 });
  return readAdvice(request, raw);
}

export function readAdvice(request: DecisionRequest, raw: string): Advice {
  const json = extractJson(raw);
  const { shape, field } = request.answer;
  if (shape === 'speech') {
    const claims = Array.isArray(json?.claims) ? (json.claims as Claim[]) : [];
    const nominee = json?.nomination;
    const nomination = typeof nominee === 'number' ? nominee : typeof nominee === 'string' && /^\d+$/.test(nominee) ? Number(nominee) : undefined;
    const explanation = explainSafely(request, { claims, ...(nomination !== undefined ? { nomination } : {}) });
    return { raw, pick: sanitizeLine(explanation?.act ?? 'speak'), why: explanation ? explanationText(explanation) : '', ...(explanation ? { explanation } : {}), claims, ...(nomination !== undefined ? { nomination } : {}) };
  }
  const answer = json ? actionOf(json, field) : raw;
  const plain = answer === null || answer === undefined ? request.answer.none ?? '' : String(answer);
  const value = shape === 'yes_no' ? yesNo(plain) : plain;
  const label = optionOf(request, value);
  const message = shape === 'team_chat' && typeof json?.message === 'string' && json.message ? ` (to the team: "${json.message}")` : '';
  const picked = label !== undefined ? optionValue(request, value) : value;
  const explanation = explainSafely(request, { value: picked, ...(label !== undefined ? { label } : {}) });
  return { raw, pick: sanitizeLine(`${label ?? value}${message}`), value: picked, why: explanation ? explanationText(explanation) : '', ...(explanation ? { explanation } : {}) };
}

/** A request whose view the belief cannot read (a test's bare request) has no explanation. */
function explainSafely(request: DecisionRequest, answer: Parameters<typeof explain>[1]): Explanation | undefined {
  if (!request.view?.events) return undefined;
  return explain(request, answer);
}

function optionValue(request: DecisionRequest, value: string): string {
  const v = value.trim().toLowerCase();
  return request.options.find((o) => o.value.toLowerCase() === v || o.label.toLowerCase() === v)?.value ?? value;
}

function optionOf(request: DecisionRequest, value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return request.options.find((o) => o.value.toLowerCase() === v || o.label.toLowerCase() === v)?.label;
}
