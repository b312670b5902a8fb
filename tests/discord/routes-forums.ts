/**
 * Forums: posts (POST /channels/:forumId/threads makes a public thread whose starter message shares its
 * id) and editing a forum's tags (PATCH /channels/:id, whose only field the fake models is
 * `available_tags`).
 */
import {
  announceThread,
  apiMessage,
  buildMessage,
  Permissions,
  recordMessage,
  rejectInvalid,
  requireBotPermission,
  requireChannel,
  type FakeContext,
  type RestRequest,
  type RestResult,
  type RouteTable,
} from './context.js';
import { ApiError, asString, isObject, type JsonObject } from './http.js';
import {
  CHANNEL_MESSAGE_FLAGS,
  required,
  unmodelled,
  validateAppliedTags,
  validateForumTags,
  validateMessageBody,
  validateThreadStart,
  type FieldError,
} from './limits.js';
import { toApiChannel } from './payloads.js';
import { ChannelTypes, type ChannelRecord, type ForumTag } from './world.js';

/** Fields of PATCH /channels/:id the fake applies; anything else is refused rather than silently dropped. */
const EDITABLE_CHANNEL_FIELDS = ['available_tags'];

function bodyOf(req: RestRequest): JsonObject {
  return isObject(req.json) ? req.json : {};
}

/** A forum post must come with its first message; Discord answers a missing one with a field error. */
function starterBody(body: JsonObject): { message: JsonObject | null; errors: FieldError[] } {
  if (isObject(body.message))
    return {
      message: body.message,
      errors: validateMessageBody(body.message, { allowedFlags: CHANNEL_MESSAGE_FLAGS }, ['message']),
    };
  return { message: null, errors: [required(['message'])] };
}

/** Posting needs Send Messages in the forum, plus what the starter message's files and embeds need. */
function checkPostPermissions(ctx: FakeContext, forum: ChannelRecord, req: RestRequest): void {
  requireBotPermission(ctx, forum, Permissions.SendMessages, 'Send Messages', req.where);
  const message = bodyOf(req).message;
  if (req.files.length > 0) requireBotPermission(ctx, forum, Permissions.AttachFiles, 'Attach Files', req.where);
  if (isObject(message) && Array.isArray(message.embeds) && message.embeds.length > 0)
    requireBotPermission(ctx, forum, Permissions.EmbedLinks, 'Embed Links', req.where);
}

/** Moderated tags may only be applied by a member with Manage Threads (assumed answer: 403 50013). */
function checkModeratedTags(ctx: FakeContext, forum: ChannelRecord, tagIds: string[], where: string): void {
  const moderated = forum.availableTags.filter((t) => t.moderated && tagIds.includes(t.id));
  if (moderated.length === 0) return;
  const names = moderated.map((t) => t.name).join(', ');
  requireBotPermission(ctx, forum, Permissions.ManageThreads, `Manage Threads (for moderated tags ${names})`, where);
}

/**
 * POST /channels/:forumId/threads on a forum. Everything is checked before anything exists, so a refused
 * post leaves neither a thread nor a message behind; then THREAD_CREATE goes out before the starter
 * message's MESSAGE_CREATE, as on Discord, and the answer carries the thread with its `message`.
 */
export function startForumPost(ctx: FakeContext, req: RestRequest, forum: ChannelRecord): RestResult {
  const body = bodyOf(req);
  checkPostPermissions(ctx, forum, req);
  const starter = starterBody(body);
  const tagIds = forum.availableTags.map((t) => t.id);
  rejectInvalid(req.where, [
    ...validateThreadStart(body),
    ...starter.errors,
    ...validateAppliedTags(body.applied_tags, tagIds),
  ]);
  const applied = Array.isArray(body.applied_tags) ? body.applied_tags.map(String) : [];
  checkModeratedTags(ctx, forum, applied, req.where);
  const duration = Number(body.auto_archive_duration ?? forum.autoArchiveDuration);
  const thread = ctx.world.buildThread(forum, asString(body.name) ?? '', ctx.world.botUser.id, duration);
  thread.appliedTags = applied;
  const message = buildMessage(ctx, req.where, {
    channel: thread,
    body: starter.message ?? {},
    files: req.files,
    allowedFlags: CHANNEL_MESSAGE_FLAGS,
    type: 0,
    interaction: null,
    id: thread.id,
  });
  ctx.world.channels.set(thread.id, thread);
  // The post and its starter message are made together: the thread already names it as its last message.
  thread.lastMessageId = message.id;
  forum.lastMessageId = thread.id;
  const answer = announceThread(ctx, thread, { message: apiMessage(ctx, message) });
  recordMessage(ctx, thread, message);
  return answer;
}

/**
 * The forum's new tag list. Discord keeps the ids of tags the forum already has and mints fresh ones for
 * the rest, including ids it doesn't know (it ignores them rather than refusing).
 */
function nextTags(ctx: FakeContext, forum: ChannelRecord, input: JsonObject[]): ForumTag[] {
  const known = new Set(forum.availableTags.map((t) => t.id));
  return input.map((tag) => {
    const id = asString(tag.id) ?? null;
    return ctx.world.forumTag(
      {
        name: asString(tag.name) ?? '',
        moderated: tag.moderated === true,
        emoji_name: asString(tag.emoji_name) ?? null,
      },
      id !== null && known.has(id) ? id : null,
    );
  });
}

function setAvailableTags(ctx: FakeContext, req: RestRequest, channel: ChannelRecord, value: unknown): void {
  if (channel.type !== ChannelTypes.GuildForum) {
    throw new ApiError(
      400,
      { code: 50024, message: 'Cannot execute action on this channel type' },
      `${req.where}: available_tags belong to forums; channel ${channel.id} is type ${channel.type}`,
    );
  }
  rejectInvalid(req.where, validateForumTags(value));
  channel.availableTags = nextTags(ctx, channel, value as JsonObject[]);
}

/** PATCH /channels/:id: needs Manage Channels; answers the updated channel and sends CHANNEL_UPDATE. */
function editChannel(ctx: FakeContext, req: RestRequest): RestResult {
  const channel = requireChannel(ctx, req.params.channelId ?? '');
  const body = bodyOf(req);
  rejectInvalid(
    req.where,
    Object.keys(body)
      .filter((field) => !EDITABLE_CHANNEL_FIELDS.includes(field))
      .map((field) => unmodelled([field], `editing a channel's ${field} (only available_tags)`)),
  );
  requireBotPermission(ctx, channel, Permissions.ManageChannels, 'Manage Channels', req.where);
  if ('available_tags' in body) setAvailableTags(ctx, req, channel, body.available_tags);
  const updated = toApiChannel(channel, ctx.world);
  ctx.gateway.dispatch('CHANNEL_UPDATE', updated);
  return { status: 200, body: updated };
}

export function addForumRoutes(routes: RouteTable, ctx: FakeContext): void {
  routes.add('PATCH', '/channels/:channelId', true, (req) => editChannel(ctx, req));
}
