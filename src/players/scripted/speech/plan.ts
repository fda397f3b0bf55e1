// What a bot means to say, before it is put into words. The policy (reading its belief over possible
// worlds) decides a plan of acts, each with the evidence that moved it; the speech grammar renders
// the plan in the persona's voice and derives the structured claims from it. Evidence always points
// at a real event of the seat's view (`n`, its position in the log), so every citation can be checked.

/**
 * How the speaker reads the seat a word or ballot went to, where nothing in the record says it (no fate) and the word counts
 * against its maker only through that read: "Luca went after Wren, and Wren reads as good to me". Said alone ("Luca went after
 * Wren, and that is why my lean is Luca") the reason did not follow, a blind reader's tell (werewolf-9 relay, seed 1281001).
 */
export type Held = 'good' | 'evil';

/** What became of the seat a ballot or a word was about, said with it: its death or reveal, or a believed check on it. */
export type Fate = Extract<Evidence, { kind: 'death' | 'check_claim' | 'role_claim' }>;

/** A fact a bot can cite: something in the public record, or the seat's own private result. */
export type Evidence =
  /**
   * A ballot cast (banish vote, PK vote, sheriff vote, Mafia vote). `with`: other seats that cast the same
   * ballot on the same seat that day, cited together ("Iris, Elsie and Katya all backed Priya for sheriff").
   */
  | {
      kind: 'vote';
      n: number;
      day: number;
      voter: number;
      target: number | null;
      ballot: string;
      with?: number[];
      /**
       * What became of the seat voted since, when it is why the ballot now weighs: a day ballot on a seat killed in the
       * night or shown good; a sheriff ballot for a seat shown evil, or called evil by a claimant the speaker believes.
       */
      fate?: Fate;
      /** A claimant in `with` whose claim of a role `fate` (another's claim of it) gave the lie: the company the ballot kept. */
      liar?: number;
      /** The round's only ballot on its seat, which the round did not put out: a choice nobody else made. */
      lone?: true;
      held?: Held;
    }
  /** A seat said it would vote one player and then voted another. `n` is the vote. */
  | { kind: 'switch'; n: number; day: number; voter: number; said: number; voted: number | null }
  /** `after`: a seat whose earlier claim of the role this one heard and let stand through a speech of its own (a late counter-claim). */
  | { kind: 'role_claim'; n: number; day: number; seat: number; role: string; after?: number }
  | { kind: 'check_claim'; n: number; day: number; by: number; target: number; bad: boolean }
  /** `last`: said in the accuser's last words (it was dead when the table heard it). */
  /** `fate`: a believed claimant's check clearing the seat accused; or what shows it evil (said in the accuser's favour); or,
   * with `echo`, the check of a claimant since given the lie that the accusation took up. */
  | { kind: 'accusation'; n: number; day: number; by: number; target: number; last?: true; fate?: Fate; echo?: true; held?: Held }
  | { kind: 'defence'; n: number; day: number; by: number; target: number; fate?: Fate; held?: Held }
  | { kind: 'nomination'; n: number; day: number; by: number; target: number }
  | { kind: 'confession'; n: number; day: number; seat: number }
  /** A seat asked another for its read (`n`: the asking speech). */
  /** `bare`: the seat named nobody itself that day (said: "…, and named nobody himself"). */
  | { kind: 'asked'; n: number; day: number; by: number; target: number; bare?: true }
  /** A seat `by` asked for its read answered naming nobody (`n`: the answer). */
  | { kind: 'unnamed'; n: number; day: number; seat: number; by: number }
  /** A seat said it used a night power on `target` ("I poisoned Seat 4 last night"): `action` in the ruleset's word. */
  | { kind: 'action_claim'; n: number; day: number; by: number; action: string; target: number }
  /** A death; `role` when it was revealed; `pointed`: what the victim had said or done against the seat it is cited about. */
  | { kind: 'death'; n: number; day: number; seat: number; cause: string; role?: string; pointed?: Exclude<Evidence, { kind: 'contradiction' }> }
  | { kind: 'peaceful_night'; n: number; day: number }
  /** A sheriff handing the badge on (trust in the receiver). */
  | { kind: 'badge'; n: number; day: number; from: number; to: number; fate?: Fate }
  /** This seat's own private result (a seer's or detective's check). */
  | { kind: 'my_result'; n: number; day: number; target: number; bad: boolean }
  /** What only the witch is told: the seat the evil side attacked that night. */
  | { kind: 'attacked'; n: number; day: number; target: number }
  /** Two cited facts that cannot both be true (a check against a death reveal, two seers). */
  | { kind: 'contradiction'; a: Evidence; b: Evidence };

