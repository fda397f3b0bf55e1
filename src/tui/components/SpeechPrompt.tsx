// A speech: a text box, a quick way to add structured claims (Ctrl-K), and a nomination when the
// game asks for one. The answer is JSON the handler reads: {"speech", "claims", "nomination"}.
import { useEffect } from 'react';
import { Box, Text } from 'ink';
import type { Claim } from '../../engine/core-events.js';
import { nominationIn } from '../../engine/parse.js';
import { speechAnswer } from '../claims.js';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { useKeyState } from '../key-state.js';
import { claimableRoles, labelOf, roleNameOf } from '../screen-state.js';
import { matchOption } from '../prompt-kind.js';
import { Choices } from './Choices.js';
import { ClaimPicker } from './ClaimPicker.js';
import type { PromptProps } from './prompt-props.js';
import { Question, questionLines } from './Question.js';
import { TextField } from './TextField.js';
import { wrapLine, type Line } from '../line.js';
import { WrappedAt } from './Wrapped.js';

export function SpeechPrompt({ pending, state, ruleset, width, maxRows, active, onAnswer, draft, onDraft, onControl }: PromptProps) {
  const { request, hint } = pending;
  const [step, , setStep] = useKeyState<'text' | 'claim' | 'nominate'>('text');
  useEffect(() => onControl?.(step === 'text' ? 'speech' : 'list'), [step]);
  const [text, getText, setText] = useKeyState(draft ?? '');
  const [claims, getClaims, setClaims] = useKeyState<{ claim: Claim; sentence: string }[]>([]);
  const label = (seat: number) => labelOf(state, seat);
  const nominate = request.nominate ?? [];
  const send = (nomination?: number) => {
    const added = getClaims();
    onAnswer(speechAnswer(getText(), added.map((c) => c.claim), added.map((c) => c.sentence), nomination));
  };
  useKeys(
    PRIORITY.text + 1,
    (input, key) => {
      if (isKey('addClaim', input, key)) return consume(() => setStep('claim'));
      if (isKey('dropClaim', input, key)) return consume(() => setClaims((c) => c.slice(0, -1)));
      return false;
    },
    active && step === 'text',
  );
  const length = [text.trim(), ...claims.map((c) => c.sentence)].filter(Boolean).join(' ').length;
  // A refusal stays in view until the text is changed and long enough: then it no longer applies.
  const shownHint = request.minLength && length >= request.minLength && text !== (draft ?? '') ? undefined : hint;
  const qMax = Math.max(3, maxRows - 6);
  const { rows: qRows } = questionLines(request.question, shownHint, width, qMax);
  const added = claims.length ? `+ ${claims.map((c) => c.sentence).join(' + ')} ` : '';
  const count = request.minLength ? `${length}/${request.minLength}+ chars` : '';
  // The echo of the added claims and the count wraps between words, no space at a row's start.
  const echo: Line = [{ text: added, color: 'magenta' }, { text: count || (added ? '' : ' '), dim: true }];
  const room = Math.max(2, maxRows - qRows - 1 - wrapLine(echo, Math.max(1, width)).length);
  const others = state.seats.filter((s) => s.alive && s.seat !== state.me).map((s) => ({ seat: s.seat, label: label(s.seat) }));
  return (
    <Box flexDirection="column">
      <Question question={request.question} {...(shownHint ? { hint: shownHint } : {})} width={width} max={qMax} />
      <TextField
        initial={draft ?? ''}
        active={active && step === 'text'}
        width={width}
        maxLines={Math.min(3, room)}
        placeholder="Type your speech, then Enter (Ctrl-K: add a claim)"
        onChange={(v) => {
          setText(v);
          onDraft?.(v);
        }}
        onSubmit={(v) => {
          setText(v);
          // Words that already nominate ("I nominate Seat 4") need no list: the prompt offers that way.
          const named = nominate.length ? nominationIn(v, state.seats.filter((r) => nominate.includes(r.seat))) : undefined;
          if (nominate.length && named === undefined) setStep('nominate');
          else send(named);
        }}
      />
      <WrappedAt width={width} line={echo} />
      {step === 'claim' ? (
        <ClaimPicker
          seats={others}
          roles={claimableRoles(state, ruleset).map((id) => ({ id, name: roleNameOf(state, ruleset, id) }))}
          results={ruleset.presentation.results}
          label={label}
          roleName={(r) => roleNameOf(state, ruleset, r)}
          maxRows={room}
          active={active}
          onCancel={() => setStep('text')}
          onDone={(claim, sentence) => {
            setClaims((c) => [...c, { claim, sentence }]);
            setStep('text');
          }}
        />
      ) : null}
      {step === 'nominate' ? (
        <Box flexDirection="column">
          <Text color="magenta" bold>Nominate (Esc: back to the text)</Text>
          <Choices
            items={nominate.map((s) => ({ label: label(s) }))}
            maxRows={room - 1}
            priority={PRIORITY.text + 5}
            active={active}
            onCancel={() => setStep('text')}
            matcher={(typed) => matchOption(nominate.map((s) => ({ value: String(s), label: label(s) })), typed)}
            onPick={(i) => send(nominate[i])}
          />
        </Box>
      ) : null}
    </Box>
  );
}
