/**
 * Issue 40: posts laid out as Discord lays out pictures. The impulse post (the map with its report)
 * and the turn prompt are cards in every ruleset; on Discord a card is a Components V2 container
 * (the text, the map in a media gallery with its alt text, the buttons and menus beneath), within
 * V2's limits; the terminal shows the same parts in the same order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { componentCount, MAX_CARD_COMPONENTS, toCreate, toEdit } from '../../../src/bot/discord/outgoing.js';
import { CARD_TEXT_LIMIT, type Outgoing } from '../../../src/bot/pipeline/request.js';
import { deliverOwed, owe, promptChangedElsewhere } from '../../../src/bot/presentation/outbox.js';
import type { LocalMessage } from '../../../src/bot/local/local-transport.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { createRng, seedRng } from '../../../src/engine/core/rng.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../helpers/local-bot.js';
import { randomCommand } from '../../helpers/random-play.js';
import { toLine, toSlash } from '../../helpers/slash.js';

const bots: LocalBot[] = [];
afterEach(async () => {
  for (const bot of bots.splice(0)) await bot.app.close().catch(() => undefined);
});

async function started(newGame: string): Promise<{ bot: LocalBot; post: Outgoing }> {
  const bot = await localBot({ seed: 'a-fixed-seed-for-the-cards-test-001' });
  bots.push(bot);
  await bot.session.run(newGame, 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  const start = await bot.session.run('/game start', 'alice');
  const post = start.answers.find((a) => !a.ephemeral)?.message;
  if (!post) throw new Error('no start post');
  return { bot, post };
}

const asOutgoing = (m: LocalMessage): Outgoing => ({
  content: m.content,
  ...(m.components ? { components: m.components } : {}),
  ping: m.ping,
  ...(m.layout ? { layout: m.layout } : {}),
});

type Part = { type: number; content?: string; items?: { media: { url: string }; description?: string }[] };

/** What Discord is sent for a card: the flag, no content, one container of text, picture, then rows. */
function expectV2Card(message: Outgoing, picture?: string): Part[] {
  const create = toCreate(message);
  expect(create.flags).toBe(MessageFlags.IsComponentsV2);
  expect(create.content).toBeUndefined();
  const [container, ...more] = (create.components ?? []) as unknown as { type: number; components: Part[] }[];
  expect(more).toEqual([]);
  expect(container?.type).toBe(17);
  const parts = container?.components ?? [];
  expect(parts[0]).toEqual({ type: 10, content: message.content });
  const rows = parts.filter((p) => p.type === 1);
  expect(rows).toEqual([...(message.components ?? [])]);
  expect(parts.slice(parts.length - rows.length)).toEqual(rows);
  if (picture !== undefined) {
    const file = message.files?.find((f) => f.name === picture);
    expect(file?.description?.length ?? 0).toBeGreaterThan(0);
    expect(parts[1]).toEqual({
      type: 12,
      items: [{ media: { url: `attachment://${picture}` }, description: file?.description }],
    });
  }
  expect(componentCount(create.components ?? [])).toBeLessThanOrEqual(MAX_CARD_COMPONENTS);
  // An edit stays a card, with all its parts.
  const edit = toEdit(message);
  expect(edit.flags).toBe(MessageFlags.IsComponentsV2);
  expect(edit.content).toBeUndefined();
  expect(edit.components).toEqual(create.components);
  return parts;
}

