// Team chat at night (wolves, mafia): a night is an echo when a message repeats an earlier one of the
// same night (seat names aside), or when a lone member talks to himself.
import { namePatternOf } from '../players/scripted/speech/names.js';
import { sentenceKey } from '../players/scripted/speech/sentences.js';
import { share, type TalkGame } from './talk-games.js';

const TEAM_CHAT = new Set(['wolf_proposal', 'mafia_chat']);

export interface Echo {
  /** nights with at least one non-empty team message */
  nights: number;
  echoed: number;
  /** of the echoed, nights where one member talked alone */
  alone: number;
  share: number;
}

export function echoNights(games: readonly TalkGame[]): Echo {
  let nights = 0;
  let echoed = 0;
  let alone = 0;
  for (const g of games) {
    const byNight = new Map<number, { seat: number; key: string }[]>();
    const names = namePatternOf(g.events);
    for (const e of g.events) {
      if (!TEAM_CHAT.has(e.type) || typeof e.message !== 'string' || e.message.trim() === '') continue;
      const list = byNight.get(e.day) ?? [];
      list.push({ seat: e.seat as number, key: sentenceKey(e.message, names) });
      byNight.set(e.day, list);
    }
    for (const list of byNight.values()) {
      nights++;
      const lone = new Set(list.map((m) => m.seat)).size === 1;
      const repeats = new Set(list.map((m) => m.key)).size < list.length;
      if (lone) alone++;
      if (lone || repeats) echoed++;
    }
  }
  return { nights, echoed, alone, share: share(echoed, nights) };
}
