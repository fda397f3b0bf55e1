// The keys that matter now, generated from the key map; it wraps onto a second row rather than cut.
import { memo } from 'react';
import { Text } from 'ink';
import { rowsOf } from '../../terminal/width.js';
import { hints, type KeyId } from '../keys.js';

export const Footer = memo(function Footer({ ids }: { ids: readonly KeyId[] }) {
  return (
    <Text wrap="wrap" dimColor>
      {hints(ids)}
    </Text>
  );
}, (a, b) => a.ids.join() === b.ids.join());

export const footerRows = (ids: readonly KeyId[], width: number): number => rowsOf(hints(ids), width);
