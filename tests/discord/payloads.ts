/**
 * JSON shapes as Discord sends them (users, members, roles, channels, guilds, scheduled events, messages)
 * and builders for the interactions a test fires at the bot: slash commands, autocomplete, button clicks
 * and selects.
 */
import { asObjects, isObject, type JsonObject } from './http.js';
import type { AttachmentStore, RecordedAttachment, RecordedMessage } from './store.js';
import {
  ChannelTypes,
  type ChannelRecord,
  type ForumTag,
  type GuildRecord,
  type MemberRecord,
  type RoleRecord,
  type ScheduledEventRecord,
  type UserFixture,
  type World,
} from './world.js';

const iso = (millis: number): string => new Date(millis).toISOString();

export function toApiUser(user: UserFixture): JsonObject {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.global_name ?? null,
    avatar: user.avatar ?? null,
    // Discord leaves `bot` out for people rather than sending false.
    ...(user.bot ? { bot: true } : {}),
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    collectibles: null,
    primary_guild: null,
  };
}

export function toApiMember(member: MemberRecord, withUser = true): JsonObject {
  return {
    ...(withUser ? { user: toApiUser(member.user) } : {}),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: member.roleIds,
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
    unusual_dm_activity_until: null,
  };
}

export function toApiRole(role: RoleRecord): JsonObject {
  return {
    id: role.id,
    name: role.name,
    description: null,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.botId !== null,
    mentionable: false,
    flags: 0,
    ...(role.botId ? { tags: { bot_id: role.botId } } : {}),
  };
}

export function toApiForumTag(tag: ForumTag): JsonObject {
  return { id: tag.id, name: tag.name, moderated: tag.moderated, emoji_id: null, emoji_name: tag.emojiName };
}

/** Guild channels that aren't threads: what GET /guilds/:id/channels and GUILD_CREATE list. */
export function isTopLevelGuildChannel(channel: ChannelRecord): boolean {
  return channel.type === ChannelTypes.GuildText || channel.type === ChannelTypes.GuildForum;
}

export function toApiChannel(channel: ChannelRecord, world: World): JsonObject {
  if (channel.type === ChannelTypes.DM) {
    const recipient = world.user(channel.recipientId ?? '');
    return {
      id: channel.id,
      type: channel.type,
      last_message_id: channel.lastMessageId,
      flags: 0,
      recipients: recipient ? [toApiUser(recipient)] : [],
    };
  }
  if (channel.type === ChannelTypes.PublicThread || channel.type === ChannelTypes.PrivateThread) {
    return toApiThread(channel);
  }
  const siblings = [...world.channels.values()].filter(
    (c) => c.guildId === channel.guildId && isTopLevelGuildChannel(c),
  );
  const base = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    position: siblings.indexOf(channel),
    permission_overwrites: [],
    nsfw: false,
    parent_id: null,
    topic: channel.topic,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    default_thread_rate_limit_per_user: 0,
    flags: 0,
  };
  if (channel.type === ChannelTypes.GuildForum) return { ...base, ...forumFields(channel) };
  return { ...base, icon_emoji: null, theme_color: null };
}

function toApiThread(channel: ChannelRecord): JsonObject {
  return {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    parent_id: channel.parentId,
    owner_id: channel.ownerId,
    name: channel.name,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    flags: 0,
    message_count: 0,
    member_count: 1,
    total_message_sent: 0,
    applied_tags: channel.appliedTags,
    thread_metadata: {
      archived: false,
      archive_timestamp: iso(channel.createdAt),
      auto_archive_duration: channel.autoArchiveDuration,
      locked: false,
      create_timestamp: iso(channel.createdAt),
    },
  };
}

/** What a forum (type 15) adds to a guild channel: discord.js builds a ForumChannel from these. */
function forumFields(channel: ChannelRecord): JsonObject {
  return {
    available_tags: channel.availableTags.map(toApiForumTag),
    default_auto_archive_duration: channel.autoArchiveDuration,
    default_reaction_emoji: null,
    default_sort_order: null,
    default_forum_layout: 0,
    template: '',
  };
}

