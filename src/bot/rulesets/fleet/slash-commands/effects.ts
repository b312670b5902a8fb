/** /effects: the attacker's step after the roll: concentrate fire (a die added or rerolled), accuracies locking tokens. */
import { defineCommand } from '../../../pipeline/command.js';
import { EFFECTS_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('effects', EFFECTS_OPTIONS, orders.effects);
