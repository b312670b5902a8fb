/**
 * A local Discord for end-to-end tests: one HTTP server on 127.0.0.1 serving the REST API under
 * `/api/v10`, the gateway as a WebSocket on `/gateway`, and uploaded files under `/attachments`.
 * A real discord.js client points at it with `rest: { api: fake.apiUrl }`; the test then fires
 * interactions at the bot and inspects what it sent, with Discord's limits and timing rules enforced
 * (anything Discord would reject is answered the same way and recorded in `fake.violations`).
 *
 *   const fake = await startFakeDiscord();
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
 *   await client.login(fake.token);
 *   const handle = fake.interact(fake.slash(ALICE, C1.id, 'ping'));
 *   expect((await handle.settled()).content).toBe('pong');
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeContext, RegisteredCommand, RestHandler, RestRequest, RestResult } from './context.js';
import { APPLICATION_ID, BOT_USER, DEFAULT_GUILDS, DEFAULT_TOKEN, nextSnowflake } from './fixture.js';
import { FakeGateway, shardOf, type GatewaySessionInfo, type ReadyEvent, type ShardPair } from './gateway.js';
import {
  ApiError,
  bucketFor,
  isObject,
  parseBody,
  rateLimitHeaders,
  readBody,
  ClientAborted,
  Router,
  type JsonObject,
} from './http.js';
import {
  InteractionRegistry,
  InteractionState,
  type InteractionHandle,
  type InteractionTimings,
} from './interactions.js';
import {
  PayloadBuilder,
  toApiUser,
  toGuildCreate,
  type CommandTarget,
  type InteractionPayload,
  type OptionValue,
} from './payloads.js';
import { addAppRoutes } from './routes-app.js';
import { addChannelRoutes } from './routes-channels.js';
import { addEventRoutes } from './routes-events.js';
import { addForumRoutes } from './routes-forums.js';
import { addInteractionRoutes } from './routes-interactions.js';
import { AttachmentStore, MessageStore, type RecordedMessage } from './store.js';
import {
  ChannelTypes,
  DEFAULT_BOT_PERMISSIONS,
  World,
  type ChannelRecord,
  type GuildFixture,
  type ScheduledEventRecord,
  type UserFixture,
} from './world.js';

export * from './fixture.js';
export type {
  InteractionHandle,
  InteractionCallbackRecord,
  InteractionEdit,
  InteractionTimings,
  ResultRoute,
} from './interactions.js';
export type { RecordedMessage, RecordedAttachment, MessageSnapshot, GalleryItem } from './store.js';
export { textOf, galleryOf, controlsOf } from './store.js';
export { allComponents, textDisplays } from './limits.js';
export type { InteractionPayload, OptionValue, AttachmentUpload, ExplicitOption, CommandTarget } from './payloads.js';
export type {
  UserFixture,
  GuildFixture,
  ChannelFixture,
  MemberFixture,
  RoleFixture,
  ForumTagFixture,
  ChannelRecord,
  ForumTag,
  ScheduledEventRecord,
} from './world.js';
export { ChannelTypes } from './world.js';
export type { GatewaySessionInfo, ReadyEvent, ShardPair } from './gateway.js';
export { shardOf } from './gateway.js';
export type { RegisteredCommand } from './context.js';
export type { Pings } from './mentions.js';

export interface FakeDiscordOptions {
  /** The bot token accepted on REST and the gateway; anything else gets 401 / close 4004. */
  token?: string;
  applicationId?: string;
  botUser?: UserFixture;
  guilds?: readonly GuildFixture[];
  /** How long the bot has to acknowledge an interaction (Discord: 3 s). */
  deadlineMs?: number;
  /** How long an interaction's webhook token works (Discord: 15 min). */
  tokenLifetimeMs?: number;
  heartbeatIntervalMs?: number;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Permissions of the bot's role in every guild. */
  botPermissions?: bigint;
  /** Users outside the guilds who can still be looked up or DMed. */
  extraUsers?: UserFixture[];
  /** User ids whose DMs are closed to the bot. */
  closedDms?: string[];
  /**
   * How long a nonce sent with enforce_nonce returns the earlier message instead of a new one, on the
   * server's clock (Discord: "the past few minutes"; default 2 min, the low end so tests never lean on more).
   */
  nonceWindowMs?: number;
  /** The shard count `GET /gateway/bot` recommends (default 1); the bot may identify with any count. */
  shards?: number;
  /** How many shards may identify at once (`session_start_limit.max_concurrency`, default 1). */
  maxConcurrency?: number;
}

