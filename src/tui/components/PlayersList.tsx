// The table: seat, name, alive or dead, the sheriff's badge, what the person knows of each seat
// (teammate, check result, revealed role) and the person's own notebook marks.
import { Box, Text } from 'ink';
import { playerGrid } from '../layout.js';
import type { SeatRow } from '../screen-state.js';
import type { Mark } from '../ui-state.js';

export interface PlayersListProps {
  seats: SeatRow[];
  me: number | null;
  marks: Record<number, Mark>;
  /** The notebook's seat, when the notebook has focus. */
  cursor: number | null;
  columns: number;
  suspectWord: string;
}

export function PlayersList({ seats, me, marks, cursor, columns, suspectWord }: PlayersListProps) {
  const grid = playerGrid(seats.length, columns);
  const rows: SeatRow[][] = [];
  for (let r = 0; r < grid.rows; r++) rows.push(seats.slice(r * grid.cols, r * grid.cols + grid.cols));
  return (
    <Box flexDirection="column">
      {rows.map((row, i) => (
        <Box key={i}>
          {row.map((s) => (
            <Box key={s.seat} width={grid.cellWidth}>
              <Cell seat={s} me={me} mark={marks[s.seat]} focused={cursor === s.seat} suspectWord={suspectWord} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function Cell({ seat: s, me, mark, focused, suspectWord }: { seat: SeatRow; me: number | null; mark: Mark | undefined; focused: boolean; suspectWord: string }) {
  const mine = s.seat === me;
  const known = mine ? (s.name.toLowerCase() === 'you' ? '' : 'you') : s.teammate ? 'team' : s.role ?? '';
  return (
    <Text wrap="truncate-end" inverse={focused}>
      <Text color={focused ? 'cyan' : undefined}>{focused ? '▸' : ' '}</Text>
      <Text color={s.alive ? 'green' : 'gray'}>{s.alive ? '●' : '✝'}</Text>
      <Text bold={mine} color={s.alive ? (s.teammate ? 'red' : undefined) : 'gray'} strikethrough={!s.alive}>
        {' '}
        {String(s.seat).padStart(2)} {s.name.slice(0, 9)}
      </Text>
      {s.titled ? <Text color="yellow"> ★</Text> : null}
      {known ? <Text color={s.teammate ? 'red' : mine ? 'cyan' : 'magenta'}> {known}</Text> : null}
      {s.check ? <Text color={s.check.evil ? 'red' : 'green'}> ={s.check.result}</Text> : null}
      {mark?.stance ? <Text color={mark.stance === 'suspect' ? 'red' : 'green'}> {mark.stance === 'suspect' ? suspectWord : 'trust'}</Text> : null}
      {mark?.claim ? <Text color="yellow"> “{mark.claim}”</Text> : null}
    </Text>
  );
}
