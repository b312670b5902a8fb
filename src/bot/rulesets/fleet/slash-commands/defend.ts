/** /defend: the defender's tokens in the defence reaction ("brace redirect:left evade"). */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import { DEFEND_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('defend', DEFEND_OPTIONS, orders.defend, suggestFleet);
