/** /games: every game on this server where you play, those waiting for you first, with links. */
import { defineCommand, profile } from '../src/bot/kit.js';

export default defineCommand('games', [], profile.games);
