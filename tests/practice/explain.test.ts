// Explanations never cite a fact in the wrong direction: over seeded games of every preset, every fact
// an explanation gives for a seat (for it or against it) is checked two ways: against the evidence
// ledger of the explaining seat's view (read here from a fresh mind, not through explain: the fact is
// one of the ledger's entries about that seat, pointing the way it is cited, with a weight), and against
// what the seat knew for certain then — roles shown, its own checks — by an oracle written here from the
// events themselves, sharing no code with explain() or the ledger. And they speak plainly: no persona's
// words, the adviser named as the strongest offline bot, at most three facts, a seat known for certain
// said to be sure and not weighed, no decision of the seat's own explained by the table's mood alone.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import type { PlayerView } from '../../src/engine/view.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { advise, adviser } from '../../src/practice/advice.js';
import { captureLog } from '../../src/practice/continue/capture.js';
import type { Fact } from '../../src/practice/explain.js';
import { WEIGHTS } from '../../src/players/scripted/belief/params.js';
import { factKey } from '../../src/players/scripted/ledger/ledger.js';
import { SeatMind } from '../../src/players/scripted/mind.js';
import { Reading } from '../../src/players/scripted/reading.js';
import { STRONGEST_LEVEL } from '../../src/practice/strongest.js';
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

/** The ledger of a view, at the strongest level, built here (not through explain). */
function ledgerOf(view: PlayerView) {
  const mind = new SeatMind(STRONGEST_LEVEL);
  const k = mind.update(view, () => {});
  return new Reading(k, mind.belief, WEIGHTS[STRONGEST_LEVEL]).ledger;
}

/** Decisions that name no seat and must be explained by what the seat holds, not by the table's reading at large. */
const OWN = new Set(['sheriff_run', 'opt_out', 'direction']);

describe('explanations', () => {
  for (const preset of PRESET_IDS()) {
    it(`${preset}: never cite a fact in the wrong direction, and speak plainly`, async () => {
      const board = findBoard(preset)!;
      const evilTeams = new Set(board.ruleset.teamsKnowEachOther);
      const teamOf = (r: string) => board.ruleset.teamOf(r);
      const openers = loadPersonasCached().flatMap((p) => [...p.speech.openers]).filter((o) => o.trim().length > 6);
      let facts = 0;
      let cited = 0;
      let ledgerChecked = 0;
      const roles = Object.keys(board.preset.roles);
      for (const [i, role] of roles.entries()) {
        for (const seed of [1, 2, 3]) {
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
            let ledger: ReturnType<typeof ledgerOf> | undefined;
            for (const f of e.facts) {
              facts++;
              if (!f.ev) continue;
              cited++;
              const where = `${preset} seed ${seed * 10 + i} ${role} ${ask.request.kind} day ${ask.request.view.day}: "${f.text}" (${f.sign > 0 ? 'against' : 'for'} seat ${f.about})`;
              expect(wrong(f, known), where).toBeNull();
              if (f.ev.kind === 'my_result') continue;
              // The ledger's own entry for the fact points the way it is cited, and weighs something.
              ledger ??= ledgerOf(ask.request.view);
              const entries = ledger.about(f.about).filter((x) => factKey(x.fact) === factKey(f.ev!) || (x.fact.kind !== 'contradiction' && f.ev!.kind !== 'contradiction' && x.fact.n === f.ev!.n));
              expect(entries.length, `${where}: not in the ledger`).toBeGreaterThan(0);
              expect(entries.some((x) => x.sign === f.sign), `${where}: the ledger reads it ${entries[0]?.sign === 1 ? 'against' : 'for'} the seat`).toBe(true);
              expect(f.weight, where).toBeGreaterThan(0);
              ledgerChecked++;
            }
            // A seat known for certain is said to be sure (and how), not weighed as a percentage; a guess is never "sure".
            if (e.sure) expect(e.sure).toMatch(/^(Sure: .+ \((your own check|their role was shown)\)\.|Nearly sure: .+ \(\d+%.*\)\.)$/);
            if (e.sure?.startsWith('Sure:')) expect(e.facts.map((f) => f.text).join(' ')).not.toMatch(/100%/);
            // No hollow lead for a decision of the seat's own.
            if (OWN.has(ask.request.kind)) expect(a.why, `${preset} ${role} ${ask.request.kind}`).not.toMatch(/Nothing in the record decides this|No seat stands out/);
            for (const hollow of [/No read yet/, /Saying where my belief points/, /the check that settles most/, /two in five/]) expect(a.why).not.toMatch(hollow);
          }
        }
      }
      expect(facts).toBeGreaterThan(40);
      expect(cited).toBeGreaterThan(5);
      expect(ledgerChecked).toBeGreaterThan(0);
    }, 600_000);
  }
});
