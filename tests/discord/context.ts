/**
 * What the REST route modules share: the request/response shapes, the fake's state, and the message
 * operations (create, edit) that channel routes, interaction callbacks and webhooks all go through, so a
 * message is validated and recorded the same way whichever route posts it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { PermissionFlagsBits } from 'discord.js';
import type { FakeGateway } from './gateway.js';
import { ApiError, DiscordErrors, type JsonObject, type UploadedFile } from './http.js';
import type { InteractionRegistry, InteractionState } from './interactions.js';
import {
  describeErrors,
  Flags,
  toErrorTree,
  validateAttachmentRefs,
  validateMessageBody,
  type FieldError,
} from './limits.js';
import { toApiChannel, toApiMessage } from './payloads.js';
import {
  applyEdit,
  isEmptyMessage,
  resolveAttachments,
  settlePings,
  type AttachmentStore,
  type MessageStore,
  type RecordedMessage,
} from './store.js';
import { ChannelTypes, type ChannelRecord, type GuildRecord, type UserFixture, type World } from './world.js';

export interface RestRequest {
  method: string;
  path: string;
  /** e.g. "POST /channels/123/messages": used in violation reports (interaction tokens masked). */
  where: string;
  params: Record<string, string>;
  query: URLSearchParams;
  json: unknown;
  files: UploadedFile[];
  headers: IncomingHttpHeaders;
}

export interface RestResult {
  status: number;
  body?: unknown;
}

export type RestHandler = (req: RestRequest) => RestResult | Promise<RestResult>;

export interface RouteTable {
  /** `auth` routes need `Authorization: Bot <token>`; interaction and webhook routes authenticate by token. */
  add(method: string, template: string, auth: boolean, handler: RestHandler): void;
}

export interface RegisteredCommand {
  id: string;
  application_id: string;
  guild_id?: string;
  name: string;
  description: string;
  type: number;
  version: string;
  default_member_permissions: string | null;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: JsonObject[];
  [field: string]: unknown;
}

export interface FakeContext {
  readonly world: World;
  readonly applicationId: string;
  readonly token: string;
  readonly deadlineMs: number;
  readonly tokenLifetimeMs: number;
  readonly messages: MessageStore;
  readonly attachments: AttachmentStore;
  readonly interactions: InteractionRegistry;
  readonly gateway: FakeGateway;
  readonly globalCommands: RegisteredCommand[];
  readonly guildCommands: Map<string, RegisteredCommand[]>;
  /** Users whose DMs are closed to the bot (sending fails with 50007). */
  readonly closedDms: ReadonlySet<string>;
  /** How far back (on the server's clock) enforce_nonce finds an earlier message with the same nonce. */
  readonly nonceWindowMs: number;
  /** What `GET /gateway/bot` recommends (issue 45): the shard count and how many shards may identify at once. */
  readonly shards: { readonly recommended: number; readonly maxConcurrency: number };
  baseUrl(): string;
  nextId(): string;
  violation(text: string): void;
  /**
   * A message sent or edited with no `allowed_mentions` (Discord takes it: everything in it may ping).
   * Not a violation of Discord's rules but of the bot's own (issue 41): its messages never ping.
   */
  unguarded(where: string): void;
  /** What the bot may do in a channel. */
  botPermissionsIn(channelId: string): bigint;
}

const Intents = { GuildMessages: 1 << 9, DirectMessages: 1 << 12 } as const;

/**
 * A body that says something (text, embeds, components: a V2 message's text is in its components)
 * with no `allowed_mentions`. A deferral ("thinking…", flags only) says nothing, so cannot ping.
 */
const unguarded = (body: JsonObject): boolean =>
  body.allowed_mentions === undefined && ['content', 'embeds', 'components'].some((k) => body[k] !== undefined);

/** Throws Discord's 50035 answer when a body broke any limit. */
export function rejectInvalid(where: string, errors: FieldError[]): void {
  if (errors.length === 0) return;
  throw new ApiError(
    400,
    { code: 50035, message: 'Invalid Form Body', errors: toErrorTree(errors) },
    `${where}: ${describeErrors(errors)}`,
  );
}

export function requireBotPermission(
  ctx: FakeContext,
  channel: ChannelRecord,
  permission: bigint,
  what: string,
  where: string,
): void {
  if ((ctx.botPermissionsIn(channel.id) & permission) === 0n) {
    throw DiscordErrors.missingPermissions(`${where}: the bot lacks ${what} in channel ${channel.name ?? channel.id}`);
  }
}

