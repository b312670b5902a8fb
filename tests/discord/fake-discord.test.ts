/**
 * Proves the fake Discord is good enough for end-to-end tests: a real discord.js 14 client logs in,
 * answers interactions in every way a bot does, and hits the same walls it would hit on Discord.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  ForumChannel,
  GatewayIntentBits,
  GuildMember,
  GuildScheduledEventEntityType,
  GuildScheduledEventPrivacyLevel,
  GuildScheduledEventStatus,
  MessageFlags,
  PermissionFlagsBits,
  REST,
  Routes,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestPace } from '../../src/bot/discord/rest-pace.js';
import { DiscordChannel } from '../../src/bot/discord/channel.js';
import {
  ALICE,
  BOB,
  C1,
  C2,
  CAROL,
  G1,
  OWNER,
  allComponents,
  controlsOf,
  galleryOf,
  startFakeDiscord,
  textOf,
  type ChannelFixture,
  type FakeDiscord,
  type FakeDiscordOptions,
  type GuildFixture,
  type RequestLogEntry,
} from './fake-discord.js';
import { computePings } from './mentions.js';
import { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './world.js';

/** A 2x1 PNG: small, valid, and with a size the fake can read back from its header. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAC/wEIAAH/2ZC7NQAAAABJRU5ErkJggg==',
  'base64',
);

type Handler = (interaction: Interaction) => Promise<void>;

function fail(reason: string): never {
  throw new Error(reason);
}

interface Bot {
  client: Client;
  /** Swapped per test: what the bot does with the next interactions. */
  handle: Handler;
  /** Errors the handler threw (e.g. DiscordAPIError from a rejected reply). */
  errors: unknown[];
}

async function startBot(fake: FakeDiscord): Promise<Bot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: fake.apiUrl },
    allowedMentions: { parse: [] },
  });
  const bot: Bot = { client, handle: async () => undefined, errors: [] };
  client.on(Events.InteractionCreate, (interaction) => {
    bot.handle(interaction).catch((error: unknown) => bot.errors.push(error));
  });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return bot;
}

function textChannel(bot: Bot, id: string): TextChannel {
  const channel = bot.client.channels.cache.get(id);
  if (channel?.type !== ChannelType.GuildText) throw new Error(`channel ${id} is not a cached text channel`);
  return channel;
}

