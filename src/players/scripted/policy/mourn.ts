// The night's news in the day's talk: when the seat the village trusted most (a believed investigator
// claimant, a seat shown on death to have been the investigator, or the sheriff) was killed in the night,
// the day's first speaker says so from the record: the death, what that seat had told the table (its
// checks, else its last accusation, its lone ballot of the day before or its nomination; an investigator
// that never told its checks, the seat it last asked for a read), and what follows (its checked-evil seat
// leads the day, its checked-good seats stand cleared). Later speakers do not say it again. The evil side
// says it too (a silent pack stands out), but never a check naming a partner.
import type { BotInput } from '../bot.js';
import { investigatorOf } from '../belief/claims.js';
import type { Act, Evidence } from '../speech/plan.js';
import { isEvil } from './evil.js';

/** A dead claimant believed at least this far (P(good)) was the village's trusted voice. */
const TRUSTED = 0.7;
/** At most this suspect, a seat the victim checked good is cleared in the speaker's words. */
const CLEARED = 0.3;
/** At least this suspect, the victim's checked-evil seat is the day's lead in the speaker's words. */
const LEAD = 0.5;

type Mourn = Extract<Act, { act: 'mourn' }>;

/**
 * What the first speaker of a day says about the trusted seat killed last night, if one was.
 * `sheriff`: the seat that held the badge when it died in the night (werewolf), if any; `target`: the seat the speech pushes.
 */
export function mourning(b: BotInput, sincere: boolean, target: number | undefined, sheriff?: number): Mourn | undefined {
  const { k, r } = b;
  if (b.req.kind !== 'discussion' && b.req.kind !== 'speech') return undefined;
  if (k.speechesToday.some((x) => x.seat !== k.me && x.context === 'discussion')) return undefined;
  const dead = k.nights.find((n) => n.day === k.day)?.dead ?? [];
  const inv = investigatorOf(k);
  const good = (s: number) => 1 - r.s(s);
  const believed = (s: number) =>
    k.roleClaims.get(s)?.role === inv && good(s) >= TRUSTED && !r.claimants(inv).some((c) => c.seat !== s && c.good > good(s));
  const nightDeath = (s: number) => k.deaths.find((d) => d.seat === s && d.day === k.day && d.cause === 'night');
  // A seat shown on death to have been the investigator, claimed or not (Mafia shows roles: "Nell was the sheriff").
  const shown = (s: number) => nightDeath(s)?.role === inv;
  const seat = dead.find((s) => s !== k.me && believed(s)) ?? dead.find((s) => s !== k.me && shown(s)) ?? dead.find((s) => s !== k.me && s === sheriff);
  if (seat === undefined) return undefined;
  const death = nightDeath(seat);
  if (!death) return undefined;
  const role = believed(seat) || shown(seat) ? inv : undefined;
  const partner = (s: number) => !sincere && isEvil(b, s);
  // Its checks on living seats, evil first; a partner named evil is left out by the pack.
  // Nor a check calling good the seat this speech goes after: "Priya said Vera came back good… I have a bad feeling about Vera".
  const checks = k.checkClaims
    .filter((c) => c.by === seat && k.alive.has(c.target) && !(c.bad && partner(c.target)) && !(!c.bad && c.target === target))
    .sort((x, y) => Number(y.bad) - Number(x.bad) || y.ev.n - x.ev.n)
    .slice(0, 2);
  const said: Evidence[] = checks.map((c) => c.ev);
  if (!said.length) {
    const live = (t: number) => k.alive.has(t) && !partner(t);
    const few = (v: (typeof k.votes)[number]) => k.votes.filter((x) => x.day === v.day && x.ballot === v.ballot && x.target === v.target).length <= 2;
    const last =
      [...k.accusations].reverse().find((a) => a.by === seat && live(a.target))?.ev ??
      // Else the seat it voted the day before it died, or put up for the vote: the pack's own reason to kill it ("Sam is
      // onto us: they put a vote on Jonah today"), where the first speaker had said only "Sam asked Jonah for a name".
      // A ballot the crowd cast too is nobody's reason to kill it: only one it cast alone, or with one other.
      [...k.votes].reverse().find((x) => x.voter === seat && x.target !== null && x.ballot !== 'sheriff' && x.day === k.day - 1 && live(x.target) && few(x))?.ev ??
      [...k.nominations].reverse().find((x) => x.by === seat && live(x.target))?.ev;
    if (last) said.push(last);
  }
  // An investigator who never told its checks leaves the seat it last pressed for a read: all the table has of what it saw.
  // Only after a day it could have told them: dead on the first night, it had nothing to keep back.
  const silent = k.day >= 2 && !k.checkClaims.some((c) => c.by === seat) && !k.roleClaims.has(seat);
  if (!said.length && silent) {
    const q = [...k.questions].reverse().find((x) => x.by === seat && x.about === 'read' && x.to !== seat && k.alive.has(x.to) && !partner(x.to));
    if (q) said.push({ kind: 'asked', n: q.n, day: q.day, by: seat, target: q.to });
  }
  // What follows is said only as far as the speaker's own reading holds it.
  const first = said[0];
  const bad = checks.find((c) => c.bad)?.target ?? (first?.kind === 'accusation' ? first.target : first?.kind === 'vote' ? (first.target ?? undefined) : undefined);
  const lead = bad !== undefined && bad !== k.me && (bad === target || r.s(bad) >= LEAD) ? bad : undefined;
  const cleared = checks.filter((c) => !c.bad && c.target !== k.me && r.s(c.target) <= CLEARED).map((c) => c.target);
  return { act: 'mourn', seat, ...(role ? { role } : { role: 'sheriff' }), death, said, ...(lead !== undefined ? { lead } : {}), cleared, ...(silent && role ? { silent: true as const } : {}) };
}

/**
 * The hunter's shot since the table last voted (at dawn, or after yesterday's banishment), said by the day's first speaker:
 * who the hunter was and whom it took. A good seat says what it tells (the hunter's last read); the pack says the news and
 * no more, a partner shot or not (a silent pack stands out).
 */
export function shotNews(b: BotInput, sincere: boolean): Extract<Act, { act: 'shot_news' }> | undefined {
  const { k } = b;
  if (b.req.kind !== 'discussion' && b.req.kind !== 'speech') return undefined;
  if (k.speechesToday.some((x) => x.seat !== k.me && x.context === 'discussion')) return undefined;
  const lastBallot = k.votes.filter((v) => v.day < k.day).at(-1)?.ev.n ?? -1;
  const shot = k.hunterShots.filter((x) => x.n > lastBallot && x.seat !== k.me && x.target !== k.me).at(-1);
  if (!shot) return undefined;
  const fact: Extract<Evidence, { kind: 'death' }> = { kind: 'death', n: shot.n, day: k.day, seat: shot.target, cause: 'shot' };
  return { act: 'shot_news', hunter: shot.seat, target: shot.target, fact, ...(sincere ? { read: true as const } : {}) };
}
