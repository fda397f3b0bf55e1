// A partner's plan for the day in team chat ("back me on Ada tomorrow") is heard: the bots answer it in the chat,
// agreeing or saying why not, and one that agreed pushes that seat by day. The bots' own chat lines never read as
// such a plan, so tables of bots play as before (a person, a werewolf at 80x24, seed 1207104: "back me on Ada"
// went unanswered, and the day went elsewhere).
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import type { GameEvent } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { dayPlan } from '../../src/players/scripted/policy/day-plan.js';
import { TEAM } from '../../src/players/scripted/speech/lines.js';
import { loadPersonas } from '../../src/personas/load.js';
import { FnPlayer, passive } from '../helpers/players.js';

type E = GameEvent & Record<string, any>;

const SEATS = ['Ada', 'Bruno', 'Elsie', 'Hugo', 'Iris', 'Jonah', 'Katya', 'Luca', 'Mira', 'Nell', 'Oskar', 'Priya'].map((name, i) => ({ seat: i + 1, name }));

describe('a day plan in team chat', () => {
  it('is read from a partner\'s words: the seat by name or number, not a seat it says to leave alone', () => {
    expect(dayPlan('Back me on Ada tomorrow: I will make the case.', SEATS)).toBe(1);
    expect(dayPlan("Let's push Seat 4 at the vote.", SEATS)).toBe(4);
    expect(dayPlan('Tomorrow we vote Katya out.', SEATS)).toBe(7);
    expect(dayPlan('Kill Hugo tonight. Then everyone pile onto Mira.', SEATS)).toBe(9);
    expect(dayPlan('go after oskar in the morning', SEATS)).toBe(11);
    expect(dayPlan("Don't push Ada, she is trusted.", SEATS)).toBeUndefined();
    expect(dayPlan('Hugo tonight; he is dangerous.', SEATS)).toBeUndefined();
    expect(dayPlan('Let us vote with the crowd tomorrow.', SEATS)).toBeUndefined();
    expect(dayPlan('Push Seat 40.', SEATS)).toBeUndefined();
    // A ballot told, not planned: a kill pick's reason ("she cast a vote against Jonah today") was answered as a plan on the
    // banished Jonah (werewolf, 80x24, seed 1230901).
    expect(dayPlan('Nell tonight. The village trusts Nell: she cast a vote against Jonah today.', SEATS)).toBeUndefined();
    expect(dayPlan('Katya has the table\'s ear, since my vote on Ada went with hers.', SEATS)).toBeUndefined();
    expect(dayPlan('We vote against Katya tomorrow.', SEATS)).toBe(7);
    expect(dayPlan('', SEATS)).toBeUndefined();
  });

  it('is never what the bots\' own chat lines say, whoever they name', async () => {
    const lines: string[] = [];
    const walk = (x: unknown): void => {
      if (typeof x === 'string') lines.push(x);
      else if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') Object.values(x).forEach(walk);
    };
    walk(TEAM);
    for (const p of loadPersonas()) walk((p.speech as { team?: unknown }).team);
    expect(lines.length).toBeGreaterThan(80);
    const filled = lines.map((l) => l.replace(/\{(target|partner|instead|who|rival|from|first)\}/g, 'Ada').replace(/\{[a-z_]+\}/g, 'them'));
    expect(filled.filter((l) => dayPlan(l, SEATS) !== undefined)).toEqual([]);
  });
});

/** Whether `seat` is alive before event `n`. */
const alive = (events: readonly E[], seat: number, n: number) => !events.some((e) => e.type === 'died' && e.n < n && (e.seats as number[]).includes(seat));

/** A werewolf game with the person in a werewolf seat, whose first night's chat asks the pack to push a villager by day. */
async function planned(seed: number) {
  let asked: number | undefined;
  const person = new FnPlayer((req) => {
    if (req.kind === 'wolf_proposal' && asked === undefined) {
      const mates = new Set(req.view.teammates);
      const names = new Map(req.view.seats.map((s) => [s.seat, s.name]));
      // The villager the first of the legal kill targets is not: a seat alive, not of the pack.
      const targets = req.options.filter((o) => /^\d+$/.test(o.value)).map((o) => Number(o.value));
      asked = req.view.seats.find((s) => s.alive && s.seat !== req.view.seat && !mates.has(s.seat) && s.seat !== targets[0])!.seat;
      return JSON.stringify({ message: `Back me on ${names.get(asked)} tomorrow; I will make the case against them.`, target: String(targets[0]) });
    }
    return passive(req);
  }, 'human');
  const table = createTable({ preset: 'werewolf', seed, human: { seat: 3, participant: person, role: 'werewolf' } });
  const events = (await runGame({ ...table, maxRounds: 40 })).events as E[];
  return { events, asked: asked! };
}

