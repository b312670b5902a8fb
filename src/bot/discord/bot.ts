/**
 * The Discord side: a discord.js client with the fewest intents (Guilds only: slash commands need no
 * message content), safe default mentions, and one handler that routes every interaction.
 */
import { Client, Events, GatewayIntentBits, InteractionResponseType, InteractionType, MessageFlags, Routes, type Interaction } from 'discord.js';
import { z } from 'zod';
import { translator } from '../locales/index.js';
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
  // A forged component may come without the message it claims to sit on: nothing to decode it against.
  const messageId = interaction.isMessageComponent() ? (interaction.message as { id?: string } | null | undefined)?.id : undefined;
  if ((interaction.isButton() || interaction.isStringSelectMenu()) && messageId !== undefined) {
    const click = { customId: interaction.customId, messageId, ...(interaction.isStringSelectMenu() ? { values: interaction.values } : {}) };
    return runComponent(app, commands, componentBase(interaction), click, new DiscordResponder(interaction));
  }
  // Anything else this bot never sent (another kind of menu, a modal, a context-menu command) is
  // still answered, privately, in the player's language.
  if (interaction.isRepliable()) await interaction.reply({ content: translator(interaction.locale)('input.unreadable'), flags: MessageFlags.Ephemeral });
}

/**
 * A component interaction whose payload has no message cannot even be built by discord.js (it
 * throws reading the message's id), so it never reaches handleInteraction. It is answered here, from
 * the raw gateway packet, before discord.js looks at it.
 */
const RawComponentSchema = z.object({
  t: z.literal('INTERACTION_CREATE'),
  d: z.looseObject({ id: z.string(), token: z.string(), type: z.literal(InteractionType.MessageComponent), locale: z.string().optional(), message: z.unknown().optional() }),
});

function answerMessageless(client: Client, app: App, packet: unknown): void {
  const parsed = RawComponentSchema.safeParse(packet);
  if (!parsed.success) return;
  const message = parsed.data.d.message as { id?: unknown } | null | undefined;
  if (typeof message?.id === 'string') return;
  const { id, token, locale } = parsed.data.d;
  const body = { type: InteractionResponseType.ChannelMessageWithSource, data: { content: translator(locale)('input.unreadable'), flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } } };
  client.rest.post(Routes.interactionCallback(id, token), { body, auth: false }).catch((error: unknown) => app.log.warn('could not answer a component without a message', { error: String(error) }));
}

export function wireClient(client: Client, app: App, commands: Commands): void {
  client.on(Events.Raw, (packet: unknown) => answerMessageless(client, app, packet));
  client.on(Events.InteractionCreate, (interaction) => {
    handleInteraction(app, commands, interaction).catch((error: unknown) => app.log.error('interaction failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  client.once(Events.ClientReady, (ready) => app.log.info('connected to Discord', { user: ready.user.tag, guilds: ready.guilds.cache.size }));
  client.on(Events.Error, (error) => app.log.error('client error', { error: error.message }));
  client.on(Events.ShardDisconnect, () => app.log.warn('gateway disconnected; discord.js reconnects'));
  client.rest.on('rateLimited', (info) => app.log.warn('rate limited', { route: info.route, retryAfter: info.retryAfter }));
}
