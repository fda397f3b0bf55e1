// Structured reasoning (SGR) in one answer schema for every decision of a game: the thinking first, then
// the action fields, each optional (the question's last line names the ones it wants), and the seat's
// notebook last. One schema a game, because the API caches a prompt together with its output_config and
// compiles a grammar per schema: a schema that changed with the decision kind would miss the cache.
//
// The schema is the table's: its seats (1..N) and the words of its ruleset (the roles dealt, the check
// results, the night actions) are real enums, so a claim cannot name a seat or a role this table lacks.
// Legal picks are not enums (they change every call): the question lists them and the handler checks.
import { z } from 'zod';
import type { DecisionRequest } from '../engine/participant.js';
import { NOTEBOOK_CHARS } from '../engine/prompt-notes.js';
import { SPEECH_MAX } from '../rules/common/specs.js';
import { findBoard } from '../rules/index.js';

/** What a table's schema is made of: its seat count and the words its claims may use. */
export interface TableWords {
  seats: number;
  roles: string[];
  results: string[];
  actions: string[];
  /** Ballots besides the day's vote that a question may name ("sheriff"). */
  ballots: string[];
  /** Whether a question at this table may ask for a nomination, or a remark with a ballot (a field never asked is not offered). */
  nomination: boolean;
  remark: boolean;
}

/** The words a claim may use at this seat's table, as the table says them ("sheriff", "not mafia"). */
export function tableWords(req: DecisionRequest): TableWords {
  const view = req.view;
  const started = view?.events?.find((e) => e.type === 'game_started') as { preset?: string; options?: Record<string, unknown> } | undefined;
  const board = started?.preset ? findBoard(started.preset) : undefined;
  const seats = view?.seats?.length || board?.preset.seats || 12;
  if (!board) return { seats, roles: [], results: [], actions: [], ballots: [], nomination: true, remark: true };
  const options = { ...board.preset.options, ...(started?.options ?? {}) };
  const fields = board.ruleset.answerFields?.(options) ?? { nomination: true, remark: true };
  const words = board.ruleset.claimWords;
  const bare = (w: string) => w.replace(/^(the|a|an)\s+/, '').replace(/_/g, ' ');
  return {
    seats,
    roles: Object.keys(board.preset.roles).map((r) => bare(board.ruleset.roleName(r, options))),
    results: Object.keys(words?.results ?? {}).map(bare),
    actions: Object.keys(words?.actions ?? {})
      .filter((a) => !words?.actors?.[a] || (board.preset.roles[words.actors[a]!] ?? 0) > 0)
      .map(bare),
    ballots: Object.keys(words?.ballots ?? {}),
    nomination: fields.nomination,
    remark: fields.remark,
  };
}

const THINK = 'Your private thinking for this decision; nobody else sees it. The question says how long (one sentence for a sealed vote or a yes/no, a short plan before a speech, as fully as it needs for a night action).';

const tuple = (xs: string[]) => xs as [string, ...string[]];

const seats = (t: TableWords) => Array.from({ length: t.seats }, (_, i) => i + 1) as [number, ...number[]];

