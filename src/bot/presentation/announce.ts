/**
 * What the channel sees after an accepted command: the short public line (and, when a stretch of
 * play the ruleset reports on ended, the map with the damage report), the turn prompt pinging only who must act, the pinned
 * status, and at the end the outcome with the seed revealed. All of it is owed in the same save as
 * the command (outbox.ts) and delivered after it; the answer to the interaction itself is given
 * here, and posted to the channel instead when it cannot be given.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GameRecord, Owed } from '../../store/index.js';
import { encodeComponentId, gameTag } from '../pipeline/custom-id.js';
import type { App, CommandContext } from '../app/context.js';
import { translator, type Translate } from '../locales/index.js';
import { channelT } from '../records/channel-locale.js';
import { answerMark, deliverLater, markDone, postMessage, presentationOwed, release } from './outbox.js';
import { stateOf, type Accepted } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';
import { channelRef, cleanName } from './sanitize.js';
import { outcomeText } from './status.js';
import { fitted } from './prompt.js';
import { offerRide } from './prompt-rides.js';
import { CARD_TEXT_LIMIT, MESSAGE_TEXT_LIMIT } from '../pipeline/request.js';

const MESSAGE_LIMIT = MESSAGE_TEXT_LIMIT;

/**
 * Runs channel work that must not undo an accepted command and that nobody owes after a restart
 * (a private note, a notice about a profile). A failure is logged and, when a channel is named,
 * told to it once.
 */
export async function safely(
  app: App,
  what: string,
  work: () => Promise<unknown>,
  channelId?: string,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    app.log.error(`${what} failed`, { channelId, error: String(error) });
    if (channelId === undefined) return false;
    await app.channel
      .send(channelId, { content: translator(undefined)('reply.postFailed', { what }) })
      .catch(() => undefined);
    return false;
  }
}

/** The public line for a change, with the damage report and map when a reported stretch of play ended. */
type OwedPost = Extract<Owed, { kind: 'post' }>;

function publicLine(table: TableRuleset, t: Translate, actorName: string, accepted: Accepted): OwedPost {
  const state = stateOf(accepted.after);
  const line = table.narrate(t, state, accepted.events) || t('narrate.nothing', { player: cleanName(actorName) });
  // Without a map the post is a plain message: a long stretch (a whole turn card, every dial of a
  // Command Phase) is cut at a line to fit, never saved too long for Discord or the record.
  if (!accepted.report) return { kind: 'post', to: 'channel', content: fitted(line, '', MESSAGE_LIMIT) };
  // The report closes the stretch of play it covers: what came before its boundary is told above
  // it, and what begins with the boundary (the next stretch's opening line) below it (issue 13).
  const cut = accepted.events.findLastIndex((e) => table.rules.closesReport(e));
  const before = cut < 0 ? line : table.narrate(t, state, accepted.events.slice(0, cut));
  const after = cut < 0 ? '' : table.narrate(t, state, accepted.events.slice(cut));
  // With the map, the post is a card (outbox.ts postMessage): its text may run to a card's limit.
  const report = table.report(t, state, accepted.report, CARD_TEXT_LIMIT - line.length - 4);
  return {
    kind: 'post',
    to: 'channel',
    content: [before, report, after].filter(Boolean).join('\n\n').slice(0, CARD_TEXT_LIMIT),
    map: { events: accepted.report, at: accepted.after.log.length },
  };
}

/** The end: a summary (outcome, each side's losses, the margin), the seed revealed next to its hash, a rematch button, then the archive. */
export function finishOwed(table: TableRuleset, record: GameRecord): Owed[] {
  const t = channelT(record);
  const state = stateOf(record);
  const lost = table.rules.outcome(state)?.pointsLost ?? {};
  const losses = table.rules
    .sides(state)
    .map((side) => `${table.sideName(state, side.id)} ${lost[side.id] ?? 0}`)
    .join(', ');
  const rematch = {
    type: ComponentType.ActionRow as const,
    components: [
      {
        type: ComponentType.Button as const,
        style: ButtonStyle.Primary as const,
        label: t('reply.rematch'),
        custom_id: encodeComponentId({
          game: gameTag(record),
          version: record.version,
          action: { kind: 'command', command: 'game', subcommand: 'rematch', options: {} },
        }),
      },
    ],
  };
  const content =
    `${t('reply.summary', { name: record.name, outcome: outcomeText(table, t, record), losses })}\n${t('reply.seedReveal', { seed: record.seed, hash: record.seedHash })}`.slice(
      0,
      MESSAGE_LIMIT,
    );
  return [
    { kind: 'post', to: 'channel', content, map: { events: [], at: record.log.length }, components: [rematch] },
    { kind: 'archive' },
  ];
}

/** How a command is announced: what act() passes on (kept here, so the pipeline depends on presentation and not back). */
export interface ActOptions {
  /** The command's content is private (sealed orders): answer privately, announce only that it happened. */
  readonly secret?: boolean;
  /** The private answer for a secret command, in the ruleset's words (default: a generic sealed-orders note). */
  readonly privateNote?: (t: Translate, after: GameRecord, side: string) => string;
}

