/** /squadron: a squadron moves or attacks (Squadron Phase), or is ordered by the activated ship's squadron command. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { SQUADRON_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('squadron', SQUADRON_OPTIONS, orders.squadronCommand, suggestFleet);
