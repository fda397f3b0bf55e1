// A lean on a seat just asked about a ballot the speaker or the table cast too says what it rests on, a gut read, not the
// ballot: "Oskar, you voted Tomas yesterday, as I did; where do you lean today, and on what? My eye is on Oskar" read as the
// shared ballot held against him (a blind reader's first tell, three transcripts, seeds 1207301-3), and "That ballot marks him
// no more than the rest of us, but Bruno is still where I lean" as a premise withdrawn in the same breath (a relay game,
// werewolf-9 seed 1208301). Bots only, on the shared seeded games.
import { describe, expect, it } from 'vitest';
import { LEAN_BESIDE_SHARED } from '../../src/players/scripted/speech/lines.js';
import { corpusGames } from '../helpers/corpus.js';

/** A question about a ballot said as shared ("…, as I did;", "…too, so the question Bruno put to Elsie is yours as well"). */
const SHARED = /\b([A-Z][a-z]+), (?:yesterday, )?you [^.?]*(?:, as (?:I|we all|most of us) did[;,]|\btoo, so the question|\b(?:too|as well)[;,] same question)/;
/** Each gut-read wording's fixed head, before its first slot. */
const HEADS = LEAN_BESIDE_SHARED.map((l) => l.split('{')[0]!.trim().toLowerCase()).filter((h) => h.length > 3);

describe('a lean after a shared-ballot question', () => {
  it.each(['mafia', 'mafia-classic'])('%s: says it is a gut read, never holding the ballot up and dropping it', async (preset) => {
    let paired = 0;
    const bare: string[] = [];
    (await corpusGames(preset, 80)).forEach((events, i) => {
      for (const e of events) {
        if (e.type !== 'speech' || e.vis !== 'public' || e.context === 'last_words') continue;
        const text = String(e.text);
        const m = SHARED.exec(text);
        const claims = (e.claims as { kind: string; target?: number }[] | undefined) ?? [];
        const asked = claims.find((c) => c.kind === 'ask');
        if (!m || !asked || !claims.some((c) => c.kind === 'lean' && c.target === asked.target)) continue;
        // A lean said after the question (one said before it, as an answer to another seat, comes first and stands apart).
        const after = text.slice(m.index + m[0].length);
        if (!new RegExp(`\\b${m[1]}\\b`).test(after.split(/[.?!]\s/).slice(1).join(' '))) continue;
        paired++;
        if (!HEADS.some((h) => text.toLowerCase().includes(h))) bare.push(`game ${i}, day ${e.day}: ${text}`);
      }
    });
    expect(paired).toBeGreaterThan(5);
    expect(bare).toEqual([]);
    for (const e of (await corpusGames(preset, 80)).flat()) if (e.type === 'speech') expect(String(e.text)).not.toMatch(/marks (?:him|her|them) no more than|is no mark on (?:him|her|them); still/);
  }, 300_000);
});
