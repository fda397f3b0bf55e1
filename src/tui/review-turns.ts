// Two review pages read from the bots' model (src/practice): the game's turning points, and each AI
// seat's suspicion of the person day by day beside whom it voted.
import type { GameEvent } from '../engine/events.js';
import type { Ruleset } from '../engine/ruleset.js';
import { suspicionOfYou } from '../practice/suspicion.js';
import { turningPoints, type TurningPoint } from '../practice/turning-points.js';
import { columns, padEnd } from '../terminal/width.js';
import { wrap } from './layout.js';
import { sparkline } from './review.js';
import { truthOf, type PageLine } from './review-pages.js';
import type { Over, ScreenState } from './screen-state.js';

const pct = (p: number | undefined) => `${Math.round((p ?? 0) * 100)}%`;

export function turnsPage(all: readonly GameEvent[], state: ScreenState, over: Over, ruleset: Ruleset<unknown>, width: number): PageLine[] {
  const t = truthOf(state, over, ruleset);
  const who = (seat: number) => `${t.label(seat)}, ${t.roleName(t.roleOf(seat))}`;
  const sentence = (p: TurningPoint): { head: string; text: string } => {
    if (p.kind === 'vote') {
      return { head: `Day ${p.day} vote: the vote that decided it`, text: `The table removed ${who(p.seat)}: a seat the losing side needed. The bots' model had it at ${pct(p.before)} evil as the vote was called.` };
    }
    if (p.kind === 'lie') {
      const c = p.claim;
      const said = c?.kind === 'role' ? `claimed to be ${ruleset.roleName(c.role, state.options)}` : c?.kind === 'check' ? `claimed a check of ${t.label(c.target)} (${c.result})` : 'lied';
      return { head: `Day ${p.day}: the lie that worked`, text: `${who(p.seat)} ${said}. The table's model of that seat went from ${pct(p.before)} to ${pct(p.after)} evil by the day's vote.` };
    }
    return { head: `The night before day ${p.day}: the night that changed the count`, text: `The night took ${who(p.seat)}.` };
  };
  const points = turningPoints(all);
  if (!points.length) return [{ text: 'No turning point stood out: no removal cost the losing side, no lie moved the table, no night took a power role.', dim: true }];
  const out: PageLine[] = [{ text: "Read from the log and the bots' belief model (the uninformed seats' mean belief, as each moment stood).", dim: true }];
  for (const p of points) {
    const s = sentence(p);
    out.push({ text: s.head, bold: true, color: 'yellow' }, ...wrap(s.text, width - 2).map((l) => ({ text: `  ${l}` })));
  }
  return out;
}

/** Null when no vote was called while the person was alive (nothing for the model to be read at). */
export function modelSuspicionPage(all: readonly GameEvent[], state: ScreenState, width: number): PageLine[] | null {
  if (state.me === null) return null;
  const bots = suspicionOfYou(all, state.me);
  if (!bots.length) return null;
  const days = [...new Set(bots.flatMap((b) => b.byDay.map((d) => d.day)))].sort((a, b) => a - b);
  const nameWidth = Math.max(10, ...state.seats.map((s) => columns(s.name) + 4)) + 1;
  const out: PageLine[] = [
    ...wrap("Each AI's suspicion of you from its belief model as each day's vote was called (▁ trusted … █ sure you are evil; ● it voted you; #k your place among the seats voted that day).", width).map((text) => ({ text, dim: true })),
    { text: `${'seat / day'.padEnd(nameWidth)}${days.map((d) => String(d % 10).padEnd(2)).join('')}  last`, bold: true },
  ];
  for (const b of bots) {
    const byDay = new Map(b.byDay.map((d) => [d.day, d]));
    const cells = days.map((d) => {
      const x = byDay.get(d);
      return x ? `${sparkline([x.suspicion])}${x.voted === state.me ? '●' : ' '}` : '· ';
    });
    const last = b.byDay.at(-1)!;
    const against = b.byDay.filter((d) => d.voted === state.me).map((d) => `day ${d.day} (#${d.rank} of ${d.of})`);
    const knows = isInformed(all, b.team) ? '  (knows the truth)' : '';
    out.push({
      text: `${padEnd(`${b.seat} ${state.seats[b.seat - 1]?.name ?? ''}`, nameWidth)}${cells.join('')}  ${pct(last.suspicion).padStart(4)}${against.length ? `  voted you ${against.join(', ')}` : ''}${knows}`,
      ...(last.suspicion >= 0.6 ? { color: 'red' } : {}),
    });
  }
  return out;
}

const isInformed = (all: readonly GameEvent[], team: string) => all.some((e) => e.type === 'team_revealed' && e.team === team);
