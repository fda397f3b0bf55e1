import { checkWerewolfLog } from '../helpers/invariants.js';
import { propertySuite } from '../helpers/property-run.js';

propertySuite({ preset: 'werewolf-9', runs: 1000, privateTeam: 'werewolves', sides: ['werewolves', 'village'], referee: checkWerewolfLog });
