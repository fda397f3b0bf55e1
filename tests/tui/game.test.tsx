// Whole games played through the screen by typing as the person's seat, to the end screen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import type { GameEvent } from '../../src/engine/events.js';
import { findBoard } from '../../src/rules/index.js';
import { SessionApp } from '../../src/tui/apps.js';
import { createPlaySession } from '../../src/tui/session.js';
import { drive } from './drive.js';
import { frame, KEY, liveHeight, mount, press, waitForText } from './helpers.js';

afterEach(cleanup);

function start(preset: string, seed: number, role: string | undefined, seat = 1, name?: string) {
  const log: GameEvent[] = [];
  const session = createPlaySession({ preset, seed, seat, paceMs: 0, ...(role ? { role } : {}), ...(name ? { name } : {}), onEvent: (e) => log.push(e) });
  const r = mount(<SessionApp session={session} />, { columns: 80, rows: 24 });
  return { session, r, log };
}

describe('a whole game through the screen', () => {
  it('werewolf-6 as the seer: a night action, a refused answer, speeches with a claim, votes, to the review', async () => {
    const { session, r, log } = start('werewolf-6', 3, 'seer');
    const played = await drive(session, r);
    await waitForText(r, ' Roles  Your decisions  Suspicion of you  THINK', 5000);

    expect(played.prompts.seer).toBeGreaterThanOrEqual(2); // the refused check and its retry
    expect(played.refusedHint).toMatch(/There is no seat 9/);
    expect(played.speeches).toBeGreaterThanOrEqual(1);
    expect(played.claims).toBe(1);
    expect(played.prompts.vote).toBeGreaterThanOrEqual(1);
    expect(played.maxLive).toBeLessThanOrEqual(23);

    const f = frame(r);
    expect(f).toContain('Your answer "9" (seer) was refused: There is no seat 9');
    expect(f).toMatch(/Your check: Seat \d \(\w+\) is (good|a werewolf)\./);
    expect(f).toContain('Seat 1 (You) [campaign] I have watched the table closely');
    expect(f).toContain('I am the seer.');
    expect(f).toMatch(/┌─ Day 1 vote\n(│ .*\n)+└─ /);
    expect(f).toMatch(/★ The (village|werewolves) wins?/);
    expect(liveHeight(r)).toBeLessThanOrEqual(23);

    // The log the caller keeps saw the person's answers as the engine took them.
    expect(log.some((e) => e.type === 'seer_checked' && e.seat === 1)).toBe(true);
    expect(log.some((e) => e.type === 'refused' && e.seat === 1)).toBe(true);
    expect(log.at(-1)!.type).toBe('game_over');

    await press(r, KEY.right);
    await waitForText(r, /[✓✗·≈○=] Night 1 +checked Seat \d/);
    await press(r, KEY.right);
    await waitForText(r, "Each AI's suspicion of you from its belief model");
  }, 300_000);

  it('werewolf (12 seats) as a werewolf: the pack chat before the pick, everything within 80×24', async () => {
    const { session, r } = start('werewolf', 7, 'werewolf', 3);
    const played = await drive(session, r);
    await waitForText(r, ' Roles  Your decisions', 5000);
    expect(played.prompts.wolf_proposal).toBeGreaterThanOrEqual(1);
    expect(played.maxLive).toBeLessThanOrEqual(23);
    expect(frame(r)).toMatch(/\[wolf chat\] Seat 3 \(You\): "Take the quiet one tonight\."/);
  }, 300_000);

  it('werewolf-9 as the witch', async () => {
    const { session, r } = start('werewolf-9', 4, 'witch', 5);
    const played = await drive(session, r);
    await waitForText(r, ' Roles  Your decisions', 5000);
    expect(played.prompts.witch).toBeGreaterThanOrEqual(1);
    expect(played.maxLive).toBeLessThanOrEqual(23);
  }, 300_000);

  it.runIf(findBoard('mafia') !== undefined)('mafia, rendered through the ruleset\'s own lines', async () => {
    const { session, r } = start('mafia', 3, undefined);
    const played = await drive(session, r);
    await waitForText(r, ' Roles  Your decisions', 5000);
    expect(Object.keys(played.prompts).length).toBeGreaterThan(0);
    expect(played.maxLive).toBeLessThanOrEqual(23);
    // Each ballot went with the words typed after the pick, and the table saw them under the tally.
    expect(played.remarks).toBeGreaterThan(0);
    expect(frame(r)).toContain('with the ballot: “My vote, as I said.”');
  }, 300_000);

  it.runIf(findBoard('mafia-classic') !== undefined)('mafia-classic as the doctor named in CJK and emoji, and as mafia in the night talk', async () => {
    const doctor = start('mafia-classic', 2, 'doctor', 3, '王小明😀');
    const a = await drive(doctor.session, doctor.r, { speech: '我觉得二号在说谎，他昨天一直在投票给好人。😀 Seat 2 is lying.' });
    await waitForText(doctor.r, ' Roles  Your decisions', 5000);
    expect(a.prompts.protect).toBeGreaterThanOrEqual(1);
    expect(a.maxLive).toBeLessThanOrEqual(23);
    expect(a.maxColumns).toBeLessThanOrEqual(80);
    expect(frame(doctor.r)).toContain('Seat 3 (王小明😀)');
    cleanup();
    const mafioso = start('mafia', 5, 'mafia', 3);
    const b = await drive(mafioso.session, mafioso.r);
    await waitForText(mafioso.r, ' Roles  Your decisions', 5000);
    expect(b.prompts.mafia_chat).toBeGreaterThanOrEqual(2);
    expect(b.maxLive).toBeLessThanOrEqual(23);
    expect(b.maxColumns).toBeLessThanOrEqual(80);
    expect(b.frames.mafia_chat!.replace(/\s+/g, ' ')).toMatch(/decide the kill/);
    expect(frame(mafioso.r)).toContain('Seat 3 (You): "Take the quiet one tonight."');
  }, 300_000);
});
