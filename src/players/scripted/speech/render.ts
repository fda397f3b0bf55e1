// render(plan, ctx): a bot's plan put into words in its persona's voice, with the structured claims
// derived from the same acts. Each sentence is new to the speaker this game and, while there is a
// choice, to the table; facts are cited only from the plan's evidence, dated from today.
import { splitSentences } from './sentences.js';
import { escapeRe } from '../../../engine/parse.js';
import type { Claim } from '../../../engine/core-events.js';
import { aboutOf, answered, Speaker } from './acts.js';
import { toYou } from './address.js';
import { Chooser, shaped } from './choose.js';
import { onceEachAddress } from './vocatives.js';
import { namedOnce } from './subjects.js';
import { claimsOf } from './claims.js';
import { hasLead, lead, leadFits, withPronouns } from './compose.js';
import type { RenderCtx } from './context.js';
import type { Act, SpeechPlan } from './plan.js';

export interface Rendered {
  text: string;
  claims: Claim[];
  /** The seat a `nominate` act names, for games whose speeches nominate. */
  nomination?: number;
}

/** The rules' shortest speech (RULES.md §3). */
const MIN_LENGTH = 10;

/** Acts that may be said here: today's votes and nominations only for the seats the context allows. */
export function sayable(acts: readonly Act[], allowed: readonly number[] | undefined, today = Infinity): Act[] {
  if (!allowed) return [...acts];
  const ok = (s: number | null) => s === null || allowed.includes(s);
  return acts.filter((a) => {
    if (a.act === 'vote_intent') return ok(a.target);
    if (a.act === 'changed_mind') return (a.day !== undefined && a.day < today) || a.cast === true || ok(a.to);
    if (a.act === 'nominate') return ok(a.target);
    return true;
  });
}

export function render(plan: SpeechPlan, ctx: RenderCtx): Rendered {
  const said = renderOnce(plan, ctx);
  if (ctx.maxLength === undefined || said.text.length <= ctx.maxLength) return said;
  // Too long for the table, which refuses it whole: said again without what claims nothing. First a defence's extras (its
  // rebuttals, its record, a second accuser answered, the case against the accuser), then every act that claims nothing
  // but an answer. A last call of 493 characters (limit 400) was refused three times over: an answer, a defence and a
  // rebuttal (werewolf, seed 1915037818, day 3); and a game played without words took another course.
  const plain: SpeechPlan = { ...plan, acts: plan.acts.map((a) => (a.act === 'defend_self' ? (({ rebut: _r, record: _c, also: _a, behind: _b, ...rest }) => ({ ...rest, because: [] }))(a) : a)) };
  // The claims are the plan's whole (what was left out claims nothing), as a game played without words makes them.
  const shorter = renderOnce(plain, ctx);
  if (shorter.text.length <= ctx.maxLength) return { ...said, text: shorter.text };
  const bare: SpeechPlan = { ...plain, acts: plain.acts.filter((a) => a.act === 'answer' || a.act === 'nominate' || claimsOf([a], ctx.words, ctx.day).length > 0) };
  const barest = renderOnce(bare, ctx);
  return { ...said, text: (barest.text.length < shorter.text.length ? barest : shorter).text };
}

function renderOnce(plan: SpeechPlan, ctx: RenderCtx): Rendered {
  const ch = new Chooser(ctx.rng, ctx.memory, ctx.persona.speech.openers);
  const sp = new Speaker(ctx, ch);
  sp.defence = plan.context === 'defense';
  // The lines' pronouns ({them}, {they_are}) are those of the seats they speak of.
  return withPronouns(sp.pronounOfLabel, () => rendered(plan, ctx, ch, sp));
}

