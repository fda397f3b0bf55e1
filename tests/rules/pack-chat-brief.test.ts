// The pack's talk of an earlier night stays in a model wolf's summary of finished days: relay readers playing the
// werewolves had only the night's target left, not what a partner proposed or why (4 Dec).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { makeRenderer } from '../../src/engine/render.js';
import { werewolf } from '../../src/rules/werewolf/index.js';

const NAMES = ['Ada', 'Bruno', 'Elsie', 'Greta', 'Hugo', 'Iris', 'Jonah', 'Katya', 'Luca'];
const render = makeRenderer(werewolf, (s) => NAMES[s - 1]!);
const ev = (type: string, fields: Record<string, unknown>, day = 1) => ({ n: 1, day, type, vis: 'team', ...fields }) as unknown as GameEvent;

describe('an earlier night of pack chat', () => {
  it("is kept in the summary of finished days, the partner's words quoted", () => {
    expect(render.brief(ev('wolf_proposal', { seat: 2, target: 5, message: 'Hugo reads us too well.' }))).toBe(
      'Night 1: [wolf chat] Seat 2 (Bruno): "Hugo reads us too well." — proposes Seat 5 (Hugo).',
    );
    expect(render.brief(ev('wolf_proposal', { seat: 2, target: null, message: '' }, 2))).toBe('Night 2: [wolf chat] Seat 2 (Bruno): proposes no kill.');
    expect(render.brief(ev('wolf_proposal', { seat: 2, target: 5, message: '', alone: true }, 3))).toBe('Night 3: [werewolves] Seat 2 (Bruno), the last werewolf, picks Seat 5 (Hugo).');
  });

  it('keeps the partner\'s words whole: "tonight" goes from the engine\'s lines, not from a quote', () => {
    // "Elsie should go tonight." read "Elsie should go." in a later prompt (a relay reader playing a wolf, 4 Dec).
    expect(render.brief(ev('wolf_proposal', { seat: 5, target: 3, message: 'Elsie should go tonight. After all, nobody will miss her tonight.' }))).toBe(
      'Night 1: [wolf chat] Seat 5 (Hugo): "Elsie should go tonight. After all, nobody will miss her tonight." — proposes Seat 3 (Elsie).',
    );
    expect(render.brief(ev('pack_target', { target: 3 }))).toBe("Night 1: [wolf chat] The pack's target: Seat 3 (Elsie).");
  });
});
