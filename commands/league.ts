/** /league: leagues on this server: sign-up, pairings, standings, results and the organisers' tools (issue 17). */
import { defineSubcommands, league, subcommand } from '../src/bot/kit.js';

const which = { name: 'league', type: 'string', maxLength: 100, autocomplete: true } as const;
const round = { name: 'round', type: 'integer', min: 1, max: 30 } as const;

export default defineSubcommands(
  'league',
  [
    subcommand(
      'create',
      [
        { name: 'name', type: 'string', maxLength: 80, required: true },
        { name: 'format', type: 'string', choices: ['swiss', 'round-robin', 'ladder'] },
        { name: 'rounds', type: 'integer', min: 1, max: 30 },
        { name: 'ruleset', type: 'string', maxLength: 32 },
        { name: 'scenarios', type: 'string', maxLength: 300 },
        { name: 'points', type: 'integer', min: 1, max: 10_000 },
        { name: 'hours', type: 'integer', min: 1, max: 24 * 60 },
        { name: 'mode', type: 'string', choices: ['off', 'step', 'bank'] },
        { name: 'minutes', type: 'integer', min: 1, max: 7 * 24 * 60 },
        { name: 'timeout', type: 'string', choices: ['default', 'loss'] },
        { name: 'misses', type: 'integer', min: 1, max: 10 },
        { name: 'margin', type: 'string', choices: ['full', 'as-played'] },
        { name: 'divisions', type: 'integer', min: 1, max: 8 },
        { name: 'zones', type: 'boolean' },
        { name: 'preset', type: 'string', choices: ['xwing', 'armada', 'classic'] },
        { name: 'order', type: 'string', maxLength: 40 },
        { name: 'role', type: 'role' },
        { name: 'forum', type: 'channel', channelTypes: [15] },
      ],
      league.create,
    ),
    subcommand('join', [which], league.signUp),
    subcommand('drop', [which, { name: 'player', type: 'user' }], league.leave),
    subcommand('start', [which], league.begin),
    subcommand('pairings', [which, round], league.pairings),
    subcommand(
      'standings',
      [
        which,
        { name: 'export', type: 'string', choices: ['image', 'csv', 'json'] },
        { name: 'division', type: 'integer', min: 1, max: 8 },
      ],
      league.standings,
    ),
    subcommand('schedule', [which], league.schedule),
    subcommand(
      'report',
      [
        { name: 'opponent', type: 'user', required: true },
        { name: 'result', type: 'string', choices: ['won', 'lost', 'draw'], required: true },
        { name: 'you-lost', type: 'integer', min: 0, max: 10_000 },
        { name: 'they-lost', type: 'integer', min: 0, max: 10_000 },
        which,
        round,
      ],
      league.report,
    ),
    subcommand('challenge', [{ name: 'opponent', type: 'user', required: true }, which], league.challengeUp),
    subcommand(
      'admin',
      [
        {
          name: 'task',
          type: 'string',
          choices: ['substitute', 'bye', 'penalty', 'extend', 'repair', 'close'],
          required: true,
        },
        which,
        { name: 'player', type: 'user' },
        { name: 'substitute', type: 'user' },
        { name: 'points', type: 'integer', min: -100, max: 100 },
        { name: 'hours', type: 'integer', min: 1, max: 24 * 60 },
        { name: 'reason', type: 'string', maxLength: 200 },
        round,
      ],
      league.admin,
    ),
    // The Confirm button under a report.
    subcommand('confirm', [], league.confirm, { buttonOnly: true }),
  ],
  'schedule',
  league.autocompleteLeague,
);
