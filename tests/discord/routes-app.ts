/**
 * Routes about the bot itself and the world it sees: gateway discovery, users, guilds, members, the
 * application, and application commands (global and per guild, stored for the test to inspect).
 */
import {
  rejectInvalid,
  requireGuild,
  type FakeContext,
  type RegisteredCommand,
  type RestRequest,
  type RouteTable,
} from './context.js';
import { ApiError, DiscordErrors, isObject, type JsonObject } from './http.js';
import { validateCommand, validateCommandList } from './limits.js';
import { isTopLevelGuildChannel, toApiChannel, toApiGuild, toApiMember, toApiRole, toApiUser } from './payloads.js';

function gatewayBot(ctx: FakeContext) {
  return {
    status: 200,
    body: {
      url: `${ctx.baseUrl().replace(/^http/, 'ws')}/gateway`,
      shards: ctx.shards.recommended,
      session_start_limit: {
        total: 1000,
        remaining: 1000,
        reset_after: 0,
        max_concurrency: ctx.shards.maxConcurrency,
      },
    },
  };
}

function application(ctx: FakeContext): JsonObject {
  return {
    id: ctx.applicationId,
    name: ctx.world.botUser.username,
    icon: null,
    description: '',
    summary: '',
    type: null,
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    owner: toApiUser({ id: '1180000000000000999', username: 'bot-owner' }),
    bot: toApiUser(ctx.world.botUser),
    approximate_guild_count: ctx.world.guilds.size,
    integration_types_config: { '0': {} },
  };
}

function getGuild(ctx: FakeContext, req: RestRequest) {
  const guild = requireGuild(ctx, req.params.guildId ?? '');
  const counts =
    req.query.get('with_counts') === 'true'
      ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 }
      : {};
  return { status: 200, body: { ...toApiGuild(guild), ...counts } };
}

function getMember(ctx: FakeContext, req: RestRequest) {
  const member = requireGuild(ctx, req.params.guildId ?? '').members.get(req.params.userId ?? '');
  if (!member) throw DiscordErrors.unknownMember();
  return { status: 200, body: toApiMember(member) };
}

function getUser(ctx: FakeContext, req: RestRequest) {
  const id = req.params.userId === '@me' ? ctx.world.botUser.id : (req.params.userId ?? '');
  const user = ctx.world.user(id);
  if (!user) throw DiscordErrors.unknownUser();
  const self = id === ctx.world.botUser.id ? { verified: true, mfa_enabled: false, locale: 'en-US', email: null } : {};
  return { status: 200, body: { ...toApiUser(user), ...self } };
}

// ---------------------------------------------------------------------------------------------
// Application commands
// ---------------------------------------------------------------------------------------------

/** The list a command route works on; guilds the bot isn't in answer 403 Missing Access, like Discord. */
function commandList(ctx: FakeContext, req: RestRequest): RegisteredCommand[] {
  if (req.params.applicationId !== ctx.applicationId) {
    throw new ApiError(
      403,
      { code: 50001, message: 'Missing Access' },
      `${req.where}: application id ${String(req.params.applicationId)} is not the bot's`,
    );
  }
  const guildId = req.params.guildId;
  if (guildId === undefined) return ctx.globalCommands;
  if (!ctx.world.guilds.has(guildId))
    throw new ApiError(
      403,
      { code: 50001, message: 'Missing Access' },
      `${req.where}: the bot is not in guild ${guildId}`,
    );
  let list = ctx.guildCommands.get(guildId);
  if (!list) ctx.guildCommands.set(guildId, (list = []));
  return list;
}

/** Stores a command as Discord returns it; a re-registered name keeps its id, as Discord does. */
function storeCommand(
  ctx: FakeContext,
  input: JsonObject,
  guildId: string | undefined,
  existing: RegisteredCommand | undefined,
): RegisteredCommand {
  const type = typeof input.type === 'number' ? input.type : 1;
  return {
    default_member_permissions: null,
    dm_permission: guildId === undefined ? true : undefined,
    nsfw: false,
    contexts: null,
    integration_types: [0],
    name_localizations: null,
    description_localizations: null,
    ...input,
    id: existing?.id ?? ctx.nextId(),
    application_id: ctx.applicationId,
    ...(guildId === undefined ? {} : { guild_id: guildId }),
    name: String(input.name),
    description: typeof input.description === 'string' ? input.description : '',
    type,
    version: ctx.nextId(),
  };
}

