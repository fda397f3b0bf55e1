// How the offline bot plays Mafia: town reasons from votes, nominations and revealed roles; the
// detective chooses when to reveal and is believed or doubted on evidence; the doctor guards the
// believed detective; mafia agree a kill in their chat, split their day votes so they do not move in
// lockstep, sometimes bus an exposed partner, and sometimes counter-claim detective.
import type { GameEvent } from '../../engine/events.js';
import { intentCounts, type Knowledge } from './knowledge.js';
import { isEvilRole, model, top, type Model } from './suspicion.js';
import { SpeechDraft } from './talk.js';
import { findBoard } from '../../rules/index.js';
import { seatsIn, type Bot, type BotInput, type BotReply } from './bot.js';

interface MafiaExtra {
  picks: { seat: number; target: number | null }[];
  lastProtect: number | null;
  revealedDetective: boolean;
  fakeClaimed: boolean;
  fakeChecks: { target: number; bad: boolean }[];
  nominees: Set<number>;
  /** The mafia's kill target last night, and whether the doctor saved them (nobody died). */
  lastKill: number | null;
  savedLastNight: number | null;
}

const x = (k: Knowledge): MafiaExtra =>
  (k.extra.mafia ??= {
    picks: [],
    lastProtect: null,
    revealedDetective: false,
    fakeClaimed: false,
    fakeChecks: [],
    nominees: new Set<number>(),
    lastKill: null,
    savedLastNight: null,
  }) as MafiaExtra;

export function readMafia(k: Knowledge, e: GameEvent): void {
  const m = x(k);
  const f = e as Record<string, any>;
  switch (e.type) {
    case 'phase_started':
      if (f.phase === f.step) {
        m.picks = [];
        if (f.phase === 'day') m.nominees = new Set();
      }
      break;
    case 'mafia_chat':
      m.picks.push({ seat: f.seat, target: f.target });
      break;
    case 'mafia_kill':
      m.lastKill = f.target;
      break;
    case 'morning':
      // A kill that killed nobody was a save: that seat cannot be protected again tonight.
      m.savedLastNight = f.dead === null && m.lastKill !== null ? m.lastKill : null;
      break;
    case 'investigated':
      k.myChecks.set(f.target, f.result === 'mafia');
      break;
    case 'protected':
      m.lastProtect = f.target;
      break;
    case 'speech':
      if (typeof f.nomination === 'number') m.nominees.add(f.nomination);
      if (f.seat === k.me && (f.claims as { kind: string; role?: string }[]).some((c) => c.kind === 'role' && c.role === 'detective')) {
        if (k.role === 'detective') m.revealedDetective = true;
        else m.fakeClaimed = true;
      }
      break;
  }
}

/** Revealed roles teach the town: voting out town is suspicious, voting out mafia is not. */
function townModel(k: Knowledge, prior: number): Model {
  const md = model(k, 'detective', prior);
  for (const v of k.votes) {
    if (v.target === null || !k.revealed.has(v.target) || !k.banished.has(v.target)) continue;
    const evil = isEvilRole(k.revealed.get(v.target)!);
    const cur = md.score.get(v.seat);
    if (cur === undefined || k.revealed.has(v.seat)) continue;
    md.score.set(v.seat, Math.max(0, Math.min(1, cur + (evil ? -0.1 : 0))));
  }
  return md;
}