describe('cards (issue 40)', () => {
  it.each([
    ['impulse', '/game new scenario:cruiser-duel', 'map.png'],
    ['squadron', '/game new ruleset:squadron scenario:dogfight', 'squadron-map.png'],
    ['vector', '/game new ruleset:vector scenario:cruiser-duel', 'map.png'],
  ])(
    '%s: the post with the map and the prompt are cards; the prompt still pings',
    async (_r, newGame, picture) => {
      const { bot, post } = await started(newGame);
      expect(post.layout).toBe('card');
      expect(post.files?.map((f) => f.name)).toEqual([picture]);
      expectV2Card(post, picture);
      const prompt = bot.channel.messages.find((m) => m.ping.length > 0 && !m.ephemeral);
      if (!prompt) throw new Error('no prompt');
      expect(prompt.layout).toBe('card');
      expect(prompt.components?.length ?? 0).toBeGreaterThan(0);
      const parts = expectV2Card(asOutgoing(prompt));
      // The ping: the mentions are in the text display, and allowed_mentions lets exactly those users through.
      for (const user of prompt.ping) expect(parts[0]?.content).toContain(`<@${user}>`);
      expect(toCreate(asOutgoing(prompt)).allowedMentions).toMatchObject({ parse: [], users: [...prompt.ping] });
      // The terminal: the text, the picture with its alt text, then the buttons.
      const shown = bot.channel.format(post, [`001-${picture}`]);
      const alt = post.files?.[0]?.description?.split('\n')[0] ?? '';
      expect(shown.startsWith(post.content ?? '')).toBe(true);
      expect(shown).toContain(`picture: 001-${picture} — ${alt}`);
      const promptShown = bot.channel.format(asOutgoing(prompt), []);
      expect(promptShown.indexOf('buttons:')).toBeGreaterThan(promptShown.indexOf(prompt.content.slice(-20)));
    },
    60_000,
  );

  it('every impulse post of a played duel is a card within the limits', async () => {
    const { bot } = await started('/game new scenario:cruiser-duel');
    const rng = createRng(seedRng('cards'));
    let reports = 0;
    for (let i = 0; i < 400; i += 1) {
      const record = await bot.app.store.get('c1');
      if (!record || record.status !== 'active') break;
      const command = randomCommand(stateOf(record), (n) => rng.int(n));
      if (!command) break;
      const user = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? 'alice' : 'bob';
      const answer = await bot.session.run(toLine(toSlash(command)), user);
      for (const { message } of answer.answers.filter((a) => !a.ephemeral && (a.message.files?.length ?? 0) > 0)) {
        expect(message.layout).toBe('card');
        expectV2Card(message, 'map.png');
        reports += 1;
      }
    }
    expect(reports).toBeGreaterThan(3);
    for (const m of bot.channel.messages.filter((x) => x.ping.includes(BOB.id) || x.ping.includes(ALICE.id)))
      expect(m.layout).toBe('card');
  }, 120_000);

  it('posts a prompt anew when Discord refuses a card as an edit of the message before it', async () => {
    const { bot } = await started('/game new scenario:cruiser-duel');
    const record = await bot.app.store.get('c1');
    if (!record) throw new Error('no game');
    // The prompt is owed again for the same turn, and what it shows is no longer known: an edit is due.
    await promptChangedElsewhere(bot.app, record);
    await bot.app.store.update('c1', (current) => ({
      save: owe(current ?? record, { kind: 'prompt', repost: false }),
      result: undefined,
    }));
    const edit = bot.channel.edit.bind(bot.channel);
    const refused: Outgoing[] = [];
    bot.channel.edit = async (channelId, messageId, message) => {
      if (message.layout !== 'card') return edit(channelId, messageId, message);
      refused.push(message);
      throw Object.assign(new Error('Invalid Form Body'), { status: 400 });
    };
    const before = bot.channel.messages.length;
    await deliverOwed(bot.app, 'c1');
    expect(refused).toHaveLength(1);
    const posted = bot.channel.messages.slice(before).filter((m) => m.ping.length > 0);
    expect(posted.map((m) => [m.layout, m.content])).toEqual([['card', refused[0]?.content]]);
  }, 60_000);

  it('fits a card’s text to 4,000 characters, where a plain message is cut at 2,000', () => {
    const long = 'x'.repeat(5000);
    const card = toCreate({ content: long, layout: 'card' });
    const [container] = card.components as unknown as { components: Part[] }[];
    const text = container?.components[0]?.content ?? '';
    expect(text).toHaveLength(CARD_TEXT_LIMIT);
    expect(text.endsWith('…')).toBe(true);
    expect(toCreate({ content: 'y'.repeat(3000), layout: 'card' }).components).toEqual([
      { type: 17, components: [{ type: 10, content: 'y'.repeat(3000) }] },
    ]);
    expect(toCreate({ content: long }).content).toHaveLength(2000);
  });
});
