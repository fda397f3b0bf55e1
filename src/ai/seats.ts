// Which AI seats the model plays (--ai claude: all of them, mixed: every other one), each with a
// scripted bot behind it for when the model cannot be reached.
import type { Participant } from '../engine/participant.js';
import type { Provider } from '../llm/provider.js';
import type { Persona } from '../personas/schema.js';
import { ScriptedPlayer } from '../players/scripted/index.js';
import { rngFor } from '../engine/rng.js';
import { Failover, type FailurePolicy } from './failover.js';
import { Limiter } from './limiter.js';
import type { ModelWatch } from './model-watch.js';
import { Outage } from './patience.js';
import { AIPlayer } from './player.js';
import { UsageBook } from './usage.js';

export type AiMode = 'bots' | 'claude' | 'mixed';

export interface AiSeats {
  aiFor: (seat: number, persona: Persona) => Participant | undefined;
  usage: UsageBook;
  /** Seats the model plays. */
  modelSeats: number[];
}

export function aiSeats(o: {
  mode: AiMode;
  provider?: Provider;
  policy: FailurePolicy;
  seed: number;
  concurrency?: number;
  maxTokens?: number;
  /** Told what the model seats' calls are doing (a screen's waiting line, a transcript's notes). */
  watch?: ModelWatch;
  /** How long a decision waits on a model that does not answer before the person is asked (default 60 s). */
  patienceMs?: number;
  /** Wraps each model seat, e.g. to trace its decisions. */
  wrap?: (seat: number, p: Participant) => Participant;
}): AiSeats {
  const usage = new UsageBook();
  const limiter = new Limiter(o.concurrency ?? 6, (limit) => o.watch?.limited(limit));
  // One clock of no answers for the game: a seat waits longer when nobody else is answered either.
  const outage = new Outage();
  const modelSeats: number[] = [];
  return {
    usage,
    modelSeats,
    aiFor(seat, persona) {
      if (o.mode === 'bots' || !o.provider) return undefined;
      if (o.mode === 'mixed' && seat % 2 === 1) return undefined;
      modelSeats.push(seat);
      const backup = new ScriptedPlayer(persona, rngFor(o.seed, seat, 'bot').int(2 ** 31));
      const model = new AIPlayer({
        provider: o.provider,
        limiter,
        usage,
        outage,
        ...(o.maxTokens ? { maxTokens: o.maxTokens } : {}),
        ...(o.watch ? { watch: o.watch } : {}),
        ...(o.patienceMs !== undefined ? { patienceMs: o.patienceMs } : {}),
      });
      const seatPlayer = new Failover(model, backup, o.policy, () => usage.byBots++);
      return o.wrap ? o.wrap(seat, seatPlayer) : seatPlayer;
    },
  };
}
