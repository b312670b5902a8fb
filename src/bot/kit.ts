/** Everything a module in commands/ needs, in one import: commands are glue over these. */
export { slashCommand, type CommandModule } from './command.js';
export type { CommandContext } from './context.js';
export { suggest } from './autocomplete.js';
export * as game from './game-commands.js';
export * as fleet from './fleet.js';
export * as orders from './orders.js';
export * as views from './views.js';
export * as profile from './profile-commands.js';
export { MOVE_CHOICES } from './move-choices.js';
export { RULE_TOPICS } from './views.js';
export { impulse } from '../engine/index.js';
