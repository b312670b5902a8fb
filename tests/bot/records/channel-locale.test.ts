/**
 * The channel's language: what the bot posts in a game's channel (status, prompts, notices) is in the
 * first seated person's language, else the host's. A solo game against the AI (whose seat comes
 * first and has no language) speaks its one person's language from the start.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { LocalSession, type LocalUser } from '../../../src/bot/local/session.js';
import { channelLocale } from '../../../src/bot/records/channel-locale.js';
import type { Player } from '../../../src/store/index.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const person = (userId: string, locale?: string): Player => ({
  userId,
  name: userId,
  side: `side-${userId}`,
  ...(locale ? { locale } : {}),
});
const ai: Player = { userId: 'ai-veyra', name: 'AI', side: 'veyra', ai: { level: 'easy', personality: 'steady' } };

describe('channelLocale', () => {
  it.each([
    ['the first person seated', [person('1', 'zh-TW'), person('2', 'pt-BR')], 'en-US', 'zh-TW'],
    ['a person after an AI seat', [ai, person('1', 'pt-BR')], 'en-US', 'pt-BR'],
    ['the host’s when only the AI sits', [ai], 'zh-CN', 'zh-CN'],
    ['the host’s when the person seated has none', [person('1')], 'pt-BR', 'pt-BR'],
    [
      'a person on autopilot, who is still a person',
      [{ ...person('1', 'zh-CN'), ai: { level: 'normal', personality: 'steady', autopilot: { excused: [] } } }],
      undefined,
      'zh-CN',
    ],
  ] as [string, Player[], string | undefined, string][])('%s', (_what, players, locale, expected) => {
    expect(channelLocale({ players, ...(locale ? { locale } : {}) })).toBe(expected);
  });

  it('none at all: the default', () => {
    expect(channelLocale({ players: [] })).toBeUndefined();
  });
});

describe('a solo game against the AI made by a pt-BR player', () => {
  it('posts its status and prompts in Portuguese from the lobby on', async () => {
    bot = await localBot({ seed: 'channel-locale-seed-0001' });
    const ana: LocalUser = { id: '1004', name: 'ana', canManage: false, locale: 'pt-BR' };
    const session = new LocalSession(bot.app, await loadCommands(COMMANDS_DIR), bot.channel, [ana], 'c1');
    await session.run('/game new scenario:cruiser-duel opponent:ai', 'ana');
    const lobby = bot.channel.messages.filter((m) => m.channelId === 'c1' && !m.ephemeral).map((m) => m.content);
    expect(lobby.some((c) => c.includes('aguardando o início'))).toBe(true);
    expect(lobby.some((c) => c.includes('waiting to start'))).toBe(false);
    await session.run('/game join', 'ana');
    await session.run('/game start', 'ana');
    const posted = bot.channel.messages.filter((m) => m.channelId === 'c1' && !m.ephemeral).map((m) => m.content);
    expect(posted.some((c) => c.includes('Aguardando:'))).toBe(true);
    expect(posted.some((c) => c.includes('Waiting for:') || c.includes('waiting to start'))).toBe(false);
  });
});