export interface FailOptions {
  /** 429 (rate limited), 500, 502, 503, or any other status to answer with (default 500). */
  status?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** For 429: seconds the client must wait (default 0.05). */
  retryAfter?: number;
  /** For 429: mark it as the global rate limit. */
  global?: boolean;
  /** JSON error code and message for non-429 statuses. */
  code?: number;
  message?: string;
  /**
   * The answer was lost: the route runs first (a message is created and its MESSAGE_CREATE sent),
   * then the client gets the failure instead of the route's answer. Not with 429, which means "not done".
   */
  afterRoute?: boolean;
  /** Close the connection without answering at all (instead of answering `status`). */
  drop?: boolean;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  /** What the client got; 0 when a `drop` rule closed the connection instead. */
  status: number;
  /** Answered by a `failNext` rule rather than the route. */
  injected: boolean;
  /** For an `afterRoute` rule: what the route answered (the work it did stands) before the answer was lost. */
  routeStatus?: number;
  /** performance.now() when the answer was sent. */
  at: number;
}

export interface InteractionTimingRecord extends InteractionTimings {
  id: string;
  label: string;
  callbackType: number | null;
}

export interface RegisteredCommands {
  readonly global: readonly RegisteredCommand[];
  guild(guildId: string): readonly RegisteredCommand[];
  /** A guild command of that name if registered there, else the global one. */
  find(name: string, guildId?: string): RegisteredCommand | undefined;
}

export interface FakeDiscord {
  readonly port: number;
  /** http://127.0.0.1:PORT */
  readonly baseUrl: string;
  /** http://127.0.0.1:PORT/api — give it to discord.js as `rest.api` (it appends /v10). */
  readonly apiUrl: string;
  /** ws://127.0.0.1:PORT/gateway */
  readonly gatewayUrl: string;
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: UserFixture;

  /** Everything Discord would have refused or flagged, as "METHOD /route: problem" strings. */
  readonly violations: readonly string[];
  /** Returns the violations so far and forgets them (handy in afterEach). */
  takeViolations(): string[];
  /** "METHOD /route" of every message sent or edited without `allowed_mentions` (see FakeContext). */
  readonly withoutAllowedMentions: readonly string[];
  /** "METHOD /path" of requests no route serves. */
  readonly unknownRoutes: readonly string[];
  /** "METHOD /path" of requests whose sender went away before the body was whole: dropped unseen, as Discord does. */
  readonly abortedRequests: readonly string[];
  readonly requests: readonly RequestLogEntry[];
  readonly commands: RegisteredCommands;

