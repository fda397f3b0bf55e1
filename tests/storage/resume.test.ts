// Resume: a game killed at any moment continues from its log to the same end as an uninterrupted
// run; a person's recorded answers are replayed; torn and corrupt logs are handled.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/engine/game.js';
import { NOBODY } from '../../src/engine/events.js';
import { createTable } from '../../src/table/setup.js';
import { planResume } from '../../src/storage/resume-plan.js';
import { resumeGame, ResumeError } from '../../src/storage/resume.js';
import { LogError } from '../../src/storage/read-log.js';
import { cli } from '../helpers/cli.js';
import { FnPlayer, passive } from '../helpers/players.js';

const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = () => mkdtempSync(join(tmpdir(), 'nightfall-resume-'));
const jsonl = (events: readonly unknown[]) => events.map((e) => JSON.stringify(e) + '\n').join('');

async function botLog(preset: string, seed: number): Promise<string> {
  const { events } = await runGame(createTable({ preset, seed }));
  return jsonl(events);
}

const lineCount = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0);

/** Runs `nightfall ARGS` writing the log at `path`, and SIGKILLs it once the log has `lines` lines. */
function killAfter(args: string[], path: string, lines: number, home: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: root, stdio: 'ignore', env: { ...process.env, NIGHTFALL_HOME: home } });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (lineCount(path) >= lines) {
        clearInterval(timer);
        child.kill('SIGKILL');
      }
    }, 2);
    child.on('error', reject);
    child.on('exit', () => {
      clearInterval(timer);
      resolve();
    });
  });
}

const watchArgs = (seed: number, dir: string) => ['watch', '--plain', '--preset', 'werewolf-9', '--seed', String(seed), '--log-dir', dir, '--pace', '5'];

async function killWatch(seed: number, dir: string, lines: number): Promise<string> {
  const path = join(dir, `werewolf-9-${seed}.jsonl`);
  await killAfter(watchArgs(seed, dir), path, lines, join(dir, 'home'));
  return path;
}

describe('resume after kill -9', () => {
  // Seeds and moments: early (night 1), mid-game and late; the moment is a line count the log reaches.
  const cases: [number, number][] = [
    [3, 6],
    [11, 47],
    [29, 120],
    [101, 190],
  ];
  it.each(cases)('seed %i killed at line %i resumes to the uninterrupted game', async (seed, at) => {
    const dir = tmp();
    const expected = await botLog('werewolf-9', seed);
    const path = await killWatch(seed, dir, at);
    const cut = readFileSync(path, 'utf8');
    expect(cut.length).toBeLessThan(expected.length); // it was really interrupted
    expect(expected.startsWith(cut.slice(0, cut.lastIndexOf('\n') + 1))).toBe(true);
    const r = await cli(['resume', path, '--plain'], { NIGHTFALL_HOME: join(dir, 'home') });
    expect(r.stderr).toContain('resumed:');
    expect(r.code).toBe(0);
    const after = readFileSync(path, 'utf8');
    const ns = after.trimEnd().split('\n').map((l) => (JSON.parse(l) as { n: number }).n);
    expect(ns).toEqual(ns.map((_, i) => i)); // none lost, none doubled
    expect(after).toBe(expected);
    expect(r.stdout).toMatch(/win/);
  }, 300_000);

  it('a paced game is the same game: a decorated bot still answers by value (seed 2290: "Priya, … explain yourself" was read as a question when paced)', async () => {
    const dir = tmp();
    await cli(watchArgs(2290, dir), { NIGHTFALL_HOME: join(dir, 'home') });
    expect(readFileSync(join(dir, 'werewolf-9-2290.jsonl'), 'utf8') === (await botLog('werewolf-9', 2290))).toBe(true);
  }, 300_000);

  it('a random moment, and a resume killed in turn, still end as the uninterrupted game', async () => {
    const dir = tmp();
    const seed = 1 + Math.floor(Math.random() * 10_000);
    const at = 5 + Math.floor(Math.random() * 150);
    const expected = await botLog('werewolf-9', seed);
    const total = expected.split('\n').length - 1;
    const path = await killWatch(seed, dir, Math.min(at, total - 40));
    // The resume itself is killed some way further on, then resumed again.
    const second = Math.min(lineCount(path) + 30, total - 5);
    await killAfter(['resume', path, '--plain', '--pace', '5'], path, second, join(dir, 'home'));
    // On a loaded machine the paced resume may reach the end before the kill lands; then it is finished.
    if (!readFileSync(path, 'utf8').includes('"type":"game_over"')) {
      const r = await cli(['resume', path, '--plain'], { NIGHTFALL_HOME: join(dir, 'home') });
      expect(r.code, `seed ${seed}, killed at ${at} then ${second}: ${r.stderr}`).toBe(0);
    }
    expect(readFileSync(path, 'utf8') === expected, `seed ${seed}, killed at ${at} then ${second}`).toBe(true);
  }, 300_000);

  it('a finished game is not resumed; without an id there is nothing to resume', async () => {
    const home = tmp();
    const games = join(home, 'games');
    const w = await cli(['watch', '--plain', '--preset', 'werewolf-6', '--seed', '5', '--log-dir', games], { NIGHTFALL_HOME: home });
    expect(w.code).toBe(0);
    const byId = await cli(['resume', 'werewolf-6-5', '--plain'], { NIGHTFALL_HOME: home });
    expect(byId.code).toBe(2);
    expect(byId.stderr).toMatch(/werewolf-6-5 is already finished/);
    const r = await cli(['resume', '--plain'], { NIGHTFALL_HOME: home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no game to resume in .*\(1 finished\)/);
    const none = await cli(['resume', '--plain'], { NIGHTFALL_HOME: tmp() });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no game logs in/);
  }, 300_000);
});

