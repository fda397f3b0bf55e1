// Structured reasoning (SGR) that fits the decision: one zod schema per answer shape, the thinking first
// and the action last. Full reasoning for night roles and team chat; a short plan before a speech, so
// its first words come soon; one sentence for sealed votes, run/no-run and direction (a vote also keeps
// the seat's suspicions, which its later prompts read back as notes).
//
// Schemas are stable for the whole game: the API caches a prompt together with its output_config, and
// compiles a grammar per schema, so legal seats are not enums (the question lists them and the handler
// checks the pick, with a hint when it is not legal).
import { z } from 'zod';
import type { DecisionRequest } from '../engine/participant.js';

const DEPTH = {
  full: 'Your private reasoning for this decision, as fully as it needs; nobody else sees it. Begin with the one thing you most want to remember: it becomes your note for later decisions.',
  plan: 'Your private plan for this speech, in 2–4 sentences: what you make of the table now, and what the speech must do. Nobody else sees it; it becomes your note for later decisions.',
  short: 'Your reason, in one sentence. Nobody else sees it.',
} as const;
type Depth = keyof typeof DEPTH;

const reasoning = (depth: Depth) => z.string().describe(DEPTH[depth]);

const seat = z.number().int().min(1).max(40);
const claim = z.union([
  z.object({ kind: z.literal('role'), role: z.string() }).strict(),
  z.object({ kind: z.literal('check'), target: seat, result: z.string() }).strict(),
  z.object({ kind: z.literal('suspect'), target: seat }).strict(),
  z.object({ kind: z.literal('trust'), target: seat }).strict(),
  z.object({ kind: z.literal('vote'), target: seat }).strict(),
]);

const suspicions = z
  .array(z.object({ seat, suspicion: z.number().min(0).max(1) }).strict())
  .describe('Your read of the players you have one on now: 0 surely good, 1 surely evil. It replaces your earlier read of those seats.');

const pick = z.string().describe('Exactly one of the values listed under Choices.');

/** Decisions taken by everyone at once and sealed, or a simple yes/no: thinking in one sentence. */
const SHORT = new Set(['vote', 'pk_vote', 'sheriff_vote', 'sheriff_run', 'opt_out', 'direction']);
/** Sealed votes carry the seat's suspicions: the moment its read of the table matters most. */
const VOTES = new Set(['vote', 'pk_vote', 'sheriff_vote']);

/** The form of an answer: the decision's declared shape and field, a vote's suspicions, the thinking's depth. */
interface Form {
  kind: 'speech' | 'chat' | 'choice' | 'yes_no' | 'vote' | 'pick';
  field: string;
  depth: Depth;
  nomination: boolean;
}

const cache = new Map<string, z.ZodType>();

/** The schema of one call: the same object for every call of the same form, so it can be cached. */
export function schemaFor(req: DecisionRequest): z.ZodType {
  const form = formOf(req);
  const key = JSON.stringify(form);
  let schema = cache.get(key);
  if (!schema) cache.set(key, (schema = build(form)));
  return schema;
}

export function formOf(req: DecisionRequest): Form {
  const { shape, field } = req.answer;
  const depth = depthOf(req);
  const nomination = shape === 'speech' && !!req.nominate?.length;
  const kind = shape === 'speech' ? 'speech' : shape === 'team_chat' ? 'chat' : shape === 'pick' && VOTES.has(req.kind) ? 'vote' : shape;
  return { kind, field, depth, nomination };
}

/** How much thinking a decision gets. */
export function depthOf(req: DecisionRequest): Depth {
  if (req.answer.shape === 'speech') return 'plan';
  return SHORT.has(req.kind) || req.answer.shape === 'yes_no' ? 'short' : 'full';
}

function build(f: Form): z.ZodType {
  const thinking = { reasoning: reasoning(f.depth) };
  switch (f.kind) {
    case 'speech':
      return z
        .object({
          ...thinking,
          speech: z.string().describe('What you say aloud, in character.'),
          claims: z.array(claim).describe('What your speech claims, if anything: a role, a check result, whom you suspect, trust or will vote.'),
          ...(f.nomination ? { nomination: z.string().describe('The seat you nominate, one of those the question allows.') } : {}),
        })
        .strict();
    case 'chat':
      return z.object({ ...thinking, message: z.string().describe('One short message to your team.'), [f.field]: pick }).strict();
    case 'yes_no':
      return z.object({ ...thinking, [f.field]: z.enum(['yes', 'no']) }).strict();
    case 'vote':
      return z.object({ ...thinking, suspicion_updates: suspicions, [f.field]: pick }).strict();
    case 'choice':
    case 'pick':
      return z.object({ ...thinking, [f.field]: pick }).strict();
  }
}

/** The fields whose text streams: reasoning to THINK, the speech to SAYS. */
export const STREAMED = { reasoning: 'think', speech: 'say' } as const;

/** One line for the question: the fields this answer has, in order (for servers without structured output too). */
export function answerLine(req: DecisionRequest): string {
  const f = formOf(req);
  const reason = f.depth === 'short' ? '"reasoning" (one sentence)' : f.depth === 'plan' ? '"reasoning" (2–4 sentences)' : '"reasoning"';
  const rest: Record<Form['kind'], string> = {
    speech: `"speech", "claims"${f.nomination ? ', "nomination"' : ''}`,
    chat: `"message", "${f.field}"`,
    choice: `"${f.field}"`,
    yes_no: `"${f.field}" ("yes" or "no")`,
    vote: `"suspicion_updates", "${f.field}"`,
    pick: `"${f.field}"`,
  };
  return `Answer with one JSON object: ${reason}, ${rest[f.kind]}.`;
}
