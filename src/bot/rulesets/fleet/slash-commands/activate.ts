/** /activate: reveal a ship's top dial, kept as a command or spent for its token. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { ACTIVATE_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('activate', ACTIVATE_OPTIONS, orders.activate, suggestFleet);
