// Realistic answer lengths for the fake model: how much a real model writes in each field of an answer.
// Fixed per field name, so a schema that asks for fewer or shorter fields is answered with fewer tokens.
// The figures are assumptions (a model writing to the field descriptions), the same before and after.

/** Words per string field; array fields: items × words. Unknown string fields get DEFAULT_WORDS. */
export const FIELD_WORDS: Record<string, number | { items: number; words: number }> = {
  new_events: { items: 4, words: 15 },
  notable_changes: { items: 3, words: 15 },
  pattern_notes: { items: 3, words: 15 },
  observations: { items: 3, words: 15 },
  current_goal: 15,
  reasoning: 110,
  reason: 25,
  speech: 60,
  message: 20,
  notebook: 60,
};
export const DEFAULT_WORDS = 30;

/** A length a field's description or the question asks for, as a model would follow it: "(in) one sentence", "(in) 2–4 sentences". */
export function wordsAsked(description: string | undefined): number | undefined {
  if (!description) return undefined;
  if (/^(?:in )?one sentence\b|\bin one sentence\b/i.test(description)) return 25;
  const m = /(?:^|\bin )(\d+)\s*[–-]\s*(\d+) sentences\b/i.exec(description);
  return m ? 15 * Number(m[2]) : undefined;
}
/** Entries a model writes in a list of per-seat scores (suspicion_updates). */
export const SCORE_ENTRIES = 8;

// Neutral words: filler that reads as no claim, no seat and no instruction to anyone.
const WORDS = (
  'the village quiet night vote careful tone pattern earlier speech watch doubt maybe pressure defend calm ' +
  'claim story evidence round weigh listen shift hesitate follow lead group read signal trust odd nervous ' +
  'steady timing question answer focus likely notice record change consistent early late reaction table ' +
  'pressure push agree wait count side feeling confident unsure reason plan keep open today tomorrow'
).split(' ');

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` filler words, the same for the same seed, as sentences of about 12 words. */
export function filler(n: number, seed: number): string {
  const next = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = WORDS[Math.floor(next() * WORDS.length)]!;
    if (i % 12 === 0) w = w.charAt(0).toUpperCase() + w.slice(1);
    out.push(i % 12 === 11 || i === n - 1 ? `${w}.` : w);
  }
  return out.join(' ');
}
