/**
 * The game channel on Discord: posts, edits, pins and threads through discord.js, whose REST layer
 * already waits out rate limits and retries server errors (and resets) up to 3 times; one more retry
 * here covers a blip, then the failure goes to the caller (which logs it; the game itself is already saved).
 *
 * A server error or a dropped connection does not mean Discord made nothing: the post may exist with
 * only its answer lost. So every post carries a nonce with enforce_nonce (the caller's, or one minted
 * here for this call) and Discord hands back the first message instead of posting it again, whichever
 * layer retries. Edits and pins come out the same when repeated; opening a thread has no such guard,
 * nor has a follow-up through an interaction's webhook (Discord keeps no nonce for those; the turn
 * prompt's, prompt-rides.ts).
 */
import {
  ChannelType,
  GuildScheduledEventEntityType,
  GuildScheduledEventPrivacyLevel,
  MessageFlags,
  MessagePayload,
  SnowflakeUtil,
  ThreadAutoArchiveDuration,
  WebhookClient,
  type Client,
  type MessageCreateOptions,
  type SendableChannels,
} from 'discord.js';
import { Routes, type APIMessage } from 'discord-api-types/v10';
import type { GameChannel, Outgoing, ScheduledEvent } from '../pipeline/request.js';
import { shownText, toCreate, toEdit } from './outgoing.js';
import type { RestPace } from './rest-pace.js';

/**
 * Create options for one post, with a nonce: the message's own, or else a fresh snowflake (19
 * digits). Retries are @discordjs/rest's own (server errors, network errors, rate limits), all of the
 * same request, so Discord's enforce_nonce turns a retry after a lost answer into the first message;
 * what still fails stays owed in the outbox and is delivered again later.
 */
function createOptions(message: Outgoing): MessageCreateOptions {
  return toCreate(message.nonce === undefined ? { ...message, nonce: SnowflakeUtil.generate().toString() } : message);
}

/**
 * Requests a second discord.js may send through interactions' webhooks. Discord does not count them
 * against the bot's global limit (only each webhook's own route limits, which discord.js reads from
 * the answers), so this only keeps discord.js's own global count, which it keeps for every client,
 * from holding them back.
 */
const INTERACTION_WEBHOOKS_PER_SECOND = 1000;

/** How many of a channel's newest messages are looked through for one made before a crash. */
const RECENT_POSTS = 25;

export class DiscordChannel implements GameChannel {
  /** The client for interactions' webhooks: its own REST, so its requests are not counted with the bot's. */
  private interactionWebhooks: { client: WebhookClient; applicationId: string } | undefined;

  /** `pace`: each request waits its turn below Discord's global limit (rest-pace.ts); none, it goes at once. */
  constructor(
    private readonly client: Client,
    private readonly pace?: Pick<RestPace, 'take'>,
  ) {}

  /** Waits for this request's turn. */
  private async turn(): Promise<void> {
    await this.pace?.take();
  }

