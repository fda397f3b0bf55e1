// A question put to this seat ("Priya, why did you vote Seat 2?", "Seat 4, what is your read?") is
// answered first in its next day speech, from its own reasons: the acts of its plan that hold the answer
// are brought to the front behind a lead-in, else the record answers (its ballot and what stood against
// the seat then, its check, or an honest "no read yet").
import type { BotInput } from '../bot.js';
import { ANSWERING, wordsAgainst } from '../knowledge.js';
import { evidenceN } from '../reading.js';
import { countered } from './countered.js';
import { frameTarget } from './evil.js';
import { clearedByBelieved, dodgedToday } from './first-day.js';
import { ownWord } from '../speech/claims.js';
import type { Act, AnswerReply, Evidence, SpeechPlan } from '../speech/plan.js';

type Question = BotInput['k']['questions'][number];

/** The plan with the oldest open question to this seat answered at its start. */
export function answerQuestion(b: BotInput, plan: SpeechPlan): SpeechPlan {
  const q = openQuestion(b, plan.context);
  if (!q) return plan;
  // Asked why it voted a seat it did vote: the ballot is the answer, not today's plan.
  // Asked for "your case" by a seat that went after this one in the same speech, it is asked to answer that case: its
  // defence is the answer (a relay reader's "Priya, plug that leak", read as "your case against Vera", got "I have no case against you").
  // Asked about its check ("Elsie, why Wren first?"), the investigator says why it looked there, not only what it found
  // ("I'm afraid my finding on Wren is good": a relay game, werewolf-9, seed 130925).
  const latest = q.about === 'check' ? plan.acts.filter((a) => a.act === 'report_check').at(-1) : undefined;
  const acts = plan.acts.map((a) => (a === latest && a.act === 'report_check' ? { ...a, why: a.night === undefined || a.night <= 1 ? ('start' as const) : ('doubt' as const) } : a));
  // Only a defence against the asker answers it: "You asked, Hugo, so here it is: Elsie accused me…", to Hugo's "what is the case
  // against me, exactly?", answered another seat (relay game, werewolf-9, seed 1214001).
  const defence = acts.filter((a) => a.act === 'defend_self' && a.against === q.by);
  const holding = pastBallot(b, q) ? [] : q.about === 'case' && defence.length && wentAfterMe(b, q) ? defence : acts.filter((a) => holds(a, q, b));
  // A vote comes with the case for it; a check with the claim that makes it one.
  const named = new Set(holding.flatMap((a) => (a.act === 'vote_intent' || a.act === 'nominate' ? [a.target] : [])));
  const checks = holding.some((a) => a.act === 'report_check');
  const moved = acts.filter((a) => (holding.includes(a) && (a.act !== 'claim_role' || checks)) || (a.act === 'accuse' && named.has(a.target)));
  // Several seats asking the same thing are answered together (one that named no seat or ballot asked it too).
  const same = (x: Question) => x.by !== q.by && x.about === q.about && (x.subject === undefined || x.subject === q.subject) && (x.ballot === undefined || x.ballot === q.ballot);
  const alike = openQuestions(b, plan.context).filter(same);
  const also = [...new Set(alike.map((x) => x.by))];
  // Dated "yesterday" only when every seat answered asked it then: "Tomas, Iris and Nell, you asked me yesterday", of two
  // seats that had asked that morning (mafia-classic at 80x24, seed 1206903).
  const late = q.day < b.k.day && alike.every((x) => x.day < b.k.day);
  // Put to the whole table, by every seat answered here: "Luca asked us all for a name", not "Luca, since you ask".
  const all = q.all === true && alike.every((x) => x.all);
  const asked = { to: q.by, about: q.about, ...(also.length ? { also } : {}), ...(late ? { late: true as const } : {}), ...(all ? { all: true as const } : {}) };
  let reply = moved.length ? undefined : fromRecord(b, q, acts);
  // Asked for a read, with no stance in the plan, from the second day on: a name with what stands against it, not "no read".
  const lean = reply?.kind === 'none' && q.about === 'read' && q.subject === undefined ? askedLean(b, acts, q, all) : undefined;
  if (lean) {
    moved.push(lean);
    reply = undefined;
  }
  // "Your case against me", asked by a seat this one never went after, with nothing on the record against it: the words were
  // about something else ("why did you sit out the race?"), and "Iris and Ada, to answer you: I have nothing against you"
  // answered nothing they asked (the blind reader's first tell, relay game, 3 Dec). The speech goes on without that answer.
  if (reply?.kind === 'none' && q.about === 'case' && q.subject === undefined && !wentAfter(b.k, q.by)) return plan;
  const head: Act[] = reply === undefined ? [{ act: 'answer', ...asked, reply: { kind: 'lead', acts: moved.length } }, ...moved] : [{ act: 'answer', ...asked, reply }];
  // Having said it has no read, the seat does not go on to guess.
  const none = head[0]?.act === 'answer' && head[0].reply.kind === 'none' && q.about === 'read';
  // A count of yesterday's ballots opens a case; with the case moved up to answer the question, it would trail after the vote.
  // Nor, after the case moved up, a doubt of the same seat's claim said again behind the vote ("…I'm voting Mira. … Mira as the
  // seer does not add up. Look at the record: Seat 4 called Mira a werewolf": a seer game at 80x24, 4 Dec): the case said it.
  const accused = new Set(moved.flatMap((a) => (a.act === 'accuse' ? [a.target] : [])));
  // Having named a seat as asked, it waits on no answer "before I name anyone", says no "no read from me yet" after it, and
  // holds its vote in its own words, not beside the seat it named ("I lean P3 … I'm with P3 on this: no vote from me on a
  // bare name").
  const gave = lean?.target;
  const rest = acts.flatMap((a): Act[] => (gave !== undefined && a.act === 'no_read' && a.with === gave ? [withoutHolder(a)] : [a])).filter(
    (a) =>
      !(gave !== undefined && (a.act === 'await_answer' || (a.act === 'no_read' && a.why !== 'hold_first'))) &&
      !moved.includes(a) &&
      !(none && a.act === 'accuse' && a.strength === 'hunch' && !a.because.length) &&
      !(moved.length && a.act === 'audit') &&
      !(a.act === 'doubt_claim' && accused.has(a.seat)),
  );
  // A role claimed in the speech, not as the answer, comes before it with its results: "I'm the hunter" said after the vote reads bolted on.
  const claimed = rest.some((a) => a.act === 'claim_role');
  const claim: Act[] = rest.filter((a) => a.act === 'claim_role' || (claimed && (a.act === 'report_check' || a.act === 'reveal_action')));
  return { ...plan, acts: [...claim, ...head, ...rest.filter((a) => !claim.includes(a))] };
}

