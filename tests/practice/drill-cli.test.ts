// nightfall drill without a terminal: the recap, answers from a file, the strongest bot's play and both
// lines' outcomes; --json; the result kept per role for stats and marked in history; bad --role and
// --preset values named in one line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

describe('nightfall drill (plain)', () => {
  const home = mkdtempSync(join(tmpdir(), 'nightfall-drill-home-'));
  const env = { NIGHTFALL_HOME: home };

  it('plays the witch drill from an answers file, then says what the bot would do and how both lines end', async () => {
    const answers = join(home, 'answers.txt');
    writeFileSync(answers, '# the witch keeps her potions\npass\n');
    const run = await cli(['drill', '--role', 'witch', '--seed', '1', '--answers', answers], env);
    expect(run.stderr).toMatch(/drill log: .*drill-werewolf-witch-\d+\.jsonl \(from werewolf seed \d+, seat \d+\)/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Drill: the witch with both potions, on a night the werewolves attack the sheriff or a seat that claimed a role \(werewolf, seed \d+, seat \d+/);
    expect(run.stdout).toMatch(/What your seat knows:\n {2}You are Seat \d+ \(You\), the witch\./);
    expect(run.stdout).toContain('Antidote: unused; "antidote" saves');
    expect(run.stdout).toMatch(/\n> pass\n/);
    // What the position held: the facts behind the bot's answer at its key decision, and that the answer there matters.
    expect(run.stdout).toMatch(/What this position held that a strong player would use \(at your witch, as the source game reached it\):\n {2}\S/);
    expect(run.stdout).toMatch(/Played on over 20 continuations each, the village wins \d+ of 20 \(\d+–\d+%\) after the first and \d+ of 20 \(\d+–\d+%\) after the second/);
    expect(run.stdout).toMatch(/What the strongest offline bot in your seat would have done \(= the same as your answer, ≠ another; both lines are judged whole below\):\n {2}[=≠] {2}1 {2}night \d+ {2}witch: you pass\n/);
    expect(run.stdout).toMatch(/Both lines played on over 20 continuations each: your line: the village wins \d+ of 20 \(\d+–\d+%\); the strongest bot's: \d+ of 20 \(\d+–\d+%\)\.\n(RIGHT|WRONG|A TIE|MOOT|Your answers were)/);

    const json = await cli(['drill', '--role', 'detective', '--preset', 'mafia-classic', '--seed', '1', '--json'], env, '3\n');
    expect(json.code).toBe(0);
    const r = JSON.parse(json.stdout) as { role: string; preset: string; recap: string[]; decisions: { kind: string; recommended: string; agreed: boolean }[]; outcome: { continuations: number; yours: number; bots: number; side: string } };
    expect(r.role).toBe('detective');
    expect(r.recap[0]).toMatch(/the sheriff\.$/);
    expect(r.recap.join('\n')).toMatch(/is MAFIA/);
    expect(r.decisions.length).toBeGreaterThan(0);
    expect(r.outcome).toMatchObject({ continuations: 20, side: 'town' });

    const stats = JSON.parse((await cli(['stats', '--json'], env)).stdout) as { drills: { role: string; drills: number; continuations: number }[] };
    expect(stats.drills.map((d) => [d.role, d.drills, d.continuations])).toEqual([
      ['detective', 1, 20],
      ['witch', 1, 20],
    ]);
    // Lines that would pass 80 columns go on under an indent of six: read as one.
    expect((await cli(['stats'], env)).stdout.replace(/\n {6}/g, ' ')).toMatch(/Drills .*\n {2}detective: 1 drill, your answers matched the bot's \d+ of \d+; your line won \d+ of 20, the bot's \d+ of 20/);
    expect((await cli(['history'], env)).stdout.replace(/\n {6}/g, '  ')).toMatch(/Drills \(nightfall drill\):\n.*drill-mafia-classic-detective-\d+ {2}mafia-classic {2}drill: detective/);
  }, 300_000);

  it("answering as the strongest bot would gives one line, not two that differ", async () => {
    const first = JSON.parse((await cli(['drill', '--role', 'witch', '--seed', '832377', '--json'], env, 'pass\n')).stdout) as { decisions: { recommended: string }[] };
    const answers = join(home, 'as-the-bot.txt');
    writeFileSync(answers, first.decisions.map((d) => d.recommended).join('\n') + '\n');
    const again = JSON.parse((await cli(['drill', '--role', 'witch', '--seed', '832377', '--json', '--answers', answers], env)).stdout) as { decisions: { agreed: boolean }[]; outcome: { yours: number; bots: number } };
    expect(again.decisions.every((d) => d.agreed)).toBe(true);
    expect(again.outcome.bots).toBe(again.outcome.yours);
  }, 300_000);

  it('names a bad --role or --preset in one line', async () => {
    const role = await cli(['drill', '--role', 'wizard'], env);
    expect(role.code).toBe(2);
    expect(role.stderr).toMatch(/^nightfall: no preset has a role "wizard"; roles: werewolf: .*\n$/);
    const preset = await cli(['drill', '--preset', 'chess'], env);
    expect(preset.code).toBe(2);
    expect(preset.stderr).toBe('nightfall: unknown preset "chess"; known: werewolf, werewolf-9, werewolf-6, mafia, mafia-classic\n');
    const both = await cli(['drill', '--role', 'guard', '--preset', 'werewolf-6'], env);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('nightfall: werewolf-6 has no role "guard"; roles: werewolf, seer, witch, villager\n');
  }, 300_000);
});
