import { describe, expect, it } from 'vitest';
import type { GameEvent, Visibility } from '../../src/engine/events.js';
import { makeRenderer } from '../../src/engine/render.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { initialScreen, reduceScreen, visibleWaiting, type ScreenAction, type ScreenState } from '../../src/tui/screen-state.js';

const preset = werewolf.presets.find((p) => p.id === 'werewolf-6')!;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
let n = 0;
const ev = (type: string, fields: Record<string, unknown>, vis: Visibility = 'public', day = 1): GameEvent => ({ n: n++, day, type, vis, ...fields });

function screen(mode: 'play' | 'watch' = 'play', me: number | null = 1) {
  let state = initialScreen(mode, me, werewolf, preset);
  const render = makeRenderer(werewolf, (seat) => state.seats[seat - 1]?.name ?? `#${seat}`);
  const seen: GameEvent[] = [];
  const ctx = { ruleset: werewolf, line: (e: GameEvent) => render.line(e), seen };
  const apply = (a: ScreenAction) => (state = reduceScreen(state, a, ctx));
  const see = (...events: GameEvent[]) =>
    events.forEach((e) => {
      apply({ type: 'event', e, visible: true });
      seen.push(e);
    });
  see(ev('game_started', { ruleset: 'werewolf', preset: 'werewolf-6', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: name })) }));
  return { get: (): ScreenState => state, see, apply };
}

const texts = (s: ScreenState) => s.items.map((i) => (i.kind === 'line' ? i.text : i.kind === 'speech' ? `${i.who}: ${i.text}` : i.kind));