/** The guild object of GET /guilds/:id (no channels or members, like Discord). */
export function toApiGuild(guild: GuildRecord): JsonObject {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    nsfw_level: 0,
    nsfw: false,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: guild.preferredLocale,
    features: [],
    roles: guild.roles.map(toApiRole),
    emojis: [],
    stickers: [],
    application_id: null,
    vanity_url_code: null,
    max_members: 500000,
    max_presences: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    hub_type: null,
    incidents_data: null,
  };
}

const GUILD_MEMBERS_INTENT = 1 << 1;

/**
 * GUILD_CREATE as sent right after READY. Without the privileged Guild Members intent Discord only
 * includes the bot's own member, so a bot cannot rely on cached members; we do the same.
 */
export function toGuildCreate(guild: GuildRecord, world: World, intents: number): JsonObject {
  const members = [...guild.members.values()].filter(
    (m) => intents & GUILD_MEMBERS_INTENT || m.user.id === world.botUser.id,
  );
  const channels = [...world.channels.values()].filter((c) => c.guildId === guild.id);
  return {
    ...toApiGuild(guild),
    joined_at: guild.joinedAt,
    large: false,
    unavailable: false,
    lazy: true,
    member_count: guild.members.size,
    members: members.map((m) => toApiMember(m)),
    channels: channels.filter(isTopLevelGuildChannel).map((c) => toApiChannel(c, world)),
    threads: channels.filter((c) => c.type === ChannelTypes.PublicThread).map((c) => toApiChannel(c, world)),
    voice_states: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [...guild.scheduledEvents.values()].map((e) => toApiScheduledEvent(e, world)),
    soundboard_sounds: [],
    embedded_activities: [],
    activity_instances: [],
    version: Date.now(),
  };
}

/**
 * A guild scheduled event as Discord returns it; `user_count` only when asked (`with_user_count=true`),
 * and the fake has no subscribers to count.
 */
export function toApiScheduledEvent(event: ScheduledEventRecord, world: World, withUserCount = false): JsonObject {
  const creator = world.user(event.creatorId);
  return {
    id: event.id,
    guild_id: event.guildId,
    channel_id: event.channelId,
    creator_id: event.creatorId,
    name: event.name,
    description: event.description,
    scheduled_start_time: event.scheduledStartTime,
    scheduled_end_time: event.scheduledEndTime,
    privacy_level: event.privacyLevel,
    status: event.status,
    entity_type: event.entityType,
    entity_id: null,
    entity_metadata: event.location === null ? null : { location: event.location },
    ...(creator ? { creator: toApiUser(creator) } : {}),
    image: null,
    recurrence_rule: null,
    ...(withUserCount ? { user_count: 0 } : {}),
  };
}

export function toApiAttachment(attachment: RecordedAttachment, ephemeral = false): JsonObject {
  return {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.size,
    url: attachment.url,
    proxy_url: attachment.proxyUrl,
    content_type: attachment.contentType,
    ...(attachment.description === null ? {} : { description: attachment.description }),
    ...(attachment.width === null ? {} : { width: attachment.width, height: attachment.height }),
    ...(ephemeral ? { ephemeral: true } : {}),
  };
}

/** Who triggered an interaction, for the `interaction_metadata` of the messages it produced. */
export interface InteractionSummary {
  id: string;
  type: number;
  name: string | null;
  user: UserFixture;
}

export function toApiMessage(
  message: RecordedMessage,
  world: World,
  interaction: InteractionSummary | undefined,
): JsonObject {
  const viaInteraction = interaction
    ? {
        webhook_id: message.author.id,
        application_id: message.author.id,
        interaction_metadata: {
          id: interaction.id,
          type: interaction.type,
          user: toApiUser(interaction.user),
          authorizing_integration_owners: {},
          ...(interaction.name ? { name: interaction.name, command_type: 1 } : {}),
        },
        interaction: {
          id: interaction.id,
          type: interaction.type,
          name: interaction.name ?? '',
          user: toApiUser(interaction.user),
        },
      }
    : {};
  return {
    id: message.id,
    channel_id: message.channelId,
    author: toApiUser(message.author),
    content: message.content,
    timestamp: iso(message.createdAt),
    edited_timestamp: message.editedAt === null ? null : iso(message.editedAt),
    tts: false,
    mention_everyone: message.pings.everyone,
    mentions: message.pings.users.map((id) => toApiUser(world.user(id) ?? { id, username: 'unknown-user' })),
    mention_roles: message.pings.roles,
    attachments: message.attachments.map((a) => toApiAttachment(a)),
    embeds: message.embeds.map((e) => ({ type: 'rich', ...e })),
    components: message.components,
    pinned: message.pinned,
    type: message.type,
    flags: message.flags,
    ...(message.messageReference ? { message_reference: message.messageReference } : {}),
    ...(message.nonce !== null ? { nonce: message.nonce } : {}),
    ...(message.threadId ? { thread: toApiChannel(world.channels.get(message.threadId) as ChannelRecord, world) } : {}),
    ...viaInteraction,
  };
}

