/**
 * A lobby command lets go once it has answered, as a game action does (issue 45): what it owes the
 * channel (the pinned status) goes out on its own. At 2,000 games set up at once, each `/game new`
 * and `/game join` had waited up to a minute for its status post and pin to get their turn under
 * Discord's limit, holding its command and interaction all that while (a heap snapshot during the
 * load trial's play found every set-up command of the minute before still running).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/bot/app/context.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { LocalChannel, LocalResponder } from '../../../src/bot/local/local-transport.js';
import type { Outgoing } from '../../../src/bot/pipeline/request.js';
import { runCommand } from '../../../src/bot/pipeline/dispatch.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import { ALICE, BOB, localBot } from '../../helpers/local-bot.js';

const apps: (App & { close(): Promise<void> })[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
});

/** A channel whose new posts wait until it is opened, as posts wait for their turn under Discord's limit. */
class QueuedChannel extends LocalChannel {
  private open: () => void = () => undefined;
  private readonly opened = new Promise<void>((resolve) => (this.open = resolve));
  waiting = 0;

  override async send(channelId: string, message: Outgoing): Promise<string> {
    this.waiting += 1;
    await this.opened;
    return super.send(channelId, message);
  }

  letThrough(): void {
    this.open();
  }
}

/** Resolves with `'returned'` if the command returns within `ms`, else `'still running'`. */
const within = (running: Promise<void>, ms: number): Promise<string> =>
  Promise.race([
    running.then(() => 'returned'),
    new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);

describe('a lobby command lets go once it has answered', () => {
  it('/game new and /game join return while their status post still waits its turn, and the post follows', async () => {
    const channel = new QueuedChannel();
    // Commands run directly (the terminal's session would wait for the deliveries before returning).
    const { app } = await localBot({ channel });
    apps.push(app);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    const request = (actor: typeof ALICE, subcommand: string) =>
      ({ actor, channelId: 'c1', guildId: 'g1', command: 'game', subcommand, options: {} }) as const;

    const created = new LocalResponder(channel, 'c1');
    expect(await within(runCommand(app, commands, request(ALICE, 'new'), created), 5_000)).toBe('returned');
    expect(created.answers.map((a) => a.ephemeral)).toEqual([false]);
    const joined = new LocalResponder(channel, 'c1');
    expect(await within(runCommand(app, commands, request(BOB, 'join'), joined), 5_000)).toBe('returned');
    expect(joined.answers.map((a) => a.ephemeral)).toEqual([false]);

    // The pinned status waited all along, owed, and goes out once posts get their turn.
    expect(channel.waiting).toBeGreaterThan(0);
    expect(channel.messages.some((m) => m.pinned)).toBe(false);
    channel.letThrough();
    await app.announcing.idle();
    expect(channel.messages.filter((m) => m.pinned)).toHaveLength(1);
  });
});
