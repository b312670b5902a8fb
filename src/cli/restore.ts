/**
 * `npm run restore -- --in FILE [--force] [--store URL]` (issue 45): puts a backup (backup-file.ts)
 * into the store (STORE_URL, from the environment or .env, or --store). The whole file is checked
 * first (header, every line, the count); a store that holds anything is refused unless --force, which
 * replaces what it holds. Stop the bot first. Prints how many entries were restored.
 */
import { StoreWriteError, hidePassword } from '../store/index.js';
import { BackupFileError, StoreNotEmpty, restoreStore } from './store-backup.js';
import { runStoreCli } from './store-cli.js';

const USAGE = `usage: npm run restore -- --in FILE [--force] [--store URL]
  puts the backup FILE into the store (STORE_URL, or --store); an empty store unless --force`;

runStoreCli(
  { usage: USAGE, options: { in: { type: 'string' }, force: { type: 'boolean' } }, file: 'in' },
  async (kv, url, file, values) => {
    try {
      const { header, written, removed } = await restoreStore(kv, url, file, values.force === true);
      console.log(
        `restored ${written} entries (a ${header.store} backup of ${header.at}) into ${hidePassword(url)}${removed > 0 ? `; removed ${removed} entries the backup does not hold` : ''}`,
      );
      return 0;
    } catch (error) {
      if (error instanceof BackupFileError) {
        console.error(error.message);
        return 2;
      }
      if (error instanceof StoreNotEmpty) {
        console.error(error.message);
        return 1;
      }
      if (error instanceof StoreWriteError) {
        console.error(
          `restore stopped part-way (${error.message}): run it again with --force once the store is writable`,
        );
        return 1;
      }
      throw error;
    }
  },
);
