/**
 * The fake Discord's model of the world: users, guilds, roles, channels (text, forums, threads, DMs),
 * scheduled events and the permission arithmetic Discord does on them. Fixtures use Discord's own
 * (snake_case) field names so a fixture reads like the JSON Discord would send.
 */
import { PermissionFlagsBits } from 'discord.js';

export interface UserFixture {
  id: string;
  username: string;
  global_name?: string | null;
  bot?: boolean;
  avatar?: string | null;
  /** The client language this user's interactions carry (Discord's `locale`); en-US when left out. */
  locale?: string;
}

/** A tag a forum offers its posts; `id` is minted when the fixture leaves it out. */
export interface ForumTagFixture {
  id?: string;
  name: string;
  moderated?: boolean;
  /** A unicode emoji; the fake's guilds have no custom emojis, so there is no emoji_id. */
  emoji_name?: string | null;
}

export interface ChannelFixture {
  id: string;
  name: string;
  /** 0 = guild text (default), 15 = forum. Threads and forum posts are created through the API. */
  type?: 0 | 15;
  /** For a forum: its guidelines. */
  topic?: string | null;
  /** For a forum: the tags its posts may carry. */
  available_tags?: ForumTagFixture[];
}

export interface RoleFixture {
  id: string;
  name: string;
  /** Decimal bit string, like Discord sends it. Defaults to none: the member still has @everyone's. */
  permissions?: string;
}

export interface MemberFixture {
  user: UserFixture;
  /**
   * The member's guild-wide permissions as a decimal bit string, like Discord sends them. Defaults to
   * @everyone's. What @everyone and the member's listed roles don't cover comes from a role of their own.
   */
  permissions?: string;
  nick?: string | null;
  /** Ids of roles from the guild fixture's `roles`. */
  roles?: string[];
}

export interface GuildFixture {
  id: string;
  name: string;
  owner_id: string;
  channels: ChannelFixture[];
  members: MemberFixture[];
  /** Roles besides @everyone, the bot's and the per-member permission roles; members list them by id. */
  roles?: RoleFixture[];
  /** Permissions of the @everyone role; defaults to what a fresh server grants members. */
  everyone_permissions?: string;
  preferred_locale?: string;
}

export const ChannelTypes = { GuildText: 0, DM: 1, PublicThread: 11, PrivateThread: 12, GuildForum: 15 } as const;

/** Channels messages can be posted in: a forum only holds posts (threads), never messages of its own. */
const TEXT_BASED: readonly number[] = [
  ChannelTypes.GuildText,
  ChannelTypes.DM,
  ChannelTypes.PublicThread,
  ChannelTypes.PrivateThread,
];

const P = PermissionFlagsBits;

/** What @everyone may do on a freshly created server (a subset: the bits a game bot cares about). */
export const DEFAULT_EVERYONE_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.AddReactions |
  P.ReadMessageHistory |
  P.UseApplicationCommands |
  P.UseExternalEmojis |
  P.ChangeNickname |
  P.CreateInstantInvite;

/** What the bot's managed role grants: enough to post, pin and open threads. */
export const DEFAULT_BOT_PERMISSIONS =
  DEFAULT_EVERYONE_PERMISSIONS | P.ManageMessages | P.PinMessages | P.ManageThreads | P.MentionEveryone;

const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

export interface RoleRecord {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  /** Set for the bot's integration role, which Discord marks as managed. */
  botId: string | null;
}

export interface MemberRecord {
  user: UserFixture;
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
}

export interface ScheduledEventRecord {
  id: string;
  guildId: string;
  /** Null for external events, the only kind the fake hosts (it has no voice or stage channels). */
  channelId: string | null;
  creatorId: string;
  name: string;
  description: string | null;
  /** ISO 8601, normalised to UTC like Discord echoes it. */
  scheduledStartTime: string;
  scheduledEndTime: string | null;
  privacyLevel: number;
  /** 1 scheduled, 2 active, 3 completed, 4 canceled. */
  status: number;
  /** 1 stage instance, 2 voice, 3 external. */
  entityType: number;
  location: string | null;
}

export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
  preferredLocale: string;
  joinedAt: string;
  roles: RoleRecord[];
  members: Map<string, MemberRecord>;
  /** By id, in creation order. */
  scheduledEvents: Map<string, ScheduledEventRecord>;
}