  readonly sessions: readonly GatewaySessionInfo[];
  /** Resolves once a bot session is connected and ready. */
  waitForReady(timeoutMs?: number): Promise<void>;
  /** Resolves once each of `count` shards (a bot identifying with `[i, count]`) has a connected session. */
  waitForShards(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves at the next READY or RESUMED after the call (use before restarting a bot). */
  nextReady(timeoutMs?: number): Promise<ReadyEvent>;
  /** Closes a bot's gateway socket (shard 0's unless `shard` says; default code 4000, resumable). */
  dropGateway(options?: { code?: number; resumable?: boolean; shard?: number }): Promise<void>;
  /** Sends a raw gateway dispatch to the bot (to the session of `data.guild_id`'s shard; none: shard 0). */
  dispatch(event: string, data: JsonObject): void;

  slash(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options?: Record<string, OptionValue>,
    target?: CommandTarget,
  ): InteractionPayload;
  autocomplete(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue>,
    focused: string,
    target?: CommandTarget,
  ): InteractionPayload;
  button(user: UserFixture | string, message: RecordedMessage, customId: string): InteractionPayload;
  select(user: UserFixture | string, message: RecordedMessage, customId: string, values: string[]): InteractionPayload;
  /** A modal the bot showed, submitted with these field values (from the message whose button opened it). */
  modalSubmit(
    user: UserFixture | string,
    message: RecordedMessage,
    customId: string,
    fields: Record<string, string>,
  ): InteractionPayload;
  /**
   * Dispatches INTERACTION_CREATE (with a fresh id and token) to the current gateway session of the
   * shard its guild belongs to (DMs: shard 0).
   * With no bot connected the event waits and goes out when one identifies or resumes; the
   * acknowledge deadline starts when it actually goes out.
   */
  interact(payload: InteractionPayload): InteractionHandle;
  readonly interactions: readonly InteractionHandle[];
  interactionTimings(): InteractionTimingRecord[];

  /** Messages in a channel (or everywhere), oldest first, including ephemeral ones, excluding deleted ones. */
  messages(channelId?: string): RecordedMessage[];
  /** Any message ever recorded, deleted ones included. */
  message(id: string): RecordedMessage | undefined;
  waitForMessage(predicate: (message: RecordedMessage) => boolean, timeoutMs?: number): Promise<RecordedMessage>;
  /** Messages that notified this user. */
  pingsFor(userId: string): RecordedMessage[];
  /** The DM channel the bot opened with a user, if any. */
  dmChannelOf(userId: string): string | undefined;
  /** A channel as the fake holds it; a forum's tags are in `availableTags`. */
  channel(id: string): ChannelRecord | undefined;
  /** Threads (oldest first), all or those under one channel; for a forum, its posts with their `appliedTags`. */
  threads(parentId?: string): ChannelRecord[];
  /** A guild's scheduled events, in the order they were created (deleted ones are gone). */
  scheduledEvents(guildId: string): ScheduledEventRecord[];

  /**
   * The next `times` requests whose "METHOD /path" (path after /api/v10, no query) matches fail: with a
   * status (429 answers in the shape discord.js waits out), or with `drop` a closed connection; with
   * `afterRoute` only once the request was carried out.
   */
  failNext(pattern: RegExp | string, options: FailOptions): void;
  close(): Promise<void>;
}

const API_PREFIX = '/api/v10';

interface FailRule {
  pattern: RegExp;
  options: FailOptions;
  remaining: number;
}

interface RouteSpec {
  auth: boolean;
  handler: RestHandler;
}

/** Interaction tokens are secrets in real life and noise in reports. */
function maskTokens(path: string): string {
  return path.replace(/^(\/(?:interactions\/\d+|webhooks\/\d+)\/)[^/]+/, '$1:token');
}

class FakeDiscordServer implements FakeDiscord {
  private readonly world: World;
  private readonly store = new MessageStore();
  private readonly registry = new InteractionRegistry();
  private readonly attachments: AttachmentStore;
  private readonly gateway: FakeGateway;
  private readonly globalCommands: RegisteredCommand[] = [];
  private readonly guildCommands = new Map<string, RegisteredCommand[]>();
  /** What the route modules see of the fake. */
  private readonly ctx: FakeContext;
  readonly violations: string[] = [];
  /** Requests whose sender went away before the body was whole; never acted on. */
  readonly abortedRequests: string[] = [];
  readonly withoutAllowedMentions: string[] = [];
  readonly unknownRoutes: string[] = [];
  readonly requests: RequestLogEntry[] = [];
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: UserFixture;
  readonly deadlineMs: number;
  readonly tokenLifetimeMs: number;
  readonly nonceWindowMs: number;
  private readonly shards: FakeContext['shards'];
  port = 0;
  private readonly router = new Router<RouteSpec>();
  private readonly failRules: FailRule[] = [];
  private readonly payloads: PayloadBuilder;
  private readonly server: Server;

