// Structured reasoning (SGR): one zod schema per decision, thinking fields first, the action last,
// with the legal answers of this very call named in the schema as an enum.
import { z } from 'zod';
import type { DecisionRequest } from '../engine/participant.js';

const thinking = {
  new_events: z.array(z.string()).describe('What happened since your last notes, in short items.'),
  notable_changes: z.array(z.string()).describe('Changes that matter: claims, vote shifts, deaths.'),
  suspicion_updates: z
    .array(z.object({ seat: z.number().int(), suspicion: z.number() }).strict())
    .describe('Your current suspicion of players, 0 (surely good) to 1 (surely evil).'),
  pattern_notes: z.array(z.string()).describe('Patterns in votes and speeches worth remembering.'),
  current_goal: z.string().describe('What you are trying to achieve now.'),
  reasoning: z.string().describe('Your private reasoning for this decision. Nobody else sees it.'),
};

const claim = z.union([
  z.object({ kind: z.literal('role'), role: z.string() }).strict(),
  z.object({ kind: z.literal('check'), target: z.number().int(), result: z.string() }).strict(),
  z.object({ kind: z.literal('suspect'), target: z.number().int() }).strict(),
  z.object({ kind: z.literal('trust'), target: z.number().int() }).strict(),
  z.object({ kind: z.literal('vote'), target: z.number().int() }).strict(),
]);

const oneOf = (values: string[]) => (values.length ? z.enum(values as [string, ...string[]]) : z.string());

/** The schema of one call: what this seat may answer right now, in the shape the decision declares. */
export function schemaFor(req: DecisionRequest): z.ZodType {
  const values = req.options.map((o) => o.value);
  const { shape, field } = req.answer;
  if (shape === 'speech') {
    return z
      .object({
        ...thinking,
        speech: z.string().describe(req.minLength ? `What you say aloud (at least ${req.minLength} characters).` : 'What you say aloud.'),
        claims: z.array(claim).describe('Structured claims your speech makes (role, check results, suspicions, vote intention).'),
        ...(req.nominate?.length ? { nomination: oneOf(req.nominate.map(String)).describe('The player you nominate.') } : {}),
      })
      .strict();
  }
  if (shape === 'team_chat') {
    return z.object({ ...thinking, message: z.string().describe('One short message to your team.'), [field]: oneOf(values) }).strict();
  }
  if (shape === 'pick') return z.object({ ...thinking, [field]: oneOf(values).describe('Your pick, exactly one of the allowed values.') }).strict();
  return z.object({ ...thinking, [field]: oneOf(values) }).strict();
}

/** The fields whose text streams: reasoning to THINK, the speech to SAYS. */
export const STREAMED = { reasoning: 'think', speech: 'say' } as const;
