// Tournament standings from its games in order: games and wins per persona per side, and a team
// Elo rating (each player moves by K × (result − expected), expected from the sides' mean ratings).
export interface SeatResult {
  persona: string;
  team: string;
  outcome: 'win' | 'loss' | 'draw';
}

export interface Standing {
  persona: string;
  games: number;
  wins: number;
  sides: Record<string, { games: number; wins: number }>;
  elo: number;
}

export const ELO_START = 1500;
export const ELO_K = 24;

export function standings(games: readonly SeatResult[][]): Standing[] {
  const table = new Map<string, Standing>();
  const get = (persona: string): Standing => {
    let s = table.get(persona);
    if (!s) table.set(persona, (s = { persona, games: 0, wins: 0, sides: {}, elo: ELO_START }));
    return s;
  };
  for (const game of games) {
    const winners = game.filter((p) => p.outcome === 'win').map((p) => get(p.persona));
    const losers = game.filter((p) => p.outcome === 'loss').map((p) => get(p.persona));
    const mean = (xs: Standing[]) => xs.reduce((a, s) => a + s.elo, 0) / Math.max(1, xs.length);
    const expectedWin = 1 / (1 + 10 ** ((mean(losers) - mean(winners)) / 400));
    const delta = winners.length && losers.length ? ELO_K * (1 - expectedWin) : 0;
    for (const s of winners) s.elo += delta;
    for (const s of losers) s.elo -= delta;
    for (const p of game) {
      const s = get(p.persona);
      const side = (s.sides[p.team] ??= { games: 0, wins: 0 });
      s.games++;
      side.games++;
      if (p.outcome === 'win') {
        s.wins++;
        side.wins++;
      }
    }
  }
  return [...table.values()]
    .map((s) => ({ ...s, elo: Math.round(s.elo) }))
    .sort((a, b) => b.elo - a.elo || b.wins - a.wins || a.persona.localeCompare(b.persona));
}
