// A vote round as a small table (names measured in columns, so a CJK name keeps the columns straight): who got how much weight, from whom, and the outcome.
import { Box, Text } from 'ink';
import type { Item } from '../items.js';
import { columns, padEnd } from '../../terminal/width.js';
import { WrappedAt } from './Wrapped.js';

type Votes = Extract<Item, { kind: 'votes' }>;

export function VoteTable({ item, width = 80 }: { item: Votes; width?: number }) {
  const whoWidth = Math.max(8, ...item.rows.map((r) => columns(r.who))) + 2;
  return (
    <Box flexDirection="column">
      <Text color="yellow">┌─ {item.title}</Text>
      {item.rows.map((r) => (
        <Text key={String(r.target)}>
          <Text color="yellow">│ </Text>
          <Text bold={r.target !== null}>{padEnd(r.who, whoWidth)}</Text>
          {/* "skip" is counted too: in Mafia it must be outvoted, so its number decides the day. */}
          <Text>{fmt(r.weight).padStart(4)}</Text>
          <Text dimColor>  ◂ {r.voters.length ? r.voters.join(', ') : 'no votes'}</Text>
        </Text>
      ))}
      {/* Wrapped here, so a long outcome goes on under its words, not under a space. */}
      <WrappedAt width={width} line={[{ text: `└─ ${item.outcome ?? `${item.rows.reduce((n, r) => n + r.voters.length, 0)} votes`}`, color: 'yellow' }]} />
      {(item.remarks ?? []).map((r, i) => (
        <WrappedAt key={i} width={width} line={[{ text: `${r.who}, with the ballot: `, dim: true }, { text: `“${r.text}”` }]} />
      ))}
    </Box>
  );
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
