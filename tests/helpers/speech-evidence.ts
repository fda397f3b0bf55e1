// The facts a seat could cite at a point of a game, read from the log the way a bot's view holds them:
// public votes, claims, deaths and quiet nights, and the seat's own check results. Test material for
// the speech grammar: plans built from these must cite only what the log holds.
import type { Claim } from '../../src/engine/core-events.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { Evidence } from '../../src/players/scripted/speech/plan.js';

const isBad = (result: string) => /wolf|mafia/.test(result) && !/not/.test(result);
const sees = (e: GameEvent, seat: number) => e.vis === 'public' || (typeof e.vis === 'object' && 'seats' in e.vis && e.vis.seats.includes(seat));

export function evidenceBefore(events: readonly GameEvent[], n: number, seat: number, evilRole: string): Evidence[] {
  const out: Evidence[] = [];
  const said = new Map<string, number>();
  for (const e of events.slice(0, n)) {
    if (!sees(e, seat)) continue;
    switch (e.type) {
      case 'speech': {
        const by = e.seat as number;
        for (const c of e.claims as Claim[]) {
          if (c.kind === 'role') out.push(c.role === evilRole ? { kind: 'confession', n: e.n, day: e.day, seat: by } : { kind: 'role_claim', n: e.n, day: e.day, seat: by, role: c.role });
          if (c.kind === 'check') out.push({ kind: 'check_claim', n: e.n, day: e.day, by, target: c.target, bad: isBad(c.result) });
          if (c.kind === 'suspect') out.push({ kind: 'accusation', n: e.n, day: e.day, by, target: c.target });
          if (c.kind === 'trust') out.push({ kind: 'defence', n: e.n, day: e.day, by, target: c.target });
          if (c.kind === 'acted') out.push({ kind: 'action_claim', n: e.n, day: e.day, by, action: c.action, target: c.target });
          if (c.kind === 'vote') said.set(`${e.day}:${by}`, c.target);
        }
        if (typeof e.nomination === 'number') {
          out.push({ kind: 'nomination', n: e.n, day: e.day, by, target: e.nomination });
          if (!said.has(`${e.day}:${by}`)) said.set(`${e.day}:${by}`, e.nomination);
        }
        break;
      }
      case 'vote': {
        const voter = e.seat as number;
        const target = e.target as number | null;
        out.push({ kind: 'vote', n: e.n, day: e.day, voter, target, ballot: String(e.ballot) });
        const before = said.get(`${e.day}:${voter}`);
        if (before !== undefined && before !== target && e.ballot !== 'sheriff') out.push({ kind: 'switch', n: e.n, day: e.day, voter, said: before, voted: target });
        break;
      }
      case 'died':
        for (const s of e.seats as number[]) {
          const shown = events.slice(e.n, n).find((r) => r.type === 'role_revealed' && r.vis === 'public' && r.seat === s);
          out.push({ kind: 'death', n: e.n, day: e.day, seat: s, cause: String(e.reason), ...(shown ? { role: String(shown.role) } : {}) });
        }
        break;
      case 'dawn':
        if ((e.dead as number[]).length === 0) out.push({ kind: 'peaceful_night', n: e.n, day: e.day });
        break;
      case 'morning':
        if (e.dead === null) out.push({ kind: 'peaceful_night', n: e.n, day: e.day });
        break;
      case 'badge_passed':
        if (typeof e.to === 'number') out.push({ kind: 'badge', n: e.n, day: e.day, from: e.from as number, to: e.to });
        break;
      case 'role_revealed':
        if (e.vis === 'public') out.push({ kind: 'death', n: e.n, day: e.day, seat: e.seat as number, cause: 'revealed', role: String(e.role) });
        break;
      case 'seer_checked':
      case 'investigated':
        if (e.seat === seat) out.push({ kind: 'my_result', n: e.n, day: e.day, target: e.target as number, bad: isBad(String(e.result)) });
        break;
    }
  }
  return out;
}
