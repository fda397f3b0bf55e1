// A page laid over the game (a drill's recap, a drill's summary): a title, lines that scroll to fit
// the terminal, and its keys. Enter closes an intro page; q leaves at an end page.
import { Box, Text } from 'ink';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey, type KeyId } from '../keys.js';
import { useKeyState } from '../key-state.js';
import type { Size } from '../layout.js';
import type { Page } from '../page-store.js';
import { Footer, footerRows } from './Footer.js';

export function PagePanel({ page, size, active, onClose, onLeave }: { page: Page; size: Size; active: boolean; onClose(): void; onLeave(): void }) {
  const [scroll, getScroll, setScroll] = useKeyState(0);
  const lines = page.lines(size.columns);
  const keys: KeyId[] = page.kind === 'intro' ? ['drillPlay', 'pageUp', 'help', 'quit'] : ['pageUp', 'leave', 'help'];
  const room = Math.max(3, size.rows - 1 - 2 - footerRows(keys, size.columns));
  const maxScroll = Math.max(0, lines.length - room);
  const top = Math.min(scroll, maxScroll);
  const scrollBy = (delta: number) => setScroll(Math.max(0, Math.min(maxScroll, Math.min(getScroll(), maxScroll) + delta)));
  useKeys(
    PRIORITY.focused + 1,
    (input, key) => {
      if (page.kind === 'intro' && isKey('drillPlay', input, key)) return consume(onClose);
      if (page.kind === 'end' && isKey('leave', input, key)) return consume(onLeave);
      if (isKey('pageUp', input, key)) return consume(() => scrollBy(-1));
      if (isKey('pageDown', input, key)) return consume(() => scrollBy(1));
      if (key.pageUp) return consume(() => scrollBy(-room));
      if (key.pageDown) return consume(() => scrollBy(room));
      return false;
    },
    active,
  );
  return (
    <Box flexDirection="column">
      <Text bold color="yellowBright" wrap="truncate-end">
        {page.title}
        {lines.length > room ? <Text dimColor>{`  ${top + 1}–${Math.min(lines.length, top + room)}/${lines.length}`}</Text> : null}
      </Text>
      <Text dimColor wrap="truncate-end">
        {'─'.repeat(Math.max(1, size.columns))}
      </Text>
      {lines.slice(top, top + room).map((l, i) => (
        <Text key={i} wrap="truncate-end" color={l.color} dimColor={l.dim} bold={l.bold}>
          {l.text || ' '}
        </Text>
      ))}
      <Footer ids={keys} />
    </Box>
  );
}
