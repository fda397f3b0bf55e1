// How an AI seat answers, in words: the end of every model seat's system prompt (stable for the whole
// game, so it is cached with it). With structured output the schema holds the model to the same shape;
// without it, these words are all the model has.
import { NOTEBOOK_CHARS } from '../engine/prompt-notes.js';
import type { TableWords } from './schemas.js';

export function answerFormat(t: TableWords): string {
  const words = [
    t.roles.length ? `roles: ${t.roles.map((r) => `"${r}"`).join(', ')}` : '',
    t.results.length ? `check results: ${t.results.map((r) => `"${r}"`).join(', ')}` : '',
    t.actions.length ? `night actions: ${t.actions.map((r) => `"${r}"`).join(', ')}` : '',
  ].filter(Boolean);
  return `# How to answer
Reply with one JSON object and nothing else (no prose, no code fence). The last line of each question names the fields this answer needs, in order; leave the others out.
- "reasoning" first: your private thinking, which nobody else sees. The question says how long: one sentence for a sealed vote or a yes/no, a short plan before a speech, as fully as needed for a night action.
- "speech", when the question asks for one: what you say aloud, in character. The question gives its length; a speech over it is not cut but asked again, so keep within it.
- "claims", with a speech: what the speech claims, a list (empty if nothing): {"kind": "role", "role": <role>}, {"kind": "check", "target": <seat>, "result": <result>}, {"kind": "suspect", "target": <seat>} (a suspicion or a lean), {"kind": "trust", "target": <seat>}, {"kind": "vote", "target": <seat>} (a firm vote today)${t.actions.length ? ', {"kind": "acted", "action": <action>, "target": <seat>} (a night action you say you took)' : ''}, {"kind": "ask", "target": <seat>, "about": "vote" | "read" | "check" | "case", "subject": <seat>} (a question you put to a player, answered when they next speak: why they voted subject${t.ballots.length ? ` (with ${t.ballots.map((b) => `"ballot": "${b}"`).join(' or ')} for that vote)` : ''}, their read of subject, their check, or their case against you; subject only where it applies). Seats are numbers from 1 to ${t.seats}; ${words.length ? `use this table's words, ${words.join('; ')}` : 'roles and results in this table\'s words'}. The table reads your claims beside your words: claim what you say.
${t.nomination ? '- "nomination", when the question asks for one: the seat you nominate.\n' : ''}${t.remark ? '- "remark", when a ballot offers it: a few words said with your pick, shown when the votes are.\n' : ''}- "message", in your team's night talk: one short message to your team, never empty.
- "choice": exactly one of the values listed under Choices.
- "suspicion_updates", when the question lists it: [{"seat": <seat>, "suspicion": <0 to 1>}] for the players you have a read on now; 0 surely good, 1 surely evil.
- "notebook", last: your notebook, at most ${NOTEBOOK_CHARS} characters, rewritten whole: your read of each player, your plan, and what you must remember (claims, results, who said what). It replaces your old notebook and comes back to you whole in every later question; nothing else you write is kept for you (not your reasoning). When it fills up, summarise the older parts yourself. Leave it out to keep it as it is; a longer one is asked again.
If an answer is refused, the next question says why; answer again with that fixed.
${examples(t)}`;
}

/** Two answers in this table's own words (the seats and the reasons made up), for the shape, not the play. */
function examples(t: TableWords): string {
  const role = t.roles[1] ?? t.roles[0] ?? 'villager';
  const result = t.results[0] ?? 'evil';
  const vote = { reasoning: 'Seat 4 pushed hardest on day 1 and then voted elsewhere; that split is my best lead.', choice: '4', suspicion_updates: [{ seat: 4, suspicion: 0.7 }, { seat: 2, suspicion: 0.3 }] };
  const speech = {
    reasoning: 'My result is the strongest fact at the table; I claim now, before the vote, and name my target.',
    speech: `I am the ${role}. Last night I checked Seat 5, and the answer was ${result}. I will vote Seat 5 today, and I ask the rest of you to join me.`,
    claims: [{ kind: 'role', role }, { kind: 'check', target: 5, result }, { kind: 'vote', target: 5 }],
    notebook: `D2: claimed ${role}; 5 is ${result} (my check, night 1). 4 split vote and speech on D1: watch. 2 quiet, no read. Plan: get 5 out today, then ask 4 why.`,
  };
  return `Examples (of the shape only; the seats and reasons are made up):
${JSON.stringify(vote)}
${JSON.stringify(speech)}`;
}
