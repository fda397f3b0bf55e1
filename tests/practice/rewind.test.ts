// Rewind: the new line's log is the parent's, byte for byte, up to the branch point; then a branch note
// naming the parent, then the new answer. Answering as before changes nothing that follows.
import { readFileSync, existsSync, writeFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/events.js';
import { adviser } from '../../src/practice/advice.js';
import { lineSeat } from '../../src/practice/plain-seat.js';
import { decisionsIn, planRewind } from '../../src/practice/rewind.js';
import { playRewind } from '../../src/practice/rewind-run.js';
import { playedGame, type Played } from './played.js';

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);
const events = (path: string) => lines(path).map((l) => JSON.parse(l) as GameEvent);

async function rewind(parent: Played, k: number, answers: string[]) {
  const r = planRewind(parent.path, k);
  const person = lineSeat(answers, () => {}, adviser(r.plan.seed));
  return { r, result: await playRewind(r, { person }) };
}

describe('rewind', () => {
  let parent: Played;
  beforeAll(async () => {
    parent = await playedGame('werewolf-9', 7, 3, 'seer');
  });

  it('keeps the parent log byte for byte up to the branch, then notes the branch and the new answer', async () => {
    const { decisions } = decisionsIn(parent.path);
    const vote = decisions.find((d) => d.decision === 'vote')!;
    expect(vote).toBeDefined();
    const was = (JSON.parse(vote.answers[0]!) as { target: unknown }).target;
    const other = was === 5 ? '4' : '5';
    const { r, result } = await rewind(parent, vote.index, [other]);
    expect(r.branch.at).toBe(vote.at);
    const p = readFileSync(parent.path);
    const c = readFileSync(result.path);
    const prefix = lines(parent.path).slice(0, vote.at).join('\n').length + 1;
    expect(c.subarray(0, prefix).equals(p.subarray(0, prefix))).toBe(true);
    const child = events(result.path);
    expect(child[vote.at]).toMatchObject({ type: 'off_record', kind: 'branch', vis: { seats: [] }, detail: { parent: 'werewolf-9-7', at: vote.at, decision: vote.index } });
    expect(child[vote.at + 1]).toMatchObject({ type: 'answered', seat: 3, decision: 'vote', raw: other });
    expect(events(parent.path)[vote.at]).toMatchObject({ type: 'answered', seat: 3, decision: 'vote' });
    expect(child.at(-1)!.type).toBe('game_over');
    expect(result.path).toMatch(/werewolf-9-7-b\d+\.jsonl$/);
  });

  it('answering as before plays the same game: only the branch note differs', async () => {
    const { decisions } = decisionsIn(parent.path);
    const k = Math.ceil(decisions.length / 2);
    const { result } = await rewind(parent, k, decisions.slice(k - 1).flatMap((d) => d.answers));
    const strip = (es: GameEvent[]) => es.filter((e) => e.type !== 'off_record').map(({ n: _n, ...rest }) => JSON.stringify(rest));
    expect(strip(events(result.path))).toEqual(strip(events(parent.path)));
  });

  it('refuses a parent log the game does not reproduce, and writes nothing', async () => {
    const forged = parent.path.replace(/\.jsonl$/, '-forged.jsonl');
    const text = lines(parent.path);
    const i = text.findIndex((l) => l.includes('"type":"speech"'));
    text[i] = text[i]!.replace(/"text":"/, '"text":"Forged. ');
    writeFileSync(forged, text.join('\n') + '\n');
    const before = readdirSync(parent.dir).length;
    const k = decisionsIn(forged).decisions.length;
    await expect(rewind({ ...parent, path: forged }, k, ['4'])).rejects.toThrow(/does not match this game: event \d+/);
    expect(readdirSync(parent.dir).length).toBe(before);
    expect(existsSync(forged.replace(/\.jsonl$/, `-b${k}.jsonl`))).toBe(false);
  });

  it('refuses a decision the person did not make, naming the range', () => {
    const n = decisionsIn(parent.path).decisions.length;
    expect(() => planRewind(parent.path, n + 1)).toThrow(`--decision must be between 1 and ${n}`);
  });

  it('rewinds a Mafia game the same way', async () => {
    const mafia = await playedGame('mafia', 11, 2, 'detective');
    const { decisions } = decisionsIn(mafia.path);
    const { result } = await rewind(mafia, 1, decisions.flatMap((d) => d.answers));
    const strip = (es: GameEvent[]) => es.filter((e) => e.type !== 'off_record').map(({ n: _n, ...rest }) => JSON.stringify(rest));
    expect(strip(events(result.path))).toEqual(strip(events(mafia.path)));
  });
});
