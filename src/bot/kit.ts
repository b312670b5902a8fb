/** Everything a module in commands/ (the shared commands) needs, in one import: commands are glue over these. */
export {
  alwaysPrivate,
  defineCommand,
  defineSubcommands,
  slashCommand,
  subcommand,
  type CommandModule,
} from './pipeline/command.js';
export type { CommandContext } from './app/context.js';
export { suggestGame, suggestMap, suggestPart, suggestUnit } from './games/suggest.js';
export * as game from './games/game-commands.js';
export * as views from './games/views.js';
export * as profile from './players/profile-commands.js';
export * as league from './leagues/league-commands.js';
export * as reactions from './games/reaction-preference-command.js';
export * as roster from './games/roster-commands.js';
