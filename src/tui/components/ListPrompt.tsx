// A target or a choice: a list (arrows and Enter) or a typed seat number or name. A ballot that takes a
// remark asks for the words after the pick: Enter with none casts it as it is.
import { useEffect } from 'react';
import { Box } from 'ink';
import { PRIORITY } from '../key-bus.js';
import { useKeyState } from '../key-state.js';
import { matchOption } from '../prompt-kind.js';
import type { Line } from '../line.js';
import { CHOICE_HINT, Choices, SEAT_HINT } from './Choices.js';
import type { PromptProps } from './prompt-props.js';
import { Question, questionLines } from './Question.js';
import { TextField } from './TextField.js';
import { WrappedAt } from './Wrapped.js';

export function ListPrompt({ pending, state, width, maxRows, active, onAnswer, onControl }: PromptProps) {
  const { request, hint } = pending;
  const { rows } = questionLines(request.question, hint, width, Math.max(1, maxRows - 3));
  const options = request.options;
  const remark = request.answer.remark;
  // The pick waiting for its remark (its option's index), when the ballot takes one.
  const [picked, , setPicked] = useKeyState<number | null>(null);
  useEffect(() => onControl?.(picked === null ? 'list' : 'chat'), [picked]);
  // The cursor starts off the person's own seat: a hurried Enter must not vote yourself out.
  const initial = Math.max(0, options.findIndex((o) => state.me === null || o.value !== String(state.me)));
  const pick = (i: number) => (remark === undefined ? onAnswer(options[i]!.value) : setPicked(i));
  if (remark !== undefined && picked !== null) {
    const option = options[picked]!;
    const line: Line = [{ text: `${option.label} — anything to say with it? Enter casts it (may be empty, at most ${remark} characters; Esc: back to the list):`, dim: true }];
    const cast = (words: string) => {
      const said = words.trim();
      onAnswer(said ? JSON.stringify({ [request.answer.field]: option.value, remark: said }) : option.value);
    };
    return (
      <Box flexDirection="column">
        <Question question={request.question} hint={hint} width={width} max={Math.max(1, maxRows - 4)} />
        <WrappedAt width={width} line={line} />
        <TextField active={active} width={width} maxLines={2} placeholder="(may be empty)" onSubmit={cast} onCancel={() => setPicked(null)} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Question question={request.question} hint={hint} width={width} max={Math.max(1, maxRows - 3)} />
      <Choices
        items={options.map((o) => ({ label: o.label }))}
        maxRows={Math.max(2, maxRows - rows)}
        priority={PRIORITY.focused}
        active={active}
        matcher={(typed) => matchOption(options, typed)}
        onPick={pick}
        onRaw={onAnswer}
        typeHint={request.answer.shape === 'pick' ? SEAT_HINT : CHOICE_HINT}
        initial={initial}
      />
    </Box>
  );
}
