/**
 * The outbox (DESIGN.md section 7, issue 10): every side effect a change owes (posts, the turn prompt,
 * the pinned status, DMs, the archive) is written in the same save as the change, then delivered and
 * marked done. Whatever a crash or an outage interrupts is still owed, and is delivered after the
 * restart or on the scheduler's next tick, once: channel posts carry a nonce that Discord enforces,
 * so a retry after a lost answer returns the first message instead of posting a second.
 */
import { onDeckUsers } from './on-deck.js';
import { createHash } from 'node:crypto';
import {
  QuarantinedGame,
  type GameRecord,
  type OutboxItem,
  type Owed,
  type Presentation,
  type Timer,
} from '../../store/index.js';
import type { App, CommandContext } from '../app/context.js';
import { translator } from '../locales/index.js';
import { channelT } from '../records/channel-locale.js';
import { sleeperOf, type Profile } from '../players/profile.js';
import { buildPrompt } from './prompt.js';
import { pingKey, playersToPing, stepKey } from '../records/turn-keys.js';
import type { TableRuleset } from '../rulesets/table.js';
import { commandsOf, initialOf, stateOf } from '../records/record-ops.js';
import type { Outgoing } from '../pipeline/request.js';
import { digestOf, postStatus, refreshStatusLater, statusOf } from './status-upkeep.js';
import { isQuiet, nextAwake } from '../clocks/quiet-hours.js';
import { channelRef, cleanName } from './sanitize.js';
import { withLogContext } from '../ops/log-context.js';
import { rideAlive, takeRide, webhookGone, type Ride } from './prompt-rides.js';

/** The record owing these items too, each with an id unique within the game. */
export function owe(record: GameRecord, ...items: readonly Owed[]): GameRecord {
  const outbox = items.map((item, i) => ({ ...item, id: `o${record.outboxSeq + i + 1}` }) as OutboxItem);
  // A prompt posted anew (an autopilot handed over, an undo, a restore) leaves the one before it
  // behind: its buttons carry an older version and are refused as stale, as after a new turn (issue 39).
  const reposted = items.some((item) => item.kind === 'prompt' && item.repost);
  const messages = reposted ? { ...record.messages, promptVersion: record.version } : record.messages;
  return { ...record, messages, outbox: [...record.outbox, ...outbox], outboxSeq: record.outboxSeq + items.length };
}

/** The marks of an owed post that answers a request: its interaction (if any), to check after a crash. */
export type AnswerMark = { answer: true; interaction?: { token: string; at: string } };

/** Marks an owed post as the answer to the interaction `token` (none outside Discord), given at `at`. */
export const answerMark = (token: string | undefined, at: Date): AnswerMark =>
  token ? { answer: true, interaction: { token, at: at.toISOString() } } : { answer: true };

/** Marks an owed post as the answer to this request (with its interaction, to check after a crash). */
export const asAnswer = (ctx: CommandContext): AnswerMark => answerMark(ctx.request.interactionToken, ctx.app.now());

/**
 * Marks an owed prompt or channel post to ride on this request's interaction once it is answered
 * (prompt-rides.ts); nothing outside Discord.
 */
export const asRide = (ctx: CommandContext): { ride?: Ride } => {
  const { interactionToken: token, interactionId: interaction } = ctx.request;
  return token ? { ride: { token, at: ctx.app.now().toISOString(), ...(interaction ? { interaction } : {}) } } : {};
};

/** The id the next owed item will get (to claim an answer before the save). */
export const nextOwedId = (record: GameRecord, offset = 0): string => `o${record.outboxSeq + offset + 1}`;

/** What the turn prompt, the status and (at the end) the summary and the archive make of a change. */
export function presentationOwed(
  record: GameRecord,
  prompt: { readonly repost: boolean; readonly edit: boolean } | undefined,
): Owed[] {
  const owed: Owed[] = [];
  if (prompt && (prompt.repost || prompt.edit) && record.status === 'active')
    owed.push({ kind: 'prompt', repost: prompt.repost });
  owed.push({ kind: 'status' });
  return owed;
}

