// The grammar's own wordings, shared by every persona (the persona's banks come first; these keep the
// talk varied when a persona's lines run out). Clauses are lower-case and unpunctuated: they are
// joined to reasons and lead-ins before they become sentences. Slots: {target} {from} {evil} {role}
// {bare} {result} {when} {evidence}. A named seat is spoken of by its own pronoun, never "they" for a
// seat the table knows as "she" or "he": {them} {their} {they} {theirs}, and {they_are}, {they_have}…
// with the verb agreeing ("she is", "he has"), say the {target} seat's (or the seat a line's code gives as
// `pronoun`: speech/compose.ts fill). A "they" written out is a group's ("the village… they believe").

export const ACCUSE = {
  hunch: [
    'I have a bad feeling about {target}',
    'something about {target} bothers me',
    "I'm wary of {target}",
    "I'm suspicious of {target}",
    '{target} is the one I trust least',
    'my eye keeps going back to {target}',
    ...['I have a bad feeling about {target}', "I'm wary of {target}", "I'm suspicious of {target}", 'something about {target} bothers me'].flatMap((h) =>
      ["if I'm honest", 'more than anyone else here', "though I can't prove it yet"].map((t) => `${h}, ${t}`),
    ),
    "{target} doesn't sit right with me",
    'I keep coming back to {target}',
    "I'd keep an eye on {target}",
    '{target} has me uneasy',
  ],
  lean: ['I think {target} is {evil}', '{target} looks like {evil} to me', '{target} is my top suspect', 'I suspect {target}', 'my money is on {target} being {evil}', "I'd bet on {target} being {evil}"],
  sure: ['{target} is {evil}, I am sure of it', "I'm certain {target} is {evil}", 'there is no doubt left: {target} is {evil}', "{target} is {evil}, and I'd stake my seat on it", "I'd swear {target} is {evil}"],
};
/**
 * Sure of a seat in a speech that claims a role, with no check on it reported there: "I am the seer. Bo is a werewolf, I am sure
 * of it" reads as a result the seat never claimed (the rules' scan of words reads it so). Slot: {target}.
 */
/**
 * Sure of a seat this speech has just reported its own check on: the certainty is the result, not a feeling ("I looked at Luca
 * last night: mafia. I'd swear he is mafia", and a seer's "I'd swear she is a werewolf": a blind reader's tell, relay game,
 * werewolf-9, seed 1271201). Slot: {target}.
 */
export const ACCUSE_SURE_CHECKED = [
  'that is a result, not a read',
  "I don't have to guess about {target}",
  "I don't need a read on {target}: I have the result",
  "with {target}, I'm not guessing",
  'no hunch of mine comes close to that: I saw it',
  'that is not a feeling; it is what my check showed',
];
export const ACCUSE_SURE_UNCHECKED = ['I have no doubt left about {target}', '{target} is the one, I am sure of it', "I'm certain about {target}", "I'd stake my seat on {target}"];

// Not "I'm standing by Hugo", read as a vote on Hugo when the speech voted Elsie (a blind reader, seed 1272301).
export const DEFEND = ['I trust {target}', "I don't think {target} is {evil}", '{target} is not the one to vote out', "I'd leave {target} alone", '{target} looks clean to me', "I'd vouch for {target}"];
export const DEFEND_SELF = ["I'm not {evil}", 'you have the wrong player', "I'm on your side, whatever it looks like", 'voting me out would be a mistake', 'I have nothing to hide', 'look elsewhere, because it is not me'];
/**
 * The reasoned case's answers, made of an acknowledgement and a reply, each shorter than seven words ({evil} as two), joined three ways: one
 * wording of eight ("…; I follow the reasoning, but it lands on the wrong seat") was heard from two or three seats of one game
 * in 5.5% of werewolf speeches (talk bench, seed 1240101). Every pair reads with either part's "it" as the case.
 */
export const HEARD_WHY = ['I heard the reasons', 'I have listened to why', 'I follow the reasoning', 'I see how it looks', 'I take the point', 'I understand the logic', "I've weighed it", 'that is fair to raise', 'I see the thread of it'];
const NOT_SO = [
  "it doesn't make me {evil}",
  'it lands on the wrong seat',
  'it is wrong about me',
  'it is thinner than it sounds',
  'it would fit half this table',
  'it is not enough to vote on',
  'it does not hold together',
  'it points at the wrong player',
  'nothing I did bears it out',
  "I'm simply not {evil}",
];
// Five shapes, not three: "X accused me, and I understand the logic, but it points at the wrong player" and its like from three
// seats of one day were a blind reader's second tell (werewolf-9 relay, seed 1251901). Two shapes answer without the granting
// clause: the case put back as a question, or the reply given plainly.
const REASONED = HEARD_WHY.flatMap((h, i) =>
  NOT_SO.map((n, j) => [`{case}, and ${h}, but ${n}`, `{case}; ${h}, but ${n}`, `{case}. ${h[0]!.toUpperCase()}${h.slice(1)}; still, ${n}`, `{case}? ${n[0]!.toUpperCase()}${n.slice(1)}`, `{case}, and my answer is simple: ${n}`][(i + j) % 5]!),
);
/** A defence that answers the case made: {case} is the cited fact (a check, an accusation, a vote on the speaker). */
export const DEFEND_CASE: Record<'check' | 'accusation' | 'reasoned' | 'vote' | 'caught' | 'rival', string[]> = {
  check: [
    '{case}, but I am not {evil}, so that check is false',
    '{case}; that result is wrong, and it makes {target} the liar',
    '{case}, and it is a lie: I am not {evil}',
    '{case}. That check is false, and I would ask who {target} really is',
    '{case}; no real check says that of me',
    '{case}, and that result was made up',
    '{case}. Only a liar could report that about me',
    '{case}; that is an invented result, and {target} knows it',
  ],
  accusation: [
    '{case}, but naming me is not a case against me',
    '{case}; what does it rest on besides my name?',
    '{case}, and I answer it plainly: I am not {evil}',
    '{case}, yet nothing I have said or done points to {evil}',
    "{case}; tell me what I did and I'll answer it, but a name alone I can only deny",
    '{case}. If there were a reason behind it, we would have heard it by now',
    '{case}, and all that shows is that somebody had to be named',
    "{case}; I'd like to know what it is built on, because it isn't anything I did",
  ],
  /** An accusation that came with its reasons: the answer does not say it came with none. */
  reasoned: REASONED,
  /**
   * The case made by a seat this speech has just called evil on its own check: no point taken from it ("Priya went after me.
   * I take the point; still, it lands on the wrong seat", from the seer, of the wolf she had caught: a relay reader's tell).
   */
  caught: [
    "{case}, and of course {target} did: my check caught {them}",
    '{case}; that is what {evil} does once caught, and it changes nothing',
    '{case}, which is the answer I expected from the seat I checked',
    "{case}; {target} would say anything now, and I know why",
  ],
  /** The case made by a rival claimant of the role this speech has just claimed and answered: the claim is the case. */
  rival: [
    '{case}, and a false claim needs mine to be the lie',
    '{case}; of course: only one of us is telling the truth about the role',
    "{case}, and that is the rival claim talking, nothing more",
    '{case}; anyone who takes my role has to say that of me',
  ],
  vote: [
    '{case}, but a vote is not proof',
    '{case}; a ballot on me proves nothing about me',
    '{case}, and I will answer it: I am not {evil}',
    '{case}; a ballot is an opinion, not evidence',
  ],
};
/**
 * The strongest fact of its own doing held against a seat under fire, answered ({case}: the fact, said by the seat
 * itself; {subject}: the seat it voted, defended or accused; {with}: who cast the same ballot; {victim}: the seat that
 * went after the speaker and was killed that night, {case} then being what it said or did against the speaker; {side}: the evil side).
 */
export const REBUT: Record<'shared' | 'wrong' | 'stand' | 'moved' | 'still' | 'framed' | 'guess' | 'checked', string[]> = {
  shared: [
    '{case}, and so did {with}: if that ballot marks me, it marks {them} too',
    '{case}, along with {with}, and nobody is asking {them} about it',
    '{case}; so did {with}, so that ballot says nothing about me alone',
    '{case}, as did {with}; I was hardly alone',
    '{case}, side by side with {with}, and only I am asked',
    '{case}; {with} did the same, so ask {them} too',
  ],
  // The seat the deed was done to, named in {case}, is its pronoun after it: "I voted Priya yesterday, and I was wrong about
  // Priya" named one seat twice a clause (subjects.test: speeches naming one seat four times, 17.6% -> 18.4% with answers
  // to deeds at last calls).
  wrong: ['{case}, and I was wrong about {them}; being wrong is not the same as being {evil}', '{case}; I read {them} wrong, and I own that, but it makes me mistaken, not {evil}'],
  stand: ['{case}, and I stand by it', '{case}, and I would do it again: the questions for {them} still stand', '{case}, and nothing since has changed my mind about {them}'],
  moved: ['{case}, on what I had then; I see {them} differently now', "{case}, and I've come off {them} since, which is what a read is for"],
  // Not "the same today": a case of today's said it already ("I defended Wren earlier today, and I would say the same today").
  still: ["{case}, and I still don't think {they_are} {evil}", '{case}, and I would say the same again'],
  framed: [
    '{case}, and {side} killed {victim} that night: if I were {evil}, that is the last seat I would have touched',
    '{case}, and then {side} took {victim}; that is a frame, and not a subtle one',
    '{case}, and that night {side} took {victim}: it points at me only if I am fool enough to kill my own accuser',
  ],
  guess: ['{case}, but a sheriff ballot is a guess at who should lead, not a read', '{case}; that was a vote for a leader, and it says little about me'],
  /** Against a seat the speaker's own check called {evil}: stood by, whatever became of the seat since. */
  checked: ['{case}, because my own check called {them} {evil}, and it still does', '{case}, and my check on {them} is why: it came back {evil}'],
};
/**
 * Before a REBUT line answering a second accuser's point, where it cited another deed than the first's: never "Vera named me as
 * well; the same answer" to a case that was not the same. Slot: {target} (the second accuser).
 */
export const REBUT_ALSO = ['and to {target}', 'as for {target}', "{target}'s point is another"];
/** REBUT's shared, of a nomination others made of the same seat that day. Slots as REBUT. */
export const REBUT_SHARED_NOMINATION = [
  '{case}, and so did {with}: if that marks me, it marks {them} too',
  '{case}, along with {with}, and nobody is asking {them} about it',
  '{case}; so did {with}, so that nomination says nothing about me alone',
];
/** What the speaker's own record says for it (a vote on a seat since shown evil). */
/** The badge a dead investigator the table believed handed the speaker, in its defence. Slots: {evidence} (the pass), {giver} {bare}, the giver's pronouns. */
export const DEFEND_BADGE = [
  '{evidence}, and our {bare} did not hand it to a seat {they} doubted',
  '{evidence}: {giver} was our {bare}, and {they} trusted me with it',
  "remember who {giver} chose: {evidence}, and a {bare} knows more than any of us",
];
export const DEFEND_RECORD = ['my record speaks for me', 'judge me by my votes', 'that is not how {evil} votes', 'my ballots have hurt the other side, not helped it'];
/** A defence resting on a check the table believes that called the speaker good: the check is its record. */
/**
 * A defence on a check that cleared the seat, the check said in it: "I have been checked, and I came back clean, given that Ada
 * reported me as good" said the check twice (werewolf-9 relay, seed 1280801). Slots: {evidence} {evil}.
 */