  private async sendable(channelId: string): Promise<SendableChannels> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not one the bot can post in`);
    return channel;
  }

  async send(channelId: string, message: Outgoing): Promise<string> {
    const options = createOptions(message);
    const channel = await this.sendable(channelId);
    await this.turn();
    const sent = (await channel.send(options)) as { id: string };
    return sent.id;
  }

  async edit(channelId: string, messageId: string, message: Outgoing): Promise<void> {
    const channel = await this.sendable(channelId);
    if (!('messages' in channel)) throw new Error(`channel ${channelId} has no messages`);
    await this.turn();
    await channel.messages.edit(messageId, toEdit(message));
  }

  async editWhenSpare(
    channelId: string,
    messageId: string,
    message: () => Promise<Outgoing | undefined>,
  ): Promise<boolean> {
    await this.pace?.take('spare');
    const made = await message();
    if (made === undefined) return false;
    const channel = await this.sendable(channelId);
    if (!('messages' in channel)) throw new Error(`channel ${channelId} has no messages`);
    await channel.messages.edit(messageId, toEdit(made));
    return true;
  }

  async pin(channelId: string, messageId: string): Promise<void> {
    const channel = await this.sendable(channelId);
    if (!('messages' in channel)) return;
    await this.turn();
    await channel.messages.pin(messageId);
  }

  async dm(userId: string, message: Outgoing): Promise<void> {
    const options = createOptions(message);
    const user = await this.client.users.fetch(userId);
    // A user's first DM opens the DM channel first: a request of its own, counted only then.
    if (user.dmChannel === null) await this.turn();
    await this.turn();
    await user.send(options);
  }

  async finishAnswer(token: string, message: Outgoing): Promise<'answered' | 'edited' | 'gone'> {
    const id = this.client.application?.id ?? this.client.user?.id;
    if (id === undefined) return 'gone';
    // The interaction's own webhook, through the same REST settings (API base, retries) as the client.
    const webhook = new WebhookClient({ id, token }, { rest: this.client.options.rest ?? {} });
    try {
      const original = await webhook.fetchMessage('@original').catch((error: unknown) => {
        const status = (error as { status?: number }).status;
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) return undefined;
        throw error;
      });
      if (original === undefined) return 'gone';
      // A deferral's placeholder ("thinking…") is filled in with the answer; a real answer is left alone.
      if ((Number(original.flags ?? 0) & MessageFlags.Loading) === 0) return 'answered';
      await webhook.editMessage('@original', toEdit(message));
      return 'edited';
    } finally {
      webhook.destroy();
    }
  }

  /** The client for interactions' webhooks, made once the bot knows its application id. */
  private webhooks(): { client: WebhookClient; applicationId: string } {
    if (this.interactionWebhooks) return this.interactionWebhooks;
    const applicationId = this.client.application?.id ?? this.client.user?.id;
    if (applicationId === undefined) throw new Error('the bot is not connected: no application id for a follow-up');
    // The token is the interaction's, given with each request; the client's own is never used.
    const client = new WebhookClient(
      { id: applicationId, token: 'interaction' },
      { rest: { ...this.client.options.rest, globalRequestsPerSecond: INTERACTION_WEBHOOKS_PER_SECOND } },
    );
    this.interactionWebhooks = { client, applicationId };
    return this.interactionWebhooks;
  }

  async followUp(token: string, message: Outgoing): Promise<string> {
    const { client, applicationId } = this.webhooks();
    // No nonce: Discord keeps none for a webhook's messages.
    const { nonce: _nonce, ...plain } = message;
    const { body, files } = await MessagePayload.create(client, toCreate(plain)).resolveBody().resolveFiles();
    const made = (await client.rest.post(Routes.webhook(applicationId, token), {
      body,
      files: files ?? [],
      query: new URLSearchParams({ wait: 'true' }),
      auth: false,
    })) as { id: string };
    return made.id;
  }

  async editFollowUp(token: string, messageId: string, message: Outgoing): Promise<void> {
    const { client, applicationId } = this.webhooks();
    const { body, files } = await MessagePayload.create(client, toEdit(message)).resolveBody().resolveFiles();
    await client.rest.patch(Routes.webhookMessage(applicationId, token, messageId), {
      body,
      files: files ?? [],
      auth: false,
    });
  }

  async recentPosts(channelId: string): Promise<{ id: string; text: string; interaction?: string }[]> {
    await this.turn();
    const raw = (await this.client.rest.get(Routes.channelMessages(channelId), {
      query: new URLSearchParams({ limit: String(RECENT_POSTS) }),
    })) as APIMessage[];
    const bot = this.client.user?.id;
    return raw
      .filter((m) => m.author.id === bot)
      .map((m) => {
        const interaction = m.interaction_metadata?.id;
        return { id: m.id, text: shownText(m), ...(interaction ? { interaction } : {}) };
      });
  }

  async createThread(channelId: string, name: string): Promise<string> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || channel.type !== ChannelType.GuildText)
      throw new Error('threads can only be opened in a text channel');
    await this.turn();
    const thread = await channel.threads.create({
      name: name.slice(0, 100),
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
    });
    return thread.id;
  }

  async createForumPost(forumId: string, name: string, message: Outgoing, tag?: string): Promise<string> {
    const forum = await this.client.channels.fetch(forumId);
    if (!forum || forum.type !== ChannelType.GuildForum) throw new Error(`channel ${forumId} is not a forum`);
    let tagId = tag === undefined ? undefined : forum.availableTags.find((t) => t.name === tag)?.id;
    if (tag !== undefined && tagId === undefined) {
      // Adding a tag needs Manage Channels; without it the post goes up untagged rather than not at all.
      await this.turn();
      const edited = await forum
        .setAvailableTags([...forum.availableTags, { name: tag.slice(0, 20), moderated: false }])
        .catch(() => undefined);
      tagId = edited?.availableTags.find((t) => t.name === tag.slice(0, 20))?.id;
    }
    await this.turn();
    const thread = await forum.threads.create({
      name: name.slice(0, 100),
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
      message: createOptions(message),
      ...(tagId ? { appliedTags: [tagId] } : {}),
    });
    return thread.id;
  }

  async scheduleEvent(guildId: string, event: ScheduledEvent, eventId?: string): Promise<string> {
    const guild = await this.client.guilds.fetch(guildId);
    const fields = {
      name: event.name.slice(0, 100),
      description: event.description.slice(0, 1000),
      scheduledStartTime: event.start,
      scheduledEndTime: event.end,
      entityMetadata: { location: event.location.slice(0, 100) },
    };
    await this.turn();
    if (eventId !== undefined) return (await guild.scheduledEvents.edit(eventId, fields)).id;
    const made = await guild.scheduledEvents.create({
      ...fields,
      privacyLevel: GuildScheduledEventPrivacyLevel.GuildOnly,
      entityType: GuildScheduledEventEntityType.External,
    });
    return made.id;
  }
}