/**
 * A fact of its own doing the table may hold against a seat under fire, and how it answers it: `shared` a ballot
 * others cast too (`with`), `wrong` a read since shown wrong, `stand` by it, `moved` off it since, `still` speaking
 * for the seat it defended, `framed` a seat that went after it and died that night, `guess` a sheriff ballot.
 * `weighty`: the one the public record weighs most against the seat. The words answer the one the accuser cited,
 * else the weighty one.
 */
export interface Rebut {
  fact: Evidence;
  how: 'shared' | 'wrong' | 'stand' | 'moved' | 'still' | 'framed' | 'guess' | 'checked';
  with?: number[];
  weighty?: true;
}

/** How sure the speaker is; the grammar picks its words by it. */
export type Strength = 'hunch' | 'lean' | 'sure';

/** One thing to say. A plan is a short list of these, in the order they should be said. */
export type Act =
  /** `again`: the seat claimed this role before (said as a reminder, not as news: "as I said, I am the seer"). */
  | { act: 'claim_role'; role: string; again?: true }
  /** A check result (true, or part of a fake claim); `night` when the speaker dates it. */
  /** `again`: a check this seat has reported before (several such are said together, as a recap). */
  /** `why`: asked why it looked there, the reason it picked the seat (the first night's guess, or the seat it could least read). */
  /**
   * `shown`: the role the checked seat's card showed on its death since, which the report says bears the check out; `killed`:
   * the night that killed the seat checked, its card not shown, said with a good result.
   */
  | { act: 'report_check'; target: number; bad: boolean; night?: number; again?: true; why?: 'start' | 'doubt'; shown?: { role: string; day: number }; killed?: number }
  /**
   * `joins`: another seat pointed at the target earlier today, so the speaker may word it as agreeing ("I'm with you").
   * `seconds`: the seat whose case today this speech takes up, named, when it has no fact of its own left to add.
   * `granted`: with `seconds`, a fact of the speaker's own that speaks for the target, said as conceded ("though…").
   * `alone`: with `seconds`, the speaker has nothing of its own on the target and says so.
   * `answered`: the accused has spoken since that case, so the seconder says the answer does not move it.
   * `tally`: the seats that announced a vote on the target earlier today, named instead of the fact they all cited
   * already (the table has heard the check four times: the fifth seat counts who is on the seat and adds itself);
   * `because` then holds that check, named in a word ("on Tomas's check"), not cited again.
   * `shares`: with `seconds` and `alone`, before any ballot: a hunch shared with the seat that said it first, not a case taken up.
   */
  /** `spare`: a follower's next fact against the seat, said instead of one the day's talk has told twice already. */
  | { act: 'accuse'; target: number; strength: Strength; because: Evidence[]; joins?: true; crowd?: true; seconds?: number; shares?: true; granted?: Evidence[]; alone?: true; answered?: true; tally?: number[]; behind?: number[]; over?: Over; spare?: Evidence[] }
  | { act: 'defend'; target: number; because: Evidence[] }
  /** `removed`: said in last words after the table voted the speaker out (no plea: the vote is done). */
  /**
   * `case`: what was said or done against the speaker (a check, an accusation, a vote, a nomination),
   * answered from the record; `record`: the speaker's own deeds that speak for it (a vote on a seat
   * revealed evil). `again`: a defence after the speaker's own turn today, which answered `against` already.
   * `also`: a second seat that went after the speaker today, answered with the same answer in a word.
   * `claimed`: the role the speaker claimed before, said again first (a claimed hunter, accused, says it is the hunter).
   */
  | { act: 'defend_self'; against?: number; because: Evidence[]; removed?: boolean; case?: Evidence; record?: Evidence[]; rebut?: Rebut[]; again?: true; also?: number; behind?: true; claimed?: string; badge?: { ev: Extract<Evidence, { kind: 'badge' }>; role: string } }
  /** `echo`: two or more seats said today that they believe the claimant: the speaker joins them rather than say it as news. */
  /**
   * `unopposed`: said as weighed against what is missing: nobody has come forward against the claim;
   * `press`: trusted for now, on the condition of the claimant's next result.
   */
  | { act: 'believe_claim'; seat: number; role: string; because: Evidence[]; echo?: true; unopposed?: true; press?: true }
  /** `pressed`: the role was claimed only once the votes said that day had come onto the claimant. */
  | { act: 'doubt_claim'; seat: number; role: string; because: Evidence[]; over?: Over; pressed?: true }
  /** Answer to another seat claiming this seat's (real or pretended) role. */
  | { act: 'counter_claim'; liar: number; role: string; because: Evidence[] }
  /** A question to a believed investigator claimant who has not spoken today: what last night's check showed. */
  | { act: 'ask_check'; target: number; role: string }
  /**
   * A question to the seat the speaker leans on, when the record holds nothing against it: its last ballot
   * (`because`: that vote), and what it saw in the seat it voted. The seat asked answers in its next speech.
   */
  /** `after`: the same shared ballot asked of `to` by `by` earlier today: this question is put as that one again. */
  /** `again`: a seat that asked the same seat about the same ballot earlier today, unanswered: the question is put again with its name. */
  | { act: 'ask_vote'; target: number; because: Evidence[]; together?: 'all' | 'most' | 'me'; spoke?: true; after?: { by: number; to: number }; again?: number }
  /**
   * A question to a seat on a day with no record yet: whom it would vote, and why (the seat asked answers);
   * `word`: the seat went after another today, and is asked what that rested on.
   */
  | { act: 'ask_read'; target: number; word?: Extract<Evidence, { kind: 'accusation' | 'nomination' | 'asked' | 'unnamed' }>; spoke?: true }
  /** Waiting aloud on the answer to a question another seat put today (`by` asked `to`). */
  | { act: 'await_answer'; by: number; to: number }
  /**
   * The answer to a question put to the speaker, said first: `lead` opens the acts after it (moved up
   * from the plan, they hold the answer); the other replies are the answer themselves.
   */
  /** `also`: other seats that put the same question, answered with `to` ("Oskar and Wren, since you ask"). */
  /** `all`: the question was put to the whole table ("Luca asked us all for a name"). */
  | { act: 'answer'; to: number; about: 'vote' | 'read' | 'check' | 'case'; reply: AnswerReply; also?: number[]; late?: true; all?: true }
  /**
   * The seat the village trusted most (`role`: the investigator it was believed to be, or 'sheriff'), killed
   * last night, said by the day's first speaker: its death, what it had told the table (`said`: its checks,
   * else its last accusation), and what follows (`lead`: its checked-evil seat; `cleared`: its checked-good seats).
   */
  /** `silent`: an investigator that never told the table its checks. */
  | { act: 'mourn'; seat: number; role: string; death: Evidence; said: Evidence[]; lead?: number; cleared: number[]; silent?: true }
  /**
   * The day before's ballots counted aloud, seat by seat (a summary of the votes, said by one seat a day): `groups`, each
   * seat voted and its voters in the order they voted, the most voted first (`target` null: the ballots cast for nobody);
   * `shown`: the seat that vote removed and the role its death showed; `odd`: the ballot the speaker's case goes on to
   * cite, whose voter the count names rather than counts.
   */
  | { act: 'audit'; day: number; groups: { target: number | null; voters: number[] }[]; shown?: { seat: number; role: string }; odd?: Extract<Evidence, { kind: 'vote' }> }
  /**
   * The strongest fact of the record that clears a seat, said when the speech has no fact of its own to
   * give (its lean has none behind it): what the record does say, in its direction ("Ada voted Bruno,
   * whom I take for a wolf, so Ada is off my list").
   */
  /** `faint`: the fact moved the seat little; said as a small thing in its favour, not as clearing it. */
  | { act: 'weigh'; seat: number; because: Evidence[]; faint?: true }
  /**
   * What the record holds, said as weak when the speech would name no fact: a faint fact against the seat
   * leaned on (`seat`), or a night death that points nowhere yet (`on`: the seat the speech is about, which it does not bear on).
   */
  | { act: 'recount'; fact: Evidence; seat?: number; on?: number }
  /** The hunter's shot since the table last spoke, said by the day's first speaker: `fact`, the shot seat's death; `read`: what it tells, said too. */
  | { act: 'shot_news'; hunter: number; target: number; fact: Extract<Evidence, { kind: 'death' }>; read?: true }
  /**
   * The speaker answers a dead seat's last words that named it (`case`, an accusation said in last words), in its first
   * turn since: a table hears the name and looks at the seat, and a seat that let it pass would be read by it.
   * `shown`: the accuser has since been shown evil (its role revealed); `knew`: the speaker's own check found it evil;
   * `too`: said after the seat's defence against the living, which answered the same charge.
   */
  /**
   * The badge this seat was handed this morning by a seat now dead, said in its first speech since: with that seat's check
   * on it when the check called it good (a cleared sheriff that never said so read as a bot: relay game, werewolf-9, seed 1221001).
   */
  | { act: 'badge_held'; from: number; cleared: boolean }
  | { act: 'answer_last'; case: Extract<Evidence, { kind: 'accusation' }>; shown?: true; knew?: true; checked?: true; too?: true }
  /**
   * A lean with nothing in the record behind it: the seat names it, as a lean and no vote yet; `because`, on a
   * first day before any ballot: the word the seat said today against another, the lean's one faint ground.
   */
  /** `last`: said in last words, the vote gone: where the speaker would look next. */
  /** `opening`: the first name said at a table with nothing on record yet, offered as something to test, not a read. */
  | { act: 'lean'; target: number; because: Evidence[]; last?: true; beside?: number; opening?: true }
  /** On a first day where the seat will vote, how it will settle its ballot (beside a lone question or lean): no claim. */
  | { act: 'vote_plan' }
  /**
   * What today's vote is worth, counted from the roles shown (policy/stakes.ts): `alive` seats, `evil` of them on the evil side;
   * `now`: a wrong vote today hands them the game at once, else a wrong vote and the night's kill may. No claim.
   */
  | { act: 'stakes'; alive: number; evil: number; now: boolean }
  /** Said before a case against a seat this speaker backed aloud on `day` (a trust said, no word against it since): the turn owned. */
  | { act: 'turned'; seat: number; day: number }
  /** The seat the speaker would look at after the one its case or lean is on, with the strongest fact against it (no claim: a second name, not a second case). */
  | { act: 'next_look'; target: number; because: Evidence[] }
  /**
   * `lean`: no case, only a lean (the belief barely separates the seat) and the fact behind it: said as such, and the vote.
   * `kept`: the vote announced earlier today, said again as kept (a last call that answers a question or makes a claim);
   * `hunch`: with `kept`, a first-day vote resting on nothing but a hunch, said as one.
   */
  /** `over`: a claimant whose clean check on the target came after this seat's turn, and the vote stands all the same. */
  | {
      act: 'vote_intent';
      target: number | null;
      because: Evidence[];
      lean?: true;
      kept?: true;
      /** Kept from a lean said in its turn, with no vote announced: the vote goes there now, it does not "stay". */
      fromLean?: true;
      hunch?: true;
      asked?: true;
      over?: number;
    }
  /**
   * A vote different from the one announced earlier today, said before or after casting it. `day`,
   * when set and earlier than today, dates a past ballot explained in a later speech ("yesterday I
   * voted…"): it announces no vote for today. `cast`: the ballot is done and no other comes today (last
   * words): told as a past fact, announcing nothing.
   */
  /** `onto`: what the record holds against the seat the vote moves to, said after the move (the move's reason is the seat left). */
  | { act: 'changed_mind'; from: number; to: number | null; because: Evidence[]; day?: number; cast?: boolean; onto?: Evidence[] }
  /**
   * The count: every living seat but `left` cleared (`vouched`: a trusted investigator's claim and clean checks, or the
   * speaker's own checks), and `left` as many as the evil seats still alive (policy/count.ts). `told`: seats cleared by facts
   * this speech said already (the night's news), named only.
   */
  | { act: 'count'; left: number[]; evilLeft: number; vouched: Evidence[]; told?: number[] }
  /** A ballot cast after the seat's turn said it would hold its vote: the hold given up, and what ended it. */
  | { act: 'end_hold'; to: number; because: Evidence[] }
  /**
   * `tentative`: no read yet (and why not), so the nomination only asks to hear the seat's defence. `up`: the nominations
   * other seats made today before it, in order (a tentative one is said against them: seconded, or added beside them).
   */
  | { act: 'nominate'; target: number; because: Evidence[]; tentative?: NoReadWhy; up?: { by: number; target: number }[] }
  /** The witch telling the table whom she saved; a guard whom he protected. */
  | { act: 'reveal_action'; action: 'saved' | 'protected' | 'poisoned'; target: number; night: number }
  | { act: 'confess' }
  /**
   * The seat the announced votes put on the block, at the last call before the ballot: a last plea, pointing at the seat
   * whose word put it there (`against`), as a cornered player does rather than sit silent while the table votes it out.
   */
  /** `claimed`: the role this seat claimed before, said again as what the table would lose (never "I am not a werewolf" alone from a claimed hunter). */
  | { act: 'plea'; against?: number; claimed?: string; /** Deeds of the speaker's held against it, answered first when one of `heard` (today's speeches against it) cited it. */ rebut?: Rebut[]; heard?: number[]; /** A seat whose check on the speaker is the case, denied (not pointed at). */ checked?: number; /** A believed claimant that called the speaker good. */ cleared?: number }
  | { act: 'campaign'; pitch: 'lead' | 'information' | 'experience' | 'trust_me' }
  /** What a sheriff candidate will do with the badge. */
  /** `yield`: the candidate believes `to`, a candidate who claimed the investigator, and will step aside unless someone counters. */
  | { act: 'pledge'; what: 'votes' | 'claims' | 'summary' }
  | { act: 'pledge'; what: 'yield'; to: number; over?: number }
  /** Nothing worth saying: the grammar keeps it short and varied. */
  /** `between`: the two seats the speaker cannot split yet, named (its ballot will likely fall on one of them). */
  /**
   * After three holds heard today, a first-day hold is said otherwise: `dodge`, with the day's one mark (a seat that named nobody
   * when asked); else `many`, the holds counted with this one, as the table's state ("that makes five of us holding").
   */
  | { act: 'no_read'; why: NoReadWhy; between?: [number, number]; with?: number; dodge?: Extract<Evidence, { kind: 'unnamed' | 'asked' }>; many?: number }
  | { act: 'farewell' };

