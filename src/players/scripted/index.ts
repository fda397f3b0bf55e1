// ScriptedPlayer: the offline opponent. It reads only request.view, decides with the game's policy
// and the persona's personality, and answers with the same JSON an LLM would, THINK included.
import type { DecideExtra, Participant } from '../../engine/participant.js';
import { mix, Rng } from '../../engine/rng.js';
import type { Persona } from '../../personas/schema.js';
import type { Bot } from './bot.js';
import { update, type Knowledge } from './knowledge.js';
import { compose } from './talk.js';
import { mafiaBot } from './mafia.js';
import { werewolfBot } from './werewolf.js';

const BOTS: Record<string, Bot> = { werewolf: werewolfBot, mafia: mafiaBot };

export function registerBot(ruleset: string, bot: Bot): void {
  BOTS[ruleset] = bot;
}

export class ScriptedPlayer implements Participant {
  readonly kind = 'ai' as const;
  /** It answers from request.view; prompt text is rendered for it only when someone observes prompts. */
  readonly readsPrompts = false;
  private k: Knowledge | undefined;

  constructor(
    readonly persona: Persona,
    private readonly seed: number,
  ) {}

  async decide(_system: string, _user: string, { request, attempt }: DecideExtra): Promise<string> {
    const view = request.view;
    const ruleset = (view.events.find((e) => e.type === 'game_started')?.ruleset as string | undefined) ?? 'werewolf';
    const bot = BOTS[ruleset];
    if (!bot) throw new Error(`no scripted policy for ${ruleset}`);
    this.k = update(this.k, view, bot.read);
    const rng = new Rng(mix(this.seed, view.events.length, attempt));
    const label = (seat: number) => `Seat ${seat} (${view.seats[seat - 1]?.name ?? '?'})`;
    const reply = bot.decide({ k: this.k, req: request, rng, persona: this.persona, label, compose: (parts) => compose(this.persona, rng, parts) });
    return JSON.stringify(reply);
  }
}
