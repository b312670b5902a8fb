/** /done in a fleet game: end the current step (declared alike with impulse's /done). */
import { defineCommand } from '../../../pipeline/command.js';
import { DONE_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('done', DONE_OPTIONS, (ctx) => orders.done(ctx));
