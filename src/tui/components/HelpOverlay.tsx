// The `?` overlay: every key, generated from keys.ts, then the rules page of this table from its
// ruleset (how each side wins, the roles, the phases, the options in force), wrapped and scrolled.
import { Box, Text } from 'ink';
import type { RulesSection } from '../../engine/presentation.js';
import { wrapLines } from '../../terminal/width.js';
import { sanitizeLine } from '../../terminal/sanitize.js';
import { helpSections, type Scope } from '../keys.js';

export interface HelpLine {
  text: string;
  title: boolean;
}

export function helpLines(scopes?: readonly Scope[], width = 80, rules: readonly RulesSection[] = []): HelpLine[] {
  const out: HelpLine[] = [];
  const item = (text: string, first: string, rest: string) =>
    wrapLines(text, Math.max(10, width - first.length)).forEach((l, i) => out.push({ text: `${i ? rest : first}${l}`, title: false }));
  for (const s of helpSections(scopes)) {
    out.push({ text: s.title, title: true });
    for (const r of s.rows) item(r.help, `  ${r.label.padEnd(12)} `, ' '.repeat(15));
  }
  if (rules.length) out.push({ text: ' ', title: false }, { text: 'RULES OF THIS TABLE (docs/RULES.md has them all)', title: true });
  for (const s of rules) {
    out.push({ text: sanitizeLine(s.title), title: true });
    for (const l of s.lines) item(sanitizeLine(l), '  • ', '    ');
  }
  return out;
}

export function HelpOverlay({ lines, scroll, maxRows }: { lines: readonly HelpLine[]; scroll: number; maxRows: number }) {
  const room = Math.max(1, maxRows - 2);
  const start = Math.min(scroll, Math.max(0, lines.length - room));
  const shown = lines.slice(start, start + room);
  return (
    <Box flexDirection="column">
      <Text bold color="cyan" wrap="truncate-end">
        Keys and rules {lines.length > room ? `(↑ ↓ Space scroll, ${start + 1}–${start + shown.length} of ${lines.length})` : ''} — ? or Esc to close
      </Text>
      {shown.map((l, i) => (
        <Text key={i} wrap="truncate-end" bold={l.title} color={l.title ? 'yellow' : undefined}>
          {l.text}
        </Text>
      ))}
    </Box>
  );
}
