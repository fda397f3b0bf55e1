// How the offline bot plays Werewolf: every decision read off its belief over possible worlds (the
// village's own; the pack's model of the village's).
import type { Bot, BotReply } from '../bot.js';
import { badge, direction, hunterShot, lastCall, optOut, sheriffRun, sheriffVote, vote } from './day.js';
import { guard, seer, witch, wolfProposal } from './night.js';
import { speak } from './speak.js';
import { readWerewolf } from './state.js';

export const werewolfBot: Bot = {
  read: readWerewolf,
  decide(b): BotReply {
    switch (b.req.kind) {
      case 'wolf_proposal':
        return wolfProposal(b);
      case 'witch':
        return witch(b);
      case 'guard':
        return guard(b);
      case 'seer':
        return seer(b);
      case 'hunter_shot':
        return hunterShot(b);
      case 'badge':
        return badge(b);
      case 'direction':
        return direction(b);
      case 'sheriff_run':
        return sheriffRun(b);
      case 'opt_out':
        return optOut(b);
      case 'sheriff_vote':
        return sheriffVote(b);
      case 'vote':
      case 'pk_vote':
        return vote(b);
      case 'last_call':
        return lastCall(b);
      case 'discussion':
      case 'campaign':
      case 'pk':
      case 'last_words':
        return speak(b);
      default:
        return { reasoning: `No policy for ${b.req.kind}; first legal answer.`, target: b.req.options[0]?.value ?? 'pass' };
    }
  },
};
