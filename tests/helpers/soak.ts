// How many seeded games a property suite plays. `npm test` plays a quarter of the full count, so the
// whole run stays short; `npm run test:soak` (tests/soak.config.ts sets NIGHTFALL_SOAK=1) plays them all.
// The same fast-check seed either way: the quarter is the first quarter of the soak's games.
export const SOAK = process.env.NIGHTFALL_SOAK === '1';

export const runsOf = (full: number): number => (SOAK ? full : Math.ceil(full / 4));