function rendered(plan: SpeechPlan, ctx: RenderCtx, ch: Chooser, sp: Speaker): Rendered {
  // A farewell closes last words, after whatever else they say.
  const acts = lastOf(sayable(plan.acts, ctx.allowed, ctx.day), 'farewell');
  const sentences: string[] = [];
  // A vote for the seat the speech nominates is said with the nomination, wherever the plan put it.
  const votes = new Map<Act, Act>();
  for (const a of acts) {
    const vote = a.act === 'nominate' ? acts.find((v) => v.act === 'vote_intent' && v.target === a.target) : undefined;
    if (vote) votes.set(a, vote);
  }
  const merged = new Set(votes.values());
  for (const a of acts) if (a.act === 'accuse' && a.strength === 'sure') sp.sureAhead.add(a.target);
  sp.stanceAhead = acts.some((a) => takesStance(a) && !(a.act === 'vote_intent' && a.lean));
  const recapped = acts.filter((a): a is Extract<Act, { act: 'report_check' }> => a.act === 'report_check' && a.again === true);
  const recounted: string[] = [];
  let prev: Act | undefined;
  let prevSaid: string[] = [];
  // An answer's lead-in opens the first sentence after it.
  let opener: Extract<Act, { act: 'answer' }> | undefined;
  let asker: number | undefined;
  let answering = 0;
  for (const a of acts) {
    if (merged.has(a)) {
      if (answering > 0) answering--;
      continue;
    }
    if (a.act === 'answer' && a.reply.kind === 'lead') {
      // Answered plainly (a question to the whole table, its lead-ins worn today): no lead-in, nothing said to the asker.
      if (sp.leadWorn(a)) {
        answering = 0;
        continue;
      }
      opener = a;
      // Several seats asked: "you" would be any of them, so the answer names the seats it speaks of.
      asker = a.also?.length ? undefined : a.to;
      answering = a.reply.acts ?? 0;
      continue;
    }
    // Answering a seat, the acts that hold the answer speak to it ("Oskar, since you ask: you accused Wren…"), and
    // after them the acts about that seat ("I'd point at you"), until the speech turns to another.
    if (answering > 0) answering--;
    // A defence against the seat answered is said to it too ("Iris, since you ask: … You pointed at me just now", not "Iris
    // pointed at me", which a blind reader quoted as talking to Iris about Iris: werewolf-9 relay, seed 1240001).
    else if (asker !== undefined && (a.act === 'defend_self' ? a.against : aboutOf(a)) !== asker) asker = undefined;
    const to = asker;
    // An answer's lead-in or the seat answered will open this act's words: none of its ways calls another seat first.
    sp.calledAlready = opener !== undefined || to !== undefined;
    let said: string[];
    if (to === undefined) said = sayAct(a);
    else {
      // Each way is weighed as it will be said, so "you" sentences are new to the table too.
      // Its own pronoun ("he", "she") is "you" too where the sentence names no other seat: "I checked Oskar last night and he came
      // back a werewolf", said to Oskar, had become "I checked you last night and he came back…" (werewolf-9 relay, seed 1272301).
      ch.shape = (x) => toYou(x, ctx.label(to), namesOnly(x, to, ctx) && (ctx.pronouns?.get(to) ?? true)) ?? x;
      // From a sentence that calls another seat on ("…: Ada, step into the ring and explain yourself. Here's the punch:
      // Oskar said you came back mafia"), the act speaks to that seat: "you" is no longer the asker (talk bench, mafia,
      // seed 1205601: "Oskar said…" had become "you said you came back mafia").
      ch.turns = (x) => callsAnother(x, to, ctx);
      try {
        said = shaped(sp.addressing(to, () => sayAct(a)), ch.shape, ch.turns);
      } finally {
        ch.shape = undefined;
        ch.turns = undefined;
      }
    }
    // Read before an answer's lead-in opens it ("Oskar, I did not get to your question yesterday: Ada, step into the ring…").
    const turnsAway = asker !== undefined && said.some((x) => callsAnother(x, asker!, ctx));
    if (opener !== undefined && said.length) {
      // A lead-in this seat has not already put before the same words (asked twice, it answers in other words).
      const first = said[0]!;
      const lead = () => sp.answerLead(opener!);
      const tries = [lead(), lead(), lead()].map((o) => answered(o, first));
      said = [tries.find((x) => ch.isNew(x, true)) ?? tries[0]!, ...said.slice(1)];
      opener = undefined;
    }
    sentences.push(...said);
    // A sentence that calls another seat ("Katya, then, for my vote.") turns the speech from the asker: a "you"
    // after it would read as Katya.
    if (turnsAway) {
      asker = undefined;
      answering = 0;
    }
    // After an answer said in full, what the speech goes on to say of the asker is said to it too.
    if (a.act === 'answer' && said.length) asker = a.also?.length ? undefined : a.to;
    prev = a;
    prevSaid = said;
  }
  if (sentences.length === 0 || sentences.join(' ').length < MIN_LENGTH) sentences.push(...sp.act({ act: 'no_read', why: 'waiting' }));
  // A persona line said already is the speech's voice: no catchphrase opens it as well.
  if (!sp.voiced) flavour(sentences, plan, ctx, ch);
  const plain = onceEachAddress(sentences);
  // A seat named again said as its pronoun, unless that makes a sentence the table has heard ("She is a werewolf, I am sure
  // of it", from a second seat): then it keeps the name it was weighed with.
  const addressed = namedOnce(plain, ctx.pronouns ?? new Map(), ctx.label, ctx.me).map((x, i) => (x === plain[i] || ch.isNew(x, true) ? x : plain[i]!));
  return { text: withinLength(addressed, recounted.map((x) => addressed[sentences.indexOf(x)] ?? x), ctx.maxLength), ...claimed(acts, ctx) };

  function sayAct(a: Act): string[] {
    const vote = votes.get(a);
    const follows = a.act === 'vote_intent' && a.target !== null && !a.because.length && prev?.act === 'accuse' && prev.target === a.target;
    let said: string[];
    if (a.act === 'nominate' && vote?.act === 'vote_intent') said = sp.nominateAndVote(a.target, [...a.because, ...vote.because]);
    // Two or more checks reported before are said together, where the first of them stands.
    else if (a.act === 'report_check' && a.again && recapped.length >= 2) said = a === recapped[0] ? sp.recap(recapped) : [];
    // An accusation of the seat the speech nominates leaves the vote to the nomination: no "…or take my vote".
    else if (a.act === 'accuse' && acts.some((n) => n.act === 'nominate' && n.target === a.target)) said = sp.act(a, true);
    // An accusation whose words already gave the vote ("…or take my vote") says it once.
    else if (follows && prevSaid.some((x) => /\bmy vote\b/i.test(x))) said = [];
    // Right after accusing the seat, its vote need not name it again.
    // (A vote on a lean is said as one, not as a vote that follows from the case.)
    // Only where the sentence just said names that seat and no other: "Here's the punch: there are two hunter claims on the
    // table, as Luca pointed out. That is the seat I vote out today" left the seat to guess (werewolf-9 relay, seed 1241301).
    else if (follows && a.act === 'vote_intent' && !a.lean && lastNamedIsOnly(prevSaid.flatMap((x) => splitSentences(x)), a.target!, ctx)) said = sp.voteFollows(a.target!);
    else said = sp.act(a);
    // A count of yesterday's ballots claims nothing: the one part a speech too long for the table can do without.
    if (a.act === 'audit') recounted.push(...said);
    if (said.length && takesStance(a)) sp.stanceSaid = true;
    return said;
  }
}