/** A hold said without the seat it was said beside. */
function withoutHolder(a: Extract<Act, { act: 'no_read' }>): Act {
  const { with: _, ...rest } = a;
  return rest;
}

/**
 * The name a seat gives when asked for its read on a day its plan takes no side: its likeliest suspect (the pack's, the seat
 * it pushes) with the fact that stands against it, said as a lean; its vote still waits. "Bruno and Iris, since you ask: I
 * don't have a read yet, honestly", on day 2 of a mafia game, after a night that killed the doctor the day's vote had gone
 * after, was the answer three model seats voted out ("Two days, zero names, not even a guess": a relay game, mafia-classic
 * seed 1208302). On the first day, only the one mark such a day has (see `dodgedToday`); the whole table asked for a name,
 * a fact against any seat will do ("everybody name one person you're watching, no 'too early to say'", from a model seat,
 * was answered "nothing points anywhere for me yet": relay game, mafia-classic, seed 1218501). Undefined where no seat has
 * a fact against it and none has a case against this one.
 */
function askedLean(b: BotInput, acts: readonly Act[], q: Question, all = false): Extract<Act, { act: 'lean' }> | undefined {
  const { k, r } = b;
  if (acts.some((a) => a.act === 'lean' || a.act === 'accuse' || a.act === 'vote_intent' || a.act === 'nominate')) return undefined;
  const sincere = b.mind.own !== undefined;
  const spoken = new Set(acts.flatMap((a) => (a.act === 'believe_claim' || a.act === 'defend' ? [a.act === 'defend' ? a.target : a.seat] : [])));
  const among = [...k.alive].filter((s) => s !== k.me && !spoken.has(s) && (sincere || !k.teammates.has(s)));
  if (k.day < 2) {
    const cleared = clearedByBelieved(b);
    const dodged = dodgedToday(
      k,
      among.filter((s) => !cleared.has(s)),
      q.by,
    );
    if (dodged || !all) return dodged && { act: 'lean', target: dodged.kind === 'unnamed' ? dodged.seat : dodged.by, because: [dodged] };
  }
  const pushed = sincere ? undefined : frameTarget(b, among);
  const order = [...(pushed !== undefined ? [pushed] : []), ...among.sort((x, y) => r.s(y) - r.s(x) || x - y)];
  for (const t of order.slice(0, 3)) {
    const because = countered(b, r.reasons(t, 1, 1), t);
    if (because.length) return { act: 'lean', target: t, because };
  }
  // Else the seat whose case against it the speech answers: it knows what it is ("You asked me yesterday, Ada: I have no read
  // yet. Wren pointed at me, … but I'm not mafia", and the seat was voted out for naming nobody: relay game, mafia-classic,
  // seed 1220501). The defence after it says why.
  const against = acts.find((a): a is Extract<Act, { act: 'defend_self' }> => a.act === 'defend_self' && a.against !== undefined)?.against;
  return against !== undefined && among.includes(against) ? { act: 'lean', target: against, because: [] } : undefined;
}

