// What a seat says in a day speech, from its belief: the changed vote it owes, its claims (given by
// the game's policy), what it makes of others' claims, a defence when it is under fire, an accusation
// with its evidence, and the vote it will cast. Short when nothing happened; longer when accused or
// claiming.
import { actor } from '../bears.js';
import { investigatorOf, SAVED } from '../belief/claims.js';
import { smallTable } from '../belief/params.js';
import type { BotInput } from '../bot.js';
import { ANSWERING, type Knowledge, wordsAgainst } from '../knowledge.js';
import type { Act, Evidence, Strength } from '../speech/plan.js';
import { onReading, restsOnLiar } from './claim-reading.js';
import { isEvil, packHoldsVote, packMaySay, rivalCheckOnMe } from './evil.js';
import { claimSameRole } from '../ledger/claims.js';
import { mourning, shotNews } from './mourn.js';
import { stakes } from './stakes.js';
import { counterClaimed, countered } from './countered.js';
import { ownWord } from '../speech/claims.js';
import { anchored, echoedDefence, ownOn, readsBackwards, recount } from './record.js';
import { countOut, type Count } from './count.js';
import { clearedByBelieved, dodgedToday, loneAccuser, namersToday, noBallotYet, wordBy } from './first-day.js';
import { lastWordOn, lastWordOnMe, lastWordSource } from './last-words.js';
import { castWith, crowdBallot, heldWith, sharedBallot, sharedDeed } from '../speech/shared-ballot.js';
import { owedChanges, turnToday, voicesToday } from './votes.js';
import { evidenceN, withClearing, withFate } from '../reading.js';
import { weakBallot } from './weak-ballot.js';
import { rebuttals } from './rebut.js';
import { audit, auditAt } from './audit.js';
import { HEARSAY } from '../hearsay.js';

/** Acts that take a side: a speech holding one has a read, so it does not also say it has none. */
const STANCES = new Set<Act['act']>(['report_check', 'counter_claim', 'accuse', 'defend', 'believe_claim', 'doubt_claim', 'changed_mind', 'confess', 'lean']);

export interface SpeechChoice {
  /** The seat this speech pushes (accuses and announces), if any. */
  target: number | undefined;
  /** Announce a vote for it (discussion), or only accuse (PK, defence, last words). */
  announce: boolean;
  /** Acts the game's policy puts first: role claims, check reports, counter-claims. */
  lead: Act[];
  /** Seats whose claims the speech need not comment on (answered already). */
  skipClaims?: readonly number[];
  /** Whether the bot's own belief is the table's (false for the evil side: it never believes it is suspected). */
  sincere: boolean;
  /** The seat that held the badge when it was killed last night (werewolf), if any. */
  sheriffKilled?: number;
  /** With no case, whether its ballot goes to `target` anyway (then it names the vote as a lean); true where every seat votes. */
  votesAnyway?: boolean;
  /** Whether the seat holds its ballot today unless a case is made (a table that may skip, no seat it would vote). */
  holds?: boolean;
}

/** A read firm enough to be said without a fact to give. */
const FIRM = 0.6;

/** A read said as sure. */
const SURE = 0.8;

export const strengthOf = (p: number): Strength => (p >= SURE ? 'sure' : p >= 0.55 ? 'lean' : 'hunch');

/** Seats accusing this one today (said suspect/vote/nominate), and whether a claimed check called it evil. */
export function pressureOnMe(b: BotInput): { accusers: number[]; checked: Evidence | undefined } {
  return b.r.memo('pressure', () => pressureOf(b));
}

function pressureOf(b: BotInput): { accusers: number[]; checked: Evidence | undefined } {
  const { k } = b;
  // Living accusers only: a seat dead since its words is not answered as if it sat at the table ("Mira, you have the wrong
  // player. Mira was shot today", said to the seat the hunter had just shot).
  const accusers = new Set<number>();
  for (const [by, i] of k.intents.get(k.day) ?? []) if (i.target === k.me && by !== k.me && k.alive.has(by)) accusers.add(by);
  for (const a of k.accusations) if (a.target === k.me && a.ev.day === k.day && k.alive.has(a.by)) accusers.add(a.by);
  const checked = k.checkClaims.find((c) => c.target === k.me && c.bad && k.alive.has(c.by))?.ev;
  return { accusers: [...accusers], checked };
}

