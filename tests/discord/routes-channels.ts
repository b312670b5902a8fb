/**
 * Channel routes: messages (send, fetch, edit, delete), pins (old and new paths), threads and DMs.
 * Forum posts and channel edits live in routes-forums.ts.
 */
import {
  announceThread,
  apiMessage,
  createMessage,
  dispatchMessageDelete,
  editMessage,
  isThread,
  Permissions,
  rejectInvalid,
  requireBotPermission,
  requireChannel,
  type FakeContext,
  type RestRequest,
  type RouteTable,
} from './context.js';
import { ApiError, asString, DiscordErrors, isObject, type JsonObject } from './http.js';
import {
  CHANNEL_MESSAGE_FLAGS,
  EDIT_FLAGS,
  validateMessageBody,
  validateNonce,
  validateThreadStart,
  type FieldError,
} from './limits.js';
import { toApiChannel } from './payloads.js';
import { startForumPost } from './routes-forums.js';
import type { RecordedMessage } from './store.js';
import { ChannelTypes, type ChannelRecord } from './world.js';

const MAX_PINS = 250;
const HAS_THREAD = 1 << 5;

function bodyOf(req: RestRequest): JsonObject {
  return isObject(req.json) ? req.json : {};
}

/** A message the bot can reach through channel routes: ephemeral messages are invisible there. */
function requireMessage(ctx: FakeContext, channel: ChannelRecord, messageId: string): RecordedMessage {
  const message = ctx.messages.get(messageId);
  if (!message || message.channelId !== channel.id || message.ephemeral || message.deletedAt !== null)
    throw DiscordErrors.unknownMessage();
  return message;
}

function requireTextChannel(ctx: FakeContext, req: RestRequest): ChannelRecord {
  const channel = requireChannel(ctx, req.params.channelId ?? '');
  if (!ctx.world.isTextBased(channel))
    throw DiscordErrors.nonTextChannel(`${req.where}: channel ${channel.id} is not text-based`);
  return channel;
}

/** Permission Discord checks before accepting a new message in a channel. */
function checkSendPermissions(
  ctx: FakeContext,
  channel: ChannelRecord,
  body: JsonObject,
  hasFiles: boolean,
  where: string,
): void {
  if (channel.type === ChannelTypes.DM) {
    const recipient = channel.recipientId ?? '';
    if (ctx.closedDms.has(recipient))
      throw DiscordErrors.cannotDm(`${where}: user ${recipient} does not accept DMs from the bot`);
    return;
  }
  if (isThread(channel))
    requireBotPermission(ctx, channel, Permissions.SendMessagesInThreads, 'Send Messages in Threads', where);
  else requireBotPermission(ctx, channel, Permissions.SendMessages, 'Send Messages', where);
  if (hasFiles) requireBotPermission(ctx, channel, Permissions.AttachFiles, 'Attach Files', where);
  if (Array.isArray(body.embeds) && body.embeds.length > 0)
    requireBotPermission(ctx, channel, Permissions.EmbedLinks, 'Embed Links', where);
}

/** A reply must point at a message in the same channel unless fail_if_not_exists is false. */
function repliedAuthor(ctx: FakeContext, channel: ChannelRecord, body: JsonObject, where: string): string | null {
  const reference = body.message_reference;
  if (!isObject(reference)) return null;
  const target = ctx.messages.get(String(reference.message_id));
  if (!target || target.channelId !== channel.id || target.ephemeral) {
    if (reference.fail_if_not_exists === false) return null;
    const error: FieldError = {
      path: ['message_reference'],
      code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE',
      message: 'Unknown message',
    };
    rejectInvalid(where, [error]);
  }
  return target && target.author.id !== ctx.world.botUser.id ? target.author.id : null;
}

/**
 * With `enforce_nonce`, Discord answers a post whose nonce the same author used in the same channel
 * within the last few minutes with that earlier message: nothing new is created, recorded or dispatched.
 */
function earlierWithNonce(ctx: FakeContext, channel: ChannelRecord, body: JsonObject): RecordedMessage | undefined {
  const nonce = body.nonce;
  if (body.enforce_nonce !== true || (typeof nonce !== 'string' && typeof nonce !== 'number')) return undefined;
  return ctx.messages.withNonce(channel.id, ctx.world.botUser.id, nonce, Date.now() - ctx.nonceWindowMs);
}

function sendMessage(ctx: FakeContext, req: RestRequest) {
  const channel = requireTextChannel(ctx, req);
  const body = bodyOf(req);
  checkSendPermissions(ctx, channel, body, req.files.length > 0, req.where);
  const repliedUserId = repliedAuthor(ctx, channel, body, req.where);
  // Field errors come first (assumed to match Discord, which validates the form before acting on it).
  rejectInvalid(req.where, [
    ...validateMessageBody(body, { allowedFlags: CHANNEL_MESSAGE_FLAGS }),
    ...validateNonce(body),
  ]);
  const earlier = earlierWithNonce(ctx, channel, body);
  if (earlier) return { status: 200, body: apiMessage(ctx, earlier) };
  const message = createMessage(ctx, req.where, {
    channel,
    body,
    files: req.files,
    allowedFlags: CHANNEL_MESSAGE_FLAGS,
    type: isObject(body.message_reference) ? 19 : 0,
    interaction: null,
    repliedUserId,
    nonce: typeof body.nonce === 'string' || typeof body.nonce === 'number' ? body.nonce : null,
  });
  return { status: 200, body: apiMessage(ctx, message) };
}

