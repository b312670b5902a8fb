/**
 * Guild scheduled events: create, list, fetch, edit and delete, checked the way Discord checks them for
 * what the fake can host. It has no voice or stage channels, so only external events (entity type 3,
 * with a location and an end time) exist here; the others are refused as unmodelled.
 *
 * Error codes: GUILD_SCHEDULED_EVENT_SCHEDULE_PAST is what Discord answers a start in the past with;
 * the codes marked "assumed" are undocumented and chosen to read clearly.
 */
import {
  Permissions,
  rejectInvalid,
  requireBotGuildPermission,
  requireGuild,
  type FakeContext,
  type RestRequest,
  type RestResult,
  type RouteTable,
} from './context.js';
import { asString, DiscordErrors, isObject, type JsonObject } from './http.js';
import { Limits, required, tooLong, unmodelled, type FieldError } from './limits.js';
import { toApiScheduledEvent } from './payloads.js';
import type { GuildRecord, ScheduledEventRecord } from './world.js';

export const EventEntityTypes = { StageInstance: 1, Voice: 2, External: 3 } as const;
export const EventStatuses = { Scheduled: 1, Active: 2, Completed: 3, Canceled: 4 } as const;

/** The only privacy level Discord still accepts (PUBLIC was withdrawn). */
const GUILD_ONLY = 2;
const GUILD_SCHEDULED_EVENTS_INTENT = 1 << 16;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** Where each status may go next: scheduled to active or canceled, active to completed; the rest are final. */
const NEXT_STATUS: Record<number, readonly number[]> = { 1: [2, 4], 2: [3], 3: [], 4: [] };

function bodyOf(req: RestRequest): JsonObject {
  return isObject(req.json) ? req.json : {};
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A timestamp as milliseconds, or null with a field error when it isn't ISO 8601. */
function parseTime(value: unknown, path: string[], errors: FieldError[]): number | null {
  if (!isSet(value)) return null;
  const millis = typeof value === 'string' && ISO_8601.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(millis)) {
    errors.push({ path, code: 'DATE_TYPE_PARSE', message: `Could not parse ${String(value)}. Should be ISO8601.` });
    return null;
  }
  return millis;
}

