// A member's own fake claim is told in the first person and in more than one way ("I'll fake-claim
// seer tomorrow", "tomorrow I come out as the seer"); a plan for a partner names the partner. A partner's
// answer to a plan ("good plan, Seat 2; a fake seer gets the first word") plans nothing: read as a plan,
// the next member answered it as the answerer's own claim (werewolf and mafia, 100 games each, seed 5:
// 25 of 140 answers named a seat that had planned nothing).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.js';
import { loadPersonasCached } from '../../src/personas/load.js';
import { fakePlan } from '../../src/players/scripted/policy/fake-plan.js';
import { gameWords, renderTeam, SpeechMemory, type TeamCtx } from '../../src/players/scripted/speech/index.js';
import type { TeamAct } from '../../src/players/scripted/speech/plan.js';
import { label } from '../helpers/speech-plans.js';
import { corpusGame } from '../helpers/corpus.js';

const personas = loadPersonasCached();

function ctx(seed: number, me = 1): TeamCtx {
  return { persona: personas[seed % personas.length]!, rng: new Rng(seed), me, label, day: 2, phase: 'night', memory: new SpeechMemory(), words: gameWords('werewolf'), teamAlive: 3 };
}

describe('a fake claim planned in team chat', () => {
  it("is the member's own, in the first person, in several wordings", () => {
    const said = new Set<string>();
    for (let seed = 0; seed < 80; seed++) {
      const text = renderTeam({ act: 'plan_claim', who: 1, role: 'seer', checks: seed % 2 ? [{ target: 5, bad: true }] : [] }, ctx(seed));
      expect(text).toMatch(/\bI\b|\bI'll\b|\bmy\b/);
      expect(text).not.toContain(label(1));
      said.add(text.replace(/ and call .*| ?, calling .*/, '').replace(/\.$/, ''));
    }
    expect(said.size).toBeGreaterThanOrEqual(5);
  });

  it('reads back as the member\'s own plan', () => {
    for (let seed = 0; seed < 80; seed++) {
      const text = renderTeam({ act: 'plan_claim', who: 1, role: 'seer', checks: seed % 2 ? [{ target: 5, bad: true }] : [] }, ctx(seed));
      expect(fakePlan(text, 1), text).toEqual({ by: 1, role: 'seer' });
    }
  });

  it("names the partner it is for", () => {
    for (let seed = 0; seed < 30; seed++) {
      const text = renderTeam({ act: 'plan_claim', who: 4, role: 'seer', checks: [] }, ctx(seed));
      expect(text).toContain(label(4));
      expect(fakePlan(text, 1), text).toEqual({ by: 4, role: 'seer' });
    }
  });

  it('is not read into an answer to it', () => {
    const answers: TeamAct[] = (['splits', 'trusted_rival', 'suspected_claim', 'instead'] as const).map((why) => ({ act: 'answer_plan', by: 4, role: 'seer', why, rival: 7 }));
    for (let seed = 0; seed < 30; seed++) for (const a of answers) expect(fakePlan(renderTeam(a, ctx(seed)), 1)).toBeUndefined();
    // A person's words read as before.
    expect(fakePlan("Let's lie low day 1. I might fake detective on Seat 4 if pushed.", 2)).toEqual({ by: 2, role: 'detective' });
  });

  // Werewolf at nine and six seats: at twelve, with a guard, no wolf opens a fake claim, so few plans are told; in
  // Mafia every death shows its role by morning, and a first fake claim after a shown role is not one a pack plans.
  it.each(['werewolf-9', 'werewolf-6'])('%s: every answer to a plan names the member who planned it', async (preset) => {
    const wrong: string[] = [];
    let answered = 0;
    for (let i = 0; i < 60; i++) {
      const events = await corpusGame(preset, i);
      let night: { seat: number; message: string }[] = [];
      const seats = (events.find((e) => e.type === 'game_started')!.seats as { seat: number; name: string }[]);
      for (const e of events) {
        if (e.type === 'phase_started') night = [];
        if (e.type !== 'wolf_proposal' && e.type !== 'mafia_chat') continue;
        const m = String(e.message ?? '');
        // The bots name seats by name: "good plan, Katya; …", "Katya faking the seer works for me".
        const to = /(?:^|\. )(?:good plan, |yes to |not the \w+ claim, |I would drop the fake \w+, |hold the claim, |not now, )?([A-Z]\w+)(?: faking|[;:,]| as )/i.exec(m);
        const who = to ? seats.find((s) => s.name === to[1])?.seat : undefined;
        if (who !== undefined && /fak|claim|as the/i.test(m.slice(0, 80))) {
          if (night.some((x) => fakePlan(x.message, x.seat, seats))) {
            answered++;
            if (!night.some((x) => fakePlan(x.message, x.seat, seats)?.by === who)) wrong.push(`${preset} ${i}: ${m}`);
          }
        }
        night.push({ seat: e.seat as number, message: m });
      }
    }
    expect(answered).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  }, 300_000);
});
