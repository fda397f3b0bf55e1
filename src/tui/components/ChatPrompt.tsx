// The team's night chat: what the teammates proposed so far, then a message and a target.
import { Box, Text } from 'ink';
import { PRIORITY } from '../key-bus.js';
import { useKeyState } from '../key-state.js';
import { matchOption } from '../prompt-kind.js';
import { labelOf } from '../screen-state.js';
import { Choices } from './Choices.js';
import type { PromptProps } from './prompt-props.js';
import { Question, questionLines } from './Question.js';
import { TextField } from './TextField.js';

export function ChatPrompt({ pending, state, width, maxRows, active, onAnswer, draft, onDraft }: PromptProps) {
  const { request, hint } = pending;
  const [step, , setStep] = useKeyState<'message' | 'target'>('message');
  const [message, getMessage, setMessage] = useKeyState(draft ?? '');
  const options = request.options;
  const send = (target: string) => onAnswer(JSON.stringify({ message: getMessage().trim(), target }));
  const pack = state.pack.filter((p) => p.seat !== state.me).slice(-3);
  const { rows: qRows } = questionLines(request.question, hint, width, 2);
  const room = Math.max(2, maxRows - qRows - pack.length - 2);
  return (
    <Box flexDirection="column">
      <Question question={request.question} hint={hint} width={width} max={2} />
      {pack.map((p, i) => (
        <Text key={i} color="redBright" wrap="truncate-end">
          {labelOf(state, p.seat)} → {p.target === null ? request.answer.none ?? 'nobody' : labelOf(state, p.target)}
          {p.message ? `: “${p.message}”` : ''}
        </Text>
      ))}
      {options.length === 0 || step === 'message' ? (
        <>
          <Text dimColor wrap="truncate-end">
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
          <Text dimColor wrap="truncate-end">
            {message.trim() ? `“${message.trim()}” — ` : ''}now the target (Esc: back to the message):
          </Text>
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
