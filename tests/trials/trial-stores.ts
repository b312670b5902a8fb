/**
 * The stores the trials run against (issue 45: "the crash trial and the store-fault trial run against
 * SQLite, memory and PostgreSQL alike"), and the handles a trial needs on each from the outside:
 *   - PostgreSQL: a fresh schema `t_<random>` per trial (dropped after), the bot's connections named
 *     (application_name) so the trial can cut exactly those (`pg_terminate_backend`), a role of its own when the
 *     trial takes its rights away, and raw rows to damage;
 *   - memory: the store lives inside the bot process, so a preload gives the trial a read-only window
 *     onto it over loopback (to know what is legal next and what was saved), a write that throws when
 *     the trial arms it, and a clock the trial can move forward (a deadline passing without a restart).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { GameStore, KeyValue, type Backend } from '../../src/store/index.js';
import { sleep } from './harness.js';

// ---- PostgreSQL ---------------------------------------------------------------------------------

/** The server the tests and trials use (issue 45's decision: one env variable, this default). */
export const TEST_POSTGRES_URL = process.env['TEST_POSTGRES_URL'] || 'postgres://postgres@127.0.0.1:5432/test';

/** host:port/db of a postgres:// URL, as the one-line messages name it. */
export function whereIs(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/** The URL with another schema (and optionally another user), other settings kept. */
export function withSchema(url: string, schema: string, user?: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  if (user !== undefined) {
    u.username = user;
    u.password = '';
  }
  return u.toString();
}

/** PostgreSQL did not answer: said in one line, never skipped (issue 45). */
export class PostgresMissing extends Error {}

/** A connection of the trial itself (not the bot's): creates and drops schemas and roles, cuts the bot off. */
export async function adminClient(url = TEST_POSTGRES_URL): Promise<pg.Client> {
  const base = new URL(url);
  base.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: base.toString(), connectionTimeoutMillis: 5000 });
  // A dropped connection is reported by the next query; the event alone must not end the trial.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new PostgresMissing(
      `PostgreSQL is not answering at ${whereIs(url)} (${error instanceof Error ? error.message : String(error)}); start it or set TEST_POSTGRES_URL`,
    );
  }
  return client;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** One trial's schema on the test server, and the admin connection that made it. */
export interface TrialSchema {
  readonly name: string;
  /** The store URL for the bot: the test server, this schema. */
  readonly url: string;
  readonly admin: pg.Client;
  /** Drops the schema (and the role, if one was made) and closes the admin connection. */
  drop(): Promise<void>;
}

export async function freshSchema(base = TEST_POSTGRES_URL): Promise<TrialSchema> {
  const admin = await adminClient(base);
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${quoteIdent(name)}`);
  return {
    name,
    url: withSchema(base, name),
    admin,
    drop: async () => {
      try {
        // Whatever of the bot's is still connected must not hold the drop up for long.
        await admin.query(`SET lock_timeout = '5s'`);
        await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    },
  };
}

/** A login role of the bot's own in the schema, so the trial can take its rights (or its login) away. */
export async function botRole(schema: TrialSchema): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${schema.name}_bot`;
  const role = quoteIdent(name);
  const database = new URL(schema.url).pathname.slice(1);
  await schema.admin.query(`CREATE ROLE ${role} LOGIN`);
  await schema.admin.query(`GRANT CONNECT, CREATE ON DATABASE ${quoteIdent(database)} TO ${role}`);
  await schema.admin.query(`GRANT USAGE, CREATE ON SCHEMA ${quoteIdent(schema.name)} TO ${role}`);
  return {
    name,
    url: withSchema(schema.url, schema.name, name),
    drop: async () => {
      await schema.admin.query(`DROP OWNED BY ${role} CASCADE`).catch(() => undefined);
      await schema.admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
    },
  };
}

/** A name for the bot's connections, so the trial can find them in pg_stat_activity. */
export const appName = (): string => `talon-trial-${randomBytes(4).toString('hex')}`;

/**
 * The URL with the connections' application_name set (the store honours one the URL names): the
 * bot's connections go by it, the trial's own reader, on the plain URL, by another.
 */
export function namedBy(url: string, app: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', app);
  return u.toString();
}