// ---------------------------------------------------------------------------------------------
// Interaction payloads
// ---------------------------------------------------------------------------------------------

/** A file a user attaches to a slash command's attachment option. */
export interface AttachmentUpload {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** Forces an option type (e.g. 10 for a whole number that must be a NUMBER, 7 for a channel id). */
export interface ExplicitOption {
  type: number;
  value: string | number | boolean;
}

/** strings are STRING, whole numbers INTEGER, other numbers NUMBER, booleans BOOLEAN, user fixtures USER. */
export type OptionValue = string | number | boolean | UserFixture | AttachmentUpload | ExplicitOption;

export interface CommandTarget {
  subcommand?: string;
  /** For `/game admin reset`: group "admin", subcommand "reset". */
  group?: string;
  locale?: string;
}

/** What `interact` sends: the body minus id and token, plus a label for reports. */
export interface InteractionPayload {
  label: string;
  body: JsonObject;
}

export const OptionTypes = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Number: 10,
  Attachment: 11,
} as const;
export const InteractionTypes = {
  ApplicationCommand: 2,
  MessageComponent: 3,
  Autocomplete: 4,
  ModalSubmit: 5,
} as const;

export interface PayloadContext {
  world: World;
  applicationId: string;
  attachments: AttachmentStore;
  botPermissionsIn: (channelId: string) => bigint;
  /** The registered command id, or a reason the command would not exist on Discord. */
  commandId: (name: string, guildId: string | null) => string | Error;
  describeInteraction: (id: string) => InteractionSummary | undefined;
}

interface Resolved {
  users: JsonObject;
  members: JsonObject;
  channels: JsonObject;
  roles: JsonObject;
  attachments: JsonObject;
}

function isUserFixture(value: OptionValue): value is UserFixture {
  return typeof value === 'object' && 'username' in value && 'id' in value;
}

function isUpload(value: OptionValue): value is AttachmentUpload {
  return typeof value === 'object' && 'filename' in value && 'content' in value;
}

export class PayloadBuilder {
  constructor(private readonly ctx: PayloadContext) {}

  slash(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue> = {},
    target: CommandTarget = {},
  ): InteractionPayload {
    return this.command(InteractionTypes.ApplicationCommand, user, channelId, name, options, target, null);
  }

  autocomplete(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue>,
    focused: string,
    target: CommandTarget = {},
  ): InteractionPayload {
    if (!(focused in options))
      throw new Error(`autocomplete: focused option "${focused}" is not among the options given`);
    return this.command(InteractionTypes.Autocomplete, user, channelId, name, options, target, focused);
  }

  button(user: UserFixture | string, message: RecordedMessage, customId: string): InteractionPayload {
    const component = this.findComponent(message, customId, user);
    if (component.type !== 2)
      throw new Error(`button: component "${customId}" is type ${String(component.type)}, not a button`);
    if (component.disabled === true) throw new Error(`button: "${customId}" is disabled; a user cannot click it`);
    return this.component(user, message, { custom_id: customId, component_type: 2 }, `button ${customId}`);
  }

  select(user: UserFixture | string, message: RecordedMessage, customId: string, values: string[]): InteractionPayload {
    const component = this.findComponent(message, customId, user);
    if (component.type !== 3)
      throw new Error(`select: component "${customId}" is type ${String(component.type)}, not a string select`);
    const offered = asObjects(component.options).map((o) => String(o.value));
    const unknown = values.filter((v) => !offered.includes(v));
    if (unknown.length)
      throw new Error(`select: ${unknown.join(', ')} not among the options of "${customId}" (${offered.join(', ')})`);
    const min = typeof component.min_values === 'number' ? component.min_values : 1;
    const max = typeof component.max_values === 'number' ? component.max_values : 1;
    if (values.length < min || values.length > max)
      throw new Error(`select: "${customId}" takes ${min}-${max} values, got ${values.length}`);
    return this.component(user, message, { custom_id: customId, component_type: 3, values }, `select ${customId}`);
  }

