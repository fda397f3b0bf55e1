// A bot's day speech in a hand-made position: what a scripted seat says there, its persona drawn by the seed.
import { loadPersonasCached } from '../../src/personas/load.js';
import { ScriptedPlayer } from '../../src/players/scripted/index.js';
import type { Position } from './positions.js';

/** The day speech (Werewolf's discussion, Mafia's speech) the seat of `p` says, seeded. */
export async function daySpeech(p: Position, seed: number): Promise<string> {
  const view = p.view();
  const kind = p.preset.startsWith('mafia') ? 'speech' : 'discussion';
  const request = { kind, seat: view.seat, question: 'speak', options: [], answer: { shape: 'speech' }, freeText: true, view } as never;
  return (JSON.parse(await new ScriptedPlayer(loadPersonasCached()[seed % 5]!, seed).decide('', '', { request, attempt: 1 })) as { speech: string }).speech;
}
