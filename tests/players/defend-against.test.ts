// A seat's word against its accuser takes a wording no other seat used that day, while one is left: "Jonah, you have the wrong
// player" from two seats of one day was a blind reader's third tell (werewolf-9 relay, seed 1251301).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { DEFEND_AGAINST } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;
const forms = DEFEND_AGAINST.map((l) => new RegExp(l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{target\\}', '[A-Z][a-z]+'), 'i'));

describe('werewolf (40 seeded games): the word against an accuser', () => {
  it('is not the wording another seat used that day while an unused one is left', async () => {
    let uses = 0;
    for (const g of await seededTalkGames('werewolf', 40)) {
      const seen = new Map<number, Map<number, Set<number>>>();
      for (const e of g.events as E[]) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const day = seen.get(e.day) ?? new Map<number, Set<number>>();
        seen.set(e.day, day);
        forms.forEach((re, i) => {
          if (!re.test(String(e.text))) return;
          uses++;
          const by = day.get(i) ?? new Set<number>();
          if (day.size < forms.length) expect(by.size === 0 || by.has(e.seat as number), `day ${e.day}: ${String(e.text)}`).toBe(true);
          by.add(e.seat as number);
          day.set(i, by);
        });
      }
    }
    expect(uses).toBeGreaterThan(20);
  }, 300_000);
});

describe('werewolf (40 seeded games): a reasoned case answered', () => {
  it('is answered in more than one shape: with a point granted, put back as a question, or plainly', async () => {
    let granted = 0;
    let other = 0;
    for (const g of await seededTalkGames('werewolf', 40)) {
      for (const e of (g.events as E[]).filter((x) => x.type === 'speech' && x.vis === 'public')) {
        const text = String(e.text);
        if (/\b(?:accused|pointed at|went after) me\b[^.?]*(?:, and |; |\. )(?:I heard the reasons|I have listened to why|I follow the reasoning|I see how it looks|I take the point|I understand the logic|I've weighed it|that is fair to raise|I see the thread of it)/i.test(text)) granted++;
        if (/\b(?:accused|pointed at|went after) me\b[^.?]*(?:\? [A-Z]|, and my answer is simple: )/.test(text)) other++;
      }
    }
    // Before: every reasoned answer granted a point first (three shapes of one sentence).
    expect(granted).toBeGreaterThan(20);
    expect(other).toBeGreaterThan(granted / 5);
  }, 300_000);
});