describe('fake Discord with a real discord.js client', () => {
  let fake: FakeDiscord;
  let bot: Bot;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    bot = await startBot(fake);
  });

  afterEach(() => {
    // Reset before asserting so one failure doesn't cascade into the next tests.
    const errors = bot.errors.splice(0);
    const violations = fake.takeViolations();
    bot.handle = async () => undefined;
    // Every test that expects a violation or handler error takes it; anything left is a surprise.
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  afterAll(async () => {
    await bot.client.destroy();
    await fake.close();
  });

  it('logs in over the gateway and caches the guild and its channels', () => {
    const guild = bot.client.guilds.cache.get(G1.id);
    expect(bot.client.user?.id).toBe(fake.botUser.id);
    expect(guild?.name).toBe('g1');
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['c1', 'c2']);
    expect(guild?.members.me?.permissions.has(PermissionFlagsBits.SendMessages)).toBe(true);
    expect(fake.sessions).toHaveLength(1);
    expect(fake.sessions[0]?.intents).toBe(GatewayIntentBits.Guilds);
  });

  it('delivers a slash command with typed options and records the reply', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const manager = i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ? 'manager' : 'player';
      const parts = [
        i.options.getString('ship'),
        i.options.getString('how'),
        i.options.getBoolean('afterburner'),
        i.options.getInteger('speed'),
        manager,
        i.locale,
      ];
      await i.reply(parts.join(' '));
    };
    const handle = fake.interact(
      fake.slash(
        CAROL,
        C1.id,
        'move',
        { ship: 'Vigil', how: 'turn-left', afterburner: true, speed: 3 },
        { locale: 'fr' },
      ),
    );
    expect((await handle.response()).type).toBe(4);
    const reply = await handle.settled();
    expect(reply.content).toBe('Vigil turn-left true 3 manager fr');
    expect(reply.channelId).toBe(C1.id);
    expect(reply.interactionId).toBe(handle.id);

    const [timing] = fake.interactionTimings().filter((t) => t.id === handle.id);
    expect(timing?.dispatchedAt).toBeLessThanOrEqual(timing?.callbackAt ?? -1);
    expect(timing?.firstResultAt).toBe(timing?.callbackAt);
  });

  it('handles a subcommand and reports the member as a plain player', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const manager = i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
      await i.reply(
        `${i.commandName} ${i.options.getSubcommand()} ${i.options.getNumber('bearing')} manager=${String(manager)}`,
      );
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'game', { bearing: 1.5 }, { subcommand: 'aim' }));
    expect((await handle.settled()).content).toBe('game aim 1.5 manager=false');
  });

  it('defers, then edits the reply with a PNG whose bytes arrive intact', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply({ content: 'the map', files: [new AttachmentBuilder(PNG, { name: 'map.png' })] });
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'map'));
    expect((await handle.response()).type).toBe(5);
    const message = await handle.settled();
    const [png] = message.attachments;
    expect(png?.filename).toBe('map.png');
    expect(png?.data.equals(PNG)).toBe(true);
    expect([png?.width, png?.height]).toEqual([2, 1]);
    expect(message.flags & MessageFlags.Loading).toBe(0);
    expect(handle.edits).toHaveLength(1);
    expect(handle.timings.firstAttachmentAt).toBeGreaterThanOrEqual(handle.timings.callbackAt ?? Infinity);

    const served = await fetch(png?.url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('records an ephemeral follow-up, which pings nobody', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('public');
      await i.followUp({
        content: `<@${BOB.id}> only you see this`,
        flags: MessageFlags.Ephemeral,
        allowedMentions: { users: [BOB.id] },
      });
    };
    const handle = fake.interact(fake.slash(BOB, C1.id, 'status'));
    await fake.waitForMessage((m) => m.interactionId === handle.id && m.ephemeral);
    expect(handle.followUps).toHaveLength(1);
    expect(handle.followUps[0]?.ephemeral).toBe(true);
    expect(handle.followUps[0]?.pings.users).toEqual([]);
    expect(handle.original?.ephemeral).toBe(false);
  });

  it('answers autocomplete with choices', async () => {
    bot.handle = async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused();
      await i.respond(
        ['Vigil', 'Valiant', 'Resolute']
          .filter((n) => n.startsWith(typed))
          .map((n) => ({ name: n, value: n.toLowerCase() })),
      );
    };
    const handle = fake.interact(fake.autocomplete(ALICE, C1.id, 'move', { ship: 'V', how: 'straight' }, 'ship'));
    const response = await handle.response();
    expect(response.type).toBe(8);
    expect(response.data?.choices).toEqual([
      { name: 'Vigil', value: 'vigil' },
      { name: 'Valiant', value: 'valiant' },
    ]);
    await expect(handle.settled()).rejects.toThrow(/no message; use response\(\)/);
  });

  it('routes a button click on a posted message and records the update', async () => {
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('end-turn').setLabel('End turn').setStyle(ButtonStyle.Primary),
    );
    const sent = await textChannel(bot, C2.id).send({ content: 'Your move', components: [row] });
    bot.handle = async (i) => {
      if (!i.isButton()) return;
      await i.update({ content: `${i.user.username} ended the turn`, components: [] });
    };
    const prompt = fake.message(sent.id);
    if (!prompt) throw new Error('the prompt was not recorded');
    const handle = fake.interact(fake.button(BOB, prompt, 'end-turn'));
    expect((await handle.response()).type).toBe(7);
    const updated = await handle.settled();
    expect(updated.id).toBe(sent.id);
    expect(updated.content).toBe('bob ended the turn');
    expect(updated.components).toEqual([]);
    expect(updated.revisions[0]?.content).toBe('Your move');
  });

  it('pings only the users allowed_mentions lets through', async () => {
    const channel = textChannel(bot, C1.id);
    const prompt = await channel.send({
      content: `<@${ALICE.id}> <@${BOB.id}> turn 3: bob to move`,
      allowedMentions: { users: [BOB.id] },
    });
    const quiet = await channel.send(`<@${ALICE.id}> (client default parse: [] pings nobody)`);
    expect(fake.message(prompt.id)?.pings.users).toEqual([BOB.id]);
    expect(fake.message(quiet.id)?.pings.users).toEqual([]);
    expect(fake.pingsFor(ALICE.id)).toEqual([]);
  });

  it('rejects a 2001-character reply like Discord and records the violation', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      try {
        await i.reply('x'.repeat(2001));
      } catch (error) {
        bot.errors.push(error);
        await i.reply('too long, sorry');
      }
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'log'));
    expect((await handle.settled()).content).toBe('too long, sorry');
    const [error] = bot.errors.splice(0);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(/content\[BASE_TYPE_MAX_LENGTH\] Must be 2000 or fewer/),
    ]);
  });

  it('answers a second callback with 40060', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const callback = { body: { type: 4, data: { content: 'once' } }, auth: false };
      await i.client.rest.post(Routes.interactionCallback(i.id, i.token), callback);
      await i.client.rest
        .post(Routes.interactionCallback(i.id, i.token), callback)
        .catch((error: unknown) => bot.errors.push(error));
    };
    fake.interact(fake.slash(ALICE, C1.id, 'twice'));
    await expect.poll(() => bot.errors.length).toBe(1);
    expect((bot.errors.pop() as DiscordAPIError).code).toBe(40060);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/already acknowledged/)]);
  });

  it('retries through an injected 429 and a 500, and the message still lands', async () => {
    fake.failNext(/^POST \/channels\/\d+\/messages$/, { status: 429, retryAfter: 0.05 });
    fake.failNext(/^POST \/channels\/\d+\/messages$/, { status: 500 });
    const sent = await textChannel(bot, C1.id).send('after the storm');
    expect(fake.message(sent.id)?.content).toBe('after the storm');
    const attempts = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/channels/${C1.id}/messages`)
      .slice(-3);
    expect(attempts.map((r) => [r.status, r.injected])).toEqual([
      [429, true],
      [500, true],
      [200, false],
    ]);
  });

  it('serves an attachment option at its URL', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const file = i.options.getAttachment('fleet', true);
      const text = await (await fetch(file.url)).text();
      await i.reply(`${file.name} (${file.contentType}): ${text}`);
    };
    const upload = { filename: 'fleet.json', content: '{"ships":2}', contentType: 'application/json' };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'import', { fleet: upload }));
    expect((await handle.settled()).content).toBe('fleet.json (application/json): {"ships":2}');
  });

  it('registers commands with localisations and refuses locales Discord lacks', async () => {
    const move = {
      name: 'move',
      description: 'Move a ship',
      name_localizations: { fr: 'deplacer' },
      options: [{ type: 3, name: 'ship', description: 'Which ship', required: true, autocomplete: true }],
    };
    await bot.client.application?.commands.set([move], G1.id);
    expect(fake.commands.guild(G1.id)[0]?.name_localizations).toEqual({ fr: 'deplacer' });
    expect(fake.commands.find('move', G1.id)?.id).toMatch(/^\d+$/);
    // Arabic has fonts in this project but no Discord locale; typed loosely because discord.js's Locale type knows that too.
    const arabic: Record<string, string> = { ar: 'تصويب' };
    await expect(
      bot.client.application?.commands.set([{ ...move, name: 'aim', name_localizations: arabic }]),
    ).rejects.toThrow(/name_localizations\.ar/);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/"ar" is not a valid/)]);
    await bot.client.application?.commands.set([], G1.id);
  });

  it('opens threads, pins messages and sends DMs', async () => {
    const channel = textChannel(bot, C1.id);
    const thread = await channel.threads.create({ name: 'Battle of Vega' });
    expect(fake.threads(C1.id).map((t) => t.name)).toEqual(['Battle of Vega']);
    const inThread = await thread.send('battle starts');
    await inThread.pin();
    const pins = await thread.messages.fetchPins();
    expect(pins.items.map((p) => p.message.id)).toEqual([inThread.id]);
    expect(fake.message(inThread.id)?.pinned).toBe(true);

    const dm = await (await bot.client.users.fetch(BOB.id)).send('your turn');
    expect(fake.dmChannelOf(BOB.id)).toBe(dm.channelId);
    expect(fake.messages(dm.channelId).map((m) => m.content)).toEqual(['your turn']);
  });

  it('fills the deferred reply with the first follow-up and resolves string selects', async () => {
    bot.handle = async (i) => {
      if (i.isChatInputCommand()) {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const menu = {
          type: 3,
          custom_id: 'pick-ship',
          options: [
            { label: 'Vigil', value: 'vigil' },
            { label: 'Valiant', value: 'valiant' },
          ],
        };
        await i.followUp({ content: 'Pick a ship', components: [{ type: 1, components: [menu] }] });
      } else if (i.isStringSelectMenu()) {
        await i.update({ content: `picked ${i.values.join(',')}`, components: [] });
      }
    };
    const command = fake.interact(fake.slash(ALICE, C1.id, 'pick'));
    const picker = await command.settled();
    expect(picker.id).toBe(command.original?.id);
    expect(picker.ephemeral).toBe(true);
    const choice = fake.interact(fake.select(ALICE, picker, 'pick-ship', ['valiant']));
    expect((await choice.settled()).content).toBe('picked valiant');
    expect(() => fake.select(BOB, picker, 'pick-ship', ['vigil'])).toThrow(/ephemeral/);
  });

  it('says clearly when a deferred reply is never filled in', async () => {
    bot.handle = async (i) => {
      if (i.isChatInputCommand()) await i.deferReply();
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'stall'));
    await expect(handle.settled(100)).rejects.toThrow(/deferred \(type 5\) but @original was never edited/);
  });

  const tooMuch: [string, object, number, RegExp][] = [
    ['an empty message', {}, 50006, /no content, embeds, components or files/],
    ['an ephemeral channel message', { content: 'x', flags: 64 }, 50035, /flags\[MESSAGE_FLAGS_INVALID\]/],
    [
      '11 embeds',
      { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) },
      50035,
      /embeds\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      'embeds over 6000 characters',
      { embeds: [{ description: 'd'.repeat(4000) }, { description: 'd'.repeat(2001) }] },
      50035,
      /MAX_EMBED_SIZE_EXCEEDED/,
    ],
    [
      '26 embed fields',
      { embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] },
      50035,
      /embeds\.0\.fields\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      '6 action rows',
      {
        components: Array.from({ length: 6 }, (_, r) => ({
          type: 1,
          components: [{ type: 2, style: 1, label: 'b', custom_id: `b${r}` }],
        })),
      },
      50035,
      /components\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      'a select sharing its row',
      {
        components: [
          {
            type: 1,
            components: [
              { type: 3, custom_id: 's', options: [{ label: 'a', value: 'a' }] },
              { type: 2, style: 1, label: 'b', custom_id: 'b' },
            ],
          },
        ],
      },
      50035,
      /COMPONENT_LAYOUT_WIDTH_EXCEEDED/,
    ],
    [
      'a duplicated custom_id',
      {
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'a', custom_id: 'same' },
              { type: 2, style: 1, label: 'b', custom_id: 'same' },
            ],
          },
        ],
      },
      50035,
      /COMPONENT_CUSTOM_ID_DUPLICATED/,
    ],
    [
      'an 81-character button label',
      { components: [{ type: 1, components: [{ type: 2, style: 1, label: 'l'.repeat(81), custom_id: 'b' }] }] },
      50035,
      /label\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      'parse users together with a users list',
      { content: 'x', allowed_mentions: { parse: ['users'], users: [BOB.id] } },
      50035,
      /MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE/,
    ],
  ];

  it.each(tooMuch)('rejects %s like Discord', async (_name, body, code, violation) => {
    const error = await bot.client.rest.post(Routes.channelMessages(C1.id), { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(code);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(violation)]);
  });

  it('answers 413 to more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, n) => new AttachmentBuilder(PNG, { name: `f${n}.png` }));
    await expect(textChannel(bot, C1.id).send({ files })).rejects.toMatchObject({ status: 413, code: 40005 });
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/11 files \(limit 10\)/)]);
  });

  it('rejects 26 autocomplete choices', async () => {
    bot.handle = async (i) => {
      if (!i.isAutocomplete()) return;
      const choices = Array.from({ length: 26 }, (_, n) => ({ name: `ship ${n}`, value: `s${n}` }));
      await i.respond(choices).catch((error: unknown) => bot.errors.push(error));
    };
    fake.interact(fake.autocomplete(ALICE, C1.id, 'move', { ship: '' }, 'ship'));
    await expect.poll(() => bot.errors.length).toBe(1);
    expect((bot.errors.pop() as DiscordAPIError).code).toBe(50035);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/data\.choices\[BASE_TYPE_MAX_LENGTH\]/)]);
  });

  it('supports the rest of the discord.js surface a bot uses', async () => {
    bot.handle = async (i) => {
      if (i.isChatInputCommand()) {
        const response = await i.reply({ content: 'first', withResponse: true });
        await i.editReply('second');
        const fetched = await i.fetchReply();
        await i.followUp(
          `saw ${fetched.content} (${response.resource?.message?.id === fetched.id ? 'same id' : 'other id'})`,
        );
      } else if (i.isButton()) {
        await i.deferUpdate();
        await i.editReply({ content: 'deferred update done', components: [] });
      }
    };
    const command = fake.interact(fake.slash(ALICE, C2.id, 'surface'));
    await fake.waitForMessage((m) => m.interactionId === command.id && m.content.startsWith('saw'));
    expect(command.followUps[0]?.content).toBe('saw second (same id)');
    expect(command.original?.revisions.map((r) => r.content)).toEqual(['first']);

    const channel = textChannel(bot, C2.id);
    const board = await channel.send({
      content: 'board',
      components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Go', custom_id: 'go' }] }],
    });
    const click = fake.interact(fake.button(CAROL, fake.message(board.id) ?? fail('board missing'), 'go'));
    expect((await click.settled()).content).toBe('deferred update done');
    expect((await click.response()).type).toBe(6);

    const edited = await board.edit('board, edited');
    expect(fake.message(edited.id)?.content).toBe('board, edited');
    const recent = await channel.messages.fetch({ limit: 2 });
    expect([...recent.values()].map((m) => m.content)).toEqual(['board, edited', 'saw second (same id)']);
    const thread = await board.startThread({ name: 'Board talk' });
    expect(thread.id).toBe(board.id);
    await board.pin();
    expect((await channel.messages.fetchPins()).items.map((p) => p.message.id)).toEqual([board.id]);
    await board.unpin();
    await board.delete();
    expect(fake.message(board.id)?.deletedAt).not.toBeNull();

    const application = await bot.client.application?.fetch();
    expect(application?.id).toBe(fake.applicationId);
    const member = await bot.client.guilds.cache.get(G1.id)?.members.fetch(CAROL.id);
    expect(member?.permissions.has(PermissionFlagsBits.ManageGuild)).toBe(true);
  });

  it('records a modal', async () => {
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.showModal({
        title: 'Name your fleet',
        custom_id: 'fleet-name',
        components: [{ type: 1, components: [{ type: 4, custom_id: 'name', label: 'Name', style: 1 }] }],
      });
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'rename'));
    expect(await handle.response()).toMatchObject({ type: 9, data: { custom_id: 'fleet-name' } });
  });

  it('survives a gateway drop: the client resumes and gets the interaction sent meanwhile', async () => {
    bot.handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply('still here');
    };
    const resumed = fake.nextReady();
    await fake.dropGateway();
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'ping'));
    expect(await resumed).toMatchObject({ kind: 'resume' });
    expect((await handle.settled()).content).toBe('still here');
    expect(fake.sessions.at(-1)?.resumes).toBe(1);
  });
});

describe('fake Discord timing and auth rules', () => {
  const fakes: FakeDiscord[] = [];
  const bots: Bot[] = [];

  async function setUp(options: FakeDiscordOptions): Promise<{ fake: FakeDiscord; bot: Bot }> {
    const fake = await startFakeDiscord(options);
    fakes.push(fake);
    const bot = await startBot(fake);
    bots.push(bot);
    return { fake, bot };
  }

  afterEach(async () => {
    for (const bot of bots.splice(0)) await bot.client.destroy();
    for (const fake of fakes.splice(0)) await fake.close();
  });

  it('reports an interaction nobody acknowledged within the deadline, and refuses the late answer', async () => {
    const { fake, bot } = await setUp({ deadlineMs: 200 });
    // Settles with the outcome of the late reply (an error is the expected outcome).
    const late: { outcome?: Promise<unknown> } = {};
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      late.outcome = new Promise((resolve) => setTimeout(resolve, 250))
        .then(() => i.reply('too late'))
        .then(
          () => 'replied',
          (error: unknown) => error,
        );
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'slow'));
    await expect(handle.response()).rejects.toThrow(/no callback within 200ms/);
    expect(await late.outcome).toMatchObject({ code: 10062 });
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(/no callback within 200ms/),
      expect.stringMatching(/answered after the 200ms deadline/),
    ]);
  });

  it('lets a restarted bot identify again and take over the interactions', async () => {
    const { fake, bot: first } = await setUp({});
    const next = fake.nextReady();
    await first.client.destroy();
    const second = await startBot(fake);
    bots.push(second);
    expect(await next).toMatchObject({ kind: 'identify' });
    second.handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply('new process');
    };
    const handle = fake.interact(fake.slash(BOB, C1.id, 'ping'));
    expect((await handle.settled()).content).toBe('new process');
    expect(fake.sessions).toHaveLength(2);
  });

  it('expires interaction tokens after tokenLifetimeMs', async () => {
    const { fake, bot } = await setUp({ tokenLifetimeMs: 100 });
    const late: { outcome?: Promise<unknown> } = {};
    bot.handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      late.outcome = new Promise((resolve) => setTimeout(resolve, 150))
        .then(() => i.editReply('finally'))
        .then(
          () => 'edited',
          (error: unknown) => error,
        );
    };
    const handle = fake.interact(fake.slash(ALICE, C1.id, 'slow-render'));
    expect((await handle.response()).type).toBe(5);
    await expect.poll(() => late.outcome).toBeDefined();
    expect(await late.outcome).toMatchObject({ status: 401, code: 50027 });
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(/token of interaction \d+ \(\/slow-render by alice\) expired/),
    ]);
  });

  it('refuses a wrong token with 401', async () => {
    const fake = await startFakeDiscord();
    fakes.push(fake);
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    await expect(client.login('not-the-token')).rejects.toThrow(/invalid token/i);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/GET \/gateway\/bot: missing or wrong bot token/)]);
    await client.destroy();
  });
  it('drops a message whose sender is killed mid-upload, unseen and without a violation (the crash trial kills the bot so)', async () => {
    const fake = await startFakeDiscord();
    fakes.push(fake);
    const socket = connect(fake.port, '127.0.0.1');
    await once(socket, 'connect');
    // Expect: 100-continue makes the server say when it has the headers, so the cut lands mid-body every time.
    socket.write(
      [
        `POST /api/v10/channels/${C1.id}/messages HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bot ${fake.token}`,
        'Content-Type: application/json',
        'Content-Length: 1000',
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    const [continued] = (await once(socket, 'data')) as [Buffer];
    expect(continued.toString()).toMatch(/^HTTP\/1.1 100 Continue/);
    socket.write('{"content":"half a mess');
    socket.destroy();
    await expect.poll(() => fake.abortedRequests).toEqual([`POST /api/v10/channels/${C1.id}/messages`]);
    expect(fake.takeViolations()).toEqual([]);
    expect(fake.messages(C1.id)).toEqual([]);
  });
});

describe('fake Discord nonces and lost answers', () => {
  const MESSAGES = /^POST \/channels\/\d+\/messages$/;
  let fake: FakeDiscord;
  let client: Client;
  let channel: DiscordChannel;
  /** Ids of the MESSAGE_CREATE events the bot received (it holds GuildMessages). */
  const created: string[] = [];

  type Posted = { id: string; nonce?: string | number };
  const post = (body: object, channelId = C1.id) =>
    client.rest.post(Routes.channelMessages(channelId), { body }) as Promise<Posted>;
  const attempts = (channelId = C1.id) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages`);
  const outcome = (entries: RequestLogEntry[]) => entries.map((r) => [r.status, r.injected, r.routeStatus]);
  const withContent = (content: string, channelId = C1.id) =>
    fake.messages(channelId).filter((m) => m.content === content);
  /** Gateway events arrive in order: once a marker's MESSAGE_CREATE is in, every earlier one is too. */
  async function eventsSettled(): Promise<void> {
    const marker = await post({ content: 'marker' });
    await expect.poll(() => created.includes(marker.id)).toBe(true);
  }

  beforeAll(async () => {
    fake = await startFakeDiscord();
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
      rest: { api: fake.apiUrl },
      allowedMentions: { parse: [] },
    });
    client.on(Events.MessageCreate, (message) => created.push(message.id));
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
    channel = new DiscordChannel(client);
  });

  afterEach(() => {
    expect(fake.takeViolations()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it.each([
    ['a string', 'turn-7-prompt'],
    ['an integer', 4207],
  ])(
    'returns the earlier message for a repeated nonce (%s) with enforce_nonce, making nothing new',
    async (_kind, nonce) => {
      const first = await post({ content: `nonce ${nonce}`, nonce, enforce_nonce: true });
      const again = await post({ content: `nonce ${nonce}`, nonce, enforce_nonce: true });
      expect(again.id).toBe(first.id);
      expect(again.nonce).toBe(nonce);
      expect(withContent(`nonce ${nonce}`).map((m) => m.id)).toEqual([first.id]);
      expect(outcome(attempts().slice(-2))).toEqual([
        [200, false, undefined],
        [200, false, undefined],
      ]);
      await eventsSettled();
      expect(created.filter((id) => id === first.id)).toHaveLength(1);
    },
  );

  it('creates a new message for a different nonce', async () => {
    const first = await post({ content: 'two nonces', nonce: 'n-one', enforce_nonce: true });
    const second = await post({ content: 'two nonces', nonce: 'n-two', enforce_nonce: true });
    expect(second.id).not.toBe(first.id);
    expect(withContent('two nonces')).toHaveLength(2);
  });

  it('creates a new message every time without a nonce', async () => {
    const first = await post({ content: 'no nonce', enforce_nonce: true });
    const second = await post({ content: 'no nonce' });
    expect(second.id).not.toBe(first.id);
    expect(withContent('no nonce')).toHaveLength(2);
  });

  it('creates a new message every time when enforce_nonce is false or absent', async () => {
    const ids = [
      await post({ content: 'not enforced', nonce: 'lax', enforce_nonce: false }),
      await post({ content: 'not enforced', nonce: 'lax', enforce_nonce: false }),
      await post({ content: 'not enforced', nonce: 'lax' }),
    ].map((m) => m.id);
    expect(new Set(ids).size).toBe(3);
    expect(withContent('not enforced').map((m) => m.nonce)).toEqual(['lax', 'lax', 'lax']);
    await eventsSettled();
    expect(ids.every((id) => created.includes(id))).toBe(true);
  });

  it('keeps nonces apart per channel', async () => {
    const inC1 = await post({ content: 'per channel', nonce: 'shared', enforce_nonce: true }, C1.id);
    const inC2 = await post({ content: 'per channel', nonce: 'shared', enforce_nonce: true }, C2.id);
    expect(inC2.id).not.toBe(inC1.id);
    expect(withContent('per channel', C2.id).map((m) => m.id)).toEqual([inC2.id]);
  });

  it.each([
    ['a 26-character nonce', { nonce: 'n'.repeat(26) }, /nonce\[NONCE_TYPE_TOO_LONG\] Must be 25 or fewer/],
    ['a fractional nonce', { nonce: 1.5 }, /nonce\[NONCE_TYPE_INVALID_TYPE\]/],
    ['a boolean nonce', { nonce: true }, /nonce\[NONCE_TYPE_INVALID_TYPE\]/],
    ['an object nonce', { nonce: {} }, /nonce\[NONCE_TYPE_INVALID_TYPE\]/],
    ['a string enforce_nonce', { nonce: 'ok', enforce_nonce: 'yes' }, /enforce_nonce\[BASE_TYPE_BOOLEAN\]/],
  ])('rejects %s with 400 like Discord', async (_name, fields, violation) => {
    const error = await post({ content: 'bad nonce', enforce_nonce: true, ...fields }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 400, code: 50035 });
    expect(withContent('bad nonce')).toEqual([]);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(violation)]);
  });

  it('accepts a 25-character nonce', async () => {
    const nonce = 'n'.repeat(25);
    const first = await post({ content: 'longest nonce', nonce, enforce_nonce: true });
    expect((await post({ content: 'longest nonce', nonce, enforce_nonce: true })).id).toBe(first.id);
  });

  it('forgets a nonce after nonceWindowMs on its own clock', async () => {
    const brief = await startFakeDiscord({ nonceWindowMs: 50 });
    try {
      const rest = new REST({ api: brief.apiUrl }).setToken(brief.token);
      const send = () =>
        rest.post(Routes.channelMessages(C1.id), {
          body: { content: 'window', nonce: 'w', enforce_nonce: true },
        }) as Promise<Posted>;
      const first = await send();
      expect((await send()).id).toBe(first.id);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await send()).id).not.toBe(first.id);
      expect(brief.messages(C1.id)).toHaveLength(2);
      expect(brief.violations).toEqual([]);
    } finally {
      await brief.close();
    }
  });

  it('loses the answer after making the post: without a nonce, the retry posts twice', async () => {
    fake.failNext(MESSAGES, { status: 500, afterRoute: true });
    await post({ content: 'posted twice' });
    expect(outcome(attempts().slice(-2))).toEqual([
      [500, true, 200],
      [200, false, undefined],
    ]);
    expect(withContent('posted twice')).toHaveLength(2);
  });

  it('refuses afterRoute with 429, which would claim Discord did nothing', () => {
    expect(() => fake.failNext(MESSAGES, { status: 429, afterRoute: true })).toThrow(/afterRoute/);
  });

  it('DiscordChannel.send: a 5xx after the post, retried by discord.js, leaves one message and returns its id', async () => {
    fake.failNext(MESSAGES, { status: 502, afterRoute: true });
    const id = await channel.send(C1.id, { content: 'turn 8: alice to move', nonce: 'g1-turn-8' });
    expect(withContent('turn 8: alice to move').map((m) => [m.id, m.nonce])).toEqual([[id, 'g1-turn-8']]);
    expect(outcome(attempts().slice(-2))).toEqual([
      [502, true, 200],
      [200, false, undefined],
    ]);
    await eventsSettled();
    expect(created.filter((m) => m === id)).toHaveLength(1);
  });

  it('DiscordChannel.send: a connection dropped after the post fails the send; the outbox’s next attempt, same nonce, gives back that one message', async () => {
    // @discordjs/rest does not retry a dropped connection; the outbox keeps the item owed and delivers it again.
    fake.failNext(MESSAGES, { drop: true, afterRoute: true });
    await expect(channel.send(C1.id, { content: 'turn 9: bob to move', nonce: 'g1-turn-9' })).rejects.toThrow();
    const id = await channel.send(C1.id, { content: 'turn 9: bob to move', nonce: 'g1-turn-9' });
    expect(withContent('turn 9: bob to move').map((m) => [m.id, m.nonce])).toEqual([[id, 'g1-turn-9']]);
  });

  it('DiscordChannel.send: a post without a nonce gets a fresh snowflake as one', async () => {
    const id = await channel.send(C1.id, { content: 'no nonce given' });
    expect(fake.message(id)?.nonce).toMatch(/^\d{17,20}$/);
  });

  it('DiscordChannel.send: posts that merely look alike stay separate messages', async () => {
    const first = await channel.send(C1.id, { content: 'same words' });
    const second = await channel.send(C1.id, { content: 'same words' });
    expect(second).not.toBe(first);
    expect(withContent('same words')).toHaveLength(2);
  });

  it('DiscordChannel.dm: a lost answer, sent again with its nonce, is still one DM', async () => {
    fake.failNext(MESSAGES, { drop: true, afterRoute: true });
    await expect(channel.dm(BOB.id, { content: 'your turn, bob', nonce: 'dm-bob-1' })).rejects.toThrow();
    await channel.dm(BOB.id, { content: 'your turn, bob', nonce: 'dm-bob-1' });
    const dm = fake.dmChannelOf(BOB.id) ?? fail('no DM channel');
    expect(withContent('your turn, bob', dm).map((m) => m.nonce)).toEqual(['dm-bob-1']);
  });

  it('DiscordChannel.send: a post retried by @discordjs/rest after server errors carries its file once', async () => {
    fake.failNext(MESSAGES, { status: 500, times: 3 });
    const id = await channel.send(C1.id, { content: 'the map', files: [{ name: 'map.png', data: PNG }] });
    expect(fake.message(id)?.attachments.map((a) => a.filename)).toEqual(['map.png']);
    expect(
      attempts()
        .slice(-4)
        .map((r) => r.status),
    ).toEqual([500, 500, 500, 200]);
  });

  it('DiscordChannel.send: a nonce over 25 characters is a bug, thrown before anything is sent', async () => {
    const before = attempts().length;
    await expect(channel.send(C1.id, { content: 'never sent', nonce: 'x'.repeat(26) })).rejects.toThrow(RangeError);
    await expect(channel.send(C1.id, { content: 'never sent', nonce: '' })).rejects.toThrow(RangeError);
    expect(attempts()).toHaveLength(before);
  });
});

