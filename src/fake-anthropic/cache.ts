// Prompt-cache accounting like the API's: a cache_control block marks a breakpoint; the prompt up to a
// breakpoint is cached once written and read back when a later request starts with exactly that prefix.
// The prefix includes the model and the output_config (structured output adds a system prompt, so a
// changed schema misses the cache); a prefix under the minimum size is never cached.
import type { FakeUsage } from './replies.js';

export const CHARS_PER_TOKEN = 4;
export const tokens = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);
/** The smallest cacheable prefix of the Sonnet models. */
export const MIN_CACHE_TOKENS = 1024;

interface Block {
  text: string;
  cache: boolean;
}

interface CacheRequest {
  body: any;
  system: unknown;
  messages: unknown[];
  outputConfig: unknown;
}

function blocksOf(content: unknown): Block[] {
  if (typeof content === 'string') return [{ text: content, cache: false }];
  if (!Array.isArray(content)) return [];
  return content.map((b: { text?: unknown; cache_control?: unknown }) => ({ text: typeof b?.text === 'string' ? b.text : '', cache: !!b?.cache_control }));
}

export interface PromptCache {
  usage(req: CacheRequest, outputText: string): FakeUsage;
}

export function promptCache(o: { minTokens?: number; schemaInKey?: boolean } = {}): PromptCache {
  const seen = new Set<string>();
  const min = o.minTokens ?? MIN_CACHE_TOKENS;
  return {
    usage(req, outputText) {
      const head = `${String(req.body?.model ?? '')}\n${o.schemaInKey === false ? '' : JSON.stringify(req.outputConfig ?? null)}\n`;
      const blocks = [...blocksOf(req.system), ...req.messages.flatMap((m) => blocksOf((m as { content?: unknown })?.content))];
      const systemChars = blocksOf(req.system).reduce((a, b) => a + b.text.length, 0);
      // What the request costs in all: the system text and the messages as sent.
      const total = tokens(systemChars) + tokens(JSON.stringify(req.messages ?? []).length);
      const breakpoints: { key: string; size: number }[] = [];
      let key = head;
      let chars = 0;
      for (const b of blocks) {
        key += `${b.text}\u0000`;
        chars += b.text.length;
        if (b.cache && tokens(chars) >= min) breakpoints.push({ key, size: tokens(chars) });
      }
      const hit = [...breakpoints].reverse().find((bp) => seen.has(bp.key));
      const last = breakpoints.at(-1);
      const read = Math.min(total, hit?.size ?? 0);
      const write = last && last !== hit ? Math.min(total - read, last.size - read) : 0;
      for (const bp of breakpoints) seen.add(bp.key);
      return {
        input_tokens: total - read - write,
        output_tokens: Math.max(1, tokens(outputText.length)),
        cache_read_input_tokens: read,
        cache_creation_input_tokens: write,
      };
    },
  };
}