export interface ForumTag {
  id: string;
  name: string;
  /** Only members with Manage Threads may put it on a post or take it off. */
  moderated: boolean;
  emojiName: string | null;
}

export interface ChannelRecord {
  id: string;
  type: number;
  name: string | null;
  guildId: string | null;
  /** For threads: the text channel the thread lives under. */
  parentId: string | null;
  topic: string | null;
  /** For DMs: the other participant. */
  recipientId: string | null;
  /** For threads: who started it. */
  ownerId: string | null;
  /** For threads: their own; for a forum: the default its posts get. */
  autoArchiveDuration: number;
  createdAt: number;
  lastMessageId: string | null;
  /** For a forum: the tags its posts may carry. */
  availableTags: ForumTag[];
  /** For a forum post: ids of the forum's tags it carries. */
  appliedTags: string[];
}

export interface WorldOptions {
  botUser: UserFixture;
  guilds: GuildFixture[];
  botPermissions: bigint;
  /** Users who share no guild with the bot but may still be looked up (e.g. for DMs). */
  extraUsers: UserFixture[];
  /** Mints ids for roles, DM channels, threads and forum tags. */
  nextId: () => string;
}

export class World {
  readonly users = new Map<string, UserFixture>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly botUser: UserFixture;
  private readonly nextId: () => string;

  constructor(options: WorldOptions) {
    this.botUser = options.botUser;
    this.nextId = options.nextId;
    this.users.set(options.botUser.id, options.botUser);
    for (const user of options.extraUsers) this.users.set(user.id, user);
    for (const fixture of options.guilds) this.addGuild(fixture, options.botPermissions);
  }

  user(id: string): UserFixture | undefined {
    return this.users.get(id);
  }

  /** Guild-wide permissions: @everyone plus every role, everything for the owner or an Administrator. */
  guildPermissions(guildId: string, userId: string): bigint {
    const guild = this.guilds.get(guildId);
    const member = guild?.members.get(userId);
    if (!guild || !member) return 0n;
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    let permissions = 0n;
    for (const role of guild.roles) {
      if (role.id === guild.id || member.roleIds.includes(role.id)) permissions |= role.permissions;
    }
    return permissions & P.Administrator ? ALL_PERMISSIONS : permissions;
  }

  /** Fixture channels carry no overwrites, so channel permissions equal guild permissions; DMs allow the basics. */
  channelPermissions(channelId: string, userId: string): bigint {
    const channel = this.channels.get(channelId);
    if (!channel) return 0n;
    if (channel.guildId === null)
      return P.ViewChannel | P.SendMessages | P.EmbedLinks | P.AttachFiles | P.ReadMessageHistory;
    return this.guildPermissions(channel.guildId, userId);
  }

  isTextBased(channel: ChannelRecord): boolean {
    return TEXT_BASED.includes(channel.type);
  }

  /** A forum tag as stored; a fresh id unless `keepId` names one the forum already has. */
  forumTag(tag: ForumTagFixture, keepId: string | null = null): ForumTag {
    return {
      id: keepId ?? this.nextId(),
      name: tag.name,
      moderated: tag.moderated ?? false,
      emojiName: tag.emoji_name ?? null,
    };
  }

  /** Discord returns the same DM channel every time a bot opens a DM with the same user. */
  openDm(recipientId: string): ChannelRecord {
    const existing = [...this.channels.values()].find(
      (c) => c.type === ChannelTypes.DM && c.recipientId === recipientId,
    );
    if (existing) return existing;
    const dm = this.blankChannel(this.nextId(), ChannelTypes.DM, null);
    dm.recipientId = recipientId;
    this.channels.set(dm.id, dm);
    return dm;
  }

  /** A public thread under a text channel; `id` is given when the thread grows from a message (same id). */
  createThread(
    parent: ChannelRecord,
    name: string,
    ownerId: string,
    autoArchiveDuration: number,
    id = this.nextId(),
  ): ChannelRecord {
    const thread = this.buildThread(parent, name, ownerId, autoArchiveDuration, id);
    this.channels.set(thread.id, thread);
    return thread;
  }

