// The table: seat, name, alive or dead, the title's star, what the person knows of each seat
// (teammate, check result, revealed role) and the person's own notebook marks. A cell wraps rather
// than cut a mark; the grid's height is measured from the same lines.
import { memo } from 'react';
import { Box } from 'ink';
import { truncate } from '../../terminal/width.js';
import { playerGrid } from '../layout.js';
import { lineRows, type Line } from '../line.js';
import type { SeatRow } from '../screen-state.js';
import type { Mark } from '../ui-state.js';
import { Wrapped } from './Wrapped.js';

export interface PlayersListProps {
  seats: SeatRow[];
  me: number | null;
  marks: Record<number, Mark>;
  /** The notebook's seat, when the notebook has focus. */
  cursor: number | null;
  columns: number;
  suspectWord: string;
}

/** A name in the grid: whole up to this many columns, then cut with … (the transcript has it whole). */
const NAME_COLUMNS = 10;

export const PlayersList = memo(function PlayersList(props: PlayersListProps) {
  const { grid, rows } = layoutOf(props);
  return (
    <Box flexDirection="column">
      {rows.map((row, i) => (
        <Box key={i}>
          {row.map((c) => (
            <Box key={c.seat} width={grid.cellWidth}>
              <Wrapped line={c.line} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
});

/** Rows the players list takes. */
export function playersHeight(props: PlayersListProps): number {
  const { grid, rows } = layoutOf(props);
  return rows.reduce((n, row) => n + Math.max(1, ...row.map((c) => lineRows(c.line, grid.cellWidth))), 0);
}

function layoutOf({ seats, me, marks, cursor, columns, suspectWord }: PlayersListProps) {
  const grid = playerGrid(seats.length, columns);
  const rows: { seat: number; line: Line }[][] = [];
  for (let r = 0; r < grid.rows; r++) {
    rows.push(seats.slice(r * grid.cols, r * grid.cols + grid.cols).map((s) => ({ seat: s.seat, line: cellLine(s, me, marks[s.seat], cursor === s.seat, suspectWord) })));
  }
  return { grid, rows };
}

function cellLine(s: SeatRow, me: number | null, mark: Mark | undefined, focused: boolean, suspectWord: string): Line {
  const mine = s.seat === me;
  const known = mine ? (s.name.toLowerCase() === 'you' ? '' : 'you') : s.teammate ? 'team' : s.role ?? '';
  const line: Line = [
    { text: focused ? '▸' : ' ', ...(focused ? { color: 'cyan', inverse: true } : {}) },
    { text: s.alive ? '●' : '✝', color: s.alive ? 'green' : 'gray', inverse: focused },
    { text: ` ${String(s.seat).padStart(2)} ${truncate(s.name, NAME_COLUMNS)}`, bold: mine, strikethrough: !s.alive, inverse: focused, ...(s.alive ? (s.teammate ? { color: 'red' } : {}) : { color: 'gray' }) },
  ];
  if (s.titled) line.push({ text: ' ★', color: 'yellow' });
  if (known) line.push({ text: ` ${known}`, color: s.teammate ? 'red' : mine ? 'cyan' : 'magenta' });
  // A check on a seat whose role is shown says nothing the role does not ("✝ 4 Mira mafia =mafia"), and wrapped the cell at 80
  // columns ("✝ 5 Bruno villager" over "=not mafia": a sheriff game at 80x24, seed 1219001).
  if (s.check && !(known && !mine && !s.teammate)) line.push({ text: ` =${s.check.result}`, color: s.check.evil ? 'red' : 'green' });
  if (mark?.stance) line.push({ text: ` ${mark.stance === 'suspect' ? suspectWord : 'trust'}`, color: mark.stance === 'suspect' ? 'red' : 'green' });
  if (mark?.claim) line.push({ text: ` “${mark.claim}”`, color: 'yellow' });
  return line;
}
