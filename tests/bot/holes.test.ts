/**
 * The holes the adversary trial found (issue 11), each reproduced as it was reported and closed:
 * nobody acts where they may not, no input breaks a reply, every interaction gets an answer.
 */
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { Events } from 'discord.js';
import { createClient, wireClient } from '../../src/bot/discord/bot.js';
import { readFleetFile } from '../../src/bot/rulesets/impulse/fleet.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import { checkOptions } from '../../src/bot/pipeline/option-check.js';
import { runAutocomplete, runCommand, runComponent } from '../../src/bot/pipeline/dispatch.js';
import { LocalResponder } from '../../src/bot/local/local-transport.js';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import type { Actor, BotRequest, Choice } from '../../src/bot/pipeline/request.js';
import { plainCommand } from '../bench/interactions.js';
import { toLine, toSlash } from '../helpers/slash.js';
import { ALICE, BOB, localBot, type LocalBot } from '../helpers/local-bot.js';
import { IMPULSE_CATALOG } from '../../src/bot/rulesets/impulse/catalog.js';
import { rosterUnits } from '../helpers/roster.js';

const MALLORY: Actor = { id: '1009', name: 'mallory', canManage: false, locale: 'en-US' };
const DAY = 24 * 60 * 60_000;

let bot: LocalBot;
let server: Server | undefined;
afterEach(async () => {
  await bot?.app.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const record = async () => {
  const r = await bot.app.store.get('c1');
  if (!r) throw new Error('no game');
  return r;
};

async function duel(): Promise<LocalBot> {
  bot = await localBot({ seed: 'holes-seed-0123456789' });
  await bot.session.run('/game new scenario:cruiser-duel', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

/** Runs a request as `actor` straight through the dispatcher (what Discord would deliver). */
async function send(
  actor: Actor,
  request: Omit<BotRequest, 'actor' | 'channelId' | 'guildId'>,
): Promise<LocalResponder> {
  const responder = new LocalResponder(bot.channel, 'c1');
  await runCommand(bot.app, bot.session.commands, { ...request, actor, channelId: 'c1', guildId: 'local' }, responder);
  return responder;
}

const dataUrl = (value: unknown): string => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;
const importFile = (actor: Actor, file: unknown) =>
  send(actor, {
    command: 'fleet',
    subcommand: 'import',
    options: { file: { url: dataUrl(file), name: 'fleet.json', size: 100 } },
  });
const lastText = (r: LocalResponder): string => r.answers.at(-1)?.message.content ?? '';

async function pointsLobby(): Promise<void> {
  bot = await localBot({ seed: 'holes-lobby-0123456789' });
  await bot.session.run('/game new scenario:cruiser-duel points:1000', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
}

describe('hole 1: ship classes are shared, so not anyone may redefine them', () => {
  it('refuses a classes-only import from a member who is not playing, and one replacing a bundled class', async () => {
    await pointsLobby();
    const bundled = IMPULSE_CATALOG.of(bot.app).classes.find((c) => c.faction === 'veyra');
    if (!bundled) throw new Error('no veyra class');
    const gutted = { ...bundled, shields: { forward: 0, right: 0, rear: 0, left: 0 }, hull: bundled.hull.slice(0, 1) };
    const before = await record();
    const stranger = await importFile(MALLORY, { classes: [{ ...gutted, id: 'gutted' }] });
    expect(stranger.answers.at(-1)?.ephemeral).toBe(true);
    expect(lastText(stranger)).toContain('not playing');
    const shadow = await importFile(ALICE, { classes: [gutted] });
    expect(lastText(shadow)).toContain('bundled ship class');
    expect((await record()).customClasses).toEqual(before.customClasses);
  });

  it('refuses a player replacing a class already here, or naming a class after another', async () => {
    await pointsLobby();
    const base = IMPULSE_CATALOG.of(bot.app).classes.find((c) => c.faction === 'veyra');
    if (!base) throw new Error('no veyra class');
    const custom = { ...base, id: 'home-built', name: 'Home Built' };
    expect(lastText(await importFile(BOB, { classes: [custom] }))).toContain('Imported 1 ship class and 0 ships');
    // Alice replaces Bob's class before he flies it: refused (new ids only), for Bob himself too.
    expect(lastText(await importFile(ALICE, { classes: [{ ...custom, hull: base.hull.slice(0, 1) }] }))).toContain(
      'already has a class “home-built”',
    );
    expect(lastText(await importFile(BOB, { classes: [{ ...custom, name: 'Home Built II' }] }))).toContain(
      'already has a class “home-built”',
    );
    // A class named after a bundled class's id would be picked for "/fleet add class:<that id>".
    const lookalike = { ...base, id: 'lookalike', name: base.id, hull: base.hull.slice(0, 1) };
    expect(lastText(await importFile(ALICE, { classes: [lookalike] }))).toContain('is named');
    await send(BOB, {
      command: 'fleet',
      subcommand: 'add',
      options: { class: base.id, name: 'Genuine', side: 'veyra' },
    });
    expect(rosterUnits(await record()).find((s) => s.name === 'Genuine')?.classId).toBe(base.id);
    expect((await record()).customClasses.map((c) => (c as { id: string }).id)).toEqual(['home-built']);
  });

  it('lets a player remove only ships of a side they may edit, even one they added before leaving', async () => {
    await pointsLobby();
    const cls = IMPULSE_CATALOG.of(bot.app).classes.find((c) => c.faction === 'veyra');
    await send(BOB, {
      command: 'fleet',
      subcommand: 'add',
      options: { class: cls?.id ?? '', name: 'Homer', side: 'veyra' },
    });
    await bot.session.run('/game leave', 'bob');
    const removal = await send(BOB, { command: 'fleet', subcommand: 'remove', options: { ship: 'Homer' } });
    expect(removal.answers[0]?.ephemeral).toBe(true);
    expect(rosterUnits(await record()).map((s) => s.name)).toEqual(['Homer']);
  });
});

describe('hole 2: one player per side', () => {
  it('refuses /game join to a side already held in the lobby', async () => {
    bot = await localBot();
    await bot.session.run('/game new scenario:cruiser-duel', 'alice');
    await bot.session.run('/game join side:concord', 'alice');
    const second = await bot.session.run('/game join side:concord', 'bob');
    expect(second.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('already has a player') },
    });
    expect((await record()).players.map((p) => [p.userId, p.side])).toEqual([[ALICE.id, 'concord']]);
  });
});

describe('hole 3 and 4: undo requests', () => {
  it('a host who plays cannot force her own undo request past her opponent', async () => {
    await duel();
    const s = bot.session;
    // Play on until Alice has a command with one of Bob's after it: her undo is then a request.
    for (let i = 0; i < 20; i += 1) {
      const log = (await record()).log;
      const alices = log.map((e) => e.by).lastIndexOf(ALICE.id);
      if (alices >= 0 && log.at(-1)?.by === BOB.id) break;
      const state = stateOf(await record());
      const side = impulse.awaiting(state)[0] ?? '';
      await s.run(toLine(toSlash(plainCommand(state, side))), side === 'concord' ? 'alice' : 'bob');
    }
    const asked = await s.run('/game undo', 'alice');
    expect(asked.answers[0]?.message.content).toContain('do you agree');
    const before = await record();
    const forced = await s.run('click Host: force it', 'alice');
    expect(forced.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('cannot force an undo') },
    });
    expect((await record()).log).toHaveLength(before.log.length);
    // A Manage Server member who is not playing still can.
    await s.run('click Host: force it', 'carol');
    expect((await record()).log.length).toBeLessThan(before.log.length);
  });

  it('an old Accept, after the commands it named were undone, takes nothing back', async () => {
    await duel();
    const s = bot.session;
    await s.run('/done turn:true', 'bob');
    await s.run('/done turn:true', 'alice');
    const asked = await s.run('/game undo', 'bob');
    const accept = asked.answers[0]?.message.components?.[0]?.components[0];
    if (!accept || !('custom_id' in accept)) throw new Error('no Accept button');
    await s.run('/game undo', 'alice');
    await s.run('/game undo', 'bob');
    const before = await record();
    const responder = new LocalResponder(bot.channel, 'c1');
    await runComponent(
      bot.app,
      s.commands,
      { actor: ALICE, channelId: 'c1', guildId: 'local' },
      { customId: accept.custom_id, messageId: 'old' },
      responder,
    );
    expect(responder.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('no undo request') },
    });
    expect((await record()).log).toEqual(before.log);
  });
});

