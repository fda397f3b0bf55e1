// The current speaker's words as they stream in, capped to a few lines (the newest ones).
import { Box, Text } from 'ink';
import { tailWithCursor } from '../layout.js';

export function LiveLine({ who, text, width, maxLines, dim }: { who: string; text: string; width: number; maxLines: number; dim?: boolean }) {
  const lines = tailWithCursor(`${who}: ${text}`, '▍', width, Math.max(1, maxLines));
  return (
    <Box flexDirection="column">
      {lines.map((l, i) => (
        <Text key={i} wrap="truncate-end" color={dim ? 'gray' : 'cyan'} dimColor={dim}>
          {l}
        </Text>
      ))}
    </Box>
  );
}
