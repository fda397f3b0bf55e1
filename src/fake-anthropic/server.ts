// A fake Anthropic Messages API on 127.0.0.1 for tests: real HTTP and real SSE, scripted replies, every request recorded.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHARS_PER_TOKEN, promptCache } from './cache.js';
import {
  chunkText,
  errorBody,
  messageJson,
  sseDelta,
  sseEnd,
  sseError,
  ssePing,
  sseStart,
  type FakeReply,
  type FakeUsage,
} from './replies.js';

export type { FakeReply, FakeUsage, FakeErrorStatus } from './replies.js';
export { errorBody } from './replies.js';

export interface SystemBlock {
  type: string;
  text: string;
  cache_control?: { type: string; ttl?: string };
}

export interface RecordedRequest {
  index: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: any;
  system: SystemBlock[] | string | undefined;
  messages: unknown[];
  outputConfig: unknown;
  stream: boolean;
  /** The kind of reply it got, or why it was refused. */
  reply: FakeReply['kind'] | 'unauthorized' | 'not-found';
  receivedAt: number;
  /** When the response finished or the connection closed. */
  endedAt?: number;
  /** The client hung up (or we dropped it) before the response was complete. */
  closedEarly?: boolean;
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedRequest[];
  enqueue(...replies: FakeReply[]): void;
  setDefault(fn: (req: RecordedRequest) => FakeReply): void;
  /** Resolves once `predicate` holds; re-checked whenever a request arrives or ends (no polling). */
  until(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /** When set, requests without this key (x-api-key or Authorization: Bearer) get a 401. */
  requireKey?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** How the prompt cache is counted: its minimum prefix, and whether the schema is part of its key (default yes). */
  cache?: { minTokens?: number; schemaInKey?: boolean };
}

/** How often a paced answer sends what its token rate has produced: about as often as the real API's deltas. */
const TICK_MS = 50;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const cache = promptCache(options.cache);
  const waiters = new Set<() => void>();
  let makeDefault: (req: RecordedRequest) => FakeReply = () => ({ kind: 'sse', text: '{"ok":true}' });
  let messageCount = 0;

  const changed = () => waiters.forEach((check) => check());

  function usageFor(req: RecordedRequest, text: string, override?: Partial<FakeUsage>): FakeUsage {
    return { ...cache.usage(req, text), ...override };
  }

  function authorized(headers: IncomingHttpHeaders): boolean {
    if (options.requireKey === undefined) return true;
    return headers['x-api-key'] === options.requireKey || headers.authorization === `Bearer ${options.requireKey}`;
  }