export function planSpeech(b: BotInput, choice: SpeechChoice): Act[] {
  const { k, r } = b;
  const acts: Act[] = [];
  const owed = owedChanges(b);
  acts.push(...owed);
  // A role this seat claimed before is said again as a reminder: "no more hiding: I'm the seer" twice is a stitched line.
  const before = k.roleClaims.get(k.me)?.role;
  acts.push(...choice.lead.map((a) => (a.act === 'claim_role' && a.role === before ? { ...a, again: true as const } : a)));
  const lastSpoke = k.mySpeeches[k.mySpeeches.length - 1] ?? -1;
  // The day's first speaker says what the vote is worth, where one wrong vote decides the game.
  const worth = stakes(b);
  if (worth) acts.push(worth);

  // Claims made since this seat last spoke: say what it makes of them. The evil side says what the
  // village thinks (a silent pack stands out), but never backs a rival of the pack's story or doubts a partner it still backs.
  // A claim heard before counts as news again once a death has borne out its check: "Oskar put a vote on Mira yesterday, and
  // Oskar turned out to be mafia, which counts a little in Mira's favour", of the sheriff whose check on Oskar the card had just
  // shown right (five seats of day 2, none saying so: a doctor game at 80x24, mafia-classic, seed 1270101).
  for (const c of r.claimants()) {
    if (c.seat === k.me || (c.ev.n <= lastSpoke && !shownRight(k, c.seat, lastSpoke)) || choice.skipClaims?.includes(c.seat)) continue;
    const stance = c.good >= 0.75 ? 'believe' : c.good <= 0.35 ? 'doubt' : undefined;
    if (!stance || (!choice.sincere && !packMaySay(b, c.seat, stance))) continue;
    if (stance === 'believe') {
      // A claim heard before and news again for its check a card bore out: once two seats have said so today, the rest leave
      // it be (an echo of it names no fact, where the seat's own speech would have: talk bench, mafia-classic, 24 -> 35 of 1,018
      // day-2+ speeches naming none).
      const reheard = c.ev.n <= lastSpoke;
      const said = reheard && echoed(b, c.seat) ? 'silent' : believeForm(b, c.seat, c.role, choice.target !== undefined && choice.target !== c.seat);
      if (said !== 'silent') acts.push({ act: 'believe_claim', seat: c.seat, role: c.role, because: trustReasons(b, c.seat), ...(said === 'echo' ? { echo: true as const } : said === 'unopposed' ? { unopposed: true as const } : said === 'press' ? { press: true as const } : {}) });
    } else acts.push({ act: 'doubt_claim', seat: c.seat, role: c.role, because: doubtReasons(b, c.seat) });
  }
  acts.push(...powerClaimsHeard(b, choice, lastSpoke));

  const held = discussing(b) ? badgeHeld(b) : undefined;
  if (held) acts.push(held);
  const { accusers, checked } = pressureOnMe(b);
  // Last words defend only a seat the table voted out, and say the vote was wrong rather than plead.
  const last = b.req.kind === 'last_words';
  const removed = last && k.deaths.some((d) => d.seat === k.me && (d.cause === 'banished' || d.cause === 'eliminated'));
  // A seat one other went after today answers it: a table does not let a name go by unheard.
  // So on a later day too: one seat's case against it today is answered in its turn (measured, werewolf day 2+, 150
  // games: 29% of seats one other had accused today named the accuser in their speech).
  const lone = !last && discussing(b) ? loneAccuser(b, accusers) : undefined;
  // A case made against it yesterday after its turn, which it has had no turn to answer: answered now, first thing ("That's not
  // a read, that's settling a score", from a model seat after the bot had spoken, went unanswered the next day: relay game,
  // mafia-classic, seed 1218501).
  const late = !last && discussing(b) && !accusers.length && !checked ? lateCaseOnMe(b) : undefined;
  if (last ? removed : accusers.length >= 2 || checked || lone || late || b.req.kind === 'defense' || b.req.kind === 'pk') {
    const { made, accuser } = late ? { made: late, accuser: late.by } : caseOnMe(b);
    // Voted out, the pack never names a partner as the one who led the vote against it (the table would read the pair).
    const against = removed && accuser !== undefined && !choice.sincere && isEvil(b, accuser) ? undefined : accuser;
    // A defence after this seat's own turn today, when the accuser had spoken against it before that turn: answered then.
    const mine = turnToday(k);
    const again = (b.req.kind === 'defense' || b.req.kind === 'pk') && mine !== undefined && against !== undefined && accusedBefore(k, against, mine);
    // A second seat that went after it today is not passed over: it hears the same answer, by name.
    const also = removed ? undefined : otherAccuser(k, against);
    const record = removed ? [] : myRecord(b);
    const badge = removed ? undefined : trustedWithBadge(b);
    // The defence says the badge: not said before it as well ("I hold the badge Sam passed me… Sam passed the badge to me
    // today, and our seer did not hand it to a seat they doubted": a seer game at 80x24, werewolf-9, seed 1221301).
    if (badge && held) acts.splice(acts.indexOf(held), 1);
    const rebut = removed ? [] : rebuttals(b, made, record, choice.target);
    // A role claimed before stands: the accused hunter says it again before its defence. Not where this speech claims (or
    // counter-claims) a role itself, which the policy's lead carries ("Katya is wearing my role: I'm the seer. … I said it
    // before and I stand by it: I am the seer").
    const standing = before !== undefined && !k.evilRoles.has(before) && !removed && !choice.lead.some((a) => a.act === 'claim_role' || a.act === 'counter_claim') ? before : undefined;
    acts.push({
      act: 'defend_self',
      ...(against !== undefined ? { against } : {}),
      because: against !== undefined && (choice.sincere || !isEvil(b, against)) ? countered(b, saidAgainst(b, r.reasons(against, 1, 1), against), against) : [],
      ...(removed ? { removed } : {}),
      ...(made && !removed ? { case: made } : {}),
      ...(record.length ? { record } : {}),
      ...(rebut.length ? { rebut } : {}),
      ...(again ? { again: true as const } : {}),
      ...(also !== undefined ? { also } : {}),
      ...(also !== undefined && against !== undefined && firstWordOnMe(k, against) < firstWordOnMe(k, also) ? { behind: true as const } : {}),
      ...(standing !== undefined ? { claimed: standing } : {}),
      ...(badge ? { badge } : {}),
    });
  }

  // Last words that named this seat, not answered yet: a table heard the name, and this is the seat's first turn since.
  // Defending itself against the living too, it answers them after that defence, as the same answer ("Luca pointed at me… Elsie
  // named me in her last words, and that gets the same answer"): answering Luca alone left Elsie's parting word unheard
  // (last-words-heard.test's 30 werewolf games: 22 of 75 named seats).
  const lastOnMe = discussing(b) ? lastWordOnMe(b) : undefined;
  const defended = acts.find((a) => a.act === 'defend_self');
  if (lastOnMe && (!defended || (defended.act === 'defend_self' && !defended.removed && defended.against !== lastOnMe.by && defended.also !== lastOnMe.by))) {
    acts.push({ act: 'answer_last', case: lastOnMe, ...lastWordSource(b, lastOnMe), ...(defended ? { too: true as const } : {}) });
  }

  const t = choice.target;
  // A good seat that can count the evil seats out says the count, and votes on it: the case is the count.
  const count = t !== undefined && choice.sincere && discussing(b) ? countOut(b, t) : undefined;
  if (count && t !== undefined) {
    // A claimant the count vouches for is said there, not believed again beside it ("I think Iris is the sheriff. Count the
    // seats: Iris is the sheriff and cleared Hugo and Luca…").
    const vouched = new Set(count.vouched.flatMap((e) => (e.kind === 'role_claim' ? [e.seat] : [])));
    for (let i = acts.length - 1; i >= 0; i--) {
      const a = acts[i]!;
      if (a.act === 'believe_claim' && vouched.has(a.seat)) acts.splice(i, 1);
    }
    acts.push(count);
    if (choice.announce) acts.push({ act: 'vote_intent', target: t, because: [] });
  } else if (t !== undefined) {
    // A vote or an accusation names what moved it: the seat's own evidence, else the case someone made today.
    // Only evidence on the speaker's one reading of the claims: never a check by a claimant it reads as lying.
    // An evil seat's last words never rest a case on a partner's words: the table would read the pair from it.
    // Nor on a ballot the speaker cast the same way, or the whole table did: nobody holds against one voter what all did.
    // Nor a check by a seat this speech calls a liar for its check on the speaker ("that result is wrong, and it makes Katya the
    // liar … even granting that Katya reported Iris as good yesterday, which speaks for Iris": a seeded werewolf game).
    const denied = new Set(acts.flatMap((a) => (a.act === 'defend_self' && a.case?.kind === 'check_claim' ? [a.case.by] : [])));
    // Voted out, nor the ballot that put the speaker out: the round's majority cast it, so it marks no one voter of it over the
    // rest ("Ask yourselves why Nell wanted me gone. Luca, Nell, Bruno and Tomas all voted me, and that is why I suspect Luca":
    // 8.5% of werewolf last words, the case's leader among the list; who led it is said in a sentence of its own).
    const read = (evs: Evidence[]) =>
      onReading(b, choice.sincere, evs).filter(
        (e) =>
          (choice.sincere || ((b.req.kind !== 'last_words' || !partnerSaid(b, e)) && !partnerBacked(b, e, t))) &&
          !sharedDeed(b.k, e) &&
          !(e.kind === 'check_claim' && denied.has(e.by)) &&
          !(removed && outVote(k, e)),
      );
    // A seat that checked `t` itself and found it evil argues from its check, never from others' hints about `t`.
    const checkedEvil = choice.sincere ? k.myResults.get(t) : undefined;
    let because = checkedEvil?.bad ? [checkedEvil.ev as Evidence] : read(citedAgainst(b, t));
    // A case made today by a seat this one does not doubt is taken up by name, not cited as who accused.
    const reportedHere = choice.lead.some((a) => a.act === 'report_check' && a.bad && a.target === t);
    // Before any ballot an accusation is a hunch: nobody takes up a guess as a case.
    const anyBallot = k.votes.some((v) => v.ballot !== 'sheriff');
    const first = !because.length && !reportedHere && anyBallot ? firstAccuser(b, t) : undefined;
    const seconded = first?.by;
    // Nor, in an evil seat's last words, a partner's case by name ("it's Seat 9's case I'm backing": the pair read at once).
    const partnersCase = seconded !== undefined && !choice.sincere && b.req.kind === 'last_words' && isEvil(b, seconded);
    let seconds = seconded !== undefined && !partnersCase && r.s(seconded) < 0.5 && b.r.bears({ kind: 'accusation', n: 0, day: k.day, by: seconded, target: t }, t, 1) ? seconded : undefined;
    // When the case taken up was made (the accused may have answered it since).
    let secondedAt = seconds !== undefined ? first?.n : undefined;
    let followsAlone: number | undefined;
    // A check this speech reports on the seat is its case: never another's followed beside it ("I looked at Tomas: a
    // werewolf. I hold nothing against Tomas myself; it's Hugo's case I'm backing", heard in a relay game).
    if (!because.length && seconds === undefined && !reportedHere) {
      // Another seat's case taken up, and the seat's own faint fact beside it where it has one: not the hint alone.
      const hint = read(followed(b, t));
      const mine = hint.length ? saidAgainst(b, read(faintest(b, t)).filter((e) => !ownWord(e, k.me, t) && !HEARSAY.has(e.kind)), t) : [];
      // A hint taken up with nothing of its own is said as that: the other seat's case, followed ("I'm with Ada on
      // Luca"), never as a reason of its own ("I suspect Luca, since Ada accused Luca": a borrowed reason, read at once).
      const hinted = hint[0];
      if (hinted?.kind === 'accusation' && !mine.length) {
        followsAlone = hinted.by;
        secondedAt = hinted.n;
      } else because.push(...hint, ...mine);
    }
    if (followsAlone !== undefined) seconds = followsAlone;
    // A case taken up before any ballot, or taken from the reasons, adds no other seat's words beside it.
    let secondsTaken = followsAlone !== undefined && !anyBallot;
    // A case another seat made today, among the reasons, is taken up by name ("I'm with Jonah on Bruno") and the rest
    // said as this seat's own: never "Bruno looks evil, given that Jonah pointed at Bruno" (a borrowed reason, read at once).
    if (seconds === undefined) {
      const taken = because.find((e) => (e.kind === 'accusation' || e.kind === 'nomination') && e.target === t && e.by !== k.me && e.day === k.day && k.alive.has(e.by));
      // A claimed check on the seat among the reasons is the case itself ("Seat 4 reported Ada as mafia"): the
      // accusation that came with it is not said beside it, as a second or as a reason.
      const checked = because.some((e) => e.kind === 'check_claim' && e.target === t);
      if (taken && 'by' in taken) {
        because = because.filter((e) => e !== taken);
        // A doubt from a seat that votes elsewhere today is neither a case to take up nor a reason of this seat's own.
        if (!checked && !votesElsewhere(k, taken.by, t)) {
          seconds = taken.by;
          secondedAt = taken.n;
          secondsTaken = true;
        }
      }
    }
    // Last words follow nobody's case: the seat leaving says its own facts, or where it would look next ("I heard Elsie speak
    // after Jonah's case today, and nothing said changes the case", from a seat just banished: a relay game, seed 120601).
    if (b.req.kind === 'last_words') seconds = undefined;
    // Nor the case of a seat this one votes today (its vote said, or its ballot cast): Tomas, who had voted Nell, said at the
    // run-off "I heard Oskar speak after Nell's case today, and I am not moved" (a wolf game at 80x24, werewolf-9, seed 1280901).
    // A seat it went after and has since turned from may lead it ("I see her differently now. Nell's read on Wren is the one I'd back").
    if (seconds !== undefined && votesToday(k, seconds)) seconds = undefined;
    // The accused has spoken since the case this speech takes up: the seconder answers that answer, never "heard nothing".
    const at = secondedAt;
    let answered = seconds !== undefined && at !== undefined && k.speechesToday.some((x) => x.seat === t && x.n > at && ANSWERING.has(x.context));
    // Once two seats besides its maker have joined the case, the next counts them rather than put the case again in
    // other words (five seats each saying "Bruno spoke after Ada's case, and nothing changes it" read as one speech said five times).
    let behind = seconds !== undefined ? onToday(b, t).filter((s) => s !== seconds) : [];
    // A seat that will vote says so with the case it follows, even one the table has heard: the ballot comes either way.
    // On the first day, once the one fact has been said by seat after seat, every other follower counts who is on the
    // seat instead of saying the fact again (eleven seats citing one check read as one speech said eleven times).
    let tally: number[] | undefined;
    if (!because.length && choice.announce && seconds === undefined) {
      const on = k.day < 2 && discussing(b) ? onToday(b, t) : [];
      const held = read(tableCase(b, t));
      // Only a claimed check is counted so: it is named in a word ("on Tomas's check"), not cited again in full.
      if (on.length >= 2 && on.length % 3 !== 1 && held[0]?.kind === 'check_claim') {
        tally = on;
        because.push(held[0]);
      } else because.push(...held);
    }
    // The first to make the case names everyone the same ballot speaks against: a bloc is read together.
    if (!pointedToday(b, t)) because = because.map((e) => withBloc(b, e, t));
    // A check this speech reports on the seat is the case itself: said once, in the report.
    // A seat that counter-claims `t` in this speech knows `t` lies about its role: its case is that claim, first, never "I've
    // nothing of my own on Seat 2; I follow Bruno" (the real seer's last words against the pack's fake, werewolf-9, seed 5252),
    // nor a lean on a lesser fact beside it ("I am the hunter. My lean is Luca… since Luca pointed at Wren", of a seat it
    // knew lied: a relay game, werewolf-9, seed 1205801; the blind reader's first tell).
    const rival = k.roleClaims.get(t);
    // So a seat claiming (now or before) the role `t` claims, whatever its side: a wolf's fake seer went after the real one "on
    // instinct, mostly", her own claim unmentioned (relay game, werewolf-9, seed 1272301: a blind reader's false line).
    const mine = choice.lead.find((a): a is Extract<Act, { act: 'claim_role' | 'counter_claim' }> => a.act === 'claim_role' || a.act === 'counter_claim');
    const myRole = mine?.role ?? k.roleClaims.get(k.me)?.role;
    const rivalOf = rival !== undefined && t !== k.me && (choice.lead.some((a) => a.act === 'counter_claim' && a.liar === t) || (myRole !== undefined && rival.role === myRole));
    if (rival && rivalOf && !because.includes(rival.ev)) because.unshift(rival.ev);
    const reported = choice.lead.some((a) => a.act === 'report_check' && a.bad && a.target === t);
    const strength = reported || rivalOf ? 'sure' : strengthOf(r.s(t));
    const hasCase = because.length > 0 || reported || seconds !== undefined || tally !== undefined;
    // Taking up another's case, the seat still gives the strongest fact of its own against the seat, if any.
    // With none strong enough to be a reason, its faintest fact of the record about the seat: against it, as its
    // reason; for it, conceded. With no fact of its own at all, it says it goes on the other seat's case.
    let granted: Evidence[] = [];
    let spare: Evidence[] = [];
    let alone = false;
    if (seconds !== undefined && !because.length) {
      // A case taken up from the reasons adds no other seat's words beside it: that would be the borrowed reason again.
      because.push(...saidAgainst(b, read(faintest(b, t)).filter((e) => !ownWord(e, k.me, t) && !(secondsTaken && HEARSAY.has(e.kind))), t));
      // Its next fact, said instead where the day's talk has told that one twice (speech/acts.ts, the retold kill).
      if (because[0]?.kind === 'death') spare = saidAgainst(b, read(nextFaint(b, t, because[0])).filter((e) => !ownWord(e, k.me, t) && !HEARSAY.has(e.kind)), t);
      const own = because.length ? undefined : ownOn(b, t);
      const fact = own ? read([own.fact]) : [];
      if (own?.sign === 1) because.push(...fact);
      // A claim another seat claims too is no point conceded to its claimant ("even granting that Bruno came out as the
      // seer, which speaks for Bruno", with Mira's seer claim standing against it: seeded werewolf-9).
      else granted = fact.filter((e) => !(e.kind === 'role_claim' && [...k.roleClaims.values()].some((c) => c.seat !== e.seat && c.role === e.role)));
      alone = !because.length && !granted.length;
      // The fact found is the followed seat's own check on `t`: that check is the case, said once as the check, never
      // "Seat 3 went after Nell today, so that is where I stand. Consider this: Seat 3 called Nell mafia" (two seats in a row).
      if (because.some((e) => e.kind === 'check_claim' && e.by === seconds && e.target === t)) {
        seconds = undefined;
        answered = false;
        behind = [];
      }
    }
    // A claim of `t`'s that a rival countered is said as the two claims that cannot both stand, whichever path brought it
    // (a faint fact, a followed case): never "because Seat 3 claimed to be the seer today" alone, as if claiming were the crime.
    // Last words with nothing of the seat's own on `t` leave a read, not a second ("I can't add anything of my own on Nell;
    // Tomas's case is what I have", from a mafioso just voted out: mafia-classic, seed 120621).
    const leavesRead = alone && b.req.kind === 'last_words';
    if (hasCase && !leavesRead)
      acts.push({
        act: 'accuse',
        target: t,
        strength,
        because: countered(b, saidAgainst(b, because, t), t),
        ...(pointedToday(b, t) ? { joins: true as const } : {}),
        ...(pointersToday(b, t) >= CROWD ? { crowd: true as const } : {}),
        ...(seconds !== undefined ? { seconds } : {}),
        ...(granted.length ? { granted } : {}),
        ...(alone ? { alone: true as const } : {}),
        // Before any ballot, a seat with nothing of its own shares the first accuser's hunch as one, not as a case it backs.
        ...(alone && !anyBallot && behind.length < 2 ? { shares: true as const } : {}),
        ...(answered ? { answered: true as const } : {}),
        ...(tally ? { tally } : {}),
        ...(behind.length >= 2 ? { behind } : {}),
        ...(seconds !== undefined && spare.length ? { spare } : {}),
      });
    // A case held on a hunch announces its vote as a lean: a weak read does not sound firm.
    if (choice.announce && hasCase && !leavesRead) acts.push({ act: 'vote_intent', target: t, because: [], ...(strength === 'hunch' ? { lean: true as const } : {}) });
    // A seat that will vote with no case says where it leans, never "nothing to go on": with the faintest fact
    // against the seat as a vote on a lean; with none, as a lean only (the vote waits for the rest of the table).
    // A seat defending itself names where it looks instead only with a fact to give, or with a read it holds firmly: the turn a
    // defence and a case, not a bare counter-lean; but never silent on the seat it is nearly sure of (a hunter named a bluff by a
    // fake witch, four alive, Iris at 77%, said nothing of Iris: a relay game, werewolf-9, seed 130925).
    else if (choice.announce && choice.votesAnyway !== false && (!acts.some((a) => a.act === 'defend_self') || read(faintest(b, t)).length > 0 || r.s(t) >= FIRM)) {
      const faint = read(faintest(b, t));
      // Before any ballot, every other seat with nothing to go on asks the seat it leans on rather than name a bare lean.
      const ask = !faint.length && !anyBallot ? askRead(b, t) : undefined;
      if (faint.length) acts.push({ act: 'vote_intent', target: t, because: countered(b, saidAgainst(b, faint, t), t), lean: true });
      // A pack whose ballots carry the day has nobody left to persuade: it says its vote, not a lean to be talked out of
      // ("Put me down as leaning Greta, not voting yet", from one of four wolves of six alive: side-tells.test).
      else if (!choice.sincere && anyBallot && packHoldsVote(b)) acts.push({ act: 'vote_intent', target: t, because: [] });
      else acts.push(...(ask ? [ask] : !anyBallot ? firstWords(b, t, { act: 'lean', target: t, because: [] }) : [{ act: 'lean' as const, target: t, because: [] }]));
    }
    // With nothing to cite and no vote to come, it says its read is unsettled; on a first day with no record, every
    // other such seat asks the seat it would start from instead (a day of "no read yet" is a day of empty lines).
    else if (!because.length && !acts.some((a) => STANCES.has(a.act) || a.act === 'defend_self') && (choice.announce || r.s(t) >= 0.5) && b.req.kind !== 'last_words') {
      acts.push((!anyBallot ? askRead(b, t) ?? askAnyone(b) : undefined) ?? { act: 'no_read', why: noReadWhy(b) });
    }
    // Before any ballot there is no record to read: a seat still names where it would start, so the next day has words to weigh.
    else if (!because.length && !reported && discussing(b) && !anyBallot && !acts.some((a) => STANCES.has(a.act) || a.act === 'defend_self')) {
      const on = choice.sincere ? t : hunchOf(b, t);
      acts.push(...firstWords(b, on, { act: 'accuse', target: on, strength: 'hunch', because: [] }));
    }
    // Last words with no case leave a read all the same: where the speaker would look next, with its faintest fact if any
    // (a third of last words named nobody: "Remember this vote when the next body turns up. Keep watching the tide").
    else if ((!hasCase || leavesRead) && b.req.kind === 'last_words' && t !== k.me && k.alive.has(t) && !acts.some((a) => STANCES.has(a.act) || (a.act === 'defend_self' && a.against === t))) {
      // Said beside the seat named as the one who led the vote, when it is another: the two reads are told apart. Half the time
      // the one who led the vote is the only name left: "Look hard at Katya, who led the case against me. After her, my last
      // read is Ada" from three seats of one game was a blind reader's second tell (werewolf-9 relay, seed 1240001).
      const led = acts.find((a): a is Extract<Act, { act: 'defend_self' }> => a.act === 'defend_self')?.against;
      if (led === undefined || led === t || !b.rng.chance(0.5))
        acts.push({ act: 'lean', target: t, because: countered(b, saidAgainst(b, read(faintest(b, t)), t), t), last: true, ...(led !== undefined && led !== t ? { beside: led } : {}) });
    }
  }

  // Someone this seat believes good is under fire today: it says so.
  if (choice.sincere && b.req.kind !== 'last_words') {
    const defended = (k.intents.get(k.day) ? [...k.intents.get(k.day)!.values()].map((i) => i.target) : []).find(
      (s) => s !== k.me && s !== t && k.alive.has(s) && r.s(s) <= 0.12,
    );
    // Not a seat this speech already said it believes as its claimed role: "Sheriff, you have my trust as the seer… I trust Ada."
    const believed = (s: number) => acts.some((a) => a.act === 'believe_claim' && a.seat === s);
    if (defended !== undefined && !believed(defended)) acts.push({ act: 'defend', target: defended, because: trustReasons(b, defended) });
  }

  // A speech with no case to make (a lean at most), or the day's first, asks the believed investigator, silent so far
  // today, for last night's check: a table wants the newest result before it argues.
  const opensDay = !k.speechesToday.some((x) => x.seat !== k.me);
  const ask = !opensDay && acts.some((a) => STANCES.has(a.act) && a.act !== 'lean') ? undefined : askCheck(b, choice.sincere);
  if (ask) {
    // Before the case of a day's first speaker too: "I'll vote Greta out. Before anyone guesses, I want Jonah's newest check"
    // asked for news after the verdict (mafia-classic, seed 1270301).
    const at = acts.findIndex((a) => a.act === 'no_read' || a.act === 'lean' || a.act === 'vote_intent' || a.act === 'accuse' || a.act === 'nominate');
    acts.splice(at < 0 ? acts.length : at, 0, ask);
  }
  // A speech with no fact of its own to give still says what the record does hold: the strongest fact that clears someone.
  // With none, what the record holds, said as weak: the faint mark against the seat leaned on, or a night's death.
  // On the first day a claimed check is the record's one fact: a seat may say what it clears, once a day.
  const firstDayCheck = k.day < 2 && k.checkClaims.length > 0;
  // A later-day lean with nothing that weighs against its seat still rests on the seat's own ballot, said as faint:
  // beside a ballot that cleared another seat, the one `t` cast elsewhere in that round. So with a hunch whose only
  // reason was the speaker's own ballot (no reason: a vote is not its own proof), and a case followed with nothing of one's own.
  const restOnBallot = (beside?: Evidence): boolean => {
    if (t === undefined || k.day < 2 || !discussing(b)) return false;
    const bare = (a: Act) => (a.act === 'lean' || (a.act === 'accuse' && (a.seconds === undefined || a.alone === true))) && a.target === t && !a.because.some((e) => !ownWord(e, k.me, t));
    const at = acts.findIndex(bare);
    const held = acts[at];
    const weak = held ? weakBallot(b, choice.sincere, t, beside) : undefined;
    if (!weak) return false;
    // Said with what makes it count, where the record has that (the company it kept: a claimant another's claim gave the lie).
    const ballot = withFate(k, weak, t, b.r.believes);
    // A lean that will be voted is said as the vote on a lean it is, with its ballot ("not a vote yet" from one side
    // only is a tell: werewolf day 2+, 150 games, 41% of the pack's speeches against 5% of the village's).
    if (held?.act === 'lean') acts[at] = choice.announce && choice.votesAnyway !== false ? { act: 'vote_intent', target: t, because: [...held.because, ballot], lean: true } : { ...held, because: [...held.because, ballot] };
    else if (held?.act === 'accuse') {
      const { alone: _alone, shares: _shares, ...rest } = held;
      acts[at] = { ...rest, because: [...held.because, ballot] };
    }
    return true;
  };
  let rested = false;
  // A night that killed nobody is the morning's news, said by the day's first speaker: a table opens on it. It is the
  // speech's fact of the record, so no older death is recounted beside it.
  const quiet = k.nights.find((x) => x.day === k.day);
  // (Read by the speech's context: a Mafia discussion is asked as a 'speech', and every seat of a quiet Mafia morning opened
  // on the quiet night, eight of eight in mafia-classic, seed 1312051.)
  if (discussing(b) && quiet?.dead.length === 0 && !k.speechesToday.some((x) => x.seat !== k.me && x.context === 'discussion') && !acts.some((a) => a.act === 'recount' && a.fact === quiet.ev)) {
    acts.splice(owed.length, 0, { act: 'recount', fact: quiet.ev });
  }
  if (discussing(b) && (k.day >= 2 || firstDayCheck) && !acts.some((a) => citesFact(a, k.me))) {
    let weigh: Act | undefined = clearing(b, choice.sincere, t, firstDayCheck, backedHere(acts));
    if (weigh?.act === 'weigh') rested = restOnBallot(weigh.because[0]);
    // With nothing cleared, the lean's own ballot is its fact; failing that, the record's news, said as weak.
    else if (!weigh && !(rested = restOnBallot()) && k.day >= 2) weigh = recount(b, t);
    // A night death that bears on nobody is no reason for a lean: the seat leaned on is asked about its last ballot instead.
    // With no ballot of its to ask about (it voted as the whole table did), it is asked for its read.
    // A ballot cast with most of the table that another seat asked about today is not asked again: the news stands, and the
    // seat leaned on is asked for its read beside it (a lean on it is never bare).
    let then: Act | undefined;
    if (weigh?.act === 'recount' && weigh.seat === undefined && t !== undefined) {
      const ask = askVote(b, t);
      if (ask === null) then = askLater(b, t);
      else weigh = ask ?? askLater(b, t) ?? weigh;
    }
    if (weigh) {
      const at = acts.findIndex((a) => a.act === 'no_read' || a.act === 'lean' || a.act === 'ask_check' || (a.act === 'vote_intent' && a.lean));
      acts.splice(at < 0 ? acts.length : at, 0, weigh, ...(then ? [then] : []));
    }
  }
  // A speech that already cites a fact (an answer, a defence) still gives its lean a fact about the seat leaned on.
  if (!rested) restOnBallot();
  // A later-day speech of one point says a second thing the record holds (measured, werewolf day 2+, 150 games: the
  // pack's speeches were one sentence 13% of the time, the village's 1%, a length a listener reads the pack by).
  if (discussing(b) && k.day >= 2 && acts.length - owed.length === 1) {
    const only = acts[acts.length - 1]!;
    // Defending itself, it puts the accuser's own last ballot back to it; leaning, it says a seat the record clears.
    const more = only.act === 'defend_self' ? (only.against !== undefined && !isEvil(b, only.against) ? (askVote(b, only.against) ?? undefined) : undefined) : LEANING.has(only.act) ? clearing(b, choice.sincere, t, false, backedHere(acts)) : undefined;
    if (more) acts.splice(only.act === 'defend_self' ? acts.length : acts.length - 1, 0, more);
  }
  // With no seat in mind on a day with no ballot yet, every other such speaker asks the seat it rates likeliest instead.
  if (acts.length === 0 && t === undefined && !k.votes.some((v) => v.ballot !== 'sheriff')) {
    const ask = askAnyone(b);
    if (ask) acts.push(ask);
  }
  if (acts.length === 0) acts.push({ act: 'no_read', why: noReadWhy(b) });
  // Before any ballot, a speech that would only say it has no read says what the day does hold instead.
  if (acts.length === 1 && acts[0]!.act === 'no_read' && discussing(b) && !k.votes.some((v) => v.ballot !== 'sheriff')) {
    const heard = firstDayWords(b);
    if (heard) acts[0] = heard;
  }
  // A first-day speech of one point (a question, the night's news, an answer waited on) from a seat that will hold its
  // ballot says so, and why: a table of one-line questions reads as a program (mafia-classic, 60 games, seed 1312046: 52%
  // of day-1 speeches were one sentence, 21 words on average), and a skip nobody announced as a vote from nowhere.
  if (choice.holds && discussing(b) && acts.length - owed.length === 1 && !acts.some((a) => (a.act === 'no_read' && a.why === 'holding') || LEANING.has(a.act)) && !k.votes.some((v) => v.ballot !== 'sheriff')) {
    // Beside a seat that held before it, by name, where the speech has nothing else (or now and then): a table that agrees to
    // wait says so to each other, not seven seats each in their own corner.
    // Not the seat this speech asks for its read: "Seat 7, whom would you vote, and on what? Seat 7 put it well: no case, no
    // vote" (mafia-classic at 80x24, seed 1206301, said to me after I had said I would hold).
    const asked = new Set(acts.flatMap((a) => (a.act === 'ask_read' || a.act === 'ask_vote' ? [a.target] : [])));
    const holders = holdersToday(b);
    const held = holders.at(-1);
    const holder = held !== undefined && !asked.has(held) ? held : undefined;
    const alone = acts[acts.length - 1]!.act === 'no_read';
    const withHolder = holder !== undefined && (alone || b.rng.chance(0.35));
    // Past three holds heard today, a fourth in other words is one line read round the table (seven of seven at a mafia-classic
    // table at 80x24, seed 1219001; the relay readers' tell): the hold says the one mark the day has, a seat that named nobody
    // when asked, as too thin for a vote, or counts the holds as the state of the table. Words only: the hold stands as before.
    const crowded = holders.length >= HOLDS_HEARD;
    const cleared = crowded ? clearedByBelieved(b) : undefined;
    const dodge = cleared ? dodgedToday(k, [...k.alive].filter((s) => s !== k.me && !asked.has(s) && !cleared.has(s))) : undefined;
    acts.push({ act: 'no_read', why: 'hold_first', ...(dodge ? { dodge } : {}), ...(crowded ? { many: holders.length + 1 } : {}), ...(withHolder ? { with: holder } : {}) });
  }
  // The same at a table where the seat will vote: a first-day speech of one point (a question, a bare lean, the night's news)
  // says how its ballot will be settled (werewolf, 30 games, seed 8813: 27% of day-1 speeches were one sentence, "I'd keep an
  // eye on Greta." among them; the relay readers' strongest tell is length).
  const point = acts.length - owed.length === 1 ? acts[acts.length - 1]! : undefined;
  if (!choice.holds && t !== undefined && discussing(b) && point && ['ask_read', 'ask_vote', 'lean', 'accuse', 'recount'].includes(point.act) && !citesFact(point, k.me) && !k.votes.some((v) => v.ballot !== 'sheriff')) {
    acts.push({ act: 'vote_plan' });
  }
  // A later-day lean with nothing said about its seat puts that seat a question rather than sit bare ("Elsie is my lean,
  // and only a lean" after a clearing about someone else): its last ballot, else where it leans. Measured, 150 games:
  // such bare leans were 7-8% of mafia-classic's day-2+ speeches, and 8% of the pack's in werewolf against 1.5% of the village's.
  if (t !== undefined && discussing(b) && k.day >= 2) {
    const at = acts.findIndex((a) => a.act === 'lean' && a.target === t && a.because.length === 0);
    if (at >= 0 && !acts.some((a, i) => i !== at && about(a, t))) {
      const ask = askOrTell(b, t);
      if (ask) acts.splice(at, 0, ask);
      else {
        // No question left to put it: the faintest fact the record holds against it, said as the lean's ground, where there is one
        // (side-tells.test: a later-day lean names its seat with something about it).
        const faint = countered(b, saidAgainst(b, onReading(b, choice.sincere, faintest(b, t)).filter((e) => !sharedDeed(k, e)), t), t);
        if (faint.length) acts[at] = { ...(acts[at] as Extract<Act, { act: 'lean' }>), because: faint };
      }
    }
  }
  // A later-day speech that names no seat to look at still names the two it cannot split, where its ballot will likely go:
  // a ballot on a seat its voter never named that day reads as a vote from nowhere (mafia-classic, 100 games, seed
  // 120714: 9.4% of day-2+ ballots by seats that had spoken).
  // One seat ahead of the rest is named as a lean, only a lean.
  // So does a seat defending itself once four or fewer are left, where every ballot decides: "Tomas pointed at me, and I see
  // the thread of it, but it points at the wrong player" was the whole turn of a villager of three alive, her vote unsaid
  // (mafia-classic, seed 1271701).
  if (discussing(b) && k.day >= 2 && !acts.some((a) => LEANING.has(a.act) || (a.act === 'defend_self' && k.alive.size > ENDGAME))) {
    const torn = tornBetween(b);
    const at = acts.findIndex((a) => a.act === 'no_read');
    // A lean alone is said with something about its seat, a question at least (side-tells.test: never a bare lean).
    const about = typeof torn === 'number' ? askOrTell(b, torn) : undefined;
    // With the record still flat, yesterday's lean on a seat that named nobody when asked is carried, with that reason: after a
    // first day of seven holds, six of them leaning Tomas "since Tomas named nobody when Sam asked", all six spoke of two other
    // seats each the next morning, none of Tomas (mafia-classic at 80x24, seed 1272001).
    const carried = torn === undefined || Array.isArray(torn) ? carriedLean(b) : undefined;
    const said: Act[] = carried
      ? [{ act: 'lean', target: carried.target, because: [carried.why] }]
      : Array.isArray(torn)
        ? [{ act: 'no_read', why: 'torn', between: torn }]
        : torn !== undefined && about
          ? [about, { act: 'lean', target: torn, because: [] }]
          : [];
    if (said.length && at >= 0) acts.splice(at, 1, ...said);
    else acts.push(...said);
  }
  // A later-day case or lean names the seat next in line too, with the strongest fact against it: players say "my lean is
  // Katya, with Bruno just behind"; the bots named one seat and stopped (the relay readers' first tell, speeches one or two
  // sentences long where the model seats said six: werewolf-9, seeds 130925 and 1312131). No claim: a second name, not a second case.
  // On day 1 only a seat as sure as the first: a seer's check on Oskar went unsaid by all nine speakers, who argued the counter-claim
  // alone with Oskar at 87% to each of them (a seer game at 80x24, seed 1280501).
  // About two speakers in five say so on day 1, so the table hears it without every speech ending on it.
  if (choice.sincere && discussing(b) && (k.day >= 2 || b.stable(SECOND_SURE).next() < SECOND_SURE_SAID)) {
    const next = nextLook(b, acts, t, k.day >= 2 ? 0 : SURE);
    if (next) acts.push(next);
  }
  // One seat a day goes over yesterday's ballots before its case: a summary of the votes, not only cases and leans.
  const counted = discussing(b) ? audit(b, acts, t) : undefined;
  if (counted) acts.splice(auditAt(acts), 0, counted);
  if (discussing(b)) ownTurn(b, acts);
  // The night's news goes after the changes of vote owed, once the rest is planned: it is news, not a
  // stance, so a speech with nothing else to say still says it has no read (and a nomination stays tentative).
  const mourn = mourning(b, choice.sincere, choice.target, choice.sheriffKilled);
  if (mourn) acts.splice(owed.length, 0, mourn);
  // The day's first speaker, before any ballot, with a bare name: offered to get the table talking ("Oskar is my lean, so
  // convince me either way", from the first of nine speakers, was a blind reader's example of a name with nothing behind it:
  // werewolf-9 relay, seed 1240001).
  if (discussing(b) && noBallotYet(b) && !k.speechesToday.some((x) => x.seat !== k.me && x.context === 'discussion'))
    for (let i = 0; i < acts.length; i++) {
      const a = acts[i]!;
      if (a.act === 'lean' && !a.because.length && !a.last) acts[i] = { ...a, opening: true };
    }
  const shot = shotNews(b, choice.sincere);
  if (shot) acts.splice(owed.length + (mourn ? 1 : 0), 0, shot);
  // The news named its lead ("so Jonah is where today starts"): the speech does not call the same seat a bare lean after it
  // ("Something about Jonah bothers me, though I can't prove it yet … on a lean and no more": a detective's lone ballot, then its
  // death, is a case). Its vote is said plainly.
  if (mourn?.lead !== undefined) {
    const lead = mourn.lead;
    // Nor a case resting on nothing but what the news said ("…, though I can't prove it yet", its facts told already).
    const news = new Set([mourn.death, ...mourn.said].map(evidenceN));
    // The victim's death, with or without what it had pointed at, is the news's own fact.
    const told = (e: Evidence) => news.has(evidenceN(e)) || (e.kind === 'death' && e.seat === mourn.seat && (!e.pointed || news.has(evidenceN(e.pointed))));
    for (let i = acts.length - 1; i >= 0; i--) {
      const a = acts[i]!;
      if (a.act === 'lean' && a.target === lead) acts.splice(i, 1);
      else if (a.act === 'accuse' && a.target === lead && a.because.every(told)) acts.splice(i, 1);
      else if (a.act === 'vote_intent' && a.target === lead && a.lean) {
        const { lean: _, ...firm } = a;
        acts[i] = firm;
      }
    }
  }
  // The count after the night's news: the dead sheriff's card and clean checks were said there, so the count names the seats
  // they cleared and moves on ("Seat 4 and Seat 7 are cleared, and I know I'm not mafia").
  if (mourn && count) toldInNews(count, mourn);
  // A speech answering the victim's last words has said the death in them: it does not recount it beside them.
  const answeredLast = lastOnMe?.by;
  const told = answeredLast === undefined ? acts : acts.filter((a) => !(a.act === 'recount' && a.fact.kind === 'death' && a.fact.seat === answeredLast));
  return oneWay(told).map((a) => weighedClaimants(b, a));
}

