// What a model writes is kept as written or asked again, never cut: its notebook comes back whole for a
// whole game and within its budget; an over-long speech is asked again; a claim outside the table's
// words or seats is dropped before it is stored; an empty team message is refused with a hint.
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/engine/decision.js';
import { NOTEBOOK_CHARS } from '../../src/engine/prompt-notes.js';
import { fakeAnswer } from '../../src/fake-anthropic/model.js';
import type { FakeAnthropic, RecordedRequest } from '../../src/fake-anthropic/server.js';
import { proposalSpec } from '../../src/rules/werewolf/night.js';
import { speechKindSpec } from '../../src/rules/werewolf/speeches.js';
import { chatSpec } from '../../src/rules/mafia/night.js';
import { fakeServer, playAiGame, seatOf, userText } from './support.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The notebook lines of a prompt, joined back: what the seat was handed. */
const handedBack = (user: string): string | undefined => {
  const lines = user.split('\n').filter((l) => l.startsWith('| '));
  return lines.length ? lines.map((l) => l.slice(2)).join('\n') : undefined;
};

/** The answer the server gave each request. */
const answers = new WeakMap<RecordedRequest, string>();

describe('the notebook', () => {
  it('comes back whole in every later prompt of a six-day game, within its budget; an over-long one is asked again', async () => {
    // Every vote abstains (nobody is banished, the game runs long); every answer rewrites the notebook, in
    // sentences, and every fifth one runs over the budget. The fake's answers follow the prompts, so a change to
    // them moves the game: the first of a few seeds that runs six days is read.
    let written = new Map<number, number>();
    const answer = (req: RecordedRequest) => {
      const a = JSON.parse(fakeAnswer(req)) as Record<string, unknown>;
      const user = userText(req);
      if (/^Day \d+ vote:/m.test(user) && 'choice' in a) a.choice = 'abstain';
      const seat = seatOf(req);
      const n = (written.get(seat) ?? 0) + 1;
      written.set(seat, n);
      const sentence = `Seat ${seat}, note ${n}: the reads so far hold, and the plan is to watch the votes.`;
      const over = n % 5 === 0 && !/refused: Your notebook/.test(user);
      a.notebook = Array.from({ length: over ? 12 : 6 }, () => sentence).join(' ');
      const text = JSON.stringify(a);
      answers.set(req, text);
      return { kind: 'sse' as const, text };
    };
    let g: Awaited<ReturnType<typeof playAiGame>> | undefined;
    for (const seed of [3, 4, 5, 6, 7, 8]) {
      await server?.close();
      server = await fakeServer();
      server.setDefault(answer);
      written = new Map();
      g = await playAiGame(server, { preset: 'werewolf', seed });
      if (g.result!.state.core.day >= 6) break;
    }
    const events = g!.result!.events;
    expect(g!.result!.state.core.day).toBeGreaterThanOrEqual(6);
    // Kept as written, whole and within the budget.
    const kept = events.filter((e) => e.type === 'memory' && typeof (e.notes as { notebook?: unknown }).notebook === 'string');
    expect(kept.length).toBeGreaterThan(100);
    for (const e of kept) expect(String((e.notes as { notebook: string }).notebook).length).toBeLessThanOrEqual(NOTEBOOK_CHARS);
    // An over-long notebook is refused with a hint that says how long it was, and asked again.
    const refused = events.filter((e) => e.type === 'refused' && /Your notebook was \d+ characters; it holds at most 600/.test(String(e.hint)));
    expect(refused.length).toBeGreaterThan(10);
    // Each seat is handed back the notebook of its last accepted answer, whole, in its next prompt.
    let checked = 0;
    const bySeat = new Map<number, RecordedRequest[]>();
    for (const r of server!.requests) bySeat.set(seatOf(r), [...(bySeat.get(seatOf(r)) ?? []), r]);
    for (const [, reqs] of bySeat) {
      let expected: string | undefined;
      for (const r of reqs) {
        expect(handedBack(userText(r))).toBe(expected);
        if (expected) checked++;
        const answer = JSON.parse(answers.get(r) ?? '{}') as { notebook?: string };
        if (answer.notebook && answer.notebook.length <= NOTEBOOK_CHARS) expected = answer.notebook;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // The prompt states the budget to every living seat; a seat that has died (its last words, its shot, its badge) is asked
    // for no notebook: nothing comes after.
    const dead = (r: RecordedRequest) => /You are dead\.|you have died\.|you are dead\./.test(userText(r));
    const budget = (r: RecordedRequest) => userText(r).includes(`"notebook" (optional, at most ${NOTEBOOK_CHARS} characters)`);
    expect(server!.requests.filter((r) => !dead(r)).every(budget)).toBe(true);
    expect(server!.requests.some(dead)).toBe(true);
    expect(server!.requests.filter(dead).some(budget)).toBe(false);
  }, 300_000);
});


describe('speeches are never cut', () => {
  it('an over-long speech is asked again, with the limit, and what the table hears is the shorter one', async () => {
    server = await fakeServer();
    let long = 0;
    server.setDefault((req) => {
      const a = JSON.parse(fakeAnswer(req)) as Record<string, unknown>;
      if ('speech' in a && /discussion: your turn/.test(userText(req)) && !/refused/.test(userText(req)) && long < 3) {
        long++;
        a.speech = `${'I have watched every vote and I will say it plainly. '.repeat(23)}A werewolf must be among them.`;
      }
      return { kind: 'sse', text: JSON.stringify(a) };
    });
    const g = await playAiGame(server, { preset: 'werewolf-9', seed: 5 });
    const events = g.result!.events;
    const refused = events.filter((e) => e.type === 'refused' && e.decision === 'discussion');
    expect(refused.length).toBe(3);
    for (const e of refused) expect(String(e.hint)).toMatch(/^Your speech was 1\d{3} characters; the limit is 800\. Nothing was said to the table/);
    const again = server.requests.filter((r) => /Your previous answer was refused: Your speech was/.test(userText(r)));
    expect(again.length).toBe(3);
    for (const e of events.filter((x) => x.type === 'speech')) expect(String(e.text).length).toBeLessThanOrEqual(800);
    expect(events.some((e) => e.type === 'speech' && /A werewolf mu/.test(String(e.text)))).toBe(false);
    // The question states the limit and where the seat speaks.
    const asked = server.requests.find((r) => /discussion: your turn/.test(userText(r)))!;
    expect(userText(asked)).toMatch(/Length: at least 10 and at most 800 characters \(a longer one is asked again, never cut\)\./);
    expect(userText(asked)).toMatch(/You speak (first|\d+(st|nd|rd|th)) of \d+/);
    // A last call says its order too, so a seat before this one with no last call heard is seen to have passed (a relay reader).
    const calls = server.requests.filter((r) => /\nLast call before the vote\./.test(userText(r)));
    expect(calls.length).toBeGreaterThan(0);
    for (const r of calls) expect(userText(r)).toMatch(/Last call before the vote\. You speak (first|\d+(st|nd|rd|th)) of \d+[^\n]*\. A seat that passes says nothing, so anyone before you whose last call is not shown above has passed/);
    // And the schema says it too.
    expect(JSON.stringify(asked.outputConfig)).toContain('800 characters at most for any speech');
  }, 300_000);
});

// A handler's context with just enough of a werewolf-9 table for the specs below.
const wolfCtx = () => {
  const seats = Array.from({ length: 9 }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: true, role: i < 3 ? 'werewolf' : 'villager', team: i < 3 ? 'werewolves' : 'village' }));
  return {
    state: { core: { seats, day: 2 }, rules: { night: 2, order: [1, 2, 3, 4, 5, 6, 7, 8, 9], candidates: [], campaignSpoken: [], pk: [] } },
    label: (s: number) => `Seat ${s} (P${s})`,
    name: (s: number) => `P${s}`,
    random: () => ({ pick: <T>(xs: T[]) => xs[0]!, int: () => 0 }),
    options: {},
  } as never;
};
const json = (o: Record<string, unknown>, model = true): Answer => ({ raw: JSON.stringify(o), json: o, ...(model ? { model: true } : {}) });

