// How the offline bot plays Werewolf: a seer that reveals and reports, a witch, guard and hunter that
// play sensibly, villagers that follow evidence, wolves that hunt claimed gods, follow their pack's
// first proposal, and sometimes fake-claim seer.
import type { GameEvent } from '../../engine/events.js';
import { intentCounts, myIntent, trustedPressure, type Knowledge } from './knowledge.js';
import { model, top } from './suspicion.js';
import { SpeechDraft } from './talk.js';
import { seatsIn, type Bot, type BotReply } from './bot.js';

interface WolfExtra {
  sheriff: number | null;
  lastGuard: number | null;
  attacked: number | null;
  antidoteUsed: boolean;
  poisonUsed: boolean;
  proposals: { seat: number; target: number | null }[];
  revealedSeer: boolean;
  fakeClaimed: boolean;
  fakeChecks: { target: number; bad: boolean }[];
}

const x = (k: Knowledge): WolfExtra =>
  (k.extra.ww ??= {
    sheriff: null,
    lastGuard: null,
    attacked: null,
    antidoteUsed: false,
    poisonUsed: false,
    proposals: [],
    revealedSeer: false,
    fakeClaimed: false,
    fakeChecks: [],
  }) as WolfExtra;

export function readWerewolf(k: Knowledge, e: GameEvent): void {
  const w = x(k);
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'phase_started':
      if (f.step === 'night') w.proposals = [];
      break;
    case 'seer_checked':
      k.myChecks.set(f.target, f.result === 'werewolf');
      break;
    case 'witch_told':
      w.attacked = f.target;
      if (f.target !== null) ((k.extra.attacked as number[] | undefined) ?? (k.extra.attacked = [])).push(f.target);
      break;
    case 'witch_acted':
      if (f.action === 'antidote') {
        w.antidoteUsed = true;
        k.extra.saved = f.target;
      }
      if (f.action === 'poison') w.poisonUsed = true;
      break;
    case 'guard_acted':
      w.lastGuard = f.target;
      break;
    case 'wolf_proposal':
      w.proposals.push({ seat: f.seat, target: f.target });
      break;
    case 'sheriff_elected':
      w.sheriff = f.seat;
      break;
    case 'badge_passed':
      w.sheriff = f.to;
      break;
    case 'speech':
      if (f.seat === k.me && (f.claims as { kind: string; role?: string }[]).some((c) => c.kind === 'role' && c.role === 'seer')) {
        if (k.role === 'seer') w.revealedSeer = true;
        else w.fakeClaimed = true;
      }
      break;
  }
}

const PRIOR: Record<number, number> = { 12: 4 / 11, 9: 3 / 8, 6: 2 / 5 };

