/**
 * What `npm start` and `npm run deploy-commands` share: read `.env` and the environment, explain a
 * missing token instead of failing, and turn a bad setting or command module into a one-line message
 * (never a stack trace) and an exit code.
 */
import { ConfigError, NO_TOKEN_HELP, readConfig, type Config } from './config.js';
import { loadEnvFile } from './env-file.js';
import { CommandLoadError } from './loader.js';
import { StoreUnavailable, StoreUrlError } from '../../store/index.js';

export type TokenConfig = Config & { readonly DISCORD_TOKEN: string };

/** Network failures while connecting, as a host reads them: one line, no stack trace (issue 13). */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function unreachable(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  // fetch wraps the system error as the cause of a TypeError("fetch failed").
  for (let e = error; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code))
      return `Could not reach Discord (${code}${'hostname' in e ? ` ${String(e.hostname)}` : ''}): check this machine's network, or DISCORD_API_URL. Nothing was changed.`;
    if (code === 'TokenInvalid')
      return 'Discord refused DISCORD_TOKEN: copy the bot token again from the Developer Portal.';
  }
  return undefined;
}

export function runWithConfig(main: (config: TokenConfig) => Promise<number>): void {
  const run = async (): Promise<number> => {
    loadEnvFile();
    const config = readConfig();
    if (!config.DISCORD_TOKEN) {
      console.log(NO_TOKEN_HELP);
      return 1;
    }
    return main({ ...config, DISCORD_TOKEN: config.DISCORD_TOKEN });
  };
  run().then(
    (code) => {
      if (code !== 0) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        error instanceof ConfigError ||
          error instanceof CommandLoadError ||
          error instanceof StoreUnavailable ||
          error instanceof StoreUrlError
          ? error.message
          : (unreachable(error) ?? error),
      );
      process.exitCode = 1;
    },
  );
}
