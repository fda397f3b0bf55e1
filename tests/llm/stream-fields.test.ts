import { describe, expect, it } from 'vitest';
import { streamFields, type FieldDelta } from '../../src/llm/json.js';

/** Feeds `text` in pieces of `size` characters and collects every delta reported. */
function feed(fields: string[], text: string, size: number): FieldDelta[] {
  const stream = streamFields(fields);
  const out: FieldDelta[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...stream.push(text.slice(i, i + size)));
  return out;
}

const joined = (deltas: FieldDelta[], field: string) =>
  deltas
    .filter((d) => d.field === field)
    .map((d) => d.text)
    .join('');

describe('streamFields', () => {
  const answer = JSON.stringify({
    new_events: ['seat 2 died'],
    reasoning: 'Seat 5 defended seat 2 too quickly.\nI "trust" nobody.',
    vote: 5,
    speech: 'I vote seat 5 — Élise, explain yourself.',
  });

  it.each([1, 3, 7, 50])('yields each field exactly once, in order, fed %i characters at a time', (size) => {
    const deltas = feed(['reasoning', 'speech'], answer, size);
    expect(joined(deltas, 'reasoning')).toBe('Seat 5 defended seat 2 too quickly.\nI "trust" nobody.');
    expect(joined(deltas, 'speech')).toBe('I vote seat 5 — Élise, explain yourself.');
    const firstSpeech = deltas.findIndex((d) => d.field === 'speech');
    const lastReasoning = deltas.map((d) => d.field).lastIndexOf('reasoning');
    expect(lastReasoning).toBeLessThan(firstSpeech);
  });

  it('with the default step, parses only every few characters yet loses nothing', () => {
    const stream = streamFields(['reasoning']);
    const text = JSON.stringify({ reasoning: 'abcdefghijklmnopqrstuvwxyz0123456789' });
    const pushes = [...text].map((ch) => stream.push(ch));
    expect(pushes.filter((p) => p.length > 0).length).toBeLessThan(text.length / 4);
    expect(pushes.flat().map((d) => d.text).join('')).toBe('abcdefghijklmnopqrstuvwxyz0123456789');
  });

  it('streams token by token: only new characters on each push', () => {
    const stream = streamFields(['reasoning'], 1);
    expect(stream.push('{"reas')).toEqual([]);
    expect(stream.push('oning": "Se')).toEqual([{ field: 'reasoning', text: 'Se' }]);
    expect(stream.push('at 3')).toEqual([{ field: 'reasoning', text: 'at 3' }]);
    expect(stream.push('", "vote": 3}')).toEqual([]);
  });

  it('holds back a half-received escape until it is complete', () => {
    const stream = streamFields(['speech']);
    expect(stream.push('{"speech": "caf')).toEqual([{ field: 'speech', text: 'caf' }]);
    expect(stream.push('\\u00')).toEqual([]);
    expect(stream.push('e9!"}')).toEqual([{ field: 'speech', text: 'é!' }]);
  });

  it('finds the object after prose and a code fence, passing over a brace in the prose', () => {
    const text = 'Let me think {briefly}.\n```json\n{"reasoning": "ok", "speech": "hi"}\n```';
    const deltas = feed(['reasoning', 'speech'], text, 4);
    expect(joined(deltas, 'reasoning')).toBe('ok');
    expect(joined(deltas, 'speech')).toBe('hi');
  });

  it('ignores fields that are not strings and fields it was not asked for', () => {
    const deltas = feed(['vote', 'speech'], '{"vote": 3, "reasoning": "secret", "speech": "x"}', 2);
    expect(deltas.map((d) => d.field)).toEqual(['speech']);
  });
});
