// End of game: the winner, every role, and a review — the person's decisions beside the truth,
// the AIs' suspicion of the person day by day, and any seat's THINK at any moment.
import { Box, Text } from 'ink';
import type { GameEvent } from '../../engine/events.js';
import { outcomeOf } from '../../engine/stall.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { consume, PRIORITY, useKeys } from '../key-bus.js';
import { isKey } from '../keys.js';
import { useKeyState } from '../key-state.js';
import type { Size } from '../layout.js';
import { decisionOfRows, decisionsPage, rolesPage, suspicionPage, thinkPage, thinkSeats, thoughtCount, type PageLine } from '../review-pages.js';
import { modelSuspicionPage, turnsPage, useDecisiveVote } from '../review-turns.js';
import { useMemo, useRef } from 'react';
import type { Over, ScreenState } from '../screen-state.js';
import type { Mark } from '../ui-state.js';
import { Footer } from './Footer.js';
import { screenStyled } from '../colours.js';
import { lessonsPage, progressLine, useLessons } from '../review-lessons.js';
import type { Teacher } from '../../practice/teacher.js';
import { sharedPool } from '../../practice/continue/pool.js';

export interface EndScreenProps {
  state: ScreenState;
  over: Over;
  all: readonly GameEvent[];
  ruleset: Ruleset<unknown>;
  marks: Record<number, Mark>;
  size: Size;
  active: boolean;
  logPath?: string;
  /** The lessons worked out while the game was played (a person's game on the screen). */
  teacher?: Teacher;
  onLeave(): void;
  /** Play again from before the person's decision K (the decisions page's rewind key). */
  onRewind?(decision: number): void;
}

type Tab = 'roles' | 'decisions' | 'lessons' | 'suspicion' | 'think' | 'turns';
const TITLES: Record<Tab, string> = { roles: 'Roles', decisions: 'Your decisions', lessons: 'Lessons', suspicion: 'Suspicion of you', think: 'THINK', turns: 'Turning points' };