/** Guild-wide permissions, for what belongs to the guild rather than a channel (e.g. scheduled events). */
export function requireBotGuildPermission(
  ctx: FakeContext,
  guild: GuildRecord,
  permissions: bigint,
  what: string,
  where: string,
): void {
  if ((ctx.world.guildPermissions(guild.id, ctx.world.botUser.id) & permissions) === 0n) {
    throw DiscordErrors.missingPermissions(`${where}: the bot lacks ${what} in guild ${guild.name}`);
  }
}

export function requireGuild(ctx: FakeContext, guildId: string): GuildRecord {
  const guild = ctx.world.guilds.get(guildId);
  if (!guild) throw DiscordErrors.unknownGuild();
  return guild;
}

export function requireChannel(ctx: FakeContext, channelId: string): ChannelRecord {
  const channel = ctx.world.channels.get(channelId);
  if (!channel) throw DiscordErrors.unknownChannel();
  return channel;
}

export function apiMessage(ctx: FakeContext, message: RecordedMessage): JsonObject {
  const interaction = message.interactionId ? ctx.interactions.get(message.interactionId)?.summary : undefined;
  return toApiMessage(message, ctx.world, interaction);
}

/** Sends MESSAGE_* events the way Discord does: only to sessions holding the matching intent, never for ephemerals. */
export function dispatchMessageEvent(
  ctx: FakeContext,
  t: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE',
  message: RecordedMessage,
): void {
  if (message.ephemeral) return;
  const intent = message.guildId ? Intents.GuildMessages : Intents.DirectMessages;
  const guild = message.guildId ? { guild_id: message.guildId } : {};
  ctx.gateway.dispatch(t, { ...apiMessage(ctx, message), ...guild }, { intent });
}

export function dispatchMessageDelete(ctx: FakeContext, message: RecordedMessage): void {
  if (message.ephemeral) return;
  const intent = message.guildId ? Intents.GuildMessages : Intents.DirectMessages;
  ctx.gateway.dispatch(
    'MESSAGE_DELETE',
    { id: message.id, channel_id: message.channelId, ...(message.guildId ? { guild_id: message.guildId } : {}) },
    { intent },
  );
}

export interface NewMessage {
  channel: ChannelRecord;
  body: JsonObject;
  files: UploadedFile[];
  allowedFlags: number;
  type: number;
  interaction: InteractionState | null;
  /** Deferred replies start as an empty "thinking…" message, which the emptiness rule doesn't apply to. */
  loading?: boolean;
  repliedUserId?: string | null;
  /** A channel message's validated `nonce`, recorded and echoed back. */
  nonce?: string | number | null;
  /** The id to give it; a forum post's starter message shares the post's id. */
  id?: string;
}

/** Validates and records a message the bot sends, whichever route it came through. */
export function createMessage(ctx: FakeContext, where: string, input: NewMessage): RecordedMessage {
  const message = buildMessage(ctx, where, input);
  recordMessage(ctx, input.channel, message);
  return message;
}

/**
 * Validates a message and works out who it pings, without recording it yet: a forum post checks its
 * starter message this way before the post exists.
 */
export function buildMessage(ctx: FakeContext, where: string, input: NewMessage): RecordedMessage {
  const { body, channel } = input;
  rejectInvalid(where, validateMessageBody(body, { allowedFlags: input.allowedFlags }));
  if (unguarded(body)) ctx.unguarded(`${where}: ${JSON.stringify(body).slice(0, 160)}`);
  const resolution = resolveAttachments(body, input.files, [], ctx.attachments);
  if (resolution.tooLarge) throw DiscordErrors.tooLarge(`${where}: ${resolution.tooLarge}`);
  rejectInvalid(where, resolution.errors);
  const requested = typeof body.flags === 'number' ? body.flags : 0;
  if (requested & Flags.IsComponentsV2)
    rejectInvalid(
      where,
      validateAttachmentRefs(
        body.components,
        resolution.attachments.map((a) => a.filename),
        ['components'],
      ),
    );
  const message: RecordedMessage = {
    id: input.id ?? ctx.nextId(),
    channelId: channel.id,
    guildId: channel.guildId,
    author: ctx.world.botUser,
    type: input.type,
    content: typeof body.content === 'string' ? body.content : '',
    embeds: Array.isArray(body.embeds) ? (body.embeds as JsonObject[]) : [],
    components: Array.isArray(body.components) ? (body.components as JsonObject[]) : [],
    attachments: resolution.attachments,
    flags: (requested & input.allowedFlags) | (input.loading ? Flags.Loading : 0),
    allowedMentions:
      typeof body.allowed_mentions === 'object' && body.allowed_mentions !== null
        ? (body.allowed_mentions as JsonObject)
        : null,
    messageReference:
      typeof body.message_reference === 'object' && body.message_reference !== null
        ? (body.message_reference as JsonObject)
        : null,
    createdAt: Date.now(),
    editedAt: null,
    deletedAt: null,
    interactionId: input.interaction?.id ?? null,
    ephemeral: (requested & Flags.Ephemeral) !== 0,
    pinned: false,
    pinnedAt: null,
    threadId: null,
    pings: { users: [], roles: [], everyone: false },
    revisions: [],
    nonce: input.nonce ?? null,
  };
  // Polls and stickers are content of their own; the fake doesn't model them beyond letting them through.
  const carriesOther = body.poll !== undefined || (Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0);
  if (!input.loading && !carriesOther && isEmptyMessage(message))
    throw DiscordErrors.emptyMessage(`${where}: message has no content, embeds, components or files`);
  settlePings(message, input.repliedUserId ?? null);
  return message;
}

