// The bots' talk (issue 9's goal table): from seeded self-play logs, how much the talk repeats, how
// much of it is one stock sentence, whether it cites what never happened, whether votes follow words,
// whether team chat is an echo, whether the real investigator goes before an impostor; and, reused
// from the engine benchmarks, the bots' strength and speed.
import { PRESET_IDS } from '../rules/index.js';
import { gamesPerSecond, strength, type Strength } from './engine.js';
import { echoNights, type Echo } from './talk-chat.js';
import { wolfCheckHeeded, type Heeded } from './talk-heard.js';
import { citationProblems, type CitationProblem } from './talk-citations.js';
import { selfPlayGames, type TalkGame } from './talk-games.js';
import { premature, type Premature } from './talk-premature.js';
import { unreasonedIntents, type Unreasoned } from './talk-reasons.js';
import { mostCommonSentence, repetition, type CommonSentence, type Repetition } from './talk-text.js';
import { pkNaming, realBanishedFirst, votesAsAnnounced, type AsAnnounced, type PkNaming, type RealFirst } from './talk-votes.js';

/** The self-play boards the talk is read from: the 12-seat werewolf table and both mafia setups. */
export const TALK_PRESETS = ['werewolf', 'mafia', 'mafia-classic'] as const;
const INVESTIGATOR: Record<string, string> = { werewolf: 'seer', mafia: 'detective' };

export interface TalkFigures {
  games: number;
  repetition: Repetition;
  common: CommonSentence;
  campaign: CommonSentence;
  premature: Premature;
  /** citations the grammar's wordings make that the log before the speech does not hold */
  unfounded: { count: number; byKind: Record<string, number>; examples: CitationProblem[] };
  votes: AsAnnounced;
  /** vote intentions that cite nothing */
  bare: Unreasoned;
  pk: PkNaming;
  echo: Echo;
  realFirst: RealFirst;
  heard: Heeded;
}

export function talkFigures(games: readonly TalkGame[]): TalkFigures {
  const ruleset = games[0]?.ruleset ?? 'werewolf';
  return {
    games: games.length,
    repetition: repetition(games),
    common: mostCommonSentence(games),
    campaign: mostCommonSentence(games, (e) => e.context === 'campaign'),
    premature: premature(games),
    unfounded: unfounded(games),
    votes: votesAsAnnounced(games),
    bare: unreasonedIntents(games),
    pk: pkNaming(games),
    echo: echoNights(games),
    realFirst: realBanishedFirst(games, INVESTIGATOR[ruleset] ?? 'seer'),
    heard: wolfCheckHeeded(games),
  };
}

function unfounded(games: readonly TalkGame[]): TalkFigures['unfounded'] {
  const all = citationProblems(games);
  const byKind: Record<string, number> = {};
  for (const p of all) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
  return { count: all.length, byKind, examples: all.slice(0, 5) };
}

export interface TalkBench {
  perPreset: Record<string, TalkFigures>;
  gamesPerSecond12: number;
  strength: Record<string, Strength>;
}

/**
 * Runs the self-play and the figures. `known` strength results (from the per-preset benchmarks of the
 * same run) are reused instead of played again.
 */
