/**
 * The backup file (issue 45): gzip'd JSON lines. The first line is the header
 *   {"format":"talon-backup","version":1,"at":"<ISO time>","store":"sqlite","entries":N}
 * and each of the N lines after it one stored entry, `[key, text]`: the key without the store's
 * namespace and the text exactly as stored (`{"value": ...}`), so a restore into any store puts back
 * the same bytes, a damaged record included (it stays quarantined rather than being "repaired").
 *
 * The header comes first but the count is known only at the end of one pass over the snapshot, so
 * the entries are compressed into a file of their own and the header's gzip member is written before
 * them: gzip files may hold several members one after another, and gunzip reads them as one stream.
 * Nothing is written under the file's name until it is whole (a temporary file, then a rename).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';
import { z } from 'zod';

export const BACKUP_FORMAT = 'talon-backup';
export const BACKUP_VERSION = 1;

export const BackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  at: z.iso.datetime(),
  store: z.string(),
  entries: z.number().int().min(0),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

const Entry = z.tuple([z.string().min(1), z.string()]);

/** A file that is not a whole backup of this format: said in one line naming the file. */
export class BackupFileError extends Error {}

/** Writes `entries` (one pass) to `file` with its header; returns how many there were. */
export async function writeBackup(
  file: string,
  store: string,
  entries: AsyncIterable<readonly [string, string]>,
  at: Date = new Date(),
): Promise<number> {
  const partial = `${file}.partial-${process.pid}`;
  const body = `${file}.entries-${process.pid}`;
  let count = 0;
  try {
    async function* lines() {
      for await (const entry of entries) {
        count += 1;
        yield `${JSON.stringify(entry)}\n`;
      }
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(body));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      at: at.toISOString(),
      store,
      entries: count,
    };
    const out = createWriteStream(partial);
    out.write(gzipSync(`${JSON.stringify(header)}\n`));
    await pipeline(createReadStream(body), out);
    await rename(partial, file);
    return count;
  } finally {
    await rm(body, { force: true });
    await rm(partial, { force: true });
  }
}

const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') return 'not gzip, or cut short';
  return error instanceof Error ? error.message : String(error);
};

/**
 * Reads a backup: its header, then each entry to `each` (in the file's order). Throws BackupFileError
 * for anything that is not a whole backup: not gzip, cut short, a header of another format or version,
 * a line that is not an entry, or another number of entries than the header says.
 */
export async function readBackup(
  file: string,
  each: (entry: readonly [string, string]) => void | Promise<void> = () => undefined,
): Promise<BackupHeader> {
  const damaged = (why: string) =>
    new BackupFileError(`${file}: not a whole talon backup (${why}); nothing was restored`);
  let header: BackupHeader | undefined;
  let count = 0;
  // What was found wrong in a line: the pipeline reports its own abort, not the error that caused it.
  let found: BackupFileError | undefined;
  const take = async (line: string) => {
    try {
      await takeLine(line);
    } catch (error) {
      if (error instanceof BackupFileError) found ??= error;
      throw error;
    }
  };
  const takeLine = async (line: string) => {
    if (header === undefined) {
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch {
        throw damaged('its first line is not a header');
      }
      const parsed = BackupHeader.safeParse(raw);
      if (!parsed.success) {
        const format = (raw as { format?: unknown } | null)?.format;
        const version = (raw as { version?: unknown } | null)?.version;
        throw damaged(
          format === BACKUP_FORMAT && version !== BACKUP_VERSION
            ? `version ${String(version)}, this bot reads version ${BACKUP_VERSION}`
            : 'its first line is not a talon-backup header',
        );
      }
      header = parsed.data;
      return;
    }
    if (line === '') return;
    count += 1;
    let entry: readonly [string, string];
    try {
      entry = Entry.parse(JSON.parse(line));
    } catch {
      throw damaged(`entry ${count} is not a [key, text] pair`);
    }
    await each(entry);
  };
  try {
    // A pipeline, so an error of the file or of gunzip (not gzip, cut short, a bad checksum) ends the read.
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      const decoder = new StringDecoder('utf8');
      let rest = '';
      for await (const chunk of source) {
        const lines = (rest + decoder.write(chunk)).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) await take(line);
      }
      rest += decoder.end();
      if (rest !== '') await take(rest);
    });
  } catch (error) {
    if (found) throw found;
    if (error instanceof BackupFileError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new BackupFileError(`${file}: no such file; nothing was restored`);
    if (code === 'EISDIR') throw new BackupFileError(`${file}: a folder, not a backup file; nothing was restored`);
    throw damaged(reasonOf(error));
  }
  if (header === undefined) throw damaged('it is empty');
  if (count !== header.entries) throw damaged(`the header says ${header.entries} entries, the file holds ${count}`);
  return header;
}