/** A ballot's place in the record, whoever cast it: its seat, day and kind. */
const ballotKey = (e: Evidence): string | undefined => (e.kind === 'vote' && e.target !== null ? `${e.target}:${e.day}:${e.ballot}` : undefined);

/**
 * One speech reads a ballot one way: a vote on Elsie yesterday is not said in one seat's favour and held against another
 * in the same breath ("Iris voted Elsie yesterday, so Iris is not the first seat I'd look at. Ada, you put a vote on Elsie
 * yesterday, and that is the one thing I have on you": a blind reader's first tell, werewolf seed 1207303). The weighing
 * in favour gives way.
 */
function oneWay(acts: Act[]): Act[] {
  const against = new Set(
    acts.flatMap((a) => ((a.act === 'accuse' || a.act === 'lean' || a.act === 'vote_intent' || a.act === 'ask_vote' || a.act === 'next_look') && 'because' in a ? a.because.flatMap((e) => ballotKey(e) ?? []) : [])),
  );
  if (!against.size) return acts;
  return acts.filter((a) => !(a.act === 'weigh' && a.because.some((e) => against.has(ballotKey(e) ?? ''))));
}

/**
 * A case against a seat this speaker backed aloud, with no word or ballot against it since, owns the turn first: a blind
 * reader's first tell was a seat whose race speech said "Bruno reads as the real seer to me" and whose next speech said
 * "I think Bruno is a werewolf", never noticing the switch (relay game, werewolf-9, seed 1207013).
 */