describe('hole 5: no reply over 2000 characters', () => {
  it('refuses over-long /power ship: and /orders fire: privately, naming the limit', async () => {
    await duel();
    for (const [command, option] of [
      ['power', 'ship'],
      ['orders', 'fire'],
    ] as const) {
      const answer = await send(BOB, { command, options: { [option]: 'Z'.repeat(3000) } });
      expect(answer.answers[0]?.ephemeral).toBe(true);
      expect(lastText(answer).length).toBeLessThan(2000);
      expect(lastText(answer)).toContain('at most 40 characters');
    }
  });

  it('every free-text option declares a max_length and every number a range', () => {
    for (const module of bot.session.commands.values()) {
      const options = (module.data.options ?? []).flatMap((o) =>
        'options' in o && o.type === 1 ? (o.options ?? []) : [o],
      );
      for (const o of options) {
        if (o.type === 3 && !('choices' in o && o.choices))
          expect('max_length' in o ? o.max_length : undefined, `${module.data.name} ${o.name}`).toBeGreaterThan(0);
        if (o.type === 4)
          expect(
            ['min_value' in o ? o.min_value : undefined, 'max_value' in o ? o.max_value : undefined].every(
              (v) => typeof v === 'number',
            ),
            `${module.data.name} ${o.name}`,
          ).toBe(true);
      }
    }
  });
});

