// The finished transcript, printed once through <Static> so a long game never redraws it.
import { Box, Static, Text } from 'ink';
import type { Item } from '../items.js';
import { columns } from '../../terminal/width.js';
import { VoteTable } from './VoteTable.js';
import { WrappedAt } from './Wrapped.js';

export function Transcript({ items, width }: { items: Item[]; width: number }) {
  return <Static items={items}>{(item) => <ItemView key={item.id} item={item} width={width} />}</Static>;
}

const TONE_COLOR: Record<string, string | undefined> = {
  system: undefined,
  death: 'red',
  private: 'magenta',
  team: 'redBright',
  think: 'gray',
  refused: 'red',
  over: 'yellowBright',
  error: 'red',
};

export function ItemView({ item, width }: { item: Item; width: number }) {
  const rule = (title: string) => '─'.repeat(Math.max(2, Math.min(width, 72) - columns(title) - 8));
  switch (item.kind) {
    case 'phase':
      return item.night ? (
        <Text color="blueBright" bold>
          ╭─ ☾ {item.title} {rule(item.title)}
        </Text>
      ) : (
        <Text color="yellow" bold>
          ── ☀ {item.title} {rule(item.title)}
        </Text>
      );
    case 'close':
      return <Text color="blueBright">╰{'─'.repeat(Math.max(2, Math.min(width, 72) - 2))}</Text>;
    case 'votes':
      return <VoteTable item={item} width={width} />;
    case 'speech': {
      // Inside the night's gutter (a bar and a space) the text has two columns less.
      const room = item.night ? width - 2 : width;
      return (
        <Gutter night={item.night}>
          <WrappedAt
            width={room}
            line={[
              { text: item.who, bold: true, color: 'cyan' },
              { text: ` [${item.context}] `, dim: true },
              { text: item.text },
            ]}
          />
          {item.claims ? (
            <Box paddingLeft={2}>
              <WrappedAt width={room - 2} line={[{ text: `⟨${item.claims}⟩`, dim: true, italic: true }]} />
            </Box>
          ) : null}
        </Gutter>
      );
    }
    case 'line': {
      const mark = item.tone === 'refused' ? '✗ ' : item.tone === 'death' ? '✝ ' : '';
      const style = { color: TONE_COLOR[item.tone], dim: item.tone === 'think', bold: item.tone === 'over' };
      return (
        <Gutter night={item.night}>
          <WrappedAt width={item.night ? width - 2 : width} line={[{ text: mark + item.text, ...style }]} />
        </Gutter>
      );
    }
  }
}

function Gutter({ night, children }: { night: boolean; children: React.ReactNode }) {
  if (!night) return <Box flexDirection="column">{children}</Box>;
  return (
    <Box flexDirection="column" borderStyle="single" borderColor="blueBright" borderTop={false} borderBottom={false} borderRight={false} paddingLeft={1}>
      {children}
    </Box>
  );
}
