// Words said with a ballot (RULES.md §2, Vote: Mafia's remark): read from the answer's "remark" field, trimmed; a longer
// one than the decision takes is refused with a hint that says the lengths, never cut; a remark that is not text is refused;
// an empty one says nothing; a decision that takes no remark ignores the field.
import { describe, expect, it } from 'vitest';
import { ask, type AskEnv } from '../../src/engine/decision.js';
import type { Participant } from '../../src/engine/participant.js';
import type { PlayerView } from '../../src/engine/view.js';
import { targetSpec } from '../../src/rules/common/specs.js';
import { Scripted } from './toy.js';

const view = { seat: 2, events: [] } as unknown as PlayerView;
const env = (participant: Participant): AskEnv => ({ seat: 2, participant, view, system: 'sys', user: () => 'user' });
const seats = [1, 2, 3, 4].map((seat) => ({ seat, name: `P${seat}` }));
const ballot = (remark?: number) => targetSpec({ kind: 'vote', question: 'Vote?', seats, legal: [1, 3, 4], none: 'skip', fallback: () => null, ...(remark !== undefined ? { remark } : {}) });

describe('a remark said with a ballot', () => {
  it('is read from the answer, trimmed, and goes with the pick', async () => {
    const r = await ask(env(new Scripted(() => JSON.stringify({ target: '3', remark: '  P4 claimed,\n so not P4.  ' }))), ballot(40));
    expect(r).toMatchObject({ value: 3, remark: 'P4 claimed, so not P4.', defaulted: false });
    expect(ballot(40).answer.remark).toBe(40);
  });

  it('over the length is refused with a hint naming both lengths, and asked again', async () => {
    const answers = [JSON.stringify({ target: '3', remark: 'x'.repeat(41) }), JSON.stringify({ target: '1', remark: 'short' })];
    const p = new Scripted((extra) => answers[extra.attempt - 1]!);
    const r = await ask(env(p), ballot(40));
    expect(p.asked.map((a) => a.hint)).toEqual([undefined, 'Your remark was 41 characters; the limit is 40. Nothing was cast: answer again, with a shorter remark or none.']);
    expect(r).toMatchObject({ value: 1, remark: 'short' });
    expect(r.events.filter((e) => e.type === 'refused')).toHaveLength(1);
  });

  it('that is not text is refused; an empty one, or none, says nothing', async () => {
    const p = new Scripted((extra) => (extra.attempt === 1 ? JSON.stringify({ target: '3', remark: 5 }) : JSON.stringify({ target: '3', remark: '   ' })));
    const r = await ask(env(p), ballot(40));
    expect(p.asked[1]!.hint).toMatch(/"remark" must be text/);
    expect(r.value).toBe(3);
    expect(r.remark).toBeUndefined();
    const plain = await ask(env(new Scripted(() => '4')), ballot(40));
    expect(plain).toMatchObject({ value: 4, defaulted: false });
    expect(plain.remark).toBeUndefined();
  });

  it('is ignored where the decision takes none', async () => {
    const r = await ask(env(new Scripted(() => JSON.stringify({ target: '3', remark: 'x'.repeat(500) }))), ballot());
    expect(r).toMatchObject({ value: 3, defaulted: false });
    expect(r.remark).toBeUndefined();
  });
});
