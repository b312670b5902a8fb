/**
 * Configuration from environment variables, validated at start-up (DESIGN.md section 8). A missing
 * token is not an error message with a stack trace but a paragraph on how to get one.
 */
import { z } from 'zod';
import { DEFAULT_STORE_URL } from '../../store/index.js';

const optional = (schema: z.ZodString) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const snowflake = z.string().regex(/^\d{5,20}$/, 'a Discord id is a number of 5-20 digits');

export const ConfigSchema = z.object({
  DISCORD_TOKEN: optional(z.string().min(20, 'that is too short to be a bot token')),
  DISCORD_CLIENT_ID: optional(snowflake),
  DISCORD_GUILD_ID: optional(snowflake),
  DISCORD_API_URL: optional(z.string().url('DISCORD_API_URL must be a URL such as http://127.0.0.1:8080/api')),
  STORE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().default(DEFAULT_STORE_URL)),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  ),
  /** `json`: one JSON object a line, for a log collector (issue 45); `text` for a terminal. */
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['text', 'json']).default('text')),
  /** The health endpoint's port (issue 45): unset, no endpoint. */
  HEALTH_PORT: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.number().int('HEALTH_PORT must be a port number').min(1).max(65535).optional(),
  ),
  /** Where it listens: loopback unless a host opens it (a container's published port needs 0.0.0.0). */
  HEALTH_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('127.0.0.1')),
  /** How often stored timers (reminders, deadlines) are checked. */
  /** Bound of the in-memory record cache, in MiB (least recently used records leave first). */
  STORE_CACHE_MB: z.preprocess(
    (v) => (v === '' || v === undefined ? 64 : Number(v)),
    z.number().int().min(1).max(65536),
  ),
  TICK_SECONDS: z.preprocess((v) => (v === '' || v === undefined ? 30 : Number(v)), z.number().min(0.1).max(3600)),
  /**
   * How many shard processes the bot runs (issue 45): 1, one process as always; more, `npm start`
   * becomes discord.js's ShardingManager over that many bot processes, which needs a PostgreSQL store
   * (src/bot/shards.ts). A shard process is also given it, by discord.js, as the total.
   */
  SHARD_COUNT: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : Number(v)),
    z.number().int('SHARD_COUNT must be a whole number').min(1).max(1024),
  ),
  /**
   * The bot's own requests to Discord a second at most, shared by all its processes (issue 45):
   * Discord allows 50 per bot; 40 leaves room for the interaction follow-ups discord.js counts too.
   * A bot Discord has granted a higher limit may raise it.
   */
  REST_PER_SECOND: z.preprocess(
    (v) => (v === '' || v === undefined ? 40 : Number(v)),
    z.number().int('REST_PER_SECOND must be a whole number').min(1).max(100000),
  ),
  /** Shifts the bot's clock (seconds, may be negative): lets a test stand in for a bot that was down for hours. */
  CLOCK_OFFSET_SECONDS: z.preprocess((v) => (v === '' || v === undefined ? 0 : Number(v)), z.number().finite()),
});
export type Config = z.infer<typeof ConfigSchema>;

export const NO_TOKEN_HELP = `No DISCORD_TOKEN is set, so the bot cannot connect to Discord.

To get one: open https://discord.com/developers/applications, create an application, open "Bot",
press "Reset Token" and copy it. Put it in a .env file next to package.json (see .env.example):
    DISCORD_TOKEN=your-token
    DISCORD_CLIENT_ID=your-application-id
then register the slash commands once with "npm run deploy-commands" and start again with "npm start".
Invite the bot with the OAuth2 URL generator: scopes "bot" and "applications.commands"; the
permissions are listed in README.md.

No token at hand? Play in this terminal instead, with the same commands: npm run play`;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `configuration problem:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}\n(see .env.example and README.md)`,
    );
  }
  return parsed.data;
}
