// Adds one structured claim to a speech: I am the …, I checked N: result, I suspect / trust /
// will vote N. Returns the claim and the sentence it adds to the words.
import { Box, Text } from 'ink';
import type { Claim } from '../../engine/core-events.js';
import { PRIORITY } from '../key-bus.js';
import { useKeyState } from '../key-state.js';
import { CLAIM_KINDS, claimSentence, type ClaimKind } from '../claims.js';
import { CHOICE_HINT, Choices, SEAT_HINT } from './Choices.js';
import { matchOption } from '../prompt-kind.js';

export interface ClaimPickerProps {
  seats: { seat: number; label: string }[];
  roles: { id: string; name: string }[];
  /** Results a check may claim: the claim's value and its words. */
  results: readonly { value: string; label: string }[];
  label(seat: number): string;
  roleName(role: string): string;
  maxRows: number;
  active: boolean;
  onDone(claim: Claim, sentence: string): void;
  onCancel(): void;
}

type Step = { at: 'kind' } | { at: 'role' } | { at: 'seat'; kind: ClaimKind } | { at: 'result'; target: number };

/** Type-to-pick, as in every list: a choice by its first letters or a word of it. */
const byLabel = (labels: readonly string[]) => (typed: string) => matchOption(labels.map((l) => ({ value: l, label: l })), typed);

export function ClaimPicker(p: ClaimPickerProps) {
  const [step, , setStep] = useKeyState<Step>({ at: 'kind' });
  const done = (c: Claim) => p.onDone(c, claimSentence(c, p.label, p.roleName, p));
  const priority = PRIORITY.text + 5;
  const rows = Math.max(2, p.maxRows - 1);
  let title: string;
  let list: React.ReactNode;
  switch (step.at) {
    case 'kind':
      title = 'Add a claim (Esc: cancel)';
      list = (
        <Choices key="kind" items={CLAIM_KINDS.map((k) => ({ label: k.label }))} maxRows={rows} priority={priority} active={p.active} onCancel={p.onCancel}
          matcher={byLabel(CLAIM_KINDS.map((k) => k.label))} typeHint={CHOICE_HINT}
          onPick={(i) => {
            const kind = CLAIM_KINDS[i]!.kind;
            setStep(kind === 'role' ? { at: 'role' } : { at: 'seat', kind });
          }}
        />
      );
      break;
    case 'role':
      title = 'I am …';
      list = (
        <Choices key="role" items={p.roles.map((r) => ({ label: r.name }))} maxRows={rows} priority={priority} active={p.active} onCancel={() => setStep({ at: 'kind' })}
          matcher={byLabel(p.roles.map((r) => r.name))} typeHint={CHOICE_HINT}
          onPick={(i) => done({ kind: 'role', role: p.roles[i]!.id })}
        />
      );
      break;
    case 'seat': {
      const kind = step.kind;
      title = kind === 'check' ? 'I checked …' : kind === 'suspect' ? 'I suspect …' : kind === 'trust' ? 'I trust …' : 'I will vote …';
      list = (
        <Choices key={`seat-${kind}`} items={p.seats.map((s) => ({ label: s.label }))} maxRows={rows} priority={priority} active={p.active} onCancel={() => setStep({ at: 'kind' })}
          matcher={(typed) => matchOption(p.seats.map((s) => ({ value: String(s.seat), label: s.label })), typed)} typeHint={SEAT_HINT}
          onPick={(i) => {
            const target = p.seats[i]!.seat;
            if (kind === 'check') setStep({ at: 'result', target });
            else done({ kind: kind as 'suspect' | 'trust' | 'vote', target });
          }}
        />
      );
      break;
    }
    case 'result': {
      const target = step.target;
      title = `I checked ${p.label(target)}: …`;
      list = (
        <Choices key="result" items={p.results.map((r) => ({ label: r.label }))} maxRows={rows} priority={priority} active={p.active} onCancel={() => setStep({ at: 'seat', kind: 'check' })}
          matcher={byLabel(p.results.map((r) => r.label))} typeHint={CHOICE_HINT}
          onPick={(i) => done({ kind: 'check', target, result: p.results[i]!.value })}
        />
      );
      break;
    }
  }
  return (
    <Box flexDirection="column">
      <Text color="magenta" bold wrap="truncate-end">
        {title}
      </Text>
      {list}
    </Box>
  );
}
