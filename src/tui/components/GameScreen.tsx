// The game screen: transcript above (Static), and a live region that always fits the terminal —
// header, players, the live line, the prompt or who we wait for, and a line of keys.
import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { Box, Text } from 'ink';
import { displayFor } from '../display.js';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey, type KeyId, type Scope } from '../keys.js';
import { bodyRows, playerGrid } from '../layout.js';
import { promptKind } from '../prompt-kind.js';
import { claimableRoles, labelOf } from '../screen-state.js';
import type { Session } from '../session.js';
import { useTerminalSize } from '../terminal-size.js';
import { initialUi, reduceUi } from '../ui-state.js';
import { EndScreen } from './EndScreen.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { HelpOverlay, helpLines } from './HelpOverlay.js';
import { LiveLine } from './LiveLine.js';
import { PlayersList } from './PlayersList.js';
import { Prompt } from './Prompt.js';
import { QuitConfirm } from './QuitConfirm.js';
import { Transcript } from './Transcript.js';
import { Waiting } from './Waiting.js';

const noHuman = { subscribe: () => () => {}, head: () => undefined };

export function GameScreen({ session, onExit }: { session: Session; onExit(): void }) {
  const { feed, pacer, ruleset } = session;
  const state = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const human = session.human ?? noHuman;
  const pending = useSyncExternalStore(
    (l) => human.subscribe(l),
    () => human.head(),
  );
  const pace = useSyncExternalStore(pacer.subscribe, () => `${pacer.isPaused ? 1 : 0}:${pacer.speed}`);
  const [ui, dispatch] = useReducer(reduceUi, initialUi);
  const size = useTerminalSize();
  const drafts = useRef(new Map<string, string>());

  useEffect(() => {
    void session.start();
  }, [session]);

  const watch = state.mode === 'watch';
  const over = state.over;
  const seats = state.seats.length;
  const leave = () => {
    session.stop();
    if (!over) session.onQuit?.();
    onExit();
  };

  // Roles a seat may claim in the person's notes: every role but the hidden teams'.
  const claimable = claimableRoles(state, ruleset);
  const helpScopes: Scope[] = over ? ['anywhere', 'end'] : watch ? ['anywhere', 'watch'] : ['anywhere', 'list', 'confirm', 'text', 'notebook'];
  const body = bodyRows(size, seats);

  // Overlays first: they take every key while open.
  useKeys(
    PRIORITY.modal,
    (input, key) => {
      if (ui.overlay === 'quit') {
        if (isKey('quitYes', input, key)) return consume(leave);
        if (isKey('quitNo', input, key)) return consume(() => dispatch({ type: 'quit', open: false }));
        return true;
      }
      if (isKey('quit', input, key)) return consume(() => dispatch({ type: 'quit', open: true }));
      if (isKey('help', input, key) || key.escape) return consume(() => dispatch({ type: 'help' }));
      if (key.upArrow || key.downArrow) {
        const max = Math.max(0, helpLines(helpScopes).length - (body - 2));
        return consume(() => dispatch({ type: 'scroll', delta: key.upArrow ? -1 : 1, max }));
      }
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

  const display = displayFor(state.rulesetId);
  const [paused, speed] = pace.split(':');
  const overlay =
    ui.overlay === 'help' ? (
      <HelpOverlay scopes={helpScopes} scroll={ui.helpScroll} maxRows={over ? size.rows - 2 : body} />
    ) : ui.overlay === 'quit' ? (
      <QuitConfirm logPath={session.logPath} over={!!over} />
    ) : null;

  if (over) {
    return (
      <>
        <Transcript items={state.items} width={size.columns} />
        {overlay ?? (
          <EndScreen state={state} over={over} all={feed.all} ruleset={ruleset} marks={ui.marks} size={size} active={ui.overlay === 'none'} logPath={session.logPath} onLeave={leave} />
        )}
      </>
    );
  }

  const live = state.live ?? (state.showThink ? state.liveThink : null);
  const liveRows = live ? Math.min(3, Math.max(1, body - 4)) : 0;
  const promptRows = body - liveRows;
  const kind = pending ? promptKind(pending.request) : null;
  const footer: KeyId[] = watch
    ? ['pause', 'step', 'faster', 'slower', 'thinkToggle', 'help', 'quit']
    : ui.focus === 'notebook'
      ? ['nbMove', 'stance', 'claimMark', 'clearMark', 'back', 'help']
      : kind === 'speech'
        ? ['send', 'addClaim', 'notebook', 'quit']
        : kind === 'chat'
          ? ['send', 'notebook', 'quit']
          : kind === 'confirm'
            ? ['yes', 'no', 'notebook', 'help', 'quit']
            : kind === 'list'
              ? ['up', 'pick', 'notebook', 'help', 'quit']
              : ['notebook', 'help', 'quit'];
  const draftKey = pending ? pending.request.kind : '';

  return (
    <>
      <Transcript items={state.items} width={size.columns} />
      <Box flexDirection="column">
        <Header state={state} ruleset={ruleset} {...(watch ? { watch: { paused: paused === '1', speed: Number(speed), paceMs: pacer.paceMs } } : {})} />
        <PlayersList seats={state.seats} me={state.me} marks={ui.marks} cursor={ui.focus === 'notebook' ? ui.cursor : null} columns={size.columns} suspectWord={display.suspect} />
        <Text dimColor wrap="truncate-end">
          {'─'.repeat(Math.max(1, size.columns))}
        </Text>
        {overlay}
        <Box flexDirection="column" display={overlay ? 'none' : 'flex'}>
          {state.error ? (
            <Text color="red" wrap="truncate-end">
              {state.error}
            </Text>
          ) : null}
          {live ? <LiveLine who={labelOf(state, live.seat)} text={live.text} width={size.columns} maxLines={liveRows} dim={live === state.liveThink} /> : null}
          {pending ? (
            <Prompt
              pending={pending}
              state={state}
              ruleset={ruleset}
              width={size.columns}
              maxRows={promptRows - (state.error ? 1 : 0)}
              active={ui.focus === 'prompt' && ui.overlay === 'none'}
              onAnswer={(raw) => session.human?.answer(raw)}
              draft={pending.attempt > 1 ? drafts.current.get(draftKey) : undefined}
              onDraft={(t) => drafts.current.set(draftKey, t)}
            />
          ) : state.error ? null : (
            <Waiting state={state} />
          )}
        </Box>
        <Footer ids={footer} />
      </Box>
    </>
  );
}
