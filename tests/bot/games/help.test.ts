/** /help names the turn's commands of the channel's game's own ruleset, or of every ruleset without a game. */
import { afterEach, describe, expect, it } from 'vitest';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const helpText = async (b: LocalBot): Promise<string> =>
  (await b.session.run('/help', 'alice')).answers[0]?.message.content ?? '';

describe('/help', () => {
  it('in a squadron game names squadron’s commands, not impulse’s', async () => {
    bot = await localBot({ seed: 'help-0001' });
    await bot.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
    const text = await helpText(bot);
    expect(text).toContain('`/dial` `/decloak` `/action` `/attack`');
    expect(text).not.toContain('`/ap`');
  });

  it('in an impulse game names impulse’s, and with no game every ruleset’s', async () => {
    bot = await localBot({ seed: 'help-0002' });
    expect(await helpText(bot)).toMatch(/`\/ap`.*`\/dial`/);
    await bot.session.run('/game new scenario:cruiser-duel', 'alice');
    const text = await helpText(bot);
    expect(text).toContain('`/ap` `/done` `/fire`');
    expect(text).not.toContain('`/dial`');
  });
});