/** A nonce Discord keeps for a few minutes: the same item posted twice is one message. */
const nonceOf = (record: GameRecord, itemId: string): string =>
  `${createHash('sha256').update(record.id).digest('base64url').slice(0, 12)}${itemId}`.slice(0, 25);

/** The board after the first `at` log entries (the moment a post was made for). */
function stateAt(table: TableRuleset, record: GameRecord, at: number): unknown {
  if (at >= record.log.length || record.initial === null) return stateOf(record);
  const replayed = table.rules.replayGame(initialOf(record), commandsOf(record.log.slice(0, at)));
  return replayed.ok ? replayed.value.state : stateOf(record);
}

/** An owed post as a message (the map drawn now, from the moment it was made for). */
export async function postMessage(
  app: Pick<App, 'rulesets' | 'painter'>,
  record: GameRecord,
  item: Extract<OutboxItem, { kind: 'post' }>,
): Promise<Outgoing> {
  const table = app.rulesets.of(record);
  // Pictures are drawn in the channel's language (records/channel-locale.ts).
  const t = channelT(record);
  const files =
    item.map && record.initial !== null
      ? [await app.painter.draw(t, table, { state: stateAt(table, record, item.map.at), events: item.map.events })]
      : undefined;
  return {
    content: item.content,
    ...(files ? { files } : {}),
    ...(item.components ? { components: item.components as unknown as Outgoing['components'] } : {}),
    ping: item.ping ?? [],
    nonce: nonceOf(record, item.id),
    // A post with the map is laid out as Discord lays out pictures: one card, text, map and buttons.
    ...(files ? { layout: 'card' as const } : {}),
  };
}

/** Answers given at this moment by the request that made them: the deliverer leaves them alone. */
const claimed = new WeakMap<App, Set<string>>();
const claimsOf = (app: App): Set<string> => {
  let set = claimed.get(app);
  if (!set) claimed.set(app, (set = new Set()));
  return set;
};
export const claim = (app: App, record: { readonly id: string }, itemId: string): void =>
  void claimsOf(app).add(`${record.id}/${itemId}`);
export const release = (app: App, record: { readonly id: string }, itemId: string): void =>
  void claimsOf(app).delete(`${record.id}/${itemId}`);

/** Marks an item delivered (with what delivering it changed in the channel's bookkeeping). */
export async function markDone(
  app: App,
  record: GameRecord,
  itemId: string,
  change: (p: Presentation) => Presentation = (p) => p,
): Promise<void> {
  await app.store.present(record.channelId, record.id, (p) => {
    const next = change(p);
    return { ...next, done: next.done.includes(itemId) ? next.done : [...next.done, itemId] };
  });
}

