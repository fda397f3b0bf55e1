// One line of the keys that matter now, generated from the key map.
import { Text } from 'ink';
import { hints, type KeyId } from '../keys.js';

export function Footer({ ids }: { ids: readonly KeyId[] }) {
  return (
    <Text wrap="truncate-end" dimColor>
      {hints(ids)}
    </Text>
  );
}
