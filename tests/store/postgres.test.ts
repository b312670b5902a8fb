/**
 * PostgreSQL as the store of several processes (issue 45). The contract every store keeps runs on
 * PostgreSQL too, in game-store.test.ts; this file is what only a shared store must show: a save is
 * one transaction, two processes on one schema never lose or double an update, a cache sees another
 * process's write, two processes can start on a new schema at once, a timer fires once when two
 * stores race to fire it, and a server that does not answer is said in one line.
 *
 * Two "processes" are two openings of one place: each has its own connection pool, in-process lock
 * and cache, as two bot processes would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Collection,
  GameStore,
  KeyValue,
  KeyedLock,
  PostgresBackend,
  QuarantinedGame,
  StoreUnavailable,
  StoreWriteError,
  describePostgres,
  openBackend,
  type GameRecord,
} from '../../src/store/index.js';
import type { GameStoreOptions } from '../../src/store/game-store.js';
import type { RecordKind } from '../../src/store/versioned.js';
import {
  cleanUp,
  makePlace,
  openPostgres,
  postgresSql,
  putText,
  schemaOf,
  tempPostgresUrl,
  type Opened,
} from './harness.js';
import { lobbyRecord, logEntry, startedRecord, timer, withCommand } from './record-fixture.js';

afterEach(cleanUp);

const save = (store: GameStore, record: GameRecord) =>
  store.update(record.channelId, () => ({ save: record, result: undefined }));

/** A command as the bot makes it, after a pause that lets the other process's work interleave. */
const command = (store: GameStore, channelId: string) =>
  store.update(channelId, async (current) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (current === undefined) throw new Error(`no game in ${channelId}`);
    return { save: withCommand(current), result: current.log.length + 1 };
  });

/** Two processes on one fresh schema, their stores opened with `options`. */
async function twoProcesses(options?: GameStoreOptions): Promise<{ a: Opened; b: Opened; url: string }> {
  const place = makePlace('postgres');
  const a = await place.open(options);
  const b = await place.open(options);
  return { a, b, url: place.url };
}

/** A SQL function and trigger in the place's schema that fail every write of `key`. */
async function failWritesOf(url: string, key: string): Promise<void> {
  const schema = `"${schemaOf(url)}"`;
  await postgresSql(
    `CREATE FUNCTION ${schema}.refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test: %', NEW.key; END $$`,
  );
  await postgresSql(
    `CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON ${schema}.talon_kv FOR EACH ROW WHEN (NEW.key = '${key}') EXECUTE FUNCTION ${schema}.refuse()`,
  );
}

const storedKeys = async (url: string) =>
  (await postgresSql<{ key: string }>(`SELECT key FROM "${schemaOf(url)}".talon_kv ORDER BY key`)).map((r) =>
    r.key.replace(/^talon:/, ''),
  );

// ---- a save is one transaction ---------------------------------------------------------------

