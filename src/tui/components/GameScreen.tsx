// The game screen: transcript above (Static), and a live region that always fits the terminal —
// header, players, the live line, the prompt or who we wait for, and a line of keys.
import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Text, useStdout } from 'ink';
import { footerKeys, type Scope } from '../keys.js';
import { bodyRows } from '../layout.js';
import { promptKind, type PromptKind } from '../prompt-kind.js';
import { claimableRoles, labelOf, roleNameOf } from '../screen-state.js';
import type { Session } from '../session.js';
import { useTerminalSize } from '../terminal-size.js';
import { initialUi, reduceUi } from '../ui-state.js';
import { EndScreen } from './EndScreen.js';
import { PagePanel } from './PagePanel.js';
import { rowsOf } from '../../terminal/width.js';
import { linesRows } from '../line.js';
import { Footer, footerRows } from './Footer.js';
import { HeaderLines, headerLines } from './Header.js';
import { HintPanel } from './HintPanel.js';
import { hintLines } from '../hint-lines.js';
import { useHint } from '../use-hint.js';
import { HelpOverlay, helpLines } from './HelpOverlay.js';
import { LiveLine } from './LiveLine.js';
import { ModelLost } from './ModelLost.js';
import { PlayersList, playersHeight } from './PlayersList.js';
import { Prompt } from './Prompt.js';
import { QuitConfirm } from './QuitConfirm.js';
import { Transcript } from './Transcript.js';
import { useScreenKeys } from './use-screen-keys.js';
import { Waiting } from './Waiting.js';

const noHuman = { subscribe: () => () => {}, current: () => undefined };
const noPage = { subscribe: () => () => {}, current: () => undefined };
const noQuestion = { subscribe: () => () => {}, current: () => undefined, attached: false, detach() {} };
const noSubscribe = () => () => {};
const noModels = () => undefined;

