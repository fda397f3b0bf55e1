// A lone mafioso (the partner dead) is asked for the kill as a list, never "Message to your team…":
// the rules decide there is no team chat, and the screen draws the pick the request declares; the
// transcript says a pick, not "[mafia chat, round 2]".
import { useSyncExternalStore } from 'react';
import { Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { Died } from '../../src/engine/core-events.js';
import { PUBLIC } from '../../src/engine/events.js';
import { Game, openingEvents } from '../../src/engine/game.js';
import { makeRenderer } from '../../src/engine/render.js';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { HumanPlayer } from '../../src/players/human.js';
import { RandomPlayer } from '../../src/players/random.js';
import { mafia } from '../../src/rules/mafia/index.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import type { GameEvent } from '../../src/engine/events.js';
import { talk } from '../../src/rules/mafia/script.js';
import type { MafiaRules } from '../../src/rules/mafia/state.js';
import { Prompt } from '../../src/tui/components/Prompt.js';
import { KeyBusProvider } from '../../src/tui/key-bus.js';
import { NAMES, presetOf, seedFor } from '../helpers/mafia-table.js';
import { screen } from './fixtures.js';
import { frame, mount, waitFor, waitForText } from './helpers.js';

afterEach(cleanup);

function Harness({ human }: { human: HumanPlayer }) {
  const pending = useSyncExternalStore(human.subscribe, () => human.head());
  const state = screen('play', 1, 'mafia').get();
  return (
    <KeyBusProvider>
      {pending ? <Prompt pending={pending} state={state} ruleset={mafia as unknown as Ruleset<unknown>} width={80} maxRows={14} active onAnswer={(raw) => human.answer(raw)} /> : <Text>idle</Text>}
    </KeyBusProvider>
  );
}

describe('a lone mafioso on the screen', () => {
  it('gets a list of targets with the typing hint, no message box; "5" and Enter kill seat 5', async () => {
    const preset = presetOf('mafia');
    const seed = seedFor(preset, ['mafia', 'mafia', 'detective', 'villager', 'villager', 'villager', 'villager']);
    const human = new HumanPlayer();
    const seats = NAMES.slice(0, preset.seats).map((name, i) => ({ seat: i + 1, name, persona: i === 0 ? 'human' : name.toLowerCase() }));
    const game = new Game<MafiaRules>({ ruleset: mafia, preset, seed, seats, participants: seats.map((s) => (s.seat === 1 ? human : new RandomPlayer(s.seat))) });
    game.append(openingEvents({ ruleset: mafia as unknown as Ruleset<unknown>, preset, options: preset.options, seed, seats }));
    game.append([Died.make({ seats: [2], reason: 'banished' }, PUBLIC)]);
    game.mark('night', { phase: 'night', round: 1 });
    const night = talk(true)(game);
    const r = mount(<Harness human={human} />);
    await waitForText(r, 'You are the last mafioso alive');
    expect(frame(r)).not.toMatch(/Message to your team|now the target/);
    expect(frame(r)).toContain('or type a seat number or a name');
    expect(frame(r)).toMatch(/❯ Seat 3/);
    r.stdin.write('5\r');
    await night;
    await waitFor(r, () => frame(r) === 'idle', 'the prompt to close');
    expect(game.events.filter((e) => e.type === 'mafia_chat')).toEqual([expect.objectContaining({ seat: 1, target: 5, message: '', alone: true })]);
    // The transcript line is a pick, not a round of a chat with nobody.
    const line = makeRenderer(mafia as unknown as Ruleset<unknown>, (s) => NAMES[s - 1]!).line(game.events.find((e) => e.type === 'mafia_chat')!);
    expect(line).toBe(`[mafia] Seat 1 (${NAMES[0]}), the last mafioso, picks Seat 5 (${NAMES[4]}).`);
    expect(line).not.toMatch(/chat|round/);
  });

  it('the last werewolf\'s pick reads as a pick, a pack\'s proposal as chat', () => {
    const render = makeRenderer(werewolf as unknown as Ruleset<unknown>, (s) => NAMES[s - 1]!);
    const ev = (alone: boolean) => ({ n: 1, day: 2, type: 'wolf_proposal', seat: 3, target: 6, message: '', vis: { team: 'werewolves' }, ...(alone ? { alone: true } : {}) }) as unknown as GameEvent;
    expect(render.line(ev(true))).toBe(`[werewolves] Seat 3 (${NAMES[2]}), the last werewolf, picks Seat 6 (${NAMES[5]}).`);
    expect(render.line(ev(false))).toBe(`[wolf chat] Seat 3 (${NAMES[2]}): proposes Seat 6 (${NAMES[5]}).`);
  });
});
