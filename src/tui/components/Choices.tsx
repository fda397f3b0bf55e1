// A list to pick from: arrows and Enter; optionally type what names an item (a seat number or a name,
// a choice's first letters) to jump to it. Enter on typed text that names no item sends the text as it
// is when there is a handler to judge it, else says that nothing matches and what can be typed.
import { Box, Text } from 'ink';
import { consume, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { useKeyState } from '../key-state.js';
import { windowAround } from '../layout.js';
import { sanitizeLine } from '../../terminal/sanitize.js';

export interface ChoiceItem {
  label: string;
  note?: string;
  disabled?: boolean;
}

export interface ChoicesProps {
  items: ChoiceItem[];
  maxRows: number;
  priority: number;
  active: boolean;
  onPick(index: number): void;
  onCancel?(): void;
  /** Type-to-jump: finds the item a typed text names, or -1. */
  matcher?(typed: string): number;
  /** Enter on typed text that names no item. */
  onRaw?(typed: string): void;
  /** What may be typed, shown under the list with a matcher: "a seat number or a name" by default. */
  typeHint?: string;
  initial?: number;
}

export const SEAT_HINT = 'a seat number or a name';
export const CHOICE_HINT = 'the first letters of a choice';

export function Choices({ items, maxRows, priority, active, onPick, onCancel, matcher, onRaw, typeHint = SEAT_HINT, initial = 0 }: ChoicesProps) {
  const firstEnabled = (from: number, step: number) => {
    for (let k = 0, i = from; k < items.length; k++, i = (i + step + items.length) % items.length) if (!items[i]?.disabled) return i;
    return from;
  };
  const [cursor, getCursor, setCursor] = useKeyState(() => firstEnabled(Math.min(initial, Math.max(0, items.length - 1)), 1));
  const [typed, getTyped, setTyped] = useKeyState('');
  // Typed text Enter could not match, kept in view with what can be typed, until the next key.
  const [missed, , setMissed] = useKeyState('');
  const retype = (next: string) => {
    setMissed('');
    setTyped(next);
    const i = matcher?.(next) ?? -1;
    if (i >= 0) setCursor(i);
  };
  const step = (dir: 1 | -1) => {
    setMissed('');
    setCursor((c) => firstEnabled((c + dir + items.length) % items.length, dir));
  };
  useKeys(
    priority,
    (input, key) => {
      if (isKey('up', input, key)) return consume(() => step(-1));
      if (isKey('down', input, key)) return consume(() => step(1));
      if (isKey('pick', input, key)) {
        const text = getTyped().trim();
        const at = getCursor();
        if (text && matcher) {
          const i = matcher(text);
          if (i >= 0 && !items[i]?.disabled) onPick(i);
          else if (onRaw) onRaw(text);
          else setMissed(text);
          setTyped('');
          return true;
        }
        if (items[at] && !items[at].disabled) onPick(at);
        return true;
      }
      if (key.escape && onCancel) return consume(() => onCancel());
      if (matcher && isKey('erase', input, key)) return consume(() => retype(getTyped().slice(0, -1)));
      if (matcher && isKey('type', input, key)) return consume(() => retype(getTyped() + input));
      return false;
    },
    active,
  );
  const rows = Math.max(1, maxRows - (matcher ? 1 : 0));
  const { start, end } = windowAround(items.length, cursor, rows);
  return (
    <Box flexDirection="column">
      {items.slice(start, end).map((item, k) => {
        const i = start + k;
        const on = i === cursor;
        const edge = (k === 0 && start > 0) || (k === end - start - 1 && end < items.length);
        return (
          <Text key={i} wrap="truncate-end" color={item.disabled ? 'gray' : on ? 'cyan' : undefined} bold={on}>
            {on ? '❯ ' : '  '}
            {sanitizeLine(item.label)}
            {item.note ? <Text dimColor> {sanitizeLine(item.note)}</Text> : null}
            {edge ? <Text dimColor> {k === 0 ? '↑' : '↓'}</Text> : null}
          </Text>
        );
      })}
      {matcher ? (
        missed && !typed ? (
          <Text wrap="truncate-end" color="red">
            ✗ nothing here matches “{sanitizeLine(missed)}”: type {typeHint}, or pick with ↑ ↓
          </Text>
        ) : (
          <Text wrap="truncate-end" dimColor={!typed}>
            {typed ? `› ${typed}▍ (Enter)` : `or type ${typeHint}`}
          </Text>
        )
      ) : null}
    </Box>
  );
}