export function EndScreen({ state, over, all, ruleset, marks, size, active, logPath, teacher, onLeave, onRewind }: EndScreenProps) {
  const tabs: Tab[] = state.mode === 'play' ? ['roles', 'decisions', 'suspicion', 'think', 'turns', 'lessons'] : ['roles', 'think', 'turns'];
  const [tab, getTab, setTab] = useKeyState<Tab>('roles');
  // With worker threads the lessons start at once; played here (no threads) only once a page that shows them is open.
  const asked = useRef(false);
  asked.current ||= state.mode === 'play' && (tab === 'lessons' || tab === 'decisions' || sharedPool().mode === 'threads');
  const wanted = asked.current;
  const lessons = useLessons(wanted ? logPath : undefined, wanted ? teacher : undefined);
  const vote = useDecisiveVote(state.mode === 'play' ? logPath : undefined, state.mode === 'play' ? teacher : undefined, lessons.status === 'done' || lessons.status === 'failed');
  const judged = lessons.status === 'done' ? lessons.value : lessons.status === 'working' ? progressLine(lessons) : lessons.status === 'failed' ? lessons.why : undefined;
  const [scroll, getScroll, setScroll] = useKeyState(0);
  const seats = thinkSeats(all, state.seats.length);
  const [think, getThink, setThink] = useKeyState({ seat: seats[0] ?? 1, index: 0 });
  const width = size.columns;
  // The model's pages read every seat's belief along the (finished) log: each computed once, when first shown.
  const cache = useRef(new Map<string, PageLine[]>());
  const once = (key: string, make: () => PageLine[]): PageLine[] => cache.current.get(key) ?? cache.current.set(key, make()).get(key)!;
  const rowDecision = useMemo(() => (onRewind && logPath ? decisionOfRows(all, state, over, ruleset) : []), [all.length]);
  const [pick, getPick, setPick] = useKeyState(0);
  const rewinding = rowDecision.length > 0;
  const room = Math.max(3, size.rows - 1 - 4);
  const lines: PageLine[] =
    tab === 'roles'
      ? rolesPage(state, over, ruleset, marks, ruleset.presentation.suspect)
      : tab === 'decisions'
        ? decisionsPage(all, state, over, ruleset, width, rewinding ? pick : undefined, judged)
        : tab === 'lessons'
          ? lessonsPage(lessons, logPath, width, ruleset)
          : tab === 'suspicion'
          ? once(`suspicion:${width}`, () => modelSuspicionPage(all, state, width) ?? suspicionPage(all, state))
          : tab === 'turns'
          ? once(`turns:${width}:${vote.status === 'done' ? 'done' : vote.status === 'working' ? vote.progress.done : ''}`, () => turnsPage(all, state, over, ruleset, width, state.mode === 'play' ? vote : undefined))
          : thinkPage(all, state, ruleset, over, think, width);
  const maxScroll = Math.max(0, lines.length - room);
  const top = Math.min(scroll, maxScroll);
  const scrollBy = (delta: number) => setScroll(Math.max(0, Math.min(maxScroll, Math.min(getScroll(), maxScroll) + delta)));
  const switchTab = (step: number) => {
    setTab(tabs[(tabs.indexOf(getTab()) + step + tabs.length) % tabs.length]!);
    setScroll(0);
  };
  // The chosen decision stays in view: the page scrolls to its head line.
  const movePick = (step: number) => {
    const next = Math.max(0, Math.min(rowDecision.length - 1, getPick() + step));
    setPick(next);
    const at = decisionsPage(all, state, over, ruleset, width, next, judged).findIndex((l) => l.row === next);
    if (at < getScroll()) setScroll(at);
    else if (at >= getScroll() + room) setScroll(at - room + 1);
  };
  const moveSeat = (step: number) => {
    const i = seats.indexOf(getThink().seat);
    setThink({ seat: seats[(i + step + seats.length) % seats.length]!, index: 0 });
    setScroll(0);
  };
  useKeys(
    PRIORITY.focused,
    (input, key) => {
      if (isKey('tabPrev', input, key)) return consume(() => switchTab(-1));
      if (isKey('tabNext', input, key)) return consume(() => switchTab(1));
      const onThink = getTab() === 'think';
      if (onThink && isKey('seatPrev', input, key)) return consume(() => moveSeat(-1));
      if (onThink && isKey('seatNext', input, key)) return consume(() => moveSeat(1));
      if (onThink && (key.upArrow || key.downArrow)) {
        const n = thoughtCount(all, getThink().seat);
        return consume(() => setThink((t) => ({ ...t, index: Math.max(0, Math.min(n - 1, t.index + (key.upArrow ? -1 : 1))) })));
      }
      if (rewinding && getTab() === 'decisions') {
        if (isKey('rewind', input, key)) return consume(() => onRewind!(rowDecision[getPick()]!));
        if (isKey('rewindPick', input, key) || isKey('rewindPickDown', input, key)) return consume(() => movePick(isKey('rewindPick', input, key) ? -1 : 1));
      }
      if (isKey('scrollUp', input, key)) return consume(() => scrollBy(-1));
      if (isKey('scrollDown', input, key)) return consume(() => scrollBy(1));
      if (key.pageUp) return consume(() => scrollBy(-room));
      if (key.pageDown) return consume(() => scrollBy(room));
      if (isKey('leave', input, key)) return consume(onLeave);
      return false;
    },
    active,
  );
  const mine = state.me !== null ? over.roles.find((r) => r.seat === state.me) : undefined;
  const result = mine ? ({ win: 'You win!', loss: 'You lose.', draw: 'Nobody wins.' } as const)[outcomeOf(mine.team, over.winner)] : '';
  return (
    <Box flexDirection="column">
      <Text bold color="yellowBright" wrap="truncate-end">
        ★ {over.result} — {over.reason}. {result}
      </Text>
      <Text dimColor wrap="truncate-end">
        {logPath ? `Game log: ${logPath}` : 'Every role is revealed below.'}
      </Text>
      <Text wrap="truncate-end">
        {tabs.map((t) => (
          <Text key={t} inverse={t === tab} color={t === tab ? 'cyan' : undefined}>
            {`${t === tab && !screenStyled() ? '❯' : ' '}${TITLES[t]} `}
          </Text>
        ))}
        {lines.length > room ? <Text dimColor>{`  ${top + 1}–${Math.min(lines.length, top + room)}/${lines.length}`}</Text> : null}
      </Text>
      <Box flexDirection="column">
        {lines.slice(top, top + room).map((l, i) => (
          <Text key={i} wrap="truncate-end" color={l.color} dimColor={l.dim} bold={l.bold} inverse={l.inverse}>
            {l.text || ' '}
          </Text>
        ))}
      </Box>
      <Footer ids={tab === 'think' ? ['tabPrev', 'seatPrev', 'scrollUp', 'leave', 'help'] : tab === 'decisions' && rewinding ? ['tabPrev', 'rewindPick', 'rewind', 'leave', 'help'] : ['tabPrev', 'scrollUp', 'leave', 'help']} />
    </Box>
  );
}