/**
 * Whether the last of `sentences` that names a seat names `target` and no other (namesOnly reads the others): a
 * vote said after it without its seat's name ("That is my vote today") points there.
 */
function lastNamedIsOnly(sentences: readonly string[], target: number, ctx: RenderCtx): boolean {
  const label = new RegExp(`\\b${escapeRe(ctx.label(target))}\\b`);
  for (let i = sentences.length - 1; i >= 0; i--) {
    const it = label.test(sentences[i]!);
    const other = !namesOnly(sentences[i]!, target, ctx);
    if (it || other) return it && !other;
  }
  return false;
}

/**
 * The speech, no longer than the table takes (`max`): a longer one is refused and said again from scratch, so past the
 * limit the count of the ballots (`droppable`, which claims nothing) is left out. Words alone: the claims stand.
 */
function withinLength(sentences: readonly string[], droppable: readonly string[], max: number | undefined): string {
  const text = sentences.join(' ');
  if (max === undefined || text.length <= max || !droppable.length) return text;
  const kept = sentences.filter((x) => !droppable.includes(x));
  return kept.length ? kept.join(' ') : text;
}

/** `acts` with those of kind `kind` moved to the end, in order. */
function lastOf(acts: readonly Act[], kind: Act['act']): Act[] {
  return [...acts.filter((a) => a.act !== kind), ...acts.filter((a) => a.act === kind)];
}

