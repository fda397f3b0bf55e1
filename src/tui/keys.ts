// Every key of the screen, in one place. Components match keys through these bindings and the
// `?` overlay and the footer hints are generated from this table, so they cannot drift apart.
import type { Key } from 'ink';

export type Scope = 'anywhere' | 'list' | 'confirm' | 'text' | 'notebook' | 'watch' | 'end' | 'setup' | 'quit' | 'model' | 'overlay' | 'drill';

export interface Binding {
  /** How the key is written in help, e.g. "Ctrl-C". */
  label: string;
  help: string;
  scope: Scope;
  match(input: string, key: Key): boolean;
}

const bind = (scope: Scope, label: string, help: string, match: Binding['match']): Binding => ({ scope, label, help, match });
const ch = (c: string) => (input: string, key: Key) => input === c && !key.ctrl && !key.meta;
const ctrl = (c: string) => (input: string, key: Key) => key.ctrl && input === c;
/** Real terminals send DEL (0x7f) for Backspace, which Ink names `delete`. */
const backspace = (_: string, key: Key) => key.backspace || key.delete;

export const KEYS = {
  quit: bind('anywhere', 'Ctrl-C', 'quit (asks first; any game log is kept)', ctrl('c')),
  help: bind('anywhere', '?', 'show or hide the keys and the rules of this table (in a text box: Tab first)', ch('?')),
  hint: bind('anywhere', 'Ctrl-G', 'hint, off the record: what a bot in your seat would answer, and why', ctrl('g')),
  notebook: bind('anywhere', 'Tab', 'switch between the prompt and your notebook (the players)', (_, k) => k.tab),

  up: bind('list', '↑ ↓', 'move through the choices', (_, k) => k.upArrow),
  down: bind('list', '', '', (_, k) => k.downArrow),
  pick: bind('list', 'Enter', 'answer with the highlighted choice (or what you typed)', (_, k) => k.return),
  type: bind('list', '3 / Mira', 'type a seat number or a name (a choice: its first letters) to jump to it', (i, k) => !k.ctrl && !k.meta && /^[\p{L}\p{N} '-]+$/u.test(i)),
  erase: bind('list', 'Backspace', 'erase what you typed', backspace),

  yes: bind('confirm', 'y', 'yes', (i) => i === 'y' || i === 'Y'),
  no: bind('confirm', 'n', 'no', (i) => i === 'n' || i === 'N'),
  toggle: bind('confirm', '← →', 'move between yes and no; Enter answers', (_, k) => k.leftArrow || k.rightArrow),

  send: bind('text', 'Enter', 'send what you wrote', (_, k) => k.return),
  addClaim: bind('text', 'Ctrl-K', 'add a claim (I am the … / I checked N / I suspect N…)', ctrl('k')),
  dropClaim: bind('text', 'Ctrl-X', 'remove the last claim', ctrl('x')),
  backspace: bind('text', 'Backspace', 'erase a character', backspace),
  cursor: bind('text', '← →', 'move the cursor', (_, k) => k.leftArrow || k.rightArrow),

  nbMove: bind('notebook', '↑ ↓ ← →', 'move between seats', (_, k) => k.upArrow || k.downArrow || k.leftArrow || k.rightArrow),
  stance: bind('notebook', 'm', 'cycle your mark on the seat: suspect → trusted → none', ch('m')),
  claimMark: bind('notebook', 'c', 'cycle the role the seat claimed (shown in quotes)', ch('c')),
  clearMark: bind('notebook', 'x', 'clear your marks on the seat', ch('x')),
  back: bind('notebook', 'Esc', 'back to the prompt', (_, k) => k.escape),

  pause: bind('watch', 'Space', 'pause or resume', (i) => i === ' '),
  step: bind('watch', 'n', 'while paused: let the next decision through', ch('n')),
  faster: bind('watch', '+', 'faster', (i) => i === '+' || i === '='),
  slower: bind('watch', '-', 'slower', (i) => i === '-' || i === '_'),
  thinkToggle: bind('watch', 't', 'show or hide THINK lines', ch('t')),

  tabPrev: bind('end', '← →', 'previous / next page of the review', (_, k) => k.leftArrow),
  tabNext: bind('end', '', '', (_, k) => k.rightArrow),
  scrollUp: bind('end', '↑ ↓', 'scroll; in THINK: earlier / later moment', (_, k) => k.upArrow),
  scrollDown: bind('end', '', '', (_, k) => k.downArrow),
  seatPrev: bind('end', '[ ]', 'in THINK: previous / next seat', ch('[')),
  seatNext: bind('end', '', '', ch(']')),
  leave: bind('end', 'q', 'leave', (i, k) => ch('q')(i, k) || k.escape),
  rewindPick: bind('end', '↑ ↓', 'on Your decisions: choose one of your decisions', (_, k) => k.upArrow),
  rewindPickDown: bind('end', '', '', (_, k) => k.downArrow),
  rewind: bind('end', 'r / Enter', 'on Your decisions: play again from just before the chosen decision (nightfall rewind ID --decision K)', (i, k) => ch('r')(i, k) || k.return),

  drillPlay: bind('drill', 'Enter', "close the drill's recap and take your first decision", (_, k) => k.return),
  pageUp: bind('drill', '↑ ↓', "scroll the drill's recap or summary (PgUp PgDn by a page)", (_, k) => k.upArrow),
  pageDown: bind('drill', '', '', (_, k) => k.downArrow),

  setupUp: bind('setup', '↑ ↓', 'move through the choices', (_, k) => k.upArrow),
  setupDown: bind('setup', '', '', (_, k) => k.downArrow),
  setupNext: bind('setup', 'Enter', 'choose and go on', (_, k) => k.return),
  setupBack: bind('setup', 'Esc', 'back to the previous question', (_, k) => k.escape),

  overlayScroll: bind('overlay', '↑ ↓', 'scroll the keys and rules', (_, k) => k.upArrow || k.downArrow),
  overlayPage: bind('overlay', 'Space', 'a page on (PgUp / PgDn: a page back or on)', (i, k) => i === ' ' || k.pageUp || k.pageDown),
  overlayClose: bind('overlay', '? / Esc', 'close the keys and rules', (i, k) => ch('?')(i, k) || k.escape),

  quitYes: bind('quit', 'y', 'yes, quit', (i) => i === 'y' || i === 'Y'),
  quitNo: bind('quit', 'n / Esc', 'no, keep playing', (i, k) => i === 'n' || i === 'N' || k.escape),

  modelBots: bind('model', 'b', 'bots take the model\'s seats and the game goes on', (i) => i === 'b' || i === 'B'),
  modelStop: bind('model', 's', 'stop the game (any log is kept)', (i) => i === 's' || i === 'S'),
} satisfies Record<string, Binding>;

export type KeyId = keyof typeof KEYS;

export const isKey = (id: KeyId, input: string, key: Key): boolean => KEYS[id].match(input, key);

const SCOPE_TITLES: Record<Scope, string> = {
  anywhere: 'Anywhere',
  list: 'Choosing from a list',
  confirm: 'Yes / no',
  text: 'Writing a speech or a message',
  notebook: 'Notebook (your marks on the players)',
  watch: 'Watching',
  end: 'End of game',
  setup: 'Setup',
  quit: 'Quitting',
  model: 'When the model cannot play',
  overlay: 'The keys and rules page',
  drill: 'A drill',
};

export interface HelpSection {
  title: string;
  rows: { label: string; help: string }[];
}

/** The `?` overlay: every binding with a label, grouped by where it works. */
export function helpSections(scopes?: readonly Scope[]): HelpSection[] {
  // The quit box and this page name their own keys where they are shown.
  const order = (scopes ?? (Object.keys(SCOPE_TITLES) as Scope[])).filter((s) => s !== 'quit' && s !== 'overlay');
  return order
    .map((scope) => ({
      title: SCOPE_TITLES[scope],
      rows: Object.values(KEYS as Record<string, Binding>)
        .filter((b) => b.scope === scope && b.label)
        .map((b) => ({ label: b.label, help: b.help })),
    }))
    .filter((s) => s.rows.length > 0);
}

/** A footer line of short hints, e.g. "Enter send · Ctrl-K claim · Tab notebook · ? keys". */
export function hints(ids: readonly KeyId[]): string {
  return ids.map((id) => `${KEYS[id].label} ${shortHelp(id)}`).join(' · ');
}

const SHORT: Partial<Record<KeyId, string>> = {
  quit: 'quit',
  hint: 'hint',
  help: 'keys',
  notebook: 'notebook',
  pick: 'answer',
  up: 'choose',
  send: 'send',
  addClaim: 'claim',
  stance: 'mark',
  claimMark: 'claimed',
  back: 'back',
  pause: 'pause',
  step: 'step',
  faster: 'faster',
  slower: 'slower',
  thinkToggle: 'THINK',
  tabPrev: 'page',
  seatPrev: 'seat',
  leave: 'leave',
  yes: 'yes',
  no: 'no',
  setupNext: 'choose',
  drillPlay: 'play',
  pageUp: 'scroll',
  rewindPick: 'choose',
  rewind: 'rewind',
  setupBack: 'back',
  type: 'type',
  overlayScroll: 'scroll',
  overlayPage: 'page',
  overlayClose: 'close',
  quitYes: 'quit',
  quitNo: 'keep playing',
};
const shortHelp = (id: KeyId) => SHORT[id] ?? KEYS[id].help;

/** The footer's keys for what has the focus now: an open overlay's own, else the prompt's or the notebook's. */
export function footerKeys(at: { watch: boolean; notebook: boolean; prompt: 'speech' | 'chat' | 'confirm' | 'list' | null; overlay?: 'none' | 'help' | 'quit' }): KeyId[] {
  if (at.overlay === 'help') return ['overlayScroll', 'overlayPage', 'overlayClose', 'quit'];
  if (at.overlay === 'quit') return ['quitYes', 'quitNo'];
  if (at.watch) return ['pause', 'step', 'faster', 'slower', 'thinkToggle', 'help', 'quit'];
  if (at.notebook) return ['nbMove', 'stance', 'claimMark', 'clearMark', 'back', 'help'];
  switch (at.prompt) {
    case 'speech':
      return ['send', 'addClaim', 'notebook', 'hint', 'quit'];
    case 'chat':
      return ['send', 'notebook', 'hint', 'quit'];
    case 'confirm':
      return ['yes', 'no', 'notebook', 'hint', 'help', 'quit'];
    case 'list':
      return ['up', 'pick', 'notebook', 'hint', 'help', 'quit'];
    default:
      return ['notebook', 'help', 'quit'];
  }
}