/**
 * The first question to this seat it has not had a day speech to answer since (asked today, or yesterday
 * after it spoke), by a seat still alive.
 */
function openQuestion(b: BotInput, context: string): Question | undefined {
  return openQuestions(b, context)[0];
}

/** Whether a question to this seat is open: asked since its last day speech, by a seat still alive. */
export const asked = (b: BotInput): boolean => openQuestions(b, 'discussion').length > 0;

/** Every such question, oldest first. */
function openQuestions(b: BotInput, context: string): Question[] {
  const { k } = b;
  // Last words answer too: a seat banished with a question open to it has one last chance to answer.
  if ((!ANSWERING.has(context) && context !== 'last_words') || !k.questions.length) return [];
  const spoke = k.myDayTalk.at(-1) ?? -1;
  // A question to the whole table is the day's: the next day has its own talk.
  const open = k.questions.filter((q) => q.to === k.me && q.by !== k.me && q.n > spoke && q.day >= (q.all ? k.day : k.day - 1) && k.alive.has(q.by) && !moot(k, q));
  // A seat that asked again in a later speech asks what it wants to know now: its earlier question is not answered first (a
  // model seat asked Greta for her read of Katya, and got "You asked, Wren, so here it is: there is no check I can give you",
  // the answer to its question of the sheriff race: werewolf-9 relay, seed 1290201).
  return open.filter((q) => !open.some((x) => x.by === q.by && x.n > q.n && !x.all));
}

/**
 * A read of a seat, or the case against it, asked about a seat dead since: the night or the vote answered it. "Ada and Bruno,
 * fair question: I have no read on Mira yet", of a Mira killed in the night and shown the doctor, was the line three of four
 * model seats quoted (a relay game, mafia-classic seed 1208302). Why one voted a seat, or what one's check on it found, stands.
 */
export const moot = (k: BotInput['k'], q: { about: string; subject?: number | undefined }): boolean =>
  (q.about === 'read' || q.about === 'case') && q.subject !== undefined && !k.alive.has(q.subject);

