/** /fire in a vector game: a weapon group not yet fired this turn (declared alike with impulse's /fire). */
import { defineCommand } from '../../../pipeline/command.js';
import { FIRE_OPTIONS } from '../../impulse/option-specs.js';
import * as orders from '../orders.js';

export default defineCommand('fire', FIRE_OPTIONS, orders.fire);
