/** /game: create, join, run and end the game bound to this channel. */
import { alwaysPrivate, defineSubcommands, game, subcommand, suggestGame } from '../src/bot/kit.js';

export default defineSubcommands(
  'game',
  [
    subcommand(
      'new',
      [
        { name: 'scenario', type: 'string', autocomplete: true, maxLength: 60 },
        { name: 'name', type: 'string', maxLength: 60 },
        { name: 'thread', type: 'boolean' },
        { name: 'ruleset', type: 'string', autocomplete: true, maxLength: 32 },
        { name: 'points', type: 'integer', min: 50, max: 5000 },
        { name: 'opponent', type: 'string', choices: ['ai'] },
        { name: 'level', type: 'string', choices: ['easy', 'normal', 'hard'] },
        { name: 'personality', type: 'string', choices: ['steady', 'bold', 'wary'] },
      ],
      game.newGame,
    ),
    subcommand(
      'join',
      [
        { name: 'side', type: 'string', autocomplete: true, maxLength: 40 },
        { name: 'player', type: 'string', choices: ['ai'] },
        { name: 'level', type: 'string', choices: ['easy', 'normal', 'hard'] },
        { name: 'personality', type: 'string', choices: ['steady', 'bold', 'wary'] },
      ],
      game.join,
    ),
    subcommand('leave', [{ name: 'player', type: 'user' }], game.leave),
    subcommand('start', [], game.start),
    subcommand('status', [], game.status, { answersPrivately: alwaysPrivate }),
    subcommand(
      'log',
      [
        { name: 'round', type: 'integer', min: 1, max: 999 },
        { name: 'part', type: 'string', autocomplete: true, maxLength: 8 },
      ],
      game.exportLog,
      { answersPrivately: alwaysPrivate },
    ),
    subcommand('undo', [], game.undo),
    subcommand('concede', [], game.concede),
    subcommand('end', [], game.end),
    subcommand('restore', [], game.restore),
    subcommand(
      'clock',
      [
        { name: 'mode', type: 'string', choices: ['off', 'step', 'bank'] },
        { name: 'hours', type: 'integer', min: 1, max: 24 * 14 },
        { name: 'minutes', type: 'integer', min: 1, max: 24 * 60 },
        { name: 'timeout', type: 'string', choices: ['default', 'loss'] },
        { name: 'misses', type: 'integer', min: 1, max: 10 },
        { name: 'quiet-pauses', type: 'boolean' },
        { name: 'vacation-days', type: 'integer', min: 0, max: 60 },
        { name: 'idle-days', type: 'integer', min: 1, max: 90 },
        { name: 'archive-days', type: 'integer', min: 2, max: 365 },
        { name: 'autoplay-seconds', type: 'integer', min: 0, max: 600 },
        { name: 'reaction-minutes', type: 'integer', min: 1, max: 24 * 60 },
      ],
      game.clockSettings,
    ),
    subcommand('follow', [], game.follow),
    // From the button under a finished game.
    subcommand('rematch', [], game.rematch, { buttonOnly: true }),
  ],
  'status',
  suggestGame,
);
