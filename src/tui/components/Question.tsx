// A prompt's question, whole unless the rows run out, and the reason the last answer was refused, in place.
import { Box, Text } from 'ink';
import { clip } from '../layout.js';
import { sanitize } from '../../terminal/sanitize.js';

/** The question as a person reads it: the answer-format sentences meant for AI seats are left out. */
export function humanQuestion(q: string): string {
  return sanitize(q)
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !/\bJSON\b/.test(sentence))
        .join(' '),
    )
    .filter((line) => line.trim())
    .join('\n');
}

export function questionLines(question: string, hint: string | undefined, width: number, max: number) {
  const q = clip(humanQuestion(question), width, Math.max(1, max));
  const h = hint ? clip(`✗ ${sanitize(hint)}`, width, 2) : [];
  return { q, h, rows: q.length + h.length };
}

export function Question({ question, hint, width, max }: { question: string; hint?: string; width: number; max: number }) {
  const { q, h } = questionLines(question, hint, width, max);
  return (
    <Box flexDirection="column">
      {q.map((l, i) => (
        <Text key={`q${i}`} bold color="yellowBright" wrap="truncate-end">
          {l}
        </Text>
      ))}
      {h.map((l, i) => (
        <Text key={`h${i}`} color="red" wrap="truncate-end">
          {l}
        </Text>
      ))}
    </Box>
  );
}