export const DEFEND_CHECKED = ['{evidence}, and that check clears me', 'I have been checked, and cleared: {evidence}', 'the one check on me says I am not {evil}: {evidence}', '{evidence}; a check has already cleared me'];
/** Last words of a seat voted out: the vote is done, so no plea. Slots: {evil} {removed} {target}. */
export const DEFEND_LAST = [
  'you {removed} the wrong player',
  'I was not {evil}, and the next days will show it',
  'you will find out I was not {evil}',
  'this vote was a mistake, and the real culprits are still at the table',
  'I was on your side the whole time',
  'remember this vote when the next body turns up',
  'the table got this one wrong',
];
/** The badge handed to the speaker this morning by a seat now dead. Slots: {from}, its pronouns ({their}). */
export const BADGE_HELD = [
  '{from} left me the badge, and I mean to use it well',
  'I hold the badge {from} passed me; I will speak last and vote as I see it',
  '{from} handed me the badge, and I take it as a job, not a prize',
];
/** The same, from a seat whose check had called the speaker good. */
export const BADGE_HELD_CLEARED = [
  "{from} checked me and found me good, then left me the badge; I'll carry it as {their} word",
  "I hold the badge {from} left me, and {their} check on me came back good: I'm speaking as someone {from} trusted",
  '{from} cleared me and handed me the badge before going; I take that as a charge, not a prize',
];
/** Last words with no case to leave: where the speaker would look next, said as no more than that. Slot: {target}. */
export const LAST_LEAN = [
  'if I had one more vote, it would go to {target}',
  "{target} is where I'd look next, for what it's worth",
  'my last read is {target}; nothing firmer, but look there',
  "if you want my last feeling, it's {target}",
  'my gut says {target}; look there once I am gone',
  "I'd keep an eye on {target} after I'm gone",
];
/** The same, after another seat was named as the one who led the vote: the two told apart. Slots: {target} {other}. */
export const LAST_LEAN_BESIDE = [
  '{other} aside, {target} is where I would look next',
  'after {other}, my last read is {target}; nothing firmer, but look there',
  '{target}, as well as {other}, is where I would look tomorrow',
  "{other} is not the only one: I'd keep an eye on {target} after I'm gone",
];
export const DEFEND_LAST_AGAINST = [
  'look hard at {target}, who led the case against me',
  '{target} steered you onto the wrong seat',
  'ask yourselves why {target} wanted me gone',
  '{target} pushed hardest for this; remember that tomorrow',
  'start with {target}: it was that case that put me here',
  'it was {target} who led you here, and I would ask why',
];
/**
 * A defence after the speaker answered the same accuser in its own turn today: said once, referred to, not said again in
 * other words ("Iris accused me today; what does it rest on…" then "Iris pointed at me; what does it rest on…"). Slots: {target} {evil}.
 */
export const DEFEND_AGAIN = [
  'I answered {target} in my turn, and nothing since has changed it: I am not {evil}',
  'I said my piece to {target} earlier, and it stands: I am not {evil}',
  "You heard my answer to {target} already; I won't dress it up twice. I am not {evil}",
  'My answer to {target} is the one I already gave: I am not {evil}',
];
/** A second seat that went after the speaker today, given the same answer. Slots: {target} (that seat), {evil}. */
export const DEFEND_ALSO = [
  '{target} came after me too, and gets the same answer',
  '{target} said the same of me, and hears the same answer: I am not {evil}',
  "and {target}, that answers you as well",
  '{target} said much the same, and my answer does not change',
  "{target}, you joined in, so hear it too: I'm not {evil}",
  '{target} named me as well; the same answer',
];
/** The same, to a second accuser that spoke after the first ({first}) today. Slots: {target} {first} {evil}. */
export const DEFEND_BEHIND = [
  '{target} came in behind {first} on me, and gets the same answer',
  "{target} joined {first} against me; my answer to {first} is my answer to {target}",
  '{target} followed {first} onto me, and I would ask {target} what that adds',
];
/**
 * A last plea at the last call, from the seat the announced votes put on the block, naming the seat whose word put it
 * there. Slots: {target} (that seat), {evil}. Not a line said beside a case: the whole of what the seat adds before the vote.
 */
export const PLEA_AGAINST = [
  'before you vote: I am not {evil}. Banish me and tomorrow you will be asking why you trusted {target}',
  'last thing. When I am gone and you see what I was, start with {target}: that is whose word put me here',
  "one more time, since it is my neck: I am not {evil}, and {target} knows it",
  "you are about to banish me on {target}'s say-so. Look at {target} tomorrow, whatever happens to me",
  'if I go, I go as a good player, and {target} has a lot to explain tomorrow',
  "fine, vote me out. But when I turn out not to be {evil}, {target} is the first seat I'd look at",
];
/** The same plea with nobody to point at. Slots: {evil}. */
export const PLEA = [
  "before you vote: I am not {evil}, and you are about to lose a good player",
  "I've said what I can. I am not {evil}, and tomorrow you will see it",
  'banish me if you must, but you are spending a vote on a good player',
  'I can count the votes. For the record, then: I am not {evil}',
  'say what you like about my reads, but I am not {evil}, and this vote is a mistake',
  // Two of five said by two seats of one relay game (werewolf-9, seed 1240001), which its blind reader heard as one script.
  "I know how this looks, and I know I'm not {evil}; that is all I have",
  "this is a mistake, and I'd rather say so now than in my last words",
  "vote me out and you'll be hunting the real one tomorrow with one friend fewer",
  "you're about to hand the other side a free day, and I can't stop you",
  "if my reads were wrong, fine, but I am not {evil}",
];
/**
 * Said after a plea by a seat a believed claimant had called good: the check the votes are going against. Slot: {target}
 * (the claimant). Without it, a seat the seer had cleared pleaded "I am not a werewolf" as if nobody had vouched for it.
 */
export const PLEA_CLEARED = [
  '{target} checked me and found me good, and nothing since says otherwise',
  'remember that {target} looked at me and found me good',
  "you are voting against {target}'s check as well: {target} found me good",
];
/**
 * The plea of a seat on the block whose case is a check claimed on it, its vote going elsewhere: the check denied as the
 * check it is, not pointed back at its claimant ("I've said what I can. I am not a werewolf", from a wolf the seer had
 * called a werewolf that day: the check went unanswered). Slots: {target} (the claimant), {evil}.
 */
export const PLEA_CHECKED = [
  "{target}'s check on me is wrong. I am not {evil}, and tomorrow you will see it",
  "all you have on me is {target}'s word that I came back {evil}, and it is false",
  "I know how {target}'s check sounds. It is wrong: I am not {evil}",
  "banish me on {target}'s check if you must, but that check is false: I am not {evil}",
];
/** Why an investigator looked at a seat, said when asked ("why Wren first?"). Slots: {target}. */
export const CHECK_WHY: Record<'start' | 'doubt', readonly string[]> = {
  start: [
    'I had nothing to go on the first night, so I started with {target}',
    'on the first night any seat was a guess, and {target} was mine',
    'nobody had said a word yet, so I picked {target} and went from there',
  ],
  doubt: [
    '{target} was the seat I could least read, so that is where I looked',
    // Not "I looked at Elsie because…", which the report after it opens again ("…I looked at Elsie last night, and she is").
    "{target} was the one I couldn't place either way, so I checked there",
    'of everyone, {target} was the one I was least sure of',
  ],
};
/** The plea of a seat that claimed a role before: the claim again, as what the table would lose. Slots: {role}, {bare}. */
const CLAIMED_HEAD = ["I'll say it once more: I am {role}", 'my claim stands: I am {role}', 'nothing has changed since I said it: I am {role}', 'I told you what I am, and I am still {role}', 'I am {role}, as I told you'];
const CLAIMED_TAIL = [
  'banish me and you throw away the {bare}',
  'a vote on me is a vote against the village',
  'spend this vote on me and you do the other side a favour',
  'if you banish me anyway, you will see it tomorrow',
];
export const PLEA_CLAIMED: readonly string[] = CLAIMED_HEAD.flatMap((h) => CLAIMED_TAIL.map((t) => `${h}. ${t[0]!.toUpperCase()}${t.slice(1)}`));
/** The same, pointing at the seat whose word put it on the block. Slots: {role}, {bare}, {target}. */
export const PLEA_CLAIMED_AGAINST: readonly string[] = [
  ...CLAIMED_HEAD.flatMap((h) => CLAIMED_TAIL.slice(0, 2).map((t) => `${h}, whatever {target} says. ${t[0]!.toUpperCase()}${t.slice(1)}`)),
  '{target} calls my claim a bluff. It is not: I am {role}, and {target} is the one to look at',
  'I am {role}. If you believe {target} over me, you will see tomorrow who was lying',
];
/** The same, its case a check claimed on it, its vote going elsewhere: the check denied by the claim. Slots: {role}, {target}, {evil}. */
export const PLEA_CLAIMED_CHECKED: readonly string[] = [
  ...CLAIMED_HEAD.slice(0, 3).map((h) => `${h}, so {target}'s check on me is false`),
  "{target} says I came back {evil}. I am {role}, and that result is a lie",
  "whatever {target}'s check says, I am {role}, and tomorrow will show it",
];
export const DEFEND_AGAINST = [
  '{target}, you have the wrong player',
  '{target} is aiming at the wrong seat',
  'I would look hard at {target} for pointing at me',
  'I would ask why {target} is so keen on me',
  "{target}'s push on me is worth a look of its own",
  'ask yourselves why {target} picked me',
];

export const BELIEVE = ['I believe {target} is {role}', '{target} is {role} as far as I can tell', "I'm taking {target} at {their} word as {role}", '{target} reads as the real {bare} to me'];
/** Believing a claimant the table has already said it believes today: said as one voice among several, not as news. */
export const BELIEVE_ECHO = [
  '{target} has my trust as {role} too',
  "I'm with the rest of you on {target} as {role}",
  'count me among those who believe {target} is {role}',
  'the table has taken {target} as {role}, and so do I',
  'I see no reason to doubt {target} as {role} either',
  'like most of you, I take {target} for {role}',
  "I'll keep it short: {target} is {role} to me as well",
  "{target}'s claim to be {role} stands with me, as it does with you",
];
/** Why the second of two claimants is the liar: it came out after the first. Slots: {target} (the liar) {other}. */
export const OVER_LATER = [
  '{other} claimed first, and {target} only came out once {other} had',
  '{target} came out after {other} did, and the second claim is the easier lie to tell',
  'the order matters to me: {other} spoke first, {target} answered with the same role',
  "{other}'s claim came first; {target}'s came after it, and reads as the reply",
];
/** Why the second of two claimants is the liar: it heard the first claim and let it stand through a speech of its own. Slots: {target} (the liar) {other}. */
export const OVER_LATE = [
  "{target} sat through {other}'s claim without a word against it, and only claimed the role afterwards",
  '{target} heard {other} claim it and let it pass; the real one would have said so at the first chance',
  "{target} spoke after {other}'s claim and never disputed it, so the claim that came later is the one I doubt",
];
/** Why the surviving one of two claimants is the liar: the other was killed in the night. Slots: {target} (the liar), {death} (the other's death, cited with its date). */
export const OVER_KILLED = [
  '{death}, and {target} was not: nobody kills their own fake',
  '{death}, not {target}: the killers ended the claim that hurt them',
  '{death}, and {target} is still here, which tells me whose claim they feared',
  '{death}; {target} was left alone, and that says who was real',
  '{death}, while {target} lives on: the killers spared their own',
];
/** Picking one of two claimants without a fact that decides it: said as a lean. Slots: {target} {other}. */
export const OVER_UNSURE = [
  "I can't prove yet which of {target} and {other} is lying, so take this as my lean, not a certainty",
  // Not "nothing yet decides between them" after a firm word on one of the two in the same speech ("Aye, Priya is the seer.
  // … Nothing yet decides between Seat 10 and Priya": 80x24, werewolf, seed 1207104; a blind reader's tell, seed 1207013).
  "no proof settles {target} against {other} yet; it is a judgement, and it goes against {target} until the checks say otherwise",
  'between {target} and {other} I cannot be sure yet, but {other} reads truer to me',
  "I'll want the next deaths and flips to settle it between {target} and {other}; for now I side with {other}",
];
/**
 * Taking a side between two claimants once the day has weighed them twice: with the seats that went after the same one
 * first, by name, not the two claims said again as if they decided it. Slots: {with} {target} (the one doubted) {other}.
 */
export const OVER_WITH = [
  "I'm with {with} on this one: {other} over {target}",
  'count me with {with}: I believe {other}, not {target}',
  'I read the two claims the way {with} did: {target} is the false one',
  'same side as {with}: of {target} and {other}, {target} is the one lying',
];
/** Trusting a claimant for now, on its next result: said to it. Slots: {target} {role} {bare}. */
export const BELIEVE_PRESS = [
  '{target}, I take you as {role} for today, and your next result is the first thing I want tomorrow',
  "{target}, you have my trust as {role} until your checks say otherwise, so keep them coming",
  "I'll go with {target} as {role} today; the next check will show whether that was right",
  '{target}, if you are {role}, your next result settles it for me, so make it count',
  'my trust in {target} as {role} is for today; a {bare} who lives proves it with the next check',
];
/** Believing a claimant by what is missing: nobody has come forward against the claim (yet). */
export const BELIEVE_UNOPPOSED = [
  "nobody has disputed {target}'s claim to be {role} yet, and that counts for something",
  'if {target} were lying about {role}, the real {bare} would have spoken up by now',
  "no one has come forward against {target} as {role}, so I'll work from that",
  'a false {bare} claim usually draws a counter-claim quickly, and {target} has not drawn one',
  "the real {bare} has had every chance to contradict {target} and hasn't, so {target} stands",
  "I'm listening for a second {bare}, and until one speaks I take {target} as {role}",
  'nobody else claims {bare}, and a liar could not count on that lasting, so I believe {target}',
  "{target}'s claim has gone unchallenged so far, and that is the best test a claim gets",
];
// Not "…is not the seer, not to me": the issue's blind reader quoted it, said by two seats a game.
export const DOUBT = ["I don't buy {target} as {role}", '{target} is not {role}, as far as I can see', 'I doubt {target} is {role}', '{target} as {role} does not add up'];
/**
 * A claim doubted for the rival's check on the claimant, once two other seats have said that check today: the check referred to,
 * not recited a third time ("Remember that Mira reported Priya as a werewolf", word for word from four seats: the blind reader's
 * first tell, relay game, werewolf-9, seed 1218001). Slots: {target} (the claimant) {other} (the checker) {role} {bare}.
 */
