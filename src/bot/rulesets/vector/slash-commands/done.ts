/** /done in a vector game: this side fires no more this combat round (declared alike with impulse's /done). */
import { defineCommand } from '../../../pipeline/command.js';
import { DONE_OPTIONS } from '../../impulse/option-specs.js';
import * as orders from '../orders.js';

export default defineCommand('done', DONE_OPTIONS, orders.done);