/** Whether this seat went after `seat` at any time: an accusation, a nomination, an announced vote, a ballot. */
function wentAfter(k: BotInput['k'], seat: number): boolean {
  if (wordsAgainst(k).some((a) => a.by === k.me && a.target === seat)) return true;
  if (k.votes.some((v) => v.voter === k.me && v.target === seat)) return true;
  for (const day of k.intents.values()) if (day.get(k.me)?.target === seat) return true;
  return false;
}

/** Whether the seat asking went after this one in the speech that asked (an accusation or a vote it announced). */
function wentAfterMe(b: BotInput, q: Question): boolean {
  const { k } = b;
  return k.accusations.some((a) => a.by === q.by && a.target === k.me && a.ev.n === q.n) || k.intents.get(q.day)?.get(q.by)?.target === k.me;
}

/** Whether the act speaks against `seat`: a case, a vote, a lean, a doubt of its claim, or a defence against its case. */
function goesAfter(a: Act, seat: number): boolean {
  switch (a.act) {
    case 'accuse':
    case 'vote_intent':
    case 'lean':
    case 'nominate':
      return a.target === seat;
    case 'defend_self':
      return a.against === seat;
    case 'doubt_claim':
      return a.seat === seat;
    case 'counter_claim':
      return a.liar === seat;
    default:
      return false;
  }
}

/** Whether an act of the plan answers the question. */
function holds(a: Act, q: Question, b: BotInput): boolean {
  const me = b.k.me;
  const on = (t: number | null | undefined) => q.subject === undefined || t === q.subject;
  switch (q.about) {
    case 'check':
      return a.act === 'report_check' || a.act === 'claim_role';
    case 'vote':
      // A nomination only to hear a defence is no vote ("You asked, Seat 1, so here it is: Iris and Mira are up already;
      // I'll add Priya, so we hear one more answer": a detective game at 80x24, mafia, seed 771204).
      return (a.act === 'vote_intent' && on(a.target)) || (a.act === 'nominate' && on(a.target) && a.tentative === undefined) || (a.act === 'changed_mind' && on(a.to)) || (a.act === 'lean' && on(a.target));
    case 'read':
      // A first-day guess is no read: asked for one, the seat says it has none yet. A seat it holds likelier evil than not
      // is its read, fact or none ("As for your question, Iris: nothing points anywhere for me yet", of Iris at 77%, four
      // alive on day 3: a relay game, werewolf-9, seed 130925).
      // Asked by the whole table for one name, a guess is what was asked for.
      if (a.act === 'accuse' && a.strength === 'hunch' && !a.because.length) return q.all === true || b.r.s(a.target) >= 0.5;
      // A vote moved since is the read now ("Iris, to answer you: I'm moving my vote to Tomas…"), never "no read yet" before it.
      if (a.act === 'changed_mind') return a.to !== null && on(a.to);
      // The count is the read, and the reason for it.
      if (a.act === 'count') return q.subject === undefined || a.left.includes(q.subject);
      // Two seats it cannot split are its read too: never "I have no read yet. … I keep weighing Vera against Jonah" (mafia-classic
      // corpus, seed 1208200: 3 of 17 day-2+ "no read" answers went on to name two seats).
      if (a.act === 'no_read' && a.between) return q.subject === undefined || a.between.includes(q.subject);
      // The seat it answers as its accuser is its read of that seat ("Sam, fair question: Mira looks good to me… It was Mira who
      // led you here", from a mafioso's last words: a doctor game at 80x24, mafia-classic, seed 1270101).
      if (q.subject !== undefined) return ('target' in a && a.target === q.subject && ['accuse', 'defend', 'vote_intent', 'lean', 'nominate'].includes(a.act)) || (a.act === 'defend_self' && a.against === q.subject);
      return ['accuse', 'vote_intent', 'lean'].includes(a.act);
    case 'case':
      // The case against the asker, or against the seat the question names ("your case against Elsie").
      return 'target' in a && a.target === (q.subject ?? q.by) && a.target !== me && ['accuse', 'vote_intent', 'nominate'].includes(a.act);
  }
}

