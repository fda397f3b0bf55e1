// The trusted seat killed in the night, in words: its death and who it was to the village, what it had
// told the table, and what follows. Every fact is a citation of the record ("we lost Seat 9 (Tomas)
// last night", "Seat 9 (Tomas) called Seat 6 (Bruno) a werewolf yesterday"); what follows is the
// speaker's own reading. Nothing is invented: a seat with no checks and no accusation gets its death only.
import type { Speaker } from './acts.js';
import { group } from './choose.js';
import { citeForms } from './cite.js';
import { fill, finish } from './compose.js';
import { DATE_FIRST } from './dates.js';
import type { Act } from './plan.js';
import { bareRole } from './words.js';

type Mourn = Extract<Act, { act: 'mourn' }>;

/** Who the dead seat was to the village, after its death. Slots: {bare} the role, bare; the dead seat's pronouns ({them}). */
const WHO: Record<'claimant' | 'sheriff', string[]> = {
  claimant: ['{death}, and with {them} the {bare} we believed', '{death}: our {bare}, as far as any of us could tell', '{death}, the {bare} the village trusted'],
  sheriff: ['{death}, and with {them} our sheriff', '{death}: the seat that held our badge', '{death}, our sheriff'],
};

/** What the dead seat had said, and why it mattered. Slots: {said} its cited words; the dead seat's pronouns ({they_were}). */
const SAID: Record<'bad' | 'plain' | 'silent' | 'after', string[]> = {
  bad: ['{said}, and {they_were} killed for it', '{said}; a night later {they_were} dead', 'remember that {said}, and that is why {they} did not see the morning'],
  plain: ['before that, {said}', 'remember that {said}', 'what stays with us: {said}'],
  // Said after the night that killed it (at the morning's campaign, before the dawn's news).
  after: ['remember that {said}', 'what stays with us: {said}'],
  // An investigator that never told its checks: what it last did is all the table has of what it saw.
  silent: ['{they} never told us what {they} saw; the last we heard, {said}', 'we never heard {their} checks; all we have is that {said}', '{they} took {their} checks with {them}; before that, {said}'],
};

/** An investigator that never told its checks and left nothing else to cite. */
const LOST = ['{they} never told us what {they} saw', 'whatever {they} found, {they} took it with {them}', 'we never heard a single check from {them}'];

/** What follows. Slots: {lead} {cleared}. */
const LEAD = ['so {lead} is where today starts', 'that makes {lead} our lead today', '{lead} is the first seat we look at today'];
const CLEARED = ['{cleared} I count as cleared', 'that clears {cleared} for me', '{cleared} {stays} off my list'];
const BOTH = LEAD.flatMap((l) => CLEARED.map((c) => `${l}, and ${c}`));

export function mournLines(a: Mourn, sp: Speaker): string[] {
  const { ctx } = sp;
  const L = (s: number) => (s === ctx.me ? 'me' : ctx.label(s));
  // Told once in the speech: an accusation after it does not cite the same check or death again.
  sp.untold([a.death, ...a.said]);
  // A role shown on death says who the seat was itself ("…, and they turned out to be the detective").
  const deaths = citeForms(a.death, ctx);
  const who = a.death.kind === 'death' && a.death.role !== undefined ? ['{death}'] : a.role === 'sheriff' ? WHO.sheriff : WHO.claimant;
  const bare = a.role === 'sheriff' ? 'sheriff' : bareRole(ctx.words.role(a.role));
  // "…, and with her our sheriff": the lines speak of the dead seat.
  const dead = sp.pronounFor(a.seat);
  const out = sp.say([group(deaths.length * who.length, (i) => [finish(fill(who[i % who.length]!, { death: deaths[Math.floor(i / who.length)]!, bare, ...dead }))], 1)]);
  if (a.said.length) {
    // Mid-sentence forms only: not "yesterday, Seat 9 (Tomas) claimed…".
    const forms = a.said.map((e) => citeForms(e, ctx).filter((x) => !DATE_FIRST.test(x)));
    const said = (i: number) => forms.map((f) => f[i % f.length]!).join(', and ');
    const badWord = a.said.some((e) => (e.kind === 'check_claim' && e.bad) || e.kind === 'accusation' || (e.kind === 'vote' && e.target !== null));
    // Said this morning (a sheriff's campaign comes before the dawn's news), the words came after the night that killed
    // the seat: not "…; a night later she was dead", nor "before that" (werewolf, seed 1207303).
    const sinceDeath = a.said.every((e) => e.kind !== 'contradiction' && a.death.kind !== 'contradiction' && e.day >= a.death.day);
    const lines = sinceDeath ? SAID.after : badWord ? SAID.bad : a.silent ? SAID.silent : SAID.plain;
    const n = Math.max(...forms.map((f) => f.length));
    out.push(...sp.say([group(n * lines.length, (i) => [finish(fill(lines[i % lines.length]!, { said: said(Math.floor(i / lines.length)), ...dead }))], 1)]));
  } else if (a.silent) out.push(...sp.say([group(LOST.length, (i) => [finish(fill(LOST[i]!, dead))], 1)]));
  const cleared = a.cleared.map(L).join(' and ');
  const follows = a.lead !== undefined && cleared ? BOTH : a.lead !== undefined ? LEAD : cleared ? CLEARED : [];
  if (follows.length) out.push(...sp.say([group(follows.length, (i) => [finish(fill(follows[i]!, { lead: a.lead !== undefined ? L(a.lead) : '', cleared, stays: a.cleared.length > 1 ? 'stay' : 'stays' }))], 1)]));
  return out;
}
