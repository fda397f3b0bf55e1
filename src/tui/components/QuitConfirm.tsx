// Ctrl-C asks before quitting; a log is the caller's and is kept either way, and a game left
// unfinished says how to take it up again. A game written to no log (watch without --log-dir) says so.
import { Box, Text } from 'ink';
import { resumeArg } from '../../storage/logs.js';
import { sanitizeLine } from '../../terminal/sanitize.js';

export function QuitConfirm({ logPath, over }: { logPath?: string; over: boolean }) {
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text bold wrap="truncate-end">{over ? 'Leave Nightfall?' : 'Quit the game?'}</Text>
      <Text wrap="wrap">{logPath ? `The game log is kept: ${sanitizeLine(logPath)}` : 'No log is written for this game: quitting ends it.'}</Text>
      {logPath && !over ? <Text wrap="wrap">Continue it later with: nightfall resume {sanitizeLine(resumeArg(logPath))}</Text> : null}
      <Text wrap="truncate-end">
        <Text color="yellow">y</Text> quit · <Text color="yellow">n</Text> / Esc keep playing
      </Text>
    </Box>
  );
}
