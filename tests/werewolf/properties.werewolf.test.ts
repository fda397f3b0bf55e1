import { propertySuite } from '../helpers/property-run.js';
import { refereeWerewolf } from '../helpers/werewolf-referee/index.js';

propertySuite({ preset: 'werewolf', runs: 1000, privateTeam: 'werewolves', sides: ['werewolves', 'village'], referee: refereeWerewolf });