export const DOUBT_HEARD = [
  "you have all heard {other}'s check on {target} by now, and I believe it over {target}'s claim",
  "{other}'s check on {target} has been said enough today; {target}'s {bare} claim does not move me off it",
  "I won't recite {other}'s check again: I believe {other}, and {target} is not {role}",
  "{target} as {role}? The table has heard {other}'s check on {target} twice over, and I side with {other}",
];
export const COUNTER = [
  '{target} is lying: I am {role}',
  "I'm the real {bare}, and {target} is not",
  '{target} claims my role, but I am {role}',
  'there is only one {bare} here, and it is me, not {target}',
  '{target} has taken my role for a cover: I am {role}',
  'I am {role}, so whatever {target} says, {target} is not',
  "{target} is wearing my role, and it doesn't fit: I'm {role}",
  'I know what I am, and I am {role}; {target} is not',
  'one of us is lying about being {role}, and it is {target}',
  "{target}'s claim is false: the {bare} is me",
];
/**
 * A counter-claim whose only ground is the rival's check on the speaker: the check said first, then called a lie, the
 * speaker's role not said again (the speech's claim says it; never
 * "Wren's claim is false, because the seer is me, since Wren called me a werewolf": read as circular by three relay
 * readers, werewolf-9, 3 Dec). Slots: {evidence} (the check) {target} {role} {bare}.
 */
/** The same, after the speech has said its role already. Slots: {target} {role} {bare}. */
export const COUNTER_CLAIMED = ['{target} has taken my role for a cover', 'whatever {target} says, {target} is not the {bare}', 'there is only one {bare} here, and it is not {target}', '{target} claims my role, and it does not fit'];
/**
 * Believing a claimant because its rival's check called this good seat evil: the step said, not only the check (a blind
 * reader's tell: "Every test I can think of says Bruno is the seer. The reason is simple: Elsie said I came back a werewolf").
 * Slots: {evidence} (the rival's check on the speaker) {other} (the rival) {target} (the claimant believed) {role}.
 */
export const BELIEVE_FRAMED = [
  '{evidence}, and I know what I am: that makes {other} the liar, and {target} {role}',
  "{evidence}; I know that is false, so {other} is lying and {target} is {role} to me",
  "{evidence}, and I know I'm not, so it is {other}'s claim that falls and {target}'s that stands",
];
export const COUNTER_CHECKED = [
  '{evidence}. That is a lie, and {target} knows it',
  "{evidence}, and it's false: {target} is the one lying about being {role}",
  '{evidence}; one of us is lying about being {role}, and it is {target}',
  '{evidence}. That result is invented: {target} never checked me',
];

/** The plain votes a lean's hedge is put after (LEAN_WAYS): seven, so a whole lean line ("call it a lean: …") keeps its share. */
const VOTE_HEDGED = ['my vote goes to {target}', "I'm voting {target}", 'I will vote {target}', '{target} gets my vote', "I'm putting my vote on {target}", 'my vote is on {target}', "I'll vote {target} out"];
export const VOTE = [
  ...VOTE_HEDGED,
  'I vote {target}',
  '{target} has my vote',
  "I'm going to vote {target}",
  '{target} will get my vote',
  'I vote for {target}',
  "I'm going to vote {target} out",
];
/** A vote announced earlier today, kept at the last call. */
export const VOTE_KEPT = ['my vote stays on {target}', 'my vote is still on {target}', "I'm still voting {target}", 'nothing moves my vote off {target}'];
/** The same, for a first-day vote with nothing behind it but a hunch, said as one (asked what it rested on). */
/**
 * A vote on one of two claimants of a role, resting on the two claims alone: said with the side taken, never as if two
 * claims pointed at one of them ("Nothing moves my vote off Elsie, because Elsie claimed to be the seer earlier today, and
 * then Jonah claimed it too": two relay readers' first tell, werewolf-9 seed 120601). Slots: {target} {other} {bare}.
 */
export const VOTE_SIDE = [
  'of the two {bare} claims I believe {other}\'s, so my vote is on {target}',
  'I take {other} as the {bare}, not {target}, and my vote goes to {target}',
  'between {target} and {other} as the {bare}, I believe {other}; {target} gets my vote',
];
/** The side taken, after the two claims that moved a vote. Slots: {other} {target}. */
export const SIDE_TAKEN = ['and I believe {other} over {target}'];
export const VOTE_KEPT_SIDE = [
  'my vote stays on {target}: of the two {bare} claims, I believe {other}\'s',
  "I'm still voting {target}; between {target} and {other}, I take {other} as the {bare}",
  'nothing moves my vote off {target}, since I believe {other} over {target} as the {bare}',
];
/** Asked its read on a claimant it said it trusted: the stance kept, or loosened. Slots: {subject} {bare}. */
export const ANSWER_BACKED = ['I take {subject} as the {bare}, as I said, and nothing since has changed that', 'I said I believe {subject} is the {bare}, and I still do', '{subject} is the {bare} as far as I can tell; I have not moved on that'];
export const ANSWER_BACKED_LESS = ['I took {subject} as the {bare} at first; I am less sure of that now', 'I said I believed {subject} was the {bare}, but I am not so sure any more'];
/**
 * A vote kept on a seat a claimant called good after the speaker's turn, nothing in the record showing the claimant lying: the
 * check heard, and the vote standing against it (said plain: the check is not the vote's reason). Slots: {target} {other}.
 */
export const VOTE_OVER_CHECK = [
  "{other} cleared {target} after I spoke; I've weighed it, and my vote stays on {target}",
  'I heard {other} clear {target}, but it does not move me: my vote is still {target}',
  "{other}'s check on {target} came after my turn, and I won't take it on its own: {target} keeps my vote",
];
/** A vote cast where the seat's turn leaned, with no vote said then: the lean becomes the vote. Slot: {target}. */
export const VOTE_FROM_LEAN = ['my lean on {target} holds, and my vote goes with it', '{target} was my lean, and that is where my vote goes', "I leaned {target} earlier, and I'll vote that way"];
/** The same, a hunch, asked what it rests on. Slot: {target}. */
export const VOTE_FROM_LEAN_HUNCH = [
  'it was a hunch about {target}, and it still is; that is where my vote goes',
  'nothing firmer than a feeling about {target}, I admit, but my vote goes there',
  "I can't give you more than a hunch on {target} yet, and my vote goes with it",
];
export const VOTE_KEPT_HUNCH = [
  'it was a hunch about {target}, and it still is; my vote stays there',
  'nothing firmer than a feeling about {target}, I admit, but my vote stays put',
  "I can't give you more than a hunch on {target} yet, and my vote has not moved",
];
/**
 * A vote kept, asked about, by a seat that gave a reason for it earlier today which no longer stands against the seat: the
 * point granted, the gut read owned. Never "it was a hunch about Elsie" after "Elsie voted Priya yesterday, and that is why my
 * vote goes to Elsie" (a relay game, werewolf-9, seed 1214001). Slot: {target}.
 */
export const VOTE_KEPT_CONCEDED = [
  'my reason is thinner than I made it sound, I grant you; past it, it is a gut read on {target}, and my vote stays',
  "fair point, that alone doesn't carry it; what's left is a feeling about {target}, and I'm keeping my vote there",
  "I'll grant it proves little by itself; I'm still on {target}, on a gut read",
];
/**
 * What a vote said without its reasons may add after it, so a table of a dozen votes a game does not hear one
 * sentence twice. None claims a certainty the speech does not show ("…, and that is not a guess" with no fact
 * behind it was a hint at a card the seat never had, and the next day it said it had nothing against the seat),
 * and none hedges a firm vote: a lean says it is one (LEAN_WAYS). Hedges and fillers here ("unless the defence
 * surprises me", "for what it is worth", "and I will answer for it") were on 48% of the bots' announced votes in
 * werewolf-9 (40 games, seed 1290101) and on 6% of the model seats' (4 of 69, four relay games); a blind reader
 * named "a hedge on nearly every vote" among the tells (werewolf-9 relay, seed 1281001).
 */
const VOTE_TAIL = ['today', 'when the ballot comes'];
/** Every way of saying a firm vote: the plain lines, and each with a tail. */
export const VOTE_WAYS: readonly string[] = [...VOTE, ...VOTE.flatMap((v) => VOTE_TAIL.map((t) => (t === 'today' ? `${v} today` : `${v}, ${t}`)))];
/** A vote said right after accusing its seat: the accusation already named it. */
export const VOTE_FOLLOWS = [
  'that is where my vote goes',
  'my vote follows',
  'my vote goes the same way',
  'and so my vote goes there',
  'my vote says the same',
  'I will vote accordingly',
  'my vote will match my words',
  'that is my vote today',
  'that settles my vote',
  'my vote goes with that read',
  'that is the seat I vote out today',
  'I am voting on that',
];
/** Before a case this seat made on an earlier day on the same facts: kept, said as kept. Slots: {target} {when} ("yesterday", "on day 1"). */
export const CASE_KEPT = [
  'I made this case {when}, and it still stands',
  'nothing has moved me off {target} since I said it {when}',
  'I said it {when} about {target}, and I will say it again',
  '{target} is where I was {when}, and where I still am',
  'my case on {target} is the one I made {when}',
  'I have not changed my mind about {target} since {when}',
];
/** A vote on a lean: the seat will vote, but the record barely separates anyone, and it says so. */
export const LEAN = [
  'my lean today is {target}, and my vote goes there unless someone gives me better',
  "I'll put my vote on {target}; it is a lean, not a case",
  '{target} is where I lean, and I will vote that way unless something changes',
  'if I must pick today, and I must, I pick {target}',
  'call it a lean: {target} gets my vote for now',
  "my vote leans to {target}, and I'd welcome a better case before we vote",
  "I'll say where I lean rather than hide it: {target}",
  '{target} sits a shade darker than the rest to me, so my vote goes there',
  'a thin lean is still a lean, and mine is {target}',
  'rather than sit on my vote, I name it: a lean vote on {target}',
];
/** How a vote on a lean says it is one, after the vote: "my vote goes to Ada, though it is only a lean". */
// Not every hedge says "lean": five bots of one relay game said "only a lean", "on a lean and no more", "it was a lean, nothing
// firmer", and its blind reader named the shared hedge as the first tell (werewolf-9, seed 1240001).
const LEAN_TAIL = ['though it is only a lean', 'on a lean and no more', 'for now', 'unless someone gives me better', 'as a lean, not a case', "and I'd welcome a better case", 'until I hear better', 'thin as the reason is', "though it's a soft read", 'and I could be talked out of it', 'on instinct, mostly'];
/**
 * The tails a table would notice said twice in a game, by any seat ("…, thin as the reason is" from three seats
 * read as one script): each is said once a game while an unheard wording is left.
 */
export const MARKED_TAILS: readonly string[] = [...LEAN_TAIL, ...VOTE_TAIL].filter((t) => t.split(' ').length >= 3).map((t) => t.toLowerCase());
/** Every way of saying a vote on a lean: the whole lines, and each plain vote with each hedge. */
export const LEAN_WAYS: readonly string[] = [...LEAN, ...VOTE_HEDGED.flatMap((v) => LEAN_TAIL.map((t) => `${v}, ${t}`))];
/** Asking a believed investigator for last night's result (it has not spoken yet today). */
/** The same, after the speech has said its vote: no "before anyone guesses" once it has. */
export const ASK_CHECK_PLAIN = ['{target}, you told us you are {role}: what did your newest check show?', '{target}, who did you look at this time, and what came back?'];
export const ASK_CHECK = [
  ...ASK_CHECK_PLAIN,
  "before anyone guesses, I want {target}'s newest check",
  "the first thing I want today is {target}'s new result",
  "{target} is {role} and lived to see another day, so I'd hear {their} check before anything else",
  "I'd rather hear {target}'s check than guess: {target}, what did you find?",
];
/**
 * Asking the seat leaned on about its last ballot, when nothing else in the record marks it: the question is
 * the case. Slots: {target} (the seat asked), {evidence} (its ballot, said to it), {subject} (the seat it voted).
 */
