// Always on screen: the game, day or night and the micro-phase, and the person's role card
// (ability, teammates, checks so far, the ruleset's notes, a title held), all from the person's own
// events; a spectator sees the pace, whether the game is paused and whether THINK is shown.
import { memo } from 'react';
import { Box } from 'ink';
import type { Ruleset } from '../../engine/ruleset.js';
import { cap, isNightPhase } from '../items.js';
import type { Line } from '../line.js';
import { roleNameOf, type ScreenState } from '../screen-state.js';
import { Wrapped } from './Wrapped.js';

export interface WatchStatus {
  paused: boolean;
  speed: number;
  paceMs: number;
}

export function Header({ state, ruleset, watch }: { state: ScreenState; ruleset: Ruleset<unknown>; watch?: WatchStatus }) {
  return <HeaderLines lines={headerLines(state, ruleset, watch)} />;
}

/** The header drawn from its lines; redrawn only when they change, not on every streamed token. */
export const HeaderLines = memo(function HeaderLines({ lines }: { lines: readonly Line[] }) {
  return (
    <Box flexDirection="column">
      {lines.map((l, i) => (
        <Wrapped key={i} line={l} />
      ))}
    </Box>
  );
});

/** The header as lines: the title, then the role card (or the spectator's status). */
export function headerLines(state: ScreenState, ruleset: Ruleset<unknown>, watch?: WatchStatus): Line[] {
  const night = isNightPhase(state.phase);
  const when = state.phase === 'setup' ? 'setting up' : `${night ? '☾' : '☀'} ${cap(state.phase)} ${state.round}`;
  const step = state.step !== state.phase && state.step !== 'setup' ? ` · ${state.step.replace(/_/g, ' ')}` : '';
  const title: Line = [
    { text: 'NIGHTFALL', bold: true, color: 'magentaBright' },
    { text: ` ${state.title} · ${state.preset} · ` },
    { text: when, color: night ? 'blueBright' : 'yellow', bold: true },
    { text: step },
    ...(state.over ? [{ text: ' · game over', color: 'green' }] : []),
  ];
  return [title, ...(watch ? watchCard(state, watch) : roleCard(state, ruleset))];
}

function watchCard(state: ScreenState, watch: WatchStatus): Line[] {
  return [
    [{ text: 'Spectating: every seat is AI; roles shown. ' }, { text: state.showThink ? 'THINK shown (t hides it)' : 'THINK hidden (t shows it)', dim: !state.showThink }],
    [
      { text: watch.paused ? '⏸ paused (n: next, space: resume)' : '▶ running', color: watch.paused ? 'yellow' : 'green' },
      { text: ` · speed ×${watch.speed} · pace ${watch.paceMs} ms` },
    ],
  ];
}

function roleCard(state: ScreenState, ruleset: Ruleset<unknown>): Line[] {
  const me = state.me !== null ? state.seats[state.me - 1] : undefined;
  if (!me || !state.role) return [[{ text: 'Waiting for the deal…' }], [{ text: '' }]];
  const show = ruleset.presentation;
  const ability = show.ability(state.role, state.options);
  const label = (seat: number) => `${seat} ${state.seats[seat - 1]?.name ?? ''}`;
  const facts: string[] = [];
  if (state.teammates.length) facts.push(`team: ${state.teammates.map(label).join(', ')}`);
  const checks = state.seats.filter((s) => s.check !== undefined).map((s) => `${s.seat} ${s.check!.result}`);
  if (checks.length) facts.push(`checks: ${checks.join(', ')}`);
  facts.push(...show.notes(state.role, state.mine, label));
  if (me.titled && show.title) facts.push(`★ ${show.title.name} (${show.title.note})`);
  return [
    [
      { text: `You: Seat ${me.seat} (${me.name})`, bold: true },
      { text: ' · ' },
      { text: roleNameOf(state, ruleset, state.role), bold: true, color: state.teammates.length ? 'red' : 'cyan' },
      ...(ability ? [{ text: ` — ${ability}`, dim: true }] : []),
    ],
    [{ text: `${me.alive ? '' : '✝ you are dead — watching to the end · '}${facts.join(' · ')}`, ...(me.alive ? {} : { color: 'gray' }) }],
  ];
}
