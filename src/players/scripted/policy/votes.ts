// Words and votes agree: a bot votes as it announced that day, unless what was said after its speech
// moved its belief enough — and then it says so, with the evidence (changed_mind): at the table's last
// call before the vote where the rules hold one (werewolf), else in its next words.
import type { BotInput } from '../bot.js';
import type { Claim } from '../../../engine/core-events.js';
import type { Act, Evidence } from '../speech/plan.js';
import { counterClaimed } from './countered.js';
import { readsBackwards } from './record.js';
import { wordsAgainst } from '../knowledge.js';

/** Today's announced votes by others, weighted by how far this seat trusts each speaker. */
export function support(b: BotInput): Map<number, number> {
  return b.r.memo('support', () => supportOf(b));
}

/**
 * The voices on each seat today: the living seats but this one that said they will vote it (their latest word), by
 * the seat named, in the order the seats first spoke. What the table's talk says the ballots will do.
 */
export function voicesToday(b: BotInput): Map<number, number[]> {
  return b.r.memo('voicesToday', () => {
    const { k } = b;
    const out = new Map<number, number[]>();
    for (const [by, intent] of k.intents.get(k.day) ?? []) {
      if (by === k.me || !k.alive.has(by) || !k.alive.has(intent.target)) continue;
      const on = out.get(intent.target);
      if (on) on.push(by);
      else out.set(intent.target, [by]);
    }
    return out;
  });
}

function supportOf(b: BotInput): Map<number, number> {
  const out = new Map<number, number>();
  for (const [target, by] of voicesToday(b)) out.set(target, by.reduce((sum, s) => sum + Math.max(0, 1 - 1.6 * b.r.s(s)), 0));
  // It saturates: a crowd of announcements must not outweigh what the seat itself believes.
  for (const [s, x] of out) out.set(s, saturate(x));
  return out;
}

/** Support as `support` reports it, from the summed trust of the voices naming a seat. */
export const saturate = (x: number): number => x / (1 + x / 2);

/** What this seat said today it would vote, and where it said it. */
export function announced(b: BotInput): { target: number; n: number } | undefined {
  const i = b.k.intents.get(b.k.day)?.get(b.k.me);
  return i ? { target: i.target, n: i.ev.n } : undefined;
}

/** The claims that name aloud the seat a speech leans on. */
const LEANS = new Set<Claim['kind']>(['lean', 'suspect', 'vote']);

/**
 * Keeps the seat a discussion speech leaned on today, and whether the speech said it aloud (then the ballot owes it its word):
 * read from what the speech claimed as said (`claims`), not from its plan, which the answer to a question may cut ("As for your
 * question, Greta: nothing points anywhere for me yet", its hunch on Greta dropped, then a ballot on Greta "as I said"), or
 * from a nomination.
 */
export function noteSpoken(b: BotInput, planned: number | undefined, acts: readonly Act[], claims: readonly Claim[]): void {
  // A speech that named one other seat aloud (an answer to a question: "Vera, to answer you: my lean is you") leaned there, not
  // on the seat it had in mind: the sheriff who said so and then voted Sam without a word was a switch nobody heard (mafia-classic,
  // 80x24, seed 1230701).
  const aloud = [...new Set(claims.flatMap((c) => (LEANS.has(c.kind) && 'target' in c && typeof c.target === 'number' ? [c.target] : [])))];
  // Not a partner named so by a member of the pack: its ballot stays with the pack's plan (whole packs voted out a partner the
  // seer had named, each member having answered a question with him: pack-play.test).
  const adopt = (planned === undefined || !aloud.includes(planned)) && aloud.length === 1 && !b.k.teammates.has(aloud[0]!) && !acts.some((a) => a.act === 'nominate' && a.target === planned);
  const target = adopt ? aloud[0] : planned;
  const named = target !== undefined && (acts.some((a) => a.act === 'nominate' && a.target === target) || aloud.includes(target));
  const held = acts.some((a) => a.act === 'no_read' && (a.why === 'holding' || a.why === 'hold_first'));
  b.mind.spoke = { day: b.k.day, target, ...(named ? { named } : {}), ...(held ? { held } : {}) };
}

/** Where this seat's discussion today said it holds its vote: a ballot on a seat after it is a hold given up. */
export function heldAloud(b: BotInput): number | undefined {
  const { k } = b;
  if (b.mind.spoke?.day !== k.day || !b.mind.spoke.held) return undefined;
  return turnToday(k);
}