/** A refusal that retrying will not change (4xx other than 429): delivered as far as it can be. */
const isPermanent = (error: unknown): boolean => {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

interface Delivered {
  readonly present?: (p: Presentation) => Presentation;
  /** Timers to add to the game (a wake-up ping for a player who was asleep at their prompt). */
  readonly wake?: Timer[];
}

async function profilesOf(app: App, users: readonly string[]): Promise<Map<string, Profile>> {
  const out = new Map<string, Profile>();
  for (const id of users) {
    const profile = await app.profiles.get(id);
    if (profile) out.set(id, profile);
  }
  return out;
}

/**
 * The turn prompt from the game as it is now: an edit while the same player's turn goes on (edits
 * never ping), else a new message that pings whoever must act and is awake; a player in quiet hours
 * is named, and a stored timer pings them when they wake.
 */
async function deliverPrompt(
  app: App,
  record: GameRecord,
  present: Presentation,
  item: Extract<OutboxItem, { kind: 'prompt' }>,
): Promise<Delivered> {
  if (record.status !== 'active' || record.state === null) return {};
  const state = stateOf(record);
  const table = app.rulesets.of(record);
  const first = record.players.find((p) => playersToPing(table, record, state).includes(p.userId));
  // The first player asked, in their language; a prompt that asks nobody (the AI's turn) in the channel's.
  const t = first?.locale ? translator(first.locale) : channelT(record);
  const prompt = buildPrompt(table, t, record, state, record.messages.promptVersion ?? record.version);
  if (!prompt) return {};
  const turn = pingKey(table, state);
  const shown = digestOf(prompt);
  // The interaction that led here, if this process answered it publicly (prompt-rides.ts).
  const ride = takeRide(app, record, item.id);
  // The same turn goes on: the prompt is edited in place, unless it would say just what it says.
  // A prompt message that is gone (deleted by a moderator) is posted anew.
  if (!item.repost && present.prompt && present.promptFor === turn) {
    if (present.promptShown === shown) return {};
    if (await promptEdited(app, record.channelId, present, { ...prompt, ping: [] }))
      return { present: (p) => ({ ...p, promptShown: shown }) };
  }
  const now = app.now();
  const profiles = await profilesOf(app, prompt.ping ?? []);
  const asleep = (prompt.ping ?? []).filter((id) => isQuiet(now, sleeperOf(profiles.get(id))));
  const awake = (prompt.ping ?? []).filter((id) => !asleep.includes(id));
  const message = { ...prompt, ping: awake };
  const before = ride ? undefined : await shownBefore(app, record.channelId, item, message);
  const { id, via } =
    before !== undefined && item.ride
      ? { id: before, via: item.ride }
      : await postRiding(app, record.channelId, message, nonceOf(record, item.id), ride);
  for (const [i, user] of awake.filter((u) => profiles.get(u)?.dm).entries()) {
    await app.channel
      .dm(user, {
        content: t('clock.yourTurnDm', { name: record.name, channel: channelRef(record.channelId) }),
        nonce: nonceOf(record, `${item.id}d${i}`),
      })
      .catch((error: unknown) => app.log.warn('turn DM failed', { user, error: String(error) }));
  }
  // Whoever comes next and asked for it is told they are on deck (issue 13).
  const deckProfiles = await profilesOf(
    app,
    record.players.map((p) => p.userId),
  );
  const onDeck = onDeckUsers(record, prompt.ping ?? [], deckProfiles, present, now);
  const players = record.players
    .filter((p) => (prompt.ping ?? []).includes(p.userId))
    .map((p) => cleanName(p.name))
    .join(', ');
  for (const [i, user] of onDeck.entries()) {
    const words = translator(record.players.find((p) => p.userId === user)?.locale);
    await app.channel
      .dm(user, {
        content: words('clock.onDeck', { name: record.name, channel: channelRef(record.channelId), players }),
        nonce: nonceOf(record, `${item.id}o${i}`),
      })
      .catch((error: unknown) => app.log.warn('on-deck DM failed', { user, error: String(error) }));
  }
  const key = stepKey(table, state);
  const wake = asleep.map((user) => ({
    id: `wake-${record.version}-${user}`,
    kind: 'remind' as const,
    due: nextAwake(now, sleeperOf(profiles.get(user))).toISOString(),
    userId: user,
    key,
    n: 0,
  }));
  return {
    present: ({ promptVia: _was, ...p }) => ({
      ...p,
      prompt: id,
      ...(via ? { promptVia: via } : {}),
      promptFor: turn,
      promptShown: shown,
      lastPing: { ...p.lastPing, ...Object.fromEntries(awake.map((u) => [u, now.toISOString()])) },
      lastOnDeck: { ...p.lastOnDeck, ...Object.fromEntries(onDeck.map((u) => [u, now.toISOString()])) },
    }),
    wake,
  };
}

/**
 * A new message in the channel: through the interaction that led to it when it may ride
 * (prompt-rides.ts), else posted with its nonce. A webhook Discord no longer takes (the token
 * expired) sends it to the channel; any other failure leaves it owed, as a channel post's would.
 */
async function postRiding(
  app: App,
  channelId: string,
  message: Outgoing,
  nonce: string | undefined,
  ride: Ride | undefined,
): Promise<{ id: string; via?: Ride }> {
  if (ride && app.channel.followUp) {
    try {
      return { id: await app.channel.followUp(ride.token, message), via: ride };
    } catch (error) {
      if (!webhookGone(error)) throw error;
      app.log.warn('the interaction took no follow-up; posting to the channel', { channelId, error: String(error) });
    }
  }
  return { id: await app.channel.send(channelId, nonce === undefined ? message : { ...message, nonce }) };
}

/**
 * A message that may have ridden on its interaction in a process that ended before marking it done
 * (it is marked to ride, and this process was offered no ride for it): its id, when the channel's
 * newest messages show it made by that interaction, so it is not shown twice; Discord keeps no nonce
 * for a follow-up. Looked up with the bot's own token, so also long after the interaction's expired.
 */
async function shownBefore(
  app: App,
  channelId: string,
  item: { readonly ride?: Ride | undefined },
  message: Outgoing,
): Promise<string | undefined> {
  const interaction = item.ride?.interaction;
  if (interaction === undefined || !app.channel.recentPosts) return undefined;
  const text = (message.content ?? '').slice(0, SHOWN_TEXT_COMPARED);
  if (text === '') return undefined;
  // Made by that very interaction and saying the same: an earlier prompt of the same words (a
  // question a ruleset asks the same way every round) made by another is not it. A lookup that fails (the bot may not
  // read the channel's history) posts it: shown twice at worst, never lost.
  const recent = await app.channel.recentPosts(channelId).catch((error: unknown) => {
    app.log.warn('could not look for a message made before a restart; posting it', {
      channelId,
      error: String(error),
    });
    return [];
  });
  return recent.find((m) => m.interaction === interaction && m.text.includes(text))?.id;
}

/** How much of a message's text tells it apart (a long one may have been cut to Discord's limit). */
const SHOWN_TEXT_COMPARED = 1000;

/**
 * Edits the prompt message in place: through the interaction whose webhook posted it while its token
 * lives (not counted against Discord's global limit), else as a channel message. False when the
 * message is gone, so a new one is posted.
 */
async function promptEdited(app: App, channelId: string, present: Presentation, message: Outgoing): Promise<boolean> {
  const messageId = present.prompt;
  if (messageId === undefined) return false;
  const via = present.promptVia;
  if (via && rideAlive(via, app.now()) && app.channel.editFollowUp) {
    try {
      await app.channel.editFollowUp(via.token, messageId, message);
      return true;
    } catch (error) {
      if (!webhookGone(error)) throw error;
      // An expired token, or the message deleted: the channel's edit tells which (404 posts anew).
    }
  }
  return editedInPlace(app, channelId, messageId, message);
}

/**
 * The prompt message was changed outside the outbox (a player's menu picks shown on it): what it
 * shows is no longer what the outbox last sent, so its next owed edit is sent whatever it says.
 */
export async function promptChangedElsewhere(app: App, record: GameRecord): Promise<void> {
  await app.store.present(record.channelId, record.id, ({ promptShown: _shown, ...p }) => p);
}

/**
 * Edits a message; false when it is gone (Discord's 404), so the caller posts a new one. A card
 * refused as an edit (400) is posted anew too: Discord will not turn a plain message with text (a
 * prompt posted before prompts were cards, issue 40) into a Components V2 one.
 */
async function editedInPlace(app: App, channelId: string, messageId: string, message: Outgoing): Promise<boolean> {
  try {
    await app.channel.edit(channelId, messageId, message);
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) return false;
    if (status === 400 && message.layout === 'card') {
      app.log.warn('a card could not replace the message; posting it anew', { channelId, error: String(error) });
      return false;
    }
    throw error;
  }
}

