// Yes or no: y / n at once, or arrows and Enter.
import { Box, Text } from 'ink';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { useKeyState } from '../key-state.js';
import type { PromptProps } from './prompt-props.js';
import { Question } from './Question.js';
import { screenStyled } from '../colours.js';

/** The answer Enter gives: in reverse video, or marked where the screen has no styles (NO_COLOR). */
const mark = (on: boolean) => (on && !screenStyled() ? '❯' : ' ');

export function ConfirmPrompt({ pending, width, maxRows, active, onAnswer }: PromptProps) {
  const { request, hint } = pending;
  const [yes, getYes, setYes] = useKeyState(false);
  const answer = (v: boolean) => onAnswer(v ? 'yes' : 'no');
  useKeys(
    PRIORITY.focused,
    (input, key) => {
      if (isKey('yes', input, key)) return consume(() => answer(true));
      if (isKey('no', input, key)) return consume(() => answer(false));
      if (isKey('toggle', input, key) || key.upArrow || key.downArrow) return consume(() => setYes((y) => !y));
      if (isKey('pick', input, key)) return consume(() => answer(getYes()));
      return false;
    },
    active,
  );
  return (
    <Box flexDirection="column">
      <Question question={request.question} hint={hint} width={width} max={Math.max(1, maxRows - 1)} />
      <Text>
        <Text inverse={yes} color="green">
          {mark(yes)}[y] yes{' '}
        </Text>
        <Text>  </Text>
        <Text inverse={!yes} color="red">
          {mark(!yes)}[n] no{' '}
        </Text>
      </Text>
    </Box>
  );
}
