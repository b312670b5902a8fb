/**
 * One end-to-end set-up: the fake Discord server, the bot's commands deployed to it, the real bot
 * process, and the SQLite store it writes (opened read-only by the test to know what is legal next).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGameStore, type GameStore } from '../../src/store/index.js';
import { G1, startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from '../discord/fake-discord.js';
import { runScript, startBot, type BotEnv, type BotProcess, type Form } from './bot-process.js';

export interface Launched {
  readonly fake: FakeDiscord;
  readonly bot: BotProcess;
  readonly store: GameStore;
  readonly env: BotEnv;
  readonly dir: string;
  /** What deploying the commands printed ("registered N commands"). */
  readonly deployed: string;
}

/**
 * `world`: another guild and bot permissions than the default g1; `env`: more of the bot's settings;
 * `form`: the sources under tsx, or the build in dist/ as `npm start` runs it (issue 45).
 */
export async function launch(
  token: string,
  prefix: string,
  world: Pick<FakeDiscordOptions, 'guilds' | 'botPermissions'> = {},
  extra: Partial<BotEnv> = {},
  form: Form = 'source',
): Promise<Launched> {
  const fake = await startFakeDiscord({ token, ...world });
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const env: BotEnv = {
    DISCORD_TOKEN: token,
    DISCORD_API_URL: fake.apiUrl,
    STORE_URL: `sqlite://${join(dir, 'bot.sqlite')}`,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: world.guilds?.[0]?.id ?? G1.id,
    ...extra,
  };
  const deploy = form === 'source' ? 'src/bot/deploy-commands.ts' : 'dist/src/bot/deploy-commands.js';
  const deployed = await runScript(deploy, env, form);
  const bot = startBot(env, form);
  await fake.waitForReady(30_000);
  const store = await openGameStore(env.STORE_URL, { watchOnly: true });
  return { fake, bot, store, env, dir, deployed: deployed.output };
}

/** Stops what `launch` started; safe on a launch that failed half way. */
export async function land(launched: Partial<Launched> & { bot?: BotProcess | undefined }): Promise<void> {
  await launched.bot?.kill();
  await launched.store?.close();
  await launched.fake?.close();
  if (launched.dir) rmSync(launched.dir, { recursive: true, force: true });
}
