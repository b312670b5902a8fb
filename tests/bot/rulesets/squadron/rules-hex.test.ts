/**
 * `/rules topic:squadron-hex` (issue 41, item 5): the five hex decisions of the README's Squadron
 * section, in every language the bot speaks. The engine's side is
 * tests/engine/rulesets/squadron/hex-decisions.test.ts.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { COMMANDS_DIR, loadCommands } from '../../../../src/bot/app/loader.js';
import { LocalSession } from '../../../../src/bot/local/session.js';
import { localBot, type LocalBot } from '../../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** Per language: the title, then a phrase for each decision (large boost, skipped step, reinforce, large roll, mobile arc). */
const DECISIONS: Readonly<Record<string, readonly string[]>> = {
  'en-US': [
    'Hex decisions',
    'a large ship boosts one hex further than a small one',
    'may still take a free action granted later',
    'Reinforce looks at the defender’s front arc',
    'A large base barrel-rolls two hexes aside',
    'The mobile arc’s four quarters are 90°',
    'stays where it was turned, round after round',
  ],
  'pt-BR': [
    'Decisões do hexágono',
    'nave grande faz impulso de um hexágono a mais que a pequena',
    'ainda pode fazer uma ação gratuita concedida depois',
    'O reforço olha o arco frontal do defensor',
    'Nave de base grande faz pirueta de dois hexágonos',
    'Os quatro quadrantes do arco móvel têm 90°',
    'fica onde foi girado, rodada após rodada',
  ],
  'zh-CN': [
    '六角格判定',
    '大型舰船加速比小型多走一格',
    '仍可执行之后获得的免费动作',
    '强化只看防御方的前射界',
    '大型底座侧滚向旁移动两格',
    '活动射界的四个象限各为 90°',
    '保持在转到的位置，逐轮不变',
  ],
  'zh-TW': [
    '六角格判定',
    '大型艦船加速比小型多走一格',
    '仍可執行之後獲得的免費動作',
    '強化只看防禦方的前射界',
    '大型底座側滾向旁移動兩格',
    '活動射界的四個象限各為 90°',
    '保持在轉到的位置，逐輪不變',
  ],
};

describe('/rules topic:squadron-hex', () => {
  test.each(Object.keys(DECISIONS))('%s: each hex decision, in the reader’s language', async (locale) => {
    bot = await localBot({ seed: 'rules-hex' });
    const reader = { id: '1009', name: 'reader', canManage: false, locale };
    const session = new LocalSession(bot.app, await loadCommands(COMMANDS_DIR), bot.channel, [reader], 'c1');
    const answer = await session.run('/rules topic:squadron-hex', 'reader');
    expect(answer.answers[0]?.ephemeral).toBe(true);
    const text = answer.answers[0]?.message.content ?? '';
    for (const phrase of DECISIONS[locale] ?? []) expect(text).toContain(phrase);
  });
});
