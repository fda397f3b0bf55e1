// Speeches in the persona's voice: its own phrases around the claims the bot decided to make.
import type { Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';

export type Part =
  | { kind: 'role'; role: string }
  | { kind: 'check'; target: string; result: string }
  | { kind: 'accuse'; target: string }
  | { kind: 'agree'; target: string }
  | { kind: 'defend' }
  | { kind: 'unsure' }
  | { kind: 'vote'; target: string }
  | { kind: 'plain'; text: string };

const ROLE_LINES = ['I am {role}.', 'Let me be clear: I am {role}.', 'Time to say it: I am {role}.', 'I will claim it now — I am {role}.'];
const CHECK_LINES = ['I checked {target}: {result}.', 'My check on {target} came back {result}.', '{target} — I checked them, {result}.'];
const VOTE_LINES = ['I will vote {target}.', 'My vote goes to {target}.', "I'm voting {target} today."];

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** Phrases of a kind; templates that need a target are used only when one is given. */
function phrase(persona: Persona, rng: Rng, kind: 'accuse' | 'defend' | 'agree' | 'unsure', target?: string): string {
  const all = persona.phrases[kind];
  const usable = target ? all : all.filter((p) => !p.includes('{target}'));
  if (usable.length === 0) return '';
  return fill(rng.pick(usable), target ? { target } : {});
}

export function compose(persona: Persona, rng: Rng, parts: readonly Part[]): string {
  const out: string[] = [];
  if (rng.chance(0.35)) out.push(rng.pick(persona.voice.signature_phrases));
  for (const p of parts) {
    switch (p.kind) {
      case 'role':
        out.push(fill(rng.pick(ROLE_LINES), { role: p.role }));
        break;
      case 'check':
        out.push(fill(rng.pick(CHECK_LINES), { target: p.target, result: p.result }));
        break;
      case 'accuse':
        out.push(phrase(persona, rng, 'accuse', p.target));
        break;
      case 'agree':
        out.push(phrase(persona, rng, 'agree', p.target));
        break;
      case 'defend':
        out.push(phrase(persona, rng, 'defend'));
        break;
      case 'unsure':
        out.push(phrase(persona, rng, 'unsure'));
        break;
      case 'vote':
        out.push(fill(rng.pick(VOTE_LINES), { target: p.target }));
        break;
      case 'plain':
        out.push(p.text);
        break;
    }
  }
  const text = out.filter(Boolean).join(' ').trim();
  return text.length >= 10 ? text : `${text} I am listening carefully.`.trim();
}

/** A speech being drafted: each spoken part and the structured claim it carries, kept together. */
export class SpeechDraft {
  readonly parts: Part[] = [];
  readonly claims: object[] = [];
  constructor(
    private readonly label: (seat: number) => string,
    /** How check results read aloud, and as a claim: e.g. werewolf/good, mafia/not mafia. */
    private readonly results: { bad: [spoken: string, claim: string]; good: [spoken: string, claim: string] },
  ) {}

  say(part: Part): this {
    this.parts.push(part);
    return this;
  }
  role(role: string, spoken = `the ${role}`): this {
    this.parts.push({ kind: 'role', role: spoken });
    this.claims.push({ kind: 'role', role });
    return this;
  }
  check(target: number, bad: boolean): this {
    const [spoken, claim] = bad ? this.results.bad : this.results.good;
    this.parts.push({ kind: 'check', target: this.label(target), result: spoken });
    this.claims.push({ kind: 'check', target, result: claim });
    return this;
  }
  accuse(target: number): this {
    this.parts.push({ kind: 'accuse', target: this.label(target) });
    this.claims.push({ kind: 'suspect', target });
    return this;
  }
  vote(target: number): this {
    this.parts.push({ kind: 'vote', target: this.label(target) });
    this.claims.push({ kind: 'vote', target });
    return this;
  }
  agree(target: number): this {
    return this.say({ kind: 'agree', target: this.label(target) });
  }
}
