// The `?` overlay: every key, generated from keys.ts, scrolled to fit the terminal.
import { Box, Text } from 'ink';
import { helpSections, type Scope } from '../keys.js';

export function helpLines(scopes?: readonly Scope[]): { text: string; title: boolean }[] {
  const out: { text: string; title: boolean }[] = [];
  for (const s of helpSections(scopes)) {
    out.push({ text: s.title, title: true });
    for (const r of s.rows) out.push({ text: `  ${r.label.padEnd(12)} ${r.help}`, title: false });
  }
  return out;
}

export function HelpOverlay({ scopes, scroll, maxRows }: { scopes?: readonly Scope[]; scroll: number; maxRows: number }) {
  const lines = helpLines(scopes);
  const room = Math.max(1, maxRows - 2);
  const start = Math.min(scroll, Math.max(0, lines.length - room));
  const shown = lines.slice(start, start + room);
  return (
    <Box flexDirection="column">
      <Text bold color="cyan" wrap="truncate-end">
        Keys {lines.length > room ? `(↑ ↓ scroll, ${start + 1}–${start + shown.length} of ${lines.length})` : ''} — ? or Esc to close
      </Text>
      {shown.map((l, i) => (
        <Text key={i} wrap="truncate-end" bold={l.title} color={l.title ? 'yellow' : undefined}>
          {l.text}
        </Text>
      ))}
    </Box>
  );
}
