// npm run bench: prints each benchmark with its goal. Medians of repeated runs; these machines are shared.
import { parseArgs } from 'node:util';
import { PRESET_IDS } from '../rules/index.js';
import { sanitize } from '../terminal/sanitize.js';
import { engineMicrosPerDecision, gamesPerSecond, median, strength } from './engine.js';
import { llmGame, type LlmBench } from './llm.js';
import { speedGame, speedLines, type SpeedBench } from './llm-speed.js';
import { screenBenches, screenLines } from './screen.js';
import { TALK_SEED, talkBench, talkLines } from './talk.js';
import { storageBench, storageLines } from './storage.js';
import type { Strength } from './engine.js';

const GAMES_PER_SECOND_GOAL: Record<string, number> = { werewolf: 200, mafia: 500 };
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const USAGE = `Usage: npm run bench -- [--quick] [--preset=NAME] [--talk-seed=N]
                            [--speed-seeds=1,2] [--json]

  --quick            fewer games and one seed a row (minutes instead of a quarter hour)
  --preset=NAME      one board (${PRESET_IDS().join(', ')}) or one part: talk, llm, screen, storage
  --talk-seed=N      seed of the talk part's self-play (default ${TALK_SEED})
  --speed-seeds=LIST seeds of the LLM speed game (default 1)
  --json             also print every figure as one JSON line
  --help             this text`;