/** Who gave a command, as its announcement needs them: their words and name, and the interaction to answer. */
export interface Giver {
  readonly t: Translate;
  readonly name: string;
  readonly interactionToken?: string;
  /** That interaction's id (its messages name it). */
  readonly interactionId?: string;
  /** When the command was accepted (the answer's interaction is checked against it after a crash). */
  readonly at: Date;
}

/**
 * Everything an accepted command owes, in the order the channel should see it: the answer (first,
 * so its id is the one `act` claims), spectators' copies, the prompt, the status, and the end.
 */
export function commandOwed(table: TableRuleset, giver: Giver, accepted: Accepted, options: ActOptions): Owed[] {
  const [line, ...rest] = changeOwed(table, giver.t, giver.name, accepted);
  const answer = answerMark(giver.interactionToken, giver.at);
  const owed = [options.secret || !line ? line : { ...line, ...answer }, ...rest].filter(
    (o): o is Owed => o !== undefined,
  );
  // What may ride on the interaction once it is answered (prompt-rides.ts): the prompt, and the posts
  // to the game's channel other than the answer itself.
  const token = giver.interactionToken;
  if (token === undefined) return owed;
  const ride = {
    token,
    at: giver.at.toISOString(),
    ...(giver.interactionId ? { interaction: giver.interactionId } : {}),
  };
  return owed.map((o) =>
    o.kind === 'prompt' || (o.kind === 'post' && o.to === 'channel' && !o.answer && o.channelId === undefined)
      ? { ...o, ride }
      : o,
  );
}

/**
 * What any accepted change owes the channel, whoever made it (a person, or standing orders playing
 * their next stretch of play by themselves): the public line with the report and map, spectators' copies, the
 * prompt, the status, and the end. The public line comes first.
 */
export function changeOwed(table: TableRuleset, t: Translate, actorName: string, accepted: Accepted): Owed[] {
  const after = accepted.after;
  const line = publicLine(table, t, actorName, accepted);
  const owed: Owed[] = [line];
  if (accepted.report) {
    for (const user of after.spectators)
      owed.push({
        ...line,
        to: user,
        content: `**${after.name}** (${channelRef(after.channelId)})\n${line.content}`.slice(0, CARD_TEXT_LIMIT),
      });
  }
  owed.push(...presentationOwed(after, accepted.prompt));
  if (after.status === 'finished') owed.push(...finishOwed(table, after));
  return owed;
}

/**
 * What this command's change owes the channel and may ride on its interaction (commandOwed marks it)
 * rides on it now that it is answered (prompt-rides.ts).
 */
function offerRides(app: App, after: GameRecord, token: string): void {
  for (const item of after.outbox)
    if ((item.kind === 'prompt' || item.kind === 'post') && item.ride?.token === token)
      offerRide(app, after, item.id, item.ride);
}

/**
 * Gives the answer the change owes to the interaction that made it (or the private note of a secret
 * command), marks it done, then delivers the rest. An answer that cannot be given (the interaction
 * expired) stays owed and goes to the channel.
 */
export async function answerAndDeliver(
  ctx: CommandContext,
  after: GameRecord,
  answerId: string | undefined,
  options: ActOptions = {},
): Promise<void> {
  const { app, respond, t } = ctx;
  try {
    if (options.secret) {
      const side = after.players.find((p) => p.userId === ctx.request.actor.id)?.side ?? '';
      const note = options.privateNote ? options.privateNote(t, after, side) : t('reply.ordersSealed');
      const noted = await safely(app, 'private answer', () =>
        respond.reply({ content: note.slice(0, MESSAGE_LIMIT) }, true),
      );
      // Answered (privately), the interaction's webhook takes a public follow-up: the prompt. Not
      // when the private answer failed: a follow-up would then fill in its private placeholder.
      const token = ctx.request.interactionToken;
      if (noted && token !== undefined) offerRides(app, after, token);
    }
    const item = after.outbox.find((i) => i.id === answerId);
    if (item?.kind === 'post') {
      const { nonce: _nonce, ...message } = await postMessage(app, after, item);
      const answered = await respond.reply(message).then(
        () => true,
        (error: unknown) => {
          app.log.warn('answer failed; posting to the channel instead', { error: String(error) });
          return false;
        },
      );
      if (answered) {
        await markDone(app, after, item.id).catch((error: unknown) =>
          app.log.error('could not mark the answer given', { error: String(error) }),
        );
        if (item.interaction) offerRides(app, after, item.interaction.token);
      }
    }
  } finally {
    if (answerId !== undefined) release(app, after, answerId);
  }
  // Answered: the rest goes out on its own, so the command (its interaction, context and records) is
  // let go now, not held until the channel's posts get their turn under Discord's limit, up to a
  // minute behind at 2,000 games, where the collector kept tracing thousands of them (issue 45).
  // The outbox holds what is owed until it is delivered, across a crash too.
  deliverLater(app, after.channelId);
}