/** Where this seat's discussion speech today is in the log, if it has spoken. */
export const turnToday = (k: BotInput['k']): number | undefined => k.speechesToday.find((x) => x.seat === k.me && x.context === 'discussion')?.n;

/** The seat this seat leaned on aloud in its discussion today, and where: the table heard it, so a ballot elsewhere is a switch. */
export function namedLean(b: BotInput): { target: number; n: number } | undefined {
  const { k } = b;
  const spoke = b.mind.spoke;
  if (spoke?.day !== k.day || !spoke.named || spoke.target === undefined) return undefined;
  const n = turnToday(k);
  return n !== undefined ? { target: spoke.target, n } : undefined;
}

/** Summed log Bayes factors that count as strong news (a trusted check is about 2). */
export const STRONG = 1.5;

export interface Cast {
  target: number | null;
  /** Set when the vote differs from the announcement: what moved it. */
  changed?: { from: number; because: Evidence[] };
  /** Set when the ballot keeps the announced seat though news since made another the likelier pick: that seat. */
  held?: number;
}

/**
 * Where no last call comes before the ballot (a PK run-off, a table without one), a good seat keeps its word while the seat it announced is still a real suspect (two in five or more,
 * above the share of evil seats any table starts with): a switch after its speech is one the table never
 * heard argued, and it costs the voter trust (the belief reads a switch as an evil voter's move), while
 * the announced seat is still a fair vote. Below this the news has cleared that seat, and it switches.
 * Werewolf, 100 games of seed 7177: ballots as announced 93.4% → 96.5%, the village's self-play wins unchanged.
 */
const HOLD = 0.4;

/**
 * The ballot: the announced seat when it is still legal and nothing said since moved the belief past
 * `margin`; otherwise the best by `score` among the seats named since the announcement (the announced
 * seat if none is), or the best of all when nothing was announced. `floor`: below it the seat abstains
 * (unless it announced).
 */
export function cast(b: BotInput, legal: readonly number[], score: (s: number) => number, margin: number, floor = -Infinity, lean?: { target: number; n: number }, saying = false): Cast {
  // An unannounced lean said today holds the ballot as an announcement does.
  const said = announced(b) ?? lean;
  const best = b.r.best(legal, score, b.rng, b.w.noise);
  if (said && legal.includes(said.target)) {
    // Cleared since, by news the whole table heard (a believed claim): the word no longer stands, whoever was named when.
    // Five villagers voted out a claimed detective they held at 6-14%, on a lean each had said before the claim (mafia, 80x24, seed 8812).
    const cleared = score(said.target) < floor && b.r.movedSince(said.target, said.n) <= -STRONG;
    // With no better seat on the ballot the word gives way to none: a nominee who had said "Seat 6 has gone unchallenged"
    // of the claimed detective she had put up, then voted him out at 4% as the only other name (mafia, 80x24, seed 1207101).
    if (best === undefined || best === said.target) return cleared ? unsaid(b, said) : { target: said.target };
    const gap = score(best) - score(said.target);
    const moved = Math.abs(b.r.movedSince(best, said.n)) + Math.abs(b.r.movedSince(said.target, said.n));
    // Strong news since the announcement (a believed check, a proven lie) needs a smaller lead to switch.
    const need = moved >= STRONG ? margin / 4 : margin;
    if (gap < need || moved < 0.3) return { target: said.target, held: best };
    // Strong news against the other seat (a believed check calling it evil) moves even a kept word: the switch is said in the next words.
    // A switch said in words before the ballot (the last call) needs no hold: the table hears it argued. Nor does
    // a claimant it knows lied about it (a check since calling this good seat evil).
    if (!saying && b.mind.own !== undefined && b.r.s(said.target) >= HOLD && b.r.movedSince(best, said.n) < STRONG && !framedBy(b, best, said.n)) return { target: said.target, held: best };
    // The ballot leaves the seat it announced only for one the table named since: a seat nobody put forward
    // after the speech would be a switch the table never heard argued.
    const named = namedSince(b, said.n);
    const to = b.r.best(legal.filter((s) => named.has(s) && score(s) - score(said.target) >= need), score, b.rng, b.w.noise);
    if (to !== undefined) return switched(b, to, said);
    if (cleared) return score(best) >= floor ? switched(b, best, said) : unsaid(b, said);
    return { target: said.target };
  }
  if (said && best !== undefined) {
    // The announced seat is off this ballot now (its case rested on a claimant since read as lying): a seat
    // named since, if one is nearly as good a pick as the best.
    const named = namedSince(b, said.n);
    const to = b.r.best(legal.filter((s) => named.has(s) && score(s) >= Math.max(floor, score(best) - margin)), score, b.rng, b.w.noise);
    if (to !== undefined) return switched(b, to, said);
  }
  if (best === undefined || score(best) < floor) return { target: null };
  return { target: best };
}

