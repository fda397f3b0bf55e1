// How the offline bot plays Mafia: every decision read off its belief over possible worlds (the
// town's own; the mafia's model of the town's).
import type { Bot, BotReply } from '../bot.js';
import { vote } from './day.js';
import { investigate, mafiaChat, protect } from './night.js';
import { speak } from './speak.js';

export const mafiaBot: Bot = {
  read: () => {},
  decide(b): BotReply {
    switch (b.req.kind) {
      case 'mafia_chat':
        return mafiaChat(b);
      case 'investigate':
        return investigate(b);
      case 'protect':
        return protect(b);
      case 'vote':
        return vote(b);
      case 'speech':
      case 'defense':
      case 'last_words':
        return speak(b);
      default:
        return { reasoning: `No policy for ${b.req.kind}; first legal answer.`, target: b.req.options[0]?.value ?? 'skip' };
    }
  },
};