export const ASK_VOTE = [
  '{target}, {evidence}: what did you see in {subject}?',
  '{target}, {evidence}, and I have not heard why: what made up your mind?',
  '{target}, {evidence}; walk me through that ballot',
  'I want to hear from {target} first: {evidence}, and what was the reason?',
  '{target}, {evidence}, and that is the one thing I have on you, so tell me why',
  // Not "before I settle on {target}, …": a question is no lean, and the ballot after it may go elsewhere ("Before I settle on
  // Iris, a question…", then a vote on Luca: a blind reader's fourth tell, werewolf seed 1207303).
  '{target}, a question before the vote: {evidence}, so what did {subject} do to earn it?',
];
/** The question of ASK_VOTE, put again after another seat asked it first and got no answer. Slots: as ASK_VOTE, and {asker}. */
export const ASK_VOTE_AGAIN = [
  "{target}, {evidence}, and {asker} asked you why; I'm waiting on that answer too",
  '{asker} put it first and I put it again: {target}, {evidence}, so what did you see in {subject}?',
  "{target}, {evidence}; {asker} wanted to know what you saw in {subject}, and so do I",
];
/** Asking the seat leaned on, whose last ballot was held back, where it leans now. Slots: {target}, {evidence} (the held ballot, said to it). */
export const ASK_HELD = [
  '{target}, {evidence}; where do you lean today, and on what?',
  '{target}, {evidence}, so I have nothing from you yet: who is your pick now?',
  '{target}, {evidence}; today I want a name from you, and the reason for it',
  "{target}, {evidence}, and I still can't place you; who is it today?",
  '{target}, {evidence}; give us a name today, and why',
  '{target}, {evidence}, and I need more than that from you: who, and why?',
];
/**
 * The same, when the speaker held its ballot back too, or most of the table did: the held ballot is said as
 * shared, never held against the seat ("you held back a vote, and I need more than that from you", from a seat
 * that held back with everyone). Slots: {target}, {evidence}, {together} ("we all", "most of us", "I").
 */
export const ASK_HELD_SHARED = [
  '{target}, {evidence}, as {together} did; where do you lean today, and on what?',
  '{target}, {evidence}, as {together} did; today I want a name from you, and the reason for it',
  '{target}, {evidence}, as {together} did; give us a name today, and why',
];
/**
 * A shared ballot another seat asked about earlier today ({asker} asked {other}), asked of one more seat that cast it: the
 * question put again, not said anew (four seats in a row said "…, as I did; …": werewolf-9 at 80x24, seed 120671). Slots
 * as above, and {asker} {other}.
 */
export const ASK_HELD_SHARED_AFTER = [
  '{target}, {evidence} too, so the question {asker} put to {other} is yours as well',
  "{target}, {evidence} as well; same question {asker} put to {other}",
  "{target}, {evidence} too, and I'd like your answer to {asker} as much as {other}'s",
];
/**
 * The questions above, to a seat that has had its turn today: it may have named a lean there (a lean leaves no claim to
 * read), so it is asked where its ballot goes, never for a name ("we're still waiting on your own pick", said after the seat
 * had said "Katya, you are my lean"). Slots as above.
 */
export const ASK_HELD_SPOKE = [
  '{target}, {evidence}; will your ballot land on someone today?',
  '{target}, {evidence}, so today I want to see a ballot from you, not only words',
];
export const ASK_HELD_SHARED_SPOKE = [
  '{target}, {evidence}, as {together} did; will your ballot land on someone today?',
  '{target}, {evidence}, as {together} did; today I want to see where your ballot goes',
  '{target}, {evidence}, as {together} did; will you vote on what you said today?',
];
/** To a seat that went after {subject} in words today: whether its ballot follows them (its reasons, if it gave any, untouched). */
export const ASK_WORD_SPOKE = [
  '{target}, {evidence}; will your ballot follow it when the vote comes?',
  '{target}, {evidence}, and I want to see whether your ballot goes with your words',
];
export const ASK_READ_SPOKE = [
  '{target}, you had your say today; when the vote comes, where does your ballot go?',
  '{target}, you have spoken today; will your ballot go where your words did?',
  '{target}, I heard you today; which way does your vote go?',
  '{target}, your words are on record now; where will your ballot land?',
  '{target}, you spoke already, so where does that leave your vote?',
];
export const ASK_QUIET_SPOKE = [
  '{target}, {evidence}; will your own ballot land on someone today?',
  '{target}, {evidence}; this time I want to see your ballot follow your words',
];
/**
 * Asking a seat for a name of its own, after a day it gave none: it only asked another seat for theirs, or answered a
 * question with no name. Slots: {target}, {evidence} ("yesterday you asked Ada for a name", "you named nobody when Katya asked yesterday").
 */
export const ASK_QUIET = [
  '{target}, {evidence}; today I want a name of your own, and the reason for it',
  "{target}, {evidence}, and we're still waiting on your own pick: who is it, and why?",
  '{target}, {evidence}; so who is it today, and on what?',
];
/**
 * Asking a seat that went after another today, before any ballot, what that rested on. Slots: {target}, {subject}
 * (the seat it went after), {evidence} (its accusation, said to it: "you went after Ada earlier today").
 */
export const ASK_WORD = [
  '{target}, {evidence}: what did you see in {subject}?',
  '{target}, {evidence}, and I did not hear why; what was it?',
  '{target}, {evidence}; is that a read, or a name to start with?',
  '{target}, a question: {evidence}, so what is it about {subject}?',
];
/**
 * A first-day hunch shared with the seat that said it first today, before any ballot: a feeling two seats
 * have, not a case taken up. Slots: {seconded} {target} {when} ("just now" of the speech before, else "earlier today").
 */
export const SECOND_HUNCH = [
  "{seconded} went after {target} {when}, and I've had the same feeling, no more than that",
  "I'm where {seconded} is on {target}: a hunch, nothing I can prove yet",
  "{seconded} named {target} first; I have the same itch, and I'd like {target} to answer it",
  "put me next to {seconded} on {target}, as a feeling and not a case",
];
/** Asking a seat for its read on a day with no record yet, instead of saying one has none. Slot: {target}. */
export const ASK_READ = [
  '{target}, where are you leaning, and why?',
  "{target}, I'd like to hear you on this: who is your pick today?",
  '{target}, you are the one I most want to hear from: whom would you vote, and on what?',
  'a question for {target} before we go on: who worries you most at this table?',
  "{target}, if you had to vote now, who would it be? I'll weigh the answer",
  "rather than guess aloud, I'll ask {target}: who do you suspect, and why?",
];
/** The same, to a seat that has not spoken yet today. Slot: {target}. */
export const ASK_READ_AHEAD = [
  '{target}, when your turn comes: where are you leaning, and why?',
  "{target}, you haven't spoken yet, so I'll ask now: who is your pick today?",
  '{target}, when you speak, give us a name and the reason for it',
];
/** Waiting on the answer to another seat's question of today. Slots: {asker} {target} (the seat asked). */
export const AWAIT_ANSWER = [
  "{asker} asked {target} a fair question, and I want that answer before I name anyone",
  "I'm waiting on {target}'s answer to {asker}; it will tell me more than a guess of mine",
  '{target}, your answer to {asker} matters to me as well',
  "{asker}'s question to {target} is the one that matters right now, so I'll hold my read until it is answered",
  "{target} owes {asker} an answer, and I'll be listening to how it comes",
  "I have nothing better than {asker}'s question to {target}, so I'll wait on the answer",
];
/**
 * Taking up a case the table has already made with its one fact, by counting who is on the seat rather than
 * citing the fact again; the check is named in a word. Slots: {seats} (the seats on it before the speaker), {n} (how many with the speaker), {target}, {checker}.
 */
export const TALLY = [
  "{checker}'s check on {target} is enough for me, as it was for {seats}",
  "like {seats}, I take {checker}'s check on {target} at its word",
  "{seats} said it before me: {checker} checked {target}, and I believe the check",
  "that makes {n} of us on {target}, with {seats}, and for the same reason: {checker}'s check",
  "I won't repeat {checker}'s check on {target}; I'm with {seats}",
  "{checker}'s check on {target} has been said enough today, and I stand where {seats} stand",
];
/** The same, the check said already in this speech: who else is on the seat. Slots: {target} {seats} {n}. */
export const TALLY_TOLD = ["that puts me on {target} with {seats}", "I'm with {seats} on {target}", "that makes {n} of us on {target}, with {seats}"];
/** The same, where not every seat counted gave the check as its reason: they are where this seat stands, the check its reason. */
export const TALLY_BESIDE = [
  "{checker}'s check on {target} is enough for me, and it puts me on {target} with {seats}",
  "I take {checker}'s check on {target} at its word, and that puts me with {seats}",
  "that makes {n} of us on {target}, with {seats}; my reason is {checker}'s check",
  "{checker}'s check on {target} has been said enough today, and I stand where {seats} stand",
];
/** A question put to the speaker, answered first: the lead-in (joined to the answer by a colon). Slot: {asker}. */
export const ANSWER_LEAD = ['{asker}, since you ask', '{asker}, to answer you', '{asker}, in answer to you', 'You asked, {asker}, so here it is', '{asker}, fair question', 'As for your question, {asker}'];
/** The same, for a question put the day before: the answer says it comes a day late. Slot: {asker}. */
export const ANSWER_LEAD_LATE = ['{asker}, you asked me yesterday, and here is my answer', '{asker}, to your question from yesterday', 'You asked me yesterday, {asker}, and I owe you an answer', '{asker}, I did not get to your question yesterday', 'Back to your question from yesterday, {asker}'];
/** The same, for a question put to the whole table ("everybody, name one person"). Slot: {asker}. */
// Said to the asker, as the answer after it is ("Bruno named nobody when you asked"), never of them: "Sam wants one name from
// each of us: Bruno named nobody when you asked" (mafia-classic at 80x24, seed 1220302).
export const ANSWER_LEAD_ALL = ['You asked us all for a name, {asker}', '{asker}, you wanted a name from everyone', 'You asked the whole table for a name, {asker}', '{asker}, you want one name from each of us'];
/** A power role claimed only once the day's votes came onto the claimant, doubted. Slots: {target}, {role}, {bare}, pronouns. */
export const DOUBT_PRESSED = [
  '{target} claims to be {role} only now, with the votes on {them}, and I am not moved',
  "a {bare} claim from {target} just before the vote is the oldest move there is, and I don't buy it",
  '{target} says {role} now that the votes are on {them}; it changes nothing for me',
  "I heard {target}'s {bare} claim, and it came too late and too conveniently to move my vote",
];
/** An honest "no name yet", to a request that the whole table name someone. */
export const ANSWER_NONE_ALL = ["I won't make one up, and I have none yet that I could stand behind", "I'd only be guessing, and a guess from me helps nobody yet", 'I have nothing I could defend yet, so I will not pretend'];
/** An honest answer with nothing behind it, by what was asked. Slot: {subject}. */
export const ANSWER_NONE: Record<'read' | 'read_on' | 'vote' | 'check' | 'case', string[]> = {
  read: ['I have no read yet', "I don't have a read yet, honestly", 'nothing points anywhere for me yet'],
  read_on: ['I have no read on {subject} yet', '{subject} is a blank to me so far', 'nothing I have seen tells me what {subject} is'],
  vote: ['I have not settled my vote yet', 'my vote is not decided yet', "I don't know yet where my vote goes"],
  check: ['I have no check to share', 'I have no check to tell you about', 'there is no check I can give you'],
  case: ['I have no case against you', 'I have nothing against you', 'there is nothing against you on my side'],
};
/** A past ballot with no fact behind it, said after the ballot's citation. */
export const ANSWER_VOTED_LEAN = ['it was a lean, nothing firmer', 'I had nothing firmer than a lean', 'a lean, no more than that', "I went on instinct, and I'll own that", 'there was no case behind it, only a read', 'it was a soft read, not a case'];
/** What turned the speaker against a seat it backed (for sheriff), after the ballot's reason. Slot: {evidence}. */
export const ANSWER_SINCE = ['since then {evidence}, and that changed my mind', 'then {evidence}, and I read {them} differently now', 'but {evidence} after that, and I no longer trust {them}'];
/** The same, with no new fact: the speaker weighed the record again. */
export const ANSWER_TURNED = ['I have weighed it again since, and I read {them} differently now', 'I see it otherwise now', 'I no longer read {them} that way'];
export const ANSWER_NOT_VOTED = ['I did not vote {subject}', 'my ballot did not go to {subject}', 'I never voted {subject}'];
export const ANSWER_GOOD = ['I read {subject} as good', '{subject} looks good to me', 'I think {subject} is on our side'];
/** The case against the asker, in its facts. Slot: {evidence}. */
export const ANSWER_CASE = ['my reason is that {evidence}', 'what I hold against you is that {evidence}', 'I go by the record, and the record says {evidence}'];
/** The same, asked about the case against another seat ({subject}). */
export const ANSWER_CASE_ON = ['my reason is that {evidence}', 'what I hold against {subject} is that {evidence}', 'I go by the record, and the record says {evidence}'];
/** Taking up another seat's case of today, by name, with nothing new to add. Slots: {seconded} {target} {evil}. */
const SECOND_HEAD = [
  "I'm with {seconded} on the case against {target}",
  "{seconded}'s case against {target} holds for me",
  '{seconded} made the case against {target} today',
  "I heard {seconded}'s case against {target}",
  "count me with {seconded} in the case against {target}",
  'what {seconded} said against {target} stands',
  "I'll go along with {seconded}'s case against {target}",
  '{seconded} went after {target} today',
];
const SECOND_TAIL = [
  'and I have nothing better',
  // Said only while the accused has not spoken since the case (answered: SECOND_ANSWERED): not "has not answered it", of a
  // seat that had no turn to (a blind reader's example, werewolf-9 relay, seed 1241301).
  'and {target} has not spoken since',
  "and I've heard nothing to shake it",
  'so that is where I stand',
  // Not "and I'll follow it": after "I'll go along with Wren's case" it said the same twice (werewolf at 80x24, seed 5301).
  'and it is the case I would vote on',
];
/**
 * Every way of taking up the case: each head with each tail, so a table that follows one case hears it in many sentences.
 * Not "went after" with a tail that only follows it: "Tomas went after Nell today, so that is where I stand" was read as a
 * seat following the last accuser, not judging the case (a model seat quoted it back: relay game, mafia-classic, seed 1218501).
 */