  function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'request-id': `req_fake_${requests.length}`,
      ...extra,
    });
    res.end(payload);
  }

  /** Writes the SSE preamble (once) and the given text chunks; false when the client went away meanwhile. */
  async function streamChunks(res: ServerResponse, req: RecordedRequest, usage: FakeUsage, chunks: string[], gapMs: number) {
    if (!res.headersSent) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'request-id': `req_fake_${req.index}`,
      });
      res.flushHeaders();
      res.write(sseStart(`msg_fake_${++messageCount}`, String(req.body?.model ?? 'fake-model'), usage));
    }
    for (const chunk of chunks) {
      if (gapMs > 0) await sleep(gapMs);
      if (res.destroyed) return false;
      res.write(sseDelta(chunk));
    }
    return !res.destroyed;
  }

  /** Like a real model: the first text `firstMs` after the headers, then `rate` tokens a second, sent every TICK_MS. */
  async function streamPaced(res: ServerResponse, req: RecordedRequest, usage: FakeUsage, text: string, firstMs: number, rate: number) {
    if (!(await streamChunks(res, req, usage, [], 0))) return false;
    const chars = Array.from(text);
    const start = Date.now() + firstMs;
    await sleep(firstMs);
    for (let sent = 0; sent < chars.length; ) {
      if (res.destroyed) return false;
      const due = Math.min(chars.length, Math.max(sent + 1, Math.floor(((Date.now() - start) / 1000) * rate * CHARS_PER_TOKEN)));
      res.write(sseDelta(chars.slice(sent, due).join('')));
      sent = due;
      if (sent < chars.length) await sleep(TICK_MS);
    }
    return !res.destroyed;
  }

  /** Pings every `every` ms for `ms`, as the API does while the model has not written yet; false when the client left. */
  async function think(res: ServerResponse, ms: number, every: number): Promise<boolean> {
    // By count, not by the clock: a ping after each `every` ms of the think (the last after what is left), so a
    // busy machine's late timers make the think longer, never its pings fewer.
    for (let done = 0; done < ms; done += every) {
      await sleep(Math.min(every, ms - done));
      if (res.destroyed) return false;
      res.write(ssePing());
    }
    return !res.destroyed;
  }

  async function answer(req: RecordedRequest, reply: FakeReply, res: ServerResponse) {
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    switch (reply.kind) {
      case 'hang':
        // Read, never answered: the connection stays open until the client gives up.
        return;
      case 'reset':
        res.socket?.destroy();
        return;
      case 'json': {
        const usage = usageFor(req, reply.text, reply.usage);
        sendJson(res, 200, messageJson(`msg_fake_${++messageCount}`, String(req.body?.model ?? 'fake-model'), reply.text, usage, reply.stopReason ?? 'end_turn'));
        return;
      }
      case 'status': {
        const extra: Record<string, string> = {};
        if (reply.retryAfterMs !== undefined) {
          extra['retry-after-ms'] = String(reply.retryAfterMs);
          extra['retry-after'] = String(Math.ceil(reply.retryAfterMs / 1000));
        }
        sendJson(res, reply.status, reply.body ?? errorBody(reply.status), extra);
        return;
      }
      case 'sse': {
        const usage = usageFor(req, reply.text, reply.usage);
        if (reply.thinkMs && !((await streamChunks(res, req, usage, [], 0)) && (await think(res, reply.thinkMs, reply.pingEveryMs ?? 5000)))) return;
        const sent = reply.tokensPerSecond
          ? await streamPaced(res, req, usage, reply.text, reply.firstTokenMs ?? 0, reply.tokensPerSecond)
          : await streamChunks(res, req, usage, chunkText(reply.text, reply.chunkSize ?? 8), reply.chunkDelayMs ?? 0);
        if (sent) res.end(sseEnd(usage, reply.stopReason));
        return;
      }
      case 'error-mid-stream': {
        const text = reply.text ?? '{"reasoning": "I am thinking about it"}';
        const chunks = chunkText(text, 4).slice(0, reply.after);
        if (await streamChunks(res, req, usageFor(req, text), chunks, 0)) {
          res.end(sseError(reply.errorType ?? 'overloaded_error', 'Overloaded'));
        }
        return;
      }
      case 'stall': {
        const text = reply.text ?? '{"reasoning": "I am thinking about it"}';
        // Headers and a few chunks, then silence: the connection stays open until the client gives up.
        await streamChunks(res, req, usageFor(req, text), chunkText(text, 4).slice(0, reply.afterChunks), 0);
        return;
      }
      case 'drop': {
        const text = reply.text ?? '{"reasoning": "I am thinking about it"}';
        if (await streamChunks(res, req, usageFor(req, text), chunkText(text, 4).slice(0, reply.afterChunks), 0)) {
          // Destroy only once the chunks have reached the kernel, so the client sees them before the reset.
          res.write('', () => res.socket?.destroy());
        }
        return;
      }
    }
  }

  async function handle(httpReq: IncomingMessage, res: ServerResponse) {
    httpReq.socket.setNoDelay(true);
    const raw: Buffer[] = [];
    for await (const part of httpReq) raw.push(part as Buffer);
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(raw).toString('utf8'));
    } catch {
      body = undefined;
    }
    const path = (httpReq.url ?? '/').split('?')[0] ?? '/';
    const record: RecordedRequest = {
      index: requests.length,
      method: httpReq.method ?? 'GET',
      path,
      headers: httpReq.headers,
      body,
      system: body?.system,
      messages: Array.isArray(body?.messages) ? body.messages : [],
      outputConfig: body?.output_config,
      stream: body?.stream === true,
      reply: 'sse',
      receivedAt: Date.now(),
    };
    res.on('finish', () => {
      record.endedAt ??= Date.now();
      changed();
    });
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
      record.endedAt ??= Date.now();
      changed();
    });

    if (httpReq.method !== 'POST' || path !== '/v1/messages') {
      record.reply = 'not-found';
      requests.push(record);
      changed();
      sendJson(res, 404, errorBody(404, `no route ${httpReq.method} ${path}`));
      return;
    }
    if (!authorized(httpReq.headers)) {
      record.reply = 'unauthorized';
      requests.push(record);
      changed();
      sendJson(res, 401, errorBody(401, 'invalid x-api-key'));
      return;
    }
    const reply = queue.shift() ?? makeDefault(record);
    record.reply = reply.kind;
    requests.push(record);
    changed();
    await answer(record, reply, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setDefault: (fn) => void (makeDefault = fn),
    until(predicate, timeoutMs = 3000) {
      return new Promise<void>((resolve, reject) => {
        if (predicate()) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake server: condition not met within ${timeoutMs}ms`));
        }, timeoutMs);
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
