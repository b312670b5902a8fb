/** /game clock, follow, concede and end: settings and the end of a game. */
import { ok } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import { act } from './act.js';
import type { CommandContext } from '../app/context.js';
import { cleanName, discordTime, mention } from '../presentation/sanitize.js';
import { answerAndDeliver } from '../presentation/announce.js';
import { asAnswer, claim, nextOwedId, owe, release } from '../presentation/outbox.js';
import { withClock } from '../clocks/clock.js';
import { change, isAdmin, refuse } from './game-change.js';

/** /game clock: the host sets deadlines and what a missed one does (issue 6). */
/** `/game clock`'s options. */
export interface ClockOptions {
  readonly mode?: 'off' | 'step' | 'bank';
  readonly hours?: number;
  readonly minutes?: number;
  readonly timeout?: 'default' | 'loss';
  readonly misses?: number;
  readonly 'quiet-pauses'?: boolean;
  readonly 'vacation-days'?: number;
  readonly 'idle-days'?: number;
  readonly 'archive-days'?: number;
  readonly 'autoplay-seconds'?: number;
  readonly 'reaction-minutes'?: number;
}

export async function clockSettings(ctx: CommandContext, o: ClockOptions): Promise<void> {
  const { app, request, t } = ctx;
  const changed = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    const asked = Object.keys(o).length > 0;
    if (asked && !isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
    if (!asked) return { result: ok(record) };
    const clock = { ...record.clock };
    if (o.mode !== undefined) clock.mode = o.mode;
    const hours = o.hours;
    if (hours !== undefined) {
      if (clock.mode === 'bank') clock.bankMinutes = hours * 60;
      else clock.stepMinutes = hours * 60;
    }
    const minutes = o.minutes;
    if (minutes !== undefined) {
      if (clock.mode === 'bank') clock.bankMinutes = minutes;
      else clock.stepMinutes = minutes;
    }
    if (o.timeout !== undefined) clock.onTimeout = o.timeout;
    clock.lossAfter = o.misses ?? clock.lossAfter;
    clock.quietPausesClock = o['quiet-pauses'] ?? clock.quietPausesClock;
    clock.vacationDays = o['vacation-days'] ?? clock.vacationDays;
    clock.idleWarnDays = o['idle-days'] ?? clock.idleWarnDays;
    clock.idleArchiveDays = o['archive-days'] ?? clock.idleArchiveDays;
    clock.autoplaySeconds = o['autoplay-seconds'] ?? clock.autoplaySeconds;
    clock.reactionMinutes = o['reaction-minutes'] ?? clock.reactionMinutes;
    if (clock.idleArchiveDays <= clock.idleWarnDays) clock.idleArchiveDays = clock.idleWarnDays + 1;
    // A changed clock starts afresh for whoever must act now.
    const next: GameRecord = { ...record, version: record.version + 1, clock: { ...clock, deadline: null } };
    const armed = await withClock(app, next, app.now());
    return { save: armed, result: ok(armed) };
  });
  if (!changed) return;
  const c = changed.clock;
  const hours = (c.mode === 'bank' ? c.bankMinutes : c.stepMinutes) / 60;
  const mode =
    c.mode === 'off'
      ? t('clock.modeOff')
      : t(c.mode === 'step' ? 'clock.modeStep' : 'clock.modeBank', {
          hours: Number.isInteger(hours) ? hours : hours.toFixed(2),
        });
  const timeout = c.onTimeout === 'loss' ? t('clock.onLoss', { n: c.lossAfter }) : t('clock.onDefault');
  const deadline = c.deadline
    ? `\n${t('clock.deadline', { when: discordTime(c.deadline.due), at: discordTime(c.deadline.due, 'f') })}`
    : '';
  const text = t('clock.settings', {
    name: changed.name,
    mode,
    timeout,
    quiet: t(c.quietPausesClock ? 'profile.yes' : 'profile.no'),
    vacation: c.vacationDays,
    idle: c.idleWarnDays,
    archive: c.idleArchiveDays,
    autoplay: c.autoplaySeconds,
    reaction: c.reactionMinutes,
  });
  await ctx.respond.reply({ content: `${text}${deadline}` }, Object.keys(o).length === 0);
}

/** /game follow: spectators get each reported stretch's map and report by DM (toggle). */
export async function follow(ctx: CommandContext): Promise<void> {
  const { request, t } = ctx;
  const changed = await change(ctx, request.channelId, (record) => {
    if (!record) return refuse('reply.noGame');
    const following = record.spectators.includes(request.actor.id);
    const spectators = following
      ? record.spectators.filter((u) => u !== request.actor.id)
      : [...record.spectators, request.actor.id];
    return { save: { ...record, spectators }, result: ok({ ...record, spectators }) };
  });
  if (!changed) return;
  await ctx.respond.reply(
    {
      content: t(changed.spectators.includes(request.actor.id) ? 'reply.following' : 'reply.unfollowed', {
        name: changed.name,
      }),
    },
    true,
  );
}

export async function concede(ctx: CommandContext): Promise<void> {
  await act(ctx, ({ table, side }) => ok(table.rules.concedeCommand(side)));
}

/** A game ended before its outcome (by its host, a server manager, or its league): no clock, no timers. */
export function endedRecord(record: GameRecord, now: Date, by: string, note?: string): GameRecord {
  const at = now.toISOString();
  return {
    ...record,
    status: 'ended',
    updatedAt: at,
    version: record.version + 1,
    timers: [],
    clock: { ...record.clock, deadline: null },
    audit: [...record.audit, { at, by, action: 'end', ...(note ? { note } : {}) }],
  };
}

export async function end(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  let claimed: { record: GameRecord; id: string } | undefined;
  try {
    const ended = await change(ctx, request.channelId, (record) => {
      if (!record) return refuse('reply.noGame');
      if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
      const next = endedRecord(record, app.now(), request.actor.id);
      // The answer reveals the seed; then the status, then the archive: all owed in this save.
      const owed = owe(
        next,
        {
          kind: 'post',
          to: 'channel',
          content: t('reply.ended', { name: next.name, player: cleanName(request.actor.name), seed: next.seed }),
          ...asAnswer(ctx),
        },
        { kind: 'status' },
        { kind: 'archive' },
      );
      claimed = { record: owed, id: nextOwedId(next) };
      claim(app, owed, claimed.id);
      return { save: owed, result: ok(owed) };
    });
    if (!ended) return;
    const id = claimed?.id;
    claimed = undefined;
    await answerAndDeliver(ctx, ended, id);
  } finally {
    if (claimed) release(app, claimed.record, claimed.id);
  }
}
