// Issue 22 ("answers the strongest fact against the speaker"): a seat under fire answered only the name it was called
// ("Ada accused me, and I heard the reasons; they do not make me a werewolf") and never what the table held against it.
// Over 150 games (werewolf seed 60601, mafia-classic 60602), 0.9% of the pack's day-2+ defences and 4.2% of the
// village's answered a deed of the speaker's own (werewolf); now 57% and 61% do (mafia-classic 4.5/15.8% -> 48/45%): "I voted Wren yesterday, and so did
// Jonah and Greta: if that ballot marks me, it marks them too", "Ada voted me yesterday, and the wolves killed Ada
// that night: …". And the defects a relay game (seed 20261202, four model seats read by people) showed at once:
// the real seer, called a werewolf in the sheriff race by the pack's fake seer, only denied it (15 of 40 such
// campaigns, werewolf-9 seed 70701); a seat answered the accusation of a seat already shot; a fake seer reporting
// its wolf check added "I hold nothing against Tomas myself"; a role claimed again came as news ("no more hiding:
// I'm the seer", day after day: 122 speeches of 5,011); a hedge twice in one speech; a check said twice when a
// counter-claim had just told it.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { REBUT } from '../../src/players/scripted/speech/lines.js';
import { seededTalkGames as games } from '../helpers/talk-games.js';

type E = GameEvent & Record<string, any>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A rebuttal's own words, its slots read as any text (the {case} slot as a cited fact). */
const REBUTTALS = Object.values(REBUT)
  .flat()
  .map((l) => new RegExp(escape(l.replace(/^\{case\}/, '')).replace(/\\\{[a-z]+\\\}/g, '.+?'), 'i'));
/** Answering an accusation of the speaker: a denial after the accuser is named. */
const ACCUSED = /(?:went after|accused|pointed at) me\b/;
const DENIED = /not a werewolf|not mafia|wrong seat|wrong player|not a case against me|heard the reasons|listened to why|the answer is (?:still )?no|my answer is no|thinner than it sounds|fit half this table|not enough to vote on|does not hold together/;

const roleSpeeches = async (preset: string, n: number) => (await games(preset, n)).map((g) => g.events as E[]);

describe('a seat under fire answers what the table holds against it', () => {
  it.each([
    ['werewolf', 40, 0.3],
    ['mafia-classic', 60, 0.2],
  ])('%s: day-2+ defences answer a deed of the speaker, and none disowns the seat it then votes', async (preset, n, bound) => {
    let defences = 0;
    let answered = 0;
    const disowned: string[] = [];
    for (const events of await roleSpeeches(preset, n)) {
      const names = new Map<number, string>();
      for (const e of events) if (e.type === 'game_started' || e.type === 'game_created') for (const s of (e.seats ?? []) as { seat: number; name?: string }[]) if (s.name) names.set(s.seat, s.name);
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public' || e.context !== 'discussion' || e.day < 2) continue;
        const text = String(e.text);
        if (!(ACCUSED.test(text) && DENIED.test(text))) continue;
        defences++;
        if (REBUTTALS.some((re) => re.test(text))) answered++;
        // "I see Nell differently now" / "I've come off Nell since", then a vote on Nell.
        for (const c of e.claims as { kind: string; target: number }[]) {
          const name = names.get(c.target);
          if (c.kind === 'vote' && name && new RegExp(`${name} differently now|come off ${name}`).test(text)) disowned.push(text);
        }
      }
    }
    expect(defences).toBeGreaterThan(40);
    expect(answered / defences, `${answered} of ${defences}`).toBeGreaterThan(bound);
    expect(disowned, disowned.join('\n')).toEqual([]);
  }, 400_000);
});

