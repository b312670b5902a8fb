/**
 * The gateway half of the fake: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay
 * of missed events, and dispatches to whichever bot session identified last (a restarted bot process
 * identifies again and takes over). Dispatches made while no socket is up wait in the session and go
 * out on RESUME, or move to the next session when the bot identifies afresh.
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

export interface GatewayHooks {
  token: string;
  heartbeatIntervalMs: number;
  /** The `d` of READY for a new session. */
  ready: (sessionId: string) => JsonObject;
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
}

export interface ReadyEvent {
  kind: 'identify' | 'resume';
  sessionId: string;
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
  private current: Session | null = null;
  /** Dispatches made before any bot ever identified. */
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
    }));
  }

  /** Sends an event to the bot's current session (or keeps it until there is one). */
  dispatch(t: string, d: JsonObject, options: DispatchOptions = {}): void {
    const session = this.current;
    if (!session) {
      this.pending.push({ t, d, options });
      return;
    }
    if (options.intent !== undefined && (session.intents & options.intent) === 0) return;
    this.sendDispatch(session, t, d, options);
  }

  /** Closes the bot's socket as Discord does on a server-side hiccup; by default the session may resume. */
  async drop({
    code = GatewayClose.UnknownError,
    resumable = true,
  }: { code?: number; resumable?: boolean } = {}): Promise<void> {
    const session = this.current;
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
    if (this.current?.socket?.readyState === WebSocket.OPEN) return;
    await this.nextReady(timeoutMs);
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
    const shard = Array.isArray(d.shard) ? d.shard : [0, 1];
    if (shard[0] !== 0 || shard[1] !== 1) {
      ws.close(GatewayClose.InvalidShard, 'Invalid shard.');
      return;
    }
    const { token: _token, ...identify } = d;
    const session: Session = {
      id: this.hooks.nextId(),
      intents: d.intents,
      identify,
      identifiedAt: Date.now(),
      seq: 0,
      history: [],
      socket: ws,
      invalidated: false,
      resumes: 0,
    };
    const carried = this.takeUndelivered();
    this.sessions.push(session);
    this.current = session;
    connection.session = session;
    this.sendDispatch(session, 'READY', this.hooks.ready(session.id), {});
    for (const guild of this.hooks.guildCreates(session.intents)) this.sendDispatch(session, 'GUILD_CREATE', guild, {});
    for (const entry of carried) this.dispatch(entry.t, entry.d, entry.options);
    this.emitReady({ kind: 'identify', sessionId: session.id });
  }

  /**
   * Events nobody received yet: those from before the first bot, and those the previous session never
   * got onto a wire (its process died). Discord would lose them; a test would rather see them arrive.
   */
  private takeUndelivered(): PendingDispatch[] {
    const carried = this.pending.splice(0);
    if (this.current) {
      for (const entry of this.current.history) {
        if (!entry.sent) {
          entry.sent = true;
          carried.push({ t: entry.t, d: entry.d, options: entry.options });
        }
      }
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
    this.emitReady({ kind: 'resume', sessionId: session.id });
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
