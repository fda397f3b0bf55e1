// The speech grammar: plans (plan.ts) rendered as words in a persona's voice.
export type { Act, Evidence, SpeechContext, SpeechPlan, Strength, TeamAct } from './plan.js';
export { contextOf, type RenderCtx } from './context.js';
export { render, sayable, unrendered, UNSAID, type Rendered } from './render.js';
export { renderTeam, type TeamCtx } from './team.js';
export { cite, citeForms, type CiteCtx } from './cite.js';
export { when, partOf } from './dates.js';
export { claimsOf } from './claims.js';
export { SpeechMemory, memoryOf } from './memory.js';
export { gameWords, gameWordsOf, type GameWords } from './words.js';
export { splitSentences, sentenceKey } from './sentences.js';