function options(): { quick: boolean; only?: string; json: boolean; speedSeeds: number[]; talkSeed: number } | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        quick: { type: 'boolean' }, preset: { type: 'string' }, 'speed-seeds': { type: 'string' }, 'talk-seed': { type: 'string' },
        json: { type: 'boolean' }, help: { type: 'boolean' },
      },
    });
  } catch (err) {
    console.error(`${sanitize((err as Error).message)}\n\n${USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
  const v = parsed.values;
  if (v.help) {
    console.log(USAGE);
    return undefined;
  }
  const parts = [...PRESET_IDS(), 'talk', 'llm', 'screen', 'storage'];
  if (v.preset !== undefined && !parts.includes(v.preset)) {
    console.error(`Unknown --preset=${JSON.stringify(v.preset)}: one of ${parts.join(', ')}.`);
    process.exitCode = 2;
    return undefined;
  }
  const speedSeeds = (v['speed-seeds'] ?? '1').split(',').map(Number);
  if (speedSeeds.some((n) => !Number.isInteger(n) || n < 0)) {
    console.error(`--speed-seeds=${JSON.stringify(v['speed-seeds'])}: whole numbers separated by commas, like 1,2.`);
    process.exitCode = 2;
    return undefined;
  }
  const talkSeed = Number(v['talk-seed'] ?? TALK_SEED);
  if (!/^\d+$/.test(v['talk-seed'] ?? String(TALK_SEED)) || !Number.isSafeInteger(talkSeed)) {
    console.error(`--talk-seed=${JSON.stringify(v['talk-seed'])}: a whole number, like ${TALK_SEED}.`);
    process.exitCode = 2;
    return undefined;
  }
  return { quick: v.quick ?? false, only: v.preset, json: v.json ?? false, speedSeeds, talkSeed };
}

async function main(): Promise<void> {
  const opts = options();
  if (!opts) return;
  const { quick, only } = opts;
  const presets = only ? (['llm', 'screen', 'talk', 'storage'].includes(only) ? [] : [only]) : PRESET_IDS();
  const strengths: Record<string, Strength> = {};
  const speeds: Record<string, number> = {};
  const json: Record<string, unknown> = {};
  console.log(`Nightfall benchmarks — node ${process.version}, one core, no logs${quick ? ' (quick)' : ''}`);
  for (const preset of presets) {
    const gps = await gamesPerSecond(preset, quick ? 200 : 1000, quick ? 1 : 3);
    const eng = await engineMicrosPerDecision(preset, quick ? 50 : 300);
    const s = await strength(preset, quick ? 200 : 1000);
    const goal = GAMES_PER_SECOND_GOAL[preset];
    console.log(`\n${preset}`);
    console.log(`  bot games/s (median)      ${gps.toFixed(0)}${goal ? `   goal ≥ ${goal}: ${gps >= goal ? 'met' : 'NOT met'}` : ''}`);
    console.log(`  engine time per decision  ${eng.micros.toFixed(1)} µs   (${eng.decisionsPerGame.toFixed(0)} decisions a game)`);
    for (const [side, rate] of Object.entries(s.vsRandom)) {
      console.log(`  scripted ${side.padEnd(10)} vs random: ${pct(rate).padStart(6)} wins   goal ≥ 90%: ${rate >= 0.9 ? 'met' : 'NOT met'}`);
    }
    const selfRates = Object.entries(s.selfPlay);
    const first = selfRates[0]?.[1] ?? 0;
    console.log(`  self-play: ${selfRates.map(([side, r]) => `${side} ${pct(r)}`).join(', ')}   goal 35–65%: ${first >= 0.35 && first <= 0.65 ? 'met' : 'NOT met'}`);
    json[preset] = { gamesPerSecond: gps, engineMicrosPerDecision: eng.micros, ...s };
    strengths[preset] = s;
    speeds[preset] = gps;
  }
  if (!only || only === 'talk') {
    const talk = await talkBench({ quick, seed: opts.talkSeed, known: strengths, speeds });
    for (const line of talkLines(talk)) console.log(line);
    json.talk = talk;
  }
  if (!only || only === 'llm') {
    const delay = 60;
    const runs: LlmBench[] = [];
    for (const seed of quick ? [1] : [1, 2, 3]) runs.push(await llmGame(seed, delay));
    const m = (k: keyof LlmBench) => median(runs.map((r) => r[k]));
    console.log(`\nLLM path: 12-seat werewolf, --ai claude, fake server answering each call after ${delay} ms (median of ${runs.length})`);
    console.log(`  wall time ÷ critical path     ${m('wallOverCritical').toFixed(3)}×   (${m('wallSeconds').toFixed(1)} s ÷ ${m('criticalSeconds').toFixed(1)} s)   goal ≤ 1.15×: ${m('wallOverCritical') <= 1.15 ? 'met' : 'NOT met'}`);
    console.log(`  input per call, last ÷ first day ${m('lastDayOverFirst').toFixed(3)}×   goal ≤ 1.25×: ${m('lastDayOverFirst') <= 1.25 ? 'met' : 'NOT met'}`);
    console.log(`  input inside the cached prefix  ${(100 * m('cachedShare')).toFixed(1)}%   goal ≥ 60%: ${m('cachedShare') >= 0.6 ? 'met' : 'NOT met'}`);
    console.log(`  model calls per game          ${m('calls').toFixed(0)}; input tokens per game ${m('inputTokens').toFixed(0)}`);
    json.llm = { runs };
    // At a real model's speed a 12-seat game takes minutes: one seed, the spectator's game and the person's.
    const speed = { tokensPerSecond: 60, firstTokenMs: 800 };
    const speedRuns: SpeedBench[] = [];
    for (const seed of opts.speedSeeds) {
      const [watch, play] = await Promise.all([speedGame(seed, speed, 'watch'), quick ? undefined : speedGame(seed, speed, 'play')]);
      speedRuns.push(watch, ...(play ? [play] : []));
    }
    for (const line of speedLines(speed, speedRuns)) console.log(line);
    json.llmSpeed = speedRuns;
  }
  if (!only || only === 'screen') {
    const screen = await screenBenches(quick);
    for (const line of screenLines(screen)) console.log(line);
    json.screen = screen;
  }
  if (!only || only === 'storage') {
    const storage = await storageBench(quick);
    for (const line of storageLines(storage)) console.log(line);
    json.storage = storage;
  }
  if (opts.json) console.log(JSON.stringify(json));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
