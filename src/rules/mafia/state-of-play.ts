// The state of play in one short line, from what this seat may know: the count (exact when roles are
// shown on death, an upper bound when not) and what a wrong elimination, or none, would do to it.
import type { PlayerView } from '../../engine/view.js';
import type { MafiaOptions } from './roles.js';

export function mafiaStateOfPlay(view: PlayerView, roles: Record<string, number>, o: MafiaOptions): string {
  const alive = view.seats.filter((s) => s.alive).length;
  const dealt = roles.mafia ?? 0;
  const mine = view.role === 'mafia';
  const deadMafia = view.seats.filter((s) => !s.alive && s.role === 'mafia').length;
  // A mafioso knows the count; anyone else knows it only when every role is shown on death.
  const exact = mine || o.revealOnDeath;
  const mafia = mine ? [view.seat, ...view.teammates].filter((s) => view.seats[s - 1]?.alive).length : dealt - deadMafia;
  const town = alive - mafia;
  const doctorAlive = (roles.doctor ?? 0) > 0 && !view.seats.some((s) => !s.alive && s.role === 'doctor');
  const save = doctorAlive ? ', unless the doctor saves the target' : '';
  const count = exact ? `${alive} alive: ${mafia} mafia and ${town} town` : `${alive} alive, at most ${mafia} of them mafia (roles stay hidden on death)`;
  let warning = '';
  if (view.phase === 'day') {
    if (mafia >= town - 1) warning = `a wrong elimination today hands the mafia the game at once, and no elimination lets them reach parity with tonight's kill${save}`;
    else if (mafia >= town - 2) warning = `a wrong elimination today and the mafia reach parity with tonight's kill${save}`;
  } else if (mafia >= town - 1) warning = `tonight's kill brings the mafia to parity${save}`;
  const known = mine ? '' : deadMafia ? `; ${deadMafia} mafioso${deadMafia > 1 ? 's' : ''} found dead so far` : '';
  return `State of play: ${count}${known}. The mafia win when they are at least as many as the rest${warning ? `: ${warning}` : ''}.`;
}
