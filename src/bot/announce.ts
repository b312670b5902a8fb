/**
 * What the channel sees after an accepted command: the short public line (and, when an impulse
 * ended, the map with the damage report), the turn prompt pinging only who must act, the pinned
 * status, and at the end the outcome with the seed revealed.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GameRecord } from '../store/index.js';
import { encodeComponentId, gameTag } from './custom-id.js';
import type { ActOptions } from './act.js';
import type { App, CommandContext } from './context.js';
import { translator } from './locales/index.js';
import { describeOrders } from './describe-orders.js';
import { narrate } from './narrate.js';
import { mapFile, reportText } from './pictures.js';
import { buildPrompt, pingKey, playersToPing, stepKey } from './prompt.js';
import { sleeperOf, type Profile } from './profile.js';
import { isQuiet, nextAwake } from './time/quiet-hours.js';
import { stateOf, type Accepted, type PromptChange } from './record-ops.js';
import type { Outgoing } from './request.js';
import { sideName } from './resolve.js';
import { cleanName } from './sanitize.js';
import { outcomeText, refreshStatus } from './status.js';

const MESSAGE_LIMIT = 2000;

/**
 * Runs channel work that must not undo an accepted command. discord.js has already waited out rate
 * limits and retried server errors; a failure left is logged and, when a channel is named, told to
 * it once (the game is saved, and /game status brings the prompt back).
 */
export async function safely(app: App, what: string, work: () => Promise<unknown>, channelId?: string): Promise<void> {
  try {
    await work();
  } catch (error) {
    app.log.error(`${what} failed`, { channelId, error: String(error) });
    if (channelId === undefined) return;
    await app.channel.send(channelId, { content: translator(undefined)('reply.postFailed', { what }) }).catch(() => undefined);
  }
}

function publicAnswer(ctx: CommandContext, accepted: Accepted): Outgoing {
  const state = stateOf(accepted.after);
  const line = narrate(ctx.t, accepted.events, (id) => sideName(state, id)) || ctx.t('narrate.nothing', { player: cleanName(ctx.request.actor.name) });
  if (!accepted.impulseReport) return { content: line };
  const report = reportText(accepted.impulseReport, MESSAGE_LIMIT - line.length - 2);
  return { content: `${line}\n\n${report}`.slice(0, MESSAGE_LIMIT), files: [mapFile(state, accepted.impulseReport)] };
}

/**
 * Posts a new prompt (with its ping) or edits the current one, and remembers its message id. A
 * player in their quiet hours is named but not pinged; a stored timer pings them when they wake
 * (nobody is pinged at 3 a.m.). Players who asked for it also get a DM.
 */
export async function postPrompt(app: App, record: GameRecord, change: PromptChange): Promise<void> {
  if (!change.repost && !change.edit) return;
  // One channel's prompts are posted one after another, each from the game as it is now: a quick
  // next command can never edit a prompt that a slower one has not posted yet.
  await app.announcing.run(record.channelId, async () => {
    const fresh = await app.store.get(record.channelId);
    if (!fresh || fresh.id !== record.id || fresh.status !== 'active' || fresh.state === null) return;
    await showPrompt(app, fresh);
  });
}

async function showPrompt(app: App, record: GameRecord): Promise<void> {
  const state = stateOf(record);
  const first = record.players.find((p) => playersToPing(record, state).includes(p.userId));
  const t = translator(first?.locale);
  const prompt = buildPrompt(t, record, state, record.messages.promptVersion ?? record.version);
  if (!prompt) return;
  const turn = pingKey(state);
  // The same player's turn goes on: edit the prompt in place (edits never ping).
  if (record.messages.prompt && record.messages.promptFor === turn) {
    await app.channel.edit(record.channelId, record.messages.prompt, { ...prompt, ping: [] });
    return;
  }
  const now = app.now();
  const profiles = new Map<string, Profile>();
  for (const id of prompt.ping ?? []) {
    const profile = await app.profiles.get(id);
    if (profile) profiles.set(id, profile);
  }
  const asleep = (prompt.ping ?? []).filter((id) => isQuiet(now, sleeperOf(profiles.get(id))));
  const awake = (prompt.ping ?? []).filter((id) => !asleep.includes(id));
  const id = await app.channel.send(record.channelId, { ...prompt, ping: awake });
  for (const user of awake.filter((u) => profiles.get(u)?.dm)) {
    await safely(app, 'turn DM', () => app.channel.dm(user, { content: t('clock.yourTurnDm', { name: record.name, channel: `<#${record.channelId}>` }) }));
  }
  const key = stepKey(state);
  await app.store.update(record.channelId, (current) => {
    if (!current || current.id !== record.id) return { result: undefined };
    const lastPing = { ...current.lastPing };
    for (const user of awake) lastPing[user] = now.toISOString();
    const wake = asleep.map((user) => ({ id: `wake-${current.version}-${user}`, kind: 'remind' as const, due: nextAwake(now, sleeperOf(profiles.get(user))).toISOString(), userId: user, key, n: 0 }));
    return { save: { ...current, lastPing, timers: [...current.timers.filter((x) => !wake.some((w) => w.id === x.id)), ...wake], messages: { ...current.messages, prompt: id, promptFor: turn } }, result: undefined };
  });
}