/**
 * Why one of two claimants of a role is the liar, when the case is that both cannot be true: `other` is
 * the rival claimant; `later`: the accused came out after it did (else the speaker cannot tell yet).
 */
export interface Over {
  other: number;
  later: boolean;
  /** The accused heard the rival's claim and let it stand through a speech of its own before claiming (a late counter-claim). */
  late?: true;
  /** The rival's death in the night, when it was killed and the accused was not: the evil side silenced the claim that hurt it. */
  killed?: Extract<Evidence, { kind: 'death' }>;
  /** Seats that went after the same claimant today before this one: the side the speaker takes is theirs. */
  with?: number[];
}

/** What an answer says besides its lead-in. */
export type AnswerReply =
  /** `acts`: how many acts after it hold the answer (said to the asker: "you voted Bo"); none said, every act about the asker. */
  | { kind: 'lead'; acts?: number }
  /** Nothing to tell (no read, no check, no case): said so, honestly. */
  | { kind: 'none'; subject?: number }
  /**
   * A past ballot on the seat asked about, and the facts behind it then (for a sheriff ballot, the facts
   * that spoke for the candidate); `since`: what turned the speaker against the seat it backed (empty: it reads the seat otherwise now, with no new fact).
   */
  | { kind: 'voted'; vote: Evidence; because: Evidence[]; since?: Evidence[] }
  | { kind: 'not_voted'; subject: number; vote?: Evidence }
  /** `unopposed`: the reason is the seat's own claim, which nobody has countered (said so, not as proof by itself). */
  | { kind: 'good'; subject: number; because: Evidence[]; unopposed?: true }
  /**
   * A claimant this seat said it trusted, asked about: that stance, kept (`still`) or loosened, never "no read" after it
   * ("Jonah is the seer as far as I can tell", then "Jonah is a blank to me": every relay reader caught it).
   */
  | { kind: 'backed'; subject: number; role: string; still: boolean }
  /** The facts against the asker, who asked why the speaker is after it (`subject`: after another seat the asker named). */
  | { kind: 'case'; because: Evidence[]; subject?: number };

