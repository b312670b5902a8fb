/** /game: create, join, run and end the game bound to this channel. */
import { game, slashCommand, suggestGame, type CommandModule } from '../src/bot/kit.js';

const HANDLERS = {
  new: game.newGame,
  join: game.join,
  leave: game.leave,
  start: game.start,
  status: game.status,
  log: game.exportLog,
  undo: game.undo,
  concede: game.concede,
  end: game.end,
  restore: game.restore,
  clock: game.clockSettings,
  follow: game.follow,
  // From the button under a finished game.
  rematch: game.rematch,
} as const;

export default {
  data: slashCommand('game', {
    subcommands: [
      {
        name: 'new',
        options: [
          { name: 'scenario', type: 'string', autocomplete: true, maxLength: 60 },
          { name: 'name', type: 'string', maxLength: 60 },
          { name: 'thread', type: 'boolean' },
          { name: 'ruleset', type: 'string', autocomplete: true, maxLength: 32 },
          { name: 'points', type: 'integer', min: 50, max: 5000 },
        ],
      },
      { name: 'join', options: [{ name: 'side', type: 'string', autocomplete: true, maxLength: 40 }] },
      { name: 'leave', options: [{ name: 'player', type: 'user' }] },
      { name: 'start' },
      { name: 'status' },
      {
        name: 'log',
        options: [
          { name: 'round', type: 'integer', min: 1, max: 999 },
          { name: 'impulse', type: 'string', choices: ['A', 'B', 'C', 'D', 'E', 'F'] },
        ],
      },
      { name: 'undo' },
      { name: 'concede' },
      { name: 'end' },
      { name: 'restore' },
      {
        name: 'clock',
        options: [
          { name: 'mode', type: 'string', choices: ['off', 'step', 'bank'] },
          { name: 'hours', type: 'integer', min: 1, max: 24 * 14 },
          { name: 'minutes', type: 'integer', min: 1, max: 24 * 60 },
          { name: 'timeout', type: 'string', choices: ['default', 'loss'] },
          { name: 'misses', type: 'integer', min: 1, max: 10 },
          { name: 'quiet-pauses', type: 'boolean' },
          { name: 'vacation-days', type: 'integer', min: 0, max: 60 },
          { name: 'idle-days', type: 'integer', min: 1, max: 90 },
          { name: 'archive-days', type: 'integer', min: 2, max: 365 },
        ],
      },
      { name: 'follow' },
    ],
  }),
  // Own keys only: a forged subcommand such as "constructor" is no handler.
  execute: (ctx) =>
    (Object.hasOwn(HANDLERS, ctx.request.subcommand ?? '')
      ? HANDLERS[ctx.request.subcommand as keyof typeof HANDLERS]
      : game.status)(ctx),
  autocomplete: suggestGame,
} satisfies CommandModule;
