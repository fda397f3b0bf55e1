// How an AI seat answers, for a server without structured output: with it, the schema of each call
// says the same (its fields, in order, with their descriptions), so this text is sent only without.
export const ANSWER_FORMAT = `# How to answer
Reply with one JSON object and nothing else (no prose, no code fence), with the fields the question's last line names, in that order.
- "reasoning" first: your private thinking, which nobody else sees. The question sets how long: one sentence for a sealed vote or a yes/no, 2–4 sentences before a speech, as fully as needed for a night action. It becomes your notes: later questions show your latest read of each player and your earlier thoughts.
- "speech": what you say aloud, in character, 2–4 sentences. "claims": what it claims, e.g. {"kind": "role", "role": "<role>"}, {"kind": "check", "target": 5, "result": "<what the check showed>"}, {"kind": "suspect", "target": 3}, {"kind": "trust", "target": 4}, {"kind": "vote", "target": 3}. "nomination" when the game asks for one.
- "suspicion_updates" (sealed votes): [{"seat": <number>, "suspicion": <0..1>}] for each player you have a read on; 0 surely good, 1 surely evil.
- "target", "action", "direction": exactly one of the values under Choices. "message": one short line to your team. "answer": "yes" or "no".
If an answer is refused, the next question says why; answer again with that fixed.`;