  /** A thread not yet in the world: a forum post is only added once its starter message passed every check. */
  buildThread(
    parent: ChannelRecord,
    name: string,
    ownerId: string,
    autoArchiveDuration: number,
    id = this.nextId(),
  ): ChannelRecord {
    const thread = this.blankChannel(id, ChannelTypes.PublicThread, name);
    thread.guildId = parent.guildId;
    thread.parentId = parent.id;
    thread.ownerId = ownerId;
    thread.autoArchiveDuration = autoArchiveDuration;
    return thread;
  }

  /** Users sharing a guild with the bot, plus the extra users: the ones a DM can reach. */
  isReachable(userId: string): boolean {
    return this.users.has(userId) && userId !== this.botUser.id;
  }

  private addGuild(fixture: GuildFixture, botPermissions: bigint): void {
    const everyone = BigInt(fixture.everyone_permissions ?? DEFAULT_EVERYONE_PERMISSIONS);
    const joinedAt = new Date(Date.UTC(2024, 0, 1)).toISOString();
    const guild: GuildRecord = {
      id: fixture.id,
      name: fixture.name,
      ownerId: fixture.owner_id,
      preferredLocale: fixture.preferred_locale ?? 'en-US',
      joinedAt,
      roles: [{ id: fixture.id, name: '@everyone', permissions: everyone, position: 0, botId: null }],
      members: new Map(),
      scheduledEvents: new Map(),
    };
    const botRole: RoleRecord = {
      id: this.nextId(),
      name: this.botUser.username,
      permissions: botPermissions,
      position: 1,
      botId: this.botUser.id,
    };
    guild.roles.push(botRole);
    guild.members.set(this.botUser.id, { user: this.botUser, roleIds: [botRole.id], nick: null, joinedAt });
    for (const role of fixture.roles ?? []) {
      const permissions = BigInt(role.permissions ?? 0);
      guild.roles.push({ id: role.id, name: role.name, permissions, position: guild.roles.length, botId: null });
    }
    for (const member of fixture.members) this.addMember(guild, member, everyone, joinedAt);
    this.guilds.set(guild.id, guild);
    for (const channel of fixture.channels) this.addGuildChannel(guild, channel);
  }

  private addGuildChannel(guild: GuildRecord, channel: ChannelFixture): void {
    const record = this.blankChannel(channel.id, channel.type ?? ChannelTypes.GuildText, channel.name);
    record.guildId = guild.id;
    record.topic = channel.topic ?? null;
    record.availableTags = (channel.available_tags ?? []).map((tag) => this.forumTag(tag, tag.id ?? null));
    this.channels.set(record.id, record);
  }

  /**
   * Discord derives permissions from roles, so a member whose fixture grants more than @everyone and
   * their listed roles gets a role of their own carrying those bits; interactions then report the same
   * total Discord would.
   */
  private addMember(guild: GuildRecord, member: MemberFixture, everyone: bigint, joinedAt: string): void {
    this.users.set(member.user.id, member.user);
    const wanted = member.permissions === undefined ? everyone : BigInt(member.permissions);
    const roleIds = [...(member.roles ?? [])];
    let granted = everyone;
    for (const id of roleIds) granted |= this.fixtureRole(guild, id, member.user).permissions;
    if ((wanted & ~granted) !== 0n) {
      const role: RoleRecord = {
        id: this.nextId(),
        name: `${member.user.username} role`,
        permissions: wanted,
        position: guild.roles.length,
        botId: null,
      };
      guild.roles.push(role);
      roleIds.push(role.id);
    }
    guild.members.set(member.user.id, { user: member.user, roleIds, nick: member.nick ?? null, joinedAt });
  }

  /** A role a member fixture lists; naming one the guild fixture lacks is a bug in the test. */
  private fixtureRole(guild: GuildRecord, id: string, user: UserFixture): RoleRecord {
    const role = guild.roles.find((r) => r.id === id && r.botId === null && r.id !== guild.id);
    if (!role)
      throw new Error(`fake Discord fixture: ${user.username} lists role ${id}, which guild ${guild.id} lacks`);
    return role;
  }

  private blankChannel(id: string, type: number, name: string | null): ChannelRecord {
    return {
      id,
      type,
      name,
      guildId: null,
      parentId: null,
      topic: null,
      recipientId: null,
      ownerId: null,
      autoArchiveDuration: 4320,
      createdAt: Date.now(),
      lastMessageId: null,
      availableTags: [],
      appliedTags: [],
    };
  }
}