/**
 * The pinned status message: posted and pinned the first time; while the game is played, edited on a
 * spare turn (status-upkeep.ts), so the item is done once that is asked for; a lobby's and a finished
 * game's status are edited here, in order (the game is archived right after its end).
 */
async function deliverStatus(
  app: App,
  record: GameRecord,
  present: Presentation,
  item: OutboxItem,
): Promise<Delivered> {
  if (present.status && record.status === 'active') {
    refreshStatusLater(app, record.channelId);
    return {};
  }
  const { message, shown } = statusOf(app, record);
  // An edit that would change nothing is not sent, a request spared of the bot's share of Discord's limit (issue 45).
  if (present.status && present.statusShown === shown) return {};
  if (present.status && (await editedInPlace(app, record.channelId, present.status, message)))
    return { present: (p) => ({ ...p, statusShown: shown }) };
  const posted = await postStatus(app, record, nonceOf(record, item.id));
  return { present: (p) => ({ ...p, status: posted.id, statusShown: posted.shown }) };
}

/** Discord keeps an interaction's token for 15 minutes; a little less, to be safe. */
const TOKEN_LIFE_MS = 14 * 60_000;

async function deliverPost(
  app: App,
  record: GameRecord,
  item: Extract<OutboxItem, { kind: 'post' }>,
): Promise<Delivered> {
  const message = await postMessage(app, record, item);
  // An answer whose request died with the process: given already (only its mark was lost), only
  // deferred (fill it in), or never given (post it to the channel).
  if (item.interaction && Date.parse(item.interaction.at) + TOKEN_LIFE_MS > app.now().getTime()) {
    const { nonce: _nonce, ...answer } = message;
    const done = await app.channel.finishAnswer(item.interaction.token, answer).catch(() => 'gone' as const);
    if (done !== 'gone') return {};
  }
  if (item.to !== 'channel') {
    await app.channel.dm(item.to, message);
    return {};
  }
  // After a command answered in this process, its public line (sealed orders) and the end ride on
  // its interaction as the prompt does (prompt-rides.ts).
  const channelId = item.channelId ?? record.channelId;
  const ride = takeRide(app, record, item.id);
  const { nonce, ...plain } = message;
  if (ride || (await shownBefore(app, channelId, item, plain)) === undefined)
    await postRiding(app, channelId, plain, nonce, ride);
  const pinged = item.ping ?? [];
  if (pinged.length === 0) return {};
  const at = app.now().toISOString();
  return { present: (p) => ({ ...p, lastPing: { ...p.lastPing, ...Object.fromEntries(pinged.map((u) => [u, at])) } }) };
}