  /**
   * A modal the bot showed, sent back with its text fields filled in (type 5, as Discord sends it
   * after the user presses Submit): `message` is the message whose button opened it.
   */
  modalSubmit(
    user: UserFixture | string,
    message: RecordedMessage,
    customId: string,
    fields: Record<string, string>,
  ): InteractionPayload {
    const { channel, user: invoker } = this.resolveInvoker(user, message.channelId);
    const interaction = message.interactionId ? this.ctx.describeInteraction(message.interactionId) : undefined;
    return {
      label: `modal ${customId}`,
      body: {
        ...this.base(InteractionTypes.ModalSubmit, invoker, channel, undefined),
        data: {
          custom_id: customId,
          components: Object.entries(fields).map(([id, value]) => ({
            type: 1,
            components: [{ type: 4, custom_id: id, value }],
          })),
        },
        message: toApiMessage(message, this.ctx.world, interaction),
      },
    };
  }

  private command(
    type: number,
    userOrId: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue>,
    target: CommandTarget,
    focused: string | null,
  ): InteractionPayload {
    const { channel, user } = this.resolveInvoker(userOrId, channelId);
    const commandId = this.ctx.commandId(name, channel.guildId);
    if (commandId instanceof Error) throw commandId;
    const resolved: Resolved = { users: {}, members: {}, channels: {}, roles: {}, attachments: {} };
    let built = Object.entries(options).map(([optionName, value]) =>
      this.option(optionName, value, user, channel, resolved, optionName === focused),
    );
    if (target.subcommand) built = [{ type: OptionTypes.Subcommand, name: target.subcommand, options: built }];
    if (target.group) built = [{ type: OptionTypes.SubcommandGroup, name: target.group, options: built }];
    const usedResolved = Object.fromEntries(
      Object.entries(resolved).filter(([, v]) => Object.keys(v as JsonObject).length > 0),
    );
    const data: JsonObject = {
      id: commandId,
      name,
      type: 1,
      options: built,
      ...(Object.keys(usedResolved).length ? { resolved: usedResolved } : {}),
      ...(channel.guildId ? { guild_id: channel.guildId } : {}),
    };
    const label = `/${[name, target.group, target.subcommand].filter(Boolean).join(' ')}`;
    return { label, body: { ...this.base(type, user, channel, target.locale), data } };
  }

  private option(
    name: string,
    value: OptionValue,
    invoker: UserFixture,
    channel: ChannelRecord,
    resolved: Resolved,
    focused: boolean,
  ): JsonObject {
    const focus = focused ? { focused: true } : {};
    if (typeof value === 'string') return { name, type: OptionTypes.String, value, ...focus };
    if (typeof value === 'boolean') return { name, type: OptionTypes.Boolean, value, ...focus };
    if (typeof value === 'number')
      return { name, type: Number.isInteger(value) ? OptionTypes.Integer : OptionTypes.Number, value, ...focus };
    if (isUserFixture(value))
      return this.option(name, { type: OptionTypes.User, value: value.id }, invoker, channel, resolved, focused);
    if (isUpload(value)) {
      const data = typeof value.content === 'string' ? Buffer.from(value.content) : value.content;
      const attachment = this.ctx.attachments.add({
        filename: value.filename,
        contentType: value.contentType ?? 'application/octet-stream',
        data,
      });
      resolved.attachments[attachment.id] = toApiAttachment(attachment, true);
      return { name, type: OptionTypes.Attachment, value: attachment.id, ...focus };
    }
    this.resolveExplicit(value, channel, resolved);
    return { name, type: value.type, value: value.value, ...focus };
  }