export function GameScreen({ session, onExit }: { session: Session; onExit(): void }) {
  const { feed, pacer, ruleset } = session;
  const state = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const human = session.human ?? noHuman;
  const pending = useSyncExternalStore(human.subscribe, human.current);
  const question = session.question ?? noQuestion;
  const modelLost = useSyncExternalStore(question.subscribe, question.current) !== undefined;
  const models = useSyncExternalStore(session.models?.subscribe ?? noSubscribe, session.models?.current ?? noModels);
  const pages = session.page ?? noPage;
  const page = useSyncExternalStore(pages.subscribe, pages.current);
  const pace = useSyncExternalStore(pacer.subscribe, () => `${pacer.isPaused ? 1 : 0}:${pacer.speed}`);
  const [ui, dispatch] = useReducer(reduceUi, initialUi);
  const size = useTerminalSize();
  const drafts = useRef(new Map<string, string>());
  const staticKey = useReprintOnWidthChange(size.columns);

  useEffect(() => {
    // Stopped from outside (the person chose "stop" when the model could not play): the screen ends too.
    void session.start().then((end) => {
      if (end === 'stopped') leave('stopped');
    });
  }, [session]);
  useEffect(() => {
    // While this screen is up, "the model cannot play" is asked here, not on stderr under it.
    question.attached = true;
    return () => question.detach();
  }, [question]);

  const watch = state.mode === 'watch';
  const over = state.over;
  const [paused, speed] = pace.split(':');
  const watchStatus = useMemo(() => (watch ? { paused: paused === '1', speed: Number(speed), paceMs: pacer.paceMs } : undefined), [watch, pace, pacer.paceMs]);
  // A streamed token changes only the live line: the header, the players and their heights are kept.
  const settled = useSettled(state, ['live', 'liveThink', 'waiting']);
  const header = useMemo(() => headerLines(settled, ruleset, watchStatus), [settled, ruleset, watchStatus]);
  const cursor = ui.focus === 'notebook' ? ui.cursor : null;
  const players = useMemo(
    // A known role in the list as this table names it (mafia-classic's detective is its sheriff).
    () => ({ seats: state.seats.map((s) => (s.role ? { ...s, role: shortName(roleNameOf(state, ruleset, s.role)) } : s)), me: state.me, marks: ui.marks, cursor, columns: size.columns, suspectWord: ruleset.presentation.suspect }),
    [state.seats, state.options, state.me, ui.marks, cursor, size.columns, ruleset],
  );
  // The control a prompt shows now (a speech's nomination list is a list), else the one its shape calls for.
  const [control, setControl] = useState<{ id: unknown; kind: PromptKind } | null>(null);
  const promptNow = pending ? (control?.id === pending.id ? control.kind : promptKind(pending.request)) : null;
  const footer = footerKeys({ watch, notebook: ui.focus === 'notebook', prompt: promptNow, overlay: ui.overlay });
  const headerRows = useMemo(() => linesRows(header, size.columns), [header, size.columns]);
  const playerRows = useMemo(() => playersHeight(players), [players]);
  const footerHeight = useMemo(() => footerRows(footer, size.columns), [footer.join(), size.columns]);
  const body = bodyRows(size, { header: headerRows, players: playerRows, footer: footerHeight });
  const helpScopes: Scope[] = page ? ['anywhere', 'drill', 'end'] : over ? ['anywhere', 'end'] : watch ? ['anywhere', 'watch'] : ['anywhere', 'list', 'confirm', 'text', 'notebook'];
  const helpRows = over ? size.rows - 2 : body;
  // Leaving draws a last line (the live region is what stays on the terminal), then exits.
  const [leaving, setLeaving] = useState<false | 'left' | 'stopped'>(false);
  const leave = (why: 'left' | 'stopped' = 'left') => {
    session.stop();
    if (!over && why === 'left') session.onQuit?.();
    setLeaving(why);
  };
  useEffect(() => {
    if (leaving) onExit();
  }, [leaving]);
  const hint = useHint(session, pending, !over && ui.overlay === 'none');
  const claimable = claimableRoles(state, ruleset).map((r) => shortName(roleNameOf(state, ruleset, r)));
  // Wrapping every key and rule costs tens of ms: done when the page opens, not on the first frame.
  const helpOpen = ui.overlay === 'help';
  const help = useMemo(
    () => (helpOpen ? helpLines(helpScopes, size.columns, ruleset.presentation.rules(session.preset, state.options)) : []),
    [helpOpen, helpScopes.join(), size.columns, state.options],
  );
  useScreenKeys({ session, state, ui, dispatch, size, leave, claimable, helpMax: Math.max(0, help.length - (helpRows - 2)), helpPage: Math.max(1, helpRows - 3) });

  const overlay =
    ui.overlay === 'help' ? (
      <HelpOverlay lines={help} scroll={ui.helpScroll} maxRows={helpRows} />
    ) : ui.overlay === 'quit' ? (
      <QuitConfirm logPath={session.logPath} over={!!over} />
    ) : null;

  if (leaving) {
    // Stopped from outside: the transcript's last line already says why.
    const last = [leaving === 'stopped' ? '' : over ? 'Good night.' : 'You left the game.', session.logPath ? `The game log is kept: ${session.logPath}` : ''].filter(Boolean).join(' ');
    return (
      <>
        <Transcript key={staticKey} items={state.items} width={size.columns} />
        {last ? (
          <Text dimColor wrap="wrap">
            {last}
          </Text>
        ) : null}
      </>
    );
  }

  if (page) {
    return (
      <>
        <Transcript key={staticKey} items={state.items} width={size.columns} />
        {overlay ?? <PagePanel page={page} size={size} active={ui.overlay === 'none'} onClose={() => session.page?.close()} onLeave={leave} />}
      </>
    );
  }

  if (over) {
    return (
      <>
        <Transcript key={staticKey} items={state.items} width={size.columns} />
        {overlay ?? (
          <EndScreen state={state} over={over} all={feed.all} ruleset={ruleset} marks={ui.marks} size={size} active={ui.overlay === 'none'} logPath={session.logPath} {...(session.teacher ? { teacher: session.teacher } : {})} onLeave={leave} {...(session.onRewind ? { onRewind: (k: number) => { session.onRewind!(k); leave(); } } : {})} />
        )}
      </>
    );
  }

  const live = state.live ?? (state.showThink ? state.liveThink : null);
  const liveRows = live ? Math.min(3, Math.max(1, body - 4)) : 0;
  // A hint takes the rows its sentences need; the prompt keeps at least four.
  const hintWants = !hint ? 0 : hint === 'thinking' ? 1 : hintLines(hint, size.columns).length;
  const hintRows = hint && pending ? Math.max(0, Math.min(hintWants, body - liveRows - 4)) : 0;
  const draftKey = pending ? pending.request.kind : '';
  return (
    <>
      <Transcript key={staticKey} items={state.items} width={size.columns} />
      <Box flexDirection="column">
        <HeaderLines lines={header} />
        <PlayersList {...players} />
        <Text dimColor wrap="truncate-end">
          {'─'.repeat(Math.max(1, size.columns))}
        </Text>
        {overlay}
        <Box flexDirection="column" display={overlay ? 'none' : 'flex'}>
          {state.error ? (
            <Text color="red" wrap="wrap">
              {state.error}
            </Text>
          ) : null}
          {modelLost && session.question ? <ModelLost question={session.question} /> : null}
          {modelLost ? null : live ? <LiveLine who={labelOf(state, live.seat)} text={live.text} width={size.columns} maxLines={liveRows} dim={live === state.liveThink} /> : null}
          {!modelLost && hintRows > 0 && hint ? <HintPanel advice={hint} width={size.columns} maxRows={hintRows} /> : null}
          {modelLost ? null : pending ? (
            <Prompt
              pending={pending}
              state={state}
              ruleset={ruleset}
              width={size.columns}
              maxRows={body - liveRows - hintRows - (state.error ? rowsOf(state.error, size.columns) : 0)}
              active={ui.focus === 'prompt' && ui.overlay === 'none'}
              onAnswer={(raw) => session.human?.answer(raw)}
              draft={pending.attempt > 1 ? drafts.current.get(draftKey) : undefined}
              onDraft={(t) => drafts.current.set(draftKey, t)}
              onControl={(kind) => setControl({ id: pending.id, kind })}
            />
          ) : state.error ? null : (
            <Waiting state={state} {...(models ? { models } : {})} paused={watchStatus?.paused ?? false} />
          )}
        </Box>
        <Footer ids={footer} />
      </Box>
    </>
  );
}

