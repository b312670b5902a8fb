/** /game: create, join, run and end the game bound to this channel. */
import { game, slashCommand, suggest, type CommandModule } from '../src/bot/kit.js';

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
} as const;

export default {
  data: slashCommand('game', {
    subcommands: [
      {
        name: 'new',
        options: [
          { name: 'scenario', type: 'string', autocomplete: true },
          { name: 'name', type: 'string', maxLength: 60 },
          { name: 'thread', type: 'boolean' },
          { name: 'ruleset', type: 'string', choices: ['impulse'] },
          { name: 'points', type: 'integer', min: 50, max: 5000 },
        ],
      },
      { name: 'join', options: [{ name: 'side', type: 'string', autocomplete: true }] },
      { name: 'leave', options: [{ name: 'player', type: 'user' }] },
      { name: 'start' },
      { name: 'status' },
      { name: 'log' },
      { name: 'undo' },
      { name: 'concede' },
      { name: 'end' },
    ],
  }),
  execute: (ctx) => HANDLERS[(ctx.request.subcommand ?? 'status') as keyof typeof HANDLERS]?.(ctx) ?? game.status(ctx),
  autocomplete: suggest,
} satisfies CommandModule;