describe('what the model sends is checked before it is stored', () => {
  it('claims: a seat that does not exist, a role or result that is not the table\'s word are dropped; free wording is read', () => {
    const spec = speechKindSpec(wolfCtx(), 4, 'discussion');
    const r = spec.read(
      json({
        speech: 'I am the seer, and Seat 5 is a werewolf.',
        claims: [
          { kind: 'role', role: 'the Seer' },
          { kind: 'check', target: 5, result: 'a werewolf' },
          { kind: 'check', target: 40, result: 'werewolf' },
          { kind: 'role', role: 'sheriff' },
          { kind: 'check', target: 6, result: 'innocent-ish' },
          { kind: 'suspect', target: 12 },
          { kind: 'vote', target: 5 },
        ],
      }),
    );
    expect(r.ok && r.value.claims).toEqual([
      { kind: 'role', role: 'seer' },
      { kind: 'check', target: 5, result: 'werewolf' },
      { kind: 'vote', target: 5 },
    ]);
  });

  it('an empty message to the pack or the team is refused with a hint for a model, and taken from a person', () => {
    const wolf = proposalSpec(wolfCtx(), 1);
    const empty = wolf.read(json({ message: '  ', choice: '5' }));
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.hint).toMatch(/Your message to the pack was empty\. Write one short message/);
    expect(wolf.read(json({ message: 'Five talks too much.', choice: '5' })).ok).toBe(true);
    expect(wolf.read(json({ message: '', target: '5' }, false)).ok).toBe(true);
    const long = wolf.read(json({ message: 'x'.repeat(401), choice: '5' }));
    expect(!long.ok && long.hint).toMatch(/Your message was 401 characters/);
    const mafiaCtx = {
      ...(wolfCtx() as object),
      state: { core: { seats: Array.from({ length: 8 }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: true, role: i < 2 ? 'mafia' : 'villager', team: i < 2 ? 'mafia' : 'town' })), day: 1 }, rules: { night: 1 } },
    } as never;
    const team = chatSpec(mafiaCtx, 1, 1, true);
    const none = team.read(json({ message: '', choice: '5' }));
    expect(!none.ok && none.hint).toMatch(/Your message to your team was empty/);
    expect(team.read(json({ message: '', target: '5' }, false)).ok).toBe(true);
  });
});


describe('last words say what follows them', () => {
  // A relay reader, the hunter, learned only from the rules that his shot came after his last words.
  const ctx = (role: string, extra: Record<string, unknown>) => {
    const c = wolfCtx() as { state: { core: { seats: { role: string }[] }; rules: Record<string, unknown> } };
    c.state.core.seats[3]!.role = role;
    Object.assign(c.state.rules, { poisoned: [], sheriff: null }, extra);
    return c as never;
  };
  it("a hunter is told his shot comes next, unless poisoned; a sheriff that the badge does; a villager neither", () => {
    expect(speechKindSpec(ctx('hunter', {}), 4, 'last_words').question).toMatch(/shot comes right after these words/);
    expect(speechKindSpec(ctx('hunter', { poisoned: [4] }), 4, 'last_words').question).not.toMatch(/shot/);
    expect(speechKindSpec(ctx('villager', { sheriff: 4 }), 4, 'last_words').question).toMatch(/pass the badge/);
    const plain = speechKindSpec(ctx('villager', {}), 4, 'last_words').question;
    expect(plain).not.toMatch(/shot|badge/);
  });
});