function ownTurn(b: BotInput, acts: Act[]): void {
  const { k } = b;
  const at = acts.findIndex((a) => a.act === 'accuse' || a.act === 'doubt_claim' || (a.act === 'vote_intent' && a.target !== null));
  if (at < 0) return;
  const a = acts[at]!;
  const t = a.act === 'doubt_claim' ? a.seat : a.act === 'accuse' ? a.target : a.act === 'vote_intent' ? a.target : null;
  if (t === null || t === undefined) return;
  const trust = k.defences.findLast((d) => d.by === k.me && d.target === t);
  if (!trust) return;
  const since = (n: number) => n > trust.ev.n;
  if (k.accusations.some((x) => x.by === k.me && x.target === t && since(x.ev.n))) return;
  if (k.leans.some((x) => x.by === k.me && x.target === t && since(x.n))) return;
  if (k.myVotes.some((v) => v.target === t && since(v.n))) return;
  for (const day of k.intents.values()) {
    const i = day.get(k.me);
    if (i && i.target === t && since(i.ev.n)) return;
  }
  acts.splice(at, 0, { act: 'turned', seat: t, day: trust.ev.day });
}

function toldInNews(count: Count, mourn: Extract<Act, { act: 'mourn' }>): void {
  const heard = new Set(mourn.said.flatMap((e) => (e.kind === 'check_claim' && !e.bad && e.by === mourn.seat ? [e.target] : [])));
  const said = (e: Evidence) => (e.kind === 'check_claim' && e.by === mourn.seat && heard.has(e.target)) || (e.kind === 'death' && e.seat === mourn.seat);
  const seats = count.vouched.flatMap((e) => (e.kind === 'check_claim' && said(e) ? [e.target] : []));
  if (!seats.length) return;
  count.vouched = count.vouched.filter((e) => !said(e));
  count.told = seats;
  // The count says they are cleared: the news does not say it first ("Seat 7 and Seat 4 I count as cleared. Let's count:
  // Seat 4 and Seat 7 are cleared…").
  mourn.cleared = mourn.cleared.filter((s) => !seats.includes(s));
}

/** How far below the seat leaned on the next may sit to be named after it (it must sit above the table's mean as well). */
const NEXT_GAP = 0.3;

/** The draw (a stable salt) and the share of day-1 speeches that name a second seat sure to them, behind their case. */
const SECOND_SURE = 61;
const SECOND_SURE_SAID = 0.4;

/**
 * The seat this speech would look at after `t`, where its case or lean is: the likeliest other seat the speech does not
 * already speak of, suspect enough, with a fact against it the speech has not cited (a reason, as the ledger weighs it now).
 */
function nextLook(b: BotInput, acts: readonly Act[], t: number | undefined, least = 0): Act | undefined {
  const { k, r } = b;
  if (t === undefined || !acts.some((a) => LEANING.has(a.act) && about(a, t))) return undefined;
  const facts = acts.flatMap((a) => ('because' in a ? a.because : []));
  const cited = new Set(facts.map(evidenceN));
  // A ballot of a round already said on that seat ("Priya and Greta both voted me") is said: not Greta's again, apart.
  const round = (e: Evidence) => (e.kind === 'vote' ? `${e.day}:${e.ballot}:${e.target}` : '');
  const rounds = new Set(facts.map(round).filter(Boolean));
  const mean = r.others.reduce((sum, s) => sum + r.s(s), 0) / Math.max(1, r.others.length);
  // The likeliest two seats after `t` are looked at: the first of them with a fact to give is named.
  let looked = 0;
  for (const s of [...r.others].sort(likeliestFirst(b))) {
    if (s === t || k.teammates.has(s)) continue;
    if (looked++ >= 2 || r.s(s) <= mean || r.s(s) < least || r.s(s) < r.s(t) - NEXT_GAP || acts.some((a) => about(a, s))) return undefined;
    const fact = onReading(b, true, r.reasons(s, 1, 3)).find((e) => !cited.has(evidenceN(e)) && !rounds.has(round(e)) && !sharedDeed(k, e) && !HEARSAY.has(e.kind) && !ownWord(e, k.me, s));
    const because = fact ? countered(b, saidAgainst(b, [fact], s), s) : [];
    if (because.length) return { act: 'next_look', target: s, because };
  }
  return undefined;
}

/**
 * Two claimants of one role cannot both be telling the truth, but that alone does not say which is lying:
 * a case resting on it says why this one (it came out after the other), or that it cannot tell yet. A good seat one of them
 * called evil can tell: its case (and its defence against that claimant) rests on that lie instead.
 */
function weighedClaimants(b: BotInput, a: Act): Act {
  if (a.act !== 'accuse' && a.act !== 'doubt_claim' && !(a.act === 'defend_self' && a.against !== undefined)) return a;
  const t = a.act === 'accuse' ? a.target : a.act === 'defend_self' ? a.against! : a.seat;
  const { k } = b;
  // A good seat the claimant called evil knows which claimant lies: it says so from that lie, not "I can't prove yet which".
  const lie = b.mind.own !== undefined ? k.checkClaims.find((c) => c.by === t && c.target === k.me && c.bad) : undefined;
  const itsClaim = (e: Evidence) => e.kind === 'contradiction' || (e.kind === 'role_claim' && e.seat === t);
  if (lie && a.because.some(itsClaim)) return { ...a, because: [lie.ev, ...a.because.filter((e) => !itsClaim(e))] };
  if (a.act === 'defend_self') return a;
  for (const e of a.because.slice(0, 2)) {
    if (e.kind !== 'contradiction') continue;
    const seats = [actorOf(e.a), actorOf(e.b)];
    if (!seats.includes(t)) continue;
    const other = seats.find((s) => s !== undefined && s !== t);
    // The speaker is the other claimant: it knows which of the two lies, and its counter-claim says so ("Between Priya and
    // me I cannot be sure yet, but me reads truer to me", werewolf-9, seeded games).
    if (other === k.me) continue;
    const mine = k.roleClaims.get(t);
    const theirs = other === undefined ? undefined : k.roleClaims.get(other);
    if (other === undefined || !mine || !theirs || mine.role !== theirs.role) continue;
    // Who went after this claimant today already (an accusation, or a vote said): the side a later speaker joins by name.
    const today = (x: { by: number; target: number; ev: { day: number; n: number } }) => x.target === t && x.by !== k.me && x.by !== other && k.alive.has(x.by) && x.ev.day === k.day;
    const by = [...k.accusations.filter(today), ...[...(k.intents.get(k.day) ?? [])].map(([s, i]) => ({ by: s, target: i.target, ev: i.ev })).filter(today)].sort((x, y) => x.ev.n - y.ev.n);
    const withSeats = [...new Set(by.map((x) => x.by))].slice(0, 2);
    // The rival died in the night since it claimed: that decides it, where the order of the claims does not.
    const killed = k.alive.has(other) ? undefined : k.deaths.find((d) => d.seat === other && d.cause === 'night' && d.n > theirs.ev.n);
    return { ...a, over: { other, later: theirs.ev.n < mine.ev.n, ...(mine.ev.after === other ? { late: true as const } : {}), ...(killed ? { killed } : {}), ...(withSeats.length ? { with: withSeats } : {}) } };
  }
  return a;
}

/** Whether an act is about seat `t` (names it as its target, its seat, or the seat a fact is recounted on). */
function about(a: Act, t: number): boolean {
  return ('target' in a && a.target === t) || ('seat' in a && a.seat === t) || ('on' in a && a.on === t);
}

/** The seat that said or did a fact of a contradiction: a claimant, a checker. */
function actorOf(e: Evidence): number | undefined {
  return e.kind === 'role_claim' ? e.seat : e.kind === 'check_claim' ? e.by : undefined;
}

/**
 * The evil side's first-day hunch: a hunch is a guess, and the town guesses at anyone, partners of the
 * guesser included; a pack that never guessed at its own would be read from its guesses. So a partner
 * now and then, as often as the village reads an evil seat naming a partner.
 */
function hunchOf(b: BotInput, t: number): number {
  const mates = [...b.k.teammates].filter((s) => b.k.alive.has(s) && s !== b.k.me);
  const rng = b.stable(47);
  if (!mates.length || !rng.chance((mates.length * b.w.evilOnEvil) / (mates.length * b.w.evilOnEvil + b.r.others.length - mates.length))) return t;
  return rng.pick(mates);
}

/** A day's discussion speech (werewolf asks for a 'discussion', mafia for a 'speech'). */
const discussing = (b: BotInput): boolean => b.req.kind === 'discussion' || b.req.kind === 'speech';

/** Whether an act says a fact of the record (a cited fact, a check, a claim answered, the night's news). */
function citesFact(a: Act, me: number): boolean {
  // The speaker's own word about the seat is no fact to cite for it: the grammar drops it (a claim is not its own proof).
  const facts = (because: readonly Evidence[], about: number | null) => because.some((e) => about === null || !ownWord(e, me, about));
  switch (a.act) {
    case 'report_check':
    case 'counter_claim':
    case 'mourn':
    case 'shot_news':
    case 'audit':
    case 'reveal_action':
      return true;
    case 'defend_self':
      return a.because.length > 0 || a.case !== undefined || (a.record?.length ?? 0) > 0;
    case 'accuse':
      return facts(a.because, a.target) || (a.granted?.length ?? 0) > 0;
    case 'vote_intent':
      return facts(a.because, a.target);
    case 'recount':
    case 'answer_last':
    case 'badge_held':
      return true;
    case 'answer':
      return a.reply.kind === 'voted' || a.reply.kind === 'not_voted' || ((a.reply.kind === 'good' || a.reply.kind === 'case') && a.reply.because.length > 0);
    default:
      return 'because' in a && a.because.length > 0;
  }
}

/** The acts a one-point speech leans with: a seat it clears goes before them. */
const LEANING = new Set<Act['act']>(['lean', 'vote_intent', 'accuse']);

/** Seats this speech already speaks for (a claim believed, a seat defended): not cleared again in passing. */
function backedHere(acts: readonly Act[]): Set<number> {
  return new Set(acts.flatMap((a) => (a.act === 'believe_claim' ? [a.seat] : a.act === 'defend' ? [a.target] : [])));
}

/**
 * The strongest fact of the ledger that clears a living seat (not this one, nor the seat it leans on,
 * nor for the evil side a partner), as a `weigh` act; the table's speakers take the next ones down, so a
 * quiet day does not hear one fact eight times.
 */
function clearing(b: BotInput, sincere: boolean, t: number | undefined, once = false, said: ReadonlySet<number> = new Set()): Act | undefined {
  const { k, r } = b;
  const found: { seat: number; fact: Evidence; weight: number }[] = [];
  // Screened by what moved each seat when it came; only the likeliest few are weighed for real.
  // Nobody speaks up for a seat whose check named it or (for the evil side) one of its own.
  // A claimant with a rival is read by the speech's one reading of the claims (believe or doubt), not cleared in passing.
  const contested = (s: number) => [...k.roleClaims.keys()].some((x) => k.alive.has(x) && claimSameRole(k, s, x));
  const namedUs = (s: number) => contested(s) || k.checkClaims.some((c) => c.by === s && c.bad && isEvil(b, c.target));
  // A seat two others already spoke for today is not cleared a third time (four seats of six saying "Priya handed the
  // badge to Greta, so I would look past Greta" read as one speech said four times); `once`: after one.
  const spokenFor = (s: number) => defendersToday(k, s).size >= (once ? 1 : 2);
  // Nor, from the evil side, a seat its partner goes after: "Vera cast a vote against Jonah yesterday, which means Vera is
  // off my list", while Jonah, the pack's fake seer, called Vera a werewolf (relay game, werewolf-9: the blind reader's tell).
  const partnerPushes = (s: number) => !sincere && partnerGoesAfter(b, s);
  const screened = r.others
    .filter((s) => s !== t && !said.has(s) && (sincere || !k.teammates.has(s)) && !namedUs(s) && !spokenFor(s) && !partnerPushes(s))
    .map((s) => ({ s, top: r.screen(s, -1)[0] }))
    .filter((x) => x.top !== undefined)
    .sort((x, y) => y.top!.lbf - x.top!.lbf || x.s - y.s)
    .slice(0, 3)
    .map((x) => x.s);
  for (const s of screened) {
    // A seat's word against another is no fact to clear it by: a ballot, a claim, a death is.
    // Nor is its own claim: a claim is no reason to believe itself.
    // Nor a check calling it evil, read as a liar's (record.ts readsBackwards).
    // Nor a word of this seat's own, its claim offered as its proof ("I claimed to have poisoned Greta yesterday, and Luca
    // looks cleaner to me for it": self-play, werewolf, seed 11).
    // Nor a ballot this seat cast the same way: "Yesterday, Mira voted Priya, and so I would look past Priya", from Oskar,
    // who had voted Priya with her (talk bench, mafia-classic, seed 1205501).
    const e = r.ledger
      .toward(s, -1, FAINT)
      .find((x) => !x.certain && !x.own && x.fact.kind !== 'contradiction' && actor(x.fact) !== k.me && !readsBackwards(x.fact, s) && !HEARSAY.has(x.fact.kind) && !crowdClears(b, x.fact) && !sharedBallot(k, x.fact) && besides([x.fact], s).length > 0 && !unshownAgainst(b, x.fact, s) && b.r.bears(x.fact, s, -1) && anchored(b, x.fact, s, -1));
    if (e) found.push({ seat: s, fact: e.fact, weight: e.weight });
  }
  if (!found.length) return undefined;
  found.sort((x, y) => y.weight - x.weight || x.seat - y.seat);
  const pick = found[k.speechesToday.filter((x) => x.seat !== k.me).length % Math.min(3, found.length)]!;
  // Said with what makes it count, where the record has it: the seat its word or ballot went against, or came from, shown evil.
  return { act: 'weigh', seat: pick.seat, because: [withClearing(k, pick.fact, pick.seat, b.r.believes)], ...(pick.weight < CLEARS ? { faint: true as const } : {}) };
}

