// Draws a Line, wrapped by Ink at the box's width (the rows it takes are lineRows of the same line),
// or wrapped here at a given width, so that no wrapped row starts with the space of its break.
import { Box, Text } from 'ink';
import { wrapLine, type Line } from '../line.js';

const segments = (line: Line) =>
  line.map((s, i) => (
    <Text key={i} color={s.color} bold={s.bold} dimColor={s.dim} inverse={s.inverse} strikethrough={s.strikethrough} italic={s.italic}>
      {s.text}
    </Text>
  ));

export function Wrapped({ line }: { line: Line }) {
  if (line.every((s) => s.text === '')) return <Text> </Text>;
  return <Text wrap="wrap">{segments(line)}</Text>;
}

/** The line as rows of at most `width` columns, broken between words. */
export function WrappedAt({ line, width }: { line: Line; width: number }) {
  return (
    <Box flexDirection="column">
      {wrapLine(line, Math.max(1, width)).map((row, i) => (
        <Text key={i} wrap="wrap">
          {row.length ? segments(row) : ' '}
        </Text>
      ))}
    </Box>
  );
}