/** Only the newest prompt and status are worth delivering: older ones are done by being superseded. */
function superseded(owed: readonly OutboxItem[], item: OutboxItem): boolean {
  if (item.kind !== 'prompt' && item.kind !== 'status') return false;
  return owed.some((other) => other.kind === item.kind && Number(other.id.slice(1)) > Number(item.id.slice(1)));
}

async function deliverItem(
  app: App,
  record: GameRecord,
  present: Presentation,
  owed: readonly OutboxItem[],
  item: OutboxItem,
): Promise<Delivered> {
  if (superseded(owed, item)) {
    // Its offer to ride is dropped with it (prompt-rides.ts keeps offers until taken or expired).
    takeRide(app, record, item.id);
    return {};
  }
  switch (item.kind) {
    case 'post':
      return deliverPost(app, record, item);
    case 'prompt':
      return deliverPrompt(app, record, present, item);
    case 'status':
      return deliverStatus(app, record, present, item);
    case 'archive':
      // Whoever listens for a game's end (its league, casual ratings) hears of it before the game is
      // archived: a crash in between tells them again, which each takes (a result refused as decided).
      for (const listener of app.onGameEnded) await listener(app, record);
      await app.store.archiveGame(record.channelId);
      return {};
  }
}

/**
 * Delivers what the channel's game still owes, in order, one channel at a time. An item refused for
 * good is logged and told to the channel once, then counted done; one that failed for a passing
 * reason stops the channel's delivery until the next try, so nothing is posted out of order.
 */