export interface Cut {
  readonly pid: number;
  readonly state: string;
  readonly query: string;
}

/**
 * The advisory lock a game's change holds on PostgreSQL: src/store/postgres.ts takes
 * `pg_advisory_xact_lock(hashtextextended('<schema>:talon:game:<channel>', 0))` for the whole of a
 * game's update (load, change, save). If that ever changes, a cut finds nothing to cut and says so.
 */
export const gameLock = (schema: string, channelId: string): string => `${schema}:talon:game:${channelId}`;

/**
 * Makes the bot's next change of a game wait where the trial wants to cut it: at its lock (the
 * trial holds the game's advisory lock) or in the middle of its save (the trial holds the game's
 * head row, so the save's one INSERT waits on it with the log entries in it). Returns the release.
 */
export async function holdGame(
  schema: string,
  channelId: string,
  at: 'locking' | 'writing',
): Promise<() => Promise<void>> {
  const holder = await adminClient();
  await holder.query('BEGIN');
  if (at === 'locking')
    await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [gameLock(schema, channelId)]);
  else
    await holder.query(`SELECT 1 FROM ${quoteIdent(schema)}.talon_kv WHERE key = $1 FOR UPDATE`, [
      `talon:game:${channelId}`,
    ]);
  return async () => {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end().catch(() => undefined);
  };
}

/**
 * Terminates the bot's server-side connections: all of them, or only those waiting on a lock (held
 * by `holdGame`).
 */
export async function cutBackends(admin: pg.Client, app: string, which: 'all' | 'waiting'): Promise<Cut[]> {
  const where = which === 'all' ? '' : `AND a.xact_start IS NOT NULL AND a.wait_event_type = 'Lock'`;
  const result = await admin.query<{ pid: number; state: string; query: string; done: boolean }>(
    `SELECT a.pid, coalesce(a.state, '') AS state, left(a.query, 120) AS query, pg_terminate_backend(a.pid) AS done
       FROM pg_stat_activity a WHERE a.application_name = $1 AND a.pid <> pg_backend_pid() ${where}`,
    [app],
  );
  return result.rows.filter((r) => r.done).map(({ pid, state, query }) => ({ pid, state, query }));
}

/** The raw rows of a store, as a host with psql or sqlite3 would see them. */
export interface RawRows {
  read(key: string): Promise<string | undefined>;
  write(key: string, text: string): Promise<void>;
  like(pattern: string): Promise<{ key: string; value: string }[]>;
}

export function postgresRows(admin: pg.Client, schema: string): RawRows {
  const table = `${quoteIdent(schema)}.talon_kv`;
  return {
    read: async (key) =>
      (await admin.query<{ value: string }>(`SELECT value FROM ${table} WHERE key = $1`, [key])).rows[0]?.value,
    // An outside write takes a new revision, as every write of the key does (src/store/postgres.ts).
    write: async (key, text) => {
      await admin.query(`UPDATE ${table} SET value = $1, rev = nextval($3) WHERE key = $2`, [
        text,
        key,
        `${quoteIdent(schema)}.talon_rev`,
      ]);
    },
    like: async (pattern) =>
      (
        await admin.query<{ key: string; value: string }>(`SELECT key, value FROM ${table} WHERE key LIKE $1`, [
          pattern,
        ])
      ).rows,
  };
}

// ---- memory -------------------------------------------------------------------------------------

/**
 * The preload for a bot on `memory:` (loaded with NODE_OPTIONS=--import, in the bot's process only:
 * the deploy script and the bot's worker threads get none). It finds the store as the Map that `talon:` texts are written
 * to, and serves on 127.0.0.1 (port in TALON_TRIAL_HOOK_PORT_FILE):
 *   POST /get {keys} -> texts (null where none); POST /entries {prefix} -> [key, text][];
 *   POST /arm {nth} -> the nth store write from now throws, once; GET /status -> {armed, refused};
 *   POST /jump {seconds} -> Date.now moves ahead (the bot's clock: its deadlines pass, no restart).
 */
