// A seat's mind: what it has read (Knowledge) and its belief over worlds, kept across decisions and
// brought up to date from each request's view. The public evidence is weighed once per game in the
// public record; a good seat lays what it alone knows over it. Evil seats know the truth of their side,
// so they read the public belief as it is: who the village suspects and trusts.
import type { PlayerView } from '../../engine/view.js';
import type { BeliefView } from './belief/belief.js';
import { claimTerm } from './belief/claims.js';
import { OwnBelief } from './belief/own.js';
import { WEIGHTS, type Level } from './belief/params.js';
import { PublicEvents, publicRecord } from './belief/public.js';
import { claimSeats, readOwn, type PublicRecord } from './belief/reader.js';
import { seatKnowledge, updateOwn, type ExtraReader, type Knowledge } from './knowledge.js';

export class SeatMind {
  k: Knowledge | undefined;
  /** This seat's own belief (good seats). */
  own: OwnBelief | undefined;
  pub: PublicRecord | undefined;
  /**
   * The seat its discussion speech leaned on, and the day: its ballot reads it back rather than work it out again
   * (its own words move its belief a little, and a lean on the edge of a faint fact would move with them).
   * `named`: the speech said that seat aloud (a lean, a hunch, a case): the table heard it, so the ballot keeps it
   * or the last call says why not. `held`: the speech said the seat holds its vote (no case heard yet), so a ballot
   * on a seat is one the table did not hear coming.
   */
  spoke: { day: number; target: number | undefined; named?: boolean; held?: boolean } | undefined;
  /** The fake claim this seat told its team it would make, and the night it said so (policy/team.ts, story.ts). */
  promised: { night: number; role: string } | undefined;
  /** A partner's day plan this seat answered in the chat (the message's place), and whether it agreed (policy/team.ts, evil.ts). */
  backing: { n: number; agreed: boolean } | undefined;
  private claimsSeen = -1;
  private ownClaims = false;
  /** The public events of this seat's view: all the public record is given. */
  private readonly heard = new PublicEvents();

  constructor(readonly level: Level) {}

  update(view: PlayerView, extra: ExtraReader): Knowledge {
    // The public record first: this seat's own facts are laid over it.
    const pub = publicRecord(this.heard.of(view.events), this.level);
    if (!this.k || this.pub !== pub || !Object.is(Object.getPrototypeOf(this.k), pub.k) || this.k.firstEvent !== view.events[0] || this.k.me !== view.seat) {
      this.pub = pub;
      this.reset(seatKnowledge(pub.k, view));
    }
    const reader: ExtraReader = (k, e) => {
      extra(k, e);
      if (this.own) readOwn(this.own, k, e, WEIGHTS[this.level]);
    };
    if (!updateOwn(this.k!, view, reader)) {
      this.reset(seatKnowledge(pub.k, view));
      updateOwn(this.k!, view, reader);
    }
    const k = this.k!;
    if (this.own && this.claimsSeen !== pub.claimsVersion) {
      this.claimsSeen = pub.claimsVersion;
      // Only a seat holding a role others claim reads the claims differently from the public.
      const mine = ownsClaimedRole(k);
      if (mine || this.ownClaims) this.own.setClaims(mine ? claimTerm(k, WEIGHTS[this.level], true) : null, pub.lastClaimEv, pub.lastClaimEvOf ? [...pub.lastClaimEvOf.keys()] : claimSeats(k), pub.lastClaimEvOf);
      this.ownClaims = mine;
    }
    return k;
  }

  /** The belief that drives decisions: the seat's own, or the public one for the evil side. */
  get belief(): BeliefView {
    return this.own ?? this.pub!.belief;
  }

  private reset(k: Knowledge): void {
    this.k = k;
    this.spoke = undefined;
    this.promised = undefined;
    this.backing = undefined;
    this.claimsSeen = -1;
    this.ownClaims = false;
    this.own = k.evilRoles.has(k.role) ? undefined : new OwnBelief(this.pub!.belief, k.me);
  }
}

/** This seat holds a power role someone else claims (or, as the investigator, someone reports checks). */
function ownsClaimedRole(k: Knowledge): boolean {
  if (!k.powerRoles.has(k.role)) return false;
  // Its own night action said aloud (a poison) it knows as a fact: read as the public does, it would count twice.
  if (k.actionClaims.some((c) => c.by === k.me)) return true;
  for (const c of k.roleClaims.values()) if (c.role === k.role && c.seat !== k.me) return true;
  return (k.role === 'seer' || k.role === 'detective') && k.checkClaims.some((c) => c.by !== k.me);
}
