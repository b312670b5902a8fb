/**
 * The floors of the Discord benchmark (tests/bench/discord.ts): the least a discord.js bot can do. Same
 * intents (Guilds) and REST set-up as the real bot, and every chat-input interaction answered at once:
 *
 * - `/move`: a short text (the old `/move` floor, kept for the record);
 * - `/save bytes`: `bytes` bytes committed to SQLite as durably as the bot's own saves (the store's
 *   own backend and write: WAL, synchronous=FULL, one statement), then a short text: the `/move`
 *   floor, since a bot whose moves must survive a crash cannot answer before they are on disk (the
 *   bench passes the size of the save the real bot just made);
 * - `/map width height`: a PNG made for the reply, the least a bot that shows a picture per reply must
 *   do: a width x height canvas (the bench passes the pixel size of the map the real bot just sent)
 *   filled with the map's background colour and encoded (the "encodes a same-sized PNG" floor, as
 *   tests/bench/render.ts's render floor);
 * - `/done`: the PNG last loaded, uploaded as it is (the "ready PNG" floor: the same upload, no picture
 *   made);
 * - `/load png`: not timed: reads the file at `png` (the bench writes there the map the real bot just
 *   sent) into memory for the next `/done`, and answers with a short text.
 *
 * The command names only tell the bench's floors apart; the floor bot knows nothing of the game. Run as
 * its own process: `node --import tsx tests/bench/floor-bot.ts`, with DISCORD_TOKEN and DISCORD_API_URL
 * set. The bench runs it side by side with the real bot, each on a fake Discord server of its own (a
 * fake serves one bot session), and interleaves their interactions one at a time.
 */
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { Client, Events, GatewayIntentBits, type ChatInputCommandInteraction } from 'discord.js';
import { KeyValue, openBackend } from '../../src/store/index.js';

const token = process.env['DISCORD_TOKEN'];
const api = process.env['DISCORD_API_URL'];
const storeUrl = process.env['STORE_URL'];
if (!token || !api || !storeUrl)
  throw new Error('floor bot: DISCORD_TOKEN, DISCORD_API_URL and STORE_URL are required');
const store = new KeyValue(await openBackend(storeUrl));
let saves = 0;

/** One value that weighs `bytes` as stored, written in one statement, as the bot saves a game. */
async function durableWrite(bytes: number): Promise<void> {
  // A stored value is `{"value":"..."}`: 12 characters around the text.
  saves += 1;
  await store.write('the floor', [[`floor:${saves % 8}`, 'x'.repeat(Math.max(0, bytes - 12))]]);
}
/** The map's background (src/render/palette.ts), as tests/bench/render.ts's floor. */
const BACKGROUND = '#10141c';

let loaded: Buffer | undefined;

async function encodedPng(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function answer(interaction: ChatInputCommandInteraction): Promise<void> {
  switch (interaction.commandName) {
    case 'move':
      await interaction.reply({ content: 'Vigil moves straight.' });
      return;
    case 'save':
      await durableWrite(interaction.options.getInteger('bytes', true));
      await interaction.reply({ content: 'Vigil moves straight.' });
      return;
    case 'map': {
      const png = await encodedPng(
        interaction.options.getInteger('width', true),
        interaction.options.getInteger('height', true),
      );
      await interaction.reply({ files: [{ attachment: png, name: 'map.png' }] });
      return;
    }
    case 'done':
      if (!loaded) throw new Error('floor bot: /done before any /load');
      await interaction.reply({ files: [{ attachment: loaded, name: 'map.png' }] });
      return;
    case 'load':
      loaded = readFileSync(interaction.options.getString('png', true));
      await interaction.reply({ content: `loaded ${loaded.length} bytes` });
      return;
    default:
      throw new Error(`floor bot: no floor is called /${interaction.commandName}`);
  }
}

const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  allowedMentions: { parse: [], repliedUser: false },
  rest: { api },
});
client.on(Events.InteractionCreate, (interaction) => {
  if (!interaction.isChatInputCommand()) return;
  answer(interaction).catch((error: unknown) => console.error('floor bot: reply failed', error));
});
const stop = () => void client.destroy().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await client.login(token);
