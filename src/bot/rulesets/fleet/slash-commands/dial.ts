/** /dial in a fleet game: set or top up a ship's stack of secret command dials; alone, the private menus. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { DIAL_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('dial', DIAL_OPTIONS, orders.dial, suggestFleet);
