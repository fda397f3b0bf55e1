// A fake claim planned in team chat, in the member's own words: of a role (its own, said in the first
// person, or one it asks of a partner it names). An answer to a plan ("good plan, Seat 2;
// a fake seer gets the first word") names the role too but plans nothing: read as a plan, the next
// member would answer it as the answerer's own claim.
const ROLE = String.raw`\b(seer|detective|sheriff|doctor|witch|guard|hunter)\b`;
const VERB = String.raw`(?:fake(?:-claim)?|claim(?: to be)?|come out as|pretend to be|say I am|say I'm)\b`;
/** "I'll fake-claim seer", "tomorrow I come out as the seer", "I might fake detective if they push me". */
const MINE = new RegExp(String.raw`\bI(?:'ll| will| might| can| am going to|'m going to)?\s+${VERB}[^.!?]*?${ROLE}`, 'i');
/** "Ada should claim to be the seer", "let Seat 4 (Ada) come out as the seer": the seat by number or by name. */
const WHO = String.raw`(Seat \d+|[A-Z][\p{L}'’-]*)`;
const THEIRS = [
  new RegExp(String.raw`(?<![\p{L}])${WHO}(?:\s*\([^)]*\))?,?\s+(?:should|could|must|can)\s+${VERB}[^.!?]*?${ROLE}`, 'iu'),
  new RegExp(String.raw`\blet ${WHO}(?:\s*\([^)]*\))?\s+${VERB}[^.!?]*?${ROLE}`, 'iu'),
];

/**
 * The fake claim a team message plans, and whose it is: the speaker's own, or a partner it names (by
 * seat number, or by name when `seats` gives the table's names).
 */
export function fakePlan(message: string, speaker: number, seats: readonly { seat: number; name: string }[] = []): { by: number; role: string } | undefined {
  const mine = MINE.exec(message);
  if (mine) return { by: speaker, role: mine[1]!.toLowerCase() };
  for (const re of THEIRS) {
    const m = re.exec(message);
    if (!m) continue;
    const num = /^Seat (\d+)$/i.exec(m[1]!);
    const by = num ? Number(num[1]) : seats.find((s) => s.name.toLowerCase() === m[1]!.toLowerCase())?.seat;
    if (by !== undefined) return { by, role: m[2]!.toLowerCase() };
  }
  return undefined;
}
