/** /done: end my current step (or, with turn:true, the rest of my turn). */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { DONE_OPTIONS } from '../option-specs.js';

export default defineCommand('done', DONE_OPTIONS, orders.done);
