// When the model cannot play at all (a wrong key or model, no credit, no server, a refused request),
// say so once and let the person choose: bots take over those seats, or the game stops with its log kept.
import type { DecideExtra, Participant } from '../engine/participant.js';
import { ProviderError } from '../llm/provider.js';

export type FailureChoice = 'bots' | 'stop';

export class FailurePolicy {
  private decided: Promise<FailureChoice> | undefined;
  /** Fires once the person has chosen: the model calls still waiting in other seats give up at once. */
  private readonly chosen = new AbortController();
  readonly chosenSignal = this.chosen.signal;
  /** The failure the person was asked about. */
  reason: ProviderError | undefined;
  constructor(
    private readonly ask: (err: ProviderError) => Promise<FailureChoice>,
    private readonly stop: (err: ProviderError) => void,
  ) {}

  /** Asked once per game, whichever seat fails first. */
  choose(err: ProviderError): Promise<FailureChoice> {
    this.reason ??= err;
    this.decided ??= this.ask(err).then((choice) => {
      this.chosen.abort(choice);
      if (choice === 'stop') this.stop(err);
      return choice;
    });
    return this.decided;
  }

  get settled(): Promise<FailureChoice> | undefined {
    return this.decided;
  }
}

export class Failover implements Participant {
  readonly kind = 'ai' as const;
  readonly readsPrompts = true;
  readonly recordAnswers = true;
  private useBackup = false;
  constructor(
    private readonly primary: Participant,
    private readonly backup: Participant,
    private readonly policy: FailurePolicy,
    /** Counts the decisions the backup answers. */
    private readonly onBackup: () => void = () => {},
  ) {}

  async decide(system: string, user: string, extra: DecideExtra): Promise<string> {
    const settled = await this.policy.settled;
    if (this.useBackup || settled === 'bots') return this.fromBackup(system, user, extra);
    // Stopping: no more calls to a model that cannot play.
    if (settled === 'stop' && this.policy.reason) throw this.policy.reason;
    const signal = extra.signal ? AbortSignal.any([extra.signal, this.policy.chosenSignal]) : this.policy.chosenSignal;
    try {
      return await this.primary.decide(system, user, { ...extra, signal });
    } catch (err) {
      // Another seat's failure was put to the person meanwhile: this call was dropped for their choice.
      const choice = this.policy.chosenSignal.aborted ? await this.policy.settled : undefined;
      if (choice === 'bots') return this.fromBackup(system, user, extra);
      if (choice === 'stop' && this.policy.reason) throw this.policy.reason;
      if (!(err instanceof ProviderError) || !err.permanent) throw err;
      if ((await this.policy.choose(err)) === 'stop') throw err;
      return this.fromBackup(system, user, extra);
    }
  }

  /** The model answered, not the bot behind it. */
  get model(): boolean {
    return !this.useBackup;
  }

  private fromBackup(system: string, user: string, extra: DecideExtra): Promise<string> {
    this.useBackup = true;
    this.onBackup();
    return this.backup.decide(system, user, extra);
  }
}
