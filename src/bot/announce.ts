/**
 * What the channel sees after an accepted command: the short public line (and, when an impulse
 * ended, the map with the damage report), the turn prompt pinging only who must act, the pinned
 * status, and at the end the outcome with the seed revealed.
 */
import type { GameRecord } from '../store/index.js';
import type { ActOptions } from './act.js';
import type { App, CommandContext } from './context.js';
import { translator } from './locales/index.js';
import { narrate } from './narrate.js';
import { mapFile, reportText } from './pictures.js';
import { buildPrompt, playersToPing } from './prompt.js';
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

/** Posts a new prompt (with its ping) or edits the current one, and remembers its message id. */
export async function postPrompt(app: App, record: GameRecord, change: PromptChange): Promise<void> {
  if (!change.repost && !change.edit) return;
  const state = stateOf(record);
  const first = record.players.find((p) => playersToPing(record, state).includes(p.userId));
  const prompt = buildPrompt(translator(first?.locale), record, state, record.messages.promptVersion ?? record.version);
  if (!prompt) return;
  if (change.edit && record.messages.prompt) {
    await app.channel.edit(record.channelId, record.messages.prompt, { ...prompt, ping: [] });
    return;
  }
  const id = await app.channel.send(record.channelId, prompt);
  await app.store.update(record.channelId, (current) => (current && current.id === record.id ? { save: { ...current, messages: { ...current.messages, prompt: id } }, result: undefined } : { result: undefined }));
}

/** The end: outcome, seed revealed next to its hash, and the game moved to the archive. */
export async function finish(app: App, record: GameRecord): Promise<void> {
  const t = translator(record.players[0]?.locale);
  await safely(app, 'final message', () =>
    app.channel.send(record.channelId, { content: t('reply.finished', { outcome: outcomeText(t, record), seed: record.seed, hash: record.seedHash }) }),
  );
  await app.store.archiveGame(record.channelId);
}

export async function announce(ctx: CommandContext, accepted: Accepted, options: ActOptions): Promise<void> {
  const { app, respond, t } = ctx;
  const answer = publicAnswer(ctx, accepted);
  if (options.secret) {
    await respond.reply({ content: t('reply.powerSubmitted') }, true);
    await safely(app, 'public line', () => app.channel.send(accepted.after.channelId, answer));
  } else {
    await respond.reply(answer);
  }
  await safely(app, 'turn prompt', () => postPrompt(app, accepted.after, accepted.prompt), accepted.after.channelId);
  await refreshStatus(app, accepted.after.channelId);
  if (accepted.after.status === 'finished') await finish(app, accepted.after);
}
