// Why the strongest offline bot answers as it does, in plain words: what it would do and the two or
// three facts of the seat's view that decide it, read off the bots' evidence ledger (beliefOf's
// entries: each fact with the direction and the weight it has now, whether only this seat knows it,
// whether it settles the seat), with no persona's voice. The one place hints, the review's lessons and
// the drills take their "why" from. A decision that names no seat (run for sheriff, stay in the race,
// the speaking order, a pass) is explained by what the seat holds that bears on it, not by the table's
// reading at large; a seat known for certain is said to be sure, not weighed.
//
// A reason is never given in the wrong direction: the ledger measures each fact's direction as it
// bears now (a vote on a seat since shown evil clears its voter), and this function checks each again
// against what the seat knows for certain (roles shown, its own results, its team) and drops one that
// points the other way.
import type { Claim } from '../engine/core-events.js';
import type { DecisionRequest } from '../engine/participant.js';
import type { PlayerView } from '../engine/view.js';
import { beliefOf, type Reason } from '../players/scripted/belief/index.js';
import { cite, gameWordsOf, type Evidence, type GameWords } from '../players/scripted/speech/index.js';
import { findBoard } from '../rules/index.js';
import { sanitizeLine } from '../terminal/sanitize.js';
import { STRONGEST_LEVEL } from './strongest.js';
import { stanceIn, stanceWords, type Stance } from './stance.js';

/** Who gives the advice: named for what it is wherever advice is shown. */
export const ADVISER = 'the strongest offline bot';

export interface Fact {
  text: string;
  /** The seat it is about, and whether it counts against it (1) or for it (−1). */
  about: number;
  sign: 1 | -1;
  ev?: Evidence;
  /** The ledger's measure of the fact, when it is one of its entries: log odds it moves the seat by; known to this seat alone. */
  weight?: number;
  own?: boolean;
}

export interface Explanation {
  /** What the bot would do, as a phrase after "would": "answer Seat 5 (Bruno)", "claim the seer and accuse Seat 5". */
  act: string;
  /** Two or three facts that decide it, each a sentence. */
  facts: Fact[];
  /** Said when the seat is nearly sure: "Nearly sure: Seat 5 (Bruno) is a werewolf (96%)." */
  sure?: string;
  /** How the facts are introduced: "What decides it:" when they are the decision's reasons, "Its reading then:" when the decision names no seat. */
  lead?: string;
  /** A ballot beside the vote the seat announced today: "It is the seat you said you would vote…", or why another. */
  word?: string;
}

/** The bot's answer as explain reads it: the option's value, or a speech's claims and nomination. */
export interface Answer {
  /** The option picked ("7", "poison 4", "antidote", "yes"), for a pick. */
  value?: string;
  /** The option's label ("Seat 7 (Ada)"). */
  label?: string;
  /** A speech's claims, as the engine reads them. */
  claims?: readonly Claim[];
  nomination?: number;
}

/** How a decision bears on the seat it names: against it (a vote), for it (a protection), or to learn of it (a check). */
type Aim = 'against' | 'for' | 'learn' | 'none';

/** Decisions by what a seat picked for them means (the rulesets' decision kinds). */
const AGAINST = new Set(['vote', 'pk_vote', 'hunter_shot']);
const FOR = new Set(['guard', 'protect', 'badge', 'sheriff_vote']);
const LEARN = new Set(['seer', 'investigate']);
/** The evil side's night kill: the seat it picks is one the village trusts or needs. */
const KILL = new Set(['wolf_proposal', 'mafia_chat']);

const pct = (p: number) => `${Math.round(100 * p)}%`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const seatIn = (value: string | undefined): number | undefined => {
  const m = value !== undefined ? /(\d+)/.exec(value) : null;
  return m ? Number(m[1]) : undefined;
};

function aimOf(kind: string, value: string | undefined): Aim {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('poison')) return 'against';
  if (v.startsWith('antidote')) return 'for';
  if (AGAINST.has(kind)) return 'against';
  if (FOR.has(kind) || KILL.has(kind)) return 'for';
  if (LEARN.has(kind)) return 'learn';
  return 'none';
}

/** The seat a witch's antidote would save tonight (the pack's target, as her view was told). */
function attacked(view: PlayerView): number | undefined {
  const told = [...view.events].reverse().find((e) => e.type === 'witch_told');
  return told?.type === 'witch_told' && typeof told.target === 'number' ? told.target : undefined;
}