/** Whether a partner of this (evil) seat went after `s` today, or called it evil with a check. */
function partnerGoesAfter(b: BotInput, s: number): boolean {
  const { k } = b;
  return firstToday(k, s, (by) => k.teammates.has(by)) !== undefined || k.checkClaims.some((c) => c.target === s && c.bad && k.teammates.has(c.by));
}

/**
 * Another seat's ballot against `s`, said in `s`'s favour with nothing to show that seat evil: "Vera voted Priya yesterday, a
 * small thing, but it speaks for Priya" made no sense to three of a relay game's four model seats (werewolf-9, seed 1251901).
 * With what shows its voter evil it is a reason (withClearing); alone it is none to say.
 */
function unshownAgainst(b: BotInput, fact: Evidence, s: number): boolean {
  if (fact.kind !== 'vote' || fact.target !== s || fact.voter === s) return false;
  const said = withClearing(b.k, fact, s, b.r.believes);
  return !('fate' in said && said.fate);
}

/**
 * Below this weight (log-odds the fact moves the seat) a fact in a seat's favour is a small thing, said as one: "Ada voted
 * Tomas on day 1, so Ada is off my list" of a ballot on a seat nobody had shown evil read as a verdict (mafia-classic at 80x24).
 */
const CLEARS = 0.5;

/**
 * A ballot cast with nearly the whole table (three in four or more of a round's ballots, four or more
 * voters), or a defence of a seat three or more defended that day: no player clears a seat for doing as everyone did (seen in play: "Nell voted Vera yesterday,
 * which means I count it in Nell's favour", after seven of seven ballots went on Vera, Nell's own partner).
 */
function crowdClears(b: BotInput, f: Evidence): boolean {
  // So with a defence: backing a claimant three or more seats backed that day clears nobody ("Wren defended Ada, which means that speaks for Wren").
  // Nor backing a claimant, or a seat a claimed check had called good before: that repeats the claim (record.ts).
  if (f.kind === 'defence') return echoedDefence(b.k, f) || new Set(b.k.defences.filter((d) => d.target === f.target && d.ev.day === f.day).map((d) => d.by)).size >= 3;
  // A sheriff ballot too: "Jonah backed Seat 8 for sheriff, so I would look past Jonah", said when six of seven did, clears nobody.
  return f.kind === 'vote' && f.target !== null && crowdBallot(b.k, f);
}

/** Living seats (not this one) that announced a vote on `t` today, in the order they said it. */
function onToday(b: BotInput, t: number): number[] {
  const day = b.k.intents.get(b.k.day);
  return [...(voicesToday(b).get(t) ?? [])].sort((x, y) => day!.get(x)!.ev.n - day!.get(y)!.ev.n);
}

/**
 * What a first day holds for a seat with no read: the night's death, said from the record, or a question
 * put today that its seat has not answered yet, waited on aloud (the day's first speakers say the death,
 * later ones wait on a question), so a quiet first day is not seven seats saying they have no read.
 */
function firstDayWords(b: BotInput): Act | undefined {
  const { k } = b;
  const others = k.speechesToday.filter((x) => x.seat !== k.me);
  const spokeSince = (q: { to: number; n: number }) => others.some((x) => x.seat === q.to && x.n > q.n);
  const open = k.questions.filter((q) => q.day === k.day && q.by !== k.me && q.to !== k.me && k.alive.has(q.to) && k.alive.has(q.by) && !spokeSince(q) && speaksAgain(b, q.to));
  const waits = open.length ? { act: 'await_answer' as const, by: open[open.length - 1]!.by, to: open[open.length - 1]!.to } : undefined;
  // A night that killed nobody is the morning's news too (someone was saved): said, not a question alone.
  const night = k.nights.find((x) => x.day === k.day);
  const death = diedInTheNight(b) ? recount(b, undefined) : night?.dead.length === 0 ? { act: 'recount' as const, fact: night.ev } : undefined;
  // The death is said by one of the day's first speakers; after them, an open question is waited on. Past the third
  // speaker the news is old: "we lost Iris, a villager, last night" from the first, fifth and seventh seats of one
  // morning read as one line read out three times (mafia-classic at 80x24, seed 771208).
  return others.length < 2 ? (death ?? waits) : others.length < 3 ? (waits ?? death) : waits;
}

/**
 * Whether `seat` has a turn left today to answer in: at a werewolf table, the last call; at a mafia table, only a seat
 * that has not spoken yet, or one nominated (its defence). "I'm waiting on Priya's answer" after Priya had spoken,
 * with no turn left before the vote (mafia-classic, seed 120531 at 80x24), waited on nothing.
 */
function speaksAgain(b: BotInput, seat: number): boolean {
  const { k } = b;
  if (k.ruleset !== 'mafia') return true;
  return !k.speechesToday.some((x) => x.seat === seat) || k.nominations.some((x) => x.target === seat && x.ev.day === k.day);
}

/** The seats but this one that spoke in today's discussion and named no seat for the vote (no vote said, nobody accused), in order. */
function holdersToday(b: BotInput): number[] {
  const { k } = b;
  const named = namersToday(k);
  return k.speechesToday.filter((x) => x.seat !== k.me && x.context === 'discussion' && k.alive.has(x.seat) && !named.has(x.seat)).map((x) => x.seat);
}

/** Holds heard today past which a first-day hold says the day's one mark instead of holding in other words. */
const HOLDS_HEARD = 3;

/** Whether a seat died today other than by the table's vote (the night's news of the morning). */
const diedInTheNight = (b: BotInput): boolean => b.k.deaths.some((d) => d.day === b.k.day && d.cause !== 'banished' && d.cause !== 'eliminated');

/** Whether `t` was put `most` questions today already (by anyone): it is not asked again. */
const askedToday = (b: BotInput, t: number, most = 1): boolean => b.k.questions.filter((q) => q.to === t && q.day === b.k.day).length >= most;

/**
 * The question to `t` about its read, from every other discussion speaker of a day with no ballot yet; to a seat
 * that went after another today, what that rested on (the question a table puts to a name said bare).
 */
function askRead(b: BotInput, t: number): Act | undefined {
  const { k } = b;
  if (!discussing(b) || t === k.me || !k.alive.has(t) || askedToday(b, t)) return undefined;
  if (k.speechesToday.filter((x) => x.seat !== k.me).length % 2 === 0) return undefined;
  // Not whether its ballot follows words it said with the vote itself (see askLater).
  const said = noBallotYet(b) ? wordBy(b, t) : undefined;
  const word = said && k.intents.get(k.day)?.get(t)?.target !== said.target ? said : undefined;
  // A seat that named a seat today has given its read: it is not asked where it leans ("Seat 2, where are you leaning, and
  // why?" right after the person nominated Nell with a reason: Mafia at 80x24, seed 1205992), nor after a lean it said
  // (its lean claim: "Vera, where are you leaning, and why?" after Vera's "I lean Greta", werewolf-9 at 80x24, seed 1206302).
  if (!(word && word.target !== k.me) && (namedToday(k, t) || k.leans.some((l) => l.by === t && l.day === k.day))) return undefined;
  return { act: 'ask_read', target: t, ...(word && word.target !== k.me ? { word } : {}) };
}

/**
 * A first-day hunch or lean on `t` (`main`), before any ballot (nobody went after `t` yet today: that case is followed by name):
 * resting on the word `t` itself said against another seat today; with none, `t` is asked about its sheriff
 * ballot when it was its own (not this seat's, not most of the table's), or the day's first speaker says the night's death.
 */
function firstWords(b: BotInput, t: number, main: Extract<Act, { act: 'accuse' | 'lean' }>): Act[] {
  const { k } = b;
  const word = wordBy(b, t);
  if (word) return [{ ...main, because: [word] }];
  // The last words that named `t` this morning: the hunch rests on them, said as thin.
  const last = lastWordOn(b, t);
  if (last) return [{ act: 'recount', fact: last, seat: t }, main];
  if (t === k.me || !k.alive.has(t) || askedToday(b, t, 2)) return [main];
  const ballot = k.votes.find((v) => v.voter === t && v.day === k.day && v.ballot === 'sheriff' && v.target !== null && v.target !== k.me && !sharedBallot(k, v.ev));
  if (ballot && !askedToday(b, t)) return [main, { act: 'ask_vote', target: t, because: [ballot.ev] }];
  // Asked about that very ballot once today (last words too) and not answered yet: the hunch rests on the question, put
  // again by name, never a bare "I'm suspicious of Katya" after Nell's last words asked Katya why she backed Luca (relay
  // game, werewolf-9, seed 1312131: the line three of four readers quoted as the most bot-like).
  const asked = ballot && k.questions.find((q) => q.to === t && q.day === k.day && q.by !== k.me && q.about === 'vote' && q.subject === ballot.target && q.ballot === 'sheriff');
  if (asked && !k.speechesToday.some((x) => x.seat === t && x.n > asked.n)) return [main, { act: 'ask_vote', target: t, because: [ballot.ev], again: asked.by }];
  if (askedToday(b, t)) return [main];
  // The day's first speaker with nothing else says what the morning brought first: the night's death, pointing nowhere yet.
  const death = !k.speechesToday.some((x) => x.seat !== k.me && x.context === 'discussion') && diedInTheNight(b) ? recount(b, undefined) : undefined;
  return death ? [death, main] : [main];
}

/** The question about its read to the likeliest seat nobody has asked yet today, from every other such speaker. */
function askAnyone(b: BotInput): Act | undefined {
  const { r } = b;
  for (const s of [...r.others].sort(likeliestFirst(b))) {
    const ask = askRead(b, s);
    if (ask) return ask;
  }
  return undefined;
}

/** The question to `t` about its read on a later day, when no ballot of its gives one to ask about (asked at most twice a day). */
function askLater(b: BotInput, t: number): Act | undefined {
  const { k } = b;
  if (!discussing(b) || t === k.me || !k.alive.has(t) || askedToday(b, t, 2)) return undefined;
  // A seat that has had its turn today may have named a lean there: it is asked where its ballot goes, not for a name;
  // one that went after a seat in words today, whether its ballot follows them ("Katya, you went after Luca today; …").
  if (!hadTurn(k, t)) return { act: 'ask_read', target: t };
  // Nor a seat that said where its vote goes today: "Vera, you accused Oskar; will your ballot follow it when the vote comes?"
  // was asked of a seat that had said "my vote goes to Oskar", every time (werewolf, 100 games, seed 1214100: 37 of 37).
  if (k.intents.get(k.day)?.has(t)) return undefined;
  const word = wordToday(k, t);
  return { act: 'ask_read', target: t, spoke: true, ...(word && word.target !== k.me && k.alive.has(word.target) ? { word } : {}) };
}

/**
 * The question to `t` about its newest ballot on another seat, when the record holds nothing against `t`; null when
 * that ballot was cast with most of the table and another seat asked about the same ballot today (four seats in a row
 * each said "Wren, you voted Bruno yesterday, as I did; …": werewolf-9 at 80x24, seed 120671).
 */
function askVote(b: BotInput, t: number): Act | undefined | null {
  const { k } = b;
  // A second seat may put the same seat its question (the seat answers both at once); a third does not.
  if (!discussing(b) || t === k.me || !k.alive.has(t) || askedToday(b, t, 2)) return undefined;
  // Never a ballot on a seat since shown evil: that vote speaks for `t`, and asking about it would read as a case against it.
  // Nor one that followed a check the table believes ("Oskar, you put a vote on Jonah yesterday, so what did Jonah do to earn
  // it?", of a vote on the seat the believed seer had called a werewolf: three seats asked it, werewolf at 80x24, seed 1230901).
  // A member of the pack asks it of no ballot on a partner a check had named: "what did you see in Greta?", of the seat the seer
  // called a werewolf, points the table back at Greta and at the asker.
  const believed = new Set(b.r.claimants().filter((c) => c.good >= 0.6).map((c) => c.seat));
  const shownEvil = (s: number, n = Infinity) =>
    k.evilRoles.has(k.revealed.get(s)?.role ?? '') || k.checkClaims.some((c) => c.bad && c.target === s && c.ev.n < n && (believed.has(c.by) || isEvil(b, s)));
  // Nor a ballot on this seat: asked why it was voted, the answer would be the asker's own case restated.
  // Only yesterday's: the seat answers about its latest ballot, and an older one would be answered as not cast.
  const latest = (x: { voter: number; day: number; ballot: string }) => x.voter === t && x.day === k.day - 1 && x.ballot !== 'sheriff';
  const v = [...k.votes].reverse().find((x) => latest(x) && x.target !== null && x.target !== t && x.target !== k.me && !shownEvil(x.target, x.ev.n) && !sharedBallot(b.k, x.ev));
  // Else its newest ballot held back (a day every seat skipped), or cast with most of the table: asked where it leans now.
  const held = v ?? [...k.votes].reverse().find((x) => latest(x) && (x.target === null || (x.target !== t && x.target !== k.me && !shownEvil(x.target, x.ev.n))));
  // A ballot held back or cast with this seat, or with most of the table, is asked about as shared ("as we all did").
  const together = held && held !== v ? (held.target === null ? heldWith(k, held.ev) : castWith(k, held.ev)) : undefined;
  // A shared ballot another seat asked about today is not asked again: `t`'s own words of that day, or what it said instead
  // of a name, are asked about if any; else nothing (the caller keeps the record's news).
  const asked = together !== undefined ? sharedAsked(b) : 0;
  // Once, the same ballot is put as the question asked before (to a seat that cast it with the seat now asked).
  const first = asked === 1 ? firstSharedAsk(b, held!, t) : undefined;
  if (first) return { act: 'ask_vote', target: t, because: [held!.ev], together: together!, after: first };
  const repeat = asked > 0;
  // A ballot the whole table cast alike says nothing of `t`: its own words of that day are asked about first ("Elsie,
  // you put Priya up for the vote yesterday: what did you see in Priya?"), not a day of seats each saying "you held
  // back a vote yesterday, as we all did" (mafia, seed 4040: four speeches of six on day 2).
  if (together === 'all' || repeat) {
    const word = wordsAgainst(k)
      .filter((a) => a.by === t && a.ev.day === k.day - 1 && a.target !== t && a.target !== k.me && k.alive.has(a.target))
      .sort((x, y) => y.ev.n - x.ev.n)[0];
    if (word) return { act: 'ask_read', target: t, word: word.ev };
  }
  // Every question below but one on a ballot of its own asks `t` for a name today: a seat that has named one today is
  // not asked ("Hugo, you asked me for a name yesterday, and we're still waiting on your own pick", said right after
  // Hugo nominated Jonah: 131 of 574 such questions, 100 games a preset, seed 7700). Nor is it asked why: its words
  // may have said so, and the record keeps no reason to tell. One that has had its turn is asked where its ballot goes.
  if ((!v || together) && namedToday(k, t)) return repeat ? null : undefined;
  const spoke = hadTurn(k, t) ? { spoke: true as const } : {};
  if (together === 'all' || repeat) {
    // Else what it said instead of a name: an answer naming nobody, or only questions for others' names ("Katya, you
    // named nobody when Ada asked yesterday"; mafia-classic, seed 80802: six speeches of six on 34 second days).
    const quiet = quietWord(k, t);
    if (quiet) return { act: 'ask_read', target: t, word: quiet, ...spoke };
  }
  if (repeat) return null;
  // Its own ballot, asked about today and answered since: not asked again as if unheard ("I want to hear from Wren first: Wren
  // cast a vote against Jonah yesterday, and what was the reason?", right after Wren had answered Bruno that very question:
  // relay game, werewolf-9, seed 1221001).
  if (held === v && v !== undefined && answeredToday(k, t, v.target)) return undefined;
  return held ? { act: 'ask_vote', target: t, because: [held.ev], ...(together ? { together } : {}), ...(held !== v ? spoke : {}) } : undefined;
}

