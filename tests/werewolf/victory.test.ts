import { describe, expect, it } from 'vitest';
import { Died } from '../../src/engine/core-events.js';
import { PUBLIC, type GameEvent } from '../../src/engine/events.js';
import { fold, openingEvents } from '../../src/engine/game.js';
import { werewolf } from '../../src/rules/werewolf/index.js';
import { victory } from '../../src/rules/werewolf/victory.js';

function stateWithDead(presetId: string, dead: (roles: string[]) => number[]) {
  const preset = werewolf.presets.find((p) => p.id === presetId)!;
  const seats = Array.from({ length: preset.seats }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, persona: 'p' }));
  const drafts = openingEvents({ ruleset: werewolf, preset, options: preset.options, seed: 5, seats });
  const events = drafts.map((d, n) => ({ ...d, n, day: 0 }) as GameEvent);
  const roles = fold(werewolf, events).core.seats.map((s) => s.role);
  const seatsDead = dead(roles);
  if (seatsDead.length) events.push({ ...Died.make({ seats: seatsDead, reason: 'test' }, PUBLIC), n: events.length, day: 1 } as GameEvent);
  return fold(werewolf, events);
}
const all = (role: string | ((r: string) => boolean)) => (roles: string[]) =>
  roles.flatMap((r, i) => ((typeof role === 'string' ? r === role : role(r)) ? [i + 1] : []));
const gods = (r: string) => ['seer', 'witch', 'hunter', 'guard'].includes(r);

describe('werewolf victory', () => {
  it('nobody has won at the start', () => expect(victory(stateWithDead('werewolf', () => []))).toBeNull());
  it('the village wins when every werewolf is dead', () =>
    expect(victory(stateWithDead('werewolf', all('werewolf')))).toEqual({ winner: 'village', reason: 'every werewolf is dead' }));
  it('the werewolves win when every god is dead', () =>
    expect(victory(stateWithDead('werewolf-9', all(gods)))).toEqual({ winner: 'werewolves', reason: 'every god is dead' }));
  it('the werewolves win when every villager is dead (side kill)', () =>
    expect(victory(stateWithDead('werewolf-6', all('villager')))).toEqual({ winner: 'werewolves', reason: 'every villager is dead' }));
  it('when both hold at once, the village wins', () =>
    expect(victory(stateWithDead('werewolf', (r) => [...all('werewolf')(r), ...all(gods)(r)]))?.winner).toBe('village'));
  it('some wolves, gods and villagers dead: no winner yet', () =>
    expect(victory(stateWithDead('werewolf', (r) => [all('werewolf')(r)[0]!, all('villager')(r)[0]!, all('seer')(r)[0]!]))).toBeNull());
});
