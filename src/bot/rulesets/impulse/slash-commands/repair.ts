/** /repair: try to repair a critical hit. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { REPAIR_OPTIONS } from '../option-specs.js';
import { suggestRepair } from '../autocomplete.js';

export default defineCommand('repair', REPAIR_OPTIONS, orders.repair, suggestRepair);
