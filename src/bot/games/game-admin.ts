/** /game clock, follow, concede and end: settings and the end of a game. */
import { ok } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import { act } from '../pipeline/act.js';
import type { CommandContext } from '../app/context.js';
import { bool, int, str } from '../pipeline/options.js';
import { cleanName, discordTime, mention } from '../presentation/sanitize.js';
import { answerAndDeliver } from '../presentation/announce.js';
import { asAnswer, claim, nextOwedId, owe, release } from '../presentation/outbox.js';
import { withClock } from '../clocks/clock.js';
import { change, isAdmin, refuse } from '../pipeline/game-change.js';

/** /game clock: the host sets deadlines and what a missed one does (issue 6). */
export async function clockSettings(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const r = request;
  const changed = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    const asked = Object.keys(r.options).length > 0;
    if (asked && !isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
    if (!asked) return { result: ok(record) };
    const clock = { ...record.clock };
    const mode = str(r, 'mode');
    if (mode === 'off' || mode === 'step' || mode === 'bank') clock.mode = mode;
    const hours = int(r, 'hours');
    if (hours !== undefined) {
      if (clock.mode === 'bank') clock.bankMinutes = hours * 60;
      else clock.stepMinutes = hours * 60;
    }
    const minutes = int(r, 'minutes');
    if (minutes !== undefined) {
      if (clock.mode === 'bank') clock.bankMinutes = minutes;
      else clock.stepMinutes = minutes;
    }
    const timeout = str(r, 'timeout');
    if (timeout === 'default' || timeout === 'loss') clock.onTimeout = timeout;
    clock.lossAfter = int(r, 'misses') ?? clock.lossAfter;
    clock.quietPausesClock = bool(r, 'quiet-pauses') ?? clock.quietPausesClock;
    clock.vacationDays = int(r, 'vacation-days') ?? clock.vacationDays;
    clock.idleWarnDays = int(r, 'idle-days') ?? clock.idleWarnDays;
    clock.idleArchiveDays = int(r, 'archive-days') ?? clock.idleArchiveDays;
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
  });
  await ctx.respond.reply({ content: `${text}${deadline}` }, Object.keys(request.options).length === 0);
}

/** /game follow: spectators get each impulse's map and report by DM (toggle). */
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

export async function end(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  let claimed: { record: GameRecord; id: string } | undefined;
  try {
    const ended = await change(ctx, request.channelId, (record) => {
      if (!record) return refuse('reply.noGame');
      if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
      const at = app.now().toISOString();
      const next: GameRecord = {
        ...record,
        status: 'ended',
        updatedAt: at,
        version: record.version + 1,
        timers: [],
        clock: { ...record.clock, deadline: null },
        audit: [...record.audit, { at, by: request.actor.id, action: 'end' }],
      };
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
