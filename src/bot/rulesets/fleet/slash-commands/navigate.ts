/** /navigate: the activated ship's manoeuvre (speed and a veer per joint), or with preview:true where it would end. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { NAVIGATE_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('navigate', NAVIGATE_OPTIONS, orders.navigate, suggestFleet);
