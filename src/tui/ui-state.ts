// What the person does with the screen itself: overlays, focus, and the notebook of marks they
// keep on the players (practice only: marks are never sent to the game).
export type Stance = 'suspect' | 'trusted';

export interface Mark {
  stance?: Stance;
  /** A role the seat claimed, as the person noted it. */
  claim?: string;
}

export interface UiState {
  overlay: 'none' | 'help' | 'quit';
  focus: 'prompt' | 'notebook';
  /** The notebook's seat. */
  cursor: number;
  marks: Record<number, Mark>;
  helpScroll: number;
}

export type UiAction =
  | { type: 'help' }
  | { type: 'quit'; open: boolean }
  | { type: 'focus'; to?: UiState['focus'] }
  | { type: 'cursor'; delta: number; seats: number }
  | { type: 'stance'; seat: number }
  | { type: 'claim'; seat: number; roles: readonly string[] }
  | { type: 'clear'; seat: number }
  | { type: 'scroll'; delta: number; max: number };

export const initialUi: UiState = { overlay: 'none', focus: 'prompt', cursor: 1, marks: {}, helpScroll: 0 };

const STANCES: (Stance | undefined)[] = [undefined, 'suspect', 'trusted'];

export function reduceUi(s: UiState, a: UiAction): UiState {
  switch (a.type) {
    case 'help':
      return { ...s, overlay: s.overlay === 'help' ? 'none' : 'help', helpScroll: 0 };
    case 'quit':
      return { ...s, overlay: a.open ? 'quit' : 'none' };
    case 'focus':
      return { ...s, focus: a.to ?? (s.focus === 'prompt' ? 'notebook' : 'prompt') };
    case 'cursor': {
      if (a.seats <= 0) return s;
      const next = (((s.cursor - 1 + a.delta) % a.seats) + a.seats) % a.seats;
      return { ...s, cursor: next + 1 };
    }
    case 'stance': {
      const cur = s.marks[a.seat]?.stance;
      const next = STANCES[(STANCES.indexOf(cur) + 1) % STANCES.length];
      return setMark(s, a.seat, { stance: next });
    }
    case 'claim': {
      const cycle = [undefined, ...a.roles];
      const cur = s.marks[a.seat]?.claim;
      return setMark(s, a.seat, { claim: cycle[(cycle.indexOf(cur) + 1) % cycle.length] });
    }
    case 'clear': {
      const marks = { ...s.marks };
      delete marks[a.seat];
      return { ...s, marks };
    }
    case 'scroll':
      return { ...s, helpScroll: Math.max(0, Math.min(a.max, s.helpScroll + a.delta)) };
  }
}

function setMark(s: UiState, seat: number, patch: Mark): UiState {
  const mark: Mark = { ...s.marks[seat], ...patch };
  if (mark.stance === undefined) delete mark.stance;
  if (mark.claim === undefined) delete mark.claim;
  return { ...s, marks: { ...s.marks, [seat]: mark } };
}
