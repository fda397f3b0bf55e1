// What counts as one sentence, and when two sentences are "the same": the grammar remembers what was
// said by these rules, and the talk metrics count repetition by them too.

/** Splits a speech into sentences: after . ! ? (and a closing quote or bracket), before a capital. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

// "seat 4 (ada)", "seat 4's": the seat is what changes between otherwise equal sentences.
const SEAT_LABEL = /\bseat\s+\d+(?:\s+\([^)]*\))?/g;

/** A sentence with its seats' names and its closing mark set aside, lower-cased, spaces collapsed. */
export function sentenceKey(sentence: string): string {
  // Called for every sentence said or weighed, so the common case (no label, single spaces) is cheap.
  let t = sentence.toLowerCase();
  if (t.includes('seat')) t = t.replace(SEAT_LABEL, 'seat #');
  let end = t.length;
  while (end > 0 && (t[end - 1] === '.' || t[end - 1] === '!' || t[end - 1] === '?' || t[end - 1] === ' ')) end--;
  if (end < t.length) t = t.slice(0, end);
  if (t.includes('  ') || t.includes('\n') || t.includes('\t')) t = t.replace(/\s+/g, ' ');
  return t.trimStart();
}
