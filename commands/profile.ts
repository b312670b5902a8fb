/** /profile: your time zone, quiet hours, DMs, vacation; muting reminders for this channel's game. */
import { defineSubcommands, profile, subcommand } from '../src/bot/kit.js';

export default defineSubcommands(
  'profile',
  [
    subcommand(
      'set',
      [
        { name: 'timezone', type: 'string', autocomplete: true, maxLength: 60 },
        { name: 'quiet-start', type: 'string', maxLength: 5 },
        { name: 'quiet-end', type: 'string', maxLength: 5 },
        { name: 'dm', type: 'boolean' },
        { name: 'on-deck', type: 'boolean' },
      ],
      profile.set,
    ),
    subcommand('show', [], profile.show),
    subcommand(
      'vacation',
      [
        { name: 'days', type: 'integer', min: 1, max: 60 },
        { name: 'end', type: 'boolean' },
      ],
      profile.vacation,
    ),
    subcommand('mute', [{ name: 'on', type: 'boolean' }], profile.mute),
    // From the buttons under a reminder.
    subcommand('snooze', [], profile.snooze, { buttonOnly: true }),
    subcommand('seen', [], profile.seen, { buttonOnly: true }),
  ],
  'show',
  async (ctx) =>
    ctx.request.focused === 'timezone' ? profile.zoneChoices(String(ctx.request.options['timezone'] ?? '')) : [],
);
