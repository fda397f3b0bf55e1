// Speeches that cite what has not happened yet: a past vote before any vote, "yesterday" on the first
// day, someone's earlier words before anyone else spoke, a death before any death. Read from the text
// by a small lexicon of citing phrases (the old stock lines' and the grammar's), so it works on any log.
import type { GameEvent } from '../engine/events.js';
import { share, type TalkGame } from './talk-games.js';

export type CiteKind = 'vote' | 'yesterday' | 'statement' | 'death';

export const CITING: Record<CiteKind, RegExp> = {
  vote: /\bvoted\b|\b(?:every|that|changed|late|first|safe side of the|day of) votes?\b|\bvotes? (?:cast|we've had|so far)\b|\bvoting (?:the|record|pattern)\b|\b(?:my|your|his|her|their|[a-z]+'s) votes\b|\bballot\b(?<!\b(?:when|until|before) the ballot)(?! comes)/i,
  yesterday: /\byesterday\b/i,
  statement:
    /\byou said\b|\bsaid (?:one thing|that|they|he|she)\b|\b(?:his|her|their|your|that|whose) story\b|\bthat claim\b|\bclaimed\b|\btold us\b|\bwent quiet\b|\bflinched\b|\bstraight answer\b|\bdirect question\b|\bsaying very odd\b|\bkeeps (?:jumping|stirring)\b|\bgave the reason\b|\bI(?:'ve)? heard\b|\baccused\b|\bnominated\b|\bdefended\b|\bstood up for\b/i,
  death: /\bdeath\b|\bdied\b|\bkilled\b|\bwe lost\b|\bbanished\b|\beliminated\b/i,
};

export interface Premature {
  speeches: number;
  flagged: number;
  share: number;
  byKind: Record<CiteKind, number>;
  /** a few flagged speeches, to read */
  examples: string[];
}

/** What has happened so far in a game, as far as citing it goes. */
interface Heard {
  votes: boolean;
  deaths: boolean;
  speakers: Set<number>;
}

function happened(kind: CiteKind, speech: GameEvent, r: Heard): boolean {
  switch (kind) {
    case 'vote':
      return r.votes;
    case 'yesterday':
      return speech.day >= 2;
    case 'statement':
      return [...r.speakers].some((s) => s !== speech.seat);
    case 'death':
      return r.deaths;
  }
}

export function premature(games: readonly TalkGame[]): Premature {
  const byKind: Record<CiteKind, number> = { vote: 0, yesterday: 0, statement: 0, death: 0 };
  const examples: string[] = [];
  let speeches = 0;
  let flagged = 0;
  for (const g of games) {
    const r: Heard = { votes: false, deaths: false, speakers: new Set() };
    for (const e of g.events) {
      if (e.vis !== 'public') continue;
      if (e.type === 'vote') r.votes = true;
      if (e.type === 'died') r.deaths = true;
      if (e.type !== 'speech') continue;
      speeches++;
      // A quiet night cited (each wording of speech/cite.ts: "nobody died", "no one was killed", "passed without a death") cites no death.
      const text = String(e.text).replace(/\b(?:nobody died|no one was killed|passed without a death)\b/gi, 'passed quietly');
      const wrong = (Object.keys(CITING) as CiteKind[]).filter((k) => CITING[k].test(text) && !happened(k, e, r));
      r.speakers.add(e.seat as number);
      for (const k of wrong) byKind[k]++;
      if (wrong.length === 0) continue;
      flagged++;
      if (examples.length < 5) examples.push(`day ${e.day}, seat ${String(e.seat)} (${wrong.join(', ')}): ${text}`);
    }
  }
  return { speeches, flagged, share: share(flagged, speeches), byKind, examples };
}
