// THINK: the bot's private reasoning, read off its belief. The leading hypotheses with their weight,
// the evidence behind the seats that matter, then what it does — two or three sentences, opened in
// the persona's voice.
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Reading } from './reading.js';
import { cite, type VoiceContext } from './voice.js';
import { seatsOf } from './belief/worlds.js';

const pct = (x: number) => `${Math.round(100 * x)}%`;

/**
 * The leading hypotheses: the likeliest evil sides with their weight ("3, 7 (31%), or 3, 9 (12%)").
 * When no single world stands out (a big table early on), the likeliest seats with theirs instead.
 */
export function hypotheses(r: Reading, count = 2): string {
  const worlds = r.belief.top(count);
  const alive = r.k.alive;
  if (worlds.length && worlds[0]!.p >= 0.05) {
    return worlds
      .map((w) => {
        const seats = seatsOf(w.mask);
        const living = seats.filter((s) => alive.has(s));
        return `${(living.length ? living : seats).join(', ')} (${pct(w.p)})`;
      })
      .join(', or ');
  }
  const seats = [...alive].filter((s) => s !== r.k.me || !r.k.evilRoles.has(r.k.role)).sort((a, b) => r.s(b) - r.s(a) || a - b);
  return `each of ${seats
    .slice(0, 3)
    .map((s) => `${s} (${pct(r.s(s))})`)
    .join(', ')}`;
}

/** One seat's suspicion with the evidence that moved it most. */
export function seatLine(r: Reading, seat: number, c: VoiceContext): string {
  const sign = r.s(seat) >= 0.5 ? 1 : -1;
  const why = r.reasons(seat, sign, 1)[0];
  return `${c.label(seat)} at ${pct(r.s(seat))}${why ? ` (${cite(why, c)})` : ''}`;
}

export interface ThinkInput {
  r: Reading;
  c: VoiceContext;
  persona: Persona;
  rng: Rng;
  /** The seats worth explaining (the vote, the suspect, the claimant), most important first. */
  focus: readonly number[];
  /** What the bot does, as a sentence. */
  decision: string;
  /** The evil side reads the village's belief, not its own. */
  publicView?: boolean;
}

export function think(t: ThinkInput): string {
  const { r, c } = t;
  const opener = t.rng.chance(0.3) ? `${t.rng.pick(t.persona.voice.signature_phrases)} ` : '';
  const evil = c.ruleset === 'mafia' ? 'mafia' : 'wolves';
  const lead = t.publicView ? `How the table sees it: ${evil} likeliest among ${hypotheses(r)}.` : `Likeliest ${evil}: ${hypotheses(r)}.`;
  const seats = [...new Set(t.focus)].filter((s) => s !== r.k.me || t.publicView).slice(0, 2);
  const middle = seats.length ? ` ${seats.map((s) => seatLine(r, s, c)).join('; ')}.` : '';
  return `${opener}${lead}${middle} ${t.decision}`.trim();
}
