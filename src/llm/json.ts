// Lenient JSON for model answers: find the object in fences or prose, mend small slips, stream chosen string fields.
import { parse as parsePartial } from 'partial-json';

const MAX_STARTS = 50;

/**
 * The JSON value in a model's answer, or undefined. Accepts code fences, prose around the object, trailing
 * commas and missing closing braces/brackets at the end. A value cut off inside a string is not guessed at.
 */
export function extractJson(text: string): unknown | undefined {
  const whole = tryParse(text.trim());
  if (whole !== undefined) return whole;
  for (const fenced of fencedBlocks(text)) {
    const value = tryParse(fenced) ?? scan(fenced);
    if (value !== undefined) return value;
  }
  return scan(text);
}

/** Objects first, since every answer we ask for is an object; a stray "[3, 5]" in prose must not win. */
function scan(text: string): unknown | undefined {
  for (const opener of ['{', '['] as const) {
    let tries = 0;
    for (let at = text.indexOf(opener); at !== -1 && tries < MAX_STARTS; at = text.indexOf(opener, at + 1), tries++) {
      const value = tryParse(balancedFrom(text, at));
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function fencedBlocks(text: string): string[] {
  const blocks: string[] = [];
  const fence = /```[A-Za-z0-9_-]*[^\S\n]*\n?([\s\S]*?)(?:```|$)/g;
  for (let match = fence.exec(text); match; match = fence.exec(text)) {
    if (match[1]?.trim()) blocks.push(match[1].trim());
  }
  return blocks;
}

function tryParse(candidate: string): unknown | undefined {
  if (!candidate) return undefined;
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    const mended = mend(candidate);
    if (mended === undefined || mended === candidate) return undefined;
    try {
      return JSON.parse(mended) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** The text from `start` to the bracket that closes it, or to the end when it never closes. */
function balancedFrom(text: string, start: number): string {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return text.slice(start);
}

/** Drops trailing commas and closes brackets left open at the end; undefined if the text ends inside a string. */
function mend(json: string): string | undefined {
  let out = '';
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i] as string;
    if (inString) {
      out += ch;
      if (ch === '\\' && i + 1 < json.length) out += json[++i];
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') open.push('}');
    else if (ch === '[') open.push(']');
    else if (ch === '}' || ch === ']') {
      if (open.pop() !== ch) return undefined;
      out = out.replace(/,\s*$/, '');
    }
    out += ch;
  }
  if (inString) return undefined;
  out = out.replace(/,\s*$/, '');
  return out + open.reverse().join('');
}

export interface FieldDelta {
  field: string;
  text: string;
}

export interface FieldStream {
  /** Feed the next raw text delta; get the characters each named string field gained since the last push. */
  push(delta: string): FieldDelta[];
}

/** Follows named top-level string fields of a JSON object as it streams in, e.g. 'reasoning' → THINK, 'speech' → SAYS. */
export function streamFields(fields: readonly string[], minStep = 24): FieldStream {
  let buffer = '';
  let parsedAt = 0;
  let start = -1;
  const sent = new Map<string, string>();

  /** Where the object begins: the first '{' followed by a key, so a "{first}" in prose before it is passed over. */
  function objectStart(): number {
    if (start !== -1) return start;
    const keyOpener = /\{\s*(\S)?/g;
    for (let m = keyOpener.exec(buffer); m; m = keyOpener.exec(buffer)) {
      if (m[1] === undefined) return -1; // '{' at the very end: wait for the next delta
      if (m[1] === '"') return (start = m.index);
      keyOpener.lastIndex = m.index + 1;
    }
    return -1;
  }

  function current(): Record<string, unknown> | undefined {
    const at = objectStart();
    if (at === -1) return undefined;
    try {
      const value: unknown = parsePartial(buffer.slice(at));
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    push(delta) {
      buffer += delta;
      // Re-parsing the whole snapshot on every tiny delta is quadratic: wait for a few characters,
      // unless the delta may close a string or the object.
      if (buffer.length - parsedAt < minStep && !/["}]/.test(delta)) return [];
      parsedAt = buffer.length;
      const value = current();
      if (!value) return [];
      const out: FieldDelta[] = [];
      for (const field of fields) {
        const now = value[field];
        const before = sent.get(field) ?? '';
        // Partial strings only ever grow; anything else (a rewrite, a non-string) is not streamed.
        if (typeof now !== 'string' || now.length <= before.length || !now.startsWith(before)) continue;
        out.push({ field, text: now.slice(before.length) });
        sent.set(field, now);
      }
      return out;
    },
  };
}
