/**
 * An uploaded JSON file (`/roster import`), read with a size limit that holds whatever size the
 * attachment declared: the download stops at the limit, so a small declared size does not let a
 * 20 MB body in. Problems come back as plain English text, quoted to the reader as typed.
 */
import { err, ok, type Result } from '../../engine/index.js';

export const IMPORT_LIMIT_BYTES = 256 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

/** The body as text, or undefined once it passes `limit` bytes. */
async function readAtMost(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The file's JSON, or what stopped it: too big, not downloadable, not JSON. */
export async function downloadJson(
  url: string,
  size: number,
  fetcher: typeof fetch = fetch,
): Promise<Result<unknown, string>> {
  if (size > IMPORT_LIMIT_BYTES)
    return err(`the file is ${Math.ceil(size / 1024)} KB; the limit is ${IMPORT_LIMIT_BYTES / 1024} KB`);
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) return err(`could not download the file (HTTP ${response.status})`);
    const body = await readAtMost(response, IMPORT_LIMIT_BYTES);
    if (body === undefined) return err(`the file is over ${IMPORT_LIMIT_BYTES / 1024} KB`);
    return ok(JSON.parse(body) as unknown);
  } catch (error) {
    return err(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
