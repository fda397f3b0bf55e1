// Flag values checked: a bad one is a one-line message and exit code 2, never a stack trace.

export class UsageError extends Error {}

/** A whole number between min and max, or a one-line usage error naming the flag and the value. */
export function intFlag(value: string, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number (got "${value}")`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max} (got ${n})`);
  return n;
}

/** `--bots werewolves=random` (repeatable or comma-separated) → { werewolves: 'random' }. */
export function botsFlag(values: readonly string[] | undefined, teams: readonly string[]): Record<string, 'random' | 'scripted'> {
  const out: Record<string, 'random' | 'scripted'> = {};
  const list = (values ?? []).flatMap((v) => v.split(','));
  for (const item of list) {
    // Side names and kinds in any case: "Village=Random" is village=random.
    const m = /^([a-z-]+)=(random|scripted)$/.exec(item.trim().toLowerCase());
    if (!m) throw new UsageError(`--bots takes SIDE=random or SIDE=scripted (got "${item}"); sides: ${teams.join(', ')}`);
    if (!teams.includes(m[1]!)) throw new UsageError(`--bots: unknown side "${m[1]}"; sides: ${teams.join(', ')}`);
    out[m[1]!] = m[2] as 'random' | 'scripted';
  }
  return out;
}

/** `--option witchSelfSave=firstNight --option guardAndAntidoteKill=true`, checked against the ruleset's options. */
export function optionsFlag(values: readonly string[] | undefined, schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, defaults: Record<string, unknown>): Record<string, unknown> | undefined {
  const list = values ?? [];
  if (list.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const item of list) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(item);
    if (!m) throw new UsageError(`--option takes NAME=VALUE (got "${item}"); options: ${Object.keys(defaults).join(', ')}`);
    const v = m[2]!;
    out[m[1]!] = v === 'true' ? true : v === 'false' ? false : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  const r = schema.safeParse({ ...defaults, ...out });
  if (!r.success) {
    const issue = r.error!.issues[0]!;
    throw new UsageError(`--option${issue.path.length ? ' ' + issue.path.join('.') : ''}: ${issue.message}; options: ${Object.keys(defaults).join(', ')}`);
  }
  return out;
}

const LEVEL_NAMES = ['easy', 'normal', 'hard'] as const;
type LevelName = (typeof LEVEL_NAMES)[number];

/**
 * `--level hard` (every side's bots) and `--level werewolves=easy` (one side), repeatable or
 * comma-separated → a level for each side; `fallback` (the saved setting) fills the rest.
 */
export function levelFlag(values: unknown, teams: readonly string[], fallback: LevelName = 'normal'): Record<string, LevelName> {
  const out: Record<string, LevelName> = Object.fromEntries(teams.map((t) => [t, fallback]));
  const list = (Array.isArray(values) ? values : values === undefined ? [] : [values]).flatMap((v) => String(v).split(','));
  const known = (l: string): l is LevelName => (LEVEL_NAMES as readonly string[]).includes(l);
  for (const item of list) {
    const m = /^(?:([a-z-]+)=)?([a-z]+)$/.exec(item.trim().toLowerCase());
    if (!m || !known(m[2]!)) throw new UsageError(`--level takes easy, normal or hard, or SIDE=LEVEL (got "${item}"); sides: ${teams.join(', ')}`);
    if (m[1] === undefined) for (const t of teams) out[t] = m[2];
    else if (!teams.includes(m[1])) throw new UsageError(`--level: unknown side "${m[1]}"; sides: ${teams.join(', ')}`);
    else out[m[1]] = m[2];
  }
  return out;
}
