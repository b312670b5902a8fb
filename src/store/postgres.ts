/**
 * The PostgreSQL backend (issue 45), on node-postgres directly rather than keyv's adapter: a save
 * must be one transaction over many keys, a game's read-change-write must hold a lock that other
 * processes see, and a cache needs a row revision to know it is stale. keyv's adapter sets one key
 * at a time and offers none of the three.
 *
 * One table per store, in the URL's schema (`?schema=NAME`, default `public`):
 *   talon_kv(key, value, rev)  the same keys and text kv.ts writes on SQLite (`talon:<key>`, `{"value": ...}`)
 *   talon_meta(name, value)    the layout version of these tables
 * `rev` comes from one sequence, so it grows on every write of a key and a number handed out to a
 * write that rolled back is never seen on a row: a cache filled from a write that did not commit can
 * never pass a revision check.
 *
 * `exclusive(key, work)` runs work in a transaction holding a transaction-scoped advisory lock on the
 * key; every read and write made inside work (found through AsyncLocalStorage) uses that
 * transaction's connection, so a whole game update is one transaction, and a nested `exclusive`
 * takes one more lock on the same connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { StoreUnavailable, StoreUrlError, StoreWriteError } from './errors.js';

/** The layout of the tables this code reads and writes; a higher one was made by a newer bot. */
export const POSTGRES_LAYOUT = 1;

/** The transaction a piece of work runs in; `ended` once it committed or rolled back. */
interface Ambient {
  readonly backend: PostgresBackend;
  readonly client: pg.PoolClient;
  ended: boolean;
}

const ambient = new AsyncLocalStorage<Ambient>();

/**
 * Whether the calling code runs inside a live `exclusive` transaction: KeyedLock then lets a nested
 * lock wait on PostgreSQL's lock alone (issue 45; see lock.ts).
 */
export function inTransaction(): boolean {
  const current = ambient.getStore();
  return current !== undefined && !current.ended;
}

/** Where a URL points, for messages: user@host:port/db, never a password. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    const db = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default database)';
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}/${db}`;
  } catch {
    return 'the PostgreSQL server (the URL cannot be read)';
  }
}

/** The URL shown without its password. */
export function hidePassword(url: string): string {
  return url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The connection settings of a postgres:// URL and its schema (checked: it is spliced into SQL as an identifier). */
export function parsePostgresUrl(url: string): { connectionString: string; schema: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreUrlError(`STORE_URL "${hidePassword(url)}" is not a URL: use postgres://user@host/db`);
  }
  const schema = parsed.searchParams.get('schema') ?? 'public';
  if (!SCHEMA_NAME.test(schema))
    throw new StoreUrlError(
      `STORE_URL "${hidePassword(url)}" names the schema "${schema}": use letters, digits and _ (at most 63)`,
    );
  parsed.searchParams.delete('schema');
  return { connectionString: parsed.toString(), schema };
}

/** An error's reason in one line (a refused connection to "localhost" is an AggregateError with no message). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const inner = error instanceof AggregateError ? (error.errors[0] as unknown) : undefined;
  return (
    error.message ||
    (inner instanceof Error ? inner.message : '') ||
    (typeof code === 'string' ? code : error.name)
  ).replace(/\s+/g, ' ');
}

const NOT_ANSWERING = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|timeout|terminated/i;

/** How long a new connection may take before the server counts as not answering. */
const CONNECT_TIMEOUT_MS = 10_000;

class AnsweringClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export class PostgresBackend {
  /** Called with every statement sent (tests record what a store was asked to change). */
  onStatement: ((sql: string) => void) | undefined;

  private readonly kv: string;
  private readonly rev: string;
  private readonly meta: string;

  private constructor(
    private readonly pool: pg.Pool,
    readonly schema: string,
    /** host:port/db, for messages. */
    readonly where: string,
  ) {
    const s = pg.escapeIdentifier(schema);
    this.kv = `${s}.talon_kv`;
    this.rev = `${s}.talon_rev`;
    this.meta = `${s}.talon_meta`;
  }

