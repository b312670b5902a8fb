/**
 * `npm run backup` and `npm run restore` (issue 45): a store's games go to a file and back into
 * another store, SQLite or PostgreSQL, and read back equal and play on; a damaged file and a store that
 * already holds something are refused with one line and change nothing.
 *
 * PostgreSQL is the test server (TEST_POSTGRES_URL), a fresh schema per test, dropped after; a server
 * that does not answer fails the test with one line saying so, it is never skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore, KeyedLock, QuarantinedGame, type GameRecord, type KeyValue } from '../../src/store/index.js';
import { backupStore, openKeyValue, restoreStore, StoreNotEmpty } from '../../src/cli/store-backup.js';
import { BackupFileError } from '../../src/cli/backup-file.js';
import { startedRecord, timer, withCommand } from '../store/record-fixture.js';
import { freshSchema, type TrialSchema } from '../trials/trial-stores.js';

/** Opening stores, and a spawned CLI on a busy machine, take a few seconds. */
const SLOW = 60_000;

const dirs: string[] = [];
const schemas: TrialSchema[] = [];
const open: KeyValue[] = [];
afterEach(async () => {
  for (const kv of open.splice(0)) await kv.close().catch(() => undefined);
  for (const schema of schemas.splice(0)) await schema.drop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  dirs.push(dir);
  return dir;
}

async function store(url: string): Promise<KeyValue> {
  const kv = await openKeyValue(url);
  open.push(kv);
  return kv;
}

async function postgresUrl(): Promise<string> {
  const schema = await freshSchema();
  schemas.push(schema);
  return schema.url;
}

// As the bot builds it: on PostgreSQL a record's lock holds across processes too.
const games = (kv: KeyValue) =>
  new GameStore(kv, new KeyedLock((key, work) => kv.exclusive(key, work)), { caching: false });

/** Two games (one with a timer due, so the due index has an entry) and a damaged record, as a store holds them. */
async function fill(kv: KeyValue): Promise<GameRecord[]> {
  const store = games(kv);
  const first = startedRecord('c1', 12, { timers: [timer('t1', Date.UTC(2026, 11, 2))] });
  const second = startedRecord('c2', 3, { guildId: '200000' });
  for (const record of [first, second])
    await store.update(record.channelId, () => ({ save: record, result: undefined }));
  // A record the bot could not read stays as it is: restored, it is quarantined there as it was here.
  await kv.writeText('a damaged record', [['game:c3', '{"value": {"truncated']]);
  return [first, second];
}

async function entries(kv: KeyValue): Promise<[string, string][]> {
  const all: [string, string][] = [];
  for await (const entry of kv.entries()) all.push(entry);
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The games read back equal from `kv`, the damaged one still quarantined, and the first plays on. */
async function playsOn(kv: KeyValue, saved: readonly GameRecord[]): Promise<void> {
  const store = games(kv);
  for (const record of saved) expect(await store.get(record.channelId)).toEqual(record);
  await expect(store.get('c3')).rejects.toBeInstanceOf(QuarantinedGame);
  const first = saved[0];
  if (!first) throw new Error('no game');
  expect(await store.dueChannels(new Date(Date.UTC(2026, 11, 3)))).toContain('c1');
  await store.update('c1', (current) => ({ save: withCommand(current ?? first), result: undefined }));
  const after = await games(kv).get('c1');
  expect(after?.log).toHaveLength(first.log.length + 1);
  expect(after?.log.slice(0, first.log.length)).toEqual(first.log);
}

/** Backs `from` up and restores the file into `to`; returns what the restore said. */
async function move(fromUrl: string, toUrl: string) {
  const from = await store(fromUrl);
  const saved = await fill(from);
  const file = join(tempDir(), 'talon.backup.gz');
  const count = await backupStore(from, fromUrl, file);
  const to = await store(toUrl);
  const restored = await restoreStore(to, toUrl, file, false);
  expect(restored.written).toBe(count);
  expect(restored.removed).toBe(0);
  expect(await entries(to)).toEqual(await entries(from));
  return { from, to, saved, file, count, restored };
}

const cli = (script: 'backup' | 'restore', args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    encoding: 'utf8',
    timeout: SLOW,
    env: { ...process.env, STORE_URL: '' },
  });

describe('npm run backup and npm run restore', { timeout: SLOW }, () => {
  it('moves a SQLite store into a fresh SQLite store: the games read back equal and play on', async () => {
    const dir = tempDir();
    const { to, saved, file, count, restored } = await move(`sqlite://${dir}/a.sqlite`, `sqlite://${dir}/b.sqlite`);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      format: 'talon-backup',
      version: 1,
      store: 'sqlite',
      entries: count,
    });
    expect(lines).toHaveLength(count + 1);
    expect(restored.header.store).toBe('sqlite');
    await playsOn(to, saved);
  });

  it('moves a SQLite store into PostgreSQL, and PostgreSQL into SQLite', async () => {
    const dir = tempDir();
    const intoPostgres = await move(`sqlite://${dir}/a.sqlite`, await postgresUrl());
    await playsOn(intoPostgres.to, intoPostgres.saved);
    const outOfPostgres = await move(await postgresUrl(), `sqlite://${dir}/b.sqlite`);
    expect(outOfPostgres.restored.header.store).toBe('postgres');
    await playsOn(outOfPostgres.to, outOfPostgres.saved);
  });

  it('refuses a damaged file in one line and writes nothing', async () => {
    const dir = tempDir();
    const from = await store(`sqlite://${dir}/a.sqlite`);
    await fill(from);
    const file = join(dir, 'talon.backup.gz');
    const backup = cli('backup', ['--out', file, '--store', `sqlite://${dir}/a.sqlite`]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^backed up \d+ entries of sqlite:\/\/.+ to .+\n$/);
    const whole = readFileSync(file);
    const damaged = [
      ['cut', whole.subarray(0, whole.length - 40)],
      ['lost a line', gzipSync(gunzipSync(whole).toString('utf8').split('\n').slice(0, -2).join('\n'))],
      ['not a backup', gzipSync('{"format":"something-else"}\n')],
    ] as const;
    const target = `sqlite://${dir}/b.sqlite`;
    for (const [name, bytes] of damaged) {
      const path = join(dir, `${name}.gz`);
      writeFileSync(path, bytes);
      const run = cli('restore', ['--in', path, '--store', target]);
      expect(run.status, `${name}: ${run.stderr}`).toBe(2);
      expect(run.stderr.trim().split('\n'), name).toHaveLength(1);
      expect(run.stderr).toContain(`${path}: not a whole talon backup`);
      expect(run.stderr).toContain('nothing was restored');
    }
    expect(await entries(await store(target))).toEqual([]);
    await expect(restoreStore(await store(target), target, join(dir, 'missing.gz'), false)).rejects.toThrow(
      BackupFileError,
    );
  });

  it('refuses a store that holds something without --force, and with it leaves exactly the backup', async () => {
    const dir = tempDir();
    const fromUrl = `sqlite://${dir}/a.sqlite`;
    const from = await store(fromUrl);
    const saved = await fill(from);
    const file = join(dir, 'talon.backup.gz');
    await backupStore(from, fromUrl, file);
    const targetUrl = `sqlite://${dir}/b.sqlite`;
    const target = await store(targetUrl);
    const other = startedRecord('c9', 2);
    await games(target).update('c9', () => ({ save: other, result: undefined }));
    const before = await entries(target);
    const refused = cli('restore', ['--in', file, '--store', targetUrl]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    expect(await entries(target)).toEqual(before);
    await expect(restoreStore(target, targetUrl, file, false)).rejects.toBeInstanceOf(StoreNotEmpty);
    const forced = cli('restore', ['--in', file, '--store', targetUrl, '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(
      /^restored \d+ entries \(a sqlite backup of .+\) into sqlite:\/\/.+; removed \d+ entries/,
    );
    const restored = await store(targetUrl);
    expect(await entries(restored)).toEqual(await entries(from));
    expect(await games(restored).get('c9')).toBeUndefined();
    await playsOn(restored, saved);
  });
});
