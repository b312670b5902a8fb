/** /help: how to play with this bot. */
import { defineCommand, views } from '../src/bot/kit.js';

export default defineCommand('help', [], views.help);
