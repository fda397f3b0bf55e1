// Lenient JSON in an answer: find the value in fences or prose, and mend small slips at its end.

const MAX_STARTS = 50;

export interface LenientOptions {
  /** Close a string the text ends inside (an answer cut off mid-sentence) instead of giving up. */
  closeStrings?: boolean;
}

/**
 * The JSON value in an answer, or undefined. Accepts code fences, prose around the object, trailing
 * commas and missing closing braces/brackets at the end. A value cut off inside a string is guessed at
 * only with `closeStrings`.
 */
export function extractJson(text: string, o: LenientOptions = {}): unknown | undefined {
  const whole = tryParse(text.trim(), o);
  if (whole !== undefined) return whole;
  for (const fenced of fencedBlocks(text)) {
    const value = tryParse(fenced, o) ?? scan(fenced, o);
    if (value !== undefined) return value;
  }
  return scan(text, o);
}

/** Objects first, since every answer we ask for is an object; a stray "[3, 5]" in prose must not win. */
function scan(text: string, o: LenientOptions): unknown | undefined {
  for (const opener of ['{', '['] as const) {
    let tries = 0;
    for (let at = text.indexOf(opener); at !== -1 && tries < MAX_STARTS; at = text.indexOf(opener, at + 1), tries++) {
      const value = tryParse(balancedFrom(text, at), o);
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

function tryParse(candidate: string, o: LenientOptions): unknown | undefined {
  if (!candidate) return undefined;
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    const mended = mend(candidate, o);
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

/** Drops trailing commas and closes brackets left open at the end; a text ending inside a string is closed only with `closeStrings`. */
function mend(json: string, o: LenientOptions): string | undefined {
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
  if (inString) {
    if (!o.closeStrings) return undefined;
    out += '"';
  }
  out = out.replace(/,\s*$/, '');
  return out + open.reverse().join('');
}

