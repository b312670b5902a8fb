/**
 * `npm run deploy-commands`: registers every command definition with Discord, to one guild when
 * DISCORD_GUILD_ID is set (instant, for development) or globally. Rerun it only when definitions change.
 */
import { REST, Routes } from 'discord.js';
import { runWithConfig } from './app/entry.js';
import { loadCommands } from './app/loader.js';

runWithConfig(async (config) => {
  if (!config.DISCORD_CLIENT_ID) {
    console.error(
      'DISCORD_CLIENT_ID is not set: it is the "Application ID" on your application\'s General Information page.',
    );
    return 1;
  }
  const commands = [...(await loadCommands()).values()].map((m) => m.data);
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const route = config.DISCORD_GUILD_ID
    ? Routes.applicationGuildCommands(config.DISCORD_CLIENT_ID, config.DISCORD_GUILD_ID)
    : Routes.applicationCommands(config.DISCORD_CLIENT_ID);
  const saved = (await rest.put(route, { body: commands })) as unknown[];
  console.log(
    `registered ${saved.length} commands ${config.DISCORD_GUILD_ID ? `in guild ${config.DISCORD_GUILD_ID}` : 'globally (may take up to an hour to appear)'}`,
  );
  return 0;
});
