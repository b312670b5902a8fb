/**
 * The pinned status message (DESIGN.md section 6: "edited in place as the game goes on"): posted and
 * pinned the first time, in the order of what the game owes; after that, while the game is played,
 * edited on a turn no other request wants (issue 45).
 *
 * Why apart from the outbox's order: every command owes the channel a status edit, and most also a
 * turn prompt. At 2,000 games that is about twice the requests Discord allows one bot, so with both
 * in one queue every prompt came later and later (the queue held a minute of requests after one
 * minute of play). The status only ever needs to show its newest words, so it yields: the prompts and
 * reports a player waits on go first, and a status waiting for its turn holds nothing but its
 * channel's id; when its turn comes it shows what the game says then, so one edit catches up any
 * number of commands. An edit that would change nothing is not sent.
 *
 * A status asked for and not yet shown when the process ends is not lost: at start-up every open
 * game's status is compared with what its game says (`refreshStatusesLater`), and shown if it differs.
 */
import { createHash } from 'node:crypto';
import { QuarantinedGame, type GameRecord } from '../../store/index.js';
import type { App } from '../app/context.js';
import type { Outgoing } from '../pipeline/request.js';
import { channelT } from '../records/channel-locale.js';
import { scenarioSides } from '../rulesets/scenario-words.js';
import { statusMessage } from './status.js';

/** What a message says and offers, in a few characters (to tell whether an edit would change it). */
export const digestOf = (message: Outgoing): string =>
  createHash('sha256')
    .update(JSON.stringify([message.content ?? '', message.components ?? []]))
    .digest('base64url')
    .slice(0, 16);

/** The status the game's record calls for, and its digest. */
export function statusOf(app: App, record: GameRecord): { message: Outgoing; shown: string } {
  const t = channelT(record);
  const message = statusMessage(app.rulesets.of(record), t, record, scenarioSides(app, record, t));
  return { message, shown: digestOf(message) };
}

/** Posts the status and pins it; returns its message id (the first time, or when the old one is gone). */
export async function postStatus(app: App, record: GameRecord, nonce?: string): Promise<{ id: string; shown: string }> {
  const { message, shown } = statusOf(app, record);
  const id = await app.channel.send(record.channelId, nonce === undefined ? message : { ...message, nonce });
  await app.channel
    .pin(record.channelId, id)
    .catch((e: unknown) =>
      app.log.warn('could not pin the status message', { channelId: record.channelId, error: String(e) }),
    );
  return { id, shown };
}

/** Channels with a status refresh asked for and not yet begun, per app (one is enough: it shows the newest). */
const asked = new WeakMap<App, Set<string>>();

/**
 * Asks for the channel's status to be brought up to date on a spare turn, without waiting. Asked
 * again before its turn, it is still one edit.
 */
export function refreshStatusLater(app: App, channelId: string): void {
  let waiting = asked.get(app);
  if (!waiting) asked.set(app, (waiting = new Set()));
  if (waiting.has(channelId)) return;
  waiting.add(channelId);
  const mine = waiting;
  // Under the announcing lock's own key for statuses: one refresh a channel at a time, and the
  // lock's drain (tests, the terminal) waits for it as for the channel's posts.
  void app.announcing
    .run(`status:${channelId}`, () => refreshStatus(app, channelId, mine))
    .catch((error: unknown) => app.log.error('status refresh failed', { channelId, error: String(error) }));
}

/**
 * At start-up: each open game's status shown as its game now says, where it differs (a refresh the
 * last process did not get to). The games are compared one at a time, so a bot of thousands of games
 * does not read them all at once; only those that differ wait for a spare turn.
 */
export async function refreshStatusesLater(app: App, channelIds: Iterable<string>): Promise<void> {
  for (const channelId of channelIds)
    if ((await statusChange(app, channelId)) !== undefined) refreshStatusLater(app, channelId);
}

/** The record, or nothing when there is none or it cannot be read (quarantine explains that). */
async function readable(app: App, channelId: string): Promise<GameRecord | undefined> {
  try {
    return await app.store.get(channelId);
  } catch (error) {
    if (error instanceof QuarantinedGame) return undefined;
    throw error;
  }
}

/** What the pinned status should be changed to now, if anything: its message id, and the new words. */
async function statusChange(
  app: App,
  channelId: string,
): Promise<{ gameId: string; statusId: string; message: Outgoing; shown: string } | undefined> {
  const record = await readable(app, channelId);
  if (!record || record.status !== 'active') return undefined;
  const present = await app.store.presentation(channelId, record.id);
  if (present.status === undefined) return undefined;
  const { message, shown } = statusOf(app, record);
  if (present.statusShown === shown) return undefined;
  return { gameId: record.id, statusId: present.status, message, shown };
}

async function refreshStatus(app: App, channelId: string, waiting: Set<string>): Promise<void> {
  // Nothing to change: no turn is spent. Only the status message's id is kept through the wait.
  const statusId = (await statusChange(app, channelId))?.statusId;
  if (statusId === undefined) {
    waiting.delete(channelId);
    return;
  }
  let sent: { gameId: string; shown: string } | undefined;
  try {
    await app.channel.editWhenSpare(channelId, statusId, async () => {
      // From here a new change asks for a new refresh: this one shows what the game says now.
      waiting.delete(channelId);
      const change = await statusChange(app, channelId);
      if (change === undefined || change.statusId !== statusId) return undefined;
      sent = { gameId: change.gameId, shown: change.shown };
      return change.message;
    });
  } catch (error) {
    waiting.delete(channelId);
    await failed(app, channelId, error);
    return;
  }
  const shown = sent;
  if (shown)
    await app.store.present(channelId, shown.gameId, (p) =>
      p.status === statusId ? { ...p, statusShown: shown.shown } : p,
    );
}

/** Channels whose status edit failed for a reason that may pass, per app: tried again on the scheduler's next pass. */
const failing = new WeakMap<App, Set<string>>();

/** The statuses whose edit failed, asked again (each scheduler pass). */
export function retryFailedStatuses(app: App): void {
  const channels = failing.get(app);
  if (!channels) return;
  failing.delete(app);
  for (const channelId of channels) refreshStatusLater(app, channelId);
}

/**
 * A status message that is gone (deleted by a moderator) is posted and pinned anew; any other
 * failure is logged and tried again on the scheduler's next pass.
 */
async function failed(app: App, channelId: string, error: unknown): Promise<void> {
  if ((error as { status?: number }).status !== 404) {
    app.log.warn('status edit failed; it is tried again on the next pass', { channelId, error: String(error) });
    let channels = failing.get(app);
    if (!channels) failing.set(app, (channels = new Set()));
    channels.add(channelId);
    return;
  }
  const record = await readable(app, channelId);
  if (!record) return;
  const posted = await postStatus(app, record);
  await app.store.present(channelId, record.id, (p) => ({ ...p, status: posted.id, statusShown: posted.shown }));
}