const MEMORY_HOOK = `import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
if (isMainThread && /bot[\\\\/]main\\.[jt]s$/.test(process.argv[1] ?? '')) {
  const realSet = Map.prototype.set;
  const realNow = Date.now;
  let store;
  let armed = 0;
  let writes = 0;
  let shift = 0;
  const refused = [];
  Date.now = () => realNow() + shift;
  Map.prototype.set = function (key, value) {
    if (typeof key === 'string' && key.startsWith('talon:') && typeof value === 'string') {
      store ??= this;
      if (this === store && armed > 0) {
        writes += 1;
        if (writes === armed) {
          armed = 0;
          refused.push(key);
          throw new Error('the trial refused this write (' + key + ')');
        }
      }
    }
    return realSet.call(this, key, value);
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const input = body ? JSON.parse(body) : {};
      let out;
      if (req.url === '/get') out = input.keys.map((k) => store?.get(k) ?? null);
      else if (req.url === '/entries') out = store ? [...store].filter(([k]) => k.startsWith(input.prefix)) : [];
      else if (req.url === '/arm') { armed = input.nth; writes = 0; out = { armed }; }
      else if (req.url === '/status') out = { armed, refused };
      else if (req.url === '/jump') { shift += input.seconds * 1000; out = { shift }; }
      else { res.writeHead(404).end(); return; }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  server.listen(0, '127.0.0.1', () => {
    writeFileSync(process.env.TALON_TRIAL_HOOK_PORT_FILE, String(server.address().port));
  });
  server.unref();
}
`;

/** The window onto a memory-store bot, once it is up. */
export interface MemoryWindow {
  /** A watch-only GameStore reading the bot's own memory store. */
  store(): Promise<GameStore>;
  /** The nth store write from now throws (once). */
  arm(nth: number): Promise<void>;
  status(): Promise<{ armed: number; refused: string[] }>;
  /** Moves the bot's clock ahead. */
  jump(seconds: number): Promise<void>;
}

/** Writes the preload into `dir`; the env that loads it, and the window onto the bot it is loaded in. */
export function memoryHook(dir: string): { env: Record<string, string>; window: MemoryWindow } {
  const hook = join(dir, 'memory-hook.mjs');
  const portFile = join(dir, 'memory-hook.port');
  writeFileSync(hook, MEMORY_HOOK);
  writeFileSync(portFile, '');
  let base: string | undefined;
  const call = async <T>(path: string, body: unknown = {}): Promise<T> => {
    if (base === undefined) {
      for (let i = 0; i < 100 && base === undefined; i += 1) {
        const port = readFileSync(portFile, 'utf8').trim();
        if (port !== '') base = `http://127.0.0.1:${port}`;
        else await sleep(50);
      }
      if (base === undefined) throw new Error('the memory store window did not open (is the hook loaded?)');
    }
    const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`memory store window: ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const refuse = (): never => {
    throw new Error('the memory store window is read-only');
  };
  // Shaped as a keyv adapter (get, getMany, iterator): KeyValue reads it as it reads any other.
  const backend = {
    get: async (key: string) => (await call<(string | null)[]>('/get', { keys: [key] }))[0] ?? undefined,
    getMany: async (keys: string[]) => (await call<(string | null)[]>('/get', { keys })).map((v) => v ?? undefined),
    iterator: async function* (namespace: string) {
      yield* await call<[string, string][]>('/entries', { prefix: `${namespace}:` });
    },
    set: refuse,
    delete: refuse,
    clear: refuse,
    disconnect: async () => undefined,
    on: () => backend,
  };
  return {
    env: { NODE_OPTIONS: `--import ${hook}`, TALON_TRIAL_HOOK_PORT_FILE: portFile },
    window: {
      store: async () => {
        await call('/status');
        return new GameStore(new KeyValue(backend as unknown as Backend), undefined, { caching: false });
      },
      arm: async (nth) => void (await call('/arm', { nth })),
      status: () => call('/status'),
      jump: async (seconds) => void (await call('/jump', { seconds })),
    },
  };
}

/** The stores a trial's --store names, out of those it can try (`all` is every one). */
export function storesNamed<const S extends string>(stores: readonly S[], arg: string): S[] {
  if (arg === 'all') return [...stores];
  const named = arg.split(',').map((name) => name.trim());
  for (const name of named)
    if (!(stores as readonly string[]).includes(name))
      throw new Error(`--store ${arg}: use ${stores.join(', ')} or all (a comma-separated list is fine too)`);
  return named as S[];
}