/** Discord leaves localisation maps out of GET lists unless asked with `with_localizations=true`. */
function withoutLocalizations(command: RegisteredCommand): RegisteredCommand {
  const { name_localizations: _n, description_localizations: _d, ...rest } = command;
  return rest as RegisteredCommand;
}

function listCommands(ctx: FakeContext, req: RestRequest) {
  const list = commandList(ctx, req);
  const full = req.query.get('with_localizations') === 'true';
  return { status: 200, body: full ? list : list.map(withoutLocalizations) };
}

function overwriteCommands(ctx: FakeContext, req: RestRequest) {
  const list = commandList(ctx, req);
  rejectInvalid(req.where, validateCommandList(req.json));
  const inputs = (req.json as unknown[]).filter(isObject);
  const next = inputs.map((input) =>
    storeCommand(
      ctx,
      input,
      req.params.guildId,
      list.find((c) => c.name === input.name && c.type === (input.type ?? 1)),
    ),
  );
  list.splice(0, list.length, ...next);
  return { status: 200, body: next };
}

function createCommand(ctx: FakeContext, req: RestRequest) {
  const list = commandList(ctx, req);
  const input = isObject(req.json) ? req.json : {};
  rejectInvalid(req.where, validateCommand(input));
  const index = list.findIndex((c) => c.name === input.name && c.type === (input.type ?? 1));
  const command = storeCommand(ctx, input, req.params.guildId, list[index]);
  if (index >= 0) list[index] = command;
  else list.push(command);
  return { status: index >= 0 ? 200 : 201, body: command };
}

function findCommand(ctx: FakeContext, req: RestRequest): { list: RegisteredCommand[]; index: number } {
  const list = commandList(ctx, req);
  const index = list.findIndex((c) => c.id === req.params.commandId);
  if (index < 0) throw DiscordErrors.unknownCommand();
  return { list, index };
}

function patchCommand(ctx: FakeContext, req: RestRequest) {
  const { list, index } = findCommand(ctx, req);
  const current = list[index] as RegisteredCommand;
  const merged = { ...current, ...(isObject(req.json) ? req.json : {}) };
  rejectInvalid(req.where, validateCommand(merged));
  const command = storeCommand(ctx, merged, req.params.guildId, current);
  list[index] = command;
  return { status: 200, body: command };
}

function addCommandRoutes(routes: RouteTable, ctx: FakeContext, base: string): void {
  routes.add('GET', base, true, (req) => listCommands(ctx, req));
  routes.add('PUT', base, true, (req) => overwriteCommands(ctx, req));
  routes.add('POST', base, true, (req) => createCommand(ctx, req));
  routes.add('GET', `${base}/:commandId`, true, (req) => {
    const { list, index } = findCommand(ctx, req);
    return { status: 200, body: list[index] };
  });
  routes.add('PATCH', `${base}/:commandId`, true, (req) => patchCommand(ctx, req));
  routes.add('DELETE', `${base}/:commandId`, true, (req) => {
    const { list, index } = findCommand(ctx, req);
    list.splice(index, 1);
    return { status: 204 };
  });
}

export function addAppRoutes(routes: RouteTable, ctx: FakeContext): void {
  routes.add('GET', '/gateway', false, () => ({ status: 200, body: { url: String(gatewayBot(ctx).body.url) } }));
  routes.add('GET', '/gateway/bot', true, () => gatewayBot(ctx));
  routes.add('GET', '/applications/@me', true, () => ({ status: 200, body: application(ctx) }));
  routes.add('GET', '/oauth2/applications/@me', true, () => ({ status: 200, body: application(ctx) }));
  routes.add('GET', '/users/:userId', true, (req) => getUser(ctx, req));
  routes.add('GET', '/guilds/:guildId', true, (req) => getGuild(ctx, req));
  routes.add('GET', '/guilds/:guildId/channels', true, (req) => {
    const guild = requireGuild(ctx, req.params.guildId ?? '');
    const channels = [...ctx.world.channels.values()].filter(
      (c) => c.guildId === guild.id && isTopLevelGuildChannel(c),
    );
    return { status: 200, body: channels.map((c) => toApiChannel(c, ctx.world)) };
  });
  routes.add('GET', '/guilds/:guildId/roles', true, (req) => ({
    status: 200,
    body: requireGuild(ctx, req.params.guildId ?? '').roles.map(toApiRole),
  }));
  routes.add('GET', '/guilds/:guildId/members/:userId', true, (req) => getMember(ctx, req));
  addCommandRoutes(routes, ctx, '/applications/:applicationId/commands');
  addCommandRoutes(routes, ctx, '/applications/:applicationId/guilds/:guildId/commands');
}
