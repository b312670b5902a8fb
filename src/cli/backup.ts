/**
 * `npm run backup -- --out FILE [--store URL]` (issue 45): every entry of the store (STORE_URL, from
 * the environment or .env, or --store) from one consistent snapshot, to a gzip'd JSON-lines file
 * (backup-file.ts). The bot may keep running meanwhile. Prints how many entries were written.
 */
import { hidePassword } from '../store/index.js';
import { backupStore } from './store-backup.js';
import { runStoreCli } from './store-cli.js';

const USAGE = `usage: npm run backup -- --out FILE [--store URL]
  writes every entry of the store (STORE_URL, or --store) to FILE (gzip'd JSON lines)`;

runStoreCli({ usage: USAGE, options: { out: { type: 'string' } }, file: 'out' }, async (kv, url, out) => {
  try {
    const count = await backupStore(kv, url, out);
    console.log(`backed up ${count} entries of ${hidePassword(url)} to ${out}`);
    return 0;
  } catch (error) {
    console.error(`backup failed, ${out} was not written: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
});
