/**
 * HTTP plumbing for the fake Discord: reading and parsing request bodies (JSON or the multipart form
 * discord.js uses for files), Discord-shaped errors, rate-limit headers and a tiny path router.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asObjects(value: unknown): JsonObject[] {
  return asArray(value).filter(isObject);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A file uploaded in a multipart body (`files[n]`), with its bytes. */
export interface UploadedFile {
  field: string;
  /** The n of `files[n]`; message bodies refer to it as attachment id "n". */
  index: number | null;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  json: unknown;
  files: UploadedFile[];
}

/** A response Discord would give for a rejected request; `violation` marks it as a bot bug worth recording. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: JsonObject,
    readonly violation: string | null = null,
  ) {
    super(`${status} ${String(body.message)}`);
  }
}

/** Discord's JSON error codes, built as the errors it answers with. */
export const DiscordErrors = {
  unknownChannel: () => new ApiError(404, { message: 'Unknown Channel', code: 10003 }),
  unknownGuild: () => new ApiError(404, { message: 'Unknown Guild', code: 10004 }),
  unknownMember: () => new ApiError(404, { message: 'Unknown Member', code: 10007 }),
  unknownMessage: () => new ApiError(404, { message: 'Unknown Message', code: 10008 }),
  unknownUser: () => new ApiError(404, { message: 'Unknown User', code: 10013 }),
  unknownWebhook: (violation: string | null = null) =>
    new ApiError(404, { message: 'Unknown Webhook', code: 10015 }, violation),
  unknownCommand: () => new ApiError(404, { message: 'Unknown application command', code: 10063 }),
  unknownScheduledEvent: () => new ApiError(404, { message: 'Unknown Guild Scheduled Event', code: 10070 }),
  unknownInteraction: (violation: string | null) =>
    new ApiError(404, { message: 'Unknown interaction', code: 10062 }, violation),
  alreadyAcknowledged: (violation: string) =>
    new ApiError(400, { message: 'Interaction has already been acknowledged.', code: 40060 }, violation),
  unauthorized: (violation: string) => new ApiError(401, { message: '401: Unauthorized', code: 0 }, violation),
  invalidWebhookToken: (violation: string) =>
    new ApiError(401, { message: 'Invalid Webhook Token', code: 50027 }, violation),
  missingPermissions: (violation: string) =>
    new ApiError(403, { message: 'Missing Permissions', code: 50013 }, violation),
  cannotEditOthers: (violation: string) =>
    new ApiError(403, { message: 'Cannot edit a message authored by another user', code: 50005 }, violation),
  nonTextChannel: (violation: string) =>
    new ApiError(400, { message: 'Cannot send messages in a non-text channel', code: 50008 }, violation),
  cannotDm: (violation: string) =>
    new ApiError(403, { message: 'Cannot send messages to this user', code: 50007 }, violation),
  emptyMessage: (violation: string) =>
    new ApiError(400, { message: 'Cannot send an empty message', code: 50006 }, violation),
  tooLarge: (violation: string) => new ApiError(413, { message: 'Request entity too large', code: 40005 }, violation),
  threadExists: (violation: string) =>
    new ApiError(400, { message: 'A thread has already been created for this message', code: 160004 }, violation),
  invalidJson: (violation: string) =>
    new ApiError(400, { message: 'The request body contains invalid JSON.', code: 50109 }, violation),
  notFound: () => new ApiError(404, { message: '404: Not Found', code: 0 }),
  methodNotAllowed: () => new ApiError(405, { message: '405: Method Not Allowed', code: 0 }),
};

/** The client went away before its request was whole (a killed bot mid-upload): Discord never acts on such a request. */
export class ClientAborted extends Error {}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch (error) {
    if (req.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') throw new ClientAborted('aborted');
    throw error;
  }
  return Buffer.concat(chunks);
}

/** Parses JSON, or a multipart form whose `payload_json` holds the JSON and `files[n]` the uploads. */
export async function parseBody(raw: Buffer, contentType: string | undefined, where: string): Promise<ParsedBody> {
  if (raw.length === 0) return { json: undefined, files: [] };
  if (contentType?.startsWith('multipart/form-data')) return parseMultipart(raw, contentType, where);
  try {
    return { json: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
  } catch {
    throw DiscordErrors.invalidJson(`${where}: body is not valid JSON`);
  }
}

async function parseMultipart(raw: Buffer, contentType: string, where: string): Promise<ParsedBody> {
  // Node's fetch Request knows how to split a buffered multipart body; no extra dependency needed.
  const form = await new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  }).formData();
  let json: unknown = undefined;
  const files: UploadedFile[] = [];
  for (const [field, value] of form) {
    if (typeof value === 'string') {
      if (field !== 'payload_json') continue;
      try {
        json = JSON.parse(value) as unknown;
      } catch {
        throw DiscordErrors.invalidJson(`${where}: payload_json is not valid JSON`);
      }
      continue;
    }
    const index = /^files\[(\d+)\]$/.exec(field)?.[1];
    files.push({
      field,
      index: index === undefined ? null : Number(index),
      filename: value.name,
      contentType: value.type || 'application/octet-stream',
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}

/** A bucket id per route template, stable across runs like Discord's opaque hashes. */
export function bucketFor(routeKey: string): string {
  return createHash('sha1').update(routeKey).digest('hex').slice(0, 32);
}

/**
 * Headers discord.js reads to schedule requests. A healthy bucket always reports plenty left, so the
 * client never sleeps on its own; `failNext` produces the exhausted kind.
 */
export function rateLimitHeaders(bucket: string, remaining: number, resetAfterSeconds: number): Record<string, string> {
  return {
    'x-ratelimit-limit': '50',
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': (Date.now() / 1000 + resetAfterSeconds).toFixed(3),
    'x-ratelimit-reset-after': resetAfterSeconds.toFixed(3),
    'x-ratelimit-bucket': bucket,
  };
}

export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

interface CompiledRoute<T> {
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  route: T;
}

/** Matches `/channels/:channelId/messages`-style templates, first declared wins. */
export class Router<T> {
  private readonly routes: CompiledRoute<T>[] = [];

  add(method: string, template: string, route: T): void {
    const names: string[] = [];
    const pattern = template.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, template, regex: new RegExp(`^${pattern}$`), names, route });
  }

  /** `undefined` when nothing matches the path; `'method'` when the path exists under other methods. */
  match(method: string, path: string): (RouteMatch<T> & { template: string }) | 'method' | undefined {
    let pathKnown = false;
    for (const candidate of this.routes) {
      const found = candidate.regex.exec(path);
      if (!found) continue;
      pathKnown = true;
      if (candidate.method !== method) continue;
      const params: Record<string, string> = {};
      try {
        candidate.names.forEach((name, i) => {
          params[name] = decodeURIComponent(found[i + 1] ?? '');
        });
      } catch (error) {
        // Bad percent-encoding in an id: Discord answers such a path with 404, as for any unknown id.
        if (error instanceof URIError) return undefined;
        throw error;
      }
      return { route: candidate.route, params, template: candidate.template };
    }
    return pathKnown ? 'method' : undefined;
  }
}
