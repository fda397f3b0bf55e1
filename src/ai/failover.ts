// When the model cannot be reached at all (a wrong key, no server), say so once and let the person
// choose: bots take over those seats, or the game stops with its log kept.
import type { DecideExtra, Participant } from '../engine/participant.js';
import { ProviderError } from '../llm/provider.js';

export type FailureChoice = 'bots' | 'stop';

export class FailurePolicy {
  private decided: Promise<FailureChoice> | undefined;
  constructor(
    private readonly ask: (err: ProviderError) => Promise<FailureChoice>,
    private readonly stop: (err: ProviderError) => void,
  ) {}

  /** Asked once per game, whichever seat fails first. */
  choose(err: ProviderError): Promise<FailureChoice> {
    this.decided ??= this.ask(err).then((choice) => {
      if (choice === 'stop') this.stop(err);
      return choice;
    });
    return this.decided;
  }

  get settled(): Promise<FailureChoice> | undefined {
    return this.decided;
  }
}

const FATAL = new Set(['auth', 'unreachable']);

export class Failover implements Participant {
  readonly kind = 'ai' as const;
  readonly readsPrompts = true;
  private useBackup = false;
  constructor(
    private readonly primary: Participant,
    private readonly backup: Participant,
    private readonly policy: FailurePolicy,
  ) {}

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    if (this.useBackup || (await this.policy.settled) === 'bots') {
      this.useBackup = true;
      return this.backup.decide(system, user, extra);
    }
    try {
      return await this.primary.decide(system, user, extra);
    } catch (err) {
      if (!(err instanceof ProviderError) || !FATAL.has(err.kind)) throw err;
      if ((await this.policy.choose(err)) === 'stop') throw err;
      this.useBackup = true;
      return this.backup.decide(system, user, extra);
    }
  }
}
