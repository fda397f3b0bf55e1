// The model cannot play (a wrong key or model, no credit, no server): the screen says why and asks
// whether bots take those seats or the game stops. It takes every key but Ctrl-C until answered.
import { useSyncExternalStore } from 'react';
import { Box, Text } from 'ink';
import type { FailureQuestion } from '../../ai/failure-question.js';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey, KEYS } from '../keys.js';
import { sanitize } from '../../terminal/sanitize.js';

export function ModelLost({ question }: { question: FailureQuestion }) {
  const message = useSyncExternalStore(question.subscribe, question.current);
  useKeys(
    PRIORITY.modal,
    (input, key) => {
      if (isKey('modelBots', input, key)) return consume(() => question.answer('bots'));
      if (isKey('modelStop', input, key)) return consume(() => question.answer('stop'));
      return !isKey('quit', input, key);
    },
    message !== undefined,
  );
  if (message === undefined) return null;
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="red" paddingX={1}>
      <Text bold>The model cannot play</Text>
      <Text>{sanitize(message)}</Text>
      <Text wrap="truncate-end">
        <Text color="yellow">{KEYS.modelBots.label}</Text> {KEYS.modelBots.help} · <Text color="yellow">{KEYS.modelStop.label}</Text> {KEYS.modelStop.help}
      </Text>
    </Box>
  );
}