const FOLLOWS = /^\{seconded\} went after .*, (?:so that is where I stand|and it is the case I would vote on|and I have nothing better)$/;
export const SECOND: readonly string[] = SECOND_HEAD.flatMap((h) => SECOND_TAIL.map((t) => `${h}, ${t}`)).filter((l) => !FOLLOWS.test(l));
/** The same, only while the accused has said nothing since the case. */
export const SECOND_UNANSWERED: readonly string[] = [
  '{seconded} went after {target} today, and I have heard nothing to answer it',
  '{seconded} made a case against {target} today that nobody has answered',
  "{target} has yet to answer {seconded}'s case from today, and it holds for me",
  ...SECOND_HEAD.map((h) => `${h}, and nobody has answered it yet`),
];
/**
 * Taking up a case two seats or more have joined already: the case is not put again in other words, and who is behind it is
 * counted in one wording only; a blind reader took a table of head counts ("has Nell, Jonah and Wren behind it, and me as
 * well", "add me to four of you") for the bots' first tell (relay game, werewolf-9, seed 1205812). Slots: {seats} (those
 * behind it before the speaker, its maker aside), {n} (they and the speaker), {seconded} {target}.
 */
export const SECOND_PILE: readonly string[] = [
  '{seats} are with {seconded} on the case against {target} already, and so am I',
  // Not "has held all day": said by the day's second speaker of a case its first had opened with (werewolf-9 relay, seed 1280801).
  "{seconded}'s case against {target} has held so far, and I'm with it",
  "the case {seconded} made against {target} is still the best one we have, and I'll back it",
  "{seconded} put the case on {target} and nobody has knocked it down; I won't pretend I have a better one",
  "I'm with {seconded} on {target}, like the others, and nothing said since has shaken it",
  "I went over {seconded}'s case against {target} again, and it still stands for me",
];
/** The same, behind a seat that named {target} with no reason given: no "case" to join. Slots as SECOND_PILE's. */
export const SECOND_PILE_BARE: readonly string[] = [
  '{seats} are with {seconded} on {target} already, and so am I',
  "like {seconded} and the others, I'm on {target}",
  "I'm on {target} too, with {seconded} and the rest",
];
/**
 * Joining a case several seats have joined, said to the accused with the joiner's own reason: a table of four
 * "add me to X's case" lines reads as one template. Slots: {target} (called first), {evidence} (said to it).
 */
export const PILE_TO = [
  '{target}, I keep coming back to one thing: {evidence}. Count me in with the rest',
  // No "here is what I want answered" with no question after it (werewolf-9 relay, seed 1280801).
  '{target}, answer this for me: {evidence}. Until you do, I am with the others',
];
/**
 * The same, once the accused has spoken since the case: what it said does not answer it, in the speaker's reading (never
 * "you still haven't answered this", said to a seat that had just answered it: mafia, 80x24, seed 5858). Slots: {target} {evidence}.
 */
export const PILE_TO_ANSWERED = ['{target}, {evidence}, and nothing you have said answers that; I am with the others', "{target}, {evidence}; I heard your answer, and it doesn't move me. I stand with the others on it"];
/**
 * A second from a seat with nothing of its own on the target: it says what it goes on, plainly, and
 * names no fact it does not have. Slots: {seconded} {target}.
 */
const ALONE_HEAD = [
  "I've nothing of my own on {target}",
  'I have no fact of my own against {target}',
  "I can't add anything of my own on {target}",
  'nothing I have seen myself marks {target}',
  'I hold nothing against {target} myself',
];
const ALONE_TAIL = [
  "{seconded}'s case is what I have",
  "I'm going on {seconded}'s word",
  "I'm trusting {seconded}'s read",
  "it's {seconded}'s case I'm backing",
  "I'll say it plainly: I follow {seconded}",
  'so I follow {seconded}, and no further than that',
];
export const SECOND_ALONE: readonly string[] = ALONE_HEAD.flatMap((h) => ALONE_TAIL.map((t) => `${h}; ${t}`));
/** Whether a speech holds a SECOND_ALONE head (lower-cased text). */
export const ALONE_SAID = /nothing of my own|no fact of my own|anything of my own|nothing i have seen myself|nothing against .{1,40} myself/;
/**
 * The same second, once another seat said it had nothing of its own today: "I've nothing of my own on Ada; Oskar's case is
 * what I have" and "I have no fact of my own against Oskar; Hugo's case is what I have", one after the other, read as one
 * program (relay game, werewolf-9, seed 130925: three readers of four quoted the pair). Slots: {seconded} {target}.
 */
export const SECOND_ALONE_AGAIN = [
  "{seconded} made the case on {target}, and I find it hard to argue with",
  "I'll go where {seconded} is going on {target}; I haven't got anything better",
  "{seconded}'s read on {target} is the one I'd back today",
  "if I had better than {seconded}'s case on {target}, I'd give it to you. I don't, so I'm with {seconded}",
  // Wordings with no "case" in them, for a seat followed that gave no reason in words: with only the two above left, the third
  // follower said the second's words again ("Sam's read on Vera is the one I'd back today": mafia-classic at 80x24, seed 1291001).
  "I'm with {seconded} on {target}; nothing of mine beats it",
  '{seconded} spoke up about {target} first, and I have nothing better to offer',
  "{seconded} named {target}, and I'll stand with that for today",
];
/** A fact of the seconder's own that speaks for the target, conceded after the second. Slots: {evidence} {target}. */
export const GRANTED = [
  'though I grant that {evidence}, which counts for {target}',
  // Not "even if …, and that speaks for …": after a tail of its own it ran on ("…, and I'll follow it, even if Mira voted
  // Wren for sheriff, and that speaks for Mira": werewolf at 80x24, seed 5301).
  'even granting that {evidence}, which speaks for {target}',
  'though to be fair, {evidence}, which is in {target}\'s favour',
];
/**
 * What the record holds when it points nowhere yet, said as weak, after the fact. With a seat: the one
 * faint mark against the seat the speaker leans on. Slots: {evidence} {target}.
 */
export const RECOUNT_THIN = [
  'all I have on {target} is that {evidence}, and it is thin',
  "it isn't much, but {evidence}",
  '{evidence}; that is the one mark against {target} I can find, and a faint one',
  "I won't dress it up: {evidence}, and that is all I hold against {target}",
  "it's a thin thread, but {evidence}, and it tips me a little against {target}",
];
/**
 * A night that killed nobody: somebody was saved, and it names nobody. Slot: {evidence}. Nothing of how the save was made: at a
 * table with a witch alone, "someone's protection held" spoke of a guard the game does not have (a relay reader, werewolf-9).
 */
export const RECOUNT_PEACEFUL = [
  "{evidence}, so somebody was saved, and the other side will try again tonight",
  '{evidence}; someone was saved, and whoever saved them knows more than the rest of us',
  '{evidence}, which is good news for all of us',
  '{evidence}: a save, most likely, and a night the other side lost',
  "{evidence}; somebody's save held",
  '{evidence}, and that means a save, not a miss',
];

/** Without a seat: a night's death that points at nobody yet. Slot: {evidence}. */
export const RECOUNT_NOWHERE = [
  '{evidence}; nothing in that points at anyone yet',
  'what the record holds is this: {evidence}; it names nobody',
  '{evidence}. I cannot read who wanted it from anything said so far',
  'we know {evidence}, and little else',
  '{evidence}; a kill like that tells us who is gone, not who did it',
  "start from what we know: {evidence}, and that doesn't point anywhere by itself",
  '{evidence}. Who wanted that, and why? Nothing said so far tells me',
];
/**
 * Last words that named a seat, said with the death by a seat that leans nowhere yet: the morning's one name, held
 * as lightly as it deserves (the dead seat knew no more than anyone). Slots: {evidence} (the last words) {target} (the seat named).
 */
export const RECOUNT_LAST = [
  '{evidence}; a dying guess, but the only name the night left us',
  '{evidence}. That was a read, not a result, and I would like to hear what {target} makes of it',
  "{evidence}; I don't take that as a case, but I won't pretend I didn't hear it",
  'the morning gave us one name: {evidence}. It is thin, and it is all we have so far',
];
/**
 * The seat named in a dead seat's last words answers them in its first turn since. Slots: {evidence} (the last words,
 * "Katya named me in her last words this morning"), {evil}, and the dead seat's pronoun ({they}, {them}: {target} is its name).
 */
export const ANSWER_LAST = [
  '{evidence}; {they_were} guessing like the rest of us, and I am not {evil}',
  "{evidence}, and I understand why eyes come to me, but {they} had no more to go on than any of us: I'm not {evil}",
  '{evidence}. A last read is a read like any other, and that one is wrong about me',
  '{evidence}; ask me whatever you like about it. I am not {evil}, and my vote will show it',
];
/** The same, after the speaker's defence against the living: the parting word gets that answer. Slots as ANSWER_LAST. */
export const ANSWER_LAST_TOO = [
  '{evidence}, and that gets the same answer',
  '{evidence}; {they_were} guessing, and my answer is the same',
  '{evidence}: a read, not a result, and the answer does not change',
];
/** The same, when the dead seat has since been shown evil: its parting word was aimed, not read. Slots as ANSWER_LAST. */
export const ANSWER_LAST_SHOWN = [
  "{evidence}, and {they} turned out to be {evil}: a parting shot from that side is no mark against me",
  '{evidence}; coming from {evil}, I will take that as a sign I was in the way',
];
/** The same, when the speaker's own check found the dead seat evil. Slots as ANSWER_LAST. */
/** The same, when the dead seat had called the speaker evil in a check it claimed: a story told to the end. Slots as ANSWER_LAST. */
export const ANSWER_LAST_CHECKED = [
  '{evidence}, and called it a check to the end; it was no check, and I am not {evil}',
  '{evidence}, the same check {they} told us before, and no truer for being said twice: I am not {evil}',
  '{evidence}. That was no guess but a false check, and I am not {evil}',
];
export const ANSWER_LAST_KNEW = [
  '{evidence}; I know what {they_were}, and a parting shot from that side is no mark against me',
  '{evidence}. I checked {them}, so I know why {they} wanted me gone',
];
/** A ballot held back by the seat leaned on, as most of the table held theirs: it says nothing of the seat. Slots: {evidence} {target}. */
export const RECOUNT_HELD = [
  '{evidence}, like most of us, so that says nothing about {target}',
  '{evidence}, but so did most of the table; it tells me nothing about {target}',
  "{evidence}, as most of us did, and I won't pretend that marks {target}",
];
/** A night's death beside a seat the speaker has nothing on: it neither clears nor marks the seat. Slots: {evidence} {target}. */
/**
 * The hunter's shot, news the morning after (or the day) it was fired: the shooter is shown as the hunter, and its shot is its
 * last read. Slots: {hunter} {target}, the hunter's pronouns. "Ada was killed as the hunter and shot Elsie" went unsaid by every
 * bot of a relay game (werewolf-9, seed 1240001), the game's biggest news that morning by the blind reader's account.
 */