export const werewolfBot: Bot = {
  read: readWerewolf,
  decide(b): BotReply {
    const { k, req, rng, persona } = b;
    const w = x(k);
    const m = model(k, 'seer', PRIOR[k.seats] ?? 0.3);
    const wolf = k.role === 'werewolf';
    const others = [...k.alive].filter((s) => s !== k.me);
    const goodAlive = others.filter((s) => !k.teammates.has(s));
    const noise = () => rng.next() * 0.04;
    const suspect = top(m.score, others, noise);
    const trusted = [...m.trust].filter(([s, t]) => t >= 0.7 && s !== k.me).map(([s]) => s)[0];
    const trustedBad = k.checkClaims.find((c) => c.by === trusted && c.bad && k.alive.has(c.target))?.target;
    const pressure = intentCounts(k);
    const think = (text: string) => text;

    /** Who the wolves should hunt: the believed seer first, then claimed witch/guard, then loud accusers. */
    const threat = (s: number): number => {
      let t = rng.next() * 0.3;
      const claim = k.roleClaims.get(s)?.role;
      if (claim === 'seer' && !k.teammates.has(s)) t += 3;
      if (claim === 'witch' || claim === 'guard') t += 2;
      if (claim === 'hunter') t -= 2;
      t += k.accusations.filter((a) => a.by === s && k.teammates.has(a.target)).length * 0.5;
      t += k.checkClaims.filter((c) => c.by === s && c.bad && (k.teammates.has(c.target) || c.target === k.me)).length;
      if (s === w.sheriff) t += 0.5;
      return t;
    };
    /** The good player the table leans against today: the pack's day target. */
    const packDayTarget = (): number | undefined => {
      const accuser = k.checkClaims.find((c) => c.bad && (k.teammates.has(c.target) || c.target === k.me) && k.alive.has(c.by))?.by;
      if (accuser !== undefined && k.alive.has(accuser)) return accuser;
      return top(new Map(goodAlive.map((s) => [s, (pressure.get(s) ?? 0) + (m.score.get(s) ?? 0)])), goodAlive);
    };

    switch (req.kind) {
      case 'wolf_proposal': {
        const lead = w.proposals.find((p) => p.seat !== k.me);
        const target = lead ? lead.target : top(new Map(goodAlive.map((s) => [s, threat(s)])), goodAlive) ?? null;
        const message = lead ? `Agreed, ${target === null ? 'no kill' : b.label(target)}.` : `Let's take ${target === null ? 'nobody' : b.label(target)} tonight.`;
        return { reasoning: think(lead ? `Following the pack's first proposal.` : `Most dangerous to us: ${target}.`), message, target: target ?? 'no kill' };
      }
      case 'witch': {
        const t = w.attacked;
        const canSave = req.options.some((o) => o.value === 'antidote');
        const valuable = t !== null && (t === trusted || k.roleClaims.get(t)?.role === 'seer');
        if (canSave && t !== null && (k.day === 1 || valuable || rng.chance(0.25))) {
          return { reasoning: `Saving ${t}: ${valuable ? 'a believed seer' : 'the first victim'}.`, action: 'antidote' };
        }
        const poison = top(m.score, others);
        const sure = k.seats <= 6 ? 0.6 : k.seats <= 9 ? 0.75 : 0.85;
        if (!w.poisonUsed && poison !== undefined && (m.score.get(poison) ?? 0) >= sure && req.options.some((o) => o.value === `poison ${poison}`)) {
          return { reasoning: `Poisoning ${poison}, suspicion ${(m.score.get(poison) ?? 0).toFixed(2)}.`, action: 'poison', target: poison };
        }
        return { reasoning: 'Keeping my potions.', action: 'pass' };
      }
      case 'guard': {
        const legal = seatsIn(req);
        const pick =
          (trusted !== undefined && legal.includes(trusted) ? trusted : undefined) ??
          (legal.includes(k.me) && k.day === 1 ? k.me : undefined) ??
          top(new Map(legal.map((s) => [s, 1 - (m.score.get(s) ?? 0.5) + rng.next() * 0.3])), legal);
        return { reasoning: `Protecting ${pick ?? 'nobody'}.`, target: pick ?? 'nobody' };
      }
      case 'seer': {
        const legal = seatsIn(req).filter((s) => !k.myChecks.has(s));
        const pick = top(m.score, legal.length ? legal : seatsIn(req), () => rng.next() * 0.15);
        return { reasoning: `Checking the most suspicious unchecked seat: ${pick}.`, target: pick! };
      }
      case 'hunter_shot': {
        const pick = wolf ? goodAlive[0] : top(m.score, others);
        const sure = pick !== undefined && (m.score.get(pick) ?? 0) >= 0.5;
        return { reasoning: sure ? `Taking ${pick} with me.` : 'Not sure enough to shoot.', target: sure ? pick! : 'hold' };
      }
      case 'badge': {
        const heir = wolf ? [...k.teammates].find((s) => k.alive.has(s)) : trusted !== undefined && k.alive.has(trusted) ? trusted : top(new Map(others.map((s) => [s, 1 - (m.score.get(s) ?? 0)])), others);
        return { reasoning: heir ? `The badge goes to ${heir}.` : 'Tearing up the badge.', target: heir ?? 'tear up' };
      }
      case 'direction':
        return { reasoning: 'Either way round.', direction: rng.chance(0.5) ? 'clockwise' : 'counter-clockwise' };
      case 'sheriff_run': {
        const p = wolf ? 0.3 : k.role === 'seer' ? 0.7 : { aggressive: 0.5, analytical: 0.4, social: 0.35, cautious: 0.15 }[persona.bot.personality];
        return { reasoning: 'Deciding whether to run.', run: rng.chance(p) ? 'yes' : 'no' };
      }
      case 'opt_out':
        return { reasoning: 'Staying or not.', withdraw: rng.chance(0.1) ? 'yes' : 'no' };
      case 'sheriff_vote': {
        const cands = seatsIn(req);
        const pick = wolf
          ? cands.find((s) => k.teammates.has(s)) ?? top(new Map(cands.map((s) => [s, -threat(s)])), cands)
          : top(new Map(cands.map((s) => [s, (s === trusted ? 1 : 0) - (m.score.get(s) ?? 0.3)])), cands, noise);
        return { reasoning: `Sheriff vote for ${pick}.`, target: pick! };
      }
      case 'vote':
      case 'pk_vote': {
        const legal = seatsIn(req).filter((s) => s !== k.me);
        let pick: number | undefined;
        if (wolf) {
          const want = packDayTarget();
          pick = want !== undefined && legal.includes(want) ? want : top(new Map(legal.map((s) => [s, k.teammates.has(s) ? -1 : pressure.get(s) ?? 0])), legal);
        } else {
          // Follow voices this seat trusts, and keep its own word unless the evidence moved.
          const trustedVoices = trustedPressure(k, m.score);
          const said = myIntent(k);
          const scored = new Map(
            legal.map((s) => [s, (m.score.get(s) ?? 0) + 0.25 * (trustedVoices.get(s) ?? 0) + (s === trustedBad ? 0.5 : 0) + (s === said ? 0.1 : 0)]),
          );
          pick = top(scored, legal, noise);
        }
        return {
          reasoning: `Voting ${pick ?? 'nobody'}.`,
          suspicion_updates: Object.fromEntries([...m.score].map(([s, v]) => [s, Math.round(v * 100) / 100])),
          target: pick ?? 'abstain',
        };
      }
      case 'discussion':
      case 'campaign':
      case 'pk':
      case 'last_words':
        return speak(b, m, { trusted, trustedBad, suspect, pressure, w, goodAlive, wolf, packDayTarget });
      default:
        return { reasoning: `No policy for ${req.kind}; first legal answer.`, target: req.options[0]?.value ?? 'pass' };
    }
  },
};

