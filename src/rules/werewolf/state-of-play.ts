// The state of play in one short line, from what this seat may know: the pack (to a werewolf), the
// gods that may still be alive, what the nights tell of the potions, and how the game can end now.
import type { GameEvent } from '../../engine/events.js';
import type { PlayerView } from '../../engine/view.js';
import { andList } from './rulebook.js';

const GODS = ['seer', 'witch', 'hunter', 'guard'];

export function werewolfStateOfPlay(view: PlayerView, roles: Record<string, number>, L: (seat: number) => string): string {
  const has = (r: string) => (roles[r] ?? 0) > 0;
  const alive = view.seats.filter((s) => s.alive);
  const dead = view.seats.length - alive.length;
  const parts: string[] = [`${alive.length} alive${dead ? `, ${dead} dead` : ''}`];
  if (view.role === 'werewolf') {
    const pack = [view.seat, ...view.teammates].sort((a, b) => a - b);
    const living = pack.filter((s) => view.seats[s - 1]?.alive);
    parts.push(`your pack: ${living.length} of ${pack.length} alive (${living.join(', ')}), ${alive.length - living.length} living non-wolves`);
    // The game goes on, so a god and a villager still live: with two non-wolves left, that is all of them.
    if (alive.length - living.length === 2 && living.length) parts.push('those two must be one god and one villager, so the next death of either, banished or killed, ends the game');
  } else {
    parts.push(`werewolves: ${roles.werewolf ?? 0} dealt${dead ? ', how many of the dead were wolves is hidden' : ''}`);
  }
  // The gods dealt, then those known dead: "gods: seer, witch and hunter; the hunter is dead" read as a list corrected as it went
  // (werewolf-9 relay, seed 1280801).
  // Read once: the gods known dead, and those the dead claimed to be.
  const known = knownDeadGods(view, L);
  const claims = deadClaims(view);
  parts.push(`gods dealt: ${andList(GODS.filter(has))}${deadGods(known) ?? (dead ? ', none shown dead (a death shows no role)' : '')}${claimedByDead(claims, L)}`);
  const edge = lastGod(view, GODS.filter(has), known, claims);
  if (edge) parts.push(edge);
  if (has('witch')) {
    const potions = potionsLine(view, has('guard'), L);
    if (potions) parts.push(potions);
  }
  return `State of play: ${parts.join('; ')}. The werewolves win when the last god or the last villager dies.`;
}

/** The gods this seat knows are dead, by role: a role shown to it (its own), and the hunter once he has fired. */
function knownDeadGods(view: PlayerView, L: (seat: number) => string): Map<string, string> {
  const known = new Map<string, string>();
  for (const s of view.seats) if (!s.alive && s.role && GODS.includes(s.role)) known.set(s.role, `the ${s.role} (${s.seat === view.seat ? 'you' : L(s.seat)})`);
  const shot = view.events.find((e) => e.type === 'hunter_shot' && e.target !== null);
  if (shot && !known.has('hunter')) known.set('hunter', `the hunter (${L(shot.seat as number)}, who fired on day ${shot.day})`);
  return known;
}

/** "; known dead: the hunter (Ada, who fired on day 2)", of the gods known dead. */
function deadGods(known: ReadonlyMap<string, string>): string | undefined {
  return known.size ? `; known dead: ${andList(GODS.flatMap((g) => known.get(g) ?? []))}` : undefined;
}

/** The gods dead seats claimed to be, by seat (a claim, not a role shown), but those known dead already. */
function deadClaims(view: PlayerView): Map<number, string> {
  const claimed = new Map<number, string>();
  for (const e of view.events) {
    if (e.type !== 'speech' || e.vis !== 'public' || view.seats[(e.seat as number) - 1]?.alive !== false) continue;
    for (const c of (e.claims as { kind: string; role?: string }[] | undefined) ?? []) if (c.kind === 'role' && GODS.includes(c.role!)) claimed.set(e.seat as number, c.role!);
  }
  // A hunter who fired is named among the dead gods already: his claim is not listed again beside it (a relay reader).
  const fired = new Set(view.events.filter((e) => e.type === 'hunter_shot' && e.target !== null).map((e) => e.seat as number));
  for (const seat of [...claimed.keys()]) if (view.seats[seat - 1]?.role !== undefined || fired.has(seat)) claimed.delete(seat);
  return claimed;
}