describe('mention rules', () => {
  const content = `<@${ALICE.id}> <@!${BOB.id}> <@&42> @everyone`;

  it('pings everything written when allowed_mentions is absent', () => {
    expect(computePings(content, undefined)).toEqual({ users: [ALICE.id, BOB.id], roles: ['42'], everyone: true });
  });

  it('pings only what allowed_mentions lists or parses', () => {
    expect(computePings(content, { parse: [] })).toEqual({ users: [], roles: [], everyone: false });
    expect(computePings(content, { users: [BOB.id, CAROL.id] })).toEqual({
      users: [BOB.id],
      roles: [],
      everyone: false,
    });
    expect(computePings(content, { parse: ['users', 'everyone'], roles: ['42'] })).toEqual({
      users: [ALICE.id, BOB.id],
      roles: ['42'],
      everyone: true,
    });
  });
});

describe('fake Discord forums, scheduled events and roles', () => {
  const FORUM: ChannelFixture = {
    id: '1180000000000000401',
    name: 'battles',
    type: 15,
    topic: 'One post per battle',
    available_tags: [
      { id: '1180000000000000501', name: 'open', emoji_name: '🟢' },
      { name: 'finished' },
      { id: '1180000000000000503', name: 'official', moderated: true },
    ],
  };
  /** A second forum whose tags the tag-editing tests change, so the posting tests keep theirs. */
  const WORKSHOP: ChannelFixture = {
    id: '1180000000000000402',
    name: 'workshop',
    type: 15,
    available_tags: [
      { id: '1180000000000000511', name: 'idea' },
      { id: '1180000000000000512', name: 'bug' },
    ],
  };
  const OPEN_TAG = '1180000000000000501';
  const OFFICIAL_TAG = '1180000000000000503';
  const REFEREES = {
    id: '1180000000000000601',
    name: 'referees',
    permissions: PermissionFlagsBits.ManageMessages.toString(),
  };
  const LEAGUE = { id: '1180000000000000602', name: 'league' };
  const GUILD: GuildFixture = {
    ...G1,
    channels: [C1, C2, FORUM, WORKSHOP],
    roles: [REFEREES, LEAGUE],
    members: [
      { user: OWNER },
      { user: ALICE, roles: [LEAGUE.id] },
      { user: BOB, roles: [REFEREES.id, LEAGUE.id] },
      { user: CAROL, permissions: (DEFAULT_EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageGuild).toString() },
    ],
  };
  const HOUR = 60 * 60 * 1000;

  let fake: FakeDiscord;
  let client: Client;
  /** Scheduled events the client heard of over the gateway (it holds GuildScheduledEvents). */
  const heard: string[] = [];
  let handle: Handler = async () => undefined;
  const handlerErrors: unknown[] = [];

  const post = (body: object, channelId = FORUM.id) => client.rest.post(Routes.threads(channelId), { body });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => fail('expected a refusal'),
      (e: unknown) => e,
    );
  const forum = () => {
    const channel = client.channels.cache.get(FORUM.id);
    if (!(channel instanceof ForumChannel)) throw new Error('the forum is not a cached ForumChannel');
    return channel;
  };
  const guild = () => client.guilds.cache.get(G1.id) ?? fail('g1 not cached');
  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const externalEvent = (fields: object = {}) => ({
    name: 'Battle of Vega',
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: 'Table 3' },
    scheduled_start_time: inHours(1),
    scheduled_end_time: inHours(3),
    ...fields,
  });

  beforeAll(async () => {
    fake = await startFakeDiscord({
      guilds: [GUILD],
      botPermissions: DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ManageEvents,
    });
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildScheduledEvents],
      rest: { api: fake.apiUrl },
      allowedMentions: { parse: [] },
    });
    client.on(Events.GuildScheduledEventCreate, (event) => heard.push(event.id));
    client.on(Events.InteractionCreate, (interaction) => {
      handle(interaction).catch((error: unknown) => handlerErrors.push(error));
    });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
  });

  afterEach(() => {
    const errors = handlerErrors.splice(0);
    handle = async () => undefined;
    expect(fake.takeViolations()).toEqual([]);
    expect(errors).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('gives discord.js a ForumChannel with its tags, minting the ids a fixture leaves out', async () => {
    const channel = forum();
    expect(channel.type).toBe(ChannelType.GuildForum);
    expect(channel.topic).toBe('One post per battle');
    expect(channel.defaultAutoArchiveDuration).toBe(4320);
    expect(channel.availableTags.map((t) => [t.name, t.moderated, t.emoji?.name ?? null])).toEqual([
      ['open', false, '🟢'],
      ['finished', false, null],
      ['official', true, null],
    ]);
    expect(channel.availableTags[1]?.id).toMatch(/^\d{17,20}$/);
    const raw = (await client.rest.get(Routes.channel(FORUM.id))) as { available_tags: object[] };
    expect(raw.available_tags[0]).toEqual({
      id: OPEN_TAG,
      name: 'open',
      moderated: false,
      emoji_id: null,
      emoji_name: '🟢',
    });
    const listed = (await client.rest.get(Routes.guildChannels(G1.id))) as { id: string; type: number }[];
    expect(listed.map((c) => [c.id, c.type])).toEqual([
      [C1.id, 0],
      [C2.id, 0],
      [FORUM.id, 15],
      [WORKSHOP.id, 15],
    ]);
  });

  it('opens a forum post with tags whose starter message shares its id and pings like any message', async () => {
    const thread = await forum().threads.create({
      name: 'Battle of Vega',
      message: { content: `<@${ALICE.id}> <@${BOB.id}> you are up`, allowedMentions: { users: [ALICE.id] } },
      appliedTags: [OPEN_TAG, OFFICIAL_TAG],
    });
    expect(thread.parentId).toBe(FORUM.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect(thread.appliedTags).toEqual([OPEN_TAG, OFFICIAL_TAG]);
    expect(fake.threads(FORUM.id).map((t) => [t.id, t.name, t.appliedTags])).toEqual([
      [thread.id, 'Battle of Vega', [OPEN_TAG, OFFICIAL_TAG]],
    ]);
    const starter = fake.message(thread.id) ?? fail('no starter message');
    expect([starter.channelId, starter.content, starter.pings.users]).toEqual([
      thread.id,
      `<@${ALICE.id}> <@${BOB.id}> you are up`,
      [ALICE.id],
    ]);
    expect(fake.channel(FORUM.id)?.lastMessageId).toBe(thread.id);
    const next = await thread.send('turn 2');
    expect(fake.messages(thread.id).map((m) => m.id)).toEqual([thread.id, next.id]);
  });

  it('answers a forum post with the thread and its starter message, files included', async () => {
    const created = (await client.rest.post(Routes.threads(FORUM.id), {
      body: { name: 'Battle of Rigel', applied_tags: [OPEN_TAG], message: { content: 'the map' } },
      files: [{ name: 'map.png', data: PNG }],
    })) as { id: string; type: number; applied_tags: string[]; message: { id: string; channel_id: string } };
    expect([created.type, created.applied_tags]).toEqual([11, [OPEN_TAG]]);
    expect(created.message).toMatchObject({ id: created.id, channel_id: created.id });
    expect(fake.message(created.id)?.attachments.map((a) => a.filename)).toEqual(['map.png']);
  });

  const badPosts: [string, object, number, RegExp][] = [
    ['no message', { name: 'p' }, 50035, /message\[BASE_TYPE_REQUIRED\]/],
    ['no name', { message: { content: 'x' } }, 50035, /name\[BASE_TYPE_REQUIRED\]/],
    ['an empty message', { name: 'p', message: {} }, 50006, /no content, embeds, components or files/],
    [
      'a 2001-character message',
      { name: 'p', message: { content: 'x'.repeat(2001) } },
      50035,
      /message\.content\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      'a tag the forum lacks',
      { name: 'p', applied_tags: [WORKSHOP.available_tags?.[0]?.id], message: { content: 'x' } },
      50035,
      /applied_tags\.0\[BASE_TYPE_CHOICES\]/,
    ],
    [
      'six tags',
      { name: 'p', applied_tags: Array.from({ length: 6 }, () => OPEN_TAG), message: { content: 'x' } },
      50035,
      /applied_tags\[BASE_TYPE_MAX_LENGTH\] Must be 5 or fewer/,
    ],
  ];

  it.each(badPosts)('refuses a forum post with %s, leaving no thread behind', async (_name, body, code, violation) => {
    const before = fake.threads(FORUM.id).length;
    expect(await refusal(post(body))).toMatchObject({ status: 400, code });
    expect(fake.threads(FORUM.id)).toHaveLength(before);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(violation)]);
  });

  it('refuses a message posted straight into a forum with 50008', async () => {
    const error = await refusal(client.rest.post(Routes.channelMessages(FORUM.id), { body: { content: 'hi' } }));
    expect(error).toMatchObject({ status: 400, code: 50008 });
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/is not text-based/)]);
  });

  it('edits a forum’s tags: known ids stay, new tags get fresh ids', async () => {
    const workshop = client.channels.cache.get(WORKSHOP.id);
    if (!(workshop instanceof ForumChannel)) throw new Error('workshop is not a ForumChannel');
    const [idea] = workshop.availableTags;
    const edited = await workshop.setAvailableTags([
      { ...(idea ?? fail('no idea tag')), name: 'proposal' },
      { name: 'rules', moderated: true, emoji: { id: null, name: '📜' } },
    ]);
    const [proposal, rules] = edited.availableTags;
    expect(proposal).toMatchObject({ id: '1180000000000000511', name: 'proposal', moderated: false });
    expect(rules).toMatchObject({ name: 'rules', moderated: true, emoji: { id: null, name: '📜' } });
    expect(rules?.id).toMatch(/^\d{17,20}$/);
    expect(fake.channel(WORKSHOP.id)?.availableTags.map((t) => t.name)).toEqual(['proposal', 'rules']);
  });

  const badEdits: [string, string, object, number, RegExp][] = [
    [
      '21 tags',
      WORKSHOP.id,
      { available_tags: Array.from({ length: 21 }, (_, n) => ({ name: `t${n}` })) },
      50035,
      /available_tags\[BASE_TYPE_MAX_LENGTH\] Must be 20 or fewer/,
    ],
    [
      'a 21-character tag name',
      WORKSHOP.id,
      { available_tags: [{ name: 'n'.repeat(21) }] },
      50035,
      /available_tags\.0\.name\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    [
      'an empty tag name',
      WORKSHOP.id,
      { available_tags: [{ name: '' }] },
      50035,
      /available_tags\.0\.name\[BASE_TYPE_REQUIRED\]/,
    ],
    ['tags on a text channel', C1.id, { available_tags: [{ name: 'x' }] }, 50024, /available_tags belong to forums/],
    ['a field the fake does not model', WORKSHOP.id, { name: 'renamed' }, 50035, /name\[FAKE_DISCORD_UNMODELLED\]/],
  ];

  it.each(badEdits)('refuses a channel edit with %s', async (_name, channelId, body, code, violation) => {
    const before = fake.channel(WORKSHOP.id)?.availableTags.map((t) => t.id);
    expect(await refusal(client.rest.patch(Routes.channel(channelId), { body }))).toMatchObject({ status: 400, code });
    expect(fake.channel(WORKSHOP.id)?.availableTags.map((t) => t.id)).toEqual(before);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(violation)]);
  });

  it('creates, lists, edits and deletes an external scheduled event', async () => {
    const start = Date.now() + HOUR;
    const event = await guild().scheduledEvents.create({
      name: 'Battle of Vega',
      description: 'Round 1 of the league',
      scheduledStartTime: start,
      scheduledEndTime: start + 2 * HOUR,
      privacyLevel: GuildScheduledEventPrivacyLevel.GuildOnly,
      entityType: GuildScheduledEventEntityType.External,
      entityMetadata: { location: 'Table 3' },
    });
    expect([event.creatorId, event.status, event.channelId, event.entityMetadata?.location]).toEqual([
      fake.botUser.id,
      GuildScheduledEventStatus.Scheduled,
      null,
      'Table 3',
    ]);
    expect(event.scheduledStartTimestamp).toBe(start);
    await expect.poll(() => heard.includes(event.id)).toBe(true);

    const listed = await guild().scheduledEvents.fetch();
    expect(listed.get(event.id)?.userCount).toBe(0);
    const renamed = await event.edit({ name: 'Battle of Vega (final)' });
    expect(renamed.name).toBe('Battle of Vega (final)');
    expect((await event.setStatus(GuildScheduledEventStatus.Active)).status).toBe(GuildScheduledEventStatus.Active);
    expect(fake.scheduledEvents(G1.id).map((e) => [e.name, e.status, e.location])).toEqual([
      ['Battle of Vega (final)', 2, 'Table 3'],
    ]);
    await event.delete();
    expect(fake.scheduledEvents(G1.id)).toEqual([]);
    const gone = await refusal(client.rest.get(Routes.guildScheduledEvent(G1.id, event.id)));
    expect(gone).toMatchObject({ status: 404, code: 10070 });
  });

  const badEvents: [string, object, RegExp][] = [
    [
      'a start in the past',
      { scheduled_start_time: new Date(Date.now() - HOUR).toISOString() },
      /scheduled_start_time\[GUILD_SCHEDULED_EVENT_SCHEDULE_PAST\]/,
    ],
    ['a start that is not ISO 8601', { scheduled_start_time: 'tomorrow' }, /scheduled_start_time\[DATE_TYPE_PARSE\]/],
    ['an end before the start', { scheduled_end_time: inHours(0.5) }, /GUILD_SCHEDULED_EVENT_END_BEFORE_START/],
    ['no end', { scheduled_end_time: undefined }, /scheduled_end_time\[BASE_TYPE_REQUIRED\]/],
    ['no location', { entity_metadata: {} }, /entity_metadata\.location\[BASE_TYPE_REQUIRED\]/],
    [
      'a 101-character location',
      { entity_metadata: { location: 'l'.repeat(101) } },
      /entity_metadata\.location\[BASE_TYPE_MAX_LENGTH\]/,
    ],
    ['public privacy', { privacy_level: 1 }, /privacy_level\[BASE_TYPE_CHOICES\]/],
    ['an empty name', { name: '' }, /name\[BASE_TYPE_REQUIRED\]/],
    ['a 101-character name', { name: 'n'.repeat(101) }, /name\[BASE_TYPE_MAX_LENGTH\] Must be 100 or fewer/],
    [
      'a 1001-character description',
      { description: 'd'.repeat(1001) },
      /description\[BASE_TYPE_MAX_LENGTH\] Must be 1000 or fewer/,
    ],
    ['a voice event', { entity_type: 2, channel_id: C1.id }, /entity_type\[FAKE_DISCORD_UNMODELLED\]/],
  ];

  it.each(badEvents)('refuses a scheduled event with %s', async (_name, fields, violation) => {
    const body = externalEvent(fields);
    const error = await refusal(client.rest.post(Routes.guildScheduledEvents(G1.id), { body }));
    expect(error).toMatchObject({ status: 400, code: 50035 });
    expect(fake.scheduledEvents(G1.id)).toEqual([]);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(violation)]);
  });

  it('refuses a status change Discord does not allow, and moving an event into the past', async () => {
    const created = (await client.rest.post(Routes.guildScheduledEvents(G1.id), { body: externalEvent() })) as {
      id: string;
    };
    const route = Routes.guildScheduledEvent(G1.id, created.id);
    const completed = await refusal(client.rest.patch(route, { body: { status: 3 } }));
    const past = await refusal(client.rest.patch(route, { body: { scheduled_start_time: inHours(-1) } }));
    expect([completed, past]).toMatchObject([
      { status: 400, code: 50035 },
      { status: 400, code: 50035 },
    ]);
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(/status\[GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION\]/),
      expect.stringMatching(/GUILD_SCHEDULED_EVENT_SCHEDULE_PAST/),
    ]);
    await client.rest.delete(route);
  });

  it('gives members the roles their fixture lists, beside the permission-derived one', async () => {
    const roles = (await client.rest.get(Routes.guildRoles(G1.id))) as { id: string; name: string }[];
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['@everyone', 'talon', 'referees', 'league']));
    const bob = (await client.rest.get(Routes.guildMember(G1.id, BOB.id))) as { roles: string[] };
    expect(bob.roles).toEqual([REFEREES.id, LEAGUE.id]);
    const carol = (await client.rest.get(Routes.guildMember(G1.id, CAROL.id))) as { roles: string[] };
    expect(carol.roles).toHaveLength(1);

    handle = async (i) => {
      if (!i.isChatInputCommand() || !(i.member instanceof GuildMember)) return;
      const referee = i.member.roles.cache.has(REFEREES.id);
      await i.reply(`referee=${String(referee)} manage=${String(i.memberPermissions?.has('ManageMessages'))}`);
    };
    const asBob = fake.interact(fake.slash(BOB, C1.id, 'whoami'));
    expect((asBob.payload.member as { roles: string[] }).roles).toEqual([REFEREES.id, LEAGUE.id]);
    expect((await asBob.settled()).content).toBe('referee=true manage=true');
    const asAlice = fake.interact(fake.slash(ALICE, C1.id, 'whoami'));
    expect((await asAlice.settled()).content).toBe('referee=false manage=false');
  });

  it('refuses a fixture whose member lists a role the guild lacks', async () => {
    const broken: GuildFixture = { ...G1, members: [{ user: ALICE, roles: ['999'] }] };
    await expect(startFakeDiscord({ guilds: [broken] })).rejects.toThrow(/alice lists role 999/);
  });
});

