export const HELP = `nightfall — Werewolf and Mafia in the terminal: one person at the table, AI players in every other seat.

Usage:
  nightfall                         a game to watch (a plain spectator transcript, paced)
  nightfall watch [--preset P] [--seed S] --plain [--pace MS] [--bots SIDE=random] [--log-dir DIR]
                                    one bot game as a readable transcript: roles and THINK shown, the winner at the end
  nightfall sim --preset P --games N --seed S [--json] [--log-dir DIR] [--concurrency K] [--bots SIDE=random]
                                    N bot games; prints wins per side, mean days, survival per role, games/s
                                    (--json: one JSON object with preset, games, seed, wins, meanDays, gamesPerSecond, …)
  nightfall help                    this text

Presets: werewolf (12 seats, default), werewolf-9, werewolf-6.
Flags:
  --preset P         the board
  --seed S           the seed: the same seed plays the same game
  --games N          how many games (sim)
  --concurrency K    games in flight at once (sim)
  --bots SIDE=random seat uniformly random players on a side (werewolves, village) to measure the bots against
  --log-dir DIR      write one JSONL event log per game into DIR, an event a line, as it happens
  --json             machine-readable summary (sim)
  --plain            plain transcript for pipes (watch)
  --pace MS          wait MS between lines (watch; default 0, and 400 for a bare \`nightfall\`)

Exit codes: 0 done, 2 bad flag or preset, 1 unexpected error.`;
