/** Everything /game does, for commands/game.ts. */
export { clockSettings, concede, end, follow } from './game-admin.js';
export { isAdmin } from './game-change.js';
export { exportLog, join, leave, newGame, rearm, rematch, start, status } from './lobby.js';
export { undo } from './undo.js';
export { restore } from './quarantine.js';
