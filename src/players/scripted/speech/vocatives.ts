// A persona's word for the person it speaks to ("love", "folks", "dear", "kid", "my friend") is said once a speech:
// "My friends, I'm the witch … as the seer, my friend … Don't forget, my friend, … My friend Elsie, …" in one last
// word was a relay reader's tell (werewolf-9, seed 120601). Later ones are dropped, the sentence kept.

export const ADDRESS_WORDS = ['my friends', 'my friend', 'my dear', 'dears', 'dear', 'love', 'pet', 'kids', 'kid', 'folks', 'crew', 'everybody', 'everyone'];
const ALT = ADDRESS_WORDS.join('|');
/** ", love." / ", my friend," mid-sentence; "Folks, …" / "My friend, …" opening one; "my friend Elsie" before a name. */
const AFTER = new RegExp(`, (${ALT})(?=[.,;:!?])`, 'gi');
const OPENING = new RegExp(`^(${ALT}), `, 'i');
/** ", dear, that …" ("Do remember, dear, that Seat 2…"): dropped, it leaves "Do remember that", not "Do remember, that". */
const BEFORE_THAT = new RegExp(`, (${ALT}), that\\b`, 'gi');
const BEFORE_NAME = /\b([Mm]y friend|[Mm]y dear|[Dd]ear) (?=[A-Z])/g;

/** `sentences` with each address word kept where it is first said, dropped after. */
export function onceEachAddress(sentences: readonly string[]): string[] {
  const said = new Set<string>();
  const key = (w: string) => w.toLowerCase().replace(/s$/, '');
  const seen = (w: string): boolean => {
    if (said.has(key(w))) return true;
    said.add(key(w));
    return false;
  };
  return sentences.map((s) => {
    let out = s;
    const open = OPENING.exec(out);
    if (open && seen(open[1]!)) out = out.slice(open[0].length).replace(/^./, (c) => c.toUpperCase());
    out = out.replace(BEFORE_NAME, (m, w: string) => (seen(w) ? '' : m));
    // Only a word said before goes here; asking `seen` would count this one said, and AFTER would then drop it, first or not.
    out = out.replace(BEFORE_THAT, (m, w: string) => (said.has(key(w)) ? ' that' : m));
    out = out.replace(AFTER, (m, w: string) => (seen(w) ? '' : m));
    return out;
  });
}