export function explain(request: DecisionRequest, answer: Answer): Explanation {
  const view = request.view;
  const ctx = context(view);
  const belief = beliefOf(view, STRONGEST_LEVEL);
  const s = (seat: number) => belief.suspicion[seat] ?? 0;
  const facts: Fact[] = [];
  let sure: string | undefined;
  const about = (seat: number, sign: 1 | -1, max: number) => {
    const cited = reasonsAbout(belief.entries(seat, sign, 4), seat, sign, ctx, s);
    for (const f of withTell(cited, tellsOn(view, seat, sign, ctx, belief.ledger(seat)), seat, sign, ctx, s, max)) facts.push(f);
  };
  // A seat known for certain needs no place in the reading: its certainty is said instead.
  // The seats the decision offers (a run-off's two), when it offers seats: a pick is placed among them.
  const offered = request.options.map((o) => seatIn(o.value)).filter((x): x is number => x !== undefined && view.seats[x - 1] !== undefined);
  const among: Record<number, number> = offered.length ? Object.fromEntries(offered.map((x) => [x, s(x)])) : belief.suspicion;
  const place = (seat: number, sign: 1 | -1) => {
    if (ctx.known(seat) === undefined) facts.push(standing(seat, sign, s(seat), ctx, among, offered.length > 0 && offered.length < view.seats.filter((x) => x.alive && x.seat !== view.seat).length));
  };

  if (request.answer.shape === 'speech') {
    const stance = stanceIn(view, answer.claims ?? [], answer.nomination);
    const act = speechAct(stance, view, ctx);
    for (const f of ownResults(view, ctx, stance)) facts.push(f);
    const accused = [...new Set([...stance.accused, ...(stance.vote !== undefined ? [stance.vote] : []), ...(stance.nomination !== undefined ? [stance.nomination] : [])])];
    for (const seat of accused.slice(0, 2)) {
      const at = facts.length;
      place(seat, 1);
      about(seat, 1, 2);
      // A seat named with nothing but its place in the reading, barely ahead of the next, is close to a guess, and is said
      // to be one: "Iris is your likeliest mafia, at 51%" alone read as a case (a detective game at 80x24, mafia seed 1212600,
      // day 2, four seats left holding two mafia).
      if (facts.length === at + 1 && ctx.known(seat) === undefined && close(seat, belief.suspicion, ctx)) facts[at] = guessed(facts[at]!, 1);
    }
    if (!accused.length && !facts.length) return finish({ act, facts: overview(belief.suspicion, view, ctx), lead: 'It accuses nobody: nothing in the record points at a seat yet.' });
    return finish({ act, facts, ...(sureOf(accused[0], 1, s, ctx) ? { sure: sureOf(accused[0], 1, s, ctx)! } : {}) });
  }

  const act = `answer ${answer.label ?? answer.value ?? 'as it did'}`;
  const aim = aimOf(request.kind, answer.value);
  const seat = answer.value?.toLowerCase().startsWith('antidote') ? attacked(view) : seatIn(answer.value);
  if (seat === undefined || aim === 'none' || !view.seats[seat - 1]) {
    // A pass, a yes or no, a direction: what the seat holds that bears on the question, and the seat the night's question was about.
    const target = request.kind === 'witch' ? attacked(view) : undefined;
    if (target !== undefined) {
      // A witch whose antidote is gone cannot save anyone, whatever she thinks of the seat attacked.
      if (!request.options.some((o) => o.value === 'antidote')) facts.push({ text: `Your antidote is already used (or cannot save ${ctx.name(target)}), so passing keeps the poison for later.`, about: target, sign: -1 });
      const sign: 1 | -1 = s(target) >= 0.5 ? 1 : -1;
      place(target, sign);
      about(target, sign, 2);
      const sure = sureOf(target, sign, s, ctx);
      return finish({ act, facts, ...(sure ? { sure } : {}) });
    }
    const held = unnamed(request, answer.value, view, ctx, belief.suspicion);
    if (held) return finish({ act, ...held });
    facts.push(...overview(belief.suspicion, view, ctx));
    return finish({ act, facts, lead: 'Nothing in the record decides this.' });
  }
  if (aim === 'learn') {
    facts.push(learning(seat, s(seat), belief.suspicion, view, ctx));
    // What the ledger holds on the seat, either way and however faint: why it is worth the check.
    const held = belief.ledger(seat).flatMap((r) => (r.weight >= FAINT ? reasonsAbout([r], seat, r.sign, ctx, s) : []));
    const seen = new Set<string>();
    const actorOf = (ev?: Evidence) => (ev?.kind === 'vote' ? `vote:${ev.voter}` : ev && 'by' in ev ? `${ev.kind}:${ev.by}` : `${ev?.kind}:${ev && 'n' in ev ? ev.n : ''}`);
    // One fact of a kind from each seat (a second ballot from the same voter adds nothing to say).
    for (const f of held.filter((f) => !seen.has(actorOf(f.ev)) && seen.add(actorOf(f.ev))).slice(0, 2)) facts.push({ ...f, text: `${f.text.replace(/\.$/, '')}: it counts ${f.sign > 0 ? 'against' : 'for'} them.` });
    return finish({ act, facts });
  }
  const sign: 1 | -1 = aim === 'against' ? 1 : -1;
  const saving = answer.value?.toLowerCase().startsWith('antidote') ?? false;
  // A save is of the one seat attacked: said first, with the badge it would keep, and never weighed against the poison's targets.
  if (saving) facts.push({ text: `${cap(ctx.words.evilSide)} attacked ${ctx.name(seat)} tonight (only you know this).`, about: seat, sign: -1 });
  if (sign < 0 && badgeHolder(view) === seat && seat !== view.seat) facts.push({ text: `${cap(ctx.name(seat))} holds the sheriff's badge: a vote worth 1.5 and the speaking order.`, about: seat, sign: -1 });
  place(seat, sign);
  about(seat, sign, 2);
  // The attack is said once, as above.
  if (saving) facts.splice(0, facts.length, ...facts.filter((f) => f.ev?.kind !== 'attacked'));
  // A pick the belief barely separates from the next is close to a guess, and is said to be one.
  if (facts.length === 1 && !saving && ctx.known(seat) === undefined && close(seat, among, ctx)) facts[0] = guessed(facts[0]!, sign);
  sure = sureOf(seat, sign, s, ctx);
  const word = request.kind === 'vote' || request.kind === 'pk_vote' ? keptWord(view, seat, request.options, s, ctx) : undefined;
  return finish({ act, facts, ...(sure ? { sure } : {}), ...(word ? { word } : {}) });
}

