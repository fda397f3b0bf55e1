import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { PersonaSchema, type Persona } from './schema.js';

export class PersonaError extends Error {
  override name = 'PersonaError';
}

/** `<package root>/personas`: the nearest `personas` folder above this module (src, dist or the bundle). */
export function defaultPersonasDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'personas');
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) return fileURLToPath(new URL('../../personas/', import.meta.url));
    dir = up;
  }
}

/** Reads, validates and cross-checks every `*.json` persona in `dir`, in file-name order. */
export function loadPersonas(dir: string = defaultPersonasDir()): Persona[] {
  const files = listJsonFiles(dir);
  const byName = new Map<string, string>();
  const byId = new Map<string, string>();
  return files.map((file) => {
    const label = `${basename(dir)}/${file}`;
    const persona = parseFile(join(dir, file), label);
    const expectedId = file.slice(0, -'.json'.length);
    if (persona.id !== expectedId) {
      throw new PersonaError(`${label}: field "id": "${persona.id}" must equal the file name "${expectedId}"`);
    }
    claim(byId, persona.id.toLowerCase(), label, `id "${persona.id}"`);
    // Names are matched case-insensitively when typed, so "Mira" and "mira" collide.
    claim(byName, persona.identity.name.toLowerCase(), label, `name "${persona.identity.name}"`);
    return persona;
  });
}

let cached: Persona[] | undefined;

/** The shipped personas, read from disk once per process. */
export function loadPersonasCached(): Persona[] {
  cached ??= loadPersonas();
  return cached;
}

function listJsonFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new PersonaError(`persona directory ${dir} ${missing ? 'does not exist' : `cannot be read (${errorText(err)})`}`);
  }
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name)
    .sort();
  if (files.length === 0) throw new PersonaError(`persona directory ${dir} has no *.json files`);
  return files;
}

function parseFile(path: string, label: string): Persona {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const what = err instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new PersonaError(`${label}: ${what} (${errorText(err)})`);
  }
  const result = PersonaSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PersonaError(issue ? `${label}: ${describeIssue(issue)}` : `${label}: invalid persona`);
  }
  return result.data;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // An unknown key is reported on its parent; name the key itself so the field is findable.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const field = path.map(String).join('.') || '(root)';
  return `field "${field}": ${issue.message}`;
}

function claim(seen: Map<string, string>, key: string, label: string, what: string): void {
  const owner = seen.get(key);
  if (owner !== undefined) throw new PersonaError(`${label}: ${what} is already used by ${owner}`);
  seen.set(key, label);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