  constructor(options: FakeDiscordOptions) {
    this.token = options.token ?? DEFAULT_TOKEN;
    this.applicationId = options.applicationId ?? APPLICATION_ID;
    this.botUser = options.botUser ?? { ...BOT_USER, id: this.applicationId };
    this.deadlineMs = options.deadlineMs ?? 3000;
    this.tokenLifetimeMs = options.tokenLifetimeMs ?? 15 * 60 * 1000;
    this.nonceWindowMs = options.nonceWindowMs ?? 2 * 60 * 1000;
    this.shards = { recommended: options.shards ?? 1, maxConcurrency: options.maxConcurrency ?? 1 };
    this.world = new World({
      botUser: this.botUser,
      guilds: [...(options.guilds ?? DEFAULT_GUILDS)],
      botPermissions: options.botPermissions ?? DEFAULT_BOT_PERMISSIONS,
      extraUsers: options.extraUsers ?? [],
      nextId: nextSnowflake,
    });
    this.attachments = new AttachmentStore(() => this.baseUrl, nextSnowflake);
    this.gateway = new FakeGateway({
      token: this.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      ready: (sessionId, shard) => this.readyPayload(sessionId, shard),
      guildCreates: (intents) => [...this.world.guilds.values()].map((g) => toGuildCreate(g, this.world, intents)),
      violation: (text) => this.violation(text),
      nextId: () => randomBytes(16).toString('hex'),
    });
    this.payloads = new PayloadBuilder({
      world: this.world,
      applicationId: this.applicationId,
      attachments: this.attachments,
      botPermissionsIn: (channelId) => this.botPermissionsIn(channelId),
      commandId: (name, guildId) => this.commandIdFor(name, guildId),
      describeInteraction: (id) => this.registry.get(id)?.summary,
    });
    this.ctx = this.buildContext(new Set(options.closedDms ?? []));
    const table = {
      add: (method: string, template: string, auth: boolean, handler: RestHandler) =>
        this.router.add(method, template, { auth, handler }),
    };
    addAppRoutes(table, this.ctx);
    addChannelRoutes(table, this.ctx);
    addForumRoutes(table, this.ctx);
    addEventRoutes(table, this.ctx);
    addInteractionRoutes(table, this.ctx);
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/gateway' || path === '/gateway/') this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  private buildContext(closedDms: ReadonlySet<string>): FakeContext {
    return {
      world: this.world,
      applicationId: this.applicationId,
      token: this.token,
      deadlineMs: this.deadlineMs,
      tokenLifetimeMs: this.tokenLifetimeMs,
      nonceWindowMs: this.nonceWindowMs,
      shards: this.shards,
      messages: this.store,
      attachments: this.attachments,
      interactions: this.registry,
      gateway: this.gateway,
      globalCommands: this.globalCommands,
      guildCommands: this.guildCommands,
      closedDms,
      // A function: the port is only known once the server listens.
      baseUrl: () => this.baseUrl,
      nextId: nextSnowflake,
      violation: (text) => this.violation(text),
      unguarded: (where) => this.withoutAllowedMentions.push(where),
      botPermissionsIn: (channelId) => this.botPermissionsIn(channelId),
    };
  }

  private violation(text: string): void {
    this.violations.push(text);
  }

  private botPermissionsIn(channelId: string): bigint {
    const channel = this.world.channels.get(channelId);
    return channel ? this.world.channelPermissions(channel.id, this.botUser.id) : 0n;
  }

