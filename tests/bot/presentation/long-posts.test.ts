/**
 * A post the bot owes is always one the record keeps and Discord takes, in every ruleset (issue 43:
 * a fleet turn card's long line was saved over 2000 characters and the game's record could not be
 * read back, so the game was quarantined). A plain line is cut at a line to a message's 2000; a
 * post with the map is a card and may run to a card's 4000.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../src/bot/locales/index.js';
import { changeOwed } from '../../../src/bot/presentation/announce.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import type { TableRuleset } from '../../../src/bot/rulesets/table.js';
import { OutboxItemSchema } from '../../../src/store/index.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** A line of each stretch as long as a busy one can be: a hundred events of forty characters. */
const LONG = Array.from({ length: 100 }, (_, i) => `event ${String(i).padStart(3, '0')} of a very busy stretch.`).join(
  '\n',
);
const talkative = (table: TableRuleset): TableRuleset => ({
  ...table,
  narrate: () => LONG,
  report: (_t, _s, _e, room) => LONG.repeat(3).slice(0, room),
});

describe.each(TABLES.ids)('every post the bot owes fits: %s', (id) => {
  it('a long plain line is cut to 2000 at a line; a long report with the map is a card of at most 4000; the record keeps both', async () => {
    bot = await localBot({ seed: `long-posts-${id}` });
    const s = bot.session;
    await s.run(`/game new ruleset:${id}`, 'alice');
    await s.run('/game join', 'alice');
    await s.run('/game join', 'bob');
    await s.run('/game start', 'alice');
    const record = await bot.app.store.get('c1');
    if (!record) throw new Error('no game');
    const table = talkative(TABLES.get(id) as TableRuleset);
    const t = translator('en-US');
    const prompt = { repost: false, edit: false };
    const plain = changeOwed(table, t, 'alice', { before: record, after: record, events: [], report: null, prompt });
    const card = changeOwed(table, t, 'alice', { before: record, after: record, events: [], report: [], prompt });
    const [line] = plain;
    const [post] = card;
    if (line?.kind !== 'post' || post?.kind !== 'post') throw new Error('no post owed');
    expect(line.content.length).toBeLessThanOrEqual(2000);
    expect(line.content.endsWith('…')).toBe(true);
    expect(LONG.startsWith(line.content.slice(0, -2))).toBe(true);
    expect(post.map).toBeDefined();
    expect(post.content.length).toBeGreaterThan(2000);
    expect(post.content.length).toBeLessThanOrEqual(4000);
    for (const owed of [...plain, ...card])
      expect(OutboxItemSchema.safeParse({ id: 'x', ...owed }).success, JSON.stringify(owed).slice(0, 80)).toBe(true);
    // And the store refuses a plain message too long for Discord, whatever made it.
    expect(OutboxItemSchema.safeParse({ id: 'x', kind: 'post', to: 'channel', content: LONG }).success).toBe(false);
  });
});
