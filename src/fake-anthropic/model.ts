// A stand-in model for the fake server: answers every request with valid JSON for its schema (or, when
// no schema was sent, for the choices listed in the prompt), so whole games can run with no real model.
import type { RecordedRequest } from './server.js';
import { DEFAULT_WORDS, FIELD_WORDS, filler, SCORE_ENTRIES, wordsAsked } from './lengths.js';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export interface FakeAnswerOptions {
  /** Fill every field at the length a real model writes (lengths.ts), not with one short phrase. */
  realistic?: boolean;
  /** Pass on every choice that lets a seat do nothing (skip, abstain, no kill, pass, hold): a table where nobody dies. */
  pass?: boolean;
}

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

function userText(req: RecordedRequest): string {
  const m = req.messages[0] as { content?: unknown } | undefined;
  if (typeof m?.content === 'string') return m.content;
  if (Array.isArray(m?.content)) return m.content.map((c: { text?: string }) => c.text ?? '').join('');
  return '';
}

/** The words a choice uses for doing nothing. */
const NOTHING = /^(skip|abstain|pass|no kill|nobody|none|hold|no)$/i;

/** Prefers a seat over "skip"/"abstain" (or, passing, the reverse), spread by the prompt so different seats pick differently. */
function pick(values: unknown[], salt: string, pass = false): unknown {
  const nothing = pass ? values.find((v) => NOTHING.test(String(v))) : undefined;
  if (nothing !== undefined) return nothing;
  const seats = values.filter((v) => /^\d+$/.test(String(v)));
  const pool = seats.length ? seats : values;
  return pool[hash(salt) % pool.length];
}

/** What the prompt offers: the listed choices, and the seats a speech may nominate. */
interface Offered {
  choices: string[];
  nominees: string[];
  /** The fields the question's last line names ("Answer with one JSON object: …"). */
  fields: string[];
  /** What that line says of each field's length ("one sentence", "2–4 sentences: …"). */
  asked: Record<string, string>;
}

function offered(user: string): Offered {
  const choices = /^Choices: (.*)$/m.exec(user)?.[1]?.split('; ').map((c) => c.split(' = ')[0]!) ?? [];
  const listed = /nominate[^(\n]*\(([\d, ]+)\)/.exec(user)?.[1];
  const me = /You are Seat (\d+)/.exec(user)?.[1];
  const alive = /Alive: ([\d, ]+)\./.exec(user)?.[1];
  const nominees = (listed ?? alive ?? '').split(/,\s*/).filter((x) => x && x !== me);
  const line = /^Answer with one JSON object: (.*)$/m.exec(user)?.[1] ?? '';
  // Optional fields a model usually fills; a notebook now and then (every third answer of a seat, about).
  const named = [...line.matchAll(/"(\w+)"(?: \(([^)]*)\))?/g)];
  const fields = named.filter((m) => !/optional/.test(m[2] ?? '') || m[1] === 'suspicion_updates' || hash(user) % 3 === 0).map((m) => m[1]!);
  return { choices, nominees, fields, asked: Object.fromEntries(named.map((m) => [m[1]!, m[2] ?? ''])) };
}

function fill(raw: JsonSchema, key: string, salt: string, o: FakeAnswerOptions & { offered: Offered; defs?: Record<string, JsonSchema> }, index = 0): unknown {
  // A shared part of the schema ({"$ref": "#/$defs/x"}) is read where it is defined.
  const schema = raw.$ref ? { ...o.defs?.[raw.$ref.replace('#/$defs/', '')], ...(raw.description ? { description: raw.description } : {}) } : raw;
  if (key === 'nomination' && o.offered.nominees.length) return Number(pick(o.offered.nominees, salt + key));
  if (schema.enum) return pick(schema.enum, salt + key, o.pass);
  // A plain string that must be one of the prompt's choices: picked from them, as a model reading the question would.
  if (/listed under Choices/.test(schema.description ?? '') && o.offered.choices.length) return pick(o.offered.choices, salt + key, o.pass);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    // The answer's own object: only the fields the question's last line asks for, as a model reading it would.
    const wanted = key === '' && o.offered.fields.length ? new Set(o.offered.fields) : undefined;
    for (const [k, v] of Object.entries(schema.properties ?? {})) if (!wanted || wanted.has(k)) out[k] = fill(v, k, salt, o, index);
    return out;
  }
  if (type === 'array') return o.realistic ? realisticList(schema, key, salt, o) : [];
  if (type === 'integer') return o.realistic ? index + 1 : 0;
  if (type === 'number') return 0.5;
  if (type === 'boolean') return false;
  if (o.realistic) {
    // The length the question asks for, else the schema's, as a model reading them would write.
    const n = wordsAsked(o.offered.asked[key]) ?? wordsAsked(schema.description) ?? FIELD_WORDS[key] ?? DEFAULT_WORDS;
    return filler(typeof n === 'number' ? n : n.words, hash(salt + key + index));
  }
  if (key === 'speech') return 'I have listened to everyone, and I will vote with the evidence we have.';
  if (key === 'message') return 'Agreed, let us stay careful tonight.';
  if (key === 'notebook') return 'Watching the votes; no firm read yet.';
  if (key === 'reasoning') return 'Weighing the claims and the votes so far.';
  return 'noted';
}

/** A list as long as a real model writes it: notes as sentences, per-seat scores for several seats; no claims. */
function realisticList(schema: JsonSchema, key: string, salt: string, o: FakeAnswerOptions & { offered: Offered; defs?: Record<string, JsonSchema> }): unknown[] {
  const ref = schema.items?.$ref;
  const items = (ref ? o.defs?.[ref.replace('#/$defs/', '')] : schema.items) ?? {};
  const size = FIELD_WORDS[key];
  if (typeof size === 'object') return Array.from({ length: size.items }, (_, i) => filler(size.words, hash(salt + key + i)));
  if (items.properties) return Array.from({ length: SCORE_ENTRIES }, (_, i) => fill(items, key, salt, o, i));
  return [];
}

/** The JSON answer text for one request. */
export function fakeAnswer(req: RecordedRequest, o: FakeAnswerOptions = {}): string {
  const user = userText(req);
  const salt = String(hash(user));
  const format = (req.outputConfig as { format?: { schema?: JsonSchema } } | undefined)?.format;
  if (format?.schema) return JSON.stringify(fill(format.schema, '', salt, { ...o, offered: offered(user), ...(format.schema.$defs ? { defs: format.schema.$defs } : {}) }));
  // No structured output: read the choices the prompt lists.
  const choices = /Choices: (.*)/.exec(user)?.[1]?.split('; ').map((c) => c.split(' = ')[0]!) ?? [];
  const choice = choices.length ? String(pick(choices, salt, o.pass)) : undefined;
  return JSON.stringify({
    reasoning: 'Weighing the claims and the votes so far.',
    speech: 'I have listened to everyone, and I will vote with the evidence we have.',
    message: 'Agreed, let us stay careful tonight.',
    ...(choice ? { target: choice, answer: choice, action: choice, direction: choice } : {}),
  });
}