/** Newest first, like Discord; `before`/`after`/`around` compare snowflakes. */
function listMessages(ctx: FakeContext, req: RestRequest) {
  const channel = requireTextChannel(ctx, req);
  const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 50), 1), 100);
  const before = req.query.get('before');
  const after = req.query.get('after');
  const around = req.query.get('around');
  let list = ctx.messages.list(channel.id).filter((m) => !m.ephemeral);
  if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
  list.reverse();
  if (around) {
    const index = Math.max(
      list.findIndex((m) => BigInt(m.id) <= BigInt(around)),
      0,
    );
    const start = Math.max(index - Math.floor(limit / 2), 0);
    list = list.slice(start, start + limit);
  } else {
    list = after ? list.slice(-limit) : list.slice(0, limit);
  }
  return { status: 200, body: list.map((m) => apiMessage(ctx, m)) };
}

function editChannelMessage(ctx: FakeContext, req: RestRequest) {
  const channel = requireTextChannel(ctx, req);
  const message = requireMessage(ctx, channel, req.params.messageId ?? '');
  if (message.author.id !== ctx.world.botUser.id)
    throw DiscordErrors.cannotEditOthers(
      `${req.where}: message ${message.id} was written by ${message.author.username}`,
    );
  editMessage(ctx, req.where, message, bodyOf(req), req.files, EDIT_FLAGS);
  return { status: 200, body: apiMessage(ctx, message) };
}

function deleteChannelMessage(ctx: FakeContext, req: RestRequest) {
  const channel = requireTextChannel(ctx, req);
  const message = requireMessage(ctx, channel, req.params.messageId ?? '');
  if (message.author.id !== ctx.world.botUser.id && channel.guildId) {
    requireBotPermission(ctx, channel, Permissions.ManageMessages, 'Manage Messages', req.where);
  }
  message.deletedAt = Date.now();
  message.pinned = false;
  ctx.messages.changed(message);
  dispatchMessageDelete(ctx, message);
  return { status: 204 };
}

function dispatchPinsUpdate(ctx: FakeContext, channel: ChannelRecord): void {
  const pinned = ctx.messages.list(channel.id).filter((m) => m.pinned);
  const last = pinned.reduce((max, m) => Math.max(max, m.pinnedAt ?? 0), 0);
  ctx.gateway.dispatch('CHANNEL_PINS_UPDATE', {
    channel_id: channel.id,
    ...(channel.guildId ? { guild_id: channel.guildId } : {}),
    last_pin_timestamp: last ? new Date(last).toISOString() : null,
  });
}

function requirePinPermission(ctx: FakeContext, channel: ChannelRecord, where: string): void {
  if (!channel.guildId) return;
  // Discord split Pin Messages out of Manage Messages in 2025; either still works.
  const allowed = ctx.botPermissionsIn(channel.id) & (Permissions.PinMessages | Permissions.ManageMessages);
  if (!allowed)
    throw DiscordErrors.missingPermissions(
      `${where}: the bot lacks Pin Messages in channel ${channel.name ?? channel.id}`,
    );
}

function setPinned(ctx: FakeContext, req: RestRequest, pinned: boolean) {
  const channel = requireTextChannel(ctx, req);
  const message = requireMessage(ctx, channel, req.params.messageId ?? '');
  requirePinPermission(ctx, channel, req.where);
  if (pinned && !message.pinned && ctx.messages.list(channel.id).filter((m) => m.pinned).length >= MAX_PINS) {
    throw new ApiError(
      400,
      { code: 30003, message: `Maximum number of pins reached (${MAX_PINS})` },
      `${req.where}: too many pins`,
    );
  }
  if (message.pinned !== pinned) {
    message.pinned = pinned;
    message.pinnedAt = pinned ? Date.now() : null;
    ctx.messages.changed(message);
    dispatchPinsUpdate(ctx, channel);
  }
  return { status: 204 };
}

function pinnedNewestFirst(ctx: FakeContext, channel: ChannelRecord): RecordedMessage[] {
  return ctx.messages
    .list(channel.id)
    .filter((m) => m.pinned)
    .sort((a, b) => (b.pinnedAt ?? 0) - (a.pinnedAt ?? 0));
}

function threadName(body: JsonObject, where: string): string {
  rejectInvalid(where, validateThreadStart(body));
  return asString(body.name) ?? '';
}

function requireThreadParent(ctx: FakeContext, req: RestRequest): ChannelRecord {
  const parent = requireChannel(ctx, req.params.channelId ?? '');
  if (parent.type !== ChannelTypes.GuildText) {
    throw new ApiError(
      400,
      { code: 50024, message: 'Cannot execute action on this channel type' },
      `${req.where}: threads can only start in a text channel`,
    );
  }
  return parent;
}

