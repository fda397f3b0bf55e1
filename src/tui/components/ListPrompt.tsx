// A target or a choice: a list (arrows and Enter) or a typed seat number or name.
import { Box } from 'ink';
import { PRIORITY } from '../key-bus.js';
import { matchOption } from '../prompt-kind.js';
import { CHOICE_HINT, Choices, SEAT_HINT } from './Choices.js';
import type { PromptProps } from './prompt-props.js';
import { Question, questionLines } from './Question.js';

export function ListPrompt({ pending, state, width, maxRows, active, onAnswer }: PromptProps) {
  const { request, hint } = pending;
  const { rows } = questionLines(request.question, hint, width, Math.max(1, maxRows - 3));
  const options = request.options;
  // The cursor starts off the person's own seat: a hurried Enter must not vote yourself out.
  const initial = Math.max(0, options.findIndex((o) => state.me === null || o.value !== String(state.me)));
  return (
    <Box flexDirection="column">
      <Question question={request.question} hint={hint} width={width} max={Math.max(1, maxRows - 3)} />
      <Choices
        items={options.map((o) => ({ label: o.label }))}
        maxRows={Math.max(2, maxRows - rows)}
        priority={PRIORITY.focused}
        active={active}
        matcher={(typed) => matchOption(options, typed)}
        onPick={(i) => onAnswer(options[i]!.value)}
        onRaw={onAnswer}
        typeHint={request.answer.shape === 'pick' ? SEAT_HINT : CHOICE_HINT}
        initial={initial}
      />
    </Box>
  );
}
