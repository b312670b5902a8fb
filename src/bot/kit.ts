/** Everything a module in commands/ needs, in one import: commands are glue over these. */
export { slashCommand, type CommandModule } from './pipeline/command.js';
export type { CommandContext } from './app/context.js';
export { suggest } from './games/autocomplete.js';
export * as game from './games/game-commands.js';
export * as fleet from './games/fleet.js';
export * as orders from './games/orders.js';
export * as views from './games/views.js';
export * as profile from './players/profile-commands.js';
export { MOVE_CHOICES } from './games/move-choices.js';
export { RULE_TOPICS } from './games/views.js';
export { impulse } from '../engine/index.js';