/** The seat the person said in a speech today they would vote (the last said), if it is on the ballot. */
export function announcedVote(view: PlayerView, options: readonly { value: string }[]): number | undefined {
  let said: number | undefined;
  for (const e of view.events) if (e.type === 'speech' && e.seat === view.seat && e.day === view.day) for (const c of e.claims) if (c.kind === 'vote') said = c.target;
  return said !== undefined && options.some((o) => o.value === String(said)) ? said : undefined;
}

/**
 * A ballot set beside the seat's own word: the same seat it announced, or another and why (how the two
 * read, and that a ballot switched from the one announced is read against its voter).
 */
function keptWord(view: PlayerView, seat: number, options: readonly { value: string }[], s: (seat: number) => number, c: Ctx): string | undefined {
  const said = announcedVote(view, options);
  if (said === undefined) return undefined;
  if (said === seat) return `It is the seat you said you would vote in your speech today.`;
  const how = (x: number) => (c.known(x) !== undefined ? `${c.known(x) === 'evil' ? (c.evilWord === 'mafia' ? 'mafia' : `a ${c.evilWord}`) : 'good'} (${c.how(x)})` : `${pct(s(x))} ${c.evilWord}`);
  return `You said in your speech today you would vote ${c.name(said)}; ${ADVISER} would vote ${c.name(seat)} instead: ${c.name(seat)} reads ${how(seat)}, ${c.name(said)} ${how(said)}. A ballot that leaves the seat you announced is itself read against you by the table, so change only for a reason you can say.`;
}

/**
 * A decision that names no seat, explained by what the seat holds that bears on it: its own results for
 * a sheriff's race, the claimant it trusts for stepping aside, the lack of any seat standing apart for a
 * shot held or a badge torn up. Undefined when nothing particular bears on it.
 */
function unnamed(request: DecisionRequest, value: string | undefined, view: PlayerView, c: Ctx, suspicion: Record<number, number>): { facts: Fact[] } | undefined {
  const v = (value ?? '').toLowerCase();
  const results = ownResults(view, c);
  const living = view.seats.filter((x) => x.alive && x.seat !== view.seat);
  switch (request.kind) {
    case 'sheriff_run': {
      if (c.evil) {
        return v === 'yes'
          ? { facts: [{ text: `A badge in your side's hands sets the speaking order and casts a vote worth 1.5; a candidate with a story to tell can take it.`, about: view.seat, sign: -1 }] }
          : { facts: [{ text: 'Candidates are questioned first and hardest; with no story ready, staying out keeps the table from looking at you.', about: view.seat, sign: -1 }] };
      }
      if (results.length) {
        return v === 'yes'
          ? { facts: [...results.slice(0, 2), { text: 'From the badge that result is heard first, and your vote weighs 1.5.', about: view.seat, sign: -1 }] }
          : { facts: [...results.slice(0, 2), { text: 'It can be told from the floor without the badge.', about: view.seat, sign: -1 }] };
      }
      return v === 'yes'
        ? { facts: [{ text: 'Somebody the village can trust should stand, or the badge goes to whoever runs.', about: view.seat, sign: -1 }] }
        : { facts: [{ text: 'You hold no check or night result yet that the badge would carry: the race is better left to a seat that has one.', about: view.seat, sign: -1 }] };
    }
    case 'opt_out': {
      const seer = trustedClaimant(view, c, suspicion);
      if (v === 'yes' && seer) return { facts: [seer.fact, { text: 'The badge belongs with the checks: stepping aside gives it to them.', about: seer.seat, sign: -1 }] };
      if (!c.evil && results.length) return { facts: [...results.slice(0, 1), { text: 'The badge belongs with the checks, and you hold them: stay in.', about: view.seat, sign: -1 }] };
      if (c.evil) return { facts: [{ text: 'Staying in keeps a chance of the badge for your side.', about: view.seat, sign: -1 }] };
      return { facts: [{ text: seer ? seer.fact.text : 'No other candidate claims a result that reads as true: stepping aside would hand the badge to a guess.', about: seer?.seat ?? view.seat, sign: -1 }] };
    }
    case 'direction':
      return { facts: [{ text: 'The direction only decides who speaks first; nothing in the record favours either way, so the strongest bot picks one at random.', about: view.seat, sign: -1 }] };
    case 'hunter_shot':
    case 'badge': {
      const ranked = living.map((x) => suspicion[x.seat] ?? 0).sort((a, b) => a - b);
      if (!ranked.length) return undefined;
      if (request.kind === 'hunter_shot') {
        return { facts: [{ text: `No seat stands apart: every living seat sits between ${pct(ranked[0]!)} and ${pct(ranked.at(-1)!)} ${c.evilWord} in ${c.evil ? "the table's" : 'your'} reading, so a shot would be a guess and as likely to take a villager.`, about: view.seat, sign: -1 }] };
      }
      return c.evil
        ? { facts: [{ text: 'No partner of yours is left to hand it to: torn up, it helps nobody in the village.', about: view.seat, sign: -1 }] }
        : { facts: [{ text: `Nobody living reads as good enough to hold the badge: the most trusted seat is still at ${pct(ranked[0]!)} ${c.evilWord}, and a badge handed to ${c.evilWord === 'mafia' ? 'the mafia' : 'a ' + c.evilWord} steers the vote for them.`, about: view.seat, sign: -1 }] };
    }
    default:
      return undefined;
  }
}