export const mafiaBot: Bot = {
  read: readMafia,
  decide(b): BotReply {
    const { k, req, rng } = b;
    const mx = x(k);
    const mafia = k.role === 'mafia';
    const others = [...k.alive].filter((s) => s !== k.me);
    const town = others.filter((s) => !k.teammates.has(s));
    const prior = 2 / Math.max(2, k.seats - 1);
    const m = townModel(k, prior);
    const noise = () => rng.next() * 0.05;
    const trusted = [...m.trust].filter(([s, t]) => t >= 0.7 && s !== k.me && k.alive.has(s)).map(([s]) => s)[0];
    const trustedBad = k.checkClaims.find((c) => c.by === trusted && c.bad && k.alive.has(c.target))?.target;
    const pressure = intentCounts(k);

    const threat = (s: number): number => {
      let t = rng.next() * 0.3;
      const claim = k.roleClaims.get(s)?.role;
      if (claim === 'detective') t += 3;
      if (s === mx.savedLastNight) t += 4;
      if (claim === 'doctor') t += 2;
      t += k.accusations.filter((a) => a.by === s && (k.teammates.has(a.target) || a.target === k.me)).length * 0.6;
      t += k.checkClaims.filter((c) => c.by === s && c.bad).length;
      return t;
    };
    const exposedMate = [...k.teammates].find((s) => k.alive.has(s) && k.checkClaims.some((c) => c.target === s && c.bad && (m.trust.get(c.by) ?? 0) >= 0.5));

    switch (req.kind) {
      case 'mafia_chat': {
        const legal = seatsIn(req);
        const lead = mx.picks.find((p) => p.seat !== k.me && p.target !== null && legal.includes(p.target));
        const own = top(new Map(legal.map((s) => [s, threat(s)])), legal);
        const target = lead?.target ?? own ?? null;
        const message = lead ? `Fine by me, ${b.label(target!)}.` : target === null ? 'Nothing worth the risk tonight.' : `${b.label(target)} worries me most; let's take them.`;
        return { reasoning: lead ? 'Going with my partner\'s pick so the kill is agreed.' : `Biggest threat to us: ${target}.`, message, target: target ?? 'skip' };
      }
      case 'investigate': {
        const legal = seatsIn(req).filter((s) => !k.myChecks.has(s));
        const pick = top(m.score, legal.length ? legal : seatsIn(req), () => rng.next() * 0.15);
        return { reasoning: `Investigating the most suspicious unchecked player: ${pick}.`, target: pick! };
      }
      case 'protect': {
        const legal = seatsIn(req);
        const detective = k.role === 'doctor' ? [...k.roleClaims].find(([s, c]) => c.role === 'detective' && (m.trust.get(s) ?? 0) >= 0.5 && legal.includes(s))?.[0] : undefined;
        const pick = detective ?? (legal.includes(k.me) && rng.chance(0.3) ? k.me : top(new Map(legal.map((s) => [s, 1 - (m.score.get(s) ?? prior) + rng.next() * 0.4])), legal));
        return { reasoning: detective ? `Protecting the believed detective, ${detective}.` : `Protecting ${pick}.`, target: pick! };
      }
      case 'vote': {
        const legal = seatsIn(req).filter((s) => s !== k.me);
        const skipWord = req.options.find((o) => !/^\d+$/.test(o.value))?.value ?? 'skip';
        let pick: number | undefined;
        if (mafia) {
          const mates = [...k.teammates].filter((s) => k.alive.has(s));
          const bus = exposedMate !== undefined && legal.includes(exposedMate) && rng.chance(0.35);
          // Never vote a believed detective: that is how mafia give themselves away.
          const candidates = legal.filter((s) => !k.teammates.has(s) && s !== trusted);
          // The lower-seated mafioso leads on threats; the other rides the town's pressure, so they do not vote in lockstep.
          const leader = mates.every((s) => k.me < s);
          const scored = new Map(candidates.map((s) => [s, (leader ? 0.3 * threat(s) : 0) + (pressure.get(s) ?? 0) + (m.score.get(s) ?? 0) + noise()]));
          pick = bus ? exposedMate : top(scored, candidates);
        } else {
          const scored = new Map(legal.map((s) => [s, (m.score.get(s) ?? 0) + 0.1 * (pressure.get(s) ?? 0) + (s === trustedBad ? 0.5 : 0)]));
          pick = top(scored, legal, noise);
          if (pick !== undefined && (m.score.get(pick) ?? 0) < prior - 0.1 && pick !== trustedBad) pick = undefined;
        }
        return {
          reasoning: pick === undefined ? 'Nobody here looks guilty enough.' : `Voting ${pick}.`,
          suspicion_updates: Object.fromEntries([...m.score].map(([s, v]) => [s, Math.round(v * 100) / 100])),
          target: pick ?? skipWord,
        };
      }
      case 'speech':
      case 'defense':
      case 'last_words':
        return speak(b, m, { trusted, trustedBad, pressure, mx, town, mafia, exposedMate, threat, prior });
      default:
        return { reasoning: `No policy for ${req.kind}; first legal answer.`, target: req.options[0]?.value ?? 'skip' };
    }
  },
};