describe('hole 6: class names are plain text everywhere', () => {
  it('shows a masked-link, role-mention class name as plain text in replies, the list, the faction error and autocomplete', async () => {
    await pointsLobby();
    const base = IMPULSE_CATALOG.of(bot.app).classes.find((c) => c.faction === 'veyra');
    const evil = { ...base, id: 'nitro', name: '[Nitro](https://evil.example) <@&42>' };
    await importFile(BOB, { classes: [evil] });
    const texts = [
      lastText(
        await send(BOB, {
          command: 'fleet',
          subcommand: 'add',
          options: { class: 'nitro', name: 'Bait', side: 'veyra' },
        }),
      ),
      lastText(await send(BOB, { command: 'fleet', subcommand: 'list', options: {} })),
      lastText(
        await send(ALICE, {
          command: 'fleet',
          subcommand: 'add',
          options: { class: 'nitro', name: 'Wrong', side: 'concord' },
        }),
      ),
    ];
    const choices: Choice[][] = [];
    await runAutocomplete(
      bot.app,
      bot.session.commands,
      {
        command: 'fleet',
        subcommand: 'add',
        focused: 'class',
        options: { class: 'nit' },
        actor: BOB,
        channelId: 'c1',
        guildId: 'local',
      },
      {
        ...new LocalResponder(bot.channel, 'c1'),
        choices: async (c: readonly Choice[]) => void choices.push([...c]),
      } as unknown as LocalResponder,
    );
    texts.push(...(choices[0] ?? []).map((c) => c.name));
    expect(texts[0]).toContain('Nitro');
    expect(texts[2]).toContain('Nitro');
    expect(choices[0]?.length).toBe(1);
    for (const text of texts) {
      expect(text).not.toMatch(/\]\(|<@&|https?:\/\//);
    }
  });
});

describe('hole 7: every interaction is answered', () => {
  it('echoes a /replay part: with markup as plain text (found by the fuzz trial, issue 13)', async () => {
    await duel();
    const answer = lastText(await send(BOB, { command: 'replay', options: { round: 729, part: '2<#789><' } }));
    expect(answer).toContain('has not played');
    expect(answer).not.toMatch(/<#789>/);
  });

  it('answers a custom id with bad percent-encoding privately, in the player’s language', async () => {
    await duel();
    const responder = new LocalResponder(bot.channel, 'c1');
    await runComponent(
      bot.app,
      bot.session.commands,
      { actor: { ...BOB, locale: 'pt-BR' }, channelId: 'c1', guildId: 'local' },
      { customId: 'gabc:1:c:game/undo:answer=%E0%A4%A', messageId: 'm1' },
      responder,
    );
    expect(responder.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('Não entendi') },
    });
  });

  it('answers a component interaction that comes without its message, from the raw packet', async () => {
    bot = await localBot();
    const client = createClient('http://127.0.0.1:9/api');
    const posted: { route: string; body: unknown }[] = [];
    client.rest.post = (async (route: string, options: { body?: unknown } = {}) => {
      posted.push({ route, body: options.body });
      return undefined;
    }) as typeof client.rest.post;
    wireClient(client, bot.app, bot.session.commands);
    const messageless = {
      t: 'INTERACTION_CREATE',
      op: 0,
      d: { id: '555', token: 'tok', type: 3, locale: 'zh-TW', data: { custom_id: 'x', component_type: 2 } },
    };
    client.emit(Events.Raw, messageless);
    // A button with its message is discord.js's to build and ours to handle as usual: nothing here.
    client.emit(Events.Raw, {
      t: 'INTERACTION_CREATE',
      op: 0,
      d: { id: '556', token: 'tok', type: 3, message: { id: '9' }, data: { custom_id: 'x', component_type: 2 } },
    });
    // Kinds discord.js drops without a word: an unknown component, an unknown interaction type.
    client.emit(Events.Raw, {
      t: 'INTERACTION_CREATE',
      op: 0,
      d: { id: '557', token: 'tok', type: 3, message: { id: '9' }, data: { custom_id: 'x', component_type: 99 } },
    });
    client.emit(Events.Raw, {
      t: 'INTERACTION_CREATE',
      op: 0,
      d: { id: '558', token: 'tok', type: 42, locale: 'pt-BR' },
    });
    await client.destroy();
    const answer = (content: string) => ({
      type: 4,
      data: { content: expect.stringContaining(content), flags: 64, allowed_mentions: { parse: [] } },
    });
    expect(posted).toEqual([
      { route: '/interactions/555/tok/callback', body: answer('我無法理解') },
      { route: '/interactions/557/tok/callback', body: answer('could not understand') },
      { route: '/interactions/558/tok/callback', body: answer('Não entendi') },
    ]);
    // discord.js is told it is a component kind it drops, so it does not throw building it.
    expect(messageless.d.data.component_type).toBe(0);
  });

  it('answers /game new thread:true where no thread can be opened, privately, creating nothing', async () => {
    bot = await localBot();
    bot.channel.createThread = async () => {
      throw new Error('Cannot execute action on this channel type');
    };
    const answer = await bot.session.run('/game new scenario:cruiser-duel thread:true', 'alice');
    expect(answer.answers.at(-1)).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('could not open a thread') },
    });
    expect(await bot.app.store.get('c1')).toBeUndefined();
  });

  it('refuses /game clock minutes:0 and hours:-24 with the range, saving nothing', async () => {
    await duel();
    const before = await record();
    for (const line of ['/game clock mode:step minutes:0', '/game clock mode:step hours:-24']) {
      const answer = await bot.session.run(line, 'alice');
      expect(answer.answers[0]).toMatchObject({
        ephemeral: true,
        message: { content: expect.stringMatching(/whole number from 1 to/) },
      });
    }
    expect((await record()).version).toBe(before.version);
  });

  it('refuses an option the command does not declare, and a choice it does not offer', async () => {
    await duel();
    expect(lastText(await send(BOB, { command: 'power', options: { curve: 'sideways' } }))).toContain(
      'takes one of: Keep the curve (`keep`), One step up (`up`), One step down (`down`)',
    );
    expect(lastText(await send(BOB, { command: 'done', options: { everything: true } }))).toContain('is not an option');
    // A command the bot does not have is named, with the ones it has (issue 13).
    expect(lastText(await send(BOB, { command: 'nonsense', options: {} }))).toContain('There is no `/nonsense` here');
  });
});

