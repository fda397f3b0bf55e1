// The phase-script combinators on a toy table: order, marks and who sees them, sealed rounds, side
// decisions, a phase cut short, triggers over a batch of deaths, and victory ending the run at once.
import { describe, expect, it } from 'vitest';
import {
  act,
  announce,
  eachSeat,
  endPhaseIf,
  loop,
  phase,
  resolve,
  sealed,
  seq,
  together,
  triggers,
  when,
  type Handler,
  type Step,
} from '../../src/engine/flow.js';
import { dealRoles } from '../../src/engine/game.js';
import { kill, note, pickEvent, pickSpec, played, PRESET, Scripted, shape, toyGame, type S } from './toy.js';

const ROLES = dealRoles(PRESET, 1);
const reds = ROLES.flatMap((r, i) => (r === 'red' ? [i + 1] : []));
const blues = ROLES.flatMap((r, i) => (r === 'blue' ? [i + 1] : []));
const everyone = () => [1, 2, 3, 4];
const emit = (...texts: string[]): Step<unknown> => resolve('emit', () => texts.map(note));
/** Ends the game: every blue dies. */
const finish: Step<unknown> = resolve('finish', () => [kill(...blues)]);
const passing = () => [1, 2, 3, 4].map(() => new Scripted(() => 'pass'));

async function run(script: Step<unknown>, players = passing(), o: Parameters<typeof toyGame>[2] = {}) {
  const g = toyGame(script, players, o);
  await g.play();
  return g;
}

describe('seq, when, phase, resolve, announce', () => {
  it('run in order; a phase marks its start with its round; resolve leaves no mark, announce does', async () => {
    const g = await run(seq(phase('day', () => 3, emit('a'), when((_s: S) => false, emit('never')), when(() => true, emit('b')), announce('dawn', () => [note('c')])), finish));
    expect(shape(g.events)).toEqual(['mark day', 'note a', 'note b', 'mark dawn', 'note c', 'died ' + blues, 'over reds']);
    expect(g.events.find((e) => e.type === 'phase_started')).toMatchObject({ phase: 'day', step: 'day', round: 3 });
  });

  it('endPhaseIf skips the rest of the phase only; the next phase runs', async () => {
    const g = await run(seq(phase('day', () => 1, emit('a'), endPhaseIf(() => true), emit('skipped')), phase('night', () => 2, emit('b')), finish));
    expect(shape(g.events)).toEqual(['mark day', 'note a', 'mark night', 'note b', 'died ' + blues, 'over reds']);
    const g2 = await run(seq(phase('day', () => 1, endPhaseIf(() => false), emit('kept')), finish));
    expect(shape(g2.events)).toContain('note kept');
  });

  it('loop repeats until a victory ends the run; nothing runs after it', async () => {
    let rounds = 0;
    const g = await run(
      loop(
        phase('round', (s: S) => s.core.day + 1, resolve('count', () => (++rounds === 3 ? [kill(...blues)] : [note(`round ${rounds}`)]))),
        emit('after'),
      ),
    );
    expect(rounds).toBe(3);
    expect(shape(g.events).slice(-3)).toEqual(['mark round', 'died ' + blues, 'over reds']);
    expect(g.events.at(-1)!.type).toBe('game_over');
  });

  it('a script that ends with no winner fails loudly', async () => {
    await expect(toyGame(emit('only'), passing()).play()).rejects.toThrow(/ended without a winner/);
  });
});

describe('act and eachSeat', () => {
  const picker: Handler<unknown> = async (ctx, seats) => {
    const out = [];
    for (const seat of seats) {
      const r = await ctx.ask(seat, pickSpec([1, 2, 3, 4]));
      out.push(...r.events, pickEvent(seat, r.value));
    }
    return out;
  };

  it('act is skipped, unmarked, when nobody acts; marks for everyone, for its seats only (secret), or not at all (silent)', async () => {
    const g = await run(seq(act('none', () => [], picker), act('open', () => [1], picker), act('hidden', () => [2], picker, { secret: true }), act('quiet', () => [3], picker, { silent: true }), finish));
    expect(shape(g.events)).toEqual(['mark open', 'pick 1→null', 'mark hidden {"seats":[2]}', 'pick 2→null', 'pick 3→null', 'died ' + blues, 'over reds']);
  });

  it('eachSeat asks one seat after another in the given order, each seeing what the last one did', async () => {
    const players = [1, 2, 3, 4].map((seat) => new Scripted(() => String((seat % 4) + 1)));
    const g = await run(seq(eachSeat('talk', () => [3, 1, 2], picker), finish), players);
    expect(shape(g.events).slice(0, 4)).toEqual(['mark talk', 'pick 3→4', 'pick 1→2', 'pick 2→3']);
    const firstPick = g.events.find((e) => e.type === 'toy_pick')!;
    expect(players[0]!.asked[0]!.sawEvents).toContain(firstPick);
  });
});