/** A living seat that claimed the investigating role and reads as good (below 40%), the likeliest good first. */
function trustedClaimant(view: PlayerView, c: Ctx, suspicion: Record<number, number>): { seat: number; fact: Fact } | undefined {
  const board = boardOf(view);
  const claimed = new Map<number, string>();
  for (const e of view.events) if (e.type === 'speech' && e.seat !== view.seat) for (const cl of e.claims) if (cl.kind === 'role') claimed.set(e.seat, cl.role);
  const investigator = board ? Object.keys(board.preset.roles).find((r) => r === 'seer' || r === 'detective') : undefined;
  const seats = [...claimed].filter(([seat, role]) => role === investigator && c.alive(seat) && c.known(seat) !== 'evil' && (suspicion[seat] ?? 1) < 0.4).map(([seat]) => seat);
  const seat = seats.sort((a, b) => (suspicion[a] ?? 0) - (suspicion[b] ?? 0))[0];
  if (seat === undefined) return undefined;
  const started = view.events.find((e) => e.type === 'game_started');
  const role = board?.ruleset.roleName(investigator!, started?.type === 'game_started' ? started.options : {}).replace(/^(?:the|a|an)\s+/i, '') ?? investigator!;
  return { seat, fact: { text: `${cap(c.name(seat))} claims to be the ${role} and reads as good (${pct(suspicion[seat] ?? 0)} ${c.evilWord}).`, about: seat, sign: -1 } };
}

/** The living seat that holds the sheriff's badge, if one does. */
function badgeHolder(view: PlayerView): number | undefined {
  let holder: number | undefined;
  for (const e of view.events) {
    if (e.type === 'sheriff_elected') holder = typeof e.seat === 'number' ? e.seat : undefined;
    if (e.type === 'badge_passed') holder = typeof e.to === 'number' ? e.to : undefined;
  }
  return holder !== undefined && view.seats[holder - 1]?.alive ? holder : undefined;
}

/** At most three facts, each said once. */
function finish(e: Explanation): Explanation {
  const seen = new Set<string>();
  const facts = e.facts.filter((f) => !seen.has(f.text) && seen.add(f.text)).slice(0, 3);
  return { ...e, facts };
}

/** The explanation as text: "What decides it: … Nearly sure: …". */
export function explanationText(e: Explanation): string {
  const facts = e.facts.map((f) => f.text).join(' ');
  return [facts ? `${e.lead ?? 'What decides it:'} ${facts}` : '', e.sure ?? '', e.word ?? ''].filter(Boolean).join(' ');
}

interface Ctx {
  me: number;
  evil: boolean;
  words: GameWords;
  day: number;
  phase: 'day' | 'night';
  name(seat: number): string;
  /** For certain, from the seat's view: 'evil', 'good', or unknown. */
  known(seat: number): 'evil' | 'good' | undefined;
  /** How a seat known for certain is known: "your own check", "their role was shown". */
  how(seat: number): string | undefined;
  /** Who cast a ballot of a kind on a seat on a day. */
  voters(day: number, ballot: string, target: number): number[];
  alive(seat: number): boolean;
  /** The evil side's word ("werewolf", "mafia"). */
  evilWord: string;
}

