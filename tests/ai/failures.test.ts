// Failures that never clear are said once, in plain words, and the person chooses; broken answers are asked again.
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody, type FakeAnthropic, type FakeReply } from '../../src/fake-anthropic/server.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import { fakeServer, playAiGame, seatOf, userText } from './support.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PERMANENT: { name: string; reply: FakeReply; kind: string; says: RegExp }[] = [
  { name: 'a retired model (404)', reply: { kind: 'status', status: 404, body: errorBody(404, 'model: claude-sonnet-3-0') }, kind: 'model_not_found', says: /has no model "claude-sonnet-3-0"/ },
  {
    name: 'no credit (400)',
    reply: { kind: 'status', status: 400, body: errorBody(400, 'Your credit balance is too low to access the Anthropic API.') },
    kind: 'billing',
    says: /no credit left/,
  },
  { name: 'no permission (403)', reply: { kind: 'status', status: 403, body: errorBody(403, 'Your API key does not have permission to use the specified resource.') }, kind: 'auth', says: /does not allow this API key to use the model "claude-sonnet-3-0"/ },
  { name: 'a schema the server will not compile (400)', reply: { kind: 'status', status: 400, body: errorBody(400, 'compiled grammar is too large') }, kind: 'bad_request', says: /refused the request for the model "claude-sonnet-3-0" \(400: compiled grammar is too large\)/ },
];

describe('failures that never clear', () => {
  for (const f of PERMANENT) {
    it(`${f.name}: asked about once, in plain words; bots take the seats and no decision falls to the default`, async () => {
      server = await fakeServer();
      server.setDefault(() => f.reply);
      const g = await playAiGame(server, { preset: 'werewolf-6', seed: 6, model: 'claude-sonnet-3-0' });
      expect(g.failures).toHaveLength(1);
      expect(g.failures[0]!.kind).toBe(f.kind);
      expect(g.failures[0]!.message).toMatch(f.says);
      expect(g.result!.state.core.winner).not.toBeNull();
      expect(g.result!.events.filter((e) => e.type === 'defaulted')).toEqual([]);
      // Only the seats asked at once before the answer came; then no more calls.
      expect(server.requests.length).toBeLessThanOrEqual(6);
      expect(g.usage.byBots).toBeGreaterThan(20);
    }, 300_000);
  }

  it('the person chooses stop: the game stops, and the model is not asked again', async () => {
    server = await fakeServer();
    server.setDefault(() => PERMANENT[1]!.reply);
    const g = await playAiGame(server, { preset: 'werewolf-6', seed: 6, choice: 'stop' });
    expect(g.stopped).toBe(true);
    expect(g.failures).toHaveLength(1);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  }, 300_000);
});

describe('broken answers are asked again within the attempt budget', () => {
  it('an answer cut off at max_tokens is asked again with room to finish; a refusal too; three broken answers give the default', async () => {
    server = await fakeServer();
    const s = server;
    let cut = 0;
    let refusals = 0;
    s.setDefault((req) => {
      const text = userText(req);
      // The first seer check is cut off once; the first guard pick is refused every time.
      if (/Check one living player/.test(text) && cut++ === 0) return { kind: 'sse', text: '{"reasoning": "Seat 4 is', stopReason: 'max_tokens' };
      if (/Night 1\. Protect one/.test(text)) {
        refusals++;
        return { kind: 'sse', text: '', stopReason: 'refusal' };
      }
      return { kind: 'sse', text: fakeAnswer(req) };
    });
    const g = await playAiGame(s, { preset: 'werewolf', seed: 12 });
    const events = g.result!.events;
    const seer = g.result!.state.core.seats.find((x) => x.role === 'seer')!.seat;
    const seerCalls = s.requests.filter((r) => seatOf(r) === seer && /Check one living player/.test(userText(r)));
    expect(seerCalls[0]!.body.max_tokens * 2).toBe(seerCalls[1]!.body.max_tokens);
    expect(userText(seerCalls[1]!)).toBe(userText(seerCalls[0]!)); // no hint: the answer was not wrong
    expect(events.some((e) => e.type === 'defaulted' && e.seat === seer && e.day === 1)).toBe(false);
    const guard = g.result!.state.core.seats.find((x) => x.role === 'guard')!.seat;
    expect(refusals).toBe(3);
    expect(events.find((e) => e.type === 'defaulted' && e.seat === guard && e.decision === 'guard')).toBeTruthy();
    expect(g.usage.failures()).toMatchObject({ max_tokens: 1, refusal: 3 });
  }, 300_000);

  it('at 20% broken calls (529, 500, an error mid-stream, a dropped connection) at most 1% of decisions fall to the default', async () => {
    server = await fakeServer();
    const seen = new Map<string, number>();
    const faults: FakeReply[] = [
      { kind: 'status', status: 529, retryAfterMs: 1 },
      { kind: 'status', status: 500, retryAfterMs: 1 },
      { kind: 'error-mid-stream', after: 2 },
      { kind: 'drop', afterChunks: 2 },
    ];
    // The fault is a function of the prompt and how often it was asked, so the game is the same on every run.
    server.setDefault((req) => {
      const key = userText(req);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      const h = hash(`${key}#${n}`);
      return h % 5 === 0 ? faults[(h >>> 3) % faults.length]! : { kind: 'sse', text: fakeAnswer(req) };
    });
    const g = await playAiGame(server, { preset: 'werewolf', seed: 13 });
    const events = g.result!.events;
    const decisions = events.filter((e) => e.type === 'answered').length;
    const faulted = server.requests.filter((r) => r.reply !== 'sse').length;
    expect(faulted / server.requests.length).toBeGreaterThan(0.12);
    expect(events.filter((e) => e.type === 'defaulted').length).toBeLessThanOrEqual(Math.floor(decisions * 0.01));
  }, 300_000);
});

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
