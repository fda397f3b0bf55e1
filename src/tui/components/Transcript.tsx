// The finished transcript, printed once through <Static> so a long game never redraws it.
import { Box, Static, Text } from 'ink';
import type { Item } from '../items.js';
import { columns } from '../../terminal/width.js';
import { VoteTable } from './VoteTable.js';

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
      return <VoteTable item={item} />;
    case 'speech':
      return (
        <Gutter night={item.night}>
          <Text>
            <Text bold color="cyan">{item.who}</Text>
            <Text dimColor> [{item.context}] </Text>
            <Text>{item.text}</Text>
          </Text>
          {item.claims ? <Text dimColor italic>  ⟨{item.claims}⟩</Text> : null}
        </Gutter>
      );
    case 'line':
      return (
        <Gutter night={item.night}>
          <Text color={TONE_COLOR[item.tone]} dimColor={item.tone === 'think'} bold={item.tone === 'over'}>
            {item.tone === 'refused' ? '✗ ' : item.tone === 'death' ? '✝ ' : ''}
            {item.text}
          </Text>
        </Gutter>
      );
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
