/** /ap: spend a ship's action point. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { AP_OPTIONS } from '../option-specs.js';
import { suggestAp } from '../autocomplete.js';

export default defineCommand('ap', AP_OPTIONS, orders.useAp, suggestAp);
