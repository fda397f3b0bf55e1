// An exposed liar's partners adapt: once the village turns on an evil seat's fake investigator claim
// (two or more good seats announce a vote on the liar, more than on the real investigator), his
// partners stop pushing the real investigator he accused. Counted over the partners' ballots and vote
// announcements made while the liar is losing so.
import type { Claim } from '../engine/core-events.js';
import { share, type TalkGame } from './talk-games.js';

export interface PartnersOfLiar {
  /** partners' ballots and announcements made while a partner's fake claim was losing */
  acts: number;
  /** of them, on the real investigator the liar accused (still backing the lie) */
  forRival: number;
  /** of them, on the liar himself (dropping him) */
  forLiar: number;
  share: number;
}

const INVESTIGATOR: Record<string, string> = { werewolf: 'seer', mafia: 'detective' };

export function partnersOfLosingLiar(games: readonly TalkGame[]): PartnersOfLiar {
  const out = { acts: 0, forRival: 0, forLiar: 0 };
  for (const g of games) {
    const role = INVESTIGATOR[g.ruleset] ?? 'seer';
    const good = (s: number) => g.teams.get(s) === 'village' || g.teams.get(s) === 'town';
    const claimed = new Set<number>();
    const alive = new Set(g.teams.keys());
    let day = -1;
    let said = new Map<number, number>();
    // Each (partner, liar, rival) act while the liar is losing, on the rival, the liar or elsewhere.
    const count = (seat: number, target: number | null) => {
      if (good(seat)) return;
      for (const liar of [...claimed].filter((s) => !good(s) && s !== seat && alive.has(s))) {
        for (const rival of [...claimed].filter((s) => g.roles.get(s) === role && alive.has(s))) {
          const on = (t: number) => [...said].filter(([s, x]) => good(s) && x === t).length;
          if (on(liar) < 2 || on(liar) <= on(rival)) continue;
          out.acts++;
          if (target === rival) out.forRival++;
          else if (target === liar) out.forLiar++;
        }
      }
    };
    for (const e of g.events) {
      if (e.day !== day) {
        day = e.day;
        said = new Map();
      }
      if (e.vis !== 'public') continue;
      if (e.type === 'died') for (const s of e.seats as number[]) alive.delete(s);
      if (e.type === 'speech') {
        for (const c of (e.claims as Claim[] | undefined) ?? []) {
          if (c.kind === 'role' && c.role === role) claimed.add(e.seat as number);
          if (c.kind === 'vote') {
            count(e.seat as number, c.target);
            said.set(e.seat as number, c.target);
          }
        }
      }
      if (e.type === 'vote' && e.ballot !== 'sheriff') count(e.seat as number, e.target as number | null);
    }
  }
  return { ...out, share: share(out.forRival, out.acts) };
}