describe('fake Discord permissions for forums and scheduled events', () => {
  const FORUM: ChannelFixture = {
    id: '1180000000000000401',
    name: 'battles',
    type: 15,
    available_tags: [{ id: '1180000000000000503', name: 'official', moderated: true }],
  };
  const fakes: FakeDiscord[] = [];

  /** A fake reached over plain REST: these refusals need no gateway. */
  async function restFor(options: FakeDiscordOptions): Promise<{ fake: FakeDiscord; rest: REST }> {
    const fake = await startFakeDiscord({ guilds: [{ ...G1, channels: [C1, FORUM] }], ...options });
    fakes.push(fake);
    return { fake, rest: new REST({ api: fake.apiUrl }).setToken(fake.token) };
  }

  afterEach(async () => {
    for (const fake of fakes.splice(0)) await fake.close();
  });

  const event = () => ({
    name: 'Battle',
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: 'Table 3' },
    scheduled_start_time: new Date(Date.now() + 60_000).toISOString(),
    scheduled_end_time: new Date(Date.now() + 120_000).toISOString(),
  });

  it('by default the bot may neither edit forum tags nor schedule events', async () => {
    const { fake, rest } = await restFor({});
    const tags = rest.patch(Routes.channel(FORUM.id), { body: { available_tags: [{ name: 'open' }] } });
    await expect(tags).rejects.toMatchObject({ status: 403, code: 50013 });
    const created = rest.post(Routes.guildScheduledEvents(G1.id), { body: event() });
    await expect(created).rejects.toMatchObject({ status: 403, code: 50013 });
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(/lacks Manage Channels in channel battles/),
      expect.stringMatching(/lacks Create Events or Manage Events in guild g1/),
    ]);
    expect(fake.scheduledEvents(G1.id)).toEqual([]);
  });

  it('Create Events alone is enough to schedule, edit and delete the bot’s own events', async () => {
    const { fake, rest } = await restFor({
      botPermissions: DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.CreateEvents,
    });
    const created = (await rest.post(Routes.guildScheduledEvents(G1.id), { body: event() })) as { id: string };
    await rest.patch(Routes.guildScheduledEvent(G1.id, created.id), { body: { status: 4 } });
    expect(fake.scheduledEvents(G1.id).map((e) => e.status)).toEqual([4]);
    await rest.delete(Routes.guildScheduledEvent(G1.id, created.id));
    expect(fake.violations).toEqual([]);
  });

  it('refuses a forum post without Send Messages, and a moderated tag without Manage Threads', async () => {
    const mute = await restFor({
      guilds: [
        {
          ...G1,
          channels: [C1, FORUM],
          everyone_permissions: (DEFAULT_EVERYONE_PERMISSIONS & ~PermissionFlagsBits.SendMessages).toString(),
        },
      ],
      botPermissions: DEFAULT_BOT_PERMISSIONS & ~PermissionFlagsBits.SendMessages,
    });
    const body = { name: 'p', message: { content: 'x' } };
    await expect(mute.rest.post(Routes.threads(FORUM.id), { body })).rejects.toMatchObject({ code: 50013 });
    expect(mute.fake.takeViolations()).toEqual([expect.stringMatching(/lacks Send Messages in channel battles/)]);

    const plain = await restFor({ botPermissions: DEFAULT_BOT_PERMISSIONS & ~PermissionFlagsBits.ManageThreads });
    const tagged = { ...body, applied_tags: ['1180000000000000503'] };
    await expect(plain.rest.post(Routes.threads(FORUM.id), { body: tagged })).rejects.toMatchObject({ code: 50013 });
    expect(plain.fake.takeViolations()).toEqual([
      expect.stringMatching(/Manage Threads \(for moderated tags official\)/),
    ]);
    expect([...mute.fake.threads(FORUM.id), ...plain.fake.threads(FORUM.id)]).toEqual([]);
  });
});