function context(view: PlayerView): Ctx {
  const words = gameWordsOf(view.events);
  const board = boardOf(view);
  const informed = view.events.find((e) => e.type === 'team_revealed' && e.team === view.team);
  const evil = informed !== undefined;
  const evilTeams = new Set(board?.ruleset.teamsKnowEachOther ?? []);
  const known = new Map<number, 'evil' | 'good'>();
  const how = new Map<number, string>();
  // An evil seat reads the table's belief: only what the table knows for certain counts.
  if (!evil) known.set(view.seat, 'good');
  for (const s of view.seats) {
    if (!s.role || !board) continue;
    known.set(s.seat, evilTeams.has(board.ruleset.teamOf(s.role)) ? 'evil' : 'good');
    how.set(s.seat, 'their role was shown');
  }
  for (const e of view.events) {
    if (e.type === 'role_revealed') {
      known.set(e.seat, evilTeams.has(e.team) ? 'evil' : 'good');
      how.set(e.seat, 'their role was shown');
    }
    const r = board?.ruleset.presentation.result(e);
    if (r && !evil) {
      known.set(r.target, r.evil ? 'evil' : 'good');
      how.set(r.target, 'your own check');
    }
  }
  return {
    me: view.seat,
    evil,
    words,
    day: view.day,
    phase: view.phase === 'night' ? 'night' : 'day',
    name: (seat) => (seat === view.seat ? 'you' : sanitizeLine(`Seat ${seat} (${view.seats[seat - 1]?.name ?? '?'})`)),
    known: (seat) => known.get(seat),
    how: (seat) => how.get(seat),
    voters: (day, ballot, target) => view.events.flatMap((e) => (e.type === 'vote' && e.day === day && e.ballot === ballot && e.target === target ? [e.seat] : [])),
    alive: (seat) => view.seats[seat - 1]?.alive ?? false,
    evilWord: words.evilRole,
  };
}

/** The seat's place in the belief: "Seat 5 (Bruno) is your likeliest werewolf, at 72%." */
function standing(seat: number, sign: 1 | -1, p: number, c: Ctx, suspicion: Record<number, number> = {}, ballot = false): Fact {
  const whose = c.evil ? "the table's" : 'your';
  const above = Object.entries(suspicion)
    .filter(([x, q]) => Number(x) !== seat && Number(x) !== c.me && q > p + 1e-9 && c.alive(Number(x)))
    .sort((a, b) => b[1] - a[1]);
  const top = above[0];
  // A ballot of a few seats (a run-off): the pick beside the others on it.
  const rest = Object.entries(suspicion).filter(([x]) => Number(x) !== seat && Number(x) !== c.me && c.alive(Number(x)));
  const text =
    ballot && sign > 0 && !top
      ? `Of the seats on the ballot, ${c.name(seat)} reads likeliest ${c.evilWord} in ${whose} reading, at ${pct(p)} (${rest.map(([x, q]) => `${c.name(Number(x))}: ${pct(q)}`).join(', ')}).`
      : sign > 0
      ? top
        ? pct(top[1]) === pct(p)
          ? `${cap(c.name(seat))} and ${c.name(Number(top[0]))} sit level at ${pct(p)} in ${whose} reading.`
          : `${cap(c.name(seat))} is at ${pct(p)} in ${whose} reading, second to ${c.name(Number(top[0]))} at ${pct(top[1])}.`
        : `${cap(c.name(seat))} is ${whose} likeliest ${c.evilWord}, at ${pct(p)}.`
      : c.evil
        ? `The table trusts ${c.name(seat)}: it puts them at ${pct(p)} ${c.evilWord}.`
        : `${cap(c.name(seat))} reads as good: ${pct(p)} ${c.evilWord}.`;
  return { text, about: seat, sign };
}

/** A seat's place in the reading, said as close to a guess. */
function guessed(f: Fact, sign: 1 | -1): Fact {
  const why = sign > 0 ? 'no seat stands out yet: the likeliest sit within a few points' : 'others read nearly as good';
  return { ...f, text: `${f.text.replace(/\.$/, '')}, but ${why}, so this is close to a guess.` };
}

/** Whether the pick sits within a few points of the next likeliest seat offered (the closest other, for a pick of trust). */
function close(seat: number, among: Record<number, number>, c: Ctx): boolean {
  const p = among[seat] ?? 0;
  const others = Object.entries(among).filter(([x]) => Number(x) !== seat && Number(x) !== c.me && c.alive(Number(x)) && c.known(Number(x)) === undefined);
  return others.length > 0 && others.some(([, q]) => Math.abs(q - p) < 0.06);
}

