// A seat that takes up another's case says "…and I have heard nothing to answer it" only while the accused
// has not spoken since the case; after an answer, it says why the answer does not move it (seen in game
// 4711: Bruno said it right after Wren's long rebuttal of Oskar's case).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { SECOND_ANSWERED, SECOND_UNANSWERED } from '../../src/players/scripted/speech/lines.js';
import { corpusGame } from '../helpers/corpus.js';

type E = GameEvent & Record<string, any>;
const SEAT = String.raw`([A-Z][\w']*|Seat \d+ \([^)]*\)|me)`;
const escape = (l: string) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A line of the bank as a pattern, its seats captured: [pattern, whether {seconded} comes before {target}]. */
const patterns = (lines: readonly string[]) =>
  lines.map((l) => [new RegExp(escape(l).replace(/\{(?:seconded|target)\}/g, SEAT)), l.indexOf('{seconded}') < l.indexOf('{target}')] as const);
const UNANSWERED = patterns(SECOND_UNANSWERED);
const ANSWERED = patterns(SECOND_ANSWERED);
const ANSWERING = new Set(['discussion', 'defense', 'pk']);

describe('seconding a case', () => {
  it('werewolf-9, 60 games: "heard nothing to answer it" never follows an answer; the answer is met with a reason', async () => {
    let unanswered = 0;
    let answered = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 60; i++) {
      const events = (await corpusGame('werewolf-9', i)) as E[];
      const names = (events.find((e) => e.type === 'game_started')!.seats as { name: string }[]).map((x) => x.name);
      const seatOf = (ref: string) => (/^Seat (\d+)/.exec(ref) ? Number(/\d+/.exec(ref)![0]) : names.indexOf(ref) + 1);
      let today: E[] = [];
      for (const e of events) {
        if (e.type === 'phase_started' && e.phase === e.step) today = [];
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        for (const [re, order] of UNANSWERED) {
          const m = re.exec(String(e.text));
          if (!m) continue;
          unanswered++;
          const by = seatOf(order ? m[1]! : m[2]!);
          const t = seatOf(order ? m[2]! : m[1]!);
          const caseAt = today.find((x) => x.seat === by && (x.claims ?? []).some((c: { kind: string; target?: number }) => (c.kind === 'suspect' || c.kind === 'vote') && c.target === t))?.n;
          if (caseAt !== undefined && today.some((x) => x.seat === t && x.n > caseAt && ANSWERING.has(x.context))) wrong.push(`game ${i} day ${e.day}: ${e.text}`);
        }
        if (ANSWERED.some(([re]) => re.test(String(e.text)))) answered++;
        today.push(e);
      }
    }
    expect(wrong).toEqual([]);
    expect(unanswered + answered).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
  }, 300_000);
});
