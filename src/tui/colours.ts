// Ink draws every colour and style through chalk: its level is set from the screen's own stream, so
// NO_COLOR and FORCE_COLOR hold on the screen as in the transcript. Without colours (and styles) a
// selection shown in reverse video needs a mark of its own.
import chalk from 'chalk';
import { colourDepth } from '../terminal/colours.js';

const LEVEL = { 1: 0, 4: 1, 8: 2, 24: 3 } as const;
let styled = true;

export function colourScreen(stream: Parameters<typeof colourDepth>[0], env: Parameters<typeof colourDepth>[1] = process.env): void {
  chalk.level = LEVEL[colourDepth(stream, env)];
  styled = chalk.level > 0;
}

/** Whether the screen being drawn shows colours and styles (reverse video, bold). */
export const screenStyled = (): boolean => styled;
