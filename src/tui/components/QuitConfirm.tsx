// Ctrl-C asks before quitting; the log is the caller's and is kept either way.
import { Box, Text } from 'ink';

export function QuitConfirm({ logPath, over }: { logPath?: string; over: boolean }) {
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text bold wrap="truncate-end">{over ? 'Leave Nightfall?' : 'Quit the game?'}</Text>
      <Text wrap="truncate-end">The game log is kept{logPath ? `: ${logPath}` : '.'}</Text>
      <Text wrap="truncate-end">
        <Text color="yellow">y</Text> quit · <Text color="yellow">n</Text> / Esc keep playing
      </Text>
    </Box>
  );
}