export type NoReadWhy = 'first_day' | 'quiet' | 'torn' | 'waiting' | 'holding' | 'hold_first';

/** Where the words are said. `pk` speeches may name only PK candidates. */
export type SpeechContext = 'discussion' | 'campaign' | 'pk' | 'last_words' | 'defense' | 'team_chat';

export interface SpeechPlan {
  context: SpeechContext;
  acts: Act[];
}

/** Why the pack wants a seat dead: what its cited fact means to the pack. */
export type KillReason = 'threat' | 'claimed' | 'trusted' | 'sheriff' | 'frame' | 'quiet' | 'random';

/** A message to one's team at night (wolves, mafia): one per member, each with a reason. */
export type TeamAct =
  | { act: 'propose_kill'; target: number | null; because: Evidence[]; why: KillReason }
  /** `why`: the kind of kill this member sees in it, which frames its fact ("the village trusts them: …"); `with`: the partner whose pick it joins. */
  /** `from`: the member's own earlier pick tonight, left for this one; `settled`: its own pick already, said again. */
  | { act: 'agree_kill'; target: number | null; because: Evidence[]; why?: KillReason; with?: number; from?: number; settled?: true }
  /**
   * `because`/`why`: why `instead` is the better kill; `against`: what `target` would cost the team
   * (a claimed hunter shoots back, the doctor covers it, the village already doubts it).
   */
  | {
      act: 'object_kill';
      target: number | null;
      instead: number | null;
      because: Evidence[];
      why?: KillReason;
      against?: { why: 'hunter' | 'covered' | 'antidote' | 'doubted'; because: Evidence[] };
    }
  | { act: 'plan_claim'; who: number; role: string; checks: { target: number; bad: boolean }[] }
  /** Why the believed investigator is not tonight's kill: the witch's unspent antidote waits for them (`because`: their claim). */
  | { act: 'spare'; target: number; because: Evidence[] }
  | { act: 'drop_partner'; partner: number; because: Evidence[] }
  | { act: 'lie_low' }
  /** An answer to a partner's plan for the day: agree or object, with the reason. */
  | { act: 'answer_plan'; by: number; role: string; why: 'trusted_rival' | 'suspected_claim' | 'splits' | 'instead' | 'unseen' | 'exposed' | 'push_ok' | 'push_trusted' | 'push_partner' | 'push_me'; rival?: number }
  /** Night zero: nobody dies, so the talk turns to the day. */
  | { act: 'day_plan' };

/** The log position an evidence item stands on. */
export function evidenceN(ev: Evidence): number {
  return ev.kind === 'contradiction' ? Math.max(evidenceN(ev.a), evidenceN(ev.b)) : ev.n;
}
