// ScriptedPlayer: the offline opponent. It keeps a belief over possible worlds, brought up to date from
// request.view alone, decides with the game's policy at its level, and answers with the same JSON an
// LLM would: THINK (its leading hypotheses and their evidence) and suspicion_updates included.
import type { DecideExtra, Participant } from '../../engine/participant.js';
import type { PlayerView } from '../../engine/view.js';
import { mix, Rng } from '../../engine/rng.js';
import { rememberPronouns, seatPronouns } from '../../personas/pronouns.js';
import type { Persona, Pronoun } from '../../personas/schema.js';
import type { Bot, BotInput } from './bot.js';
import { WEIGHTS, type Level } from './belief/params.js';
import { mafiaBot } from './mafia/index.js';
import type { Knowledge } from './knowledge.js';
import { SeatMind } from './mind.js';
import { answerQuestion } from './policy/answer.js';
import { Reading } from './reading.js';
import { gameWordsOf, SpeechMemory, type GameWords } from './speech/index.js';
import { namer } from './speech/names.js';
import { chat, say, type VoiceContext } from './voice.js';
import { hidden, type Steer } from './steer.js';
import { werewolfBot } from './werewolf/index.js';

const BOTS: Record<string, Bot> = { werewolf: werewolfBot, mafia: mafiaBot };

export function registerBot(ruleset: string, bot: Bot): void {
  BOTS[ruleset] = bot;
}

/** This seat and its living teammates. */
function teamAlive(k: Knowledge): number {
  let n = 1;
  for (const s of k.teammates) if (k.alive.has(s)) n++;
  return n;
}

export class ScriptedPlayer implements Participant {
  readonly kind = 'ai' as const;
  /** It answers from request.view; prompt text is rendered for it only when someone observes prompts. */
  readonly readsPrompts = false;
  /** Same seed, same answers: nothing to log for a resumed game. */
  readonly recordAnswers = false;
  private readonly mind: SeatMind;
  private readonly memory = new SpeechMemory();
  /** The game this seat last answered in (its first event), its ruleset and its words: read once a game. */
  private game: { first: unknown; ruleset: string; words: GameWords; pronouns: ReadonlyMap<number, Pronoun> } | undefined;

  constructor(
    readonly persona: Persona,
    private readonly seed: number,
    readonly level: Level = 'normal',
    /** Practice's comparison of speeches: claim one's role or keep it hidden (see steer.ts). */
    private readonly steer?: Steer,
  ) {
    this.mind = new SeatMind(level);
    // The seats of this persona are spoken of by its pronoun, by every bot of the table.
    rememberPronouns([persona]);
  }

  async decide(_system: string, _user: string, extra: DecideExtra): Promise<string> {
    return JSON.stringify(this.reply(extra));
  }

  async decideValue(_system: string, _user: string, extra: DecideExtra): Promise<Record<string, unknown>> {
    return this.reply(extra);
  }

  /** The namer of the seats this seat last answered with (the engine hands the same list while no seat changes). */
  private named: { seats: PlayerView['seats']; label: (seat: number) => string } | undefined;

  private labelFor(seats: PlayerView['seats']): (seat: number) => string {
    if (this.named?.seats !== seats) this.named = { seats, label: namer(seats) };
    return this.named.label;
  }

  private reply({ request, attempt, unwatched }: DecideExtra): Record<string, unknown> {
    const view = request.view;
    let game = this.game;
    if (!game || game.first !== view.events[0]) {
      const ruleset = (view.events.find((e) => e.type === 'game_started')?.ruleset as string | undefined) ?? 'werewolf';
      game = this.game = { first: view.events[0], ruleset, words: gameWordsOf(view.events), pronouns: seatPronouns(view.events) };
    }
    const { ruleset, words, pronouns } = game;
    const bot = BOTS[ruleset];
    if (!bot) throw new Error(`no scripted policy for ${ruleset}`);
    const k = this.mind.update(view, bot.read);
    const rng = new Rng(mix(this.seed, view.events.length, attempt));
    // Seats are named as players name them: "Nell" (with the number only where two share a name).
    const label = this.labelFor(view.seats);
    const voice: VoiceContext = {
      persona: this.persona,
      rng,
      me: view.seat,
      label,
      pronouns,
      day: view.day,
      alive: k.alive.size,
      phase: view.phase === 'night' ? 'night' : 'day',
      // Only the grammar reads the memory, and an unwatched game renders no words.
      memory: unwatched ? this.memory : this.memory.absorb(view.events, view.seat),
      words,
      teamAlive: teamAlive(k),
      ruleset,
    };
    // Set, not spread in: V8 gives a literal with a spread a hidden class of its own each time.
    if (k.sheriff !== null && k.alive.has(k.sheriff)) voice.sheriff = k.sheriff;
    if (unwatched) voice.unwatched = true;
    if (request.maxLength !== undefined) voice.maxLength = request.maxLength;
    if (!unwatched && this.memory.heardAllToday(k.alive, view.seat)) voice.heardAll = true;
    const input: BotInput = {
      k,
      mind: this.mind,
      r: new Reading(k, this.mind.belief, WEIGHTS[this.level]),
      req: request,
      rng,
      stable: (salt) => new Rng(mix(this.seed, k.nightRounds.length, salt)),
      persona: this.persona,
      level: this.level,
      w: WEIGHTS[this.level],
      voice,
      label,
      // A question put to this seat opens its next day speech.
      say: (plan, allowed) => say(this.steer?.reveal === false ? hidden(answerQuestion(input, plan)) : answerQuestion(input, plan), voice, allowed),
      chat: (acts) => chat(acts, voice),
      ...(this.steer ? { steer: this.steer } : {}),
    };
    return bot.decide(input);
  }
}
