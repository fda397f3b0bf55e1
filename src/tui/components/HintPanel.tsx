// The hint off the record, above the open decision: what the strongest bot in your seat would answer
// and the reasoning behind it (its leading hypotheses and evidence), cut to the rows the screen has.
import { Box, Text } from 'ink';
import type { Advice } from '../../practice/advice.js';
import { wrap } from '../layout.js';

export function HintPanel({ advice, width, maxRows }: { advice: Advice | 'thinking'; width: number; maxRows: number }) {
  if (maxRows <= 0) return null;
  if (advice === 'thinking') return <Text color="magenta">Hint: thinking…</Text>;
  const lines = [`Hint (off the record): a bot in your seat would answer ${advice.pick}`, ...wrap(advice.why, width - 2).map((l) => `  ${l}`)];
  return (
    <Box flexDirection="column">
      {lines.slice(0, maxRows).map((l, i) => (
        <Text key={i} color={i === 0 ? 'magenta' : undefined} dimColor={i > 0} wrap="truncate-end">
          {l}
        </Text>
      ))}
    </Box>
  );
}