/** No ballot where one was said, with what cleared the seat. */
function unsaid(b: BotInput, said: { target: number; n: number }): Cast {
  return { target: null, changed: { from: said.target, because: b.r.reasons(said.target, -1, 1, said.n) } };
}

/** A ballot off the announced seat, with what moved it. */
function switched(b: BotInput, to: number, said: { target: number; n: number }): Cast {
  const because = [...b.r.reasons(to, 1, 2, said.n), ...b.r.reasons(said.target, -1, 1, said.n)].slice(0, 2);
  return { target: to, changed: { from: said.target, because } };
}

/** Seats another seat named today after event `n`: a vote said, an accusation, a nomination, a check calling it evil. */
function namedSince(b: BotInput, n: number): Set<number> {
  const { k } = b;
  const out = new Set<number>();
  const fresh = (e: { n: number; day: number }, by: number) => by !== k.me && e.n > n && e.day === k.day;
  for (const [by, i] of k.intents.get(k.day) ?? []) if (fresh(i.ev, by)) out.add(i.target);
  // A nomination puts a seat before the table as surely as an accusation: a claimed detective's "I nominate Mira", the last
  // speech of the day, left five villagers on the claimant they had announced, one held at 14% and Mira at 62% (mafia, 80x24, seed 771204).
  for (const a of wordsAgainst(k)) if (fresh(a.ev, a.by)) out.add(a.target);
  for (const c of k.checkClaims) if (c.bad && fresh(c.ev, c.by)) out.add(c.target);
  // A check calling this good seat evil names its own claimant: the seat knows that one lied.
  for (const c of k.checkClaims) if (framedBy(b, c.by, n) && fresh(c.ev, c.by)) out.add(c.by);
  return out;
}

/** `seat` called this good seat evil in a check reported since event `n` today: this seat knows it lied. */
function framedBy(b: BotInput, seat: number, n: number): boolean {
  const { k } = b;
  return k.team !== k.evilTeam && k.checkClaims.some((c) => c.by === seat && c.bad && c.target === k.me && c.ev.n > n && c.ev.day === k.day);
}

/** The changed_mind acts owed since this seat's last words: each ballot cast against its announcement (a first ballot and a run-off may both be). */
export function owedChanges(b: BotInput): Act[] {
  const { k } = b;
  const lastSpeech = k.mySpeeches[k.mySpeeches.length - 1] ?? -1;
  const off = k.myVotes.filter((x) => {
    const s = k.intents.get(x.day)?.get(k.me);
    return x.n > lastSpeech && s !== undefined && s.target !== x.target && s.ev.n < x.n;
  });
  return off.map((v) => owedFor(b, v));
}

function owedFor(b: BotInput, v: { day: number; target: number | null; n: number }): Act {
  const { k } = b;
  const said = k.intents.get(v.day)!.get(k.me)!;
  // Only what was said before the ballot opened can have moved it: the ballot's other votes were sealed.
  const ballot = k.votes.find((x) => x.ev.n === v.n)?.ballot;
  const opened = Math.min(v.n, ...k.votes.filter((x) => x.day === v.day && x.ballot === ballot).map((x) => x.ev.n));
  const because = [...(v.target !== null ? b.r.reasons(v.target, 1, 2, said.ev.n) : []), ...b.r.reasons(said.target, -1, 1, said.ev.n)]
    .filter((e, i, all) => e.kind !== 'contradiction' && e.n < opened && !repeatedLater(b, e, opened) && all.findIndex((x) => x.kind === e.kind && x.n === e.n) === i)
    .slice(0, 2);
  // A belief the news did not move (a seat the seer already knew evil) switched to join the table: the voices that named it since are why.
  if (!because.length && v.target !== null) {
    for (const [by, i] of k.intents.get(v.day) ?? []) if (by !== k.me && i.target === v.target && i.ev.n > said.ev.n && i.ev.n < opened && because.length < 2) because.push(i.ev);
  }
  // Without a word said since the announcement among them, the news itself: the latest word since then on either seat (or on this one).
  if (!because.some((e) => SAID.has(e.kind))) because.splice(1, 1, ...latestWord(b, [v.target, said.target, k.me], said.ev.n, opened, v.day));
  // Words after the ballot the same day (a run-off speech, last words) tell it as a past ballot, not a new intent.
  const after = b.req.kind === 'last_words' || b.req.kind === 'pk';
  return { act: 'changed_mind', from: said.target, to: v.target, because, day: v.day, ...(after ? { cast: true } : {}) };
}

