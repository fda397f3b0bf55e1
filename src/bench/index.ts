// npm run bench: prints each benchmark with its goal. Medians of repeated runs; these machines are shared.
import { PRESET_IDS } from '../rules/index.js';
import { engineMicrosPerDecision, gamesPerSecond, strength } from './engine.js';

const GAMES_PER_SECOND_GOAL: Record<string, number> = { werewolf: 200, mafia: 500 };
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const only = process.argv.find((a) => a.startsWith('--preset='))?.slice('--preset='.length);
  const presets = only ? [only] : PRESET_IDS();
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
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(json));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