  /**
   * Connects, and creates or upgrades the tables under a lock so two processes starting at once do
   * not race. Throws StoreUnavailable with one line when the server does not answer.
   */
  static async open(url: string, options: { max?: number } = {}): Promise<PostgresBackend> {
    const { connectionString, schema } = parsePostgresUrl(url);
    const where = describePostgres(url);
    const pool = new pg.Pool({
      connectionString,
      // Seen in pg_stat_activity: which store a connection serves (unless the URL names it).
      ...(new URL(connectionString).searchParams.has('application_name')
        ? {}
        : { application_name: `talon/${schema}` }),
      max: options.max ?? 10,
      // A busy bot queues for a connection as long as it takes (the pool's own timeout would also
      // cut that wait short); a server that does not answer fails the connection attempt itself.
      Client: AnsweringClient,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server drops is reported here; the next call gets a new one, and a
    // call in flight gets its own error (issue 45: such an event must not end the process).
    pool.on('error', () => undefined);
    // A connection lost while checked out also fails the call in flight, which is what is handled.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const backend = new PostgresBackend(pool, schema, where);
    try {
      await backend.migrate();
    } catch (error) {
      await pool.end().catch(() => undefined);
      if (error instanceof StoreUnavailable) throw error;
      const reason = reasonOf(error);
      const code = String((error as { code?: unknown }).code ?? '');
      throw new StoreUnavailable(
        `PostgreSQL at ${where} ${NOT_ANSWERING.test(`${code} ${reason}`) ? 'is not answering' : 'cannot be used'} (${reason}). Check that PostgreSQL is running and STORE_URL is right.`,
      );
    }
    return backend;
  }

  /** The key an advisory lock is taken on: the schema is part of it, so stores in other schemas never wait on it. */
  private lockKey(key: string): string {
    return `${this.schema}:${key}`;
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await this.send(client, 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [this.lockKey('talon:layout')]);
      await this.send(client, `CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(this.schema)}`);
      await this.send(client, `CREATE TABLE IF NOT EXISTS ${this.meta} (name text PRIMARY KEY, value text)`);
      const found = await this.send(client, `SELECT value FROM ${this.meta} WHERE name = 'layout'`);
      const layout = Number((found.rows[0] as { value?: string } | undefined)?.value ?? 0);
      if (layout > POSTGRES_LAYOUT)
        throw new StoreUnavailable(
          `The store at ${this.where} (schema ${this.schema}) was laid out by a newer version of the bot (layout ${layout}, this bot knows up to ${POSTGRES_LAYOUT}). Run the newer version, or set STORE_URL.`,
        );
      if (layout < 1) {
        // Keys sort and match byte by byte ("C"), so a prefix scan uses the primary key's index.
        await this.send(client, `CREATE SEQUENCE IF NOT EXISTS ${this.rev}`);
        await this.send(
          client,
          `CREATE TABLE IF NOT EXISTS ${this.kv} (key text COLLATE "C" PRIMARY KEY, value text NOT NULL, rev bigint NOT NULL)`,
        );
      }
      if (layout !== POSTGRES_LAYOUT)
        await this.send(
          client,
          `INSERT INTO ${this.meta} (name, value) VALUES ('layout', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
          [String(POSTGRES_LAYOUT)],
        );
    });
  }

  private async send(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[] = [],
  ): Promise<pg.QueryResult<Record<string, unknown>>> {
    this.onStatement?.(sql);
    return on.query(sql, params);
  }

  /** The connection of the live transaction the caller runs in, or the pool. */
  private get on(): pg.Pool | pg.PoolClient {
    const current = ambient.getStore();
    return current !== undefined && !current.ended && current.backend === this ? current.client : this.pool;
  }

  private async connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  /** Runs `work` in a transaction of its own (not the ambient one): rolled back if it throws. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, level = ''): Promise<T> {
    const client = await this.connect();
    let broken: Error | undefined;
    try {
      await this.send(client, `BEGIN${level}`);
      const result = await work(client);
      const commit = await this.send(client, 'COMMIT');
      if (commit.command === 'ROLLBACK') throw new Error('the transaction was rolled back');
      return result;
    } catch (error) {
      await this.send(client, 'ROLLBACK').catch((e: unknown) => {
        broken = e instanceof Error ? e : new Error(String(e));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  // ---- reading -----------------------------------------------------------------------------------

  async get(key: string): Promise<string | undefined> {
    return (await this.read([key]))[0]?.text;
  }

  async getMany(keys: readonly string[]): Promise<(string | undefined)[]> {
    return (await this.read(keys)).map((row) => row?.text);
  }

  /** Each key's text and revision (one statement). */
  async read(keys: readonly string[]): Promise<({ text: string; rev: number } | undefined)[]> {
    if (keys.length === 0) return [];
    const result = await this.send(this.on, `SELECT key, value, rev FROM ${this.kv} WHERE key = ANY($1::text[])`, [
      keys,
    ]);
    const found = new Map<string, { text: string; rev: number }>();
    for (const row of result.rows as { key: string; value: string; rev: string }[])
      found.set(row.key, { text: row.value, rev: Number(row.rev) });
    return keys.map((key) => found.get(key));
  }

  /** Each key's revision, undefined where there is no row (one statement, values not sent). */
  async revs(keys: readonly string[]): Promise<(number | undefined)[]> {
    if (keys.length === 0) return [];
    const result = await this.send(this.on, `SELECT key, rev FROM ${this.kv} WHERE key = ANY($1::text[])`, [keys]);
    const found = new Map<string, number>();
    for (const row of result.rows as { key: string; rev: string }[]) found.set(row.key, Number(row.rev));
    return keys.map((key) => found.get(key));
  }

  /** Every key starting with `prefix`, in byte order. */
  async keys(prefix: string): Promise<string[]> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const result = await this.send(this.on, `SELECT key FROM ${this.kv} WHERE key LIKE $1 ESCAPE '\\' ORDER BY key`, [
      pattern,
    ]);
    return (result.rows as { key: string }[]).map((row) => row.key);
  }

  // ---- writing -----------------------------------------------------------------------------------

  /**
   * Writes every row in one statement (so one transaction of its own, or a part of the ambient one)
   * and returns each row's new revision. A key given twice keeps its last text.
   */
  async write(rows: readonly (readonly [string, string])[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const last = new Map<string, string>();
    for (const [key, text] of rows) last.set(key, text);
    const result = await this.send(
      this.on,
      `INSERT INTO ${this.kv} (key, value, rev) SELECT k, v, nextval('${this.rev}') FROM unnest($1::text[], $2::text[]) AS t(k, v) ON CONFLICT (key) DO UPDATE SET value = excluded.value, rev = excluded.rev RETURNING key, rev`,
      [[...last.keys()], [...last.values()]],
    );
    const revs = new Map<string, number>();
    for (const row of result.rows as { key: string; rev: string }[]) revs.set(row.key, Number(row.rev));
    return rows.map(([key]) => revs.get(key) ?? 0);
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.send(this.on, `DELETE FROM ${this.kv} WHERE key = ANY($1::text[])`, [keys]);
  }

  // ---- locking -----------------------------------------------------------------------------------

  /**
   * Runs `work` in a transaction holding `pg_advisory_xact_lock` on `key`, committed when it
   * resolves and rolled back (then rethrown) when it throws. Inside a live transaction it takes the
   * lock on that transaction's connection and runs there. A commit that fails, or that PostgreSQL
   * turns into a rollback (a statement inside failed and the failure was caught), throws
   * StoreWriteError: nothing of the work may be acknowledged.
   */
  async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = ambient.getStore();
    // The key goes in as a literal, so BEGIN and the lock are one round trip (a simple query).
    const lock = `SELECT pg_advisory_xact_lock(hashtextextended(${pg.escapeLiteral(this.lockKey(key))}, 0))`;
    const what = `the change under ${key}`;
    if (current !== undefined && !current.ended && current.backend === this) {
      try {
        await this.send(current.client, lock);
      } catch (error) {
        throw new StoreWriteError(what, error);
      }
      return work();
    }
    let client: pg.PoolClient;
    try {
      client = await this.connect();
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
    const transaction: Ambient = { backend: this, client, ended: false };
    let broken: Error | undefined;
    try {
      try {
        await this.send(client, `BEGIN; ${lock}`);
      } catch (error) {
        throw new StoreWriteError(what, error);
      }
      let result: T;
      try {
        result = await ambient.run(transaction, work);
      } catch (error) {
        transaction.ended = true;
        throw error;
      }
      // Anything the work left running goes to the pool from here, never into this transaction.
      transaction.ended = true;
      let tag: string;
      try {
        tag = (await this.send(client, 'COMMIT')).command;
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw new StoreWriteError(what, error);
      }
      if (tag === 'ROLLBACK') throw new StoreWriteError(what, new Error('a statement in it failed: rolled back'));
      return result;
    } catch (error) {
      transaction.ended = true;
      if (broken === undefined)
        await this.send(client, 'ROLLBACK').catch((e: unknown) => {
          broken = e instanceof Error ? e : new Error(String(e));
        });
      throw error;
    } finally {
      // A connection whose transaction could not be ended is closed, not handed out again.
      client.release(broken);
    }
  }

  // ---- whole store -------------------------------------------------------------------------------

  /** Every row under `prefix`, read in one REPEATABLE READ transaction (a consistent backup), in key order. */
  async *snapshot(prefix = ''): AsyncIterable<[string, string]> {
    const client = await this.connect();
    let broken: Error | undefined;
    let ended = false;
    try {
      await this.send(client, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let after: string | null = null;
      for (;;) {
        const result = await this.send(
          client,
          `SELECT key, value FROM ${this.kv} WHERE key LIKE $1 ESCAPE '\\' AND ($2::text IS NULL OR key > $2::text) ORDER BY key LIMIT 500`,
          [pattern, after],
        );
        const rows = result.rows as { key: string; value: string }[];
        for (const row of rows) yield [row.key, row.value];
        if (rows.length < 500) break;
        after = rows[rows.length - 1]?.key ?? null;
      }
      await this.send(client, 'COMMIT');
      ended = true;
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      if (!ended && broken === undefined) {
        // Left early (the reader stopped): end the read-only transaction before the connection goes back.
        await this.send(client, 'ROLLBACK').catch((e: unknown) => {
          broken = e instanceof Error ? e : new Error(String(e));
        });
      }
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
