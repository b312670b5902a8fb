/** /fight in a skirmish game (issue 44 deliverable 7): see orders.ts for what it plays. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestSkirmish } from '../autocomplete.js';
import { FIGHT_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('fight', FIGHT_OPTIONS, orders.fight, suggestSkirmish);
