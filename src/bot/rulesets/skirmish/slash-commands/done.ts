/** /done in a skirmish game: end the step or phase (declared alike with impulse's /done). */
import { defineCommand } from '../../../pipeline/command.js';
import { DONE_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('done', DONE_OPTIONS, (ctx) => orders.done(ctx));
