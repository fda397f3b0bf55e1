// The scripted bots (and random players on one side in two games of three) at the mafia table.
import { propertySuite } from '../../helpers/property-run.js';
import { refereeMafia } from '../../helpers/mafia-referee.js';

propertySuite({ preset: 'mafia', runs: 1000, privateTeam: 'mafia', sides: ['mafia', 'town'], referee: (events) => refereeMafia(events) });