  /** USER, CHANNEL and ROLE options come with the objects they name in `data.resolved`, as on Discord. */
  private resolveExplicit(option: ExplicitOption, channel: ChannelRecord, resolved: Resolved): void {
    const id = String(option.value);
    const { world } = this.ctx;
    if (option.type === OptionTypes.User) {
      const user = world.user(id);
      if (!user) throw new Error(`user option: unknown user ${id}`);
      resolved.users[id] = toApiUser(user);
      const member = channel.guildId ? world.guilds.get(channel.guildId)?.members.get(id) : undefined;
      if (member && channel.guildId) {
        resolved.members[id] = {
          ...toApiMember(member, false),
          permissions: world.channelPermissions(channel.id, id).toString(),
        };
      }
    } else if (option.type === OptionTypes.Channel) {
      const target = world.channels.get(id);
      if (!target) throw new Error(`channel option: unknown channel ${id}`);
      resolved.channels[id] = { ...toApiChannel(target, world), permissions: this.ctx.botPermissionsIn(id).toString() };
    } else if (option.type === OptionTypes.Role) {
      const role = channel.guildId ? world.guilds.get(channel.guildId)?.roles.find((r) => r.id === id) : undefined;
      if (!role) throw new Error(`role option: unknown role ${id}`);
      resolved.roles[id] = toApiRole(role);
    }
  }

  private component(
    userOrId: UserFixture | string,
    message: RecordedMessage,
    data: JsonObject,
    label: string,
  ): InteractionPayload {
    const { channel, user } = this.resolveInvoker(userOrId, message.channelId);
    const interaction = message.interactionId ? this.ctx.describeInteraction(message.interactionId) : undefined;
    return {
      label,
      body: {
        ...this.base(InteractionTypes.MessageComponent, user, channel, undefined),
        data,
        message: toApiMessage(message, this.ctx.world, interaction),
      },
    };
  }

  private findComponent(message: RecordedMessage, customId: string, userOrId: UserFixture | string): JsonObject {
    if (message.deletedAt !== null) throw new Error(`component: message ${message.id} was deleted`);
    const userId = typeof userOrId === 'string' ? userOrId : userOrId.id;
    const owner = message.interactionId ? this.ctx.describeInteraction(message.interactionId)?.user.id : undefined;
    if (message.ephemeral && owner !== userId)
      throw new Error(`component: message ${message.id} is ephemeral and only visible to ${owner ?? 'its invoker'}`);
    const stack = [...message.components];
    while (stack.length) {
      const component = stack.pop() as JsonObject;
      if (component.custom_id === customId) return component;
      stack.push(...asObjects(component.components));
      if (isObject(component.accessory)) stack.push(component.accessory);
    }
    throw new Error(`component: no component with custom_id "${customId}" on message ${message.id}`);
  }

  private resolveInvoker(
    userOrId: UserFixture | string,
    channelId: string,
  ): { channel: ChannelRecord; user: UserFixture } {
    const { world } = this.ctx;
    const user = typeof userOrId === 'string' ? world.user(userOrId) : userOrId;
    if (!user) throw new Error(`interaction: unknown user ${String(userOrId)}`);
    const channel = world.channels.get(channelId);
    if (!channel) throw new Error(`interaction: unknown channel ${channelId}`);
    if (channel.guildId && !world.guilds.get(channel.guildId)?.members.has(user.id)) {
      throw new Error(`interaction: ${user.username} is not a member of guild ${channel.guildId}`);
    }
    return { channel, user };
  }

  /** Fields every interaction carries; guild ones get `member`, DMs get `user`. */
  private base(type: number, user: UserFixture, channel: ChannelRecord, locale: string | undefined): JsonObject {
    const { world } = this.ctx;
    const appPermissions = this.ctx.botPermissionsIn(channel.id).toString();
    const common = {
      type,
      application_id: this.ctx.applicationId,
      app_permissions: appPermissions,
      channel: {
        ...toApiChannel(channel, world),
        permissions: world.channelPermissions(channel.id, user.id).toString(),
      },
      channel_id: channel.id,
      locale: locale ?? user.locale ?? 'en-US',
      entitlements: [],
      attachment_size_limit: 10 * 1024 * 1024,
      version: 1,
    };
    if (!channel.guildId) {
      return { ...common, user: toApiUser(user), context: 1, authorizing_integration_owners: { '0': '0' } };
    }
    const guild = world.guilds.get(channel.guildId) as GuildRecord;
    const member = guild.members.get(user.id) as MemberRecord;
    return {
      ...common,
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.preferredLocale, features: [] },
      guild_locale: guild.preferredLocale,
      member: { ...toApiMember(member), permissions: world.channelPermissions(channel.id, user.id).toString() },
      context: 0,
      authorizing_integration_owners: { '0': guild.id },
    };
  }
}
