// Always on screen: the game, day or night and the micro-phase, and the person's role card
// (ability, teammates, checks so far, potions, last guard), all from the person's own events.
import { Box, Text } from 'ink';
import type { Ruleset } from '../../engine/ruleset.js';
import { cap, isNightPhase } from '../items.js';
import { roleNameOf, type ScreenState } from '../screen-state.js';

export interface WatchStatus {
  paused: boolean;
  speed: number;
  paceMs: number;
}

export function Header({ state, ruleset, watch }: { state: ScreenState; ruleset: Ruleset<unknown>; watch?: WatchStatus }) {
  const night = isNightPhase(state.phase);
  const when = state.phase === 'setup' ? 'setting up' : `${night ? '☾' : '☀'} ${cap(state.phase)} ${state.round}`;
  const step = state.step !== state.phase && state.step !== 'setup' ? ` · ${state.step.replace(/_/g, ' ')}` : '';
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold color="magentaBright">NIGHTFALL</Text>
        <Text> {state.title} · {state.preset} · </Text>
        <Text color={night ? 'blueBright' : 'yellow'} bold>{when}</Text>
        <Text>{step}</Text>
        {state.over ? <Text color="green"> · game over</Text> : null}
      </Text>
      {watch ? <WatchCard watch={watch} /> : <RoleCard state={state} ruleset={ruleset} />}
    </Box>
  );
}

function WatchCard({ watch }: { watch: WatchStatus }) {
  return (
    <>
      <Text wrap="truncate-end">Spectating: every seat is AI; roles shown, THINK dimmed.</Text>
      <Text wrap="truncate-end" color={watch.paused ? 'yellow' : 'green'}>
        {watch.paused ? '⏸ paused (n: next, space: resume)' : '▶ running'} · speed ×{watch.speed} · pace {watch.paceMs} ms
      </Text>
    </>
  );
}

function RoleCard({ state, ruleset }: { state: ScreenState; ruleset: Ruleset<unknown> }) {
  const me = state.me !== null ? state.seats[state.me - 1] : undefined;
  if (!me || !state.role) {
    return (
      <>
        <Text wrap="truncate-end">Waiting for the deal…</Text>
        <Text> </Text>
      </>
    );
  }
  const show = ruleset.presentation;
  const ability = show.ability(state.role, state.options);
  const label = (seat: number) => `${seat} ${state.seats[seat - 1]?.name ?? ''}`;
  const facts: string[] = [];
  if (state.teammates.length) facts.push(`team: ${state.teammates.map(label).join(', ')}`);
  const checks = state.seats.filter((s) => s.check !== undefined).map((s) => `${s.seat} ${s.check!.result}`);
  if (checks.length) facts.push(`checks: ${checks.join(', ')}`);
  facts.push(...show.notes(state.role, state.mine, label));
  if (me.titled && show.title) facts.push(`★ ${show.title.name} (${show.title.note})`);
  return (
    <>
      <Text wrap="truncate-end">
        <Text bold>You: Seat {me.seat} ({me.name})</Text>
        <Text> · </Text>
        <Text bold color={state.teammates.length ? 'red' : 'cyan'}>{roleNameOf(state, ruleset, state.role)}</Text>
        {ability ? <Text dimColor> — {ability}</Text> : null}
      </Text>
      <Text wrap="truncate-end" color={me.alive ? undefined : 'gray'}>
        {me.alive ? '' : '✝ you are dead — watching to the end · '}
        {facts.join(' · ') || ' '}
      </Text>
    </>
  );
}
