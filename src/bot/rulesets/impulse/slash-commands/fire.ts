/** /fire: fire a weapon group at one target, or give each weapon its own. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { FIRE_OPTIONS } from '../option-specs.js';
import { suggestFire } from '../autocomplete.js';

export default defineCommand('fire', FIRE_OPTIONS, orders.fire, suggestFire);
