// A one-paragraph text box; the cursor steps and Backspace erases by grapheme (an emoji is one). It sits above the global keys on the key bus, so `?`, `m` and the
// rest are typed, while Ctrl-C and Tab still reach the screen.
import { Box, Text } from 'ink';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { useKeyState } from '../key-state.js';
import { tail } from '../layout.js';
import { sanitizeLine } from '../../terminal/sanitize.js';
import { graphemeStep } from '../../terminal/width.js';

export interface TextFieldProps {
  initial?: string;
  active: boolean;
  width: number;
  maxLines: number;
  placeholder?: string;
  onChange?(value: string): void;
  onSubmit(value: string): void;
  /** Esc, when the field has somewhere to go back to (a ballot's remark: back to the list). */
  onCancel?(): void;
}

export function TextField({ initial = '', active, width, maxLines, placeholder, onChange, onSubmit, onCancel }: TextFieldProps) {
  const [{ value, cursor }, get, set] = useKeyState({ value: initial, cursor: initial.length });
  const edit = (next: string, at: number) => {
    set({ value: next, cursor: at });
    onChange?.(next);
  };
  useKeys(
    PRIORITY.text,
    (input, key) => {
      if (key.escape && onCancel) return consume(() => onCancel());
      if (isKey('quit', input, key) || key.tab || key.escape || key.upArrow || key.downArrow) return false;
      const now = get();
      if (isKey('send', input, key)) return consume(() => onSubmit(now.value));
      if (isKey('backspace', input, key)) {
        const from = graphemeStep(now.value, now.cursor, -1);
        if (now.cursor > 0) edit(now.value.slice(0, from) + now.value.slice(now.cursor), from);
        return true;
      }
      if (key.leftArrow) return consume(() => set({ ...now, cursor: graphemeStep(now.value, now.cursor, -1) }));
      if (key.rightArrow) return consume(() => set({ ...now, cursor: graphemeStep(now.value, now.cursor, 1) }));
      if (key.ctrl || key.meta) return false;
      const text = sanitizeLine(input);
      if (!text) return false;
      edit(now.value.slice(0, now.cursor) + text + now.value.slice(now.cursor), now.cursor + text.length);
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
