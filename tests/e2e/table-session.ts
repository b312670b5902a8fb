/**
 * What the end-to-end tests of a ruleset's table share (fleet's and skirmish's games through the
 * Discord-compatible server): a slash command in a channel, the channel's game record now, waiting for
 * the record to reach a moment, the reaction prompt's button for an option, whether the channel said a
 * line, and a solo game handed to the autopilot and followed to its end.
 */
import { expect } from 'vitest';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  controlsOf,
  textOf,
  type FakeDiscord,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import type { BotProcess } from './bot-process.js';

export type Options = Readonly<Record<string, string | number | boolean>>;
type Component = { custom_id?: string; label?: string };

export function tableSession(fake: FakeDiscord, store: GameStore, bot: BotProcess) {
  const slashIn = (channel: string, user: UserFixture, command: string, options: Options, subcommand?: string) =>
    fake.interact(fake.slash(user, channel, command, options, subcommand ? { subcommand } : undefined)).settled(15_000);

  /** The channel's game: the running one, else the last one archived. */
  async function current(channel: string): Promise<GameRecord> {
    const record = (await store.get(channel)) ?? (await store.latestArchived(channel));
    if (!record) throw new Error(`no game in ${channel}`);
    return record;
  }

  async function waitFor(channel: string, done: (r: GameRecord) => boolean, ms = 30_000): Promise<GameRecord> {
    const end = Date.now() + ms;
    for (;;) {
      const record = await current(channel).catch(() => undefined);
      if (record && done(record)) return record;
      if (Date.now() > end) throw new Error(`timed out in ${channel}\n${bot.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  const userOf = (record: GameRecord, side: string): UserFixture =>
    record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

  const componentsOf = (m: RecordedMessage): Component[] => controlsOf(m) as Component[];

  /** The reaction prompt's button for `option`, once posted for this version of the game. */
  async function reactionButton(channel: string, record: GameRecord, option: string) {
    const version = record.messages.promptVersion ?? record.version;
    const matches = (c: Component) => {
      const d = c.custom_id ? decodeComponentId(c.custom_id) : undefined;
      return d?.version === version && d.action.kind === 'reaction' && d.action.option === option;
    };
    const message =
      fake.messages(channel).find((m) => componentsOf(m).some(matches)) ??
      (await fake.waitForMessage((m) => componentsOf(m).some(matches), 5000).catch(() => undefined));
    const button = message && componentsOf(message).find(matches);
    return message && button?.custom_id ? { message, customId: button.custom_id } : undefined;
  }

  const said = (channel: string, text: string) => fake.messages(channel).some((m) => textOf(m).includes(text));

  /**
   * Alice hands her side of the solo game in `channel` to the autopilot (no pause between orders) and
   * follows it to the end: when the autopilot hands a badly hurt side back, she hands it over again.
   * Checks that both the AI and Alice gave orders and that nobody but Alice was pinged.
   */
  async function autopilotToEnd(channel: string, handedOver: string): Promise<GameRecord> {
    await slashIn(channel, ALICE, 'game', { 'autoplay-seconds': 0 }, 'clock');
    const reply = await slashIn(channel, ALICE, 'orders', { autopilot: true });
    expect(textOf(reply)).toContain(handedOver);
    let seen = fake.messages(channel).length;
    let over: GameRecord | undefined;
    for (let calls = 0; calls < 6 && !over; calls += 1) {
      const next = await waitFor(
        channel,
        (r) =>
          r.status !== 'active' ||
          fake
            .messages(channel)
            .slice(seen)
            .some((m) => textOf(m).includes('autopilot handed this side back')),
        240_000,
      );
      if (next.status !== 'active') over = next;
      else {
        seen = fake.messages(channel).length;
        await slashIn(channel, ALICE, 'orders', { autopilot: true });
      }
    }
    if (!over) throw new Error('the solo game did not end');
    expect(over.status).toBe('finished');
    const by = new Set(over.log.map((e) => e.by));
    expect(by.has('ai')).toBe(true);
    expect(by.has(ALICE.id)).toBe(true);
    expect(
      fake
        .messages(channel)
        .flatMap((m) => m.pings.users)
        .every((id) => id === ALICE.id),
    ).toBe(true);
    return over;
  }

  return { slashIn, current, waitFor, userOf, componentsOf, reactionButton, said, autopilotToEnd };
}
