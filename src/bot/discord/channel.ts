/**
 * The game channel on Discord: posts, edits, pins and threads through discord.js, whose REST layer
 * already waits out rate limits and retries server errors (and resets) up to 3 times; one more retry
 * here covers a blip, then the failure goes to the caller (which logs it; the game itself is already saved).
 *
 * A server error or a dropped connection does not mean Discord made nothing: the post may exist with
 * only its answer lost. So every post carries a nonce with enforce_nonce (the caller's, or one minted
 * here for this call) and Discord hands back the first message instead of posting it again, whichever
 * layer retries. Edits and pins come out the same when repeated; opening a thread has no such guard.
 */
import { ChannelType, MessageFlags, SnowflakeUtil, ThreadAutoArchiveDuration, WebhookClient, type Client, type MessageCreateOptions, type SendableChannels } from 'discord.js';
import type { GameChannel, Outgoing } from '../request.js';
import { toCreate, toEdit } from './outgoing.js';

const RETRY_DELAY_MS = 1000;

async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== undefined && status < 500 && status !== 429) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return work();
  }
}

/**
 * Create options for each attempt at one post, all with the same nonce: the message's own, or else a
 * fresh snowflake (19 digits) unique to this post. Each attempt still gets its own options object.
 */
function attempts(message: Outgoing): () => MessageCreateOptions {
  const post = message.nonce === undefined ? { ...message, nonce: SnowflakeUtil.generate().toString() } : message;
  // A bad nonce is a bug: throw it now, not into the retry below.
  toCreate(post);
  return () => toCreate(post);
}

export class DiscordChannel implements GameChannel {
  constructor(private readonly client: Client) {}

  private async sendable(channelId: string): Promise<SendableChannels> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not one the bot can post in`);
    return channel;
  }

  async send(channelId: string, message: Outgoing): Promise<string> {
    const options = attempts(message);
    const channel = await this.sendable(channelId);
    const sent = await withRetry(async () => (await channel.send(options())) as { id: string });
    return sent.id;
  }

  async edit(channelId: string, messageId: string, message: Outgoing): Promise<void> {
    const channel = await this.sendable(channelId);
    if (!('messages' in channel)) throw new Error(`channel ${channelId} has no messages`);
    await withRetry(() => channel.messages.edit(messageId, toEdit(message)));
  }

  async pin(channelId: string, messageId: string): Promise<void> {
    const channel = await this.sendable(channelId);
    if (!('messages' in channel)) return;
    await withRetry(() => channel.messages.pin(messageId));
  }

  async dm(userId: string, message: Outgoing): Promise<void> {
    const options = attempts(message);
    const user = await this.client.users.fetch(userId);
    await withRetry(() => user.send(options()));
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

  async createThread(channelId: string, name: string): Promise<string> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error('threads can only be opened in a text channel');
    const thread = await withRetry(() => channel.threads.create({ name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek }));
    return thread.id;
  }
}
