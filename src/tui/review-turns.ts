// Two review pages read from the bots' model (src/practice): the game's turning points, and each AI
// seat's suspicion of the person day by day beside whom it voted.
import type { GameEvent } from '../engine/events.js';
import type { Ruleset } from '../engine/ruleset.js';
import { suspicionOfYou } from '../practice/suspicion.js';
import { turningPoints } from '../practice/turning-points.js';
import { decisiveVote, type VoteTurns } from '../practice/turning-vote.js';
import { captureLog } from '../practice/continue/capture.js';
import { CONTINUATIONS, pText } from '../practice/continue/stats.js';
import type { Teacher } from '../practice/teacher.js';
import { useWork, type Work } from './use-work.js';
import { columns, padEnd } from '../terminal/width.js';
import { wrap } from './layout.js';
import { sparkline } from './review.js';
import { truthOf, type PageLine } from './review-pages.js';
import type { Over, ScreenState } from './screen-state.js';

const pct = (p: number | undefined) => `${Math.round((p ?? 0) * 100)}%`;

export type VoteState = Work<VoteTurns>;

/** The vote that decided it, worked out once `start` is true (after the lessons, which come first). */
export function useDecisiveVote(logPath: string | undefined, teacher: Teacher | undefined, start: boolean): VoteState {
  return useWork(start && Boolean(teacher || logPath), async (onProgress) => {
    const heard = teacher?.heard ?? (await captureLog(logPath!));
    return heard ? decisiveVote(heard.capture, heard.events, { onProgress }) : { tried: 0 };
  });
}

/** `vote` undefined: no person played (a watched game), so no vote is played on. */
export function turnsPage(all: readonly GameEvent[], state: ScreenState, over: Over, ruleset: Ruleset<unknown>, width: number, vote?: VoteState): PageLine[] {
  const t = truthOf(state, over, ruleset);
  const who = (seat: number) => `${t.label(seat)}, ${t.roleName(t.roleOf(seat))}`;
  const out: PageLine[] = [];
  const para = (head: string, text: string) => out.push({ text: head, bold: true, color: 'yellow' }, ...wrap(text, width - 2).map((l) => ({ text: `  ${l}` })));
  const note = (text: string) => out.push(...wrap(text, width).map((l) => ({ text: l, dim: true })));
  note(`The lie that worked is read from the log and the bots' belief model (the uninformed seats' mean belief, as each moment stood)${vote ? '; the vote that decided it from continuations, each removal played on both ways' : ''}.`);
  if (!vote) {
    /* a watched game: nobody's decisions to play on */
  } else if (vote.status === 'done' && vote.value.decided) {
    const v = vote.value.decided;
    const side = ruleset.sideName(v.winner);
    const p = v.paired;
    para(
      `Day ${v.day} vote: the vote that decided it`,
      `The table removed ${who(v.removed)}. Had it removed ${who(v.instead)} (the runner-up) instead, ${side.toLowerCase()} would have won ${p.b} of ${p.n} continuations instead of ${p.a} of ${p.n} (McNemar's exact test: ${pText(p.p)}).`,
    );
  } else if (vote.status === 'done') {
    para('The vote that decided it', vote.value.tried ? `None: no removal's other result (the runner-up removed instead) changed the winner beyond the noise (${vote.value.tried} removals, each played on both ways over ${CONTINUATIONS} continuations).` : 'None: no vote removed a seat with a runner-up to remove instead.');
  } else if (vote.status === 'failed') para('The vote that decided it', `could not be worked out: ${vote.why}`);
  else if (vote.status === 'working' && vote.progress.total) para('The vote that decided it', `playing each removal on both ways… ${vote.progress.done} of ${vote.progress.total} continuations (${Math.round((Date.now() - vote.since) / 1000)} s)`);
  else para('The vote that decided it', 'waits for the lessons, then each removal is played on both ways.');
  const points = turningPoints(all);
  for (const p of points) {
    if (p.kind === 'lie') {
      const c = p.claim;
      const said = c?.kind === 'role' ? `claimed to be ${ruleset.roleName(c.role, state.options)}` : c?.kind === 'check' ? `claimed a check of ${t.label(c.target)} (${c.result.replace(/_/g, ' ')})` : 'lied';
      const named = (p.named ?? []).map((m) => `${t.label(m.seat)} (${t.roleName(t.roleOf(m.seat))}) from ${pct(m.before)} to ${pct(m.after)}`);
      para(`Day ${p.day}: the lie that worked`, `${who(p.seat)} ${said}. By the next ballot the table's belief had moved toward the lie: ${t.label(p.seat)} from ${pct(p.before)} to ${pct(p.after)} evil${named.length ? `; ${named.join(', ')}` : ''}.`);
    } else para(`The night before day ${p.day}: the night that changed the count`, `The night took ${who(p.seat)}.`);
  }
  if (!points.some((p) => p.kind === 'lie')) para('The lie that worked', 'None: no false claim moved the table toward the liar by the next ballot.');
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
    // A seat that knows the truth has no suspicion of you to show: only whom it voted.
    const knows = isInformed(all, b.team);
    const cells = days.map((d) => {
      const x = byDay.get(d);
      return x ? `${knows ? ' ' : sparkline([x.suspicion])}${x.voted === state.me ? '●' : ' '}` : '· ';
    });
    const last = b.byDay.at(-1)!;
    const against = b.byDay.filter((d) => d.voted === state.me).map((d) => (knows ? `day ${d.day}` : `day ${d.day} (#${d.rank} of ${d.of})`));
    out.push({
      text: `${padEnd(`${b.seat} ${state.seats[b.seat - 1]?.name ?? ''}`, nameWidth)}${cells.join('')}  ${knows ? '   —' : pct(last.suspicion).padStart(4)}${against.length ? `  voted you ${against.join(', ')}` : ''}${knows ? '  (knows the truth: no suspicion to show)' : ''}`,
      ...(!knows && last.suspicion >= 0.6 ? { color: 'red' } : {}),
    });
  }
  return out;
}

const isInformed = (all: readonly GameEvent[], team: string) => all.some((e) => e.type === 'team_revealed' && e.team === team);
