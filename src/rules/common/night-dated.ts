// A night's line kept in the summary of finished days, dated by that night: "Night 2: The werewolves attacked Ada."
// The engine's "tonight" goes (the night is named), but never from a player's own quoted words: "Elsie should go tonight."
// read "Elsie should go." in a later prompt, a misquote with no "…" (a relay reader playing a wolf, 4 Dec).
export function nightDated(day: number, line: string | null | undefined): string {
  const parts = (line ?? '').split(/("(?:[^"\\]|\\.)*")/);
  return `Night ${day}: ${parts.map((p, i) => (i % 2 === 1 ? p : p.replace(/ tonight(?=[.:])/g, ''))).join('')}`;
}
