// What counts as one sentence, and when two sentences are "the same": the grammar remembers what was
// said by these rules, and the talk metrics count repetition by them too.

/** Splits a speech into sentences: after . ! ? (and a closing quote or bracket), before a capital. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

// "Seat 4 (Ada)", "Seat 4's", "seat 4": the seat is what changes between otherwise equal sentences.
const SEAT_LABEL = /\bseat\s+\d+(?:\s+\([^)]*\))?/gi;

/** A sentence with its seats' names and its closing mark set aside, lower-cased, spaces collapsed. */
export function sentenceKey(sentence: string): string {
  return sentence.replace(SEAT_LABEL, 'seat #').replace(/[.!?]+$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
