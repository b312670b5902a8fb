/** Autocomplete in a local bot's channel, as the bot tests ask it: what a player is offered while typing. */
import { runAutocomplete } from '../../src/bot/pipeline/dispatch.js';
import type { BotRequest, Choice, Responder } from '../../src/bot/pipeline/request.js';
import type { LocalBot } from './local-bot.js';

/** The choices `actor` is offered for `command`'s (or its `subcommand`'s) `focused` option, the other options as given (channel c1). */
export async function autocompleteChoices(
  bot: LocalBot,
  actor: BotRequest['actor'],
  command: string,
  options: BotRequest['options'],
  focused: string,
  subcommand?: string,
): Promise<readonly Choice[]> {
  let got: readonly Choice[] = [];
  const respond: Responder = {
    defer: async () => undefined,
    reply: async () => undefined,
    update: async () => undefined,
    modal: async () => undefined,
    choices: async (c) => {
      got = c;
    },
    answered: false,
  };
  const request: BotRequest = {
    actor,
    channelId: 'c1',
    guildId: 'local',
    command,
    ...(subcommand ? { subcommand } : {}),
    options,
    focused,
  };
  await runAutocomplete(bot.app, bot.session.commands, request, respond);
  return got;
}