/** Stores a built message in its channel and tells the gateway. */
export function recordMessage(ctx: FakeContext, channel: ChannelRecord, message: RecordedMessage): void {
  if (!message.ephemeral) channel.lastMessageId = message.id;
  ctx.messages.add(message);
  dispatchMessageEvent(ctx, 'MESSAGE_CREATE', message);
}

/**
 * Validates and applies an edit. The first edit of a deferred ("thinking…") reply is when Discord
 * actually shows it, so that is when its mentions notify.
 */
export function editMessage(
  ctx: FakeContext,
  where: string,
  message: RecordedMessage,
  body: JsonObject,
  files: UploadedFile[],
  allowedFlags: number,
): RecordedMessage {
  // A Components V2 message stays one: its edits are checked as such, flag or not (and may make one).
  const requested = typeof body.flags === 'number' ? body.flags : 0;
  const v2 = ((message.flags | requested) & Flags.IsComponentsV2) !== 0;
  rejectInvalid(
    where,
    validateMessageBody(v2 ? { ...body, flags: requested | Flags.IsComponentsV2 } : body, { allowedFlags }),
  );
  if (unguarded(body)) ctx.unguarded(`${where}: ${JSON.stringify(body).slice(0, 160)}`);
  const resolution = resolveAttachments(body, files, message.attachments, ctx.attachments);
  if (resolution.tooLarge) throw DiscordErrors.tooLarge(`${where}: ${resolution.tooLarge}`);
  rejectInvalid(where, resolution.errors);
  if (v2) {
    const kept = 'content' in body ? String(body.content ?? '') : message.content;
    rejectInvalid(where, [
      ...validateAttachmentRefs(
        'components' in body ? body.components : message.components,
        resolution.attachments.map((a) => a.filename),
        ['components'],
      ),
      ...(kept.length > 0
        ? [
            {
              path: ['content'],
              code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
              message: "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            },
          ]
        : []),
    ]);
  }
  const wasLoading = (message.flags & Flags.Loading) !== 0;
  const preview = {
    content: 'content' in body ? String(body.content ?? '') : message.content,
    embeds: 'embeds' in body ? (Array.isArray(body.embeds) ? (body.embeds as JsonObject[]) : []) : message.embeds,
    components:
      'components' in body
        ? Array.isArray(body.components)
          ? (body.components as JsonObject[])
          : []
        : message.components,
    attachments: resolution.attachments,
  };
  if (isEmptyMessage(preview)) throw DiscordErrors.emptyMessage(`${where}: the edit would leave the message empty`);
  applyEdit(message, body, resolution.attachments);
  if (wasLoading) {
    message.flags &= ~Flags.Loading;
    settlePings(message, null);
  }
  ctx.messages.changed(message);
  dispatchMessageEvent(ctx, 'MESSAGE_UPDATE', message);
  return message;
}

/** Sends THREAD_CREATE and answers 201 with the thread, plus whatever `extra` the route adds. */
export function announceThread(ctx: FakeContext, thread: ChannelRecord, extra: JsonObject = {}): RestResult {
  const body = toApiChannel(thread, ctx.world);
  ctx.gateway.dispatch('THREAD_CREATE', { ...body, newly_created: true });
  return { status: 201, body: { ...body, ...extra } };
}

export function isThread(channel: ChannelRecord): boolean {
  return channel.type === ChannelTypes.PublicThread || channel.type === ChannelTypes.PrivateThread;
}

/** The author Discord reports for a user id, falling back to a stub for ids the world doesn't know. */
export function userOrStub(ctx: FakeContext, id: string): UserFixture {
  return ctx.world.user(id) ?? { id, username: 'unknown-user' };
}

export const Permissions = PermissionFlagsBits;