  // --- Public API ------------------------------------------------------------------------------

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get apiUrl(): string {
    return `${this.baseUrl}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  get commands(): RegisteredCommands {
    return {
      global: this.globalCommands,
      guild: (guildId) => this.guildCommands.get(guildId) ?? [],
      find: (name, guildId) =>
        (guildId ? this.guildCommands.get(guildId)?.find((c) => c.name === name) : undefined) ??
        this.globalCommands.find((c) => c.name === name),
    };
  }

  get sessions(): readonly GatewaySessionInfo[] {
    return this.gateway.sessionInfo;
  }

  waitForReady(timeoutMs?: number): Promise<void> {
    return this.gateway.waitForReady(timeoutMs);
  }

  waitForShards(count: number, timeoutMs?: number): Promise<void> {
    return this.gateway.waitForShards(count, timeoutMs);
  }

  nextReady(timeoutMs?: number): Promise<ReadyEvent> {
    return this.gateway.nextReady(timeoutMs);
  }

  dropGateway(options?: { code?: number; resumable?: boolean; shard?: number }): Promise<void> {
    return this.gateway.drop(options);
  }

  dispatch(event: string, data: JsonObject): void {
    this.gateway.dispatch(event, data);
  }

  slash(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue> = {},
    target: CommandTarget = {},
  ): InteractionPayload {
    return this.payloads.slash(user, channelId, name, options, target);
  }

  autocomplete(
    user: UserFixture | string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue>,
    focused: string,
    target: CommandTarget = {},
  ): InteractionPayload {
    return this.payloads.autocomplete(user, channelId, name, options, focused, target);
  }

  button(user: UserFixture | string, message: RecordedMessage, customId: string): InteractionPayload {
    return this.payloads.button(user, message, customId);
  }

  modalSubmit(
    user: UserFixture | string,
    message: RecordedMessage,
    customId: string,
    fields: Record<string, string>,
  ): InteractionPayload {
    return this.payloads.modalSubmit(user, message, customId, fields);
  }

  select(user: UserFixture | string, message: RecordedMessage, customId: string, values: string[]): InteractionPayload {
    return this.payloads.select(user, message, customId, values);
  }

  interact(payload: InteractionPayload): InteractionHandle {
    const id = nextSnowflake();
    // Real tokens are long opaque strings; discord.js only echoes them back in URLs.
    const token = `aW50ZXJhY3Rpb246${id}${randomBytes(48).toString('base64url')}`;
    const body: JsonObject = { ...payload.body, id, token };
    const invoker = isObject(body.member) ? body.member.user : body.user;
    const user = this.world.user(isObject(invoker) ? String(invoker.id) : '') ?? this.botUser;
    const data = isObject(body.data) ? body.data : {};
    const commandName = body.type === 2 || body.type === 4 ? String(data.name) : null;
    const state = new InteractionState(id, token, payload.label, user, body, commandName);
    this.registry.add(state);
    this.gateway.dispatch('INTERACTION_CREATE', body, {
      onSent: () =>
        state.markDispatched(this.deadlineMs, () => {
          const text = `INTERACTION_CREATE: ${state.describe()} got no callback within ${this.deadlineMs}ms`;
          state.noteViolation(text);
          this.violation(text);
        }),
    });
    return state;
  }

  get interactions(): readonly InteractionHandle[] {
    return this.registry.all();
  }

  interactionTimings(): InteractionTimingRecord[] {
    return this.registry
      .all()
      .map((s) => ({ id: s.id, label: s.label, callbackType: s.callback?.type ?? null, ...s.timings }));
  }

  messages(channelId?: string): RecordedMessage[] {
    return this.store.list(channelId);
  }

  message(id: string): RecordedMessage | undefined {
    return this.store.get(id);
  }

  waitForMessage(predicate: (message: RecordedMessage) => boolean, timeoutMs = 5000): Promise<RecordedMessage> {
    return this.store.waitFor(predicate, timeoutMs, predicate.toString().slice(0, 120));
  }

  pingsFor(userId: string): RecordedMessage[] {
    return this.store.all().filter((m) => m.pings.users.includes(userId));
  }

  dmChannelOf(userId: string): string | undefined {
    return [...this.world.channels.values()].find((c) => c.type === ChannelTypes.DM && c.recipientId === userId)?.id;
  }

  channel(id: string): ChannelRecord | undefined {
    return this.world.channels.get(id);
  }

  threads(parentId?: string): ChannelRecord[] {
    return [...this.world.channels.values()].filter(
      (c) => c.parentId !== null && (parentId === undefined || c.parentId === parentId),
    );
  }

  scheduledEvents(guildId: string): ScheduledEventRecord[] {
    return [...(this.world.guilds.get(guildId)?.scheduledEvents.values() ?? [])];
  }

  failNext(pattern: RegExp | string, options: FailOptions): void {
    if (options.afterRoute && !options.drop && options.status === 429)
      throw new Error('failNext: a 429 means Discord did nothing, so it cannot come afterRoute');
    const regex = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
    this.failRules.push({ pattern: regex, options, remaining: options.times ?? 1 });
  }

  async close(): Promise<void> {
    this.registry.dispose();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // --- Internals -------------------------------------------------------------------------------

  private readyPayload(sessionId: string, shard: ShardPair): JsonObject {
    return {
      v: 10,
      user: { ...toApiUser(this.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: [...this.world.guilds.keys()]
        .filter((id) => shardOf(id, shard[1]) === shard[0])
        .map((id) => ({ id, unavailable: true })),
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: this.gatewayUrl,
      shard: [...shard],
      application: { id: this.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
      auth: {},
      _trace: ['fake-discord'],
    };
  }

  /** Discord only sends interactions for commands that exist, so once any are registered, unknown names are a test bug. */
  private commandIdFor(name: string, guildId: string | null): string | Error {
    const registered = this.commands.find(name, guildId ?? undefined);
    if (registered) return registered.id;
    const any =
      this.globalCommands.length > 0 || (guildId !== null && (this.guildCommands.get(guildId)?.length ?? 0) > 0);
    if (any)
      return new Error(
        `slash: /${name} is not a registered command (registered: ${this.registeredNames(guildId).join(', ')})`,
      );
    return `1180000000000${String(Math.abs(hashCode(name)) % 1_000_000).padStart(6, '0')}`;
  }

  private registeredNames(guildId: string | null): string[] {
    return [...this.globalCommands, ...(guildId ? (this.guildCommands.get(guildId) ?? []) : [])].map((c) => c.name);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const method = req.method ?? 'GET';
    try {
      if (method === 'GET' && this.serveAttachment(url.pathname, res)) return;
      if (!url.pathname.startsWith(`${API_PREFIX}/`)) {
        this.unknownRoutes.push(`${method} ${url.pathname}`);
        this.send(res, 404, { message: '404: Not Found', code: 0 }, {});
        return;
      }
      await this.handleApi(req, res, method, url);
    } catch (error) {
      // A request cut off by its sender (the crash trial kills the bot mid-upload) is dropped unseen, as Discord does.
      if (error instanceof ClientAborted) {
        this.abortedRequests.push(`${method} ${maskTokens(url.pathname)}`);
        return;
      }
      // A bug in the fake itself: make it loud in the test rather than a silent hang.
      const text = `fake Discord internal error on ${method} ${maskTokens(url.pathname)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      this.violation(text);
      if (!res.headersSent) this.send(res, 500, { message: '500: Internal Server Error', code: 0 }, {});
    }
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse, method: string, url: URL): Promise<void> {
    const path = url.pathname.slice(API_PREFIX.length);
    const raw = await readBody(req);
    const routeKey = `${method} ${path}`;
    const rule = this.takeFailRule(routeKey);
    if (rule && !rule.options.afterRoute) {
      this.injectFailure(rule, res, method, path);
      return;
    }
    const answer = await this.route(req, method, path, url, raw);
    if (rule) this.injectFailure(rule, res, method, path, answer.status);
    else this.respond(res, method, path, answer.status, answer.body, answer.headers);
  }