/** The belief at a glance, for a decision that names no seat. */
function overview(suspicion: Record<number, number>, view: PlayerView, c: Ctx): Fact[] {
  const living = view.seats.filter((s) => s.alive && s.seat !== view.seat && !(c.evil && view.teammates.includes(s.seat)));
  const ranked = living.map((s) => ({ seat: s.seat, p: suspicion[s.seat] ?? 0 })).sort((a, b) => b.p - a.p || a.seat - b.seat);
  const top = ranked[0];
  if (!top) return [];
  const flat = ranked.length > 2 && top.p - ranked[2]!.p < 0.06;
  if (flat) return [{ text: `No seat stands out yet: the likeliest sit near ${pct(top.p)}.`, about: top.seat, sign: 1 }];
  const lead = ranked.slice(0, 2).map((r) => `${c.name(r.seat)} (${pct(r.p)})`).join(', then ');
  return [{ text: `${c.evil ? "The table's" : 'Your'} likeliest ${c.evilWord}: ${lead}.`, about: top.seat, sign: 1 }];
}

/** Why check this seat: what is known of it, beside the others. */
function learning(seat: number, p: number, suspicion: Record<number, number>, view: PlayerView, c: Ctx): Fact {
  const open = view.seats.filter((s) => s.alive && s.seat !== view.seat && c.known(s.seat) === undefined);
  const nearest = open.every((s) => Math.abs((suspicion[s.seat] ?? 0) - 0.5) >= Math.abs(p - 0.5) - 1e-9);
  const values = open.map((s) => suspicion[s.seat] ?? 0);
  if (values.length > 1 && Math.max(...values) - Math.min(...values) < 0.02) {
    return { text: `Every unchecked seat sits near ${pct(p)}: nothing yet picks one out, so any is as good a check as another.`, about: seat, sign: p >= 0.5 ? 1 : -1 };
  }
  return {
    text: `${cap(c.name(seat))} is unchecked and sits at ${pct(p)}${nearest ? ': the seat you know least about' : p >= 0.5 ? ': your likeliest unchecked suspect' : ''}.`,
    about: seat,
    sign: p >= 0.5 ? 1 : -1,
  };
}

/** "Sure: Seat 5 (Bruno) is a werewolf (your own check)." or "Nearly sure: Seat 5 (Bruno) is very likely a werewolf (96%)." */
function sureOf(seat: number | undefined, sign: 1 | -1, s: (seat: number) => number, c: Ctx): string | undefined {
  if (seat === undefined || c.evil) return undefined;
  const p = s(seat);
  const k = c.known(seat);
  const evil = c.evilWord === 'mafia' ? 'mafia' : `a ${c.evilWord}`;
  if (sign > 0 && k === 'evil') return `Sure: ${c.name(seat)} is ${evil} (${c.how(seat) ?? 'known'}).`;
  if (sign < 0 && k === 'good' && seat !== c.me) return `Sure: ${c.name(seat)} is good (${c.how(seat) ?? 'known'}).`;
  if (k !== undefined) return undefined;
  if (sign > 0 && p >= 0.9) return `Nearly sure: ${c.name(seat)} is very likely ${evil} (${pct(p)}).`;
  if (sign < 0 && p <= 0.05) return `Nearly sure: ${c.name(seat)} is good (${pct(p)} ${c.evilWord}).`;
  return undefined;
}

/** What a speech would do, in words. */
function speechAct(st: Stance, view: PlayerView, c: Ctx): string {
  const board = boardOf(view);
  const started = view.events.find((e) => e.type === 'game_started');
  const options = started?.type === 'game_started' ? started.options : {};
  const roleName = (r: string) => (board?.ruleset.roleName(r, options) ?? r).replace(/^(?:the|a|an)\s+/i, '');
  // Only a one-of-a-kind role of the uninformed side is worth claiming or keeping back.
  const claimable = !c.evil && board !== undefined && board.preset.roles[view.role] === 1;
  return stanceWords(st, { label: c.name, roleName, ownRole: claimable ? view.role : '', ownRoleName: roleName(view.role) });
}

function boardOf(view: PlayerView) {
  const started = view.events.find((e) => e.type === 'game_started');
  return findBoard(String(started?.type === 'game_started' ? started.preset : ''));
}

/** The seat's own results (those a speech reports, given its stance): "Your own check found Seat 5 (Bruno) a werewolf." */
function ownResults(view: PlayerView, c: Ctx, st?: Stance): Fact[] {
  const board = boardOf(view);
  const out: Fact[] = [];
  if (c.evil) return out;
  for (const e of view.events) {
    const r = board?.ruleset.presentation.result(e);
    if (!r || (st && !st.checks.some((x) => x.target === r.target))) continue;
    out.push({ text: `${cap(myResult({ kind: 'my_result', n: e.n, day: e.day, target: r.target, bad: r.evil }, c))}.`, about: r.target, sign: r.evil ? 1 : -1 });
  }
  return out;
}

/** A fact weighing less than this (log odds) is too faint to name even as why a seat is worth checking. */
const FAINT = 0.02;

/**
 * The ledger's reasons about a seat as sentences, each checked against what the seat knows for certain;
 * one only this seat knows says so (the table cannot weigh it).
 */
