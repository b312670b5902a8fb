/**
 * The Discord side: a discord.js client with the fewest intents (Guilds only: slash commands need no
 * message content), safe default mentions, and one handler that routes every interaction.
 */
import {
  Client,
  ComponentType,
  Events,
  GatewayIntentBits,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  Options,
  Routes,
  type Interaction,
} from 'discord.js';
import { z } from 'zod';
import { translator } from '../locales/index.js';
import type { App } from '../app/context.js';
import { runAutocomplete, runCommand, runComponent, type Commands } from '../pipeline/dispatch.js';
import { commandRequest, componentBase } from './requests.js';
import { DiscordResponder } from './responder.js';
import { withLogContext } from '../ops/log-context.js';
import type { ShardOfProcess } from './shard.js';

/**
 * `shard`: the one shard this process connects as (issue 45); none, the bot's only process.
 * `globalPerSecond`: discord.js's global request limit for this process (rest-pace.ts).
 */
export function createClient(apiUrl?: string, shard?: ShardOfProcess, globalPerSecond = 50): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    // No message is kept: the bot edits and pins its posts by id and never reads one back from the
    // cache, and discord.js's default of 200 a channel would grow with every game's posts, to 400,000
    // messages at 2,000 games (issue 45).
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    allowedMentions: { parse: [], repliedUser: false },
    rest: { ...(apiUrl ? { api: apiUrl } : {}), globalRequestsPerSecond: globalPerSecond },
    ...(shard ? { shards: [shard.id], shardCount: shard.count } : {}),
  });
}

export async function handleInteraction(app: App, commands: Commands, interaction: Interaction): Promise<void> {
  if (interaction.isChatInputCommand())
    return runCommand(app, commands, commandRequest(interaction), new DiscordResponder(interaction));
  if (interaction.isAutocomplete())
    return runAutocomplete(app, commands, commandRequest(interaction), new DiscordResponder(interaction));
  // A forged component may come without the message it claims to sit on: nothing to decode it against.
  const messageId = interaction.isMessageComponent()
    ? (interaction.message as { id?: string } | null | undefined)?.id
    : undefined;
  if ((interaction.isButton() || interaction.isStringSelectMenu()) && messageId !== undefined) {
    const click = {
      customId: interaction.customId,
      messageId,
      ...(interaction.isStringSelectMenu() ? { values: interaction.values } : {}),
    };
    return runComponent(app, commands, componentBase(interaction), click, new DiscordResponder(interaction));
  }
  // A form this bot opened (the turn form), sent back: its fields by id, then like a component.
  if (interaction.isModalSubmit()) {
    const fields = Object.fromEntries(
      interaction.fields.fields.map((f) => [f.customId, 'value' in f ? String(f.value) : '']),
    );
    const click = { customId: interaction.customId, messageId: interaction.message?.id ?? '', fields };
    return runComponent(app, commands, componentBase(interaction), click, new DiscordResponder(interaction));
  }
  // Anything else this bot never sent (another kind of menu, a context-menu command) is
  // still answered, privately, in the player's language.
  if (interaction.isRepliable())
    await interaction.reply({
      content: translator(interaction.locale)('input.unreadable'),
      flags: MessageFlags.Ephemeral,
    });
}

/**
 * Interactions discord.js will not hand over (issue 11): a component whose payload has no message
 * (building it throws reading the message's id), a component or interaction type it does not know
 * (it drops them with a debug line). Each is answered here from the raw gateway packet, privately,
 * in the player's language; a message-less component is then marked as a kind discord.js drops, so
 * it does not throw on the way in.
 */
const KNOWN_COMPONENTS: readonly number[] = [
  ComponentType.Button,
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];
const KNOWN_INTERACTIONS: readonly number[] = [
  InteractionType.ApplicationCommand,
  InteractionType.MessageComponent,
  InteractionType.ApplicationCommandAutocomplete,
  InteractionType.ModalSubmit,
];
const UNKNOWN_COMPONENT = 0;

const RawInteractionSchema = z.object({
  t: z.literal('INTERACTION_CREATE'),
  d: z.looseObject({
    id: z.string(),
    token: z.string(),
    type: z.number(),
    locale: z.string().optional(),
    message: z.unknown().optional(),
    data: z.looseObject({ component_type: z.number().optional() }).optional(),
  }),
});

/** Whether discord.js would drop (or choke on) this interaction, and so it must be answered here. */
function unroutable(d: z.infer<typeof RawInteractionSchema>['d']): boolean {
  if (!KNOWN_INTERACTIONS.includes(d.type)) return true;
  if (d.type !== InteractionType.MessageComponent) return false;
  const message = d.message as { id?: unknown } | null | undefined;
  return typeof message?.id !== 'string' || !KNOWN_COMPONENTS.includes(d.data?.component_type ?? UNKNOWN_COMPONENT);
}

function answerUnroutable(client: Client, app: App, packet: unknown): void {
  const parsed = RawInteractionSchema.safeParse(packet);
  if (!parsed.success || !unroutable(parsed.data.d)) return;
  const { id, token, locale } = parsed.data.d;
  // The very object discord.js handles next: a kind of component it drops without building it.
  const raw = (packet as { d: { data?: { component_type?: number } } }).d;
  if (raw.data) raw.data.component_type = UNKNOWN_COMPONENT;
  const body = {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: {
      content: translator(locale)('input.unreadable'),
      flags: MessageFlags.Ephemeral,
      allowed_mentions: { parse: [] },
    },
  };
  client.rest
    .post(Routes.interactionCallback(id, token), { body, auth: false })
    .catch((error: unknown) =>
      app.log.warn('could not answer an interaction discord.js drops', { error: String(error) }),
    );
}

export function wireClient(client: Client, app: App, commands: Commands): void {
  client.on(Events.Raw, (packet: unknown) => answerUnroutable(client, app, packet));
  client.on(Events.InteractionCreate, (interaction) => {
    // A failure outside the pipeline's own handling names its guild and channel too (issue 45).
    const where = { guild: interaction.guildId, channel: interaction.channelId ?? undefined };
    void withLogContext(where, () =>
      handleInteraction(app, commands, interaction).catch((error: unknown) =>
        app.log.error('interaction failed', {
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      ),
    );
  });
  client.once(Events.ClientReady, (ready) =>
    app.log.info('connected to Discord', { user: ready.user.tag, guilds: ready.guilds.cache.size }),
  );
  client.on(Events.Error, (error) => app.log.error('client error', { error: error.message }));
  client.on(Events.ShardDisconnect, () => app.log.warn('gateway disconnected; discord.js reconnects'));
  client.rest.on('rateLimited', (info) =>
    app.log.warn('rate limited', { route: info.route, retryAfter: info.retryAfter }),
  );
}
