// What another seat did about a player is that seat's case, not a fact of the player's own: a follower cites what
// the case stands on, or takes it up by name ("I'm with Ada on Luca"), never "Ada voted Luca, so count me in".
import type { Evidence } from './speech/plan.js';

/** Another seat's words against a player. */
export const HEARSAY = new Set<Evidence['kind']>(['accusation', 'nomination']);

/**
 * Another seat's ballot on `t`: said as a reason against `t` it is the voter's case retold ("Wren cast a vote against
 * you yesterday. Count me in"; "yesterday, Wren voted Jonah. My vote is for Jonah": a relay game, werewolf-9 seed 120502).
 */
export const ballotOn = (e: Evidence, t: number): boolean => e.kind === 'vote' && e.target === t && e.voter !== t && !e.with?.includes(t);

