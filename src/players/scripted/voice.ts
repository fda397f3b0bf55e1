// Puts a plan into words: the speech grammar renders it in the persona's voice and derives the claims
// from the acts, so text and claims agree. This file is the one door between the policies and the
// grammar; until the grammar is wired in, a plain rendering stands in.
import type { Claim } from '../../engine/core-events.js';
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Act, Evidence, SpeechPlan, TeamAct } from './speech/plan.js';

export interface VoiceContext {
  persona: Persona;
  rng: Rng;
  label(seat: number): string;
  day: number;
  ruleset: string;
  /** How the table names a role ("the seer", "the sheriff"). */
  roleName(role: string): string;
}

export interface Spoken {
  text: string;
  claims: Claim[];
}

const RESULTS: Record<string, { bad: string; good: string; evil: string }> = {
  werewolf: { bad: 'werewolf', good: 'good', evil: 'werewolf' },
  mafia: { bad: 'mafia', good: 'not_mafia', evil: 'mafia' },
};

export function cite(ev: Evidence, c: VoiceContext): string {
  const L = c.label;
  const when = (day: number) => (day === c.day ? 'today' : day === c.day - 1 ? 'yesterday' : `on day ${day}`);
  switch (ev.kind) {
    case 'vote':
      return ev.target === null ? `${L(ev.voter)} held back their vote ${when(ev.day)}` : `${L(ev.voter)} voted ${L(ev.target)} ${when(ev.day)}`;
    case 'switch':
      return `${L(ev.voter)} said ${L(ev.said)} and then voted ${ev.voted === null ? 'nobody' : L(ev.voted)}`;
    case 'role_claim':
      return `${L(ev.seat)} claimed ${c.roleName(ev.role)}`;
    case 'check_claim':
      return `${L(ev.by)} said ${L(ev.target)} checked ${ev.bad ? 'bad' : 'clean'}`;
    case 'accusation':
      return `${L(ev.by)} went after ${L(ev.target)}`;
    case 'defence':
      return `${L(ev.by)} stood up for ${L(ev.target)}`;
    case 'nomination':
      return `${L(ev.by)} nominated ${L(ev.target)}`;
    case 'confession':
      return `${L(ev.seat)} confessed`;
    case 'death':
      return ev.role ? `${L(ev.seat)} turned out to be ${c.roleName(ev.role)}` : `${L(ev.seat)} died`;
    case 'peaceful_night':
      return 'the night was quiet';
    case 'my_result':
      return `my own check on ${L(ev.target)}`;
    case 'contradiction':
      return `${cite(ev.a, c)}, yet ${cite(ev.b, c)}`;
  }
}

const because = (evs: readonly Evidence[], c: VoiceContext) => (evs.length ? `: ${evs.map((e) => cite(e, c)).join('; ')}` : '');

function sentence(a: Act, c: VoiceContext, claims: Claim[]): string {
  const L = c.label;
  const r = RESULTS[c.ruleset] ?? RESULTS.werewolf!;
  switch (a.act) {
    case 'claim_role':
      claims.push({ kind: 'role', role: a.role });
      return `I am ${c.roleName(a.role)}.`;
    case 'report_check':
      claims.push({ kind: 'check', target: a.target, result: a.bad ? r.bad : r.good });
      return `${a.night ? `On night ${a.night} I` : 'I'} checked ${L(a.target)}: ${a.bad ? r.bad : r.good.replace('_', ' ')}.`;
    case 'accuse':
      claims.push({ kind: 'suspect', target: a.target });
      return `I ${a.strength === 'sure' ? 'am sure about' : a.strength === 'lean' ? 'lean towards' : 'have a hunch about'} ${L(a.target)}${because(a.because, c)}.`;
    case 'defend':
      claims.push({ kind: 'trust', target: a.target });
      return `I trust ${L(a.target)}${because(a.because, c)}.`;
    case 'defend_self':
      return `I am not ${r.evil === 'mafia' ? 'mafia' : 'a werewolf'}${a.against ? `, whatever ${L(a.against)} says` : ''}${because(a.because, c)}.`;
    case 'believe_claim':
      claims.push({ kind: 'trust', target: a.seat });
      return `I believe ${L(a.seat)} is ${c.roleName(a.role)}${because(a.because, c)}.`;
    case 'doubt_claim':
      return `I doubt ${L(a.seat)} is ${c.roleName(a.role)}${because(a.because, c)}.`;
    case 'counter_claim':
      claims.push({ kind: 'suspect', target: a.liar });
      return `${L(a.liar)} is lying about being ${c.roleName(a.role)}${because(a.because, c)}.`;
    case 'vote_intent':
      if (a.target === null) return 'I will hold my vote for now.';
      claims.push({ kind: 'vote', target: a.target });
      return `I will vote ${L(a.target)}.`;
    case 'changed_mind':
      return `I changed my vote from ${L(a.from)} to ${a.to === null ? 'nobody' : L(a.to)}${because(a.because, c)}.`;
    case 'nominate':
      return `I nominate ${L(a.target)}.`;
    case 'reveal_action':
      return `On night ${a.night} I ${a.action} ${L(a.target)}.`;
    case 'confess':
      claims.push({ kind: 'role', role: r.evil });
      return `I confess: I am ${r.evil === 'mafia' ? 'mafia' : 'a werewolf'}.`;
    case 'campaign':
      return `Make me sheriff: ${a.pitch === 'information' ? 'I have information' : a.pitch === 'lead' ? 'I will lead' : a.pitch === 'experience' ? 'I read votes well' : 'you can trust me'}.`;
    case 'no_read':
      return a.why === 'first_day' ? 'Nothing has happened yet, so I am listening.' : a.why === 'torn' ? 'I am torn between two reads.' : 'I have no strong read yet.';
    case 'farewell':
      return 'Good luck to the rest of you.';
  }
}

/** A speech: the plan's acts in order, with the claims they carry. */
export function say(plan: SpeechPlan, c: VoiceContext): Spoken {
  const claims: Claim[] = [];
  const text = plan.acts.map((a) => sentence(a, c, claims)).join(' ');
  return { text: text.length >= 10 ? text : `${text} I am listening.`.trim(), claims };
}

/** A team-chat message: empty for a lone member, who has nobody to tell. */
export function chat(acts: readonly TeamAct[], c: VoiceContext): string {
  const L = c.label;
  const who = (t: number | null) => (t === null ? 'nobody' : L(t));
  return acts
    .map((a) => {
      switch (a.act) {
        case 'propose_kill':
          return `Let's take ${who(a.target)} (${a.why})${because(a.because, c)}.`;
        case 'agree_kill':
          return `${who(a.target)} works for me${because(a.because, c)}.`;
        case 'object_kill':
          return `Not ${who(a.target)}; ${who(a.instead)} instead${because(a.because, c)}.`;
        case 'plan_claim':
          return `${L(a.who)} claims ${c.roleName(a.role)} tomorrow${a.checks.length ? ` with ${a.checks.map((x) => `${L(x.target)} ${x.bad ? 'bad' : 'clean'}`).join(', ')}` : ''}.`;
        case 'drop_partner':
          return `We let ${L(a.partner)} go${because(a.because, c)}.`;
        case 'lie_low':
          return 'I keep my head down tomorrow.';
      }
    })
    .join(' ');
}