export const SHOT_NEWS = [
  '{hunter} was the hunter, and {they} shot {target} on the way out',
  'so {hunter} was our hunter, and {their} last shot took {target}',
  '{hunter} was the hunter after all, and took {target} with {them}',
  "{hunter}'s last act was to shoot {target}: {hunter} was the hunter",
];
/** What the speaker makes of the shot: a good seat reads it as the hunter's last read. Slots as SHOT_NEWS. */
export const SHOT_READ = [
  'a hunter shoots the seat {they} trusted least, so that was {their} read',
  "that was {hunter}'s read of {target}, and {they} staked {their} shot on it",
];
export const RECOUNT_ON = [
  '{evidence}; that tells me nothing about {target} either way',
  "{evidence}; I've looked for what that says about {target}, and it says nothing yet",
  'all we have is this: {evidence}. It does not bear on {target}',
  '{evidence}, which neither clears {target} nor points at {them}',
];
/**
 * Taking up the case after the accused has spoken since it: who spoke after whose case, then why that
 * does not move the speaker. Said whether the accused denied it or spoke of something else, so neither
 * part claims a denial.
 */
const ANSWERED_HEAD = ["{target} has spoken since {seconded} made the case", "{target} had the floor after {seconded}'s case today", "I heard {target} speak after {seconded}'s case today", "{target} has had a say since {seconded} went after {them}"];
const ANSWERED_WHY = [
  'and nothing said changes the case',
  'and nothing in it answers the record',
  "but nothing in it changes what {seconded} said",
  'yet nothing the record backs came of it',
  'but it explained nothing I can check',
  'and I am not moved',
];
export const SECOND_ANSWERED: readonly string[] = ANSWERED_HEAD.flatMap((h) => ANSWERED_WHY.map((w) => `${h}, ${w}`));
/** What a fact that clears a seat means, said after the fact: "{evidence}, so {target} is off my list". Slot: {target}. */
/** A word for the speaker weighed for the seat that said it: the speaker knows what it is. Slots: {target} {evil}. */
export const WEIGH_ME = [
  "and I know I'm not {evil}, so {target} has that right, and I count it in {target}'s favour",
  'and {they_are} right about me, which is a point for {target}',
  "and since I know what I am, that speaks for {target}",
];

/** A fact that moved a seat little towards good, said as the small thing it is (weigh, faint). Slot: {target}. */
export const WEIGH_FAINT = [
  "which counts a little in {target}'s favour",
  "a small thing, but it speaks for {target}",
  "so {target} is not the first seat I'd look at",
  "and that leans me a little away from {target}",
];
export const WEIGH = [
  'so {target} is off my list',
  'which means {target} is off my list',
  "and I count that in {target}'s favour",
  'and {target} looks cleaner to me for it',
  'and that speaks for {target}',
  'so I would look past {target}',
  'and so I would look past {target}',
  'which means {target} is not where I would look',
  'and to me that means {target} is not where I would look',
];
/** After the seat a speech's case or lean is on, the next it would look at: said with the fact against it. Slot: {target}. */
export const NEXT_LOOK = [
  '{target} sits just behind for me',
  'after that, the next name on my list is {target}',
  "I haven't forgotten {target} either",
  '{target} is the other name I keep coming back to',
  "if I'm wrong there, I look at {target} next",
  'second on my list is {target}',
];
/** The first name at a table with nothing on record: offered to get the talk going, not as a read. Slots: {target}, pronouns. */
export const LEAN_OPENING = [
  "someone has to go first, so I'll put a name out: {target}, and I'd like {them} to answer it",
  "to get us talking, I'll start with {target}; there's nothing behind it yet, so tell us where you stand",
  "I'll open with a name so we have something to test: {target}",
  "we have nothing to go on, so I'll float {target} and see how {they_answer}",
  // Not "I will start the questions at Tomas", with no question after it (a relay game's four model seats quoted it: werewolf-9, seed 1290701).
  "with nothing on the record yet, I'll put {target} on the spot and see what comes back",
];
/** A lean with no fact behind it: named, and no vote promised yet. */
export const LEAN_OPEN = [
  'if I had to pick now, I would lean {target}, but I want to hear the rest first',
  'my lean is {target}, nothing firmer yet, so convince me either way',
  '{target} is my lean for now, and only a lean',
  'I lean {target} for now, and I will listen to the answer',
  "for now I lean {target}; I'll settle it when everyone has spoken",
  'nothing firm, but my eye is on {target}',
  'put me down as leaning {target}, not voting yet',
  "I'm leaning {target}, and I'd like to hear the defence",
];
const LEAN_HEAD = ['I lean {target}', 'my lean is {target}', '{target} is my lean', "I'm leaning {target}", 'my eye is on {target}', "I'd point at {target}", "I've a soft read on {target}", "I'm not sold on {target}"];
const LEAN_OPEN_TAIL = ['but I want to hear the rest first', 'nothing firmer yet', 'not a vote yet', 'and only a lean', "and I'll settle it when everyone has spoken", 'so convince me either way', 'and I would like to hear {them} speak', 'though it is early', 'and I could be talked out of it'];
/**
 * A lean on a seat just asked about a ballot the speaker or the table cast too, with no fact against the seat: said as the
 * gut read it is, the ballot not named as its ground. "That ballot marks him no more than the rest of us, but Bruno is still
 * where I lean" read as a conclusion with its premise withdrawn in the same breath (a relay game, werewolf-9 seed 1208301: two
 * of four model seats quoted it, and one argued from it). Slots: {target}, pronouns.
 */
export const LEAN_BESIDE_SHARED = [
  "I can't place {target} yet, and that answer is what I'm waiting on",
  'on a gut read and no more, my lean is {target}, and the answer will settle it',
  "I've no fact against {target}, only a gut read, so I want to hear that answer",
  "call it a gut read on {target}, and nothing more until I hear the answer",
];
/** Every way of naming a lean with no vote yet: the whole lines, and each head with each hedge. */
export const LEAN_OPEN_WAYS: readonly string[] = [...LEAN_OPEN, ...LEAN_HEAD.flatMap((h) => LEAN_OPEN_TAIL.map((t) => `${h}, ${t}`))];
export const NO_VOTE: Record<string, string[]> = {
  abstain: ["I'll abstain today", "I'm holding my vote today", "I won't vote anyone out today", 'my vote stays in my pocket today'],
  skip: ["I'll vote to skip today", "I'm voting skip", 'skip gets my vote today', "I'd rather skip than guess"],
};
export const CHANGED = ['I was going to vote {from}, but my vote goes to {target} now', "I've changed my mind: {target}, not {from}", "I'm moving my vote from {from} to {target}", 'forget {from}; my vote is on {target} now'];
/** A change of vote after a fact that clears the old seat, said after the fact. Slots: {from} {target}. */
export const CHANGED_OFF = [
  'so {from} is off my list, and my vote goes to {target}',
  "so I'm taking my vote off {from} and putting it on {target}",
  'which moves me off {from}; {target} gets my vote now',
  'and that takes {from} out of it for me: my vote is on {target} now',
];
/** After CHANGED_OFF, where nothing on the record is against the seat the vote goes to: said as the lean it is. Slots: {target}, pronouns. */
export const CHANGED_OFF_LEAN = [
  "on {target} it is only a lean, but it is the strongest I have",
  "I have nothing firmer than a lean on {target}, I admit",
  "my read on {them} is a gut feeling, not a case, and I'll say so",
  'that one is a lean, and I would take a better name if anyone has one',
];
/** A change of vote moved by another seat's case today, taken up by name. Slots: {from} {target} {seconded}. */
export const CHANGED_FOLLOW = [
  "{seconded}'s case against {target} moves me: my vote goes to {target} now, not {from}",
  "I'm coming over to {seconded} on {target}, so my vote leaves {from}",
  "{seconded} has talked me round on {target}; I'm moving my vote off {from}",
  "after {seconded}'s case I'd rather vote {target} than {from}",
];
/** The count said again by a later seat of the day: the first counter named, the seats left, not the whole count again. */
export const COUNT_AGAIN = ['{by} counted the seats already, and I get the same answer: {left}', "I ran {by}'s count again, and it holds: {left}", '{by} did the count, and it comes out the same for me: {left}'];
/** The count's opening (policy/count.ts). */
export const COUNT_OPEN = ['count with me', "let's count", 'do the count', "here's the count", 'count the seats'];
/** What the count leaves, as many as the evil side has alive: one seat, or all of them. Slots: {left}, {n}, {side}, {all} ("both of them"). */
export const COUNT_LEFT_ONE = ['that leaves {left}, and one of {side} is still at the table: it has to be {left}', 'that leaves {left} alone, and {side} still have one seat here'];
export const COUNT_LEFT = ['that leaves {left}, and {n} of {side} are still at the table: it has to be {all}', 'that leaves {left}, and {side} still hold {n} seats here: it has to be {all}'];

/**
 * A ballot cast after the seat said it would hold its vote (end_hold). Slots: {target}. Ballots are sealed till the count, so
 * no seat hears another's words first: three of four seats said "I was holding my vote, and I am not any more: Jonah" with one
 * ballot (mafia-classic at 80x24, seed 1220302). Many wordings make that rare.
 */
export const END_HOLD = [
  "I said I'd hold my vote, but {target} gets it now",
  'I was holding my vote, and I am not any more: {target}',
  'my vote was waiting for a reason, and it goes to {target} now',
  "I'm done holding: my vote is on {target}",
  '{target} gets the vote I was keeping back',
  'off the fence, and onto {target}',
  'my hold ends here, on {target}',
  'I kept my vote back this morning, and it goes to {target} now',
];
export const CHANGED_TO_NONE = ["I was going to vote {from}, but I'll hold my vote now", "I'm taking my vote off {from}", 'I no longer want {from} out'];

/** A nomination made with no read, to hear the seat's defence: a way to nominate and a purpose after it. */
const NOMINATE_BARE = ['I nominate {target}', "I'll put {target} up", '{target} goes up from me', 'I name {target} for the vote', "I'm putting {target} forward"];
const TO_HEAR = [
  ', to hear a defence',
  ', if only to hear an answer',
  ', not as a verdict, only to hear the answer',
  ', giving us a defence to weigh',
  ' and I want to hear the answer to it',
  ', to see how the answer holds up under pressure',
];
export const NOMINATE_TO_HEAR = NOMINATE_BARE.flatMap((n) => TO_HEAR.map((t) => n + t));
/** Why the nomination is only to hear a defence, by the situation (the no-read reason it replaces). */
export const TO_HEAR_WHY: Record<string, string[]> = {
  first_day: ['it is day one and nobody has earned a vote yet', 'there is no record to go on yet', 'someone has to go up on the first day', 'the first day gives us nothing but names', 'nobody has a record yet, me included', 'we start from nothing today', 'a name is all any of us has to offer', 'without a night behind us, all we have is talk'],
  quiet: ['the table has given us little to work with', 'nobody has slipped yet', 'the talk so far points nowhere', 'we need somebody on the spot', 'not one word today has named a culprit', 'nothing said so far has stuck', 'this day has been all caution and no case'],
  torn: ['my suspicion is split', 'two seats look equally off to me', 'I cannot settle between my reads', 'my doubts have no single home', 'I have two suspects and one vote', 'more than one seat bothers me', 'my reads pull in different directions'],
  waiting: ['most of the table has not spoken', 'a defence tells us more than silence', 'half of you have said nothing', 'we need more to go on than this', 'too few have spoken for a case', 'a vote now would be a guess', 'the quiet seats are the ones to hear from'],
  holding: ['nobody has given a reason I can follow', 'no case has been made yet', 'the cases so far are bare names', 'no one has earned a vote yet', 'the names so far come with no reasons', 'I have heard accusations but no evidence', 'every case so far is a bare finger pointed'],
};
/**
 * A nomination with no read, of a seat another nominated already today: seconded. Slots: {by} (who put it up: one seat, or
 * a list where NOMINATE_SECOND_ANY is used), {target}. A first day seconds three or four times: many ways, so a table does
 * not hear one line round it ("I'd rather hear one defence well than many badly" in 42 of 100 games when there were three).
 */