describe('a person\'s day plan in the wolves\' chat', () => {
  it('is answered by a partner who names the seat, and a partner that agreed pushes it on day 1', async () => {
    let answered = 0;
    let agreed = 0;
    let pushed = 0;
    let pointed = 0;
    const unsaid: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const { events, asked } = await planned(seed);
      const names = new Map((events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]).map((s) => [s.seat, s.name]));
      const mine = events.find((e) => e.type === 'wolf_proposal' && e.seat === 3)!;
      const replies = events.filter((e) => e.type === 'wolf_proposal' && e.seat !== 3 && e.n > mine.n && e.day === mine.day);
      // The first partner to speak after the plan answers it, naming the seat and saying where it stands.
      const reply = replies[0];
      if (!reply) continue;
      answered++;
      expect(reply.message, `seed ${seed}`).toContain(names.get(asked)!);
      if (!/back you on|works for the day|at the vote/.test(reply.message)) continue;
      agreed++;
      // Agreed in the chat, kept by day: its day-1 discussion and ballot go after that seat.
      // (A partner telling its own fake seer's story names the seat its story checks instead.)
      const speech = events.find((e) => e.type === 'speech' && e.seat === reply.seat && e.context === 'discussion' && e.day === 1);
      const claims = (speech?.claims ?? []) as { kind: string; target?: number }[];
      if (!speech || claims.some((c) => c.kind === 'role' || c.kind === 'check')) continue;
      if (!alive(events, asked, speech.n)) continue;
      // Its words go after the seat (on day 1, with nothing said yet, often a question put to it: "Vera, who is your pick?"),
      // unless the speech is taken up answering a case against itself.
      if (claims.some((c) => ['suspect', 'lean', 'vote', 'ask'].includes(c.kind) && c.target === asked)) pointed++;
      else if (!/accused me|pointed at me|since you ask/.test(String(speech.text))) unsaid.push(`seed ${seed}: ${speech.text}`);
      // And its ballot follows, while the seat is alive at the vote.
      const ballot = events.find((e) => e.type === 'vote' && e.seat === reply.seat && e.day === 1 && e.ballot !== 'sheriff');
      if (ballot && alive(events, asked, ballot.n)) expect(ballot.target, `seed ${seed}: ${speech.text}`).toBe(asked);
      pushed++;
    }
    expect(answered).toBeGreaterThanOrEqual(4);
    expect(agreed).toBeGreaterThan(0);
    expect(pushed).toBeGreaterThan(3);
    expect(unsaid).toEqual([]);
    expect(pointed).toBeGreaterThanOrEqual(pushed / 2);
  }, 300_000);
});

describe("a person's day plan in the mafia's chat", () => {
  it('is answered, and a partner that agreed goes after the seat on day 1 (its nomination, or its words)', async () => {
    let agreed = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let asked: number | undefined;
      const person = new FnPlayer((req) => {
        if (req.kind === 'mafia_chat' && asked === undefined) {
          const mates = new Set(req.view.teammates);
          asked = req.view.seats.find((s) => s.alive && s.seat !== req.view.seat && !mates.has(s.seat))!.seat;
          const name = req.view.seats[asked - 1]!.name;
          return JSON.stringify({ message: `Let's push ${name} tomorrow; they will lead the town if we let them.`, target: String(asked) });
        }
        const nominate = (req as { nominate?: number[] }).nominate;
        if (req.freeText && nominate?.length) return `I am listening to everyone carefully. I nominate ${nominate[0]}.`;
        return passive(req);
      }, 'human');
      const table = createTable({ preset: 'mafia', seed, human: { seat: 2, participant: person, role: 'mafia' } });
      const events = (await runGame({ ...table, maxRounds: 40 })).events as E[];
      const name = (events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[])[asked! - 1]!.name;
      const mine = events.find((e) => e.type === 'mafia_chat' && e.seat === 2)!;
      const reply = events.find((e) => e.type === 'mafia_chat' && e.seat !== 2 && e.n > mine.n && e.day === mine.day);
      expect(reply, `seed ${seed}`).toBeDefined();
      expect(reply!.message, `seed ${seed}`).toContain(name);
      if (!/back you on|works for the day|at the vote/.test(reply!.message)) continue;
      const speech = events.find((e) => e.type === 'speech' && e.seat === reply!.seat && e.context === 'discussion' && e.day === 1);
      if (!speech || !alive(events, asked!, speech.n) || (speech.claims as { kind: string }[]).some((c) => c.kind === 'role' || c.kind === 'check')) continue;
      agreed++;
      const points = (speech.claims as { kind: string; target?: number }[]).some((c) => ['suspect', 'lean', 'vote', 'ask'].includes(c.kind) && c.target === asked);
      expect(speech.nomination === asked || points, `seed ${seed}: ${speech.text}`).toBe(true);
    }
    expect(agreed).toBeGreaterThan(2);
  }, 300_000);
});