  /** What the route answers (or the Discord-shaped error it raised), not yet sent. */
  private async route(
    req: IncomingMessage,
    method: string,
    path: string,
    url: URL,
    raw: Buffer,
  ): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
    const match = this.router.match(method, path);
    if (match === undefined || match === 'method') {
      this.unknownRoutes.push(`${method} ${maskTokens(path)}`);
      const error =
        match === 'method'
          ? { status: 405, body: { message: '405: Method Not Allowed', code: 0 } }
          : { status: 404, body: { message: '404: Not Found', code: 0 } };
      return { ...error, headers: {} };
    }
    const where = `${method} ${maskTokens(path)}`;
    const bucket = bucketFor(`${method} ${match.template}`);
    try {
      if (match.route.auth && req.headers.authorization !== `Bot ${this.token}`) {
        throw new ApiError(401, { message: '401: Unauthorized', code: 0 }, `${where}: missing or wrong bot token`);
      }
      const body = await parseBody(raw, req.headers['content-type'], where);
      const request: RestRequest = {
        method,
        path,
        where,
        params: match.params,
        query: url.searchParams,
        json: body.json,
        files: body.files,
        headers: req.headers,
      };
      const result: RestResult = await match.route.handler(request);
      return { status: result.status, body: result.body, headers: rateLimitHeaders(bucket, 49, 1) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.violation) this.violation(error.violation);
      return { status: error.status, body: error.body, headers: rateLimitHeaders(bucket, 49, 1) };
    }
  }

