/**
 * What the leagues do when a game ends (issue 42): the outbox tells the listeners the app was built
 * with (app-factory.ts), and these are the league's. In this order: a league game's result goes to
 * its league first, then a casual game joins its server's week of ratings. Both take being told
 * twice (a crash before the archive): a decided match refuses a second result, and a rated game's id
 * is kept with its week.
 */
import type { GameEndedListener } from '../app/context.js';
import { rateCasualGame } from './league-ratings.js';
import { leagueGameEnded } from './league-rounds.js';

export const LEAGUE_LISTENERS: readonly GameEndedListener[] = [leagueGameEnded, rateCasualGame];
