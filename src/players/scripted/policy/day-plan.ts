// A plan for the day put to the pack in team chat, in a partner's own words: the seat it asks the pack to
// push at the vote ("back me on Ada tomorrow", "let's push Seat 4", "vote Bruno out"). The bots' own chat
// lines name no such seat (a kill is "take", a dropped partner "them"): only a person or a model plans so.
// A member answers it in the chat, and a plan it accepts is the seat it frames by day (evil.ts, agreedDayPlan).
import type { BotInput } from '../bot.js';

/** A seat by number, or a word (a name when the table has it). */
const WHO = String.raw`(Seat\s*\d+|[\p{L}][\p{L}'’-]*)`;
const PUSH = [
  String.raw`\b(?:push|frame|nominate|banish|lynch)\s+(?:for\s+)?${WHO}`,
  // The verb, not the noun: "she cast a vote against Jonah today" tells of a ballot, it plans none (a partner's kill pick
  // was answered as a plan on the banished Jonah: werewolf, 80x24, seed 1230901).
  String.raw`(?<!\b(?:a|the|my|your|his|her|their|our|one)\s)\bvote(?:\s+(?:for|against|out))?\s+${WHO}`,
  String.raw`\b(?:go|come)\s+after\s+${WHO}`,
  String.raw`\bpile\s+(?:on|onto)\s+${WHO}`,
  String.raw`\bback\s+me\s+(?:up\s+)?(?:on|against)\s+${WHO}`,
  String.raw`\b(?:case|cases)\s+(?:on|against)\s+${WHO}`,
].map((p) => new RegExp(p, 'iu'));
/** A sentence that says not to ("don't push Ada", "no need to vote Ada") plans nothing. */
const NOT = /\b(?:not|never|no|don't|do not|won't|shouldn't|stop)\b/i;

/** The seat a team message asks the pack to push by day, if it names one of the table's seats. */
export function dayPlan(message: string, seats: readonly { seat: number; name: string }[]): number | undefined {
  for (const sentence of message.split(/(?<=[.!?;])\s+/)) {
    for (const re of PUSH) {
      const m = re.exec(sentence);
      if (!m || NOT.test(sentence.slice(0, m.index))) continue;
      const num = /^Seat\s*(\d+)$/i.exec(m[1]!);
      const seat = num ? Number(num[1]) : seats.find((s) => s.name.toLowerCase() === m[1]!.toLowerCase())?.seat;
      if (seat !== undefined && seats.some((s) => s.seat === seat)) return seat;
    }
  }
  return undefined;
}

/**
 * A partner's plan for the day from this night's chat (the newest), and the seat it names. Read once a decision: the
 * pack's ballot score asks for it through frameTarget, and the speech and the ballot ask again.
 */
export function partnerDayPlan(b: BotInput): { by: number; target: number; n: number } | undefined {
  return b.r.memo('dayPlan', () => readPlan(b));
}

function readPlan(b: BotInput): { by: number; target: number; n: number } | undefined {
  const { k } = b;
  for (let i = k.teamChat.length - 1; i >= 0; i--) {
    const c = k.teamChat[i]!;
    if (c.seat === k.me || !k.teammates.has(c.seat)) continue;
    const target = dayPlan(c.message, b.req.view.seats);
    if (target !== undefined) return { by: c.seat, target, n: c.n };
  }
  return undefined;
}