export async function talkBench(quick: boolean, known: Record<string, Strength> = {}, knownSpeed?: number): Promise<TalkBench> {
  const games = quick ? 100 : 300;
  const perPreset: Record<string, TalkFigures> = {};
  for (const preset of TALK_PRESETS) perPreset[preset] = talkFigures(await selfPlayGames(preset, games, 1));
  const strengthByPreset: Record<string, Strength> = {};
  for (const preset of PRESET_IDS()) strengthByPreset[preset] = known[preset] ?? (await strength(preset, quick ? 200 : 1000));
  const gps = knownSpeed ?? (await gamesPerSecond('werewolf', quick ? 200 : 1000, quick ? 1 : 3));
  return { perPreset, gamesPerSecond12: gps, strength: strengthByPreset };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const isMafia = (preset: string) => preset.startsWith('mafia');

export function talkLines(b: TalkBench): string[] {
  const presets = Object.keys(b.perPreset);
  const f = (fn: (t: TalkFigures, preset: string) => string) => presets.map((p) => `${p} ${fn(b.perPreset[p]!, p)}`).join(' · ');
  const all = (ok: (t: TalkFigures, preset: string) => boolean) => presets.every((p) => ok(b.perPreset[p]!, p));
  const games = b.perPreset[presets[0]!]?.games ?? 0;
  const lines = [`\nbots/talk — seeded self-play, ${games} games per board, read back from --log-dir logs`];
  const row = (name: string, figures: string, goal: string, ok: boolean) => lines.push(`  ${name}\n    ${figures}\n    goal ${goal}: ${verdict(ok)}`);
  row('sentences repeating an earlier sentence of the same game (seat names aside)', f((t) => pct(t.repetition.share)), '≤ 12%', all((t) => t.repetition.share <= 0.12));
  row('sentences a bot repeats from its own earlier speech', f((t) => `${t.repetition.ownRepeated}`), '0', all((t) => t.repetition.ownRepeated === 0));
  row(
    'speeches holding the most common sentence',
    f((t) => `${pct(t.common.share)} "${t.common.sentence}"`),
    '≤ 8% werewolf, ≤ 10% mafia',
    all((t, p) => t.common.share <= (isMafia(p) ? 0.1 : 0.08)),
  );
  const withCampaign = presets.filter((p) => b.perPreset[p]!.campaign.speeches > 0);
  row(
    'campaign speeches holding the most common campaign sentence',
    withCampaign.map((p) => `${p} ${pct(b.perPreset[p]!.campaign.share)} of ${b.perPreset[p]!.campaign.speeches} "${b.perPreset[p]!.campaign.sentence}"`).join(' · '),
    '≤ 15%',
    withCampaign.every((p) => b.perPreset[p]!.campaign.share <= 0.15),
  );
  row(
    'speeches citing a vote, "yesterday", an earlier statement or a death before any happened',
    f((t) => `${t.premature.flagged} of ${t.premature.speeches} (${Object.entries(t.premature.byKind).map(([k, v]) => `${k} ${v}`).join(', ')})`),
    '0',
    all((t) => t.premature.flagged === 0),
  );
  row(
    'cited votes, claims and deaths not in the log before the speech (or dated phrases no citation explains)',
    f((t) => `${t.unfounded.count}${t.unfounded.count ? ` (${Object.entries(t.unfounded.byKind).map(([k, v]) => `${k} ${v}`).join(', ')})` : ''}`),
    '0',
    all((t) => t.unfounded.count === 0),
  );
  // Issue 9: "a bot votes as it announced, unless something said after its speech changed its mind, and then its next words say why".
  row(
    "votes cast as announced that day, or changed after later words and explained in the voter's next words (as announced; switches explained; switched and never spoke again)",
    f((t) => `${pct(t.votes.keptShare)} of ${t.votes.votes} (${pct(t.votes.share)}; ${t.votes.explained}; ${t.votes.silent})`),
    '≥ 95% werewolf, ≥ 90% mafia',
    all((t, p) => t.votes.keptShare >= (isMafia(p) ? 0.9 : 0.95)),
  );
  row('speeches announcing a vote with no reason (no cited fact, case followed or check)', f((t) => `${pct(t.bare.share)} of ${t.bare.intents}`), '≤ 5%', all((t) => t.bare.share <= 0.05));
  row('PK speeches announcing a vote outside the PK', f((t) => `${t.pk.offList} of ${t.pk.pkSpeeches}`), '0', all((t) => t.pk.offList === 0));
  row('nights whose team chat is one line echoed (or a lone member talking)', f((t) => `${pct(t.echo.share)} of ${t.echo.nights}`), '≤ 10%', all((t) => t.echo.share <= 0.1));
  row(
    'real investigator banished before an impostor, after counter-claims',
    f((t) => `${pct(t.realFirst.share)} of ${t.realFirst.counterClaimed}`),
    '≤ 25%',
    all((t) => t.realFirst.share <= 0.25),
  );
  row(
    "days a believed real investigator reports an evil check and that seat is banished the same day (voters who had announced elsewhere and switched)",
    f((t) => `${pct(t.heard.share)} of ${t.heard.reports} (${t.heard.switched} of ${t.heard.announcedElsewhere})`),
    '≥ 80%',
    all((t) => t.heard.reports === 0 || t.heard.share >= 0.8),
  );
  const vsRandom = Object.entries(b.strength).flatMap(([p, s]) => Object.entries(s.vsRandom).map(([side, r]) => `${p} ${side} ${pct(r)}`));
  row('each scripted side vs a random other side', vsRandom.join(' · '), '≥ 90%', Object.values(b.strength).every((s) => Object.values(s.vsRandom).every((r) => r >= 0.9)));
  const good = Object.entries(b.strength).map(([p, s]) => [p, s.selfPlay.village ?? s.selfPlay.town ?? 0] as const);
  row('self-play, good side wins', good.map(([p, r]) => `${p} ${pct(r)}`).join(' · '), '35–65%', good.every(([, r]) => r >= 0.35 && r <= 0.65));
  row('bot games per second, 12 seats, one core', b.gamesPerSecond12.toFixed(0), '≥ 200', b.gamesPerSecond12 >= 200);
  return lines;
}