describe('hole 8: the same slash command twice at once is applied once', () => {
  it('refuses the second identical /done that arrives while the first is being applied', async () => {
    await duel();
    const before = await record();
    const [first, second] = await Promise.all([
      send(BOB, { command: 'done', options: {} }),
      send(BOB, { command: 'done', options: {} }),
    ]);
    const answers = [first, second].map((r) => r.answers[0]);
    expect(answers.filter((a) => a?.message.content?.includes('already being carried out'))).toHaveLength(1);
    expect((await record()).log).toHaveLength(before.log.length + 1);
    // Sent again once the first was answered, it is a new command for the next step.
    await send(BOB, { command: 'done', options: {} });
    expect((await record()).log.length).toBeGreaterThanOrEqual(before.log.length + 1);
  });

  it('refuses it too when it arrives after the first was saved but before its answer reached Discord', async () => {
    await duel();
    const before = await record();
    const slow = new LocalResponder(bot.channel, 'c1');
    const reply = slow.reply.bind(slow);
    // A round trip to Discord: the answer leaves 300 ms after the save.
    slow.reply = async (message, ephemeral) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return reply(message, ephemeral);
    };
    const first = runCommand(
      bot.app,
      bot.session.commands,
      { command: 'done', options: {}, actor: BOB, channelId: 'c1', guildId: 'local' },
      slow,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await record()).log).toHaveLength(before.log.length + 1);
    const second = await send(BOB, { command: 'done', options: {} });
    await first;
    expect(lastText(second)).toContain('already being carried out');
    expect((await record()).log).toHaveLength(before.log.length + 1);
  });
});

