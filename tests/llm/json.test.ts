import { describe, expect, it } from 'vitest';
import { extractJson } from '../../src/llm/json.js';

describe('extractJson', () => {
  it.each([
    ['plain JSON', '{"vote": 3}', { vote: 3 }],
    ['a json code fence', 'Here you go:\n```json\n{"vote": 3, "speech": "Seat 3."}\n```\n', { vote: 3, speech: 'Seat 3.' }],
    ['a bare code fence', '```\n{"target": 7}\n```', { target: 7 }],
    ['a fence that never closes', '```json\n{"target": 7}', { target: 7 }],
    ['prose around the object', 'I think so.\n{"vote": 5, "reasoning": "a {b} c"}\nThat is all.', { vote: 5, reasoning: 'a {b} c' }],
    ['a missing closing brace', '{"reasoning": "done", "vote": 2', { reasoning: 'done', vote: 2 }],
    ['missing brace and bracket', '{"claims": [{"seat": 1, "role": "seer"}', { claims: [{ seat: 1, role: 'seer' }] }],
    ['trailing commas', '{"claims": [1, 2,], "vote": 4,}', { claims: [1, 2], vote: 4 }],
    ['a trailing comma then a missing brace', '{"vote": 4,', { vote: 4 }],
    ['braces and quotes inside strings', '{"speech": "He said \\"}\\" twice", "vote": 1}', { speech: 'He said "}" twice', vote: 1 }],
    ['an array in prose before the object', 'Between [3, 5] I pick {"vote": 5}', { vote: 5 }],
    ['a bare array', '[1, 2, 3]', [1, 2, 3]],
    ['the first of two objects', '{"a": 1} and then {"b": 2}', { a: 1 }],
    ['unicode', '{"speech": "Élise ✓ — 🐺"}', { speech: 'Élise ✓ — 🐺' }],
  ])('reads %s', (_name, text, expected) => {
    expect(extractJson(text)).toEqual(expected);
  });

  it.each([
    ['no JSON at all', 'I abstain.'],
    ['an empty answer', ''],
    ['text cut off inside a string', '{"speech": "I will vote for'],
    ['a dangling key', '{"vote": 3, "target":'],
    ['mismatched brackets', '{"a": [1, 2}'],
  ])('gives undefined for %s', (_name, text) => {
    expect(extractJson(text)).toBeUndefined();
  });
});