describe('Components V2 cards (issue 40)', () => {
  let fake: FakeDiscord;
  let client: Client;
  let channel: DiscordChannel;
  const post = (body: object) => client.rest.post(Routes.channelMessages(C1.id), { body });
  const V2 = MessageFlags.IsComponentsV2;
  const text = (content: string) => ({ type: 10, content });
  const button = (i: number) => ({ type: 2, style: 1, label: `b${i}`, custom_id: `b${i}` });
  const row = (from: number, n = 5) => ({ type: 1, components: Array.from({ length: n }, (_, i) => button(from + i)) });
  /** A 400 Invalid Form Body, recorded as a violation naming the problem. */
  async function refused(body: object, problem: RegExp): Promise<void> {
    const error = await post(body).then(
      () => fail('the fake accepted it'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).status).toBe(400);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(problem)]);
  }

  beforeAll(async () => {
    fake = await startFakeDiscord();
    client = new Client({
      intents: [GatewayIntentBits.Guilds],
      rest: { api: fake.apiUrl },
      allowedMentions: { parse: [] },
    });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
    channel = new DiscordChannel(client);
  });

  afterEach(() => {
    expect(fake.takeViolations()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('posts a card as one container: the text, the picture in a gallery with its alt text, then the buttons; the ping kept', async () => {
    const words = `<@${BOB.id}>, your move. ${'Report line. '.repeat(200)}`;
    expect(words.length).toBeGreaterThan(2000);
    const id = await channel.send(C1.id, {
      layout: 'card',
      content: words,
      files: [{ name: 'map.png', data: PNG, description: 'Two cruisers, 6 hexes apart.' }],
      components: [row(0, 2) as never],
      ping: [BOB.id],
    });
    const message = fake.message(id) ?? fail('not recorded');
    expect(message.flags & V2).toBe(V2);
    expect(message.content).toBe('');
    expect(message.components.map((c) => c.type)).toEqual([17]);
    expect((message.components[0]?.components as { type: number }[]).map((c) => c.type)).toEqual([10, 12, 1]);
    // Over a plain message's 2,000 characters, whole in a card.
    expect(textOf(message)).toBe(words);
    expect(galleryOf(message)).toEqual([
      expect.objectContaining({
        url: 'attachment://map.png',
        description: 'Two cruisers, 6 hexes apart.',
        attachment: expect.objectContaining({ filename: 'map.png', description: 'Two cruisers, 6 hexes apart.' }),
      }),
    ]);
    expect(controlsOf(message).map((c) => c.label)).toEqual(['b0', 'b1']);
    expect(message.pings.users).toEqual([BOB.id]);
    expect(fake.pingsFor(ALICE.id)).toEqual([]);

    // An edit stays a card, with every part of it; edits never ping.
    await channel.edit(C1.id, id, { layout: 'card', content: 'Bob moved.', components: [row(0, 1) as never] });
    const edited = fake.message(id) ?? fail('gone');
    expect(edited.flags & V2).toBe(V2);
    expect(textOf(edited)).toBe('Bob moved.');
    expect(controlsOf(edited).map((c) => c.label)).toEqual(['b0']);
  });

  it('counts every component, nested ones too: 40 pass, 41 are refused', async () => {
    // A text display (1) and a container (1) holding a text display (1), five rows of five buttons
    // (30), a row of four (5) and two separators (2).
    const forty = [text('top'), { type: 17, components: [text('in'), ...[0, 5, 10, 15, 20].map((n) => row(n))] }];
    const [, container] = forty as [unknown, { components: unknown[] }];
    container.components.push(row(25, 4));
    container.components.push({ type: 14 }, { type: 14 });
    expect(allComponents(forty)).toHaveLength(40);
    await post({ flags: V2, components: forty });
    container.components.push({ type: 14 });
    await refused({ flags: V2, components: forty }, /40 components in all/);
  });

  it('refuses more than 4,000 characters across text displays, and content beside the flag', async () => {
    await post({ flags: V2, components: [text('x'.repeat(2000)), text('y'.repeat(2000))] });
    await refused(
      { flags: V2, components: [text('x'.repeat(2000)), { type: 17, components: [text('y'.repeat(2001))] }] },
      /4000 characters in all/,
    );
    await refused({ flags: V2, content: 'hello', components: [text('x')] }, /MESSAGE_CANNOT_USE_LEGACY_FIELDS/);
  });

  it('refuses a gallery naming an attachment the message does not carry, and a V2 layout without the flag', async () => {
    await refused(
      { flags: V2, components: [{ type: 12, items: [{ media: { url: 'attachment://missing.png' } }] }] },
      /attachment:\/\/missing\.png/,
    );
    await refused({ components: [{ type: 17, components: [text('x')] }] }, /must be action rows/);
  });

  it('keeps an edit of a card a card, flag or not, and refuses content on it', async () => {
    const made = (await post({ flags: V2, components: [text('first')] })) as { id: string };
    await client.rest.patch(Routes.channelMessage(C1.id, made.id), { body: { components: [text('second')] } });
    expect(textOf(fake.message(made.id) ?? fail('gone'))).toBe('second');
    const error = await client.rest
      .patch(Routes.channelMessage(C1.id, made.id), { body: { content: 'plain again' } })
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).status).toBe(400);
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/MESSAGE_CANNOT_USE_LEGACY_FIELDS/)]);
  });

  it('refuses to turn a plain message with text into a card (a prompt from before cards is posted anew)', async () => {
    const id = await channel.send(C1.id, { content: 'an old prompt' });
    await expect(channel.edit(C1.id, id, { layout: 'card', content: 'the new prompt' })).rejects.toMatchObject({
      status: 400,
    });
    expect(fake.takeViolations()).toEqual([expect.stringMatching(/MESSAGE_CANNOT_USE_LEGACY_FIELDS/)]);
    expect(textOf(fake.message(id) ?? fail('gone'))).toBe('an old prompt');
  });
});

