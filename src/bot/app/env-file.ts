/** Reads ./.env when there is one (Node's own loader), so hosts can keep secrets out of the shell. */
import { existsSync } from 'node:fs';

export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
