/**
 * The game channel on Discord: posts, edits, pins and threads through discord.js, whose REST layer
 * already waits out rate limits and retries server errors; one more retry here covers a blip, then
 * the failure goes to the caller (which logs it; the game itself is already saved).
 */
import { ChannelType, ThreadAutoArchiveDuration, type Client, type SendableChannels } from 'discord.js';
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

export class DiscordChannel implements GameChannel {
  constructor(private readonly client: Client) {}

  private async sendable(channelId: string): Promise<SendableChannels> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not one the bot can post in`);
    return channel;
  }

  async send(channelId: string, message: Outgoing): Promise<string> {
    const channel = await this.sendable(channelId);
    const sent = await withRetry(async () => (await channel.send(toCreate(message))) as { id: string });
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
    const user = await this.client.users.fetch(userId);
    await withRetry(() => user.send(toCreate(message)));
  }

  async createThread(channelId: string, name: string): Promise<string> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error('threads can only be opened in a text channel');
    const thread = await withRetry(() => channel.threads.create({ name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek }));
    return thread.id;
  }
}