/**
 * How many questions today asked a seat for its read about a ballot it cast alike with the asker ("Wren, you voted Bruno
 * yesterday, as I did; …", "…, as we all did"): read from the record, a question for a read with no subject between two
 * seats whose last day ballots were the same. Not from the words: a game played without a log composes none, and must be
 * the same game (it counted the words before, and seeded games with and without --log-dir parted: werewolf 4 of 120).
 */
function sharedAsked(b: BotInput): number {
  const { k } = b;
  const ballotOf = (s: number) => k.votes.findLast((v) => v.voter === s && v.day === k.day - 1 && v.ballot !== 'sheriff');
  return k.questions.filter((q) => {
    if (q.day !== k.day || q.about !== 'read' || q.subject !== undefined) return false;
    const mine = ballotOf(q.by);
    const theirs = ballotOf(q.to);
    return mine !== undefined && theirs !== undefined && mine.ballot === theirs.ballot && mine.target === theirs.target;
  }).length;
}

/**
 * The read question another seat put today to a seat that cast `held` (same day, same ballot, same seat voted), as the
 * asker did, to a seat but `t`: the shared question the next asker puts again, crediting it.
 */
function firstSharedAsk(b: BotInput, held: BotInput['k']['votes'][number], t: number): { by: number; to: number } | undefined {
  const { k } = b;
  const cast = (s: number) => k.votes.some((v) => v.voter === s && v.day === held.day && v.ballot === held.ballot && v.target === held.target);
  // The latest such question: the shared one was asked once today, and a read question asked before it may be another.
  const q = k.questions.findLast((x) => x.day === k.day && x.by !== k.me && x.to !== k.me && x.to !== t && x.by !== t && x.about === 'read' && x.subject === undefined && k.alive.has(x.by) && cast(x.to) && cast(x.by));
  return q ? { by: q.by, to: q.to } : undefined;
}

/** Whether `t` went after a seat today in words (an accusation, a vote it announced, a nomination). */
const namedToday = (k: BotInput['k'], t: number): boolean => wordToday(k, t) !== undefined;

type Word = { by: number; target: number; ev: Extract<Evidence, { kind: 'accusation' | 'nomination' }> };

/** Every seat's words against another today: its accusations, nominations and the vote it announced. */
function wordsToday(k: BotInput['k']): Word[] {
  const out: Word[] = wordsAgainst(k).filter((a) => a.ev.day === k.day && a.by !== a.target);
  for (const [by, i] of k.intents.get(k.day) ?? []) if (i.ev.kind === 'accusation' && i.target !== by) out.push({ by, target: i.target, ev: i.ev });
  return out;
}

/** The newest of `t`'s words against a seat today, if any. */
const wordToday = (k: BotInput['k'], t: number): Word['ev'] | undefined =>
  wordsToday(k)
    .filter((w) => w.by === t)
    .sort((x, y) => y.ev.n - x.ev.n)[0]?.ev;

/** Whether `t` was asked today about its ballot on `subject` (or its vote, unnamed) and has spoken since. */
function answeredToday(k: BotInput['k'], t: number, subject: number | null): boolean {
  return k.questions.some((q) => q.to === t && q.day === k.day && q.about === 'vote' && (q.subject === undefined || q.subject === subject) && k.speechesToday.some((x) => x.seat === t && x.n > q.n));
}

/** Whether `t` has had its discussion turn today. */
const hadTurn = (k: BotInput['k'], t: number): boolean => k.speechesToday.some((x) => x.seat === t && x.context === 'discussion');

/** Yesterday's words of `t` that named nobody: an answer to a question for its read, else its own question for another seat's. */
function quietWord(k: BotInput['k'], t: number): Extract<Evidence, { kind: 'asked' | 'unnamed' }> | undefined {
  const day = k.day - 1;
  if (k.intents.get(day)?.has(t)) return undefined;
  const answer = k.unnamed.find((u) => u.seat === t && u.day === day);
  if (answer) return answer;
  const q = k.questions.find((x) => x.by === t && x.about === 'read' && x.day === day && x.to !== t);
  return q ? { kind: 'asked', n: q.n, day: q.day, by: t, target: q.to } : undefined;
}

/** This seat's lean said yesterday on a living seat (not a packmate) that named nobody when asked that day, with that fact. */
function carriedLean(b: BotInput): { target: number; why: Evidence } | undefined {
  const { k } = b;
  const mine = k.leans.findLast((x) => x.by === k.me && x.day === k.day - 1);
  if (!mine || mine.target === k.me || !k.alive.has(mine.target) || k.teammates.has(mine.target)) return undefined;
  // Said by two others today already, the next do not say it a third time (one reason from seat after seat is one speech).
  const others = new Set(k.leans.filter((x) => x.day === k.day && x.target === mine.target && x.by !== k.me).map((x) => x.by));
  if (others.size >= 2) return undefined;
  const why = quietWord(k, mine.target);
  if (why?.kind === 'unnamed') return { target: mine.target, why };
  // Its questions for others' names, said as the half-reason they are only with the other half: it named nobody itself that day
  // (no lean, accusation, nomination or vote said) — never "Nell is my lean. Look at the record: Nell asked Luca for a name".
  const t = mine.target;
  const named = k.leans.some((x) => x.by === t && x.day === k.day - 1) || wordsAgainst(k).some((x) => x.by === t && x.ev.day === k.day - 1);
  return why?.kind === 'asked' && !named ? { target: t, why: { ...why, bare: true } } : undefined;
}

/** Salt of the draw of how a later believer takes up a claim the table has already backed. */
const BELIEVE_FORM = 53;

/**
 * How a seat says it believes a claimant: as news while fewer than two seats said so today; after that
 * the table hears one structure per seat, not one agreement line from everyone: some join the others,
 * some weigh the claim against what is missing (nobody has counter-claimed), some press the claimant for
 * its next result, and some, with another seat to talk about (`movesOn`), leave the claim be and go on to it.
 */
function believeForm(b: BotInput, seat: number, role: string, movesOn: boolean): 'news' | 'echo' | 'unopposed' | 'press' | 'silent' {
  if (!echoed(b, seat)) return 'news';
  const uncontested = ![...b.k.roleClaims.values()].some((c) => c.role === role && c.seat !== seat && b.k.alive.has(c.seat));
  const r = b.stable(BELIEVE_FORM).next();
  if (movesOn && r < 0.3) return 'silent';
  if (uncontested && r < 0.55) return 'unopposed';
  if (r < 0.75) return 'press';
  return 'echo';
}

/** Seats that said today they trust `seat` (two or more): a later believer joins them rather than say it as news. */
function echoed(b: BotInput, seat: number): boolean {
  return defendersToday(b.k, seat, seat).size >= 2;
}

/** The seats but this one (and `but`) that spoke for `seat` today: a trust, a defence. */
function defendersToday(k: Knowledge, seat: number, but?: number): Set<number> {
  const by = new Set<number>();
  for (const d of k.defences) if (d.target === seat && d.by !== k.me && d.by !== but && d.ev.day === k.day) by.add(d.by);
  return by;
}

/** Speeches of the day (by others) after which nobody asks any more: the question has been put. */
const ASKERS = 3;

/** The question for a claimant believed since before last night who has not spoken today, if one is owed. */
function askCheck(b: BotInput, sincere: boolean): Act | undefined {
  const { k, r } = b;
  // A Mafia day's speeches are asked as 'speech': the question was never put there (a doctor game at 80x24, seed 1270101).
  if (!discussing(b) || k.day < 2 || k.speechesToday.filter((x) => x.seat !== k.me).length >= ASKERS) return undefined;
  const c = r.believed(0.75);
  if (!c || c.ev.day >= k.day || k.speechesToday.some((x) => x.seat === c.seat)) return undefined;
  if (!sincere && !packMaySay(b, c.seat, 'believe')) return undefined;
  return { act: 'ask_check', target: c.seat, role: c.role };
}

/**
 * Whether another seat pointed at `t` earlier today (an announced vote, an accusation, a nomination):
 * only then is there anyone to agree with. A day's first speaker leads; it cannot be "with you".
 */
function pointedToday(b: BotInput, t: number): boolean {
  return firstToday(b.k, t, (by) => by !== b.k.me) !== undefined;
}

/**
 * How many other seats went after `t` today (an announced vote, an accusation, a nomination): "everybody's in on Priya" takes
 * a crowd, not one seat's claim (a relay game, werewolf-9, seed 1218001: said by the first speaker of the day, with only the
 * seer's campaign before it; three readers quoted it).
 */
function pointersToday(b: BotInput, t: number): number {
  return new Set(pointsToday(b.k, t).flatMap((x) => (x.by !== b.k.me ? [x.by] : []))).size;
}

/** The seats that must have gone after a seat today before "everybody" is on it. */
const CROWD = 3;

/** Whether this seat's vote today is on `t`: its announced vote, or a ballot it cast (a run-off follows the first round). */
function votesToday(k: BotInput['k'], t: number): boolean {
  return k.intents.get(k.day)?.get(k.me)?.target === t || k.votes.some((v) => v.voter === k.me && v.day === k.day && v.ballot !== 'sheriff' && v.target === t);
}

/** Where a seat `who` accepts first went after `t` today (an announced vote, an accusation, a nomination), if one did. */
function firstToday(k: BotInput['k'], t: number, who: (by: number) => boolean): number | undefined {
  let n: number | undefined;
  for (const x of pointsToday(k, t)) if (who(x.by)) n = n === undefined ? x.n : Math.min(n, x.n);
  return n;
}

/** Each time a seat went after `t` today (an announced vote, an accusation, a nomination): who, and where in the log. */
function pointsToday(k: BotInput['k'], t: number): { by: number; n: number }[] {
  const out: { by: number; n: number }[] = [];
  for (const [by, i] of k.intents.get(k.day) ?? []) if (i.target === t) out.push({ by, n: i.ev.n });
  for (const a of wordsAgainst(k)) if (a.target === t && a.ev.day === k.day) out.push({ by: a.by, n: a.ev.n });
  return out;
}

/** Whether `e` is a teammate's accusation or nomination (or a death cited for one). */
/**
 * A partner's backing of a seat (its defence, its sheriff ballot, the badge it passed), other than of `t` the partner: said
 * against the seat backed, it counts only through the partner's guilt. Two mafiosi facing a count each said "Something about
 * Nell bothers me, since Greta defended Nell yesterday" and "…because Vera stood up for Nell" (mafia-classic at 80x24,
 * seed 1206903): each named the other.
 */
function partnerBacked(b: BotInput, e: Evidence, t: number): boolean {
  const backer = e.kind === 'defence' ? e.by : e.kind === 'badge' ? e.from : e.kind === 'vote' && e.ballot === 'sheriff' ? e.voter : undefined;
  return backer !== undefined && backer !== t && b.k.teammates.has(backer);
}

function partnerSaid(b: BotInput, e: Evidence): boolean {
  const said = e.kind === 'death' ? e.pointed : e;
  return said !== undefined && HEARSAY.has(said.kind) && 'by' in said && b.k.teammates.has(said.by);
}


/**
 * The evidence this seat cites against `t`: the first accuser today gives the two strongest reasons;
 * later ones give one fact each, further down the list, so a table that agrees does not say the same
 * sentence seven times; past the last fact they come round to the strongest again (the case the table
 * shares: a believed check, a vote with a revealed wolf), never "Seat 9 pointed at them" when a fact is there.
 */
function citedAgainst(b: BotInput, t: number): Evidence[] {
  const list = b.r.reasons(t, 1, 4).map((e) => counterClaimed(b, e, t) ?? e);
  let before = 0;
  for (const [by, i] of b.k.intents.get(b.k.day) ?? []) if (by !== b.k.me && i.target === t) before++;
  const facts = list.filter((e) => !HEARSAY.has(e.kind));
  // The first to make the case gives its facts; another seat's word only where there is no fact (then it is taken up by name).
  if (before === 0) return facts.length ? facts.slice(0, 2) : fainter(b, t).slice(0, 1);
  // With no fact among the strongest reasons, a fainter fact of its own before who accused (five followers, one accuser cited five times).
  const own = facts.length ? facts : fainter(b, t);
  // A believed claimant's check on the seat is the case itself: a follower says it still, with its next fact beside it, never
  // the next fact alone ("I'm with the rest of you on Seat 2 as the seer. Priya had gone after Bruno and was killed for it…",
  // with the seer's check on Bruno said just before: werewolf-9 at 80x24, seed 1207501).
  const check = own[0];
  // On the first day the followers of a check count who is on the seat instead (tally), the check named in a word.
  if (b.k.day >= 2 && check?.kind === 'check_claim' && check.bad && b.r.s(check.by) < BELIEVED_CHECKER) return before < own.length && own[before] !== check ? [check, own[before]!] : [check];
  // Once the facts have all been given today, the next seat takes up the case by name rather than say one again.
  return before < own.length ? [own[before]!] : [];
}