interface SpeakInfo {
  trusted: number | undefined;
  trustedBad: number | undefined;
  suspect: number | undefined;
  pressure: Map<number, number>;
  w: WolfExtra;
  goodAlive: number[];
  wolf: boolean;
  packDayTarget: () => number | undefined;
}

function speak(b: Parameters<Bot['decide']>[0], m: ReturnType<typeof model>, i: SpeakInfo): BotReply {
  const { k, req, rng, persona } = b;
  const d = new SpeechDraft(b.label, { bad: ['werewolf', 'werewolf'], good: ['good', 'good'] });
  const underFire = (i.pressure.get(k.me) ?? 0) >= 2 || k.checkClaims.some((c) => c.target === k.me && c.bad);
  const last = req.kind === 'last_words';
  let reasoning = '';

  if (i.wolf) {
    const realSeer = [...k.roleClaims].find(([s, c]) => c.role === 'seer' && !k.teammates.has(s) && s !== k.me)?.[0];
    const teammateClaimed = [...k.roleClaims].some(([s, c]) => c.role === 'seer' && k.teammates.has(s));
    const exposed = realSeer !== undefined && k.checkClaims.some((c) => c.by === realSeer && c.bad && (c.target === k.me || k.teammates.has(c.target)));
    const lie = persona.bot.lie_frequency;
    if (!i.w.fakeClaimed && !teammateClaimed && !last && ((exposed && rng.chance(Math.min(1, lie + 0.3))) || (realSeer === undefined && k.day === 1 && rng.chance(lie * 0.25)))) {
      i.w.fakeClaimed = true;
      if (realSeer !== undefined) i.w.fakeChecks.push({ target: realSeer, bad: true });
      const mate = [...k.teammates].find((s) => k.alive.has(s));
      if (mate !== undefined && rng.chance(0.5)) i.w.fakeChecks.push({ target: mate, bad: false });
      if (realSeer === undefined) {
        const victim = i.packDayTarget();
        if (victim !== undefined) i.w.fakeChecks.push({ target: victim, bad: true });
      }
      reasoning = `Fake-claiming seer to ${realSeer !== undefined ? `discredit ${realSeer}` : 'steer the vote'}.`;
    }
    if (i.w.fakeClaimed) {
      d.role('seer');
      for (const c of i.w.fakeChecks) d.check(c.target, c.bad);
      const target = i.w.fakeChecks.find((c) => c.bad && k.alive.has(c.target))?.target ?? i.packDayTarget();
      if (target !== undefined && !last) d.vote(target);
      reasoning ||= 'Keeping up my seer story.';
    } else {
      const target = i.packDayTarget();
      if (underFire) d.say({ kind: 'defend' });
      if (target !== undefined) {
        if (rng.chance(0.7)) d.accuse(target);
        if (!last) d.vote(target);
      } else d.say({ kind: 'unsure' });
      reasoning = `Blending in; pushing ${target ?? 'nobody'}.`;
    }
  } else if (k.role === 'seer') {
    const foundWolf = [...k.myChecks].some(([s, bad]) => bad && k.alive.has(s));
    const counter = [...k.roleClaims].some(([s, c]) => c.role === 'seer' && s !== k.me);
    // On a small board a seer who waits dies with the secret; on the big one, persona decides.
    const reveal = i.w.revealedSeer || last || foundWolf || counter || underFire || k.day >= 2 || k.seats <= 9 || rng.chance(1 - persona.bot.suspicion_threshold);
    if (reveal && k.myChecks.size > 0) {
      d.role('seer');
      for (const [s, bad] of k.myChecks) d.check(s, bad);
      const wolfSeat = [...k.myChecks].find(([s, bad]) => bad && k.alive.has(s))?.[0] ?? i.suspect;
      if (wolfSeat !== undefined && !last) d.vote(wolfSeat);
      reasoning = 'Revealing my checks.';
    } else {
      d.say({ kind: 'unsure' });
      reasoning = 'Keeping my role hidden for now.';
    }
  } else {
    // A small table's witch tells the village whom she saved: that player is good.
    const saved = k.role === 'witch' && k.seats <= 6 && !last ? (k.extra.saved as number | undefined) : undefined;
    if (saved !== undefined && !k.roleClaims.has(k.me)) {
      d.role('witch');
      d.say({ kind: 'plain', text: `Last night I saved ${b.label(saved)}.` });
    } else if (underFire && k.role !== 'villager' && rng.chance(0.8)) d.role(k.role);
    else if (underFire) d.say({ kind: 'defend' });
    const follow = i.trustedBad;
    if (follow !== undefined) {
      d.say({ kind: 'agree', target: b.label(follow) });
      if (!last) d.vote(follow);
      reasoning = `Following the believed seer onto ${follow}.`;
    } else if (i.suspect !== undefined && (m.score.get(i.suspect) ?? 0) >= 0.4) {
      // On small boards the prior alone passes this bar: a hunch said aloud gives the village a shared target.
      d.accuse(i.suspect);
      if (!last) d.vote(i.suspect);
      reasoning = `Most suspicious: ${i.suspect} (${(m.score.get(i.suspect) ?? 0).toFixed(2)}).`;
    } else {
      d.say({ kind: 'unsure' });
      reasoning = 'No strong read yet.';
    }
  }
  if (req.kind === 'campaign') d.parts.unshift({ kind: 'plain', text: 'Make me sheriff and I will keep this village honest.' });
  return { reasoning, speech: b.compose(d.parts), claims: d.claims };
}