/** Whether `sentence` opens by calling a seat other than `asker` by its label or its name ("Katya, …"). */
function callsAnother(sentence: string, asker: number, ctx: RenderCtx): boolean {
  const head = /^([^,]{1,24}),/.exec(sentence)?.[1];
  if (head === undefined || head === ctx.label(asker)) return false;
  if (/^Seat \d+ \([^)]*\)$/.test(head)) return true;
  const names = ctx.memory.names;
  if (!names) return false;
  names.lastIndex = 0;
  const found = names.exec(head.toLowerCase());
  names.lastIndex = 0;
  return found !== null && found[0].trim().length === head.length;
}

/** Whether `seat` is the only seat `sentence` names (by its label or its name). */
/** An act that says a vote, a nomination or a firm accusation. */
function takesStance(a: Act): boolean {
  return (a.act === 'vote_intent' && a.target !== null) || a.act === 'nominate' || (a.act === 'accuse' && a.strength !== 'hunch');
}

function namesOnly(sentence: string, seat: number, ctx: RenderCtx): boolean {
  const label = ctx.label(seat);
  const rest = sentence.split(label).join(' ');
  if (/\bSeat \d/.test(rest)) return false;
  const names = ctx.memory.names;
  if (!names) return true;
  names.lastIndex = 0;
  const found = names.test(rest.toLowerCase());
  names.lastIndex = 0;
  return !found;
}

/** The text of a speech in a game whose words nobody reads (a sim keeping only outcomes). */
export const UNSAID = 'Not said aloud: nobody watches this game.';

/** A plan's claims and nomination with no words: the same as render() gives, since both come from the acts. */
export function unrendered(plan: SpeechPlan, ctx: Pick<RenderCtx, 'allowed' | 'day' | 'words'>): Rendered {
  return { text: UNSAID, ...claimed(sayable(plan.acts, ctx.allowed, ctx.day), ctx) };
}

function claimed(acts: readonly Act[], ctx: Pick<RenderCtx, 'day' | 'words'>): Omit<Rendered, 'text'> {
  const nominate = acts.find((a) => a.act === 'nominate');
  return { claims: claimsOf(acts, ctx.words, ctx.day), ...(nominate?.act === 'nominate' ? { nomination: nominate.target } : {}) };
}

/**
 * The persona's colour is in its own wordings and lead-ins, not in a line beside the argument: now and
 * then a lead-in on the first sentence. Last words close on the persona's farewell, not on an aside of pure
 * voice as well ("The tide turns toward Ada, if you wait for it. I prefer to listen first. Small things add
 * up; keep adding", from a seat just banished: werewolf-9, seed 120611).
 */
function flavour(sentences: string[], plan: SpeechPlan, ctx: RenderCtx, ch: Chooser): void {
  const { rng, persona } = ctx;
  const first = sentences[0]!;
  // A speech with nothing to say is the persona's voice or nothing: it takes a lead-in more often.
  const bare = plan.acts.every((a) => a.act === 'no_read');
  if (!hasLead(first) && rng.chance(bare ? 0.4 : 0.15)) {
    // A lead-in the seat has not opened with yet this game: a catchphrase heard every other speech is a tell.
    const opener = rng.pick(persona.speech.openers);
    const led = lead(opener, first);
    // Nor one the speech says already ("To be exact, Wren has had a say… To be exact: Nell had gone after Wren", where a
    // reason frame of the persona shares the words: 10 of 11,969 corpus speeches).
    const head = opener.replace(/[,:;.!]+$/, '').toLowerCase();
    const inSpeech = sentences.some((x) => x.toLowerCase().includes(head));
    if (!inSpeech && !ctx.memory.openedWith(opener) && leadFits(opener, first) && ch.isNew(led, false) && !ch.echoes([opener])) {
      ch.keep(led);
      sentences[0] = led;
    }
  }
}