/** Below this suspicion of its claimant, a check is believed: the case a follower says, not a fact it skips. */
const BELIEVED_CHECKER = 0.3;

/** The first living seat but `against` that went after this seat in words today. */
const otherAccuser = (k: BotInput['k'], against: number | undefined): number | undefined =>
  wordsToday(k)
    .filter((w) => w.target === k.me && w.by !== against && k.alive.has(w.by))
    .sort((x, y) => x.ev.n - y.ev.n)[0]?.by;

/**
 * Something about `t` for a lean on it to stand beside: a question about its last ballot, else about its read; its shared
 * ballot asked about already today, what the record holds on it, else the question for its read.
 */
function askOrTell(b: BotInput, t: number): Act | undefined {
  const asked = askVote(b, t);
  if (asked !== null) return asked ?? askLater(b, t);
  const told = recount(b, t);
  return told?.seat === t ? told : askLater(b, t);
}

/** At most this many alive, every ballot decides: a seat under fire still says where its vote looks. */
const ENDGAME = 4;

/** Within this of each other, two seats are too close to split. */
const SPLIT = 0.1;

/**
 * Where a seat with no settled read looks (living seats, not this one, not a packmate, likely enough to be worth a name):
 * the two likeliest when they are too close to split, else the likeliest alone.
 */
function tornBetween(b: BotInput): [number, number] | number | undefined {
  const { k, r } = b;
  const [x, y] = r.others.filter((s) => !k.teammates.has(s)).sort(likeliestFirst(b));
  if (x === undefined || r.s(x) < 0.15) return undefined;
  return y !== undefined && r.s(y) >= r.s(x) - SPLIT && r.s(y) >= 0.15 ? [x, y] : x;
}

/**
 * The likeliest seats first, as this seat reads them. Seats the belief cannot tell apart (within a point or so) come in this
 * seat's own gut order for the day: ordered by number, every seat of a flat Mafia morning was "split between Ada and Tomas",
 * the table's two lowest seats, and put its question to the same seat (mafia-classic, seed 5121: six speeches in a row).
 */
function likeliestFirst(b: BotInput): (x: number, y: number) => number {
  const { k, r } = b;
  const level = (s: number) => Math.round(r.s(s) * 60);
  return (x, y) => level(y) - level(x) || gut(k.me, k.day, x) - gut(k.me, k.day, y) || x - y;
}

/** A seat's gut order of the others on a day: a fixed mix of the three numbers (no draw from the game's random). */
function gut(me: number, day: number, seat: number): number {
  let h = Math.imul(me * 73856093 ^ day * 19349663 ^ seat * 83492791, 0x9e3779b1);
  h ^= h >>> 15;
  return Math.imul(h, 0x85ebca6b) >>> 0;
}

/** When `by` first went after this seat in words today (its event number; Infinity if it did not). */
const firstWordOnMe = (k: BotInput['k'], by: number): number => Math.min(Infinity, ...wordsToday(k).filter((w) => w.by === by && w.target === k.me).map((w) => w.ev.n));

/** Whether `by` went after this seat in words today before event `n`. */
const accusedBefore = (k: BotInput['k'], by: number, n: number): boolean => wordsToday(k).some((w) => w.by === by && w.target === k.me && w.ev.n < n);

/** The first living seat that made a case against `t` today (announced a vote, accused or nominated it), if any. */
function firstAccuser(b: BotInput, t: number): { by: number; n: number } | undefined {
  const { k } = b;
  let first: { by: number; n: number } | undefined;
  // A seat that only leaned on `t` today (a gut read put up "to hear the answer") made no case to take up: "Hugo's case is
  // what I have" and "Hugo made the case on Tomas, and I find it hard to argue with", of Hugo's "Call it a gut read: Tomas",
  // and the table voted a villager out on it, with the town one wrong vote from losing (mafia at 80x24, seed 1208950).
  const leanOnly = (by: number) =>
    k.leans.some((l) => l.by === by && l.target === t && l.day === k.day) && !k.accusations.some((a) => a.by === by && a.target === t && a.ev.day === k.day) && k.intents.get(k.day)?.get(by)?.target !== t;
  const consider = (by: number, n: number) => {
    if (by !== k.me && k.alive.has(by) && (!first || n < first.n) && !leanOnly(by)) first = { by, n };
  };
  for (const [by, i] of k.intents.get(k.day) ?? []) if (i.target === t) consider(by, i.ev.n);
  for (const a of wordsAgainst(k)) if (a.target === t && a.ev.day === k.day && !votesElsewhere(k, a.by, t)) consider(a.by, a.ev.n);
  // This seat made the case first itself: it is its own, not one to join ("Add me to Nell and Elsie on Tomas's case against
  // Greta", from the seat that had opened that case; mafia, 80x24, seed 5858).
  const mine = mineFirst(k, t);
  return first && mine !== undefined && mine < first.n ? undefined : first;
}

/** Where this seat first went after `t` today (an accusation, a nomination, an announced vote), if it did. */
const mineFirst = (k: BotInput['k'], t: number): number | undefined => firstToday(k, t, (by) => by === k.me);

/**
 * Whether `by` said today it votes another seat than `t`: its doubt of `t` is no case against `t` to take up by name
 * ("I'll go along with Vera's case against Elsie", when Vera had said "I vote Priya today" beside her doubt of Elsie: a relay game).
 */
function votesElsewhere(k: BotInput['k'], by: number, t: number): boolean {
  const target = k.intents.get(k.day)?.get(by)?.target;
  return target !== undefined && target !== t;
}

/** Below this a seat reads as clear to the speaker: no company named beside a ballot held against another. */
const CLEAR = 0.2;

/** A ballot on a seat, with the other living seats whose same ballot (same day, same seat) speaks against them too. */
function withBloc(b: BotInput, e: Evidence, t: number): Evidence {
  // A ballot said with the company it kept already names that company (reading.ts, inCompany): its fate is about it.
  if (e.kind !== 'vote' || e.voter !== t || e.target === null || e.with?.length) return e;
  const others = b.k.votes
    // Not a seat this one reads as clear: "That clears Tomas for me. My eye keeps going back to Elsie, since Elsie, Vera, Tomas and
    // Nell all voted Ada for sheriff" (a blind reader's reason that does not follow, werewolf-9 relay, seed 1281001).
    .filter((v) => v.voter !== t && v.voter !== b.k.me && v.target === e.target && v.day === e.day && v.ballot === e.ballot && b.k.alive.has(v.voter) && b.r.s(v.voter) >= CLEAR && b.r.bears(v.ev, v.voter, 1))
    .map((v) => v.voter)
    .slice(0, 3);
  return others.length ? { ...e, with: others } : e;
}

/** The facts (not another seat's words) that moved `t` towards evil at all, strongest first. */
function fainter(b: BotInput, t: number): Evidence[] {
  return faint(b, t)
    .filter((e) => e.kind !== 'contradiction' && !HEARSAY.has(e.kind))
    .slice(0, 4);
}

/**
 * Every fact of the ledger that moves `t` towards evil at all and points at it, strongest first, each event once (one
 * ballot moving `t` through two channels is one fact: a follower given "the next fact" would say the first again).
 */
function faint(b: BotInput, t: number): Evidence[] {
  return b.r.memo(`faint${t}`, () => {
    const seen = new Set<number>();
    return b.r.ledger
      .toward(t, 1, FAINT)
      .filter((x) => !b.r.hearsayBallot(x.fact, t) && b.r.bears(x.fact, t, 1))
      .map((x) => x.fact)
      .filter((e) => !seen.has(evidenceN(e)) && (seen.add(evidenceN(e)), true));
  });
}

/**
 * The earliest case made against `t` today by another seat that gave one (an accusation it said aloud, or a vote it
 * announced: a person who says only "my vote is Luca" made the case the table follows, and is named for it).
 */
function followed(b: BotInput, t: number): Evidence[] {
  const { k } = b;
  const ok = (by: number, ev: Evidence) => by !== k.me && ev.kind === 'accusation' && ev.target === t && ev.day === k.day && k.alive.has(by) && !votesElsewhere(k, by, t) && b.r.bears(ev, t, 1);
  let first: Evidence | undefined = k.accusations.find((a) => ok(a.by, a.ev))?.ev;
  for (const [by, i] of k.intents.get(k.day) ?? []) if (ok(by, i.ev) && (!first || i.ev.n < evidenceN(first))) first = i.ev;
  const mine = mineFirst(k, t);
  if (first && mine !== undefined && mine < evidenceN(first)) return [];
  return first && !checkedToday(b, t) ? [first] : [];
}

/**
 * Whether a claimed check named `t` evil today: then the accusers' case is that check, and a seat that
 * cannot cite it (it no longer believes the claimant) has no case to follow in who accused.
 */
const checkedToday = (b: BotInput, t: number): boolean => b.k.checkClaims.some((c) => c.target === t && c.bad && c.ev.day === b.k.day);

/**
 * The case the table already holds against `t`: its strongest reason (cited by others before, or too
 * faint to lead with), else a vote announced on it today by a seat still alive.
 */
function tableCase(b: BotInput, t: number): Evidence[] {
  const top = b.r.reasons(t, 1, 1).map((e) => counterClaimed(b, e, t) ?? e);
  if (top.length) return top;
  // A faint reason is still the one that moved it (late in a game, mostly: the others were cleared).
  const weak = faint(b, t)[0];
  if (weak) return [weak];
  for (const [by, i] of b.k.intents.get(b.k.day) ?? []) if (by !== b.k.me && i.target === t && b.k.alive.has(by) && i.ev.kind === 'accusation' && b.r.bears(i.ev, t, 1) && !checkedToday(b, t)) return [i.ev];
  return [];
}

/** The facts of `because` as said against `t`: a night death with what the victim had pointed at `t`, the rest as they are; none that bears on nobody. */
export function saidAgainst(b: BotInput, because: readonly Evidence[], t: number): Evidence[] {
  // A ballot of `t`'s on a seat since killed in the night or shown good is said with that fate: why it counts.
  return because.flatMap((e) => anchored(b, e, t, 1) ?? []).map((e) => withFate(b.k, e, t, b.r.believes));
}

/** Below this a fact barely moved a seat: too faint to be anyone's reason. */
const FAINT = 0.005;

/** The one fact that moved `t` towards evil at all, however little (a lean's only reason), if any. */
export function faintest(b: BotInput, t: number): Evidence[] {
  return b.r.memo(`faintest${t}`, () => {
    const top = b.r.ledger.first(t, 1, FAINT, (fact) => faintAgainst(b, fact, t));
    return top ? [top.fact] : [];
  });
}

/** A fact of the ledger that may be given as a faint reason against `t`: no clash of two facts, no other seat's ballot on it. */
const faintAgainst = (b: BotInput, fact: Evidence, t: number): boolean => fact.kind !== 'contradiction' && !b.r.hearsayBallot(fact, t) && b.r.bears(fact, t, 1);

/** The next fact after `first` that moved `t` towards evil at all (faintest's filters), if any. */
function nextFaint(b: BotInput, t: number, first: Evidence): Evidence[] {
  const n = evidenceN(first);
  const next = b.r.ledger.first(t, 1, FAINT, (fact) => evidenceN(fact) !== n && !HEARSAY.has(fact.kind) && faintAgainst(b, fact, t));
  return next ? [next.fact] : [];
}

/** Within this of the top suspicion a pick is a coin toss: it takes the one with a fact against it. */
const TIED = 0.15;

/**
 * A seat's pick when its belief is nearly flat: `t`, unless nothing in the record points at `t`
 * and a seat about as suspect has a fact against it (then the lean has a reason to give). Never a seat
 * whose case rests on a check by a claimant the seat reads as lying: its ballot could not follow.
 */
export function leanTarget(b: BotInput, among: readonly number[], t: number | undefined): number | undefined {
  if (t === undefined || faintest(b, t).length) return t;
  // The likeliest first; a seat is screened by what moved it when it came (cheap), and the one picked is weighed for real.
  const sincere = b.mind.own !== undefined;
  // The likeliest first: the ledger is read only until a seat with a fact against it turns up.
  const near = among.filter((s) => s !== t && b.r.s(s) >= b.r.s(t) - TIED).sort((x, y) => b.r.s(y) - b.r.s(x) || x - y);
  return near.find((s) => b.r.screen(s, 1).length && faintest(b, s).length && !restsOnLiar(b, sincere, s)) ?? t;
}

/** The case made against this seat today (see caseAgainstMe), and the seat that made it: its author, else the first seat that went after it. */
export function caseOnMe(b: BotInput): { made: Evidence | undefined; accuser: number | undefined } {
  const { accusers, checked } = pressureOnMe(b);
  const made = caseAgainstMe(b, checked);
  const accuser = made?.kind === 'check_claim' ? made.by : made && 'by' in made ? made.by : made?.kind === 'vote' ? made.voter : accusers[0];
  return { made, accuser };
}

/**
 * The latest case made against this seat on the day before, after its last day speech (an accusation or an announced vote
 * from a seat still alive): one it has had no turn to answer.
 */
function lateCaseOnMe(b: BotInput): Extract<Evidence, { kind: 'accusation' }> | undefined {
  const { k } = b;
  const spoke = k.myDayTalk.at(-1) ?? -1;
  const late = (e: { n: number; day: number }) => e.day === k.day - 1 && e.n > spoke;
  const words: Extract<Evidence, { kind: 'accusation' }>[] = k.accusations.filter((a) => a.target === k.me && a.by !== k.me && !a.ev.last && late(a.ev) && k.alive.has(a.by)).map((a) => a.ev);
  for (const [by, i] of k.intents.get(k.day - 1) ?? []) if (by !== k.me && i.target === k.me && i.ev.kind === 'accusation' && late(i.ev) && k.alive.has(by)) words.push(i.ev);
  return words.sort((x, y) => y.n - x.n)[0];
}

/** The case made against this seat, newest kind first: a check calling it evil, else today's accusation, nomination or vote on it. */
function caseAgainstMe(b: BotInput, checked: Evidence | undefined): Evidence | undefined {
  const { k } = b;
  if (checked) return checked;
  const today = (e: { day: number }) => e.day === k.day;
  const named = wordsAgainst(k).filter((a) => a.target === k.me && a.by !== k.me && today(a.ev) && k.alive.has(a.by)).map((a) => a.ev);
  // The first said: the map keeps each seat's first word of the day in its order, not the word now held ("Start with Tomas: it was
  // that case that put me here", of a seat that had moved onto Greta at the last call behind the seer's vote: werewolf-9 at 80x24, seed 1206302).
  const intent = [...(k.intents.get(k.day) ?? [])]
    .filter(([by, i]) => by !== k.me && i.target === k.me && k.alive.has(by))
    .map(([, i]) => i.ev)
    .sort((a, b) => a.n - b.n)[0];
  const vote = [...k.votes].reverse().find((v) => v.target === k.me && v.voter !== k.me && v.ballot !== 'sheriff' && v.day === k.day)?.ev;
  return named[0] ?? intent ?? vote;
}

