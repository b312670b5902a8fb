/** /power: the Power Phase; with no options it accepts the defaults for every ship in one go. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { POWER_OPTIONS } from '../option-specs.js';
import { suggestPower } from '../autocomplete.js';

export default defineCommand('power', POWER_OPTIONS, orders.power, suggestPower);