function reasonsAbout(list: readonly Reason[], seat: number, sign: 1 | -1, c: Ctx, s: (seat: number) => number): Fact[] {
  const cc = { day: c.day, phase: c.phase, me: 0, label: c.name, words: c.words };
  return list
    .filter((r) => r.sign === sign && !wrongWay(r.ev, seat, sign, c) && says(r.ev, seat))
    .map(({ ev, weight, own }) => {
      const text = `${cap(ev.kind === 'my_result' ? myResult(ev, c) : cite(ev, cc))}${backwards(ev, seat, sign, c, s)}${alongside(ev, seat, sign, c)}${own && ev.kind !== 'my_result' ? ' (only you know this)' : ''}.`;
      return { text, about: seat, sign, ev, weight, own };
    });
}

/**
 * The seat's ballots cast beside seats since known evil (a bloc with the pack on a seat the pack chose):
 * the tell an experienced player reads first, though the ledger may weigh a ballot below what it names
 * as a reason. Most evil co-voters first, with the ledger's measure (the
 * ballot told alone, so the seats beside it are named for what they are).
 */
function tellsOn(view: PlayerView, seat: number, sign: 1 | -1, c: Ctx, ledger: readonly Reason[]): Reason[] {
  if (sign < 0 || c.known(seat) !== undefined || seat === c.me) return [];
  const out: { r: Reason; evil: number; n: number }[] = [];
  for (const e of view.events) {
    if (e.type !== 'vote' || e.seat !== seat || typeof e.target !== 'number') continue;
    const ev: Evidence = { kind: 'vote', n: e.n, day: e.day, voter: seat, target: e.target, ballot: e.ballot };
    if (wrongWay(ev, seat, sign, c)) continue;
    const evil = c.voters(e.day, e.ballot, e.target).filter((v) => v !== seat && v !== c.me && c.known(v) === 'evil').length;
    if (!evil) continue;
    // Only where the ledger weighs the ballot against the seat too, however faintly (a ballot beside a
    // packmate on a seat the reading holds evil is the pack giving up one of its own, and reads the other way).
    const kept = ledger.find((r) => r.sign === sign && r.weight > 0 && r.ev.kind === 'vote' && r.ev.voter === seat && r.ev.n === e.n);
    if (kept) out.push({ r: { ev, sign, weight: kept.weight, own: false, certain: false }, evil, n: e.n });
  }
  return out.sort((a, b) => b.evil - a.evil || b.n - a.n).map((x) => x.r);
}

/**
 * The facts cited about a seat, at most `max`: the ledger's strongest, with a ballot cast beside the pack
 * among them (in the weakest place, unless the ledger already cites it or every place holds a certain fact).
 */
function withTell(cited: Fact[], tells: readonly Reason[], seat: number, sign: 1 | -1, c: Ctx, s: (seat: number) => number, max: number): Fact[] {
  const top = cited.slice(0, max);
  const tell = tells.length ? reasonsAbout([tells[0]!], seat, sign, c, s)[0] : undefined;
  if (!tell || max < 1 || top.some((f) => f.text.includes(', as did ') || (f.ev?.kind === 'vote' && tell.ev?.kind === 'vote' && f.ev.n === tell.ev.n))) return top;
  const place = top.length < max ? top.length : top.findLastIndex((f) => f.ev?.kind !== 'my_result' && !f.own);
  if (place < 0) return top;
  const out = [...top];
  out[place] = tell;
  return out;
}

/** A quiet night, or a death that names nothing the victim did against the seat, does not say why it bears on the seat. */
const says = (ev: Evidence, seat: number): boolean => ev.kind !== 'peaceful_night' && (ev.kind !== 'death' || ev.seat === seat || ev.pointed !== undefined);

/**
 * A fact that counts the other way round because of whose it is (a seat read as evil calling another
 * evil, voting it, passing it the badge) says so: "…, and you read Seat 1 (Mira) as a werewolf (85%)".
 */
function backwards(ev: Evidence, seat: number, sign: 1 | -1, c: Ctx, s: (seat: number) => number): string {
  const actor = ev.kind === 'check_claim' || ev.kind === 'accusation' || ev.kind === 'nomination' || ev.kind === 'defence' ? ev.by : ev.kind === 'vote' ? ev.voter : ev.kind === 'badge' ? ev.from : undefined;
  if (actor === undefined || actor === c.me) return '';
  if (actor === seat) {
    // The seat's own ballot or accusation, read by what its target is known to be: on a known werewolf it clears the seat.
    const target = ev.kind === 'vote' ? ev.target : ev.kind === 'accusation' || ev.kind === 'nomination' ? ev.target : undefined;
    const k = target !== undefined && target !== null ? c.known(target) : undefined;
    if (target === undefined || target === null || !k || !c.how(target) || (k === 'evil') !== sign < 0) return '';
    return `, and ${c.name(target)} is ${k === 'evil' ? (c.evilWord === 'mafia' ? 'mafia' : `a ${c.evilWord}`) : 'good'} (${c.how(target)})`;
  }
  // Said against the seat (a check of evil, a vote) yet counted for it, or said for it yet counted against it.
  const saysAgainst = ev.kind === 'check_claim' ? ev.bad : ev.kind === 'vote' || ev.kind === 'accusation' || ev.kind === 'nomination';
  // Said the way it counts, by a seat known to be good: that is why it counts.
  if (saysAgainst === sign > 0) return !c.evil && c.known(actor) === 'good' && c.how(actor) ? `, and ${c.name(actor)} is good (${c.how(actor)})` : '';
  const known = c.known(actor);
  const p = s(actor);
  if (known === 'evil') return `, and ${c.name(actor)} is known to be ${c.evilWord === 'mafia' ? 'mafia' : `a ${c.evilWord}`}`;
  return `, and ${c.evil ? 'the table reads' : 'you read'} ${c.name(actor)} as ${c.evilWord === 'mafia' ? 'mafia' : `a ${c.evilWord}`} (${pct(p)})`;
}

