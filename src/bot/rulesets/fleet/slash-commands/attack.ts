/** /attack in a fleet game: from a hull zone of the activated ship at a zone or squadrons (shared with squadron's /attack). */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { ATTACK_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('attack', ATTACK_OPTIONS, orders.attack, suggestFleet);