export const NOMINATE_SECOND_ANY = [
  "{by} put {target} up already, and I'll add my voice to it, so we hear {target}'s answer",
  "{target} is up from {by}, and I'd rather hear one defence well than many badly, so {target} from me too",
  "I'm with {by} on {target}: one answer heard properly beats five heard in passing",
  "no new name from me: {target}, as {by} said, and let us hear {target}'s answer",
  'rather than scatter names, I join {by} on {target}, to hear one defence well',
  "{target} again from me; {by} started it, and I'd like to see where the answer goes",
  '{target} for me as well, with {by}: a first day is better spent on one answer than on many',
  "I'll stand with {by} and put {target} up; the more of us ask, the better the answer has to be",
];
/** Seconding lines that take one nominator only ("{by}'s"). */
export const NOMINATE_SECOND = [
  ...NOMINATE_SECOND_ANY,
  "I'll back {by}'s nomination of {target}: let's hear {target} answer it",
  "add my name to {by}'s on {target}; I want that defence",
  "{by}'s nomination of {target} has my support; let {target} answer it",
  "I'll go with {by}'s pick and put {target} up too: better one real defence than a crowd of thin ones",
];
/**
 * A nomination with no read beside the ones made already today (not of its seat). Slots: {up} (the seats up, as a list),
 * {are} ("is" or "are"), {target}.
 */
export const NOMINATE_BESIDE = [
  "{up} {are} up already; I'll add {target}, so we hear one more answer",
  'we have {up} on the spot; {target} goes up from me, so more of us answer',
  "I'd rather not stack more on {up} with nothing to go on; I'll put {target} up and hear an answer there too",
];
export const NOMINATE = ['I nominate {target}', "I'm putting {target} up for the vote", 'my nomination is {target}', '{target} is my nomination', "I'll name {target} for the vote", '{target} goes up from me'];
/** What a nomination adds when the vote will follow it: one clause after it. */
export const AND_VOTE = ['and {they_have} my vote', 'and I will vote for it', 'and my vote follows', 'and that is where my vote goes', 'and I mean to see that vote through'];

export const CLAIM = [
  'I am {role}',
  "I'm {role}",
  'time to say it: I am {role}',
  "I'll say it plainly: I'm {role}",
  'here is the truth: I am {role}',
  'you should all know that I am {role}',
  "let me put it on the record: I'm {role}",
  'I am {role}, and I will not hide it any longer',
  "no more hiding: I'm {role}",
  'the role I hold is {role}',
  "I'm {role}, and it's time you all knew it",
];
/** A role the seat claimed before, said again: a reminder, not news. */
export const CLAIM_AGAIN = ['I am still {role}', "I'm still {role}, as I told you", 'I am {role}, as I told you before', 'nothing has changed: I am {role}', 'I said it before and I stand by it: I am {role}'];
/** Checks reported before, said again together. Slot: {list} ("Priya good, Greta a werewolf and Luca good"). */
export const RECAP = ['my checks so far: {list}', 'to recap my checks: {list}', 'where my checks stand: {list}', 'my checks, as I gave them before: {list}'];
/** A reported check whose seat's card was shown on its death since, bearing the check out. Slots: {target} {role} {when} (the reveal's day). */
/**
 * A good check on a seat the night has killed since, its card not shown: "Nothing has changed: I am the seer. Audited: Mira is
 * good", of Mira dead since night 1, left the table to ask what the check was worth (talk bench, werewolf, 56 reports in 100
 * games). Slots: {target}, {when} (" that same night", " on night 2").
 */
export const REPORT_KILLED = ['{they} died{when}, so that check is spent', '{they_were} killed{when}, which fits a good seat', '{they_were} killed{when}, so that result is worth less now'];
/**
 * A case resting on a check the table has cited twice today already, said as following it. Slots: {target}, {checker}.
 * Never "{target} is a werewolf, because {checker} said {target} came back a werewolf" a third time.
 */
export const CHECK_FOLLOWED = [
  "{checker}'s check on {target} is enough for me, as it was for those before me",
  "I'm going on {checker}'s result too: {target}",
  "I take {checker}'s word on {target}, as others have",
  'what {checker} found on {target} settles it for me too',
];
/** The same, as the vote said. Slots: {target}, {checker}. */
export const VOTE_ON_CHECK = [
  "{checker}'s check on {target} is enough for me, as it was for those before me, so my vote goes there",
  "I'm voting {target} on {checker}'s result, as others are",
  "like others here, I take {checker}'s word on {target}, and my vote goes with it",
];
/** The same, as a vote moved at the last call. Slots: {target} {from} {checker}. */
export const CHANGED_ON_CHECK = [
  "{checker}'s result moves me too: my vote goes from {from} to {target}",
  "like others here, I'm taking {checker}'s check: {target} gets my vote, not {from}",
  "I'll follow {checker}'s check onto {target}, off {from}",
  "{checker}'s word on {target} is good enough for me as well; my vote leaves {from}",
];
/** A check and the card since shown that bore it out, in one sentence. Slots: {target} {result} {when} (the night) {role} {shown} (the day). */
export const REPORT_BORNE = [
  'my check on {target}{when} came back {result}, and {target} turned out to be {role}{shown}, as it said',
  'I checked {target}{when} and found {result}, and {target} was revealed as {role}{shown}: my check held',
  '{target} came up {result} when I checked {them}{when}, and {target} turned out to be {role}{shown}: the card bears it out',
];
export const REPORT_SHOWN = ['{target} turned out to be {role}{when}, as my check said', 'and {target} was revealed as {role}{when}, so my check held', '{target} turned out to be {role}{when}: the card bears my check out'];
export const REPORT = [
  'I checked {target}{when}: {result}',
  'my check on {target}{when} came back {result}',
  '{target} is {result}; I checked {them}{when}',
  'I looked at {target}{when}, and {they_are} {result}',
  'I looked at {target}{when}: {result}',
  'I checked {target}{when}, and the answer is {result}',
  '{target} came up {result} when I checked {them}{when}',
];
export const REVEAL: Record<string, string[]> = {
  saved: ['I saved {target}{when}', 'I used my antidote on {target}{when}', 'my potion saved {target}{when}'],
  protected: ['I protected {target}{when}', 'I stood guard over {target}{when}', '{target} had my protection{when}'],
  poisoned: ['I poisoned {target}{when}', 'my poison went to {target}{when}'],
};
export const CONFESS = ['fine, I confess: I am {evil}', "all right, I'll own it: I am {evil}", 'you have me: I am {evil}', "there's no point hiding it: I am {evil}", 'I am {evil}, and I am done pretending', 'the truth is that I am {evil}'];

/** A candidate giving way to the claimant it believes of two in the race. Slots: {seat} (believed), {other}. */
export const YIELD_OVER = [
  'I put my name in before anyone claimed; of {seat} and {other}, {seat} reads as the seer to me, so I step aside for {seat}',
  'two seats claim the seer, and I believe {seat} over {other}: I withdraw and back {seat}',
  'the badge should sit with the real checks, and I take those to be {seat}\'s, not {other}\'s; I am out of this race',
];
// Pledges cite nothing: said before any vote or claim, they only promise (talk-premature reads them).
export const PLEDGE: Record<string, string[]> = {
  // A candidate who believes a claimed seer in the race: it ran before the claim, and says it will give way.
  yield: [
    'I put my name in before anyone claimed; with {seat} out as the seer, the badge belongs with the checks, so unless someone counters, I step aside',
    'I put my name in before {seat} claimed the seer; if nobody counter-claims by the end of this round, I withdraw and back {seat}',
    'the badge should sit with the checks: unless someone counters {seat}, I am out of this race',
  ],
  votes: [
    'as sheriff I will hold every seat to the vote it announces, and ask why when it changes',
    'with the badge, a vote that does not match its speech gets my question out loud',
    'I will set each vote beside the speech that came before it, where all of you can see',
    'I will keep a ledger of what each seat says and how it votes, and read it back each day',
  ],
  claims: [
    'as sheriff I will ask anyone who names a role for the results behind it before the table follows',
    'a role claim gets tested from the chair, not swallowed whole',
    'if two seats claim one role, I will make both show their checks before we vote',
    'no claim passes my chair without the evidence behind it',
  ],
  summary: [
    'as sheriff I will speak last and lay out the case against each name before we vote',
    'I will close each day with the two strongest cases, so the vote is not a guess',
    'before each vote I will sum up who points at whom, and why',
    'I will make sure the quiet seats are heard before the badge speaks',
  ],
};
export const CAMPAIGN: Record<string, string[]> = {
  lead: ['give me the badge and I will keep the day moving', 'I can lead this table without wasting a vote', 'I will run the discussion straight and the vote on time', 'a sheriff has to steer, and I am ready to'],
  information: ['the badge should go to someone who shares what they know, and I will', 'I will say what I see every day, in the open', 'with the badge I will put every read on the table', 'I will be an open book as sheriff'],
  experience: ['I have sat at tables like this one before', 'I know how these games turn, and I will not panic', 'I have seen enough of these nights to keep my head', 'I have done this before, and it shows under pressure'],
  trust_me: ['trust me with the badge and I will not waste it', 'I am asking for your trust, and I intend to keep it', 'put the badge in safe hands: mine', 'you can trust my vote, and that is what a sheriff needs'],
};

/** No seat settled on, but two it cannot split, named: a head and a tail, so a table of torn seats need not say one line. Slots: {a} {b}. */
const BETWEEN_HEAD = ["it's between {a} and {b} for me", 'my eye goes from {a} to {b} and back', "{a} or {b}, I'd say", 'I keep weighing {a} against {b}', "I'm split between {a} and {b}", '{a} and {b} are where I look'];
const BETWEEN_TAIL = ['and nothing yet tips it', "but I can't split them yet", 'though I cannot say which', 'and neither pulls ahead', "and I'd hear both out first", 'and the vote may settle it'];
// Not "split" twice: "I'm split between Sam and Iris, but I can't split them yet" (mafia-classic at 80x24, seed 1220302).
export const NO_READ_BETWEEN = BETWEEN_HEAD.flatMap((h) => BETWEEN_TAIL.map((t) => `${h}, ${t}`)).filter((l) => (l.match(/\bsplit\b/g) ?? []).length < 2);
export const NO_READ: Record<string, string[]> = {
  first_day: ['it is the first day, and I have nothing solid on anyone', 'too early to point at anyone', 'no read from me yet; it is only the first day', 'first day, so I will listen before I accuse'],
  quiet: ['nothing has pointed anywhere yet', 'I have no strong read yet', 'no one stands out to me so far', 'I am not ready to name anyone'],
  torn: ['I am torn between two reads', 'I keep going back and forth', 'I can argue it both ways right now', 'two names keep trading places in my head'],
  holding: ['no read yet, so I will hold my vote until someone gives a reason', 'nobody has shown me anything yet, so my vote waits', 'I will keep my vote until somebody makes a real case', 'no one has given a reason yet, and I will not vote on a bare name'],
  // A first day's ballot held for a case, said beside a question or the night's news: one clause, each said once a day.
  hold_first: [
    'unless someone makes a case before the vote, I would rather hold my vote than lose one of us on a guess',
    'a first-day vote on a bare name is a coin toss, so mine waits for a reason',
    'my vote waits for a reason, and I have not heard one yet',
    'no case, no vote from me: I hold mine until one is made',
    "I won't vote on a name alone, so I am holding mine for now",
    'until someone shows me more than a name, my vote stays in my pocket',
    'if nothing firmer turns up, I hold my vote today',
    'give me a reason and I will vote on it; without one, I hold',
  ],
  waiting: ['I want to hear the rest of the table first', 'let the others speak before I decide', 'I will wait for more voices before I choose', 'I am holding my read until more of you have spoken'],
};

/** A first day's ballot that will be cast, and how the seat will settle it, said beside a lone question or lean (three seats a day at most). */
/**
 * What today's vote is worth (policy/stakes.ts). Slots: {alive}, {evil} (counts in words), {kind} (the evil role, "mafia"),
 * {side} (the evil side, "the mafia"). A wrong vote ends it at once:
 */