/**
 * The terminal reflows printed lines when it narrows, leaving pieces of the old live region
 * behind. As gemini-cli does: clear the screen and print the transcript again at the new width
 * (a new key remounts <Static>, which prints every item once more).
 */
function useReprintOnWidthChange(columns: number): number {
  const { stdout } = useStdout();
  const [key, setKey] = useState(0);
  const width = useRef(columns);
  useEffect(() => {
    if (columns === width.current) return;
    const t = setTimeout(() => {
      width.current = columns;
      stdout.write('\u001B[2J\u001B[3J\u001B[H');
      setKey((k) => k + 1);
    }, 120);
    return () => clearTimeout(t);
  }, [columns, stdout]);
  return key;
}

/** The same object as long as every key but `ignore` holds the same value: what a memo can key on. */
function useSettled<T extends object>(value: T, ignore: readonly (keyof T)[]): T {
  const kept = useRef(value);
  const prev = kept.current;
  const same = prev === value || (Object.keys(value) as (keyof T)[]).every((k) => ignore.includes(k) || prev[k] === value[k]);
  if (!same) kept.current = value;
  return kept.current;
}

/** "the seer" → "seer": a role as the notebook writes it beside a seat. */
const shortName = (name: string) => name.replace(/^(the|a|an) /i, '');