interface SpeakInfo {
  trusted: number | undefined;
  trustedBad: number | undefined;
  pressure: Map<number, number>;
  mx: MafiaExtra;
  town: number[];
  mafia: boolean;
  exposedMate: number | undefined;
  threat: (s: number) => number;
  prior: number;
}

function speak(b: BotInput, m: Model, i: SpeakInfo): BotReply {
  const { k, req, rng, persona } = b;
  const title = detectiveTitle(req.view.events);
  const d = new SpeechDraft(b.label, { bad: ['mafia', 'mafia'], good: ['not mafia', 'not_mafia'] });
  const claimRole = (role: string) => d.role(role, role === 'detective' ? `the ${title}` : `the ${role}`);
  const nominate = req.nominate ?? [];
  let nomination: number | undefined;
  const push = (t: number) => {
    if (nominate.includes(t)) nomination = t;
    d.accuse(t);
    if (req.kind === 'speech') d.vote(t);
  };
  const underFire = (i.pressure.get(k.me) ?? 0) >= 2 || k.checkClaims.some((c) => c.target === k.me && c.bad) || req.kind === 'defense';
  let reasoning: string;

  if (i.mafia) {
    const realDet = [...k.roleClaims].find(([s, c]) => c.role === 'detective' && !k.teammates.has(s) && s !== k.me && k.alive.has(s))?.[0];
    const exposed = realDet !== undefined && k.checkClaims.some((c) => c.by === realDet && c.bad && (c.target === k.me || k.teammates.has(c.target)));
    const mateClaimed = [...k.roleClaims].some(([s, c]) => c.role === 'detective' && k.teammates.has(s));
    // A claim is believable once a detective could have investigated: day 1 without night zero, day 2 with it.
    const firstCheckDay = tableOption(req.view.events, 'nightZero') ? 2 : 1;
    const early = realDet === undefined && !mateClaimed && req.kind === 'speech' && k.day >= firstCheckDay && rng.chance(persona.bot.lie_frequency * 0.5);
    if (!i.mx.fakeClaimed && req.kind !== 'last_words' && ((exposed && rng.chance(Math.min(1, persona.bot.lie_frequency + 0.2))) || early)) {
      i.mx.fakeClaimed = true;
      // Exposed: call the real detective mafia. Early: "find" mafia in a townie the table already doubts.
      const victim = realDet ?? top(new Map(i.town.map((s) => [s, (m.score.get(s) ?? 0) + rng.next() * 0.2])), i.town);
      if (victim !== undefined) i.mx.fakeChecks.push({ target: victim, bad: true });
    }
    if (i.mx.fakeClaimed) {
      claimRole('detective');
      for (const c of i.mx.fakeChecks) d.check(c.target, c.bad);
      const t = i.mx.fakeChecks.find((c) => c.bad && k.alive.has(c.target))?.target;
      if (t !== undefined) push(t);
      reasoning = 'Holding my detective story.';
    } else {
      // Under fire, a mafioso may claim doctor: a lone power claim is rarely doubted.
      const doctorTaken = [...k.roleClaims.values()].some((c) => c.role === 'doctor');
      if (underFire && !doctorTaken && tableHasDoctor(req.view.events) && rng.chance(persona.bot.lie_frequency)) claimRole('doctor');
      else if (underFire) d.say({ kind: 'defend' });
      const bus = i.exposedMate !== undefined && rng.chance(0.3);
      const target = bus ? i.exposedMate : top(new Map(i.town.map((s) => [s, (i.pressure.get(s) ?? 0) + (m.score.get(s) ?? 0) + rng.next() * 0.3])), i.town);
      if (target !== undefined && req.kind !== 'defense') push(target);
      else d.say({ kind: 'unsure' });
      reasoning = bus ? `Bussing my exposed partner ${target} to look like town.` : `Pushing ${target ?? 'nobody'} to keep eyes off us.`;
    }
  } else if (k.role === 'detective') {
    const found = [...k.myChecks].some(([s, bad]) => bad && k.alive.has(s));
    const counter = [...k.roleClaims].some(([s, c]) => c.role === 'detective' && s !== k.me);
    const reveal = i.mx.revealedDetective || req.kind === 'last_words' || found || counter || underFire || k.day >= 2 || rng.chance(1 - persona.bot.suspicion_threshold);
    if (reveal && k.myChecks.size > 0) {
      claimRole('detective');
      for (const [s, bad] of k.myChecks) d.check(s, bad);
      const t = [...k.myChecks].find(([s, bad]) => bad && k.alive.has(s))?.[0] ?? top(m.score, i.town.filter((s) => !k.myChecks.has(s)));
      if (t !== undefined && req.kind !== 'last_words' && req.kind !== 'defense') push(t);
      reasoning = 'Revealing my investigations.';
    } else {
      const t = top(m.score, i.town, () => rng.next() * 0.05);
      if (t !== undefined && req.kind === 'speech') push(t);
      else d.say({ kind: underFire ? 'defend' : 'unsure' });
      reasoning = 'Keeping my role hidden a little longer.';
    }
  } else {
    if (underFire && k.role === 'doctor' && rng.chance(0.6)) claimRole('doctor');
    else if (underFire) d.say({ kind: 'defend' });
    const t = i.trustedBad ?? top(m.score, i.town, () => rng.next() * 0.05);
    if (t !== undefined && req.kind !== 'defense') {
      if (t === i.trustedBad) d.say({ kind: 'agree', target: b.label(t) });
      push(t);
    } else if (req.kind !== 'defense') d.say({ kind: 'unsure' });
    reasoning = t === i.trustedBad && t !== undefined ? `Following the believed detective onto ${t}.` : `Most suspicious: ${t} (${(m.score.get(t ?? -1) ?? 0).toFixed(2)}).`;
  }
  // With nominations a speech must name someone legal; fall back to the most suspicious legal seat.
  if (req.kind === 'speech' && nominate.length && nomination === undefined) {
    nomination = top(new Map(nominate.map((s) => [s, i.mafia && k.teammates.has(s) ? -1 : m.score.get(s) ?? 0])), nominate, () => rng.next() * 0.05);
  }
  if (nomination !== undefined) d.say({ kind: 'plain', text: `I nominate ${b.label(nomination)}.` });
  return { reasoning, speech: b.compose(d.parts), claims: d.claims, ...(nomination !== undefined ? { nomination } : {}) };
}

/** A table option, from the public start of the game. */
function tableOption(events: readonly GameEvent[], key: string): unknown {
  const start = events.find((e) => e.type === 'game_started') as Record<string, any> | undefined;
  return start?.options?.[key];
}

/** Whether this table's preset (public at the start) deals a doctor. */
function tableHasDoctor(events: readonly GameEvent[]): boolean {
  const start = events.find((e) => e.type === 'game_started') as { preset?: string } | undefined;
  return (findBoard(start?.preset ?? '')?.preset.roles.doctor ?? 0) > 0;
}

const detectiveTitle = (events: readonly GameEvent[]): string => (tableOption(events, 'detectiveTitle') === 'sheriff' ? 'sheriff' : 'detective');
