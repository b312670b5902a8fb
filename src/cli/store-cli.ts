/**
 * What `npm run backup` and `npm run restore` (issue 45) share around their work: the command line
 * read (readArgs, plus `--store URL`), the FILE option each needs, the store (--store, or STORE_URL
 * from the environment or .env) opened and closed again after the work, a store that cannot be opened
 * said in one line, and the work's answer set as the exit code.
 */
import type { ParseArgsConfig } from 'node:util';
import { loadEnvFile } from '../bot/app/env-file.js';
import { DEFAULT_STORE_URL, StoreUnavailable, StoreUrlError, type KeyValue } from '../store/index.js';
import { readArgs, type Cli, type Parsed } from './args.js';
import { openKeyValue } from './store-backup.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface StoreCli<O extends Options> extends Cli<O> {
  /** The option naming the file (`out`: --out FILE), which must be given. */
  readonly file: keyof O & string;
}

/** Runs `work` on the store the command line names; its answer (or 1 when it throws) is the exit code. */
export function runStoreCli<O extends Options>(
  cli: StoreCli<O>,
  work: (kv: KeyValue, url: string, file: string, values: Parsed<O>['values']) => Promise<number>,
): void {
  main(cli, work).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

async function main<O extends Options>(
  cli: StoreCli<O>,
  work: (kv: KeyValue, url: string, file: string, values: Parsed<O>['values']) => Promise<number>,
): Promise<number> {
  const args = readArgs({ usage: cli.usage, options: { ...cli.options, store: { type: 'string' } } });
  if (typeof args === 'number') return args;
  const values = args.values as Record<string, string | boolean | undefined>;
  const file = values[cli.file];
  if (typeof file !== 'string' || !file) {
    console.error(`--${cli.file} FILE is needed\n${cli.usage}`);
    return 2;
  }
  loadEnvFile();
  const store = values['store'];
  const url = typeof store === 'string' ? store : process.env['STORE_URL'] || DEFAULT_STORE_URL;
  let kv;
  try {
    kv = await openKeyValue(url);
  } catch (error) {
    if (error instanceof StoreUnavailable || error instanceof StoreUrlError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    return await work(kv, url, file, args.values as Parsed<O>['values']);
  } finally {
    await kv.close();
  }
}
