export const HELP = `nightfall — Werewolf and Mafia in the terminal: one person at the table, AI players in every other seat.

Usage:
  nightfall                  the setup screen (game, role to practise, opponents), then the game;
                             without a terminal: a paced spectator transcript
  nightfall play [--preset P] [--seat N] [--role R] [--seed S] [--name NAME] [--pace MS] [--level L] [--log-dir DIR] [AI flags]
                             straight into a game in the seat N, practising role R
  nightfall watch [--preset P] [--seed S] [--pace MS] [--level L] [--log-dir DIR] [AI flags]
                             spectate: all seats AI, roles and THINK shown; space pauses, n steps, + and - change speed
  nightfall watch --plain [--preset P] [--seed S] [--pace MS] [--bots SIDE=random] [--level L] [--option K=V] [--log-dir DIR] [AI flags]
                             the same game as a plain transcript for pipes, ending with the winner
  nightfall sim --preset P --games N --seed S [--json] [--log-dir DIR] [--concurrency K] [--bots SIDE=random] [--level L] [--option K=V] [AI flags]
                             N games; wins per side, mean days, survival per role, games/s
                             (--json: one object with preset, games, seed, wins, winRate, meanDays, survival, gamesPerSecond, usage)
  nightfall resume [ID|FILE] [--plain] [--pace MS] [AI flags]
                             continue an interrupted game from its log (without an ID: the newest game
                             not finished and not being played); a game still being played is refused
  nightfall rewind ID|FILE [--decision K] [--answers FILE|-] [--plain] [--json] [--pace MS]
                             play one of your decisions again: the table rebuilt from the log as it was, you
                             answer differently, the bots play on; a new log (ID-bK) that history shows as a
                             branch. Without --decision: your decisions, numbered (--json for a list). Without a
                             terminal (or --plain, --answers): answers one a line from FILE or stdin, your
                             seat's transcript out; when they run out the strongest bot plays your seat on
  nightfall replay ID|FILE [--plain]
                             a recorded game again, as its spectator transcript; the log is checked as
                             for resume (a forged or foreign log is refused), a regular file up to 64 MB
  nightfall history [--json] the recorded games, newest first
  nightfall stats [--json]   wins per side; your record by role (votes on the other side, survival,
                             how often the AIs suspected you, your claims); each persona's record
  nightfall tournament [--roster A,B,…] [--games N] [--preset P] [--seed S] [--id ID] [--level L] [--json] [AI flags]
                             personas play N games, seats and roles rotating; standings with Elo; rerun to
                             resume (one run of a tournament at a time)
  nightfall config set|get|unset|list [KEY [VALUE]]
                             saved settings: ai (bots|claude|mixed), model, baseUrl, apiKey (kept owner-only, never printed),
                             level (easy|normal|hard: how well the offline bots play)
  nightfall fake-server [--port N] [--delay MS] [--chunk CHARS] [--rate TOK/S] [--first-token MS] [--realistic] [--faults PCT]
                             a local stand-in for the Anthropic API, to try --ai claude with no key or network;
                             --rate streams at a model's speed, --realistic answers at a model's lengths,
                             --faults breaks that share of answers (529, 500, mid-stream error, dropped connection)
  nightfall help             this text

Presets: werewolf (12 seats, default), werewolf-9, werewolf-6, mafia (7), mafia-classic (8).
Roles to practise: werewolf, seer, witch, hunter, guard, villager; mafia, detective, doctor, villager.

Flags:
  --preset P          the board
  --seed S            the seed: the same seed deals and plays the same game with bots
  --seat N            your seat (play); --role R gives you that role; --name NAME your name at the table
  --pace MS           wait MS between AI lines (play, watch); 0 shows them at once
  --games N           how many games (sim); --concurrency K games in flight at once
  --bots SIDE=random  uniformly random players on a side (werewolves, village, mafia, town), to measure the bots
  --level L           how well the offline bots play: easy (loose reading, clumsy lies), normal (default), hard;
                      SIDE=L for one side only, e.g. --level werewolves=hard (or: nightfall config set level hard)
  --option K=V        a table option, e.g. witchSelfSave=firstNight, guardAndAntidoteKill=true, nominations=false
  --log-dir DIR       one JSONL event log per game in DIR, written as it happens (play keeps its log in the user data directory);
                      never over an earlier log: sim refuses a folder holding one, watch and play take the next free name
  --json              machine-readable output

AI flags (the model in the AI seats; offline bots are the default):
  --ai bots|claude|mixed   claude: every AI seat; mixed: every other one (or: nightfall config set ai claude)
  --model M                default claude-sonnet-5-5 (or NIGHTFALL_MODEL)
  --base-url URL           any Anthropic-compatible server (or ANTHROPIC_BASE_URL)
  --api-key KEY            (or ANTHROPIC_API_KEY, or nightfall config set apiKey)
  --on-ai-error bots|stop  without a terminal to ask: what to do if the model cannot play (wrong key, model or server,
                           no credit or permission; default bots)
  Tracing: set OTEL_EXPORTER_OTLP_ENDPOINT (or LANGFUSE_PUBLIC_KEY and LANGFUSE_SECRET_KEY) to send each decision as a span.

Files: NIGHTFALL_HOME overrides the data directory (game logs, settings, nightfall.db with games, players, tournaments),
  all owner-only (folders 0700, files 0600). A finished game is recorded as it ends; history, stats and resume record
  any finished log of the games folder whose result was not saved. A damaged database is named and left untouched.
Exit codes: 0 done, 2 bad flag, preset or input file (log, settings, persona), 1 stopped, a file or database that
  cannot be used (the message names it), or unexpected error.`;
