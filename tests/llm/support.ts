// Shared set-up for provider tests: a fake server per test and a provider pointed at it with a dummy key.
import { afterEach, beforeEach } from 'vitest';
import { createAnthropicProvider, type AnthropicProviderOptions } from '../../src/llm/anthropic.js';
import { ProviderError } from '../../src/llm/provider.js';
import { startFakeAnthropic, type FakeAnthropic } from '../../src/fake-anthropic/server.js';

export const DUMMY_KEY = 'sk-test-nightfall-0123456789abcd';

/** Starts a fresh fake server before each test of the file and closes it after; read `.current` inside tests. */
export function useFakeServer(options: Parameters<typeof startFakeAnthropic>[0] = {}) {
  const box: { current: FakeAnthropic } = { current: undefined as unknown as FakeAnthropic };
  beforeEach(async () => {
    box.current = await startFakeAnthropic(options);
  });
  afterEach(async () => {
    await box.current.close();
  });
  return box;
}

let models = 0;

/** A unique model name per provider, so what one test teaches the process (no output_config) cannot leak. */
export function providerFor(server: FakeAnthropic, opts: Partial<AnthropicProviderOptions> = {}) {
  return createAnthropicProvider({ apiKey: DUMMY_KEY, baseURL: server.url, model: `fake-model-${++models}`, ...opts });
}

/** Awaits a promise that must reject with a ProviderError, and returns that error. */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ProviderError) return err;
    throw new Error(`expected a ProviderError, got ${String(err)}`);
  }
  throw new Error('expected a ProviderError, but the call succeeded');
}
