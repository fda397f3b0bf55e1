// The game screen's own keys, in priority order on the key bus: an open overlay takes every key;
// Ctrl-C, ? and Tab work anywhere but in a text box; the notebook and the spectator's controls
// work when they have the focus.
import type { Dispatch } from 'react';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { playerGrid, type Size } from '../layout.js';
import type { ScreenState } from '../screen-state.js';
import type { Session } from '../session.js';
import type { UiAction, UiState } from '../ui-state.js';

export interface ScreenKeys {
  session: Session;
  state: ScreenState;
  ui: UiState;
  dispatch: Dispatch<UiAction>;
  size: Size;
  /** Roles the notebook's `c` cycles through. */
  claimable: readonly string[];
  /** How far the help can scroll, and how many lines a page of it shows. */
  helpMax: number;
  helpPage: number;
  leave(): void;
}

export function useScreenKeys({ session, state, ui, dispatch, size, claimable, helpMax, helpPage, leave }: ScreenKeys): void {
  const { pacer, feed } = session;
  const watch = state.mode === 'watch';
  const over = state.over !== null;
  const seats = state.seats.length;

  useKeys(
    PRIORITY.modal,
    (input, key) => {
      if (ui.overlay === 'quit') {
        if (isKey('quitYes', input, key)) return consume(leave);
        if (isKey('quitNo', input, key)) return consume(() => dispatch({ type: 'quit', open: false }));
        return true;
      }
      if (isKey('quit', input, key)) return consume(() => dispatch({ type: 'quit', open: true }));
      if (isKey('overlayClose', input, key)) return consume(() => dispatch({ type: 'help' }));
      if (isKey('overlayScroll', input, key)) return consume(() => dispatch({ type: 'scroll', delta: key.upArrow ? -1 : 1, max: helpMax }));
      if (isKey('overlayPage', input, key)) return consume(() => dispatch({ type: 'scroll', delta: key.pageUp ? -helpPage : helpPage, max: helpMax }));
      return true;
    },
    ui.overlay !== 'none',
  );

  useKeys(PRIORITY.global, (input, key) => {
    if (isKey('quit', input, key)) return consume(() => dispatch({ type: 'quit', open: true }));
    if (isKey('help', input, key)) return consume(() => dispatch({ type: 'help' }));
    if (isKey('notebook', input, key) && !watch && !over) return consume(() => dispatch({ type: 'focus' }));
    return false;
  });

  useKeys(
    PRIORITY.focused,
    (input, key) => {
      if (isKey('back', input, key)) return consume(() => dispatch({ type: 'focus', to: 'prompt' }));
      if (isKey('nbMove', input, key)) {
        const cols = playerGrid(seats, size.columns).cols;
        const delta = key.leftArrow ? -1 : key.rightArrow ? 1 : key.upArrow ? -cols : cols;
        return consume(() => dispatch({ type: 'cursor', delta, seats }));
      }
      if (isKey('stance', input, key)) return consume(() => dispatch({ type: 'stance', seat: ui.cursor }));
      if (isKey('claimMark', input, key)) return consume(() => dispatch({ type: 'claim', seat: ui.cursor, roles: claimable }));
      if (isKey('clearMark', input, key)) return consume(() => dispatch({ type: 'clear', seat: ui.cursor }));
      return false;
    },
    ui.focus === 'notebook' && ui.overlay === 'none' && !over,
  );

  useKeys(
    PRIORITY.focused,
    (input, key) => {
      if (isKey('pause', input, key)) return consume(() => pacer.toggle());
      if (isKey('step', input, key)) return consume(() => pacer.step());
      if (isKey('faster', input, key)) return consume(() => pacer.faster());
      if (isKey('slower', input, key)) return consume(() => pacer.slower());
      if (isKey('thinkToggle', input, key)) return consume(() => feed.dispatch({ type: 'think', show: !state.showThink }));
      return false;
    },
    watch && ui.overlay === 'none' && !over,
  );
}