describe('what a relay game showed', () => {
  it('werewolf-9: the seer counters a rival in the race; no answer to a dead accuser; a claim said again is no news; no hedge or check twice', async () => {
    let racesAfterRival = 0;
    const problems: string[] = [];
    for (const events of await roleSpeeches('werewolf-9', 120, 20261213)) {
      const roles = new Map<number, string>();
      const names = new Map<number, string>();
      const dead = new Set<number>();
      const claimed = new Map<number, string>();
      for (const e of events) {
        if (e.type === 'role_assigned') roles.set(e.seat as number, String(e.role));
        if (e.type === 'game_started' || e.type === 'game_created') for (const s of (e.seats ?? []) as { seat: number; name?: string }[]) if (s.name) names.set(s.seat, s.name);
      }
      for (const e of events) {
        if (e.type === 'died') for (const s of e.seats as number[]) dead.add(s);
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const text = String(e.text);
        const claims = e.claims as { kind: string; role?: string; target?: number; result?: string }[];
        const seat = e.seat as number;
        if (e.context === 'campaign' && roles.get(seat) === 'seer' && [...claimed].some(([s, r]) => r === 'seer' && s !== seat)) {
          racesAfterRival++;
          if (!claims.some((c) => c.kind === 'role' && c.role === 'seer')) problems.push(`seer silent in the race after a rival's claim: ${text}`);
        }
        for (const s of dead) if (names.has(s) && new RegExp(`${names.get(s)}, you have the wrong player`).test(text)) problems.push(`answers a dead accuser: ${text}`);
        if (/hold nothing against .* myself|nothing of my own on/.test(text) && claims.some((c) => c.kind === 'check' && c.result === 'werewolf' && c.target !== undefined && text.includes(`I hold nothing against ${names.get(c.target)}`))) problems.push(`disowns its own check: ${text}`);
        if (claimed.get(seat) !== undefined && /no more hiding|will not hide it any longer|time to say it|here is the truth/i.test(text)) problems.push(`a claim made before, said as news: ${text}`);
        if ((text.match(/not a case/g) ?? []).length >= 2) problems.push(`a hedge twice: ${text}`);
        for (const name of names.values()) if ((text.match(new RegExp(`(?:checked|looked at) ${name}\\b[^.]*last night`, 'g')) ?? []).length >= 2) problems.push(`a check told twice: ${text}`);
        for (const c of claims) if (c.kind === 'role' && c.role) claimed.set(seat, c.role);
      }
    }
    expect(racesAfterRival).toBeGreaterThan(10);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 400_000);
});

describe("a wolf the real seer named keeps its partner's counter-claim", () => {
  // Relay game, seed 20261203: Iris, named a werewolf by the real seer, said her partner's counter-claim "doesn't
  // balance". Over 300 werewolf-9 games (seed 90901), 40 of 159 speeches by such wolves suspected or voted the
  // partner whose claim was their defence; now 1 of 156 (last words).
  it('werewolf-9: seldom suspects or votes the partner whose claim defends it', async () => {
    let cases = 0;
    const dropped: string[] = [];
    for (const events of await roleSpeeches('werewolf-9', 150, 20261214)) {
      const wolves = new Set(events.filter((e) => e.type === 'role_assigned' && e.role === 'werewolf').map((e) => e.seat as number));
      const claimed = new Map<number, string>();
      const named: { by: number; t: number }[] = [];
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        const seat = e.seat as number;
        const claims = e.claims as { kind: string; role?: string; target?: number; result?: string }[];
        if (wolves.has(seat)) {
          const accusers = named.filter((x) => x.t === seat).map((x) => x.by);
          const defenders = [...claimed].filter(([s, r]) => r === 'seer' && wolves.has(s) && s !== seat && accusers.some((a) => a !== s && claimed.get(a) === 'seer')).map(([s]) => s);
          if (defenders.length) {
            cases++;
            if (claims.some((c) => (c.kind === 'suspect' || c.kind === 'vote') && defenders.includes(c.target!))) dropped.push(String(e.text));
          }
        }
        for (const c of claims) {
          if (c.kind === 'role') claimed.set(seat, c.role!);
          if (c.kind === 'check' && c.result === 'werewolf') named.push({ by: seat, t: c.target! });
        }
      }
    }
    expect(cases).toBeGreaterThan(30);
    expect(dropped.length / cases, dropped.join('\n')).toBeLessThan(0.05);
  }, 400_000);
});

// Mafia at 80x24 (seed 5858): "I put a vote on Greta yesterday, and so did Bruno: if that ballot marks me, it marks them
// too", the day after Bruno was shown mafia (said by his partner). A ballot shared is shared with seats not shown evil.
describe('a ballot answered as shared', () => {
  it.each([
    ['mafia', 140],
    ['mafia-classic', 60],
  ] as const)('%s: never names a seat shown evil as its company', async (preset, n) => {
    let shared = 0;
    const wrong: string[] = [];
    for (const events of await roleSpeeches(preset, n)) {
      const names = new Map<string, number>();
      for (const e of events) if (e.type === 'game_started') for (const s of (e.seats ?? []) as { seat: number; name: string }[]) names.set(s.name, s.seat);
      const shown = new Set<number>();
      for (const e of events) {
        if (e.type === 'role_revealed' && e.vis === 'public' && /mafia|werewolf|godfather/.test(String(e.role))) shown.add(e.seat as number);
        if (e.type !== 'speech' || e.vis !== 'public') continue;
        for (const s of String(e.text).split(/(?<=[.!?])\s+/)) {
          const m = /(?:and so did|along with|; so did) ([^:;,]+(?:, [^:;,]+)*)(?::|, and nobody|, so that ballot)/.exec(s);
          if (!m) continue;
          shared++;
          const company = [...names].filter(([name]) => new RegExp(`\\b${name}\\b`).test(m[1]!)).map(([, seat]) => seat);
          if (company.some((seat) => shown.has(seat))) wrong.push(s);
        }
      }
    }
    expect(shared).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 300_000);
});
