// The screen bench judges render per streamed token by its median (every figure is quoted as a median),
// with the mean and p95 printed beside it: a few slow frames move the mean, not the verdict.
import { describe, expect, it } from 'vitest';
import { screenLines, type ScreenBench, type TokenCost } from '../../src/bench/screen.js';

const tokens = (medianMs: number, meanMs: number): TokenCost => ({ tokens: 300, meanMs, medianMs, p95Ms: 9.5, noFrame: 0, bytesPerFrame: 2048, transcriptItems: 1000 });
const memory = { days: 10, events: 500, transcriptItems: 400, baseRssMb: 80, baseHeapMb: 20, peakRssMb: 120, peakHeapMb: 40, endHeapMb: 30, seconds: 3 };
const bench = (t: TokenCost): ScreenBench => ({ firstFrame: { skipped: 'test' }, tokens: t, tokensDevelopment: t, memory });
const tokenLine = (t: TokenCost) => screenLines(bench(t)).find((l) => l.includes('render per streamed token'))!;

describe('screen bench verdict', () => {
  it('judges the per-token goal by the median and prints mean and p95 beside it', () => {
    const skewed = tokenLine(tokens(1.5, 3.1));
    expect(skewed).toMatch(/1\.50 ms median \(mean 3\.10 ms, p95 9\.50 ms/);
    expect(skewed).toMatch(/goal ≤ 2 ms median: met$/);
    expect(tokenLine(tokens(2.4, 1.9))).toMatch(/goal ≤ 2 ms median: NOT met$/);
  });
});
