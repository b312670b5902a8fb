/**
 * The floors of the Discord benchmark (tests/bench/discord.ts): the least a discord.js bot can do. Same
 * intents (Guilds) and REST set-up as the real bot, and every chat-input interaction answered at once:
 *
 * - `/move`: a short text;
 * - `/done`: FLOOR_PNG, a map the real bot sent, uploaded as it is (the "ready PNG" floor: the same
 *   upload, no picture made);
 * - `/map`: a PNG made for the reply, the least a bot that shows a picture per reply must do: a
 *   FLOOR_WIDTH x FLOOR_HEIGHT canvas (the real map's pixel size) filled with the map's background
 *   colour and encoded (the "encodes a same-sized PNG" floor, as tests/bench/render.ts's render floor).
 *
 * The command names only tell the bench's floors apart; the floor bot knows nothing of the game. Run as
 * its own process: `node --import tsx tests/bench/floor-bot.ts`, with DISCORD_TOKEN, DISCORD_API_URL,
 * FLOOR_PNG, FLOOR_WIDTH and FLOOR_HEIGHT set.
 */
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { Client, Events, GatewayIntentBits, type ChatInputCommandInteraction } from 'discord.js';

const token = process.env['DISCORD_TOKEN'];
const api = process.env['DISCORD_API_URL'];
const pngPath = process.env['FLOOR_PNG'];
const width = Number(process.env['FLOOR_WIDTH']);
const height = Number(process.env['FLOOR_HEIGHT']);
if (!token || !api || !pngPath || !(width > 0) || !(height > 0)) throw new Error('floor bot: DISCORD_TOKEN, DISCORD_API_URL, FLOOR_PNG, FLOOR_WIDTH and FLOOR_HEIGHT are required');
const png = readFileSync(pngPath);
/** The map's background (src/render/palette.ts), as tests/bench/render.ts's floor. */
const BACKGROUND = '#10141c';

async function encodedPng(): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function answer(interaction: ChatInputCommandInteraction): Promise<void> {
  if (interaction.commandName === 'move') await interaction.reply({ content: 'Vigil moves straight.' });
  else if (interaction.commandName === 'map') await interaction.reply({ files: [{ attachment: await encodedPng(), name: 'map.png' }] });
  else await interaction.reply({ files: [{ attachment: png, name: 'map.png' }] });
}

const client = new Client({ intents: [GatewayIntentBits.Guilds], allowedMentions: { parse: [], repliedUser: false }, rest: { api } });
client.on(Events.InteractionCreate, (interaction) => {
  if (!interaction.isChatInputCommand()) return;
  answer(interaction).catch((error: unknown) => console.error('floor bot: reply failed', error));
});
const stop = () => void client.destroy().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await client.login(token);
