/**
 * Discord's 3-second deadline for a first answer (DESIGN.md section 6): a slash command whose handler
 * arms no watchdog of its own (the lobby's `/game new`, which may first deliver what a finished game
 * in the channel still owes) is deferred all the same when it is still at work, by the pipeline's
 * backstop; a quick one is not. The e2e suite once saw `/game new` answered after 3,011 ms on a busy
 * machine, with nothing deferring it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/bot/app/app-factory.js';
import type { App } from '../../../src/bot/app/context.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { LocalChannel, LocalResponder } from '../../../src/bot/local/local-transport.js';
import { runCommand } from '../../../src/bot/pipeline/dispatch.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import { ALICE } from '../../helpers/local-bot.js';

const apps: (App & { close(): Promise<void> })[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
});

/** A responder that remembers in what order it was asked to defer and to answer. */
class Recording extends LocalResponder {
  readonly steps: string[] = [];
  override async defer(ephemeral?: boolean): Promise<void> {
    this.steps.push(ephemeral ? 'defer private' : 'defer public');
    await super.defer();
  }
  override async reply(message: Parameters<LocalResponder['reply']>[0], ephemeral = false): Promise<void> {
    this.steps.push(ephemeral ? 'reply private' : 'reply public');
    await super.reply(message, ephemeral);
  }
}

async function appWithSlowStore(slow: 'update' | 'get', delayMs: number): Promise<{ app: App; channel: LocalChannel }> {
  const channel = new LocalChannel();
  const app = await createApp({
    storeUrl: 'memory:',
    channel,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 20,
    rulesets: TABLES,
  });
  apps.push(app);
  // A store that is slow to answer (a busy disk, a busy machine): each change, or each read, waits first.
  const update = app.store.update.bind(app.store);
  const get = app.store.get.bind(app.store);
  const slowly = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  if (slow === 'update')
    app.store.update = (async (...args: Parameters<typeof update>) => (
      await slowly(),
      update(...args)
    )) as typeof update;
  else app.store.get = (async (...args: Parameters<typeof get>) => (await slowly(), get(...args))) as typeof get;
  return { app, channel };
}

describe('a slash command still at work is deferred before Discord gives up on it', () => {
  const newGame = { actor: ALICE, channelId: 'c1', guildId: 'g1', command: 'game', subcommand: 'new', options: {} };

  it('defers /game new publicly when its save is slow, then answers in the deferral', async () => {
    const { app, channel } = await appWithSlowStore('update', 900);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    const respond = new Recording(channel, 'c1');
    await runCommand(app, commands, newGame, respond);
    expect(respond.steps).toEqual(['defer public', 'reply public']);
  });

  it("leaves a command's own watchdog first: a private answer is deferred privately, never publicly first", async () => {
    const { app, channel } = await appWithSlowStore('get', 900);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    const respond = new Recording(channel, 'c1');
    // /game log arms its own watchdog at once, for a private answer; with no game here, a private refusal.
    await runCommand(app, commands, { ...newGame, subcommand: 'log' }, respond);
    expect(respond.steps).toEqual(['defer private', 'reply private']);
  });

  // Looking commands answer privately: when their store read is slow, the channel must not see a public
  // "thinking" placeholder first (the backstop's), only the player a private one. Their modules say so
  // before anything runs, so this holds also for a ruleset's own command (`/orders` alone, sealed
  // orders), which is routed to the game's ruleset after a store read of its own.
  it.each([
    ['/map', { command: 'map', options: {} }],
    ['/ship', { command: 'ship', options: {} }],
    ['/replay', { command: 'replay', options: { round: 1 } }],
    ['/help', { command: 'help', options: {} }],
    ['/rules', { command: 'rules', options: {} }],
    ['/game status', { command: 'game', subcommand: 'status', options: {} }],
    ['/orders alone', { command: 'orders', options: {} }],
    ['/orders with a plan', { command: 'orders', options: { ship: 's1', move: 'straight' } }],
  ])('%s, slow to read the store, is deferred privately and answered privately', async (_, request) => {
    const { app, channel } = await appWithSlowStore('get', 900);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    const respond = new Recording(channel, 'c1');
    await runCommand(app, commands, { actor: ALICE, channelId: 'c1', guildId: 'g1', ...request }, respond);
    expect(respond.steps).toEqual(['defer private', 'reply private']);
  });

  it('leaves a public answer public: /orders handing the side to the autopilot is deferred publicly', async () => {
    const { app, channel } = await appWithSlowStore('get', 900);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    const respond = new Recording(channel, 'c1');
    const request = { command: 'orders', options: { autopilot: true } };
    await runCommand(app, commands, { actor: ALICE, channelId: 'c1', guildId: 'g1', ...request }, respond);
    expect(respond.steps[0]).toBe('defer public');
  });
});
