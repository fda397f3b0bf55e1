// Model answers as they stream: the chosen string fields, character by character. The lenient reading of
// a whole answer is the engine's (every participant's answer is read the same way).
import { parse as parsePartial } from 'partial-json';

export { extractJson } from '../engine/json.js';

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
