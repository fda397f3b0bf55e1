// The replay screen: a finished game's transcript, stepped with the keys — → or space forward,
// ← back, ] and [ a round (night and day) forward and back, Home and End, t THINK on or off, q to leave.
import { useMemo, useState } from 'react';
import { Box, Text, useApp, useInput } from 'ink';
import { splitChunk } from './key-bus.js';
import { wrap } from './layout.js';
import { renderScreen, type ScreenStreams } from './render-screen.js';
import { back, dayOf, forward, lastDay, startPos, toDay, toggleThink, visibleLines, type ReplayItem } from './replay-model.js';
import { useTerminalSize } from './terminal-size.js';
import { sanitize } from '../terminal/sanitize.js';

export function ReplayApp({ title, items }: { title: string; items: ReplayItem[] }) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const [pos, setPos] = useState(() => startPos(items));
  useInput((chunk, chunkKey) => {
    for (const [input, key] of splitChunk(chunk, chunkKey)) {
      if (input === 'q' || key.escape || (key.ctrl && input === 'c')) return exit();
      if (key.rightArrow || input === ' ' || input === 'n') setPos((p) => forward(items, p));
      else if (key.leftArrow || input === 'p') setPos((p) => back(items, p));
      else if (input === ']') setPos((p) => toDay(items, p, dayOf(items, p) + 1));
      else if (input === '[') setPos((p) => toDay(items, p, dayOf(items, p) - 1));
      else if (input === 'g' || key.home) setPos((p) => toDay(items, p, 0));
      else if (input === 'G' || key.end) setPos((p) => ({ ...p, shown: items.length }));
      else if (input === 't') setPos(toggleThink);
    }
  });
  const rows = Math.max(3, size.rows - 3);
  // Long lines (chat, speeches) wrap to the terminal rather than being cut.
  const wrapped = useMemo(() => items.map((it) => ({ ...it, lines: it.lines.flatMap((l) => wrap(sanitize(l), size.columns)) })), [items, size.columns]);
  return (
    <Box flexDirection="column">
      <Text bold>
        {title} — round {dayOf(items, pos)} of {lastDay(items)}, event {pos.shown}/{items.length}, THINK {pos.think ? 'on' : 'off'}
      </Text>
      {visibleLines(wrapped, pos, rows).map((l, i) => (
        <Text key={i} wrap="truncate-end" dimColor={l.think}>
          {l.text || ' '}
        </Text>
      ))}
      <Text dimColor wrap="wrap">→/space next · ← back · ] next round · [ previous round · g start · G end · t THINK · q quit</Text>
    </Box>
  );
}

export async function runReplay(title: string, items: ReplayItem[], io?: ScreenStreams): Promise<void> {
  await renderScreen(<ReplayApp title={title} items={items} />, io).waitUntilExit();
}
