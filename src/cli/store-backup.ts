/**
 * What `npm run backup` and `npm run restore` do (issue 45), for any store STORE_URL names (SQLite,
 * PostgreSQL, memory), and across them: a SQLite backup restores into PostgreSQL and back.
 *
 * The backup reads one consistent snapshot (`KeyValue.entries()`: one SELECT on SQLite, one
 * REPEATABLE READ transaction on PostgreSQL), so a bot may keep running while it is taken. A restore
 * checks the whole file before it writes anything, refuses a store that holds anything unless told
 * `--force` (then the store ends up holding exactly the backup), and writes in batches, each one
 * transaction. Stop the bot before a restore: it would not see the records it has cached change.
 */
import { KeyValue, hidePassword, openBackend } from '../store/index.js';
import { storeKind } from '../bot/ops/health.js';
import { BackupFileError, readBackup, writeBackup, type BackupHeader } from './backup-file.js';

/** A batch of a restore: at most this many entries, or about this many bytes, in one write. */
const BATCH_ENTRIES = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** A restore into a store that holds something, without --force: said in one line. */
export class StoreNotEmpty extends Error {}

export async function openKeyValue(url: string): Promise<KeyValue> {
  return new KeyValue(await openBackend(url));
}

/** Writes every entry of `kv` to `file`; returns how many. */
export async function backupStore(kv: KeyValue, url: string, file: string): Promise<number> {
  return writeBackup(file, storeKind(url), kv.entries());
}

export interface Restored {
  readonly header: BackupHeader;
  readonly written: number;
  /** Entries the store held that the backup does not (--force): removed. */
  readonly removed: number;
}

async function isEmpty(kv: KeyValue): Promise<boolean> {
  for await (const _ of kv.entries()) return false;
  return true;
}

export async function restoreStore(kv: KeyValue, url: string, file: string, force: boolean): Promise<Restored> {
  // The whole file is read once before anything is written: a damaged backup changes nothing.
  await readBackup(file);
  const before = force ? await kv.keys('') : [];
  if (!force && !(await isEmpty(kv)))
    throw new StoreNotEmpty(
      `The store at ${hidePassword(url)} is not empty: restore into an empty store, or add --force to replace what it holds with the backup.`,
    );
  const restored = new Set<string>();
  let batch: [string, string][] = [];
  let bytes = 0;
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await kv.writeText(`entries ${written + 1}-${written + batch.length} of the backup`, batch);
    written += batch.length;
    batch = [];
    bytes = 0;
  };
  const header = await readBackup(file, async ([key, text]) => {
    restored.add(key);
    batch.push([key, text]);
    bytes += key.length + text.length;
    if (batch.length >= BATCH_ENTRIES || bytes >= BATCH_BYTES) await flush();
  });
  await flush();
  // --force: what the store held and the backup does not would otherwise stay (a game started since).
  const stale = before.filter((key) => !restored.has(key));
  for (let i = 0; i < stale.length; i += BATCH_ENTRIES)
    await kv.remove('entries the backup does not hold', stale.slice(i, i + BATCH_ENTRIES));
  return { header, written, removed: stale.length };
}

export { BackupFileError };
