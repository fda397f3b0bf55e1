// Which control a decision gets. The screen reads the request's shape, not the rules: free text
// is a text box, yes/no a confirm, a team chat a message plus a target, anything else a list.
import type { DecisionRequest } from '../engine/participant.js';

export type PromptKind = 'speech' | 'confirm' | 'chat' | 'list';

const CHAT_KINDS = new Set(['wolf_proposal', 'mafia_chat']);

export function promptKind(r: DecisionRequest): PromptKind {
  if (CHAT_KINDS.has(r.kind) || (r.options.length > 0 && /\bmessage\b/i.test(r.question) && /"message"/.test(r.question))) return 'chat';
  if (r.freeText) return 'speech';
  const values = r.options.map((o) => o.value.toLowerCase()).sort();
  if (values.length === 2 && values[0] === 'no' && values[1] === 'yes') return 'confirm';
  return 'list';
}

/** Finds the option a typed text names: its value, "… 5" for "5", or a name in its label. */
export function matchOption(options: readonly { value: string; label: string }[], typed: string): number {
  const t = typed.trim().toLowerCase();
  if (!t) return -1;
  const score = (o: { value: string; label: string }): number => {
    const v = o.value.toLowerCase();
    const l = o.label.toLowerCase();
    if (v === t) return 4;
    if (v.endsWith(` ${t}`) || l.includes(`seat ${t} `) || l.endsWith(`seat ${t}`)) return 3;
    if (l.includes(`(${t}`) || l.startsWith(t)) return 2;
    if (!/^\d+$/.test(t) && l.includes(t)) return 1;
    return 0;
  };
  let best = -1;
  let bestScore = 0;
  options.forEach((o, i) => {
    const s = score(o);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  });
  return best;
}
