/**
 * The Discord side: a discord.js client with the fewest intents (Guilds only: slash commands need no
 * message content), safe default mentions, and one handler that routes every interaction.
 */
import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import type { App } from '../context.js';
import { runAutocomplete, runCommand, runComponent, type Commands } from '../dispatch.js';
import { commandRequest, componentBase } from './requests.js';
import { DiscordResponder } from './responder.js';

export function createClient(apiUrl?: string): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [], repliedUser: false },
    rest: apiUrl ? { api: apiUrl } : {},
  });
}

export async function handleInteraction(app: App, commands: Commands, interaction: Interaction): Promise<void> {
  if (interaction.isChatInputCommand()) return runCommand(app, commands, commandRequest(interaction), new DiscordResponder(interaction));
  if (interaction.isAutocomplete()) return runAutocomplete(app, commands, commandRequest(interaction), new DiscordResponder(interaction));
  if (interaction.isButton() || interaction.isStringSelectMenu()) {
    const click = { customId: interaction.customId, messageId: interaction.message.id, ...(interaction.isStringSelectMenu() ? { values: interaction.values } : {}) };
    return runComponent(app, commands, componentBase(interaction), click, new DiscordResponder(interaction));
  }
}

export function wireClient(client: Client, app: App, commands: Commands): void {
  client.on(Events.InteractionCreate, (interaction) => {
    handleInteraction(app, commands, interaction).catch((error: unknown) => app.log.error('interaction failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  client.once(Events.ClientReady, (ready) => app.log.info('connected to Discord', { user: ready.user.tag, guilds: ready.guilds.cache.size }));
  client.on(Events.Error, (error) => app.log.error('client error', { error: error.message }));
  client.on(Events.ShardDisconnect, () => app.log.warn('gateway disconnected; discord.js reconnects'));
  client.rest.on('rateLimited', (info) => app.log.warn('rate limited', { route: info.route, retryAfter: info.retryAfter }));
}