export const STAKES_NOW = [
  "{alive} of us left, and {evil} of them {kind}: if today's vote lands on anyone else, {side} win on the spot, so no guessing today",
  'count it: {alive} alive, {evil} of them {kind}. One wrong vote today and the game is theirs',
  'we are {alive}, {evil} of us {kind}. Get this vote wrong and there is no tomorrow for the rest of us',
];
/** A wrong vote and the night's kill may end it. */
export const STAKES_NIGHT = [
  "{alive} of us left and {evil} of them {kind}: miss today and tonight's kill could finish it, so this vote has to be right",
  'where we stand: {alive} alive, {evil} of them {kind}. A wrong vote today and one more death tonight, and they have the numbers',
  'do the sum: {alive} left, {evil} of them {kind}. We can afford no miss today; the night after one could end the game',
];
export const VOTE_PLAN = [
  "I'll settle my vote on how the answers go today",
  'whoever dodges a straight question today gets my vote',
  'my vote goes where the answers are thinnest, so answer plainly',
  "I'll vote on what I hear before we vote, not on a name alone",
  "a first-day vote is a guess either way, so I'll take mine from how people answer",
  'the answers to the questions already asked will decide my vote',
];

/** The same held ballot, beside a seat that held its own before today. Slots: {seat}. */
/**
 * A first day's hold said with the day's one mark, a seat that named nobody when asked, too thin for a vote: said after three
 * holds, in place of a fourth. Slots: {evidence} (the fact, "Mira named nobody when Sam asked today") {target} (that seat).
 */
export const HOLD_DODGE = [
  '{evidence}; thin, and not enough for my vote, but it is the one mark the day has made',
  'the one thing today that sticks with me: {evidence}. It is no case, so my vote still waits',
  "all today has given me is that {evidence}, and I won't spend a vote on that alone",
  "{target} is the only seat that has told us less than the rest: {evidence}. Not a vote, but I'm watching",
];
/**
 * A first day's hold past three heard: the holds counted as the table's state. Slots: {n} (the holds, this one with them, in
 * words) {side}.
 */
// Not that holding helps the other side, said while holding ("Hugo holds, and so do I: … a day with no vote is a free day for
// the mafia": "Those cannot both be your position. Which is it?", a model seat asked: relay game, mafia-classic, seed 1220501).
// The count says why the hold is the better of the two.
export const HOLD_MANY = [
  'that makes {n} of us holding; better that than a vote on a guess, but somebody has to give us more than a name',
  '{n} holds now, mine too; a first-day guess costs us one of our own more often than not',
  '{n} of us holding so far; somebody has to give us something to vote on, but a bare name is not it',
];
/** The same, beside the seat that held before it, by name, line for line (a line and its pair are one wording). Slots: {seat} {n} {side}. */
export const HOLD_MANY_WITH = [
  '{seat} holds, and so do I: that makes {n} of us; better that than a vote on a guess, but somebody has to give us more than a name',
  "{n} holds now, {seat}'s and mine among them; a first-day guess costs us one of our own more often than not",
  'with {seat}, that makes {n} of us holding; somebody has to give us something to vote on, but a bare name is not it',
];
export const HOLD_WITH = [
  'like {seat}, I hold my vote until someone makes a case',
  "I'm with {seat} on this: no vote from me on a bare name",
  '{seat} put it well: no case, no vote, and that goes for me too',
  'same as {seat}, my vote waits for a reason',
  '{seat} is holding for a case, and so am I',
];

export const FAREWELL = ['good luck, all of you', 'it was a good game while it lasted', 'finish the job for me', 'play it well without me', 'take care of each other'];

/** Owning a turn on a seat the speaker backed aloud before ({when}: "earlier today", "yesterday"). */
export const TURNED = [
  'I spoke up for {seat} {when}, and I take that back',
  'I stood up for {seat} {when}; not any more',
  'I defended {seat} {when}, and I was wrong to',
  'I spoke up for {seat} {when}; I was wrong about that',
];

/** Frames that turn a cited fact into a sentence of its own. */
export const REASON = ['here is why: {evidence}', 'remember that {evidence}', 'look at the record: {evidence}', 'the reason is simple: {evidence}', 'consider this: {evidence}'];
export const BECAUSE = ['because', 'since', 'given that'];
/** A fact first, its conclusion after: "{evidence}, so {clause}". */
export const SO = ['so', 'which is why', 'and that is why'];

export const TEAM = {
  propose: ["let's take {target} tonight", '{target} should go tonight', 'I say {target} tonight', 'my pick for tonight is {target}'],
  agree: ['{target} works for me', 'agreed on {target}', 'fine, {target} it is', "{target}, then; I'm in"],
  /** Joining a partner's pick, named. Slots: {target} {partner}. */
  agreeWith: ["I'm with {partner} on {target}", '{partner} is right about {target}', "{partner}'s pick suits me: {target}", 'good call, {partner}; {target} it is'],
  /** Joining a person partner's pick for the reason the person gave (no stock reason beside it). Slots: {target} {partner}. */
  agreeReason: ["{target}, for the reason {partner} gave", "{partner} said it well; {target} it is", "I'm with {partner} on {target}, and for the same reason", "{partner}'s reasoning holds: {target} tonight"],
  /** A second round's word from a member already on the pick: the case was made, the pick is said again. Slots: {target} {partner}. */
  settled: ['{target} it is, then', 'still {target}', '{target} for me, as before', 'my pick stays {target}', '{target}; nothing has changed for me'],
  /** A member that moves from its own pick to a partner's, in a second round. */
  comeOver: ['{target} instead of {from}, then; there is little between them', 'I can live with {target} over {from}', 'fine, I move from {from} to {target}', 'there is not much between {from} and {target}, so {target} it is'],
  comeOverWith: ['{partner} makes a fair case: {target}, not {from}', "I'll come over to {partner}'s {target}; {from} can wait", "{partner}'s {target} over my {from}, then"],
  object: ['not {target}; {instead} is the better kill', 'I would rather take {instead} than {target}', 'leave {target}; {instead} matters more'],
  /** What a partner's pick would cost the team, in an objection. Slots: {target} {role} (the hunter). */
  against: {
    hunter: ['{target} would shoot one of us on the way out', 'killing {target} costs us a wolf, because {role} shoots as {they_die}', 'a dead {target} takes one of us along'],
    covered: ['the doctor will be on {target} tonight', '{target} is the seat the doctor covers tonight', 'a kill on {target} tonight hits the doctor\'s shield'],
    antidote: ["the witch still holds her save for {target}: nobody has had a quiet night yet", 'a knife on {target} tonight only spends the witch\'s potion; take a sure kill and come back for {them}', "the witch's antidote is unspent, and {target} is what she keeps it for"],
    doubted: ['the village already doubts {target}, so let the vote take {them} for us', 'killing {target} would clear {them} in everyone\'s eyes', '{target} is suspected already; a kill there wastes our night'],
  } as Record<'hunter' | 'covered' | 'antidote' | 'doubted', string[]>,
  /** Why the believed seer waits a night: the witch's antidote is unspent. Slot: {target}. */
  spare: [
    'not {target} tonight: the witch still holds her save for {them}, and nobody has had a quiet night yet',
    "{target} can wait a night; a knife there only spends the witch's antidote",
    "leave {target} for tomorrow: the witch's potion is unspent, and that is whom she keeps it for",
  ],
  noKill: ['no kill tonight', "let's hold back tonight", 'nobody tonight; we wait'],
  lie_low: ['I will keep my head down tomorrow', 'I am lying low tomorrow', 'I will stay quiet and vote with the crowd'],
  /** Answers to a partner's plan: agree or object, and why. */
  answer: {
    splits: ['{who} faking {role} works for me: a second {bare} splits the table', 'good plan, {who}; a fake {bare} with a check gets the first word', 'yes to {who} as {role}: the village will argue about it all day'],
    trusted_rival: ['not the {bare} claim, {who}: the table already trusts {rival} as {role}, and a second one gets caught', 'I would drop the fake {bare}, {who}; {rival} holds that role in their eyes already'],
    /** The partner's fake claim answered by one's own of the same role: one fake of a role is the pack's, not two. */
    instead: ['leave the {bare} claim to me, {who}: a second {bare} from our side would sink us both', 'not you as {role}, {who}; I take that role tomorrow, and you back me', "hold off on {role}, {who}: I'm the one who claims it, and you vote with the table"],
    suspected_claim: ['hold the claim, {who}: you are already under suspicion, and a claim draws the fire onto you', 'not now, {who}; a claim from someone they already doubt looks like panic'],
    unseen: ['lying low suits us, {who}: nothing points at us yet, so quiet votes keep it that way', 'agreed, {who}, we keep our heads down; nobody is looking our way', 'fine by me, {who}: no claims, vote with the crowd, let them argue'],
    exposed: ['lying low will not do, {who}: {rival} is already under suspicion, and silence will look worse', 'quiet is not enough now, {who}; {rival} needs a defence, not silence'],
    /** The partner who would lie low is the one exposed. */
    exposed_you: ['lying low will not do, {who}: you are already under suspicion, and silence will look worse', 'quiet is not enough now, {who}; you need a defence, not silence'],
    /** A partner's plan for the day on a seat ({rival}). */
    push_ok: ["I'll back you on {rival} tomorrow, {who}", '{rival} works for the day, {who}; count me in', 'agreed, {who}: {rival} at the vote, and I will give the table my own reason'],
    push_trusted: ['not {rival}, {who}: the table trusts {rival}, and whoever pushes that seat gets looked at', 'leave {rival} be tomorrow, {who}; the village believes that seat, and a push there marks us', "I won't push {rival}, {who}: the table is on {rival}'s side, and we would stand out"],
    push_partner: ['{rival} is one of ours, {who}; if {rival} has to go, let the village lead it', 'not {rival}, {who}: voting our own out is a last resort, not a plan'],
    push_me: ["that's me, {who}: I'm one of yours; pick a villager", 'not me, {who}, I am on your side; name a villager to push'],
  },
  dayPlan: ['no kill before day 1, so the plan is for the day', 'nobody dies this night; let us settle the day instead', 'this night is only talk, so here is my plan for tomorrow'],
  /** The member's own fake claim, in the first person (a partner's answer reads it as the speaker's). Slots: {role} {bare}. */
  claim: [
    'I will claim to be {role} tomorrow',
    'tomorrow I come out as {role}',
    "I'll fake-claim {bare} tomorrow",
    "come morning, I say I'm {role}",
    "I'll pretend to be {role} when the day starts",
    'my plan for tomorrow: I claim {bare}',
  ],
  /** A fake claim for a partner, named. Slots: {target} {role} {bare}. */
  claimOther: ['{target} should claim to be {role} tomorrow', 'let {target} come out as {role} tomorrow', '{target} should fake-claim {bare} tomorrow, not me'],
  checks: ['and call {checks}', ', calling {checks}'],
  drop: ['{target} is exposed; I will vote against {them} if I must', 'we let {target} go; {they_are} finished', 'I am cutting {target} loose tomorrow'],
};

/** A kill's fact framed by what it means to the pack (a vote that made the village trust them is no threat). */
export const KILL_FRAMED: Partial<Record<string, string[]>> = {
  trusted: ['the village trusts {target}: {evidence}', '{target} has the table\'s ear, since {evidence}', 'they believe {target}, because {evidence}'],
  threat: ['{target} is onto us: {evidence}', '{target} is getting close, since {evidence}', '{target} is hunting us: {evidence}'],
};

/** Why a kill, when the team act gives a reason but no fact to cite. */
export const KILL_WHY: Record<string, string[]> = {
  threat: ['{they_are} the biggest danger to us', '{they_are} too sharp to leave alive', '{they_are} reading the table too well', '{they} will find us first if we wait'],
  claimed: ['{their} claim makes {them} a target anyway', 'a claimed power role has to go', 'the village leans on that claim', 'every day that claim lives costs us'],
  trusted: ['the table trusts {them}', 'people listen to {them}', 'the village follows {their} lead', '{their} word moves votes'],
  sheriff: ['{they_hold} the badge', '{their} badge vote counts half again', 'the badge steers the vote', 'the speaking order is {theirs} to set'],
  frame: ['it points the table at the wrong seat', 'it frames someone else nicely', 'the village will look at the wrong seat for it', 'it hands the table a suspect who is not us'],
  quiet: ['nobody will read much into it', 'it stays quiet that way', 'a quiet seat leaves no trail to us', 'the village will shrug that one off', 'it leaves the table nothing to read', 'nobody was talking about {them}'],
  random: ['any pick is as good as another tonight', 'we need a kill, and it is a clean one', 'nothing ties that seat to any of us', 'a first kill tells the village nothing'],
};
/** A count of yesterday's ballots, opened (speech/audit.ts). Slots: {tally}. */
export const AUDIT_OPEN = [
  "Let's go over yesterday's vote: {tally}",
  "Yesterday's ballots, for the record: {tally}",
  "Here is how yesterday's vote split: {tally}",
  'Look at the ballots from yesterday again: {tally}',
  'Count the vote from yesterday with me: {tally}',
  "Nobody has counted yesterday's ballots yet, so here they are: {tally}",
];
