/**
 * The gateway half of the fake: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay
 * of missed events, and dispatches to whichever bot session identified last for the event's shard (a
 * restarted bot process identifies again and takes over). Dispatches made while no socket is up wait in
 * the session and go out on RESUME, or move to the next session of that shard when the bot identifies
 * afresh.
 *
 * Sharding (issue 45), as Discord does it: IDENTIFY carries `shard: [id, count]` (0 <= id < count,
 * default [0, 1]); a session gets READY and GUILD_CREATE for its shard's guilds only, and each guild
 * event goes to the session of shard `(guild_id >> 22) % count` alone; events without a guild (DMs)
 * go to shard 0. The shard count of the newest IDENTIFY is the bot's layout: sessions of another
 * count are retired, and what they never sent is routed again under the new count.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { isObject, type JsonObject } from './http.js';

export const GatewayOp = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

export const GatewayClose = {
  UnknownError: 4000,
  UnknownOpcode: 4001,
  DecodeError: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  InvalidShard: 4010,
  InvalidApiVersion: 4012,
  InvalidIntents: 4013,
} as const;

/** A session's shard: `[id, count]`, as IDENTIFY and READY carry it. */
export type ShardPair = [id: number, count: number];

/**
 * The shard a guild's events go to among `count` (Discord's formula: the snowflake's timestamp bits
 * modulo the count); events of no guild (DMs) go to shard 0.
 */
