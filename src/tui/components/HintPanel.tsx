// The hint off the record, above the open decision: what the strongest bot in your seat would answer
// and the reasoning behind it (its leading hypotheses and evidence), whole sentences in the rows it has.
import { Box, Text } from 'ink';
import type { Advice } from '../../practice/advice.js';
import { hintLines } from '../hint-lines.js';

export function HintPanel({ advice, width, maxRows }: { advice: Advice | 'thinking'; width: number; maxRows: number }) {
  if (maxRows <= 0) return null;
  if (advice === 'thinking') return <Text color="magenta">Hint: thinking…</Text>;
  return (
    <Box flexDirection="column">
      {hintLines(advice, width, maxRows).slice(0, maxRows).map((l, i) => (
        <Text key={i} color={l.head ? 'magenta' : undefined} dimColor={!l.head} wrap="truncate-end">
          {l.text}
        </Text>
      ))}
    </Box>
  );
}