export async function deliverOwed(app: App, channelId: string): Promise<void> {
  await app.announcing.run(channelId, async () => {
    const claims = claimsOf(app);
    for (let pass = 0; pass < 100; pass += 1) {
      let record: GameRecord | undefined;
      try {
        record = await app.store.get(channelId);
      } catch (error) {
        if (error instanceof QuarantinedGame) return;
        throw error;
      }
      if (!record) return;
      const present = await app.store.presentation(channelId, record.id);
      const done = new Set(present.done);
      const owed = record.outbox.filter((item) => !done.has(item.id));
      const next = owed[0];
      if (!next) {
        app.retries.succeeded(channelId);
        return;
      }
      // An answer being given by the request that made it comes first: what follows it (the prompt
      // its change leads to) waits, and that request delivers it once its answer is shown (issue 39:
      // a pass of the scheduler's meanwhile had put the next prompt above the report it follows).
      if (claims.has(`${record.id}/${next.id}`)) return;
      // The archive comes after everything else the game owes, claimed answers included.
      if (next.kind === 'archive' && owed.some((item) => item.id !== next.id)) return;
      let delivered: Delivered;
      try {
        delivered = await deliverItem(app, record, present, owed, next);
      } catch (error) {
        if (!isPermanent(error)) {
          app.log.warn('delivery failed; it stays owed', {
            channelId,
            item: next.id,
            kind: next.kind,
            error: String(error),
          });
          // Tried again soon (delivery-retries.ts), and on every tick until it gets through.
          app.retries.failed(channelId, () => void deliverAll(app, [channelId]));
          return;
        }
        app.log.error('delivery refused', { channelId, item: next.id, kind: next.kind, error: String(error) });
        await app.channel
          .send(channelId, { content: channelT(record)('reply.postFailed', { what: next.kind }) })
          .catch(() => undefined);
        delivered = {};
      }
      if (next.kind === 'archive') return;
      await markDone(app, record, next.id, delivered.present);
      if (delivered.wake && delivered.wake.length > 0) {
        const wake = delivered.wake;
        await app.store.update(channelId, (current) =>
          current && current.id === record.id
            ? {
                save: {
                  ...current,
                  timers: [...current.timers.filter((x) => !wake.some((w) => w.id === x.id)), ...wake],
                },
                result: undefined,
              }
            : { result: undefined },
        );
      }
    }
  });
}

/**
 * Delivers what the channel's game owes without anyone waiting for it: the work that owed it is done
 * and let go. A failure is logged; what failed stays owed (deliverOwed). `app.announcing.idle()`
 * resolves once deliveries started so far are done (tests, the terminal before its next line).
 */
export function deliverLater(app: App, channelId: string): void {
  void deliverOwed(app, channelId).catch((error: unknown) =>
    app.log.error('delivery failed', { channelId, error: String(error) }),
  );
}

/**
 * Starts delivering what each channel owes (these and the ones whose delivery failed), without
 * waiting: a scheduler pass fires its timers meanwhile, never behind another game's posts waiting
 * for their turn under Discord's limit (issue 45).
 */
export function deliverEachLater(app: App, channels: Iterable<string>): void {
  for (const channelId of new Set([...channels, ...app.retries.channels()]))
    withLogContext({ channel: channelId }, () => deliverLater(app, channelId));
}

/** Every channel whose game owes something: at start-up all open games, on each tick the recent and the failed. */
export async function deliverAll(app: App, channels: Iterable<string> | Promise<Iterable<string>>): Promise<void> {
  for (const channelId of new Set([...(await channels), ...app.retries.channels()])) {
    // What is logged while a channel's posts go out names the channel, and its game and guild once read (issue 45).
    await withLogContext({ channel: channelId }, () =>
      deliverOwed(app, channelId).catch((error: unknown) =>
        app.log.error('delivery failed', {
          channelId,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      ),
    );
  }
}