describe('a save on PostgreSQL', () => {
  it('is one transaction: when its last statement fails, none of its statements is stored', async () => {
    const { a, url } = await twoProcesses();
    const old = startedRecord('c1', 3, { id: 'c1-1', status: 'finished' });
    await save(a.store, old);
    // A new game over a finished one: the game, its log and the archived head are one statement,
    // the channel's archive index the next one, in the same transaction.
    await failWritesOf(url, 'talon:index:archive:c1');
    const before = await storedKeys(url);
    const error = await save(a.store, startedRecord('c1', 2, { id: 'c1-2' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect(await storedKeys(url)).toEqual(before);
    expect(before).not.toContain('archive:c1-1');
    expect(before.filter((key) => key.startsWith('log:c1-2:'))).toEqual([]);
    expect(await a.store.get('c1')).toEqual(old);
    const fresh = await makePlaceView(url);
    expect(await fresh.get('c1')).toEqual(old);
  });

  it('stores no log entry of a command whose head cannot be written', async () => {
    const { a, url } = await twoProcesses();
    await save(a.store, startedRecord('c1', 3));
    await failWritesOf(url, 'talon:game:c1');
    await expect(command(a.store, 'c1')).rejects.toBeInstanceOf(StoreWriteError);
    expect(await storedKeys(url)).not.toContain('log:c1-a:4');
    expect((await (await makePlaceView(url)).get('c1'))?.log).toEqual(startedRecord('c1', 3).log);
  });

  it('stores nothing of a change whose connection is killed mid-transaction, and the next save works', async () => {
    const { a, url } = await twoProcesses();
    await save(a.store, startedRecord('c1', 3));
    const schema = schemaOf(url);
    const error = await a.store
      .update('c1', async (current) => {
        // A write inside the change is part of its transaction ...
        await a.kv.write('a marker', [['marker', { at: 1 }]]);
        // ... and the server drops the connection before the game is saved.
        const killed = await postgresSql<{ killed: boolean }>(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE state LIKE 'idle in transaction%' AND application_name = $1`,
          [`talon/${schema}`],
        );
        expect(killed.map((row) => row.killed)).toEqual([true]);
        return { save: withCommand(current!), result: undefined };
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreWriteError);
    const keys = await storedKeys(url);
    expect(keys).not.toContain('marker');
    expect(keys).not.toContain('log:c1-a:4');
    expect(await a.store.get('c1')).toEqual(startedRecord('c1', 3));
    // The pool replaced the connection it lost; the process goes on.
    expect(await command(a.store, 'c1')).toBe(4);
    expect((await (await makePlaceView(url)).get('c1'))?.log).toEqual(withCommand(startedRecord('c1', 3)).log);
  });

  it('a change that caught a failed statement is not acknowledged (PostgreSQL rolled its transaction back)', async () => {
    const { a, url } = await twoProcesses();
    await save(a.store, startedRecord('c1', 1));
    await failWritesOf(url, 'talon:refused');
    const error = await a.store
      .update('c1', async () => {
        await a.kv.write('a refused row', [['refused', 1]]).catch(() => undefined);
        return { result: 'looked' };
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect((error as Error).message).toMatch(/rolled back/);
  });

  it('connections the server drops while idle are replaced: the next save works', async () => {
    const { a, url } = await twoProcesses();
    await save(a.store, startedRecord('c1', 1));
    const killed = await postgresSql<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE state = 'idle' AND application_name = $1`,
      [`talon/${schemaOf(url)}`],
    );
    expect(killed.length).toBeGreaterThan(0);
    // A connection the pool has not yet found dead fails one call as a write error (and is dropped);
    // the pool holds at most 10, so the 11th try at the latest runs on a live one. Nothing crashes.
    let done: number | undefined;
    for (let attempt = 0; attempt <= 10 && done === undefined; attempt += 1)
      done = await command(a.store, 'c1').catch((e: unknown) => {
        expect(e).toBeInstanceOf(StoreWriteError);
        return undefined;
      });
    expect(done).toBe(2);
    expect((await (await makePlaceView(url)).get('c1'))?.log).toHaveLength(2);
  });
});

/** A store over the place's URL that only reads (no cache): what another process would find. */
async function makePlaceView(url: string): Promise<GameStore> {
  const kv = new KeyValue(await openPostgres(url));
  return new GameStore(kv, new KeyedLock((key, work) => kv.exclusive(key, work)), { caching: false });
}

// ---- many processes, one truth ---------------------------------------------------------------

describe('two processes on one PostgreSQL schema', () => {
  it('updating one game at once serialise: 2 x 25 commands are 50 log entries, none lost or doubled', async () => {
    const { a, b, url } = await twoProcesses();
    await save(a.store, startedRecord('c1'));
    // Both have the game in their cache before they start.
    await Promise.all([a.store.get('c1'), b.store.get('c1')]);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => [command(a.store, 'c1'), command(b.store, 'c1')]).flat(),
    );
    expect([...results].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const expected = Array.from({ length: 50 }, (_, i) => logEntry(i + 1));
    expect((await (await makePlaceView(url)).get('c1'))?.log).toEqual(expected);
    expect((await a.store.get('c1'))?.log).toEqual(expected);
    expect((await b.store.get('c1'))?.log).toEqual(expected);
  }, 60_000);

  it('a GameStore built without a lock of its own still serialises across processes', async () => {
    const url = tempPostgresUrl();
    // `new GameStore(kv)`: the constructor's own lock must hold the game in PostgreSQL too.
    const [a, b] = [
      new GameStore(new KeyValue(await openPostgres(url))),
      new GameStore(new KeyValue(await openPostgres(url))),
    ];
    await save(a!, startedRecord('c1'));
    await Promise.all([a!.get('c1'), b!.get('c1')]);
    await Promise.all(Array.from({ length: 15 }, () => [command(a!, 'c1'), command(b!, 'c1')]).flat());
    expect((await (await makePlaceView(url)).get('c1'))?.log).toEqual(
      Array.from({ length: 30 }, (_, i) => logEntry(i + 1)),
    );
  }, 60_000);

  it('a record changed from both (a Collection, as profiles are) keeps every change', async () => {
    const { a, b } = await twoProcesses();
    const COUNTER: RecordKind<{ schemaVersion: 1; n: number }> = {
      name: 'counter',
      version: 1,
      schema: z.object({ schemaVersion: z.literal(1), n: z.number() }),
      migrations: {},
    };
    const counters = [a, b].map((p) => new Collection(p.kv, 'counter', COUNTER, p.store.lock, p.store.recordCache));
    const bump = (c: Collection<{ schemaVersion: 1; n: number }>) =>
      c.update('x', async (current) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return { save: { schemaVersion: 1 as const, n: (current?.n ?? 0) + 1 }, result: undefined };
      });
    await Promise.all(Array.from({ length: 20 }, () => counters.map(bump)).flat());
    expect(await counters[0]!.get('x')).toEqual({ schemaVersion: 1, n: 40 });
    expect(await counters[1]!.get('x')).toEqual({ schemaVersion: 1, n: 40 });
  }, 60_000);

  it("a cache in one process sees the other's write: games, presentations, open games and timers", async () => {
    const T = Date.parse('2026-12-10T12:00:00.000Z');
    const now = () => new Date(T);
    const { a, b } = await twoProcesses({ now });
    await save(a.store, startedRecord('c1', 2));
    expect((await a.store.get('c1'))?.log).toHaveLength(2);
    expect(await a.store.openIds()).toEqual(['c1']);
    expect(await a.store.dueChannels(new Date(T))).toEqual([]);
    await a.store.presentation('c1', 'c1-a');

    await command(b.store, 'c1');
    await save(b.store, startedRecord('c2', 0, { timers: [timer('t', T - 1000)] }));
    await b.store.present('c1', 'c1-a', (p) => ({ ...p, status: 'from-b' }));

    expect((await a.store.get('c1'))?.log).toHaveLength(3);
    expect((await a.store.openIds()).sort()).toEqual(['c1', 'c2']);
    expect(await a.store.dueChannels(new Date(T))).toEqual(['c2']);
    expect((await a.store.presentation('c1', 'c1-a')).status).toBe('from-b');
    // And a command from the first process builds on the second's.
    expect(await command(a.store, 'c1')).toBe(4);

    expect((await a.store.get('c2'))?.timers).toHaveLength(1);
    await b.store.archiveGame('c2');
    expect(await a.store.get('c2')).toBeUndefined();
    expect(await a.store.openIds()).toEqual(['c1']);
  });

  it('a timer due in 20 games fires exactly once per game when two stores race to fire it', async () => {
    const T = Date.parse('2026-12-10T12:00:00.000Z');
    const now = () => new Date(T);
    const { a, b, url } = await twoProcesses({ now });
    const channels = Array.from({ length: 20 }, (_, i) => `g${i}`);
    for (const channelId of channels)
      await save(a.store, startedRecord(channelId, 1, { timers: [timer('deadline', T - 1000)] }));
    // Both processes have every game cached, as two running bots would.
    for (const channelId of channels) await Promise.all([a.store.get(channelId), b.store.get(channelId)]);
    const fired: string[] = [];
    /** The scheduler's pattern: list what is due, then fire it inside the game's update, removing the timer in the same save. */
    const pass = async (store: GameStore, by: string) => {
      for (const channelId of await store.dueChannels(now())) {
        await store.update(channelId, async (current) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          const due = current?.timers.filter((t) => Date.parse(t.due) <= T) ?? [];
          if (current === undefined || due.length === 0) return { result: undefined };
          fired.push(`${channelId} by ${by}`);
          return { save: { ...current, timers: [], version: current.version + 1 }, result: undefined };
        });
      }
    };
    await Promise.all([pass(a.store, 'a'), pass(b.store, 'b'), pass(a.store, 'a'), pass(b.store, 'b')]);
    expect(fired.map((line) => line.split(' ')[0]).sort()).toEqual([...channels].sort());
    const view = await makePlaceView(url);
    for (const channelId of channels) expect((await view.get(channelId))?.timers).toEqual([]);
  }, 60_000);

  it('two processes starting at once on a new schema both open it, and read what the other writes', async () => {
    const url = tempPostgresUrl();
    const backends = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url)));
    const layout = await postgresSql<{ value: string }>(
      `SELECT value FROM "${schemaOf(url)}".talon_meta WHERE name = 'layout'`,
    );
    expect(layout).toEqual([{ value: '1' }]);
    const kvs = backends.map((backend) => new KeyValue(backend));
    await kvs[0]!.write('a probe', [['probe', { from: 0 }]]);
    for (const kv of kvs) expect((await kv.get('probe'))?.value).toEqual({ from: 0 });
  });

  it('processes with the same pid (one per container) pass the start-up check at once', async () => {
    const url = tempPostgresUrl();
    const stores = await Promise.all(
      Array.from({ length: 4 }, async () => new GameStore(new KeyValue(await openPostgres(url)))),
    );
    await Promise.all(stores.map((store) => store.check('the test store')));
    expect((await storedKeys(url)).filter((key) => key.startsWith('probe:'))).toEqual([]);
  });

  it('a nested lock does not wait for a connection: one connection is enough for games opening and listing at once', async () => {
    const url = tempPostgresUrl();
    const backend = await PostgresBackend.open(url, { max: 1 });
    const kv = new KeyValue(backend);
    const store = new GameStore(kv, new KeyedLock((key, work) => kv.exclusive(key, work)));
    try {
      // Each new game takes the open-games index inside its own transaction, while openIds takes
      // that index first and then needs the one connection.
      await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => save(store, lobbyRecord(`n${i}`))),
        store.openIds(),
        ...Array.from({ length: 5 }, (_, i) => save(store, lobbyRecord(`m${i}`))),
      ]);
      expect((await store.openIds()).length).toBe(10);
    } finally {
      await store.close();
    }
  });
});

