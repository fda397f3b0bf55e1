// Explanations never cite a fact in the wrong direction: over seeded games of every preset, every fact
// an explanation gives for a seat (for it or against it) is checked against what the explaining seat
// knew for certain then — roles shown, its own checks — by an oracle written here from the events
// themselves, sharing no code with explain(). And they speak plainly: no persona's words, the adviser
// named as the strongest offline bot, at most three facts, a near-certain seat said to be so.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { PlayerView } from '../../src/engine/view.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { advise, adviser } from '../../src/practice/advice.js';
import { captureLog } from '../../src/practice/continue/capture.js';
import type { Fact } from '../../src/practice/explain.js';
import { findBoard, PRESET_IDS } from '../../src/rules/index.js';
import { createTable } from '../../src/table/setup.js';
import { playedGame } from './played.js';

/** Seats the viewer knows for certain to be evil (true) or good (false): roles shown to it, its own checks. */
function certain(view: PlayerView, evilTeams: ReadonlySet<string>, teamOf: (role: string) => string): Map<number, boolean> {
  const out = new Map<number, boolean>();
  const informed = view.events.some((e) => e.type === 'team_revealed' && e.team === view.team);
  if (!informed) out.set(view.seat, false);
  for (const s of view.seats) if (s.role) out.set(s.seat, evilTeams.has(teamOf(s.role)));
  for (const e of view.events as readonly (GameEvent & Record<string, unknown>)[]) {
    if (e.type === 'role_revealed') out.set(e.seat as number, evilTeams.has(e.team as string));
    // A check the viewer made itself (an evil viewer reads the table's belief, so its own knowledge is left out).
    if (!informed && (e.type === 'seer_checked' || e.type === 'investigated') && e.seat === view.seat) out.set(e.target as number, e.result === 'werewolf' || e.result === 'mafia');
  }
  return out;
}

/** Why a fact, cited for (−1) or against (+1) `seat`, points the wrong way by what is certain; null when it does not. */
function wrong(f: Fact, known: Map<number, boolean>): string | null {
  const ev = f.ev!;
  const k = (s: number) => known.get(s);
  const against = f.sign > 0;
  switch (ev.kind) {
    case 'vote':
    case 'accusation':
    case 'nomination': {
      const by = ev.kind === 'vote' ? ev.voter : ev.by;
      const target = ev.target;
      if (target === null) return f.about === by ? null : 'an abstention cited about another seat';
      if (f.about === target && k(by) !== undefined && k(by) === against) return `a ${ev.kind} by a seat known ${k(by) ? 'evil' : 'good'} cited ${against ? 'against' : 'for'} its target`;
      if (f.about === by && k(target) !== undefined && k(target) === against) return `a ${ev.kind} on a seat known ${k(target) ? 'evil' : 'good'} cited ${against ? 'against' : 'for'} the one who cast it`;
      if (f.about !== by && f.about !== target) return `a ${ev.kind} cited about a seat it does not name`;
      return null;
    }
    case 'badge':
    case 'defence': {
      const by = ev.kind === 'badge' ? ev.from : ev.by;
      const to = ev.kind === 'badge' ? ev.to : ev.target;
      if (f.about === to && k(by) !== undefined && k(by) !== against) return `a ${ev.kind} from a seat known ${k(by) ? 'evil' : 'good'} cited ${against ? 'against' : 'for'} the seat it backed`;
      if (f.about !== by && f.about !== to) return `a ${ev.kind} cited about a seat it does not name`;
      return null;
    }
    case 'check_claim': {
      if (f.about === ev.target && k(ev.by) !== undefined) {
        // A claimant known good is right about the target; one known evil is no evidence of what it says.
        if (k(ev.by) === false && ev.bad !== against) return 'a check by a seat known good cited against what it found';
        if (k(ev.by) === true && ev.bad === against) return 'a check by a seat known evil cited as if it were true';
      }
      if (f.about === ev.by && k(ev.target) !== undefined && (k(ev.target) === ev.bad) === against) return 'a check the truth bears out cited against its claimant, or one it belies cited for it';
      if (f.about !== ev.by && f.about !== ev.target) return 'a check cited about a seat it does not name';
      return null;
    }
    case 'my_result':
      return f.about !== ev.target ? 'an own check cited about another seat' : ev.bad !== against ? 'an own check cited against what it found' : null;
    default:
      return null;
  }
}

describe('explanations', () => {
  for (const preset of PRESET_IDS()) {
    it(`${preset}: never cite a fact in the wrong direction, and speak plainly`, async () => {
      const board = findBoard(preset)!;
      const evilTeams = new Set(board.ruleset.teamsKnowEachOther);
      const teamOf = (r: string) => board.ruleset.teamOf(r);
      const openers = loadPersonasCached().flatMap((p) => [...p.speech.openers]).filter((o) => o.trim().length > 6);
      let facts = 0;
      let cited = 0;
      const roles = Object.keys(board.preset.roles);
      for (const [i, role] of roles.entries()) {
        for (const seed of [1, 2]) {
          const seat = (i % board.preset.seats) + 1;
          const g = await playedGame(preset, seed * 10 + i, seat, role);
          const { capture } = (await captureLog(g.path))!;
          const persona = createTable({ preset, seed: seed * 10 + i }).personasBySeat.get(seat);
          for (const ask of capture.asks) {
            const a = await advise(ask.request, adviser(seed * 10 + i, persona));
            const e = a.explanation!;
            expect(e.facts.length, `${preset} ${role} ${ask.request.kind}`).toBeLessThanOrEqual(3);
            for (const o of openers) expect(a.why).not.toContain(o);
            expect(a.why).not.toMatch(/\bthe model\b|\bI\b|\bmy\b/);
            const known = certain(ask.request.view, evilTeams, teamOf);
            for (const f of e.facts) {
              facts++;
              if (!f.ev) continue;
              cited++;
              expect(wrong(f, known), `${preset} seed ${seed * 10 + i} ${role} ${ask.request.kind} day ${ask.request.view.day}: "${f.text}" (${f.sign > 0 ? 'against' : 'for'} seat ${f.about})`).toBeNull();
            }
            // A seat its own check found evil, named as the target, is said to be certain.
            if (e.sure) expect(e.sure).toMatch(/^Nearly sure: /);
          }
        }
      }
      expect(facts).toBeGreaterThan(40);
      expect(cited).toBeGreaterThan(5);
    }, 600_000);
  }
});