/** "; the dead claimed the seer (Ada) and the witch (Priya)". */
function claimedByDead(claims: ReadonlyMap<number, string>, L: (seat: number) => string): string {
  const items = [...claims].map(([seat, role]) => `the ${role} (${L(seat)})`);
  return items.length ? `; the dead claimed ${andList(items)} (claims, not shown roles)` : '';
}

/**
 * To a god of the village whose every other god is dead, shown or claimed: that its own death ends the game. A relay game's seer
 * (werewolf-9, seed 1290701), the witch dead by her own last words and the hunter fired, read "The werewolves win when the last
 * god or the last villager dies" and did not see that it was the last god: the pack killed it that night, and the game ended.
 */
function lastGod(view: PlayerView, dealt: readonly string[], known: ReadonlyMap<string, string>, claims: ReadonlyMap<number, string>): string | undefined {
  if (!GODS.includes(view.role) || !dealt.includes(view.role)) return undefined;
  const shown = new Set(known.keys());
  const claimed = new Set([...claims.values()].filter((r) => !shown.has(r)));
  const others = dealt.filter((g) => g !== view.role);
  if (!others.length || !others.every((g) => shown.has(g) || claimed.has(g))) return undefined;
  const onClaims = others.some((g) => !shown.has(g));
  return `every other god is dead${onClaims ? ' by a shown role or a dead seat\'s claim' : ''}: ${onClaims ? 'if those claims are true, ' : ''}you are the last god alive, and your death, banished or killed, ends the game`;
}

/** What this seat knows of the potions: the witch her own, the pack from its targets, the rest from the dawns. */
function potionsLine(view: PlayerView, guard: boolean, L: (seat: number) => string): string | null {
  const ev = view.events;
  if (view.role === 'witch') {
    const used = (action: string) => ev.find((e) => e.type === 'witch_acted' && e.action === action);
    const a = used('antidote');
    const p = used('poison');
    const say = (name: string, e: GameEvent | undefined) => (e ? `${name} used (night ${e.day}, on ${L(e.target as number)})` : `${name} unused`);
    return `your potions: ${say('antidote', a)}, ${say('poison', p)}`;
  }
  const dawns = ev.filter((e) => e.type === 'dawn');
  const known: string[] = [];
  if (view.role === 'werewolf') {
    for (const t of ev.filter((e) => e.type === 'pack_target' && e.target !== null)) {
      const dawn = dawns.find((d) => d.day === t.day);
      if (!dawn) continue;
      const dead = dawn.dead as number[];
      if (!dead.includes(t.target as number)) known.push(`night ${t.day}'s target ${L(t.target as number)} survived (${guard ? 'the antidote or the guard' : 'the antidote'})`);
      const other = dead.filter((s) => s !== t.target);
      if (other.length) known.push(`the poison is used (night ${t.day}, on ${other.map(L).join(', ')})`);
    }
  } else {
    for (const d of dawns) {
      const dead = d.dead as number[];
      if (!dead.length && !guard) known.push(`night ${d.day} was peaceful: the antidote is used, unless the pack attacked nobody`);
      if (dead.length > 1) known.push(`the poison is used (two died on night ${d.day})`);
    }
  }
  if (!known.length) return null;
  // The pack's line is its own night knowledge: the dawn tells the table only who died, never whom the pack attacked. Said
  // as "the nights show", a relay reader of a wolf repeated it aloud ("Greta was attacked and someone brought her back")
  // and the witch caught him at once.
  return view.role === 'werewolf'
    ? `known only to your pack (the table was told only who died; saying it aloud shows you are a wolf): ${known.join('; ')}`
    : `the nights show: ${known.join('; ')}`;
}
