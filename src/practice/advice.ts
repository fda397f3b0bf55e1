// What a bot in the person's seat would do and why: the strongest scripted bot asked the person's own
// request (the decision and the seat's view, nothing more), its answer read back as an option of the
// request and its THINK as the reason. Hints, the review's recommendations and drills all use it.
import type { DecisionRequest } from '../engine/participant.js';
import { extractJson } from '../engine/parse.js';
import { loadPersonasCached } from '../personas/load.js';
import type { Persona } from '../personas/schema.js';
import { LEVELS } from '../players/scripted/belief/params.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { sanitize, sanitizeLine } from '../terminal/sanitize.js';
import { actionOf, yesNo } from './decisions.js';

/** The strongest of the bots' levels. */
export const STRONGEST = LEVELS[LEVELS.length - 1]!;

export interface Advice {
  /** The raw answer the bot gave, as the handler would read it (a seat number, "skip", JSON…). */
  raw: string;
  /** The option it picked, as the request offers it, or the first line of what it would say. */
  pick: string;
  /** The option's value, when it picked one ("7", "skip"). */
  value?: string;
  /** Its reasoning: leading hypotheses and the evidence behind them. */
  why: string;
}

/** A bot for the seat: the persona the table drew for it (or the first), seeded from the game. */
export function adviser(seed: number, persona?: Persona): ScriptedPlayer {
  return new ScriptedPlayer(persona ?? loadPersonasCached()[0]!, seed, STRONGEST);
}

export async function advise(request: DecisionRequest, bot: ScriptedPlayer = adviser(0)): Promise<Advice> {
  const raw = await bot.decide('', '', { request, attempt: 1 });
  return readAdvice(request, raw);
}

export function readAdvice(request: DecisionRequest, raw: string): Advice {
  const json = extractJson(raw);
  const why = typeof json?.reasoning === 'string' ? sanitize(json.reasoning).trim() : '';
  const { shape, field } = request.answer;
  if (shape === 'speech') {
    const text = typeof json?.speech === 'string' ? json.speech : raw;
    const nominee = json?.nomination;
    const nom = nominee !== undefined ? optionOf(request, String(nominee)) ?? `seat ${String(nominee)}` : undefined;
    return { raw, pick: sanitizeLine(`say: "${text}"${nom ? `, nominating ${nom}` : ''}`), why };
  }
  const answer = json ? actionOf(json, field) : raw;
  const plain = answer === null || answer === undefined ? request.answer.none ?? '' : String(answer);
  const value = shape === 'yes_no' ? yesNo(plain) : plain;
  const label = optionOf(request, value);
  const message = shape === 'team_chat' && typeof json?.message === 'string' ? ` (to the team: "${json.message}")` : '';
  return { raw, pick: sanitizeLine(`${label ?? value}${message}`), value: label !== undefined ? optionValue(request, value) : value, why };
}

function optionValue(request: DecisionRequest, value: string): string {
  const v = value.trim().toLowerCase();
  return request.options.find((o) => o.value.toLowerCase() === v || o.label.toLowerCase() === v)?.value ?? value;
}

function optionOf(request: DecisionRequest, value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return request.options.find((o) => o.value.toLowerCase() === v || o.label.toLowerCase() === v)?.label;
}
