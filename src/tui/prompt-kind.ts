// Which control a decision gets, from the answer shape the decision declares: a speech is a text
// box, yes/no a confirm, a team chat a message plus a target, a pick or a choice a list.
import type { DecisionRequest, Shape } from '../engine/participant.js';

export type PromptKind = 'speech' | 'confirm' | 'chat' | 'list';

const CONTROL: Record<Shape, PromptKind> = { speech: 'speech', yes_no: 'confirm', team_chat: 'chat', pick: 'list', choice: 'list' };

export const promptKind = (r: DecisionRequest): PromptKind => CONTROL[r.answer.shape];

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