describe('sealed', () => {
  it('asks every seat at once, none seeing another answer; the answers\' own events first, then the settlement', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let waiting = 0;
    // Nobody answers until all four have been asked: a round asked one by one would hang here.
    const players = [1, 2, 3, 4].map(
      (seat) =>
        new Scripted(async (extra) => {
          if (++waiting === 4) release();
          await gate;
          return extra.attempt === 1 && seat === 2 ? 'nonsense' : String(seat === 4 ? 1 : seat + 1);
        }),
    );
    const settle = (_ctx: unknown, answers: { seat: number; value: number | null }[]) => [...answers.map((a) => pickEvent(a.seat, a.value)), note(`settled ${answers.length}`)];
    const g = await run(seq(sealed('vote', everyone, () => pickSpec([1, 2, 3, 4]), settle), sealed('nobody', () => [], () => pickSpec([]), settle), finish), players);
    expect(shape(g.events)).toEqual(['mark vote', 'refused', 'pick 1→2', 'pick 2→3', 'pick 3→4', 'pick 4→1', 'note settled 4', 'died ' + blues, 'over reds']);
    for (const p of players) expect(p.asked[0]!.sawEvents.some((e) => e.type === 'toy_pick')).toBe(false);
  });
});

describe('together', () => {
  it('asks the side decisions while the main step runs and appends them after it, marked as each side says', async () => {
    const order: string[] = [];
    const side =
      (name: string): Handler<unknown> =>
      async (_ctx, [seat]) => {
        order.push(`${name} asked`);
        return [pickEvent(seat!, null, true)];
      };
    const main: Step<unknown> = async (r) => {
      order.push('main runs');
      r.append([note('main')]);
    };
    const g = await run(
      seq(
        together(
          main,
          { step: 'watch', who: () => [3], handler: side('watch'), secret: true },
          { step: 'hush', who: () => [4], handler: side('hush'), silent: true },
          { step: 'idle', who: () => [], handler: side('idle') },
        ),
        finish,
      ),
    );
    expect(order).toEqual(['watch asked', 'hush asked', 'main runs']);
    expect(shape(g.events)).toEqual(['note main', 'mark watch {"seats":[3]}', 'pick 3→null', 'pick 4→null', 'died ' + blues, 'over reds']);
  });

  it('a victory in the main step ends the game: the sides are awaited, and nothing of theirs is appended', async () => {
    let settled = false;
    const side: Handler<unknown> = async () => {
      await new Promise((r) => setTimeout(r, 5));
      settled = true;
      return [note('side')];
    };
    const g = await run(together(finish, { step: 'side', who: () => [1], handler: side }));
    expect(settled).toBe(true);
    expect(shape(g.events)).toEqual(['died ' + blues, 'over reds']);
  });

  it('a phase cut short in the main step still keeps the sides\' decisions', async () => {
    const side: Handler<unknown> = async () => [note('side')];
    const g = await run(seq(phase('night', () => 1, together(seq(emit('main'), endPhaseIf(() => true)), { step: 'side', who: () => [1], handler: side }), emit('skipped')), finish));
    expect(shape(g.events)).toEqual(['mark night', 'note main', 'mark side', 'note side', 'died ' + blues, 'over reds']);
  });
});

describe('triggers and victory', () => {
  /** A trigger that notes which death set it off. */
  const noting = (name: string, o: { when?: (s: S, seat: number) => boolean; kills?: (seat: number) => number[]; secret?: boolean } = {}) => ({
    name,
    ...(o.secret ? { secret: true } : {}),
    when: (s: S, d: { seat: number }) => o.when?.(s, d.seat) ?? true,
    handler: (async (_ctx, [seat]) => [note(`${name} ${seat}`), ...(o.kills?.(seat!).length ? [kill(...o.kills(seat!))] : [])]) as Handler<unknown>,
  });

  it('each trigger runs over the whole batch of deaths, in the ruleset\'s order, before the next trigger', async () => {
    const [r1] = reds;
    const [b1] = blues;
    const g = await run(seq(resolve('night', () => [kill(b1!, r1!)]), triggers(), finish), passing(), { triggers: [noting('first'), noting('second')] });
    // The batch in the order the death event names it: a ruleset announcing deaths in seat order gets seat order.
    expect(shape(g.events).slice(0, 9)).toEqual([
      'died ' + [b1, r1],
      'mark first',
      `note first ${b1}`,
      'mark first',
      `note first ${r1}`,
      'mark second',
      `note second ${b1}`,
      'mark second',
      `note second ${r1}`,
    ]);
  });

  it('deaths a trigger causes form the next batch; a secret trigger is marked for the dead seat only', async () => {
    const [r1, r2] = reds;
    const [b1] = blues;
    const g = await run(seq(resolve('night', () => [kill(r1!)]), triggers(), emit('day'), finish), passing(), {
      triggers: [noting('shot', { when: (_s, seat) => seat === r1, kills: () => [r2!], secret: true }), noting('badge', { when: (_s, seat) => seat === r2 })],
      victory: (s) => (s.core.seats.filter((x) => x.alive).length <= 1 || !s.core.seats.find((x) => x.seat === b1)!.alive ? { winner: 'blues', reason: 'done' } : null),
    });
    expect(shape(g.events).slice(0, 7)).toEqual(['died ' + r1, `mark shot {"seats":[${r1}]}`, `note shot ${r1}`, 'died ' + r2, 'mark badge', `note badge ${r2}`, 'note day']);
  });

  it('victory is checked after every batch of deaths: the game ends right after that batch', async () => {
    const g = await run(seq(resolve('all', () => [kill(...blues), note('same batch, after the deaths')]), emit('never')));
    expect(shape(g.events)).toEqual(['died ' + blues, 'note same batch, after the deaths', 'over reds']);
    expect(played(g.events).at(-1)).toMatchObject({ type: 'game_over', winner: 'reds', reason: 'every blue is dead' });
  });
});