describe('screen state', () => {
  it('follows the phase and micro-phase from phase_started events', () => {
    const s = screen();
    s.see(ev('phase_started', { phase: 'night', step: 'night', round: 1 }), ev('phase_started', { phase: 'night', step: 'werewolves', round: 1 }));
    expect(s.get()).toMatchObject({ phase: 'night', step: 'werewolves', round: 1, inNight: true });
    expect(s.get().items.at(-1)).toMatchObject({ kind: 'phase', title: 'Night 1', night: true });
  });

  it('builds the role card and the players list from the person\'s own events', () => {
    const s = screen('play', 3);
    s.see(
      ev('role_assigned', { seat: 3, role: 'witch', team: 'village' }, { seats: [3] }),
      ev('phase_started', { phase: 'night', step: 'night', round: 1 }),
      ev('witch_told', { seat: 3, target: 5 }, { seats: [3] }),
      ev('witch_acted', { seat: 3, action: 'antidote', target: 5 }, { seats: [3] }),
      ev('phase_started', { phase: 'day', step: 'day', round: 1 }),
      ev('sheriff_elected', { seat: 4, reason: 'unopposed', tally: [] }),
      ev('died', { seats: [2], reason: 'banished' }),
    );
    const st = s.get();
    expect(st.role).toBe('witch');
    expect(st.mine.map((e) => e.type)).toEqual(['role_assigned', 'witch_told', 'witch_acted']);
    expect(st.seats[1]!.alive).toBe(false);
    expect(st.seats[3]!.titled).toBe(true);
    expect(st.seats[2]!.role).toBe('witch');
    expect(st.seats[0]!.role).toBeUndefined();
  });

  it('marks teammates and the person\'s check results', () => {
    const s = screen('play', 1);
    s.see(
      ev('role_assigned', { seat: 1, role: 'seer', team: 'village' }, { seats: [1] }),
      ev('seer_checked', { seat: 1, target: 4, result: 'werewolf' }, { seats: [1] }),
    );
    expect(s.get().seats[3]!.check).toEqual({ result: 'werewolf', evil: true });
    const w = screen('play', 2);
    w.see(ev('team_revealed', { team: 'werewolves', members: [2, 5] }, { team: 'werewolves' }));
    expect(w.get().teammates).toEqual([5]);
    expect(w.get().seats[4]!.teammate).toBe(true);
  });

  it('ignores what the person may not see', () => {
    const s = screen('play', 1);
    s.apply({ type: 'event', e: ev('seer_checked', { seat: 2, target: 1, result: 'good' }, { seats: [2] }), visible: false });
    expect(s.get().items).toHaveLength(1);
    expect(s.get().seats[0]!.check).toBeUndefined();
  });

  it('draws a vote round as one table, with the tally line as its outcome', () => {
    const s = screen();
    s.see(
      ev('vote', { seat: 1, target: 3, ballot: 'banish', weight: 1.5 }),
      ev('vote', { seat: 2, target: 3, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 3, target: 1, ballot: 'banish', weight: 1 }),
      ev('vote', { seat: 4, target: null, ballot: 'banish', weight: 1 }),
      ev('banish_tally', { round: 'vote', tally: [{ seat: 3, weight: 2.5 }, { seat: 1, weight: 1 }], banished: 3, tied: [] }),
    );
    const table = s.get().items.at(-1)!;
    expect(table).toMatchObject({
      kind: 'votes',
      title: 'Day 1 vote',
      outcome: 'Seat 3 (Cy) is banished with 2.5 votes.',
      rows: [
        { target: 3, who: 'Seat 3 (Cy)', weight: 2.5, voters: [1, 2] },
        { target: 1, weight: 1, voters: [3] },
        { target: null, who: 'abstain', voters: [4] },
      ],
    });
    expect(texts(s.get()).filter((t) => t.startsWith('Vote result'))).toEqual([]);
  });

  it('boxes the night and says so when the person slept through it', () => {
    const s = screen();
    s.see(ev('phase_started', { phase: 'night', step: 'night', round: 1 }), ev('phase_started', { phase: 'day', step: 'day', round: 1 }));
    expect(s.get().items.slice(-4).map((i) => i.kind)).toEqual(['phase', 'line', 'close', 'phase']);
    expect(texts(s.get())).toContain('You sleep through the night.');
  });

  it('says a quiet night is only watched, not slept through, once the person is dead', () => {
    const s = screen();
    s.see(ev('died', { seats: [1], reason: 'banished' }), ev('phase_started', { phase: 'night', step: 'night', round: 2 }), ev('phase_started', { phase: 'day', step: 'day', round: 2 }));
    expect(s.get().seats[0]!.alive).toBe(false);
    expect(texts(s.get())).not.toContain('You sleep through the night.');
    expect(texts(s.get())).toContain('The night passes. You are out of the game: you see only what everyone sees.');
  });

  it('strips control sequences from speeches, names and claims', () => {
    const s = screen();
    s.see(ev('speech', { seat: 2, text: 'I am \x1b[31mgood\x1b[0m\x1b]0;pwned\x07 honest', context: 'discussion', claims: [{ kind: 'suspect', target: 3 }] }));
    const sp = s.get().items.at(-1)!;
    expect(sp).toMatchObject({ kind: 'speech', text: 'I am good honest', who: 'Seat 2 (Bo)', claims: 'suspects Seat 3 (Cy)' });
  });

  it('prefixes each seat\'s private line for a spectator, and shows THINK', () => {
    const s = screen('watch', null);
    s.see(
      ev('role_assigned', { seat: 4, role: 'seer', team: 'village' }, { seats: [4] }),
      ev('seer_checked', { seat: 4, target: 2, result: 'good' }, { seats: [4] }),
      ev('think', { seat: 4, decision: 'seer', text: 'Checking 2.' }, { seats: [4] }),
    );
    expect(texts(s.get()).slice(-3)).toEqual(['Seat 4 (Di) is the seer.', 'Seat 4 (Di) ▸ Your check: Seat 2 (Bo) is good.', 'Seat 4 (Di) thinks (seer): Checking 2.']);
    expect(s.get().items.at(-1)).toMatchObject({ tone: 'think' });
    expect(s.get().seats[3]!.role).toBe('seer');
  });

  it('names whom we wait for by day, nobody at night but teammates, everyone when watching', () => {
    const s = screen('play', 1);
    s.see(ev('phase_started', { phase: 'night', step: 'night', round: 1 }));
    s.apply({ type: 'waiting', seat: 4, kind: 'seer', freeText: false, on: true });
    expect(visibleWaiting(s.get())).toEqual({ named: [], others: true });
    s.see(ev('phase_started', { phase: 'day', step: 'day', round: 1 }));
    s.apply({ type: 'waiting', seat: 4, kind: 'seer', freeText: false, on: false });
    s.apply({ type: 'waiting', seat: 2, kind: 'discussion', freeText: true, on: true });
    expect(visibleWaiting(s.get()).named.map((w) => w.seat)).toEqual([2]);
    const w = screen('watch', null);
    w.see(ev('phase_started', { phase: 'night', step: 'night', round: 1 }));
    w.apply({ type: 'waiting', seat: 4, kind: 'seer', freeText: false, on: true });
    expect(visibleWaiting(w.get()).named.map((x) => x.seat)).toEqual([4]);
  });

  it('streams a speaker\'s words into the live line, but never a night message to an outsider', () => {
    const s = screen('play', 1);
    s.see(ev('phase_started', { phase: 'day', step: 'discussion', round: 1 }));
    s.apply({ type: 'waiting', seat: 2, kind: 'discussion', freeText: true, on: true });
    s.apply({ type: 'stream', seat: 2, channel: 'say', text: 'I think \x1b[2J' });
    s.apply({ type: 'stream', seat: 2, channel: 'say', text: 'Cy lies' });
    s.apply({ type: 'stream', seat: 2, channel: 'think', text: 'secret plan' });
    expect(s.get().live).toEqual({ seat: 2, text: 'I think Cy lies' });
    expect(s.get().liveThink).toBeNull();
    s.see(ev('speech', { seat: 2, text: 'I think Cy lies', context: 'discussion', claims: [] }));
    expect(s.get().live).toBeNull();
    s.see(ev('phase_started', { phase: 'night', step: 'night', round: 2 }));
    s.apply({ type: 'waiting', seat: 5, kind: 'wolf_proposal', freeText: true, on: true });
    s.apply({ type: 'stream', seat: 5, channel: 'say', text: 'kill Ada' });
    expect(s.get().live).toBeNull();
  });

  it('records the end: winner, every role', () => {
    const s = screen();
    s.see(ev('game_over', { winner: 'village', reason: 'every werewolf is dead', roles: NAMES.map((_, i) => ({ seat: i + 1, role: i < 2 ? 'werewolf' : 'villager', team: i < 2 ? 'werewolves' : 'village' })) }));
    expect(s.get().over).toMatchObject({ winner: 'village', side: 'The village', reason: 'every werewolf is dead' });
    expect(s.get().seats.map((x) => x.role)).toEqual(['werewolf', 'werewolf', 'villager', 'villager', 'villager', 'villager']);
    expect(texts(s.get()).at(-1)).toBe('The village wins: every werewolf is dead.');
  });

  it('records a draw: nobody wins', () => {
    const s = screen();
    s.see(ev('game_over', { winner: 'draw', reason: 'three nights and three days passed with no death', roles: NAMES.map((_, i) => ({ seat: i + 1, role: 'villager', team: 'village' })) }));
    expect(s.get().over).toMatchObject({ winner: 'draw', result: 'A draw' });
    expect(texts(s.get()).at(-1)).toBe('A draw: three nights and three days passed with no death.');
  });
});

describe('feed', () => {
  it('gathers stream chunks and draws them at most every 50 ms, then clears the line when the speech lands', async () => {
    const { Feed } = await import('../../src/tui/feed.js');
    const feed = new Feed('watch', null, werewolf, preset);
    const game = { core: { seats: [] } } as never;
    feed.event(ev('game_started', { ruleset: 'werewolf', preset: 'werewolf-6', options: {}, seats: NAMES.map((name, i) => ({ seat: i + 1, name, persona: name })) }), game);
    let renders = 0;
    feed.subscribe(() => renders++);
    feed.stream(3, { channel: 'say', text: 'I was ' });
    feed.stream(3, { channel: 'say', text: 'home all night.' });
    expect(feed.state.live).toBeNull();
    await new Promise((r) => setTimeout(r, 80));
    expect(feed.state.live).toEqual({ seat: 3, text: 'I was home all night.' });
    expect(renders).toBe(1);
    feed.event(ev('speech', { seat: 3, text: 'I was home all night.', context: 'discussion', claims: [] }), game);
    expect(feed.state.live).toBeNull();
    expect(feed.all.map((e) => e.type)).toEqual(['game_started', 'speech']);
    feed.close();
  });
});