/**
 * A town votes as a bloc: among seats this voter doubts nearly as much as its pick (within `w.join`), it
 * takes the one the whole table doubts most (the public record, the same for every good voter) or that
 * trusted voices said today they would vote, so two suspects do not split the good ballots.
 */
export function joinBloc(b: BotInput, legal: readonly number[], c: Cast): Cast {
  const pub = b.mind.pub?.belief.marginals();
  if (b.w.join <= 0 || c.target === null || !pub) return c;
  const sup = support(b);
  const own = b.r.s(c.target);
  const focal = (s: number) => pub[s]! + 0.5 * (sup.get(s) ?? 0);
  let pick = c.target;
  for (const s of legal) if (s !== pick && b.r.s(s) >= own - b.w.join && focal(s) > focal(pick) + 0.01) pick = s;
  if (pick === c.target) return c;
  const named = [...(b.k.intents.get(b.k.day) ?? [])].filter(([by, i]) => by !== b.k.me && i.target === pick).map(([, i]) => i.ev);
  const because = [...named, ...b.r.reasons(pick, 1, 2)].slice(0, 2);
  const from = announced(b)?.target ?? c.changed?.from;
  return from !== undefined && from !== pick ? { target: pick, changed: { from, because } } : { target: pick };
}

/** Evidence that is something a seat said (not a ballot or a death). */
const SAID = new Set<Evidence['kind']>(['accusation', 'defence', 'nomination', 'role_claim', 'check_claim', 'confession']);

/** A ballot cited as a reason reads the same as one cast again on the same seat that day after `opened`: it would be read as the later one. */
function repeatedLater(b: BotInput, e: Evidence, opened: number): boolean {
  return e.kind === 'vote' && b.k.votes.some((x) => x.voter === e.voter && x.target === e.target && x.day === e.day && x.ev.n >= opened);
}

/**
 * Reasons for leaving `from`: a check calling it evil, from a claimant read as lying, is said as what shows the lie (the two
 * claims that cannot both stand), never as the reason itself: "Iris said Mira came back a werewolf today, so Mira is off my
 * list" reads backwards (self-play, werewolf, seed 20261205).
 */
export function leaving(b: BotInput, from: number, evs: readonly Evidence[]): Evidence[] {
  return evs.flatMap((e) => (e.kind === 'check_claim' && readsBackwards(e, from) ? [counterClaimed(b, e, e.by)].filter((x) => x !== undefined) : [e]));
}

/**
 * What a switch said before the ballot cites: its reasons said since the seat's turn at `turn`, else the
 * latest word since then on either seat (each as `leaving` says it). Empty when nothing was said since: a switch on no news is no switch.
 */
export function switchNews(b: BotInput, from: number, to: number, reasons: readonly Evidence[], turn: number): Evidence[] {
  const straight = (evs: readonly Evidence[]) => leaving(b, from, evs);
  const because = straight(reasons);
  const since = (e: Evidence) => e.kind !== 'contradiction' && e.n > turn;
  const fresh = because.filter(since);
  if (fresh.length) return [...fresh, ...because.filter((e) => !since(e))].slice(0, 2);
  const word = straight(latestWord(b, [to, from], turn, Infinity, b.k.day));
  return word.length ? [...word, ...because].slice(0, 2) : [];
}