function build(t: TableWords): z.ZodType {
  const seat = z.literal(seats(t));
  const kinds = [
    ...(t.roles.length ? [z.object({ kind: z.literal('role'), role: z.enum(tuple(t.roles)) }).strict()] : []),
    ...(t.results.length ? [z.object({ kind: z.literal('check'), target: seat, result: z.enum(tuple(t.results)) }).strict()] : []),
    z.object({ kind: z.literal('suspect'), target: seat }).strict(),
    z.object({ kind: z.literal('trust'), target: seat }).strict(),
    z.object({ kind: z.literal('vote'), target: seat }).strict(),
    ...(t.actions.length ? [z.object({ kind: z.literal('acted'), action: z.enum(tuple(t.actions)), target: seat }).strict()] : []),
    z
      .object({
        kind: z.literal('ask'),
        target: seat,
        about: z.enum(['vote', 'read', 'check', 'case']),
        subject: seat.optional(),
        ...(t.ballots.length ? { ballot: z.enum(tuple(t.ballots)).optional() } : {}),
      })
      .strict(),
  ];
  const claim = z.union(kinds as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  return z
    .object({
      reasoning: z.string().describe(THINK),
      speech: z
        .string()
        .describe(`Only when the question asks for a speech: what you say aloud, in character, within the length the question gives for this speech (${SPEECH_MAX} characters at most for any speech; a longer one is asked again, not cut).`)
        .optional(),
      claims: z
        .array(claim)
        .describe(claimsNote(t))
        .optional(),
      // A field no question at this table asks for is not offered: a relay reader at a werewolf table asked what "remark" was for.
      ...(t.nomination ? { nomination: z.literal(seats(t)).describe('Only when the question asks for a nomination: the seat you nominate.').optional() } : {}),
      message: z.string().describe('Only in your team\'s night talk: one short message to your team (never empty).').optional(),
      choice: z.string().describe('Your pick: exactly one of the values listed under Choices.').optional(),
      ...(t.remark
        ? { remark: z.string().describe('Only where the question offers it (a ballot): a few words said with your pick, shown to everyone when the votes are; the question gives the length. Leave it out to say nothing.').optional() }
        : {}),
      suspicion_updates: z
        .array(z.object({ seat, suspicion: z.number() }).strict())
        .describe('Your read of the players you have one on now: 0 surely good, 1 surely evil. It replaces your earlier read of those seats. Not for a seat that knows its team.')
        .optional(),
      notebook: z
        .string()
        .describe(`Your notebook, rewritten whole: at most ${NOTEBOOK_CHARS} characters. It replaces the one you had and comes back to you whole in every later question. Leave it out to keep it as it is.`)
        .optional(),
    })
    .strict();
}

/** What each kind of claim means, for the kinds this table has (no "acted" where no role acts at night: a relay reader
 * found the description naming a kind the schema refused, mafia, seed 1205301). */
function claimsNote(t: TableWords): string {
  return [
    'With a speech: what it claims, if anything.',
    ...(t.roles.length ? ['role: the role you claim.'] : []),
    ...(t.results.length ? ['check: a result you report.'] : []),
    'suspect: a player you suspect or lean towards. trust: a player you vouch for. vote: a player you will vote for today, firmly (a lean is "suspect").',
    ...(t.actions.length ? ['acted: a night action you say you took.'] : []),
    'ask: a question you put to a player, who answers it when next they speak: why they voted subject (vote), their read (of subject; also to ask why they named or nominated subject), their check, or their case against you (case: only what they hold against you).',
  ].join(' ');
}

const cache = new Map<string, z.ZodType>();

/** The schema of every call of this table: the same object for the whole game, so it is cached with the prompt. */
export function schemaFor(req: DecisionRequest): z.ZodType {
  const t = tableWords(req);
  const key = JSON.stringify(t);
  let schema = cache.get(key);
  if (!schema) cache.set(key, (schema = build(t)));
  return schema;
}

/** Decisions taken by everyone at once and sealed, or a simple yes/no: thinking in one sentence. */
const SHORT = new Set(['vote', 'pk_vote', 'sheriff_vote', 'sheriff_run', 'opt_out', 'direction']);
/** Sealed votes and speeches carry the seat's read of the table: the moments it matters most. */
const READS = new Set(['vote', 'pk_vote', 'sheriff_vote']);

/** How much thinking a decision gets. */
export function depthOf(req: DecisionRequest): 'full' | 'plan' | 'short' {
  if (req.answer.shape === 'speech') return 'plan';
  return SHORT.has(req.kind) || req.answer.shape === 'yes_no' ? 'short' : 'full';
}

/** A seat that knows its team (a werewolf, a mafioso) is not asked for a read of the players. */
const informed = (req: DecisionRequest) => (req.view?.teammates?.length ?? 0) > 0 || req.view?.team === 'werewolves' || req.view?.team === 'mafia';

/** The fields this decision fills, in the schema's order. */
export function fieldsOf(req: DecisionRequest): { field: string; note?: string }[] {
  const depth = depthOf(req);
  const reasoning = depth === 'short' ? 'one sentence' : depth === 'plan' ? '2–4 sentences: what you make of the table, what the speech must do' : 'as fully as it needs';
  const out: { field: string; note?: string }[] = [{ field: 'reasoning', note: reasoning }];
  const shape = req.answer.shape;
  if (shape === 'speech') {
    out.push({ field: 'speech' }, { field: 'claims', note: 'a list, may be empty' });
    if (req.nominate?.length) out.push({ field: 'nomination' });
  } else if (shape === 'team_chat') {
    out.push({ field: 'message' }, { field: 'choice' });
  } else {
    out.push({ field: 'choice', note: shape === 'yes_no' ? '"yes" or "no"' : undefined });
    if (req.answer.remark !== undefined) out.push({ field: 'remark', note: `optional, at most ${req.answer.remark} characters` });
  }
  // A seat that has died (its last words, a dying hunter's shot, the badge it passes) is asked nothing after this: no read, no
  // notebook to keep (a model seat: "a notebook is useless to a dead player", werewolf-9 relay, seed 1280801).
  const dead = req.view?.seats?.[req.seat - 1]?.alive === false;
  if ((shape === 'speech' || READS.has(req.kind)) && !informed(req) && !dead) out.push({ field: 'suspicion_updates', note: 'optional' });
  if (!dead) out.push({ field: 'notebook', note: `optional, at most ${NOTEBOOK_CHARS} characters` });
  return out.map((f) => (f.note === undefined ? { field: f.field } : f));
}

/** The fields whose text streams: reasoning to THINK, the speech to SAYS. */
export const STREAMED = { reasoning: 'think', speech: 'say' } as const;

/** One line for the question: the fields this answer has, in order (for servers without structured output too). */
export function answerLine(req: DecisionRequest): string {
  return `Answer with one JSON object: ${fieldsOf(req)
    .map((f) => `"${f.field}"${f.note ? ` (${f.note})` : ''}`)
    .join(', ')}.`;
}
