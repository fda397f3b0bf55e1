// The day before's ballots, counted aloud: who voted whom, each seat voted with its voters ("Jonah, Iris and
// Nell on Katya; Vera alone on Jonah"), or a big pile counted ("five on Katya"); the seat the vote removed with
// the role its death showed, where it showed one. The ballot the speaker's case goes on to cite is never
// hidden in a count: its voter is named. Every name and count is the record's.
import type { Speaker } from './acts.js';
import { group } from './choose.js';
import { and, COUNT, fill, finish } from './compose.js';
import { AUDIT_OPEN } from './lines.js';
import type { Act } from './plan.js';

type Audit = Extract<Act, { act: 'audit' }>;


/** At least this many on one seat, the counted form says how many rather than who. */
const PILE = 4;

export function auditLines(a: Audit, sp: Speaker): string[] {
  const { ctx } = sp;
  const L = (s: number) => (s === ctx.me ? 'me' : ctx.label(s));
  const role = (s: number) => (a.shown?.seat === s ? `, who turned out to be ${ctx.words.role(a.shown.role)}` : '');
  // The speaker names itself last ("Priya, Tomas and me"); the seat whose ballot the case cites is named, never counted.
  const voters = (g: Audit['groups'][number]) => [...g.voters.filter((s) => s !== ctx.me), ...g.voters.filter((s) => s === ctx.me)].map(L);
  const odd = a.odd && a.odd.target !== null ? a.odd : undefined;
  const item = (g: Audit['groups'][number], counted: boolean): string => {
    const names = voters(g);
    if (g.target === null) return `${and(names)} voted for nobody`;
    const on = `${L(g.target)}${role(g.target)}`;
    if (g.voters.length === 1) return g.voters[0] === ctx.me ? `just me on ${on}` : `${names[0]} alone on ${on}`;
    if (counted && g.voters.length >= PILE && !(odd && g.voters.includes(odd.voter))) return `${COUNT[g.voters.length] ?? g.voters.length}${g.voters.includes(ctx.me) ? ' of us' : ''} on ${on}`;
    return `${and(names)} on ${on}`;
  };
  // Three or more lone ballots after the first are said together ("the rest one apiece: Elsie on Greta, Katya on Nell and Jonah on Wren").
  const lone = a.groups.filter((g, i) => i > 0 && g.target !== null && g.voters.length === 1);
  const tally = (counted: boolean): string => {
    const main = a.groups.filter((g) => lone.length < 3 || !lone.includes(g)).map((g) => item(g, counted));
    if (lone.length >= 3) main.push(`the rest one apiece: ${and(lone.map((g) => `${L(g.voters[0]!)} on ${L(g.target!)}${role(g.target!)}`))}`);
    return main.join('; ');
  };
  const forms = [...new Set([tally(false), tally(true)])];
  return sp.say([group(AUDIT_OPEN.length * forms.length, (i) => [finish(fill(AUDIT_OPEN[i % AUDIT_OPEN.length]!, { tally: forms[Math.floor(i / AUDIT_OPEN.length)]! }))], 1)]);
}
