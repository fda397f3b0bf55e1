// The keys that matter now, generated from the key map; it wraps onto a second row rather than cut.
import { Text } from 'ink';
import { rowsOf } from '../../terminal/width.js';
import { hints, type KeyId } from '../keys.js';

export function Footer({ ids }: { ids: readonly KeyId[] }) {
  return (
    <Text wrap="wrap" dimColor>
      {hints(ids)}
    </Text>
  );
}

export const footerRows = (ids: readonly KeyId[], width: number): number => rowsOf(hints(ids), width);
