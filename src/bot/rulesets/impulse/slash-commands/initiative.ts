/** /initiative: take or give the initiative. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { INITIATIVE_OPTIONS } from '../option-specs.js';

export default defineCommand('initiative', INITIATIVE_OPTIONS, orders.initiative);