/**
 * The badge handed to this seat by the investigator claimant the table believed (or a seat shown on death as the
 * investigator), dead since: a seat it trusted, which the defence says ("Priya passed the badge to me yesterday, and our seer
 * did not hand it to a seat she doubted"). Unread before: a wolf the dying seer had chosen was banished the next day on a
 * ballot, the badge unsaid (a blind reader's fifth tell, werewolf seed 1207303).
 */
function trustedWithBadge(b: BotInput): { ev: Extract<Evidence, { kind: 'badge' }>; role: string } | undefined {
  const { k } = b;
  const inv = investigatorOf(k);
  const pass = [...k.badges].reverse().find((x) => x.to === k.me && x.from !== k.me && !k.alive.has(x.from));
  if (!pass || pass.to === null) return undefined;
  const shown = k.revealed.get(pass.from)?.role === inv;
  const claimed = k.roleClaims.get(pass.from)?.role === inv && b.r.s(pass.from) < 0.35 && !b.r.claimants(inv).some((c) => c.seat !== pass.from && c.good > 1 - b.r.s(pass.from));
  if (!shown && !claimed) return undefined;
  return { ev: { kind: 'badge', n: pass.n, day: pass.day, from: pass.from, to: pass.to }, role: inv };
}

/** The badge handed to this seat today by a seat now dead, in its first day speech since (see the act). */
function badgeHeld(b: BotInput): Extract<Act, { act: 'badge_held' }> | undefined {
  const { k } = b;
  const pass = k.badges.find((x) => x.to === k.me && x.from !== k.me && x.day === k.day && !k.alive.has(x.from));
  if (!pass || k.myDayTalk.some((n) => n > pass.n)) return undefined;
  const cleared = k.checkClaims.some((c) => c.by === pass.from && c.target === k.me && !c.bad);
  return { act: 'badge_held', from: pass.from, cleared };
}

/** This seat's latest ballot on a seat since revealed evil, and the reveal: its record speaks for it. */
function myRecord(b: BotInput): Evidence[] {
  const { k } = b;
  // A check the speaker believes that called it good comes first: "Seat 11 is the seer… Seat 12 accused me", and never a word
  // of the seer's clean check on it that morning (a seat cleared by the seer at 80x24, werewolf, seed 1230901).
  const seer = b.r.believed();
  const cleared = seer && [...k.checkClaims].reverse().find((c) => !c.bad && c.target === k.me && c.by === seer.seat);
  if (cleared) return [cleared.ev];
  // Not a ballot the whole table cast: nobody takes credit for voting as everyone did ("my ballots have hurt the other
  // side: I voted Luca", after five of six ballots went on Luca).
  const v = [...k.votes].reverse().find((x) => x.voter === k.me && x.target !== null && x.ballot !== 'sheriff' && k.evilRoles.has(k.revealed.get(x.target)?.role ?? '') && !crowdBallot(k, x.ev));
  const shown = v?.target != null ? k.revealed.get(v.target)?.ev : undefined;
  return v && shown ? [v.ev, shown] : [];
}

/**
 * Why a claimant (or a seat defended) is believed, in words: what speaks for it, never a word against it (a rival's check naming it,
 * which the belief reads as the rival's lie); else its own check of the rival, said before the rival named it back.
 */
function trustReasons(b: BotInput, seat: number): Evidence[] {
  const { k } = b;
  const against = (e: Evidence) =>
    (e.kind === 'check_claim' && e.target === seat && e.bad) || ((e.kind === 'accusation' || e.kind === 'nomination') && e.target === seat) || (e.kind === 'vote' && e.target === seat);
  // A rival claimant of the role is no reason alone ("I believe Jonah is the seer, because Seat 8 came out as the
  // seer"); a rival's check calling this good seat evil is: it knows that check is a lie (a wolf game, seed 8123).
  const role = k.roleClaims.get(seat)?.role;
  const rivalClaim = (e: Evidence) => e.kind === 'role_claim' && e.seat !== seat && e.role === role;
  const lied = b.mind.own !== undefined ? rivalCheckOnMe(b, seat) : undefined;
  if (lied) return [lied.ev];
  // A check of the claimant's that a death has shown right: both facts, the check and the reveal ("Seat 3 called Hugo
  // mafia yesterday, and Hugo turned out to be mafia"), not a bare "I believe Seat 3 is the sheriff" (a sheriff game, 80x24).
  const shown = shownRight(k, seat);
  if (shown) return [shown.ev, k.revealed.get(shown.target)!.ev];
  // Nor a ballot: "I do believe Seat 2 is the seer, because Seat 2 put a vote on Bruno yesterday" gave a vote as a reason to
  // believe a role (werewolf-9 at 80x24, seed 1207501). A ballot speaks for a seat, not for its claim.
  // Nor its word against another seat with nothing to show that seat evil: "I trust Wren, because Wren accused Priya" read
  // backwards to a relay game's readers (werewolf-9, seed 1250701); with the check that makes it count it is a reason.
  const own = besides(b.r.reasons(seat, -1, 3).filter((e) => e.kind !== 'vote' && !against(e) && !sharedBallot(k, e) && !rivalClaim(e) && !unlinkedWord(e, seat)), seat);
  if (own.length) return [turn(b, own, seat, k.defences)];
  // A check the checked seat answered with a check of its own on the claimant: both, in order. The first alone was the claim
  // offered as its own proof ("I believe Sam is the sheriff. Here is why: Sam said Katya came back mafia today": mafia-classic at
  // 80x24, seed 1280601); with the answer after it, the answer is the reason.
  const first = k.checkClaims.find((c) => c.by === seat && c.bad && k.checkClaims.some((x) => x.by === c.target && x.target === seat && x.bad && x.ev.n > c.ev.n));
  const answer = first && k.checkClaims.find((x) => x.by === first.target && x.target === seat && x.bad && x.ev.n > first.ev.n);
  return first && answer ? [first.ev, answer.ev] : [];
}

/** A check of `seat`'s that a card shown after event `after` (any, by default) has borne out: its seat's role fits the result. */
function shownRight(k: Knowledge, seat: number, after = -1): Knowledge['checkClaims'][number] | undefined {
  return k.checkClaims.find((c) => {
    const shown = c.by === seat ? k.revealed.get(c.target) : undefined;
    return shown !== undefined && shown.ev.n > after && k.evilRoles.has(shown.role) === c.bad;
  });
}

/**
 * What this seat makes of a power role (not the investigator's: claimants() reads those) claimed today since it last spoke by
 * a seat named for the vote today before the claim: believed, or doubted as a claim made only once the votes came. A relay game
 * (werewolf-9, seed 1251301): Jonah, four votes on him, claimed the witch who had saved Wren; Wren, Oskar and Elsie spoke after
 * and voted him out without a word of it ("Wren ignored the witch claim completely", all four model seats).
 */
export function powerClaimsHeard(b: BotInput, choice: Pick<SpeechChoice, 'sincere' | 'skipClaims' | 'target'>, lastSpoke: number): Act[] {
  const { k, r } = b;
  const inv = investigatorOf(k);
  const out: Act[] = [];
  for (const c of k.claimLog) {
    if (c.ev.day !== k.day || c.ev.n <= lastSpoke || c.seat === k.me || c.role === inv || !k.powerRoles.has(c.role) || !k.alive.has(c.seat) || choice.skipClaims?.includes(c.seat)) continue;
    // A good seat of the role claimed answers it as its own (the counter-claim): not here.
    if (choice.sincere && c.role === k.role) continue;
    if (out.some((a) => 'seat' in a && a.seat === c.seat)) continue;
    const pressed = pressedBefore(k, c.seat, c.ev.n);
    if (!pressed) {
      const save = heardSave(b, c.seat, lastSpoke, choice);
      if (save) out.push(save);
      continue;
    }
    const good = 1 - r.s(c.seat);
    // The seat this speech votes is doubted, whatever the number: the claim did not move the vote.
    // Heard either way: a seat that does not vote the claimant and leans to the claim says it believes it. Wren, the seat the
    // witch claimed to have saved, held the claim at 72% once the save was weighed, and said nothing of it (pressed-claim.test).
    const stance = good >= PRESSED_BELIEVED && choice.target !== c.seat ? 'believe' : good <= 0.5 || choice.target === c.seat ? 'doubt' : undefined;
    if (!stance || (!choice.sincere && !packMaySay(b, c.seat, stance))) continue;
    if (stance === 'believe') out.push({ act: 'believe_claim', seat: c.seat, role: c.role, because: trustReasons(b, c.seat) });
    else out.push({ act: 'doubt_claim', seat: c.seat, role: c.role, because: doubtReasons(b, c.seat), pressed: true });
  }
  return out;
}

/**
 * What this seat makes of a save claimed today since it last spoke by a claimant it believes: the seat saved was the evil
 * side's pick, and it looks past it ("Sam said he saved Jonah today, so I would look past Jonah"). A witch's save of Jonah,
 * claimed on day 1, went unanswered by the six seats after her, and the seer voted Jonah (a witch game at 80x24, werewolf,
 * seed 1270401). Not once two other seats have spoken for the seat saved today, nor of the seat this speech votes.
 */
function heardSave(b: BotInput, claimant: number, lastSpoke: number, choice: Pick<SpeechChoice, 'sincere' | 'target'>): Act | undefined {
  const { k, r } = b;
  // Not where the belief does not weigh a save (a table of six: belief/claims.ts savesOf).
  if (smallTable(k)) return undefined;
  const save = k.actionClaims.find((x) => x.by === claimant && x.action === SAVED && x.ev.day === k.day && x.ev.n > lastSpoke && x.target !== k.me && k.alive.has(x.target));
  if (!save || choice.target === save.target || 1 - r.s(claimant) < SAVE_BELIEVED || r.s(save.target) >= 0.5) return undefined;
  // Nor, from the evil side, the seat a partner goes after (side-tells.test: "Mira said she saved Nell, so Nell is off my list",
  // from a wolf whose partner had accused Nell).
  if (!choice.sincere && (!packMaySay(b, claimant, 'believe') || partnerGoesAfter(b, save.target))) return undefined;
  if (defendersToday(k, save.target, claimant).size >= 2) return undefined;
  return { act: 'weigh', seat: save.target, because: [save.ev] };
}

/** How far a power role claimed under the day's votes must be believed for a seat not voting the claimant to say it believes it. */
const PRESSED_BELIEVED = 0.6;

/** How far a save's claimant must be believed for the seat saved to be looked past. */
const SAVE_BELIEVED = 0.6;

/** Whether a seat other than `seat` named it for the vote today (an accusation, a vote said) before event `n`. */
function pressedBefore(k: Knowledge, seat: number, n: number): boolean {
  for (const [by, i] of k.intents.get(k.day) ?? []) if (by !== seat && i.target === seat && i.ev.n < n) return true;
  return wordsAgainst(k).some((a) => a.target === seat && a.by !== seat && a.ev.day === k.day && a.ev.n < n);
}

/** `seat`'s accusation or nomination of another, with nothing said beside it of what the seat it named turned out to be. */
const unlinkedWord = (e: Evidence, seat: number): boolean => (e.kind === 'accusation' && e.by === seat && !e.fate) || (e.kind === 'nomination' && e.by === seat);

/** A claim is no reason to believe itself: the evidence besides the seat's own claims and reports. */
export function besidesClaim(reasons: Evidence[], seat: number): Evidence[] {
  return besides(reasons, seat).slice(0, 1);
}

const besides = (reasons: Evidence[], seat: number): Evidence[] => reasons.filter((e) => !((e.kind === 'role_claim' && e.seat === seat) || ((e.kind === 'check_claim' || e.kind === 'action_claim') && e.by === seat)));

/**
 * Why a claimant is doubted: what speaks against it besides its own claims, else that it claimed the
 * role after a rival had (naming the rival, when its check did). A table that hears the same doubt from
 * several seats hears each later one give its next reason, as accusers do.
 */
function doubtReasons(b: BotInput, seat: number): Evidence[] {
  const list = b.r.reasons(seat, 1, 3).map((e) => counterClaimed(b, e, seat) ?? e);
  const own = besides(list, seat);
  if (!own.length) return [];
  const pick = turn(b, own, seat, b.k.accusations);
  return pick.kind === 'contradiction' ? withTieBreak(own, pick) : [pick];
}

/** The facts that are a seat's own word (a claim, a check, an accusation): no tie-break when that seat is one side of the clash. */
const HEARSAY_OR_CLAIM: ReadonlySet<Evidence['kind']> = new Set(['role_claim', 'check_claim', 'action_claim', 'accusation', 'defence', 'nomination', 'confession']);

/**
 * Two claims that cannot both stand point at neither seat alone: said against one of them, they come with what breaks the
 * tie, the next fact against that seat ("Elsie and Mira cannot both be telling the truth, and Priya called Elsie a
 * werewolf"), never "…, which is why I doubt Elsie" on the clash alone (the second blind reader's third tell, werewolf seed
 * 1207303). With none, the clash is said alone.
 */
function withTieBreak(list: readonly Evidence[], clash: Extract<Evidence, { kind: 'contradiction' }>): Evidence[] {
  const parts = new Set([evidenceN(clash.a), evidenceN(clash.b)]);
  // Not the word of either side of the clash ("Jonah and Mira cannot both be the sheriff, and Jonah called Mira mafia" breaks
  // no tie): a third seat's word, a ballot, a death.
  const sides = new Set([actor(clash.a), actor(clash.b)]);
  const tie = list.find((e) => e.kind !== 'contradiction' && !parts.has(evidenceN(e)) && !(HEARSAY_OR_CLAIM.has(e.kind) && sides.has(actor(e))));
  return tie ? [clash, tie] : [clash];
}

/** The reason of `list` this seat gives: the strongest, or the next ones round for each other seat that took the same stance on `seat` today. */
function turn(b: BotInput, list: Evidence[], seat: number, said: readonly { by: number; target: number; ev: { day: number } }[]): Evidence {
  const { k } = b;
  const before = new Set(said.filter((x) => x.target === seat && x.by !== k.me && x.ev.day === k.day).map((x) => x.by)).size;
  return list[before % list.length]!;
}

export function noReadWhy(b: BotInput): 'first_day' | 'quiet' | 'torn' | 'waiting' {
  const { k, r } = b;
  if (k.day <= 1 && k.votes.length === 0 && k.claimLog.length === 0) return 'first_day';
  const top = r.others.map((s) => r.s(s)).sort((x, y) => y - x);
  if (top.length > 1 && top[0]! - top[1]! < 0.03 && top[0]! > 0.45) return 'torn';
  return k.speechesToday.length < 2 ? 'waiting' : 'quiet';
}

/** A ballot of today's rounds on the speaker: the vote, or the run-off, that put it out. */
function outVote(k: Knowledge, e: Evidence): boolean {
  return e.kind === 'vote' && e.target === k.me && e.day === k.day && e.ballot !== 'sheriff';
}
