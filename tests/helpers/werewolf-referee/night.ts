// RULES.md §1 Night, checked from the log: the pack talks in seat order and its target is the plurality
// of the proposals (a tie to the earliest proposal among the tied); when the proposals name more than one
// target, a second round in seat order, whose picks decide the same way; the witch is told that target; her
// potions, the guard and the seer follow their rules; every living night role acts; who dies.
import { holders, living, sameVis, winnerOf, type Ev, type Night, type Table } from './table.js';

export type Err = (e: Ev, msg: string) => void;

export function startNight(t: Table, e: Ev, err: Err): void {
  if (t.night && !t.night.resolved) err(e, `night ${t.night.round} was never resolved`);
  if (e.round !== t.day + 1) err(e, `night ${e.round} follows day ${t.day}`);
  t.lastGuard = t.night?.guard ?? null;
  t.night = { round: e.round, living: new Set(t.alive), proposals: [], pack: undefined, told: undefined, witch: undefined, guard: undefined, checked: false, resolved: false };
}

/** The night a night event belongs to, or an error when none is running. */
function tonight(t: Table, e: Ev, err: Err): Night | null {
  if (!t.night || t.night.resolved) {
    err(e, 'a night action outside the night');
    return null;
  }
  return t.night;
}

const actor = (t: Table, n: Night, e: Ev, role: string, err: Err) => {
  if (!n.living.has(e.seat) || t.role.get(e.seat) !== role) err(e, `seat ${e.seat} is not a living ${role}`);
  if (!sameVis(e.vis, { seats: [e.seat] })) err(e, `the ${role}'s action must be seen by the ${role} alone`);
};

export function nightEvent(t: Table, e: Ev, err: Err): void {
  const n = tonight(t, e, err);
  if (!n) return;
  switch (e.type) {
    case 'wolf_proposal': {
      if (!sameVis(e.vis, { team: 'werewolves' })) err(e, 'wolf talk must be for the pack only');
      const wolves = holders(t, 'werewolf', n.living);
      const round = e.round ?? 1;
      const first = n.proposals.filter((p) => p.round === 1);
      if (round === 2) {
        if (first.length !== wolves.length) err(e, `a second round after ${first.length} of ${wolves.length} first proposals`);
        if (first.every((p) => p.target === first[0]!.target)) err(e, 'a second round after a first round that named one target');
      } else if (round !== 1) err(e, `wolf talk in round ${String(e.round)}`);
      const inRound = n.proposals.filter((p) => p.round === round).length;
      const expected = wolves[inRound];
      if (e.seat !== expected) err(e, `seat ${e.seat} proposes out of turn in round ${round} (expected ${expected}, living wolves in seat order)`);
      if (n.pack !== undefined) err(e, 'a proposal after the pack chose');
      if (e.target !== null && !t.alive.has(e.target)) err(e, `proposed dead seat ${e.target}`);
      n.proposals.push({ seat: e.seat, target: e.target, round });
      break;
    }
    case 'pack_target': {
      if (!sameVis(e.vis, { team: 'werewolves' })) err(e, "the pack's target must be for the pack only");
      const wolves = holders(t, 'werewolf', n.living);
      const first = n.proposals.filter((p) => p.round === 1);
      const second = n.proposals.filter((p) => p.round === 2);
      if (first.length !== wolves.length) err(e, `the pack chose after ${first.length} of ${wolves.length} proposals`);
      const split = first.some((p) => p.target !== first[0]!.target);
      if (split && second.length !== wolves.length) err(e, `the pack chose after ${second.length} of ${wolves.length} second-round picks, its first round split`);
      const expected = plurality(split ? second : first);
      if (e.target !== expected) err(e, `pack target ${e.target}, the plurality of the ${split ? 'second round' : 'proposals'} is ${expected}`);
      n.pack = e.target;
      break;
    }
    case 'witch_told':
      if (!sameVis(e.vis, { seats: [e.seat] })) err(e, 'the witch alone is told the target');
      if (!n.living.has(e.seat) || t.role.get(e.seat) !== 'witch') err(e, `seat ${e.seat} is not a living witch`);
      if (n.pack === undefined) err(e, 'the witch was told before the pack chose');
      else if (e.target !== n.pack) err(e, `the witch was told ${e.target}, the pack chose ${n.pack}`);
      n.told = e.target;
      break;
    case 'witch_acted':
      actor(t, n, e, 'witch', err);
      if (n.told === undefined) err(e, 'the witch acted before she was told the target');
      if (n.witch) err(e, 'the witch acted twice in one night');
      witchLegal(t, n, e, err);
      n.witch = { action: e.action, target: e.target };
      break;
    case 'guard_acted':
      actor(t, n, e, 'guard', err);
      if (n.guard !== undefined) err(e, 'the guard acted twice in one night');
      if (e.target !== null && !t.alive.has(e.target)) err(e, `protected dead seat ${e.target}`);
      if (e.target !== null && e.target === t.lastGuard) err(e, `protected seat ${e.target} two nights in a row`);
      n.guard = e.target;
      break;
    case 'seer_checked':
      actor(t, n, e, 'seer', err);
      if (n.checked) err(e, 'the seer checked twice in one night');
      if (e.target === e.seat || !t.alive.has(e.target)) err(e, `illegal check of ${e.target}`);
      if ((t.role.get(e.target) === 'werewolf') !== (e.result === 'werewolf')) err(e, `wrong result: seat ${e.target} is ${t.role.get(e.target)}`);
      n.checked = true;
      break;
    case 'night_resolved':
      resolveNight(t, n, e, err);
      break;
  }
}