/** POST /channels/:id/threads. Without `type` Discord makes a private thread; in a forum, a post. */
function startThread(ctx: FakeContext, req: RestRequest) {
  const forum = ctx.world.channels.get(req.params.channelId ?? '');
  if (forum?.type === ChannelTypes.GuildForum) return startForumPost(ctx, req, forum);
  const parent = requireThreadParent(ctx, req);
  const body = bodyOf(req);
  const name = threadName(body, req.where);
  const type = body.type === undefined || body.type === null ? ChannelTypes.PrivateThread : Number(body.type);
  if (type !== ChannelTypes.PublicThread && type !== ChannelTypes.PrivateThread)
    rejectInvalid(req.where, [
      { path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (11, 12).' },
    ]);
  if (type === ChannelTypes.PrivateThread)
    requireBotPermission(ctx, parent, Permissions.CreatePrivateThreads, 'Create Private Threads', req.where);
  else requireBotPermission(ctx, parent, Permissions.CreatePublicThreads, 'Create Public Threads', req.where);
  const thread = ctx.world.createThread(parent, name, ctx.world.botUser.id, Number(body.auto_archive_duration ?? 4320));
  thread.type = type;
  return announceThread(ctx, thread);
}

/** POST /channels/:id/messages/:mid/threads: the thread takes the message's id. */
function startThreadFromMessage(ctx: FakeContext, req: RestRequest) {
  const parent = requireThreadParent(ctx, req);
  const message = requireMessage(ctx, parent, req.params.messageId ?? '');
  const name = threadName(bodyOf(req), req.where);
  requireBotPermission(ctx, parent, Permissions.CreatePublicThreads, 'Create Public Threads', req.where);
  if (message.threadId) throw DiscordErrors.threadExists(`${req.where}: message ${message.id} already has a thread`);
  const thread = ctx.world.createThread(
    parent,
    name,
    ctx.world.botUser.id,
    Number(bodyOf(req).auto_archive_duration ?? 4320),
    message.id,
  );
  message.threadId = thread.id;
  message.flags |= HAS_THREAD;
  ctx.messages.changed(message);
  return announceThread(ctx, thread);
}

function openDm(ctx: FakeContext, req: RestRequest) {
  const recipientId = String(bodyOf(req).recipient_id ?? '');
  if (!ctx.world.isReachable(recipientId)) throw DiscordErrors.unknownUser();
  return { status: 200, body: toApiChannel(ctx.world.openDm(recipientId), ctx.world) };
}

export function addChannelRoutes(routes: RouteTable, ctx: FakeContext): void {
  routes.add('GET', '/channels/:channelId', true, (req) => ({
    status: 200,
    body: toApiChannel(requireChannel(ctx, req.params.channelId ?? ''), ctx.world),
  }));
  routes.add('POST', '/channels/:channelId/typing', true, (req) => {
    requireTextChannel(ctx, req);
    return { status: 204 };
  });
  routes.add('GET', '/channels/:channelId/messages', true, (req) => listMessages(ctx, req));
  routes.add('POST', '/channels/:channelId/messages', true, (req) => sendMessage(ctx, req));
  // The pin paths must come before /messages/:messageId, which would otherwise swallow "pins".
  routes.add('GET', '/channels/:channelId/messages/pins', true, (req) => {
    const channel = requireTextChannel(ctx, req);
    const items = pinnedNewestFirst(ctx, channel).map((m) => ({
      pinned_at: new Date(m.pinnedAt ?? 0).toISOString(),
      message: apiMessage(ctx, m),
    }));
    return { status: 200, body: { items, has_more: false } };
  });
  routes.add('PUT', '/channels/:channelId/messages/pins/:messageId', true, (req) => setPinned(ctx, req, true));
  routes.add('DELETE', '/channels/:channelId/messages/pins/:messageId', true, (req) => setPinned(ctx, req, false));
  routes.add('GET', '/channels/:channelId/pins', true, (req) => ({
    status: 200,
    body: pinnedNewestFirst(ctx, requireTextChannel(ctx, req)).map((m) => apiMessage(ctx, m)),
  }));
  routes.add('PUT', '/channels/:channelId/pins/:messageId', true, (req) => setPinned(ctx, req, true));
  routes.add('DELETE', '/channels/:channelId/pins/:messageId', true, (req) => setPinned(ctx, req, false));
  routes.add('GET', '/channels/:channelId/messages/:messageId', true, (req) => ({
    status: 200,
    body: apiMessage(ctx, requireMessage(ctx, requireTextChannel(ctx, req), req.params.messageId ?? '')),
  }));
  routes.add('PATCH', '/channels/:channelId/messages/:messageId', true, (req) => editChannelMessage(ctx, req));
  routes.add('DELETE', '/channels/:channelId/messages/:messageId', true, (req) => deleteChannelMessage(ctx, req));
  routes.add('POST', '/channels/:channelId/threads', true, (req) => startThread(ctx, req));
  routes.add('POST', '/channels/:channelId/messages/:messageId/threads', true, (req) =>
    startThreadFromMessage(ctx, req),
  );
  routes.add('POST', '/users/@me/channels', true, (req) => openDm(ctx, req));
}
