/** /games: every game on this server where you play, those waiting for you first, with links. */
import { profile, slashCommand, type CommandModule } from '../src/bot/kit.js';

export default { data: slashCommand('games', {}), execute: profile.games } satisfies CommandModule;