  private takeFailRule(routeKey: string): FailRule | undefined {
    const rule = this.failRules.find((r) => r.remaining > 0 && r.pattern.test(routeKey));
    if (rule) rule.remaining -= 1;
    return rule;
  }

  /**
   * Answers from a `failNext` rule, shaped so discord.js recognises it (retry-after and x-ratelimit-* on
   * 429), or closes the connection for `drop`. `routeStatus` is set when the route already ran.
   */
  private injectFailure(rule: FailRule, res: ServerResponse, method: string, path: string, routeStatus?: number): void {
    const { status = 500, retryAfter = 0.05, global = false } = rule.options;
    if (rule.options.drop) {
      this.requests.push({
        method,
        path: maskTokens(path),
        status: 0,
        injected: true,
        ...(routeStatus === undefined ? {} : { routeStatus }),
        at: performance.now(),
      });
      res.destroy();
      return;
    }
    if (status === 429) {
      const headers: Record<string, string> = {
        ...rateLimitHeaders(bucketFor(`${method} ${path}`), 0, retryAfter),
        'retry-after': String(retryAfter),
        'x-ratelimit-scope': global ? 'global' : 'user',
        ...(global ? { 'x-ratelimit-global': 'true' } : {}),
      };
      this.respond(
        res,
        method,
        path,
        429,
        { message: 'You are being rate limited.', retry_after: retryAfter, global },
        headers,
        true,
      );
      return;
    }
    const message =
      rule.options.message ?? `${status}: ${status >= 500 ? 'Internal Server Error' : 'Injected failure'}`;
    this.respond(res, method, path, status, { message, code: rule.options.code ?? 0 }, {}, true, routeStatus);
  }

  private respond(
    res: ServerResponse,
    method: string,
    path: string,
    status: number,
    body: unknown,
    headers: Record<string, string>,
    injected = false,
    routeStatus?: number,
  ): void {
    this.requests.push({
      method,
      path: maskTokens(path),
      status,
      injected,
      ...(routeStatus === undefined ? {} : { routeStatus }),
      at: performance.now(),
    });
    this.send(res, status, body, headers);
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
    if (status === 204 || body === undefined) {
      res.writeHead(status, headers).end();
      return;
    }
    const text = JSON.stringify(body);
    res
      .writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
      .end(text);
  }

  /** GET /attachments/:id/:filename (and the /proxy/ twin): the bytes that were uploaded. */
  private serveAttachment(pathname: string, res: ServerResponse): boolean {
    const found = /^(?:\/proxy)?\/attachments\/(\d+)\/[^/]+$/.exec(pathname);
    if (!found) return false;
    const attachment = this.attachments.get(found[1] ?? '');
    if (!attachment) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return true;
    }
    res
      .writeHead(200, { 'content-type': attachment.contentType, 'content-length': attachment.size })
      .end(attachment.data);
    return true;
  }
}

function hashCode(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscordServer(options);
  await fake.listen(options.port ?? 0);
  return fake;
}