/**
 * The ballot a vote question asks about: this seat's latest ballot of the kind it names ("your sheriff
 * vote", on the seat it names if any); else its latest day ballot on the seat named, else its latest
 * ballot of any kind on it (asked "why Iris?" before the day's vote, the sheriff ballot is the one).
 */
function pastBallot(b: BotInput, q: Question) {
  if (q.about !== 'vote') return undefined;
  const mine = [...b.k.votes].reverse().filter((v) => v.voter === b.k.me && v.target !== null && (q.subject === undefined || v.target === q.subject));
  if (q.ballot !== undefined) return mine.find((v) => v.ballot === q.ballot);
  if (q.subject === undefined) return undefined;
  return mine.find((v) => v.ballot !== 'sheriff') ?? mine[0];
}

/** The answer the plan does not hold, from the record and the seat's belief. */
function fromRecord(b: BotInput, q: Question, acts: readonly Act[] = []): AnswerReply {
  const { k, r } = b;
  // Never a word for a seat the same speech goes after (its claim doubted, its case on this one answered).
  const against = q.subject !== undefined && acts.some((a) => goesAfter(a, q.subject!));
  const sincere = b.mind.own !== undefined;
  const vote = pastBallot(b, q);
  if (vote && vote.target !== null) return votedFor(b, vote.target, vote.ev);
  if (q.about === 'vote' && q.subject !== undefined) {
    // Asked why it backed a seat it never voted ("Nell, why did you back Jonah?", of words spoken for Jonah): what it
    // said for that seat, or why it trusts it, rather than "I never voted Jonah".
    const read = fromRecord(b, { ...q, about: 'read' }, acts);
    if (read.kind === 'good' || read.kind === 'backed') return read;
    const last = k.votes.filter((v) => v.voter === k.me && v.ballot !== 'sheriff').at(-1);
    return { kind: 'not_voted', subject: q.subject, ...(last ? { vote: last.ev } : {}) };
  }
  if (q.about === 'read' && q.subject !== undefined && q.subject !== k.me && !against && (sincere || !k.teammates.has(q.subject))) {
    const good: Evidence[] = r.s(q.subject) <= 0.2 ? r.reasons(q.subject, -1, 1) : [];
    // A claim is no reason to trust itself ("I read Jonah as good, because Jonah claimed to be the seer"): said as the
    // claim nobody has countered, or, countered, not given as a reason at all (the answer is then the seat's read).
    const claim = good[0]?.kind === 'role_claim' && good[0].seat === q.subject ? good[0] : undefined;
    const rivalled = claim !== undefined && [...k.roleClaims.values()].some((c) => c.seat !== q.subject && c.role === claim.role);
    if (good.length && !rivalled) return { kind: 'good', subject: q.subject, because: good, ...(claim ? { unopposed: true as const } : {}) };
  }
  // Asked its read on a claimant it said it trusted, it answers with that stance.
  if (q.about === 'read' && q.subject !== undefined && q.subject !== k.me && !against && (sincere || !k.teammates.has(q.subject))) {
    const role = k.roleClaims.get(q.subject)?.role;
    if (role !== undefined && k.defences.some((d) => d.by === k.me && d.target === q.subject)) return { kind: 'backed', subject: q.subject, role, still: r.s(q.subject) < 0.5 };
  }
  // Asked its read on a seat it voted out on a day before, it answers with that ballot, never "I have no read on Ada yet"
  // the day after voting Ada on "a hunch about Ada" (a relay game, werewolf-9, seed 120501: read as forgetting).
  if (q.about === 'read' && q.subject !== undefined) {
    const ballot = [...k.votes].reverse().find((v) => v.voter === k.me && v.target === q.subject && v.ballot !== 'sheriff' && v.day < k.day);
    if (ballot) return votedFor(b, q.subject, ballot.ev);
  }
  if (q.about === 'case') {
    const against = countered(b, r.reasons(q.subject ?? q.by, 1, 1), q.subject ?? q.by);
    const other = q.subject !== undefined && q.subject !== q.by ? { subject: q.subject } : {};
    if (against.length) return { kind: 'case', because: against, ...other };
    return { kind: 'none', ...other };
  }
  return { kind: 'none', ...(q.about === 'read' && q.subject !== undefined ? { subject: q.subject } : {}) };
}