/**
 * The end: a summary (outcome, each side's losses, the margin), the seed revealed next to its hash,
 * a rematch button, and the game moved to the archive.
 */
export async function finish(app: App, record: GameRecord): Promise<void> {
  const t = translator(record.players[0]?.locale);
  const state = stateOf(record);
  const lost = state.outcome?.pointsLost ?? {};
  const losses = state.sides.map((side) => `${sideName(state, side.id)} ${lost[side.id] ?? 0}`).join(', ');
  const rematch = {
    type: ComponentType.ActionRow as const,
    components: [{ type: ComponentType.Button as const, style: ButtonStyle.Primary as const, label: t('reply.rematch'), custom_id: encodeComponentId({ game: gameTag(record), version: record.version, action: { kind: 'command', command: 'game', subcommand: 'rematch', options: {} } }) }],
  };
  await safely(app, 'final message', () =>
    app.channel.send(record.channelId, {
      content: `${t('reply.summary', { name: record.name, outcome: outcomeText(t, record), losses })}\n${t('reply.seedReveal', { seed: record.seed, hash: record.seedHash })}`.slice(0, 2000),
      files: [mapFile(state, [])],
      components: [rematch],
    }),
  );
  await app.store.archiveGame(record.channelId);
}

/** Spectators who follow the game get each impulse's map and report by DM. */
async function tellSpectators(app: App, record: GameRecord, message: Outgoing): Promise<void> {
  for (const user of record.spectators) {
    await safely(app, 'spectator DM', () => app.channel.dm(user, { content: `**${record.name}** (<#${record.channelId}>)\n${message.content ?? ''}`.slice(0, 2000), ...(message.files ? { files: message.files } : {}) }));
  }
}

export async function announce(ctx: CommandContext, accepted: Accepted, options: ActOptions): Promise<void> {
  const { app, respond, t } = ctx;
  const answer = publicAnswer(ctx, accepted);
  if (options.secret) {
    const state = stateOf(accepted.after);
    const side = accepted.after.players.find((p) => p.userId === ctx.request.actor.id)?.side ?? '';
    const note = options.privateNote === 'reply.ordersSaved' ? `${t('reply.ordersSaved')}\n${describeOrders(t, state, side)}` : t(options.privateNote ?? 'reply.powerSubmitted');
    await safely(app, 'private answer', () => respond.reply({ content: note.slice(0, 2000) }, true));
    await safely(app, 'public line', () => app.channel.send(accepted.after.channelId, answer));
  } else {
    // The command is saved whatever happens to the answer: if the interaction has expired, the
    // channel gets the line instead, and the prompt, status and end of game still follow.
    await respond.reply(answer).catch((error: unknown) => {
      app.log.warn('answer failed; posting to the channel instead', { error: String(error) });
      return safely(app, 'public line', () => app.channel.send(accepted.after.channelId, answer));
    });
  }
  if (accepted.impulseReport && accepted.after.spectators.length > 0) await tellSpectators(app, accepted.after, answer);
  await safely(app, 'turn prompt', () => postPrompt(app, accepted.after, accepted.prompt), accepted.after.channelId);
  await refreshStatus(app, accepted.after.channelId);
  if (accepted.after.status === 'finished') await finish(app, accepted.after);
}
