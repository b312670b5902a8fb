/**
 * Group commit (src/store/group-commit.ts, issue 45): writes that arrive while one statement runs go
 * together as the next one, each resolving only once its rows are committed; and on a real SQLite
 * file through KeyValue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit, type Rows } from '../../src/store/group-commit.js';
import { KeyValue, openBackend, StoreWriteError } from '../../src/store/index.js';
import { cleanUp, tempSqliteUrl } from './harness.js';

afterEach(cleanUp);

/** A commit that holds each statement until the test lets it go, recording what it was given. */
function heldCommits() {
  const statements: Rows[] = [];
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const commit = (rows: Rows) =>
    new Promise<void>((resolve, reject) => {
      statements.push(rows);
      pending.push({ resolve, reject });
    });
  const finish = async (error?: Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no statement is running');
    if (error) next.reject(error);
    else next.resolve();
    // Let the settled writes and the next statement's start run.
    await new Promise((r) => setImmediate(r));
  };
  return { statements, commit, finish };
}

/** Tracks whether a promise has settled, and how. */
function watch(promise: Promise<void>) {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => void (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
}

describe('GroupCommit', () => {
  it('a write that finds nothing running starts at once, in a statement of its own', () => {
    const { statements, commit } = heldCommits();
    const group = new GroupCommit(commit);
    void group.write([['a', '1']]);
    expect(statements).toEqual([[['a', '1']]]);
  });

  it('writes arriving while a statement runs go together as the next one, and resolve only once it commits', async () => {
    const { statements, commit, finish } = heldCommits();
    const group = new GroupCommit(commit);
    const first = watch(group.write([['a', '1']]));
    const second = watch(group.write([['b', '2']]));
    const third = watch(
      group.write([
        ['c', '3'],
        ['d', '4'],
      ]),
    );
    expect(statements).toHaveLength(1);

    await finish();
    expect(first.done).toBe(true);
    expect([second.done, third.done]).toEqual([false, false]);
    expect(statements[1]).toEqual([
      ['b', '2'],
      ['c', '3'],
      ['d', '4'],
    ]);

    await finish();
    expect([second.done, third.done]).toEqual([true, true]);
    expect(group.statements).toBe(2);
  });

  it('of two waiting writes to one key, the later one is what the statement holds', async () => {
    const { statements, commit, finish } = heldCommits();
    const group = new GroupCommit(commit);
    void group.write([['x', '0']]);
    void group.write([
      ['k', 'old'],
      ['y', '1'],
    ]);
    void group.write([['k', 'new']]);
    await finish();
    expect(statements[1]).toEqual([
      ['k', 'new'],
      ['y', '1'],
    ]);
    await finish();
  });

  it('a failed statement fails every write in it, and the writes after it still go', async () => {
    const { commit, finish } = heldCommits();
    const group = new GroupCommit(commit);
    const first = watch(group.write([['a', '1']]));
    const second = watch(group.write([['b', '2']]));
    const third = watch(group.write([['c', '3']]));
    await finish();
    const fourth = watch(group.write([['d', '4']]));
    await finish(new Error('disk full'));
    expect(first.error).toBeUndefined();
    expect((second.error as Error).message).toBe('disk full');
    expect((third.error as Error).message).toBe('disk full');
    expect(fourth.done).toBe(false);
    await finish();
    expect(fourth).toEqual({ done: true, error: undefined });
  });

  it('settled waits for every write asked for', async () => {
    const { commit, finish } = heldCommits();
    const group = new GroupCommit(commit);
    void group.write([['a', '1']]);
    void group.write([['b', '2']]);
    const settled = watch(group.settled());
    await finish();
    expect(settled.done).toBe(false);
    await finish();
    expect(settled.done).toBe(true);
  });
});

describe('KeyValue on SQLite', () => {
  it('a burst of concurrent writes takes fewer statements than writes, and every value is stored, the last write of a key winning', async () => {
    const kv = new KeyValue(await openBackend(tempSqliteUrl()));
    try {
      const writes = Array.from({ length: 60 }, (_, i) =>
        kv.write(`write ${i}`, [
          [`game:${i}`, { n: i }],
          ['shared', { last: i }],
        ]),
      );
      await Promise.all(writes);
      expect(kv.written.statements).toBe(60);
      expect(kv.sqliteStatements).toBeGreaterThan(0);
      expect(kv.sqliteStatements).toBeLessThan(60);
      const stored = await kv.getMany(Array.from({ length: 60 }, (_, i) => `game:${i}`));
      expect(stored.map((s) => (s as { value: unknown } | undefined)?.value)).toEqual(
        Array.from({ length: 60 }, (_, i) => ({ n: i })),
      );
      expect((await kv.get('shared'))?.value).toEqual({ last: 59 });
    } finally {
      await kv.close();
    }
  });

  it('close waits for the writes still waiting to be committed', async () => {
    const url = tempSqliteUrl();
    const kv = new KeyValue(await openBackend(url));
    const writes = Array.from({ length: 20 }, (_, i) => kv.write(`write ${i}`, [[`k:${i}`, i]]));
    await kv.close();
    await Promise.all(writes);
    const reopened = new KeyValue(await openBackend(url));
    try {
      expect((await reopened.get('k:19'))?.value).toBe(19);
    } finally {
      await reopened.close();
    }
  });

  it('a statement that fails is a StoreWriteError for each write in it, and nothing of them is stored', async () => {
    const backend = await openBackend(tempSqliteUrl());
    const kv = new KeyValue(backend);
    const sqlite = backend as unknown as { query: (sql: string, ...params: unknown[]) => Promise<unknown> };
    const query = sqlite.query.bind(sqlite);
    // A full disk, for the statement that holds the second write.
    sqlite.query = async (sql, ...params) => {
      if (sql.startsWith('INSERT') && String(params[0] ?? '').includes('talon:b'))
        throw new Error('SQLITE_FULL: database or disk is full');
      return query(sql, ...params);
    };
    try {
      const results = await Promise.allSettled([
        kv.write('the first', [['a', 1]]),
        kv.write('the second', [['b', 2]]),
        kv.write('the third', [['c', 3]]),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      for (const result of results.slice(1))
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(StoreWriteError);
      expect(kv.sqliteStatements).toBe(1);
      expect(await kv.getMany(['a', 'b', 'c'])).toEqual([expect.objectContaining({ value: 1 }), undefined, undefined]);
    } finally {
      await kv.close();
    }
  });
});
