/** /move: move a ship one hex, or steer a missile. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { MOVE_OPTIONS } from '../option-specs.js';
import { suggestMove } from '../autocomplete.js';

export default defineCommand('move', MOVE_OPTIONS, orders.move, suggestMove);
