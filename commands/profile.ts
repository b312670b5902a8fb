/** /profile: your time zone, quiet hours, DMs, vacation; muting reminders for this channel's game. */
import { profile, slashCommand, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('profile', {
    subcommands: [
      {
        name: 'set',
        options: [
          { name: 'timezone', type: 'string', autocomplete: true, maxLength: 60 },
          { name: 'quiet-start', type: 'string', maxLength: 5 },
          { name: 'quiet-end', type: 'string', maxLength: 5 },
          { name: 'dm', type: 'boolean' },
        ],
      },
      { name: 'show' },
      {
        name: 'vacation',
        options: [
          { name: 'days', type: 'integer', min: 1, max: 60 },
          { name: 'end', type: 'boolean' },
        ],
      },
      { name: 'mute', options: [{ name: 'on', type: 'boolean' }] },
    ],
  }),
  // snooze and seen come from the buttons under a reminder.
  // Own keys only: a forged subcommand such as "constructor" is no handler.
  execute: (ctx) =>
    (Object.hasOwn(profile.HANDLERS, ctx.request.subcommand ?? '')
      ? profile.HANDLERS[ctx.request.subcommand as keyof typeof profile.HANDLERS]
      : profile.show)(ctx),
  autocomplete: async (ctx) =>
    ctx.request.focused === 'timezone' ? profile.zoneChoices(String(ctx.request.options['timezone'] ?? '')) : [],
} satisfies CommandModule;
