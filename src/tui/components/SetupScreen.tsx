// Before a game: which game and table size, a role to practise (or random), and the opponents.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { RULESETS } from '../../rules/index.js';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { Choices, type ChoiceItem } from './Choices.js';
import { Footer } from './Footer.js';

export interface SetupChoice {
  preset: string;
  role?: string;
  opponents: 'bots' | 'claude';
}

interface PresetRow {
  id: string;
  title: string;
  roles: string[];
  roleName(role: string): string;
  ability(role: string): string;
}

export function presetRows(): PresetRow[] {
  return RULESETS.flatMap((r) =>
    r.presets.map((p) => ({
      id: p.id,
      title: `${p.title} (${p.seats} players)`,
      roles: Object.keys(p.roles),
      roleName: (x: string) => r.roleName(x, p.options),
      ability: (x: string) => r.presentation.ability(x, p.options),
    })),
  );
}

/** Claude can be picked only when the caller has LLM players to offer (an API key is set). */
export const opponents = (claude: boolean): ChoiceItem[] => [
  { label: 'Bots (offline, instant)' },
  claude ? { label: 'Claude', note: '— LLM players (uses your API key)' } : { label: 'Claude', note: '— needs an API key', disabled: true },
];

export function SetupScreen({ onDone, onQuit, maxRows, claude = false }: { onDone(choice: SetupChoice): void; onQuit(): void; maxRows: number; claude?: boolean }) {
  const presets = presetRows();
  const [step, setStep] = useState<'game' | 'role' | 'opponents'>('game');
  const [preset, setPreset] = useState<PresetRow | null>(null);
  const [role, setRole] = useState<string | undefined>(undefined);
  useKeys(PRIORITY.global, (input, key) => (isKey('quit', input, key) ? consume(onQuit) : false));
  const rows = Math.max(3, maxRows - 6);
  const roleItems: ChoiceItem[] = preset
    ? [{ label: 'Random (the deal decides)' }, ...preset.roles.map((r) => ({ label: preset.roleName(r), note: preset.ability(r) }))]
    : [];
  return (
    <Box flexDirection="column">
      <Text bold color="magentaBright">
        NIGHTFALL <Text color="white">— a new game</Text>
      </Text>
      <Text wrap="truncate-end">
        <Text dimColor>Game: </Text>
        {preset ? preset.title : '…'}
        <Text dimColor>   Role: </Text>
        {step === 'game' ? '…' : step === 'role' ? '…' : (role ? preset?.roleName(role) : 'random')}
        <Text dimColor>   Opponents: </Text>…
      </Text>
      <Text> </Text>
      {step === 'game' ? (
        <>
          <Text bold color="yellowBright">Which game, and how many at the table?</Text>
          <Choices key="game" items={presets.map((p) => ({ label: p.title, note: p.id }))} maxRows={rows} priority={PRIORITY.focused} active
            onPick={(i) => {
              setPreset(presets[i]!);
              setStep('role');
            }}
          />
        </>
      ) : step === 'role' ? (
        <>
          <Text bold color="yellowBright">A role to practise?</Text>
          <Choices key="role" items={roleItems} maxRows={rows} priority={PRIORITY.focused} active onCancel={() => setStep('game')}
            onPick={(i) => {
              setRole(i === 0 ? undefined : preset!.roles[i - 1]);
              setStep('opponents');
            }}
          />
        </>
      ) : (
        <>
          <Text bold color="yellowBright">Who sits at the table with you?</Text>
          <Choices key="opp" items={opponents(claude)} maxRows={rows} priority={PRIORITY.focused} active onCancel={() => setStep('role')}
            onPick={(i) => onDone({ preset: preset!.id, ...(role ? { role } : {}), opponents: i === 1 ? 'claude' : 'bots' })}
          />
        </>
      )}
      <Footer ids={step === 'game' ? ['setupUp', 'setupNext', 'quit'] : ['setupUp', 'setupNext', 'setupBack', 'quit']} />
    </Box>
  );
}