function validateText(draft: JsonObject, errors: FieldError[]): void {
  if (typeof draft.name !== 'string' || draft.name.length === 0) errors.push(required(['name']));
  else if (draft.name.length > Limits.eventName) errors.push(tooLong(['name'], Limits.eventName));
  const description = draft.description;
  if (typeof description === 'string' && description.length > Limits.eventDescription)
    errors.push(tooLong(['description'], Limits.eventDescription));
  if (!isSet(draft.privacy_level)) errors.push(required(['privacy_level']));
  else if (draft.privacy_level !== GUILD_ONLY)
    errors.push({ path: ['privacy_level'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (2,).' });
}

/** External events: no channel, a location of 1-100 characters, and an end time. */
function validateExternal(draft: JsonObject, errors: FieldError[]): void {
  if (isSet(draft.channel_id))
    errors.push({
      path: ['channel_id'],
      code: 'GUILD_SCHEDULED_EVENT_EXTERNAL_CHANNEL_NOT_ALLOWED', // assumed
      message: 'An external event cannot have a channel.',
    });
  const location = isObject(draft.entity_metadata) ? draft.entity_metadata.location : undefined;
  const path = ['entity_metadata', 'location'];
  if (typeof location !== 'string' || location.length === 0) errors.push(required(path));
  else if (location.length > Limits.eventLocation) errors.push(tooLong(path, Limits.eventLocation));
  if (!isSet(draft.scheduled_end_time)) errors.push(required(['scheduled_end_time']));
}

function validateEntity(draft: JsonObject, errors: FieldError[]): void {
  const type = draft.entity_type;
  if (!isSet(type)) errors.push(required(['entity_type']));
  else if (type === EventEntityTypes.StageInstance || type === EventEntityTypes.Voice)
    errors.push(unmodelled(['entity_type'], 'voice or stage events (it has no voice or stage channels)'));
  else if (type !== EventEntityTypes.External)
    errors.push({ path: ['entity_type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (1, 2, 3).' });
  else validateExternal(draft, errors);
}

/** The start may not lie in the past when it is being set (an edit leaving it alone may keep an old one). */
function validateTimes(draft: JsonObject, body: JsonObject, now: number, errors: FieldError[]): void {
  if (!isSet(draft.scheduled_start_time)) errors.push(required(['scheduled_start_time']));
  const start = parseTime(draft.scheduled_start_time, ['scheduled_start_time'], errors);
  const end = parseTime(draft.scheduled_end_time, ['scheduled_end_time'], errors);
  if (start !== null && 'scheduled_start_time' in body && start < now)
    errors.push({
      path: ['scheduled_start_time'],
      code: 'GUILD_SCHEDULED_EVENT_SCHEDULE_PAST',
      message: 'Cannot schedule event in the past.',
    });
  if (start !== null && end !== null && end <= start)
    errors.push({
      path: ['scheduled_end_time'],
      code: 'GUILD_SCHEDULED_EVENT_END_BEFORE_START', // assumed
      message: 'The end time must be after the start time.',
    });
}

/** Field errors of an event as it would be after the request: `draft` is the whole event, `body` what changed. */
function validateEvent(draft: JsonObject, body: JsonObject): FieldError[] {
  const errors: FieldError[] = [];
  validateText(draft, errors);
  validateEntity(draft, errors);
  validateTimes(draft, body, Date.now(), errors);
  if (isSet(body.image)) errors.push(unmodelled(['image'], 'cover images of scheduled events'));
  if (isSet(body.recurrence_rule)) errors.push(unmodelled(['recurrence_rule'], 'recurring scheduled events'));
  return errors;
}

function validateStatus(event: ScheduledEventRecord, body: JsonObject): FieldError[] {
  const status = body.status;
  if (!isSet(status) || status === event.status) return [];
  if (NEXT_STATUS[event.status]?.includes(Number(status))) return [];
  return [
    {
      path: ['status'],
      code: 'GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION', // assumed
      message: `An event with status ${event.status} cannot move to status ${String(status)}.`,
    },
  ];
}

/** The event's current fields in request form, for an edit to be merged over and checked whole. */
function draftOf(event: ScheduledEventRecord): JsonObject {
  return {
    name: event.name,
    description: event.description,
    scheduled_start_time: event.scheduledStartTime,
    scheduled_end_time: event.scheduledEndTime,
    privacy_level: event.privacyLevel,
    entity_type: event.entityType,
    entity_metadata: event.location === null ? null : { location: event.location },
    channel_id: event.channelId,
  };
}

/** Copies a validated draft onto the record; times are stored normalised to UTC. */
function applyDraft(event: ScheduledEventRecord, draft: JsonObject): void {
  const end = draft.scheduled_end_time;
  event.name = String(draft.name);
  event.description = asString(draft.description) ?? null;
  event.scheduledStartTime = new Date(String(draft.scheduled_start_time)).toISOString();
  event.scheduledEndTime = isSet(end) ? new Date(String(end)).toISOString() : null;
  event.privacyLevel = Number(draft.privacy_level);
  event.entityType = Number(draft.entity_type);
  event.location = isObject(draft.entity_metadata) ? (asString(draft.entity_metadata.location) ?? null) : null;
  event.channelId = null;
}

function dispatchEvent(ctx: FakeContext, t: string, event: ScheduledEventRecord): void {
  ctx.gateway.dispatch(t, toApiScheduledEvent(event, ctx.world), { intent: GUILD_SCHEDULED_EVENTS_INTENT });
}

function requireEvent(guild: GuildRecord, req: RestRequest): ScheduledEventRecord {
  const event = guild.scheduledEvents.get(req.params.eventId ?? '');
  if (!event) throw DiscordErrors.unknownScheduledEvent();
  return event;
}

/** Editing or deleting takes Manage Events, or Create Events for an event the bot created itself. */
function requireEventManager(ctx: FakeContext, guild: GuildRecord, event: ScheduledEventRecord, where: string): void {
  if (event.creatorId === ctx.world.botUser.id)
    requireBotGuildPermission(
      ctx,
      guild,
      Permissions.CreateEvents | Permissions.ManageEvents,
      'Create Events or Manage Events',
      where,
    );
  else requireBotGuildPermission(ctx, guild, Permissions.ManageEvents, 'Manage Events', where);
}

function createEvent(ctx: FakeContext, req: RestRequest): RestResult {
  const guild = requireGuild(ctx, req.params.guildId ?? '');
  requireBotGuildPermission(
    ctx,
    guild,
    Permissions.CreateEvents | Permissions.ManageEvents,
    'Create Events or Manage Events',
    req.where,
  );
  const body = bodyOf(req);
  rejectInvalid(req.where, validateEvent(body, body));
  const event: ScheduledEventRecord = {
    id: ctx.nextId(),
    guildId: guild.id,
    channelId: null,
    creatorId: ctx.world.botUser.id,
    name: '',
    description: null,
    scheduledStartTime: '',
    scheduledEndTime: null,
    privacyLevel: GUILD_ONLY,
    status: EventStatuses.Scheduled,
    entityType: EventEntityTypes.External,
    location: null,
  };
  applyDraft(event, body);
  guild.scheduledEvents.set(event.id, event);
  dispatchEvent(ctx, 'GUILD_SCHEDULED_EVENT_CREATE', event);
  return { status: 200, body: toApiScheduledEvent(event, ctx.world) };
}

function editEvent(ctx: FakeContext, req: RestRequest): RestResult {
  const guild = requireGuild(ctx, req.params.guildId ?? '');
  const event = requireEvent(guild, req);
  requireEventManager(ctx, guild, event, req.where);
  const body = bodyOf(req);
  const draft = { ...draftOf(event), ...body };
  rejectInvalid(req.where, [...validateEvent(draft, body), ...validateStatus(event, body)]);
  applyDraft(event, draft);
  if (isSet(body.status)) event.status = Number(body.status);
  dispatchEvent(ctx, 'GUILD_SCHEDULED_EVENT_UPDATE', event);
  return { status: 200, body: toApiScheduledEvent(event, ctx.world) };
}

function deleteEvent(ctx: FakeContext, req: RestRequest): RestResult {
  const guild = requireGuild(ctx, req.params.guildId ?? '');
  const event = requireEvent(guild, req);
  requireEventManager(ctx, guild, event, req.where);
  guild.scheduledEvents.delete(event.id);
  dispatchEvent(ctx, 'GUILD_SCHEDULED_EVENT_DELETE', event);
  return { status: 204 };
}

export function addEventRoutes(routes: RouteTable, ctx: FakeContext): void {
  const base = '/guilds/:guildId/scheduled-events';
  const withCount = (req: RestRequest) => req.query.get('with_user_count') === 'true';
  routes.add('GET', base, true, (req) => ({
    status: 200,
    body: [...requireGuild(ctx, req.params.guildId ?? '').scheduledEvents.values()].map((e) =>
      toApiScheduledEvent(e, ctx.world, withCount(req)),
    ),
  }));
  routes.add('POST', base, true, (req) => createEvent(ctx, req));
  routes.add('GET', `${base}/:eventId`, true, (req) => ({
    status: 200,
    body: toApiScheduledEvent(
      requireEvent(requireGuild(ctx, req.params.guildId ?? ''), req),
      ctx.world,
      withCount(req),
    ),
  }));
  routes.add('PATCH', `${base}/:eventId`, true, (req) => editEvent(ctx, req));
  routes.add('DELETE', `${base}/:eventId`, true, (req) => deleteEvent(ctx, req));
}