describe('the bot’s own requests wait their turn below Discord’s global limit (issue 45)', () => {
  let fake: FakeDiscord;
  let client: Client;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('a post, an edit and a pin each reach Discord only once the pace lets them go', async () => {
    const turns: (() => void)[] = [];
    const channel = new DiscordChannel(client, { take: () => new Promise<void>((go) => turns.push(go)) });
    const sent = () => fake.requests.filter((r) => r.path.startsWith(`/channels/${C1.id}/`) && r.method !== 'GET');
    const before = sent().length;
    let done = 0;
    const letGo = async (request: Promise<unknown>) => {
      await expect.poll(() => turns.length).toBe(1);
      expect(sent()).toHaveLength(before + done);
      turns.shift()?.();
      await request;
      done += 1;
      expect(sent()).toHaveLength(before + done);
    };
    const posting = channel.send(C1.id, { content: 'paced', ping: [] });
    await letGo(posting);
    const id = await posting;
    await letGo(channel.edit(C1.id, id, { content: 'paced, edited', ping: [] }));
    await letGo(channel.pin(C1.id, id));
    expect(fake.message(id)?.content).toBe('paced, edited');
    expect(fake.takeViolations()).toEqual([]);
  });

  it('a status edit waits for a spare turn, makes its words only then, and reaches Discord once (issue 45)', async () => {
    // Ten turns a second on a clock of the test's own: a turn comes back only when the test says so.
    let clock = 0;
    const pace = new RestPace(10, 1, () => clock);
    const channel = new DiscordChannel(client, pace);
    const id = await channel.send(C1.id, { content: 'status, as first posted', ping: [] });
    // A prompt is waiting for its turn: the status waits behind it, and its words are not made yet.
    let promptWent = false;
    const prompt = pace.take().then(() => void (promptWent = true));
    let made = 0;
    const editing = channel.editWhenSpare(C1.id, id, async () => {
      made += 1;
      return { content: 'status, as the game says by its turn', ping: [] };
    });
    expect([pace.queued, pace.queuedSpare, made]).toEqual([1, 1, 0]);
    clock += 100;
    await prompt;
    expect([promptWent, made]).toEqual([true, 0]);
    clock += 100;
    expect(await editing).toBe(true);
    expect(made).toBe(1);
    expect(fake.message(id)?.content).toBe('status, as the game says by its turn');
    // Nothing to say by its turn: nothing is sent.
    const edits = fake.requests.filter((r) => r.method === 'PATCH').length;
    clock += 100;
    expect(await channel.editWhenSpare(C1.id, id, () => Promise.resolve(undefined))).toBe(false);
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(edits);
    expect(fake.takeViolations()).toEqual([]);
  });

  it('a first DM waits two turns (opening the DM channel, then the message), a later one to the same user one', async () => {
    let turns = 0;
    const channel = new DiscordChannel(client, { take: () => Promise.resolve(void (turns += 1)) });
    await channel.dm(ALICE.id, { content: 'first DM', ping: [] });
    expect(turns).toBe(2);
    await channel.dm(ALICE.id, { content: 'second DM', ping: [] });
    expect(turns).toBe(3);
    const dm = fake.dmChannelOf(ALICE.id) ?? '';
    expect(fake.messages(dm).map((m) => m.content)).toEqual(['first DM', 'second DM']);
  });
});
