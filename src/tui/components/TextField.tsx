// A one-paragraph text box. It sits above the global keys on the key bus, so `?`, `m` and the
// rest are typed, while Ctrl-C and Tab still reach the screen.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { tail } from '../layout.js';
import { sanitizeLine } from '../sanitize.js';

export interface TextFieldProps {
  initial?: string;
  active: boolean;
  width: number;
  maxLines: number;
  placeholder?: string;
  onChange?(value: string): void;
  onSubmit(value: string): void;
}

export function TextField({ initial = '', active, width, maxLines, placeholder, onChange, onSubmit }: TextFieldProps) {
  const [value, setValue] = useState(initial);
  const [cursor, setCursor] = useState(initial.length);
  const edit = (next: string, at: number) => {
    setValue(next);
    setCursor(at);
    onChange?.(next);
  };
  useKeys(
    PRIORITY.text,
    (input, key) => {
      if (isKey('quit', input, key) || key.tab || key.escape || key.upArrow || key.downArrow) return false;
      if (isKey('send', input, key)) return consume(() => onSubmit(value));
      if (isKey('backspace', input, key)) {
        if (cursor > 0) edit(value.slice(0, cursor - 1) + value.slice(cursor), cursor - 1);
        return true;
      }
      if (key.leftArrow) return consume(() => setCursor((c) => Math.max(0, c - 1)));
      if (key.rightArrow) return consume(() => setCursor((c) => Math.min(value.length, c + 1)));
      if (key.ctrl || key.meta) return false;
      const text = sanitizeLine(input);
      if (!text) return false;
      edit(value.slice(0, cursor) + text + value.slice(cursor), cursor + text.length);
      return true;
    },
    active,
  );
  const shown = value || '';
  const withCursor = active ? shown.slice(0, cursor) + '▍' + shown.slice(cursor) : shown;
  const lines = tail(`> ${withCursor}`, width, Math.max(1, maxLines));
  return (
    <Box flexDirection="column">
      {!value && placeholder ? (
        <Text wrap="truncate-end">
          {'> '}
          {active ? '▍' : ''}
          <Text dimColor>{placeholder}</Text>
        </Text>
      ) : (
        lines.map((l, i) => (
          <Text key={i} wrap="truncate-end" color={active ? undefined : 'gray'}>
            {l}
          </Text>
        ))
      )}
    </Box>
  );
}
