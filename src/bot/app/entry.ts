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
          : error,
      );
      process.exitCode = 1;
    },
  );
}
