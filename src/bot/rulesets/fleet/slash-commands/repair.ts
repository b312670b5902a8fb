/** /repair in a fleet game: spend engineering points (shared with impulse's /repair, options united). */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { FLEET_REPAIR_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('repair', FLEET_REPAIR_OPTIONS, orders.repair, suggestFleet);