/**
 * With no fact of its own behind a day ballot, the words it went with: the latest seat that went after the seat voted that
 * day before the ballot (not a partner, for the evil side). Asked twice why it voted Jonah, a wolf said twice "a lean,
 * nothing firmer", which a model seat quoted back (relay game, werewolf-9, seed 1221001); a person says whose case it followed.
 */
function heardAgainst(b: BotInput, target: number, vote: Extract<Evidence, { kind: 'vote' }>): Evidence[] {
  const { k } = b;
  const sincere = b.mind.own !== undefined;
  const ok = (by: number, day: number, n: number) => by !== k.me && by !== target && day === vote.day && n < vote.n && (sincere || !k.teammates.has(by));
  // Not a lean, said as no more than that: "Luca pointed at Vera" is no fair word for it, nor in the record (talk bench).
  const words: Evidence[] = wordsAgainst(k).filter((a) => a.target === target && ok(a.by, a.ev.day, a.ev.n)).map((a) => a.ev);
  const latest = words.sort((x, y) => evidenceN(y) - evidenceN(x))[0];
  return latest ? [latest] : [];
}

/**
 * Why this seat cast a ballot: a vote to banish, by what stood against the seat then; a sheriff ballot (a
 * vote of trust), by what spoke for the candidate then, else the claim it ran on (the cover a wolf who
 * backed a partner gives, and one the table can check). A seat it now holds against the one it backed
 * says what changed its mind since.
 */
function votedFor(b: BotInput, target: number, vote: Extract<Evidence, { kind: 'vote' }>): AnswerReply {
  const { k, r } = b;
  // What it knew then: a fact and what became of it since are both before the ballot ("I voted Luca yesterday, because Luca
  // put a vote on Iris on day 1, and we found Iris dead this morning": a seer game at 80x24, werewolf-9, seed 1221301).
  // Nor another ballot of the same round, cast sealed beside it ("I put a vote on Tomas yesterday, because Tomas cast a vote
  // against Iris yesterday": a blind reader's example of wrong reasoning, werewolf-9 relay, seed 1240001).
  const sameRound = (e: Evidence) => e.kind === 'vote' && e.day === vote.day && e.ballot === vote.ballot;
  const before = (e: Evidence) => evidenceN(e) < vote.n && !sameRound(e) && !('fate' in e && e.fate !== undefined && evidenceN(e.fate) > vote.n);
  if (vote.ballot !== 'sheriff') {
    // Not its own word on the seat ("I voted Nell in the run-off, because Ada pointed at Nell", said by Ada: talk bench).
    const because = countered(b, r.reasons(target, 1, 4).filter((e) => before(e) && !ownWord(e, k.me, target)), target).slice(0, 2);
    return { kind: 'voted', vote, because: because.length ? because : heardAgainst(b, target, vote) };
  }
  let because = countered(b, r.reasons(target, -1, 4).filter(before), target).slice(0, 2);
  const claim = k.roleClaims.get(target);
  if (!because.length && claim && claim.ev.n < vote.n) because = [claim.ev];
  const turned = r.s(target) >= 0.5 || k.intents.get(k.day)?.get(k.me)?.target === target;
  return { kind: 'voted', vote, because, ...(turned ? { since: r.reasons(target, 1, 2, vote.n) } : {}) };
}