describe('resume without an id', () => {
  it('picks the newest game that can be resumed, past finished, empty and foreign files', async () => {
    const home = tmp();
    const games = join(home, 'games');
    mkdirSync(games);
    const unfinished = (await botLog('werewolf-9', 11)).split('\n').slice(0, 50).join('\n') + '\n';
    const at = (name: string, text: string, minutesAgo: number) => {
      writeFileSync(join(games, name), text);
      const t = new Date(Date.now() - minutesAgo * 60_000);
      utimesSync(join(games, name), t, t);
    };
    at('older-unfinished.jsonl', unfinished, 30);
    at('finished.jsonl', await botLog('werewolf-6', 5), 20);
    at('quit-at-setup.jsonl', '', 10); // what closing the setup screen used to leave
    at('notes.jsonl', 'not a game\n', 5);
    const r = await cli(['resume', '--plain'], { NIGHTFALL_HOME: home });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`log: ${join(games, 'older-unfinished.jsonl')}`);
    expect(readFileSync(join(games, 'older-unfinished.jsonl'), 'utf8')).toBe(await botLog('werewolf-9', 11));
  }, 300_000);
});

describe('resume from a log', () => {
  it('drops a torn last line, reports it, and completes the game', async () => {
    const dir = tmp();
    const expected = await botLog('werewolf-9', 8);
    const lines = expected.split('\n');
    const path = join(dir, 'torn.jsonl');
    writeFileSync(path, lines.slice(0, 60).join('\n') + '\n' + lines[60]!.slice(0, 25));
    const plan = planResume(path);
    expect(plan.log.torn).toMatch(/line 61 is incomplete/);
    expect(plan.log.events).toHaveLength(60);
    const { appended } = await resumeGame(plan);
    expect(appended).toBe(lines.length - 1 - 60);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('seats the bots at the levels the log recorded', async () => {
    const levels = { werewolves: 'hard', village: 'easy' } as const;
    const { events } = await runGame(createTable({ preset: 'werewolf-9', seed: 8, levels }));
    expect(events[0]).toMatchObject({ type: 'game_created', table: { 'level.werewolves': 'hard', 'level.village': 'easy' } });
    const expected = jsonl(events);
    expect(expected).not.toBe(await botLog('werewolf-9', 8)); // the levels change the game
    const dir = tmp();
    const path = join(dir, 'levels.jsonl');
    writeFileSync(path, expected.split('\n').slice(0, 80).join('\n') + '\n');
    await resumeGame(planResume(path));
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('a corrupt line in the middle is an error naming the file and line; nothing is changed', async () => {
    const dir = tmp();
    const lines = (await botLog('werewolf-9', 8)).split('\n').slice(0, 40);
    lines[19] = '{"n":19,"type":"speech", oops';
    const path = join(dir, 'bad.jsonl');
    const text = lines.join('\n') + '\n';
    writeFileSync(path, text);
    expect(() => planResume(path)).toThrow(LogError);
    expect(() => planResume(path)).toThrow(`${path}:20: not valid JSON`);
    const r = await cli(['resume', path, '--plain']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${path}:20`);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('a log that another game made is refused and left as it was', async () => {
    const dir = tmp();
    const lines = (await botLog('werewolf-9', 8)).split('\n').slice(0, 80);
    const i = lines.findIndex((l) => l.includes('"type":"speech"'));
    lines[i] = lines[i]!.replace(/"text":"[^"]*"/, '"text":"Something else entirely."');
    const path = join(dir, 'other.jsonl');
    const text = lines.join('\n') + '\n';
    writeFileSync(path, text);
    await expect(resumeGame(planResume(path))).rejects.toThrow(ResumeError);
    await expect(resumeGame(planResume(path))).rejects.toThrow(/does not match this game: event \d+ .*"text" differs/);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it("replays a person's recorded answers, then asks the person again", async () => {
    const seat = 4;
    const first = new FnPlayer(passive, 'human');
    const { events } = await runGame(createTable({ preset: 'werewolf-9', seed: 21, human: { seat, name: 'Ada', participant: first } }));
    const answered = events.filter((e) => e.type === 'answered');
    expect(answered.length).toBe(first.asked.length);
    expect(answered.every((e) => e.seat === seat && JSON.stringify(e.vis) === JSON.stringify(NOBODY))).toBe(true);
    // Cut just after the person's third answer.
    const cut = answered[2]!.n + 1;
    const dir = tmp();
    const path = join(dir, 'person.jsonl');
    writeFileSync(path, jsonl(events.slice(0, cut)));
    const plan = planResume(path);
    expect(plan.human).toEqual({ seat, name: 'Ada' });
    expect(plan.answers.get(seat)).toHaveLength(3);
    await expect(resumeGame(plan)).rejects.toThrow(/has a person's seat/);
    const later = new FnPlayer(passive, 'human');
    await resumeGame(plan, { human: later });
    expect(later.asked.map((a) => a.kind)).toEqual(first.asked.slice(3).map((a) => a.kind));
    expect(readFileSync(path, 'utf8')).toBe(jsonl(events));
  });

  it('a practised role is dealt again on resume', async () => {
    const person = new FnPlayer(passive, 'human');
    const { events } = await runGame(createTable({ preset: 'werewolf-9', seed: 2, human: { seat: 1, participant: person, role: 'seer' } }));
    const path = join(tmp(), 'seer.jsonl');
    writeFileSync(path, jsonl(events.slice(0, 30)));
    const plan = planResume(path);
    expect(plan.human?.role ?? 'seer').toBe('seer');
    await resumeGame(plan, { human: new FnPlayer(passive, 'human') });
    expect(readFileSync(path, 'utf8')).toBe(jsonl(events));
  });
});