/** The latest thing another seat said between `after` and `before` about (or, for a check, by) one of `seats`: a check, an accusation, a vote announced on `day`, a claim. */
function latestWord(b: BotInput, seats: readonly (number | null)[], after: number, before: number, day: number): Evidence[] {
  const { k } = b;
  const about = (t: number) => seats.includes(t);
  const words: Evidence[] = [
    // A check by one of them counts too: a seat that reports checks again is news about itself.
    ...k.checkClaims.filter((c) => about(c.target) || about(c.by)).map((c) => c.ev),
    ...k.accusations.filter((a) => about(a.target)).map((a) => a.ev),
    ...[...k.roleClaims.values()].filter((c) => about(c.seat)).map((c) => c.ev),
    // The announcements of the ballot's day (a switch explained on a later day looks back at that day's).
    ...[...(k.intents.get(day) ?? [])].filter(([, i]) => about(i.target)).map(([, i]) => i.ev),
  ];
  const by = (e: Evidence) => ('by' in e ? e.by : 'seat' in e ? e.seat : undefined);
  // A check said since comes first: it is the news a table switches on, not the seat that followed it ("I'm coming over to
  // Tomas on Greta", when Tomas only took up Katya's check).
  const checkFirst = (e: Evidence) => (e.kind === 'check_claim' ? 1 : 0);
  const fresh = words.filter((e) => e.kind !== 'contradiction' && e.n > after && e.n < before && by(e) !== k.me).sort((x, y) => checkFirst(y) - checkFirst(x) || (y as { n: number }).n - (x as { n: number }).n);
  return fresh.slice(0, 1);
}

/** At least this sure of a seat, a good seat knows it is evil (a count of the seats, its own check). */
const KNOWN = 0.95;

/**
 * The words of other seats today pointing at each seat of `among` (an announced vote, an accusation, a nomination, a lean),
 * each seat's latest alone, from living seats outside `among`: where the table's ballots are headed.
 */
function pointedToday(b: BotInput, among: readonly number[]): Map<number, Evidence[]> {
  const { k } = b;
  const latest = new Map<number, { n: number; target: number; ev: Evidence }>();
  const words = [
    ...[...(k.intents.get(k.day) ?? [])].map(([by, i]) => ({ by, target: i.target, n: i.ev.n, day: i.ev.day, ev: i.ev as Evidence })),
    ...wordsAgainst(k).map((a) => ({ by: a.by, target: a.target, n: a.ev.n, day: a.ev.day, ev: a.ev as Evidence })),
    ...k.leans.map((l) => ({ by: l.by, target: l.target, n: l.n, day: l.day, ev: { kind: 'accusation', n: l.n, day: l.day, by: l.by, target: l.target } as Evidence })),
  ];
  for (const w of words) {
    if (w.by === k.me || w.day !== k.day || !k.alive.has(w.by) || among.includes(w.by)) continue;
    const had = latest.get(w.by);
    if (!had || had.n < w.n) latest.set(w.by, w);
  }
  const out = new Map<number, Evidence[]>();
  for (const w of latest.values()) if (among.includes(w.target)) out.set(w.target, [...(out.get(w.target) ?? []), w.ev]);
  return out;
}

/**
 * Among two or more seats a good seat knows are evil, the one the table's words already point at most (then the public
 * reading, which the seats unsure of them vote by): its words and its ballot go there, so the good side's votes do not split
 * across the evil side (mafia-classic at 80x24, seed 1206301: Mira counted Tomas and Vera out and voted Tomas, as she had
 * said, while Greta and Bruno, who had leaned Vera, voted Vera; nobody went, and the mafia won that night).
 */
export function knownPick(b: BotInput, legal: readonly number[], pick: number): { target: number; because: Evidence[] } | undefined {
  const known = legal.filter((s) => b.r.s(s) >= KNOWN);
  if (known.length < 2 || !known.includes(pick)) return undefined;
  const pointed = pointedToday(b, known);
  const pub = b.mind.pub?.belief.marginals();
  const n = (s: number) => (pointed.get(s)?.length ?? 0) + (pub?.[s] ?? 0);
  let best = pick;
  for (const s of known) if (n(s) > n(best) + 0.02) best = s;
  return best === pick ? undefined : { target: best, because: (pointed.get(best) ?? b.r.reasons(best, 1, 2)).slice(0, 2) };
}

/** The ballot of a good seat moved by `knownPick`, said as a switch from what it announced. */
export function knownFocus(b: BotInput, legal: readonly number[], c: Cast): Cast {
  if (c.target === null) return c;
  const to = knownPick(b, legal, c.target);
  if (!to) return c;
  const from = announced(b)?.target ?? c.changed?.from ?? c.target;
  return from !== to.target ? { target: to.target, changed: { from, because: to.because } } : { target: to.target };
}