describe('hole 9: a game with a clock still idles out', () => {
  it('is archived after the idle days although each missed deadline plays the default action', async () => {
    const clock = { now: Date.parse('2026-12-01T12:00:00Z') };
    bot = await localBot({ seed: 'holes-idle-0123456789', now: () => new Date(clock.now) });
    const s = bot.session;
    await s.run('/game new scenario:cruiser-duel', 'alice');
    await s.run('/game join side:concord', 'alice');
    await s.run('/game join side:veyra', 'bob');
    await s.run('/game start', 'alice');
    await s.run('/game clock mode:step hours:24 idle-days:3 archive-days:6', 'alice');
    const scheduler = new Scheduler(bot.app);
    // Nobody plays; each day's deadline is missed and the clock plays the default action.
    for (let day = 0; day < 8; day += 1) {
      clock.now += DAY;
      await scheduler.tick(new Date(clock.now));
    }
    const ended = (await bot.app.store.get('c1')) ?? (await bot.app.store.latestArchived('c1'));
    expect(ended?.status).toBe('ended');
    expect(ended?.audit.at(-1)).toMatchObject({ by: 'clock', action: 'end', note: 'idle' });
    expect(ended?.log.some((e) => e.by === 'clock')).toBe(true);
  });
});

describe('hole 10: an import is read only up to the limit', () => {
  it('stops downloading a body of 20 MB whose declared size was small', async () => {
    let sent = 0;
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      Readable.from(
        (function* () {
          for (let i = 0; i < 320; i += 1) {
            sent += chunk.length;
            yield chunk;
          }
        })(),
      ).pipe(res);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const read = await readFleetFile(`http://127.0.0.1:${address.port}/fleet.json`, 100);
    expect(read).toMatchObject({ ok: false, error: expect.stringContaining('over 256 KB') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('the bot’s own buttons pass the option check', () => {
  it('every command button posted in a played duel (moves, turns, repairs, undo answers) is accepted by checkOptions', async () => {
    await duel();
    const s = bot.session;
    const checked = new Set<string>();
    const refused: string[] = [];
    const checkAll = () => {
      for (const message of bot.channel.messages) {
        for (const row of message.components ?? []) {
          for (const c of row.components) {
            if (!('custom_id' in c) || checked.has(c.custom_id)) continue;
            checked.add(c.custom_id);
            const decoded = decodeComponentId(c.custom_id);
            if (decoded?.action.kind !== 'command') continue;
            const { command, subcommand, options } = decoded.action;
            const module = s.commands.get(command);
            const request: BotRequest = {
              command,
              ...(subcommand ? { subcommand } : {}),
              options,
              actor: BOB,
              channelId: 'c1',
              guildId: 'local',
              component: { game: decoded.game, version: decoded.version, messageId: message.id, customId: c.custom_id },
            };
            const result = module ? checkOptions(module.data, request) : undefined;
            if (!result?.ok)
              refused.push(
                `${c.custom_id}: ${JSON.stringify(result && !result.ok ? result.error : 'no such command')}`,
              );
          }
        }
      }
    };
    let asked = false;
    for (let i = 0; i < 120; i += 1) {
      const current = await record();
      if (current.status !== 'active') break;
      // Once: Alice asks to undo a command Bob has acted after (the request's buttons), Bob declines.
      if (!asked && current.log.some((e) => e.by === ALICE.id) && current.log.at(-1)?.by === BOB.id) {
        await s.run('/game undo', 'alice');
        await s.run('click Decline', 'bob');
        asked = true;
      }
      const state = stateOf(current);
      const side = impulse.awaiting(state)[0] ?? '';
      await s.run(toLine(toSlash(plainCommand(state, side))), side === 'concord' ? 'alice' : 'bob');
      checkAll();
    }
    expect(refused).toEqual([]);
    expect([...checked].some((id) => /:c:move:.*how=turn-/.test(id))).toBe(true);
    expect([...checked].some((id) => /:c:game\/undo:/.test(id))).toBe(true);
  });
});
