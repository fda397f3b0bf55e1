// Draws a Line, wrapped by Ink at the box's width (the rows it takes are lineRows of the same line).
import { Text } from 'ink';
import type { Line } from '../line.js';

export function Wrapped({ line }: { line: Line }) {
  if (line.every((s) => s.text === '')) return <Text> </Text>;
  return (
    <Text wrap="wrap">
      {line.map((s, i) => (
        <Text key={i} color={s.color} bold={s.bold} dimColor={s.dim} inverse={s.inverse} strikethrough={s.strikethrough}>
          {s.text}
        </Text>
      ))}
    </Text>
  );
}
