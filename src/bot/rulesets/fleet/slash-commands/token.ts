/** /token: spend a held repair or squadron command token in the activation. */
import { defineCommand } from '../../../pipeline/command.js';
import { TOKEN_OPTIONS } from '../options.js';
import * as orders from '../orders.js';

export default defineCommand('token', TOKEN_OPTIONS, orders.token);
