// The team's night chat: what the teammates proposed so far, then a message and a target.
import { useEffect } from 'react';
import { Box, Text } from 'ink';
import { PRIORITY } from '../key-bus.js';
import { useKeyState } from '../key-state.js';
import { matchOption } from '../prompt-kind.js';
import { labelOf } from '../screen-state.js';
import { wrapLine, type Line } from '../line.js';
import { Choices } from './Choices.js';
import type { PromptProps } from './prompt-props.js';
import { Question, questionLines } from './Question.js';
import { TextField } from './TextField.js';
import { WrappedAt } from './Wrapped.js';

export function ChatPrompt({ pending, state, width, maxRows, active, onAnswer, draft, onDraft, onControl }: PromptProps) {
  const { request, hint } = pending;
  const [step, , setStep] = useKeyState<'message' | 'target'>('message');
  useEffect(() => onControl?.(step === 'message' ? 'chat' : 'list'), [step]);
  const [message, getMessage, setMessage] = useKeyState(draft ?? '');
  const options = request.options;
  const send = (target: string) => onAnswer(JSON.stringify({ message: getMessage().trim(), target }));
  const pack = state.pack
    .filter((p) => p.seat !== state.me)
    .slice(-3)
    .map((p) => `${labelOf(state, p.seat)} → ${p.target === null ? request.answer.none ?? 'nobody' : labelOf(state, p.target)}${p.message ? `: “${p.message}”` : ''}`);
  // Echoed lines wrap between words with no space at a row's start (Ink's own wrap keeps it).
  const rowsAt = (line: Line) => wrapLine(line, Math.max(1, width)).length;
  const packLines: Line[] = pack.map((l) => [{ text: l, color: 'redBright' }]);
  const packRows = packLines.reduce((n, l) => n + rowsAt(l), 0);
  // The question gets what the teammates' lines, the label and a two-line message box leave.
  const qMax = Math.max(2, maxRows - packRows - 3);
  const { rows: qRows } = questionLines(request.question, hint, width, qMax);
  const targetLabel = `${message.trim() ? `“${message.trim()}” — ` : ''}now the target (Esc: back to the message):`;
  const targetLine: Line = [{ text: targetLabel, dim: true }];
  const room = Math.max(2, maxRows - qRows - packRows - rowsAt(targetLine));
  return (
    <Box flexDirection="column">
      <Question question={request.question} hint={hint} width={width} max={qMax} />
      {packLines.map((l, i) => (
        <WrappedAt key={i} width={width} line={l} />
      ))}
      {options.length === 0 || step === 'message' ? (
        <>
          <Text dimColor wrap="wrap">
            Message to your team, then Enter{options.length ? ' to pick a target' : ''}:
          </Text>
          <TextField
            initial={draft ?? ''}
            active={active && step === 'message'}
            width={width}
            maxLines={2}
            placeholder="(may be empty)"
            onChange={(v) => {
              setMessage(v);
              onDraft?.(v);
            }}
            onSubmit={(v) => {
              setMessage(v);
              if (options.length) setStep('target');
              else onAnswer(JSON.stringify({ message: v.trim() }));
            }}
          />
        </>
      ) : (
        <>
          <WrappedAt width={width} line={targetLine} />
          <Choices
            items={options.map((o) => ({ label: o.label }))}
            maxRows={room}
            priority={PRIORITY.focused}
            active={active}
            onCancel={() => setStep('message')}
            matcher={(typed) => matchOption(options, typed)}
            onPick={(i) => send(options[i]!.value)}
            onRaw={send}
          />
        </>
      )}
    </Box>
  );
}