function witchLegal(t: Table, n: Night, e: Ev, err: Err): void {
  if (e.action === 'pass') {
    if (e.target !== null) err(e, 'a pass with a target');
  } else if (e.action === 'antidote') {
    if (t.antidoteUsed) err(e, 'the antidote used twice');
    if (n.pack === null || e.target !== n.pack) err(e, `antidote on ${e.target}, not on the pack's target ${n.pack}`);
    const selfSave = t.options.witchSelfSave ?? 'never';
    if (e.target === e.seat && !(selfSave === 'always' || (selfSave === 'firstNight' && n.round === 1))) {
      err(e, `the witch saved herself on night ${n.round} with witchSelfSave=${selfSave}`);
    }
    t.antidoteUsed = true;
  } else if (e.action === 'poison') {
    if (t.poisonUsed) err(e, 'the poison used twice');
    if (e.target === e.seat || !t.alive.has(e.target)) err(e, `illegal poison target ${e.target}`);
    t.poisonUsed = true;
  } else err(e, `unknown potion "${e.action}"`);
}

/** Most proposals; a tie goes to the earliest proposal among the tied. "No kill" counts as a proposal. */
export function plurality(proposals: readonly { target: number | null }[]): number | null {
  const count = (x: number | null) => proposals.filter((p) => p.target === x).length;
  const top = Math.max(0, ...proposals.map((p) => count(p.target)));
  return proposals.find((p) => count(p.target) === top)?.target ?? null;
}

function resolveNight(t: Table, n: Night, e: Ev, err: Err): void {
  if (!sameVis(e.vis, { seats: [] })) err(e, 'the resolution is for nobody');
  const asked = (role: string) => holders(t, role, n.living).length > 0;
  if (n.pack === undefined) err(e, 'resolved with no pack target');
  if (asked('witch') && (n.told === undefined || !n.witch)) err(e, 'the living witch was not asked');
  if (asked('guard') && n.guard === undefined) err(e, 'the living guard was not asked');
  if (asked('seer') && !n.checked) err(e, 'the living seer was not asked');
  // The pack's target dies unless saved (antidote or guard; both kill with guardAndAntidoteKill); the poisoned die.
  const target = n.pack ?? null;
  const antidote = n.witch?.action === 'antidote';
  const guarded = target !== null && n.guard === target;
  const saved = t.options.guardAndAntidoteKill && antidote && guarded ? false : antidote || guarded;
  const poison = n.witch?.action === 'poison' ? n.witch.target : null;
  const deaths: { seat: number; cause: string }[] = [];
  if (target !== null && !saved && target !== poison) deaths.push({ seat: target, cause: 'wolves' });
  if (poison !== null) deaths.push({ seat: poison, cause: 'poison' });
  deaths.sort((a, b) => a.seat - b.seat);
  if (JSON.stringify(e.deaths) !== JSON.stringify(deaths)) err(e, `deaths ${JSON.stringify(e.deaths)}, expected ${JSON.stringify(deaths)}`);
  for (const d of deaths) if (d.cause === 'poison') t.poisoned.add(d.seat);
  t.nightDeaths = deaths;
  n.resolved = true;
  if (n.round === 1) t.nightDecides = winnerOf(t, new Set(living(t).filter((s) => !deaths.some((d) => d.seat === s)))) !== null;
}
