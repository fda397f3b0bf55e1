// Plays the person's seat through the screen by typing, as a person would: lists by Enter or by
// a typed seat number, yes/no by a key, speeches and wolf chat by typing. Once it sends an answer
// the game must refuse, and checks the hint appears in place.
import stringWidth from 'string-width';
import type { PendingDecision } from '../../src/players/human.js';
import { promptKind } from '../../src/tui/prompt-kind.js';
import type { Session } from '../../src/tui/session.js';
import { frame, KEY, liveHeight, press, waitFor, type Rendered } from './helpers.js';

export interface DriveLog {
  prompts: Record<string, number>;
  refusedHint: string | null;
  /** The tallest live region seen while a prompt was up. */
  maxLive: number;
  /** The widest line of the live region seen while a prompt was up, in terminal columns. */
  maxColumns: number;
  /** The last frame of each kind of prompt, for inspection. */
  frames: Record<string, string>;
  speeches: number;
  /** Ballots cast with a remark typed into the box after the pick. */
  remarks: number;
  claims: number;
}

const footerOf = { list: '↑ ↓ choose', confirm: 'y yes', speech: 'Ctrl-K claim', chat: 'Enter send' } as const;

/** The live region shows this prompt: its footer and the start of its question or its hint. */
async function shown(r: Rendered, p: PendingDecision): Promise<void> {
  const kind = promptKind(p.request);
  await waitFor(r, () => {
    const f = frame(r);
    const tail = f.slice(-4000);
    return tail.includes(footerOf[kind]) && (!p.hint || tail.includes('✗ ')) ? true : undefined;
  }, `the ${p.request.kind} prompt`);
}

export async function drive(s: Session, r: Rendered, opts: { refuseOnce?: boolean; claimOnce?: boolean; maxPrompts?: number; speech?: string } = {}): Promise<DriveLog> {
  const log: DriveLog = { prompts: {}, refusedHint: null, speeches: 0, remarks: 0, claims: 0, maxLive: 0, maxColumns: 0, frames: {} };
  let refuse = opts.refuseOnce ?? true;
  let claim = opts.claimOnce ?? true;
  let lastId = 0;
  for (let n = 0; n < (opts.maxPrompts ?? 300); n++) {
    const next = await waitFor(r, () => {
      const h = s.human!.head();
      if (h && h.id !== lastId) return h;
      return s.feed.state.over || s.feed.state.error ? 'end' : undefined;
    }, 'the next prompt or the end of the game', 30_000);
    if (next === 'end') break;
    const p = next;
    lastId = p.id;
    await shown(r, p);
    log.maxLive = Math.max(log.maxLive, liveHeight(r));
    const live = frame(r).split('\n').slice(-liveHeight(r));
    log.frames[p.request.kind] = live.join('\n');
    log.maxColumns = Math.max(log.maxColumns, ...live.map((l) => stringWidth(l)));
    if (p.hint && log.refusedHint === null) log.refusedHint = p.hint;
    log.prompts[p.request.kind] = (log.prompts[p.request.kind] ?? 0) + 1;
    const kind = promptKind(p.request);
    if (kind === 'list') {
      if (refuse && (p.request.kind === 'vote' || p.request.kind === 'seer') && !p.hint) {
        refuse = false;
        await press(r, '9', KEY.enter); // no seat 9 at a table of 6: the game refuses it
        continue;
      }
      const seat = p.request.options.find((o) => /^\d+$/.test(o.value) && Number(o.value) !== s.me);
      if (seat && p.request.kind === 'vote') await press(r, seat.value, KEY.enter);
      else await press(r, KEY.down, KEY.enter);
      // A ballot that takes a remark (Mafia) asks for the words after the pick: a few, then Enter.
      if (p.request.answer.remark !== undefined) {
        await waitFor(r, () => frame(r).slice(-3000).includes('anything to say with it?'), 'the remark box');
        await press(r, 'My vote, as I said.', KEY.enter);
        log.remarks++;
      }
    } else if (kind === 'confirm') {
      await press(r, p.request.kind === 'sheriff_run' ? 'y' : 'n');
    } else if (kind === 'speech') {
      log.speeches++;
      if (claim && p.request.kind !== 'last_words') {
        claim = false;
        log.claims++;
        await press(r, KEY.ctrlK, KEY.enter); // "I am the …"
        await waitFor(r, () => frame(r).slice(-3000).includes('I am …'), 'the role list');
        await press(r, KEY.enter);
        await waitFor(r, () => frame(r).slice(-3000).includes('+ I am'), 'the claim under the text box');
      }
      await press(r, opts.speech ?? 'I have watched the table closely; seat 2 sounds rehearsed.', KEY.enter);
      if (p.request.nominate?.length) {
        await waitFor(r, () => frame(r).slice(-3000).includes('Nominate'), 'the nomination list');
        await press(r, KEY.enter);
      }
    } else {
      await press(r, 'Take the quiet one tonight.', KEY.enter);
      await waitFor(r, () => frame(r).slice(-3000).includes('now the target'), 'the target list');
      await press(r, KEY.enter);
    }
  }
  return log;
}
