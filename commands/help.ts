/** /help: how to play with this bot. */
import { slashCommand, views, type CommandModule } from '../src/bot/kit.js';

export default { data: slashCommand('help', {}), execute: views.help } satisfies CommandModule;
