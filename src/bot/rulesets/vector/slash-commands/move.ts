/** /move in a vector game: the next hex of the ship moving now (declared alike with impulse's /move). */
import { defineCommand } from '../../../pipeline/command.js';
import { MOVE_OPTIONS } from '../../impulse/option-specs.js';
import * as orders from '../orders.js';

export default defineCommand('move', MOVE_OPTIONS, orders.move);
