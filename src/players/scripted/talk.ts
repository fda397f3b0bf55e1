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