// ---- damaged records -------------------------------------------------------------------------

describe('a damaged row on PostgreSQL', () => {
  it('is quarantined, set aside as it was, and the channel freed for every process', async () => {
    const { a, b, url } = await twoProcesses();
    await save(a.store, startedRecord('bad', 3));
    await save(a.store, startedRecord('ok', 1));
    const text = '{"value":{"schemaVersion":3,"id":"bad-a","host":"1001"';
    await putText(a.backend, 'game:bad', text);
    const view = await makePlaceView(url);
    const error = await view.get('bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuarantinedGame);
    expect(error).toMatchObject({ channelId: 'bad', reason: 'damaged' });
    expect((await b.store.quarantined('bad'))?.reason).toBe('damaged');
    expect((await b.store.salvage('bad', 'bad-a')).log).toEqual(startedRecord('bad', 3).log);

    await b.store.setAside('bad');
    const [aside] = await b.kv.keys('quarantine:bad:');
    expect(((await b.kv.get(aside ?? ''))?.value as { text?: string }).text).toBe(text);
    expect(await a.store.get('bad')).toBeUndefined();
    expect((await a.store.openIds()).sort()).toEqual(['ok']);
    expect((await a.store.get('ok'))?.log).toHaveLength(1);
  });
});

// ---- the backend itself ----------------------------------------------------------------------

describe('the PostgreSQL backend', () => {
  it('gives every write of a key a higher revision, and none to a key without a row', async () => {
    const backend = await openPostgres(tempPostgresUrl());
    const kv = new KeyValue(backend);
    const revs: (number | undefined)[] = [];
    await kv.write('one', [['k', 1]], revs);
    const first = revs[0]!;
    expect((await kv.get('k'))?.rev).toBe(first);
    await kv.write('two', [['k', 2]], revs);
    expect(revs[0]).toBeGreaterThan(first);
    expect(await kv.revs(['k', 'none'])).toEqual([revs[0], undefined]);
    await kv.remove('gone', ['k']);
    expect(await kv.revs(['k'])).toEqual([undefined]);
    expect(kv.shared).toBe(true);
  });

  it('lists keys by prefix in order, taking % and _ in a prefix as themselves', async () => {
    const kv = new KeyValue(await openPostgres(tempPostgresUrl()));
    await kv.write('keys', [
      ['a_b:2', 1],
      ['a_b:1', 1],
      ['axb:1', 1],
      ['a%:1', 1],
      ['ab:1', 1],
    ]);
    expect(await kv.keys('a_b:')).toEqual(['a_b:1', 'a_b:2']);
    expect(await kv.keys('a%')).toEqual(['a%:1']);
    expect(await kv.keys('a')).toEqual(['a%:1', 'a_b:1', 'a_b:2', 'ab:1', 'axb:1']);
  });

  it('entries() reads one consistent snapshot, and writeText puts texts back as they were', async () => {
    const backend = await openPostgres(tempPostgresUrl());
    const source = new KeyValue(backend);
    await source.write(
      'rows',
      Array.from({ length: 1200 }, (_, i) => [`row:${String(i).padStart(4, '0')}`, i] as const),
    );
    await putText(backend, 'damaged', 'not json');
    const read: [string, string][] = [];
    for await (const entry of source.entries()) {
      // Writes made while the snapshot is read are not in it.
      if (read.length === 600) await source.write('late', [['row:9999', 1]]);
      read.push(entry);
    }
    expect(read).toHaveLength(1201);
    expect(read.find(([key]) => key === 'damaged')?.[1]).toBe('not json');
    expect(read.some(([key]) => key === 'row:9999')).toBe(false);
    const copy = new KeyValue(await openPostgres(tempPostgresUrl()));
    await copy.writeText('a restore', read);
    expect(await copy.raw('damaged')).toBe('not json');
    expect((await copy.get('row:0042'))?.value).toBe(42);
  });

  it('a server that does not answer is said in one line naming where, without the password', async () => {
    const error = await openBackend('postgres://talon:hunter2@127.0.0.1:1/talon?schema=s').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailable);
    const text = (error as Error).message;
    expect(text).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:1\/talon is not answering \(.+\)\. Check that PostgreSQL is running and STORE_URL is right\.$/,
    );
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('\n');
  });

  it('a schema laid out by a newer bot is refused in one line, and left as it is', async () => {
    const url = tempPostgresUrl();
    await openPostgres(url);
    await postgresSql(`UPDATE "${schemaOf(url)}".talon_meta SET value = '2' WHERE name = 'layout'`);
    const error = await openBackend(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailable);
    expect((error as Error).message).toBe(
      `The store at ${describePostgres(url)} (schema ${schemaOf(url)}) was laid out by a newer version of the bot (layout 2, this bot knows up to 1). Run the newer version, or set STORE_URL.`,
    );
    expect(await postgresSql(`SELECT value FROM "${schemaOf(url)}".talon_meta`)).toEqual([{ value: '2' }]);
  });

  it('a schema name that is not a plain identifier is refused before anything is sent', async () => {
    await expect(openBackend('postgres://postgres@127.0.0.1:5432/test?schema=a;drop')).rejects.toThrow(
      /names the schema "a;drop"/,
    );
  });

  it('postgresql:// opens PostgreSQL too', async () => {
    const url = tempPostgresUrl().replace(/^postgres:/, 'postgresql:');
    const backend = await openBackend(url);
    expect(backend).toBeInstanceOf(PostgresBackend);
    await (backend as PostgresBackend).close();
  });
});