export function shardOf(guildId: string | null | undefined, count: number): number {
  if (!guildId || !/^\d+$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

export interface GatewayHooks {
  token: string;
  heartbeatIntervalMs: number;
  /** The `d` of READY for a new session of that shard (its `guilds` are the shard's only). */
  ready: (sessionId: string, shard: ShardPair) => JsonObject;
  /** One GUILD_CREATE `d` per guild, shaped for the session's intents. */
  guildCreates: (intents: number) => JsonObject[];
  violation: (text: string) => void;
  nextId: () => string;
}

export interface GatewaySessionInfo {
  id: string;
  intents: number;
  /** The IDENTIFY `d` minus the token. */
  identify: JsonObject;
  identifiedAt: number;
  resumes: number;
  connected: boolean;
  sequence: number;
  shard: ShardPair;
  /** Whether this session receives its shard's events now (the newest IDENTIFY of that shard). */
  current: boolean;
}

export interface ReadyEvent {
  kind: 'identify' | 'resume';
  sessionId: string;
  shard: ShardPair;
}

export interface DispatchOptions {
  /** Only sessions that asked for this intent get the event (e.g. MESSAGE_CREATE needs GuildMessages). */
  intent?: number;
  /** Called when the event actually goes out over a socket. */
  onSent?: () => void;
}

interface HistoryEntry {
  s: number;
  t: string;
  d: JsonObject;
  sent: boolean;
  options: DispatchOptions;
}

interface Session {
  id: string;
  shard: ShardPair;
  intents: number;
  identify: JsonObject;
  identifiedAt: number;
  seq: number;
  history: HistoryEntry[];
  socket: WebSocket | null;
  /** A dropped session that may not be resumed (the bot gets op 9 and identifies again). */
  invalidated: boolean;
  resumes: number;
}

interface Connection {
  ws: WebSocket;
  session: Session | null;
}

interface PendingDispatch {
  t: string;
  d: JsonObject;
  options: DispatchOptions;
}

type ReadyListener = (event: ReadyEvent) => void;

export class FakeGateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions: Session[] = [];
  /** The session each shard's events go to (the newest IDENTIFY of that shard id), all of `layout`'s count. */
  private readonly current = new Map<number, Session>();
  /** The shard count of the newest IDENTIFY. */
  private layout = 1;
  /** Dispatches made while their shard had no session yet (or whose session's layout was retired). */
  private readonly pending: PendingDispatch[] = [];
  private readonly readyListeners = new Set<ReadyListener>();

  constructor(private readonly hooks: GatewayHooks) {}

  /** Hands an HTTP upgrade on the gateway path to the WebSocket server. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, url));
  }

  get sessionInfo(): GatewaySessionInfo[] {
    return this.sessions.map((s) => ({
      id: s.id,
      intents: s.intents,
      identify: s.identify,
      identifiedAt: s.identifiedAt,
      resumes: s.resumes,
      connected: s.socket?.readyState === WebSocket.OPEN,
      sequence: s.seq,
      shard: [...s.shard],
      current: this.current.get(s.shard[0]) === s,
    }));
  }

  /**
   * Sends an event to the current session of its guild's shard (`d.guild_id`; none: shard 0), or keeps
   * it until that shard has a session.
   */
  dispatch(t: string, d: JsonObject, options: DispatchOptions = {}): void {
    const session = this.current.get(shardOf(guildOf(d), this.layout));
    if (!session) {
      this.pending.push({ t, d, options });
      return;
    }
    if (options.intent !== undefined && (session.intents & options.intent) === 0) return;
    this.sendDispatch(session, t, d, options);
  }

  /**
   * Closes a bot socket (shard 0's unless `shard` says) as Discord does on a server-side hiccup; by
   * default the session may resume.
   */
  async drop({
    code = GatewayClose.UnknownError,
    resumable = true,
    shard = 0,
  }: { code?: number; resumable?: boolean; shard?: number } = {}): Promise<void> {
    const session = this.current.get(shard);
    const ws = session?.socket;
    if (!session || !ws || ws.readyState !== WebSocket.OPEN)
      throw new Error('fake Discord: no connected bot session to drop');
    if (!resumable) session.invalidated = true;
    session.socket = null;
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close(code, 'fake Discord dropped the connection');
    });
  }

  /** Resolves at the next READY (fresh identify) or RESUMED sent after this call. */
  nextReady(timeoutMs = 10_000): Promise<ReadyEvent> {
    return new Promise((resolve, reject) => {
      const listener: ReadyListener = (event) => {
        clearTimeout(timer);
        this.readyListeners.delete(listener);
        resolve(event);
      };
      const timer = setTimeout(() => {
        this.readyListeners.delete(listener);
        reject(new Error(`fake Discord: no bot identified or resumed within ${timeoutMs}ms`));
      }, timeoutMs);
      this.readyListeners.add(listener);
    });
  }

  /** Resolves once a bot session is connected and ready (immediately if one already is). */
  async waitForReady(timeoutMs = 10_000): Promise<void> {
    if ([...this.current.values()].some(isOpen)) return;
    await this.nextReady(timeoutMs);
  }

  /** Resolves once every shard of a `count`-shard layout has a connected, ready session. */
  waitForShards(count: number, timeoutMs = 10_000): Promise<void> {
    const all = () =>
      this.layout === count && Array.from({ length: count }, (_, i) => this.current.get(i)).every(isOpen);
    if (all()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const listener: ReadyListener = () => {
        if (!all()) return;
        clearTimeout(timer);
        this.readyListeners.delete(listener);
        resolve();
      };
      const timer = setTimeout(() => {
        this.readyListeners.delete(listener);
        const up = [...this.current.values()].filter(isOpen).map((s) => s.shard[0]);
        reject(
          new Error(
            `fake Discord: not all ${count} shards connected within ${timeoutMs}ms (connected: ${up.join(', ') || 'none'})`,
          ),
        );
      }, timeoutMs);
      this.readyListeners.add(listener);
    });
  }

  async close(): Promise<void> {
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private onConnection(ws: WebSocket, url: URL): void {
    const connection: Connection = { ws, session: null };
    const version = url.searchParams.get('v');
    const encoding = url.searchParams.get('encoding') ?? 'json';
    if (version !== '10') {
      this.hooks.violation(`gateway: connected with v=${String(version)}, expected v=10`);
      ws.close(GatewayClose.InvalidApiVersion, 'Invalid API version');
      return;
    }
    if (encoding !== 'json') {
      this.hooks.violation(`gateway: encoding=${encoding} is not supported by the fake (json only)`);
      ws.close(GatewayClose.DecodeError, 'Error while decoding payload.');
      return;
    }
    // A compress=zlib-stream query is ignored: discord.js parses text frames as plain JSON either way.
    ws.on('message', (raw, isBinary) => this.onMessage(connection, raw, isBinary));
    ws.on('close', () => {
      if (connection.session?.socket === ws) connection.session.socket = null;
    });
    this.send(ws, {
      op: GatewayOp.Hello,
      d: { heartbeat_interval: this.hooks.heartbeatIntervalMs, _trace: ['fake-discord'] },
      s: null,
      t: null,
    });
  }

  private onMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    let payload: unknown;
    try {
      payload = isBinary ? undefined : (JSON.parse(raw.toString()) as unknown);
    } catch {
      payload = undefined;
    }
    if (!isObject(payload)) {
      connection.ws.close(GatewayClose.DecodeError, 'Error while decoding payload.');
      return;
    }
    const d = isObject(payload.d) ? payload.d : {};
    switch (payload.op) {
      case GatewayOp.Heartbeat:
        this.send(connection.ws, { op: GatewayOp.HeartbeatAck, d: null, s: null, t: null });
        return;
      case GatewayOp.Identify:
        this.identify(connection, d);
        return;
      case GatewayOp.Resume:
        this.resume(connection, d);
        return;
      case GatewayOp.PresenceUpdate:
      case GatewayOp.VoiceStateUpdate:
      case GatewayOp.RequestGuildMembers:
        if (!connection.session) connection.ws.close(GatewayClose.NotAuthenticated, 'Not authenticated.');
        return;
      default:
        this.hooks.violation(`gateway: unknown opcode ${String(payload.op)}`);
        connection.ws.close(GatewayClose.UnknownOpcode, 'Unknown opcode.');
    }
  }

  private identify(connection: Connection, d: JsonObject): void {
    const { ws } = connection;
    if (connection.session) {
      ws.close(GatewayClose.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (d.token !== this.hooks.token) {
      this.hooks.violation('gateway: IDENTIFY with a wrong token');
      ws.close(GatewayClose.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    if (typeof d.intents !== 'number') {
      this.hooks.violation('gateway: IDENTIFY without intents');
      ws.close(GatewayClose.InvalidIntents, 'Invalid intent(s).');
      return;
    }
    const shard = shardPair(d.shard);
    if (!shard) {
      ws.close(GatewayClose.InvalidShard, 'Invalid shard.');
      return;
    }
    const { token: _token, ...identify } = d;
    const session: Session = {
      id: this.hooks.nextId(),
      shard,
      intents: d.intents,
      identify,
      identifiedAt: Date.now(),
      seq: 0,
      history: [],
      socket: ws,
      invalidated: false,
      resumes: 0,
    };
    const carried = this.takeUndelivered(shard);
    this.sessions.push(session);
    this.current.set(shard[0], session);
    connection.session = session;
    this.sendDispatch(session, 'READY', this.hooks.ready(session.id, shard), {});
    for (const guild of this.hooks.guildCreates(session.intents)) {
      if (shardOf(asGuildId(guild.id), shard[1]) === shard[0]) this.sendDispatch(session, 'GUILD_CREATE', guild, {});
    }
    for (const entry of carried) this.dispatch(entry.t, entry.d, entry.options);
    this.emitReady({ kind: 'identify', sessionId: session.id, shard });
  }

  /**
   * Events nobody received yet that are the new session's shard's: those from before its shard had a
   * session, and those the shard's previous session never got onto a wire (its process died). Discord
   * would lose them; a test would rather see them arrive. A new shard count retires every session of
   * the old one: what they never sent is routed again under the new count.
   */
  private takeUndelivered([id, count]: ShardPair): PendingDispatch[] {
    const unsent = (session: Session) => {
      for (const entry of session.history) {
        if (!entry.sent) {
          entry.sent = true;
          this.pending.push({ t: entry.t, d: entry.d, options: entry.options });
        }
      }
    };
    if (count !== this.layout) {
      for (const session of this.current.values()) unsent(session);
      this.current.clear();
      this.layout = count;
    }
    const previous = this.current.get(id);
    if (previous) unsent(previous);
    const carried: PendingDispatch[] = [];
    for (let i = 0; i < this.pending.length;) {
      const entry = this.pending[i] as PendingDispatch;
      if (shardOf(guildOf(entry.d), count) === id) {
        carried.push(entry);
        this.pending.splice(i, 1);
      } else i += 1;
    }
    return carried;
  }

  private resume(connection: Connection, d: JsonObject): void {
    const { ws } = connection;
    if (d.token !== this.hooks.token) {
      ws.close(GatewayClose.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const session = this.sessions.find((s) => s.id === d.session_id);
    if (!session || session.invalidated) {
      // d: false tells the client to identify from scratch.
      this.send(ws, { op: GatewayOp.InvalidSession, d: false, s: null, t: null });
      return;
    }
    if (session.socket && session.socket !== ws)
      session.socket.close(GatewayClose.UnknownError, 'Session resumed elsewhere');
    session.socket = ws;
    session.resumes += 1;
    connection.session = session;
    const lastSeen = typeof d.seq === 'number' ? d.seq : 0;
    for (const entry of session.history) {
      if (entry.s > lastSeen) this.deliver(ws, entry);
    }
    this.sendDispatch(session, 'RESUMED', {}, {});
    this.emitReady({ kind: 'resume', sessionId: session.id, shard: session.shard });
  }

  private sendDispatch(session: Session, t: string, d: JsonObject, options: DispatchOptions): void {
    session.seq += 1;
    const entry: HistoryEntry = { s: session.seq, t, d, sent: false, options };
    session.history.push(entry);
    if (session.socket?.readyState === WebSocket.OPEN) this.deliver(session.socket, entry);
  }

  private deliver(ws: WebSocket, entry: HistoryEntry): void {
    this.send(ws, { op: GatewayOp.Dispatch, t: entry.t, s: entry.s, d: entry.d });
    if (!entry.sent) {
      entry.sent = true;
      entry.options.onSent?.();
    }
  }

  private send(ws: WebSocket, payload: JsonObject): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(payload));
  }

  private emitReady(event: ReadyEvent): void {
    for (const listener of [...this.readyListeners]) listener(event);
  }
}

const isOpen = (session: Session | undefined): boolean => session?.socket?.readyState === WebSocket.OPEN;

function asGuildId(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The guild an event belongs to, which decides its shard. */
function guildOf(d: JsonObject): string | null {
  return asGuildId(d.guild_id);
}

/** IDENTIFY's `shard` as Discord checks it: two integers, 0 <= id < count; absent means [0, 1]. */
function shardPair(value: unknown): ShardPair | undefined {
  if (value === undefined) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return undefined;
  const [i, n] = [id as number, count as number];
  return i >= 0 && i < n ? [i, n] : undefined;
}
