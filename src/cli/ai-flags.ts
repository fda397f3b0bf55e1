// --ai bots|claude|mixed with --model, --base-url and --api-key (then the environment, then saved
// settings). A model that cannot play is reported once in plain words; the person chooses, on the
// screen when one is up, else on the terminal, else --on-ai-error decides.
import { createInterface } from 'node:readline/promises';
import type { FailureQuestion } from '../ai/failure-question.js';
import { FailurePolicy, type FailureChoice } from '../ai/failover.js';
import { ModelWatch } from '../ai/model-watch.js';
import { tracingWanted } from '../ai/trace-config.js';
import { aiSeats, type AiMode, type AiSeats } from '../ai/seats.js';
import { ProviderError, type Provider } from '../llm/provider.js';
import { resolveLlmSettings, savedAiMode } from '../llm/saved-settings.js';
import { UsageError } from './args.js';
import { refuse, type AiFlags } from './flags.js';
import { note, warn } from './output.js';


export interface AiChoice {
  mode: AiMode;
  /** A model is configured (a key and a provider), whether or not it answers. */
  available: boolean;
  provider?: Provider;
  policy: FailurePolicy;
  /** Sends the decision spans, when tracing is on. */
  flushTraces(): Promise<void>;
  seats: AiSeats;
  /** What the model seats' calls are doing: a screen shows it; without one, its notable moments go to stderr. */
  watch: ModelWatch;
  controller: AbortController;
  /** Why the game ended early, if the person chose to stop. */
  stopped(): ProviderError | undefined;
}

/** Asks on the terminal, or follows --on-ai-error when nobody is there to ask. */
async function askPerson(err: ProviderError, fallback: FailureChoice): Promise<FailureChoice> {
  process.stderr.write('\n');
  warn(`the model cannot play: ${err.message}`);
  if (!process.stdin.isTTY) {
    warn(`continuing with ${fallback === 'bots' ? 'bots in those seats' : 'nothing: stopping the game (the log is kept)'}`);
    return fallback;
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const a = (await rl.question('Continue with bots in those seats, or stop? [bots/stop] (bots) ')).trim().toLowerCase();
    return a.startsWith('s') ? 'stop' : 'bots';
  } finally {
    rl.close();
  }
}

/** `screen`: the question a screen shows once it is up; before that (the preflight) the terminal is asked. */
export async function aiFromFlags(f: AiFlags, seed: number, screen?: FailureQuestion): Promise<AiChoice> {
  let mode: AiMode;
  try {
    mode = f.ai ?? savedAiMode();
  } catch (err) {
    // A settings file that cannot be read does not stop an offline game: said once, then the bots play.
    warn(`${(err as Error).message}; playing with the offline bots`);
    mode = 'bots';
  }
  if (mode === 'bots') {
    const why = 'is for the model\'s seats; add --ai claude or --ai mixed (or: nightfall config set ai claude)';
    for (const [name, value] of [['model', f.model], ['base-url', f.baseUrl], ['api-key', f.apiKey], ['on-ai-error', f.onAiError]] as const) refuse(value, name, why);
  }
  const onError = f.onAiError ?? 'bots';
  const controller = new AbortController();
  // On a screen the waits are shown on it; stderr under a screen would tear it.
  const watch = new ModelWatch(screen ? undefined : (line) => note(line));
  let stoppedBy: ProviderError | undefined;
  const policy = new FailurePolicy(
    (err) => (screen?.attached ? screen.ask(err.message) : askPerson(err, onError)),
    (err) => {
      stoppedBy = err;
      controller.abort('the model cannot play');
    },
  );
  // OpenTelemetry is loaded only when the environment asks for tracing, and before the SDK's client is
  // made, which takes its tracer from the provider registered then.
  const tracer = mode !== 'bots' && tracingWanted() ? (await import('../ai/tracing.js')).startTracing(`seed-${seed}`, { warn }) : undefined;
  let provider: Provider | undefined;
  let available = false;
  if (mode !== 'bots') {
    let settings;
    try {
      settings = resolveLlmSettings({
        ...(f.model !== undefined ? { model: f.model } : {}),
        ...(f.baseUrl !== undefined ? { baseUrl: f.baseUrl } : {}),
        ...(f.apiKey !== undefined ? { apiKey: f.apiKey } : {}),
      });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    try {
      // The SDK is loaded only when a model will play.
      const { createAnthropicProvider } = await import('../llm/anthropic.js');
      provider = createAnthropicProvider({ apiKey: settings.apiKey ?? '', model: settings.model, ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}) });
      available = true;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // No key at all: the same once-only report and choice as a wrong key.
      provider = { model: settings.model, complete: () => Promise.reject(err) };
    }
  }
  return {
    mode,
    available,
    ...(provider ? { provider } : {}),
    policy,
    seats: aiSeats({ mode, ...(provider ? { provider } : {}), policy, seed, watch, ...(tracer ? { wrap: (seat, p) => tracer.wrap(seat, p) } : {}) }),
    watch,
    controller,
    stopped: () => stoppedBy,
    flushTraces: () => tracer?.shutdown() ?? Promise.resolve(),
  };
}

/**
 * Before a screen opens, one small call checks that the model answers: a wrong key or model, no credit,
 * no server or one that never answers is then reported in plain words and the person chooses while the
 * terminal is still theirs. False when they chose to stop (the command then ends, exit 1). A busy server
 * (5xx, 429) is not asked about: the game waits it out.
 */
export async function preflight(ai: AiChoice): Promise<boolean> {
  if (ai.mode === 'bots' || !ai.provider) return true;
  // A check that takes long (a server that never answers: two tries of 20 s) says what it is doing.
  const slow = setTimeout(() => note('checking that the model answers…'), 2000);
  const failed = await ai.provider.complete({ system: '', user: 'Reply with {"ok": true}.', maxTokens: 16 }).then(
    () => undefined,
    (err: unknown) => err,
  );
  clearTimeout(slow);
  const silent = failed instanceof ProviderError && failed.unanswered && (failed.kind === 'unreachable' || failed.kind === 'stalled');
  if (!(failed instanceof ProviderError) || !(failed.permanent || silent)) return true;
  return (await ai.policy.choose(failed)) !== 'stop';
}
