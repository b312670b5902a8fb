/** /help: how to play with this bot. */
import { alwaysPrivate, defineCommand, views } from '../src/bot/kit.js';

export default defineCommand('help', [], views.help, undefined, alwaysPrivate);