/**
 * A ballot against a seat cast beside seats known to be evil says so: the pack's ballots go on a good
 * seat, and a seat voting with them is the tell ("…, as did Seat 5 (Jonah), a werewolf by your own check").
 */
function alongside(ev: Evidence, seat: number, sign: 1 | -1, c: Ctx): string {
  return alongsideOf(ev, seat, sign, c);
}

/** The words a cited fact gains for the seats known evil beside it, as the seat of `view` knows them (for tests). */
export const tellIn = (view: PlayerView, ev: Evidence, seat: number, sign: 1 | -1): string => alongsideOf(ev, seat, sign, context(view));

function alongsideOf(ev: Evidence, seat: number, sign: 1 | -1, c: Ctx): string {
  if (ev.kind !== 'vote' || ev.target === null || sign < 0 || ev.voter !== seat) return '';
  const cited = new Set([ev.voter, ...(ev.with ?? [])]);
  const evil = c.voters(ev.day, ev.ballot, ev.target).filter((v) => !cited.has(v) && v !== c.me && c.known(v) === 'evil');
  if (!evil.length) return '';
  const word = c.evilWord === 'mafia' ? 'mafia' : evil.length > 1 ? `${c.evilWord}${c.evilWord.endsWith('f') ? '' : 's'}`.replace(/wolf$/, 'wolves') : `a ${c.evilWord}`;
  const how = [...new Set(evil.map((v) => c.how(v)))].join(' and ');
  return `, as did ${evil.map(c.name).join(' and ')}, ${word} (${how})`;
}

function myResult(ev: Extract<Evidence, { kind: 'my_result' }>, c: Ctx): string {
  return `your own check found ${c.name(ev.target)} ${c.words.result(ev.bad).said}`;
}

/**
 * Whether a fact, cited about `seat` in direction `sign`, points the other way by what the seat knows
 * for certain: a vote on a seat known evil is no reason to suspect the voter, a check reported by a
 * seat known evil no reason to believe it, a badge from a known packmate no reason to trust its holder.
 */
export function wrongWay(ev: Evidence, seat: number, sign: 1 | -1, c: Pick<Ctx, 'known'>): boolean {
  const k = c.known;
  const against = (by: number, target: number): boolean | undefined => {
    // A seat going after another: against the target when the actor is good, against the actor when the target is.
    if (seat === target) return k(by) === undefined ? undefined : (k(by) === 'good') === sign > 0;
    if (seat === by) return k(target) === undefined ? undefined : (k(target) === 'good') === sign > 0;
    return false;
  };
  const backing = (by: number, target: number): boolean | undefined => {
    // A seat standing up for another: for the other when the backer is good, against both when one is evil.
    if (seat === target) return k(by) === undefined ? undefined : (k(by) === 'good') === sign < 0;
    if (seat === by) return k(target) === undefined ? undefined : (k(target) === 'good') === sign < 0;
    return false;
  };
  switch (ev.kind) {
    case 'vote':
      return ev.target === null ? seat !== ev.voter : against(ev.voter, ev.target) === false;
    case 'accusation':
    case 'nomination':
      return against(ev.by, ev.target) === false;
    case 'defence':
    case 'badge':
      return backing(ev.kind === 'badge' ? ev.from : ev.by, ev.kind === 'badge' ? ev.to : ev.target) === false;
    case 'my_result':
      return seat !== ev.target || ev.bad !== sign > 0;
    case 'check_claim': {
      if (seat === ev.target) return k(ev.by) !== undefined && (k(ev.by) === 'good' ? ev.bad : !ev.bad) !== sign > 0;
      if (seat === ev.by) return k(ev.target) !== undefined && (k(ev.target) === 'evil') === ev.bad === sign > 0;
      return false;
    }
    case 'contradiction':
      return sign < 0;
    case 'switch':
    case 'confession':
      return (ev.kind === 'switch' ? ev.voter : ev.seat) !== seat || sign < 0;
    default:
      return false;
  }
}

export type { Stance };
