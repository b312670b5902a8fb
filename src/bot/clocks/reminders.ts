/**
 * The buttons under a reminder (issue 6): snooze it, say "I saw it" (no more reminders for this
 * move), or mute reminders for the game. They act on the stored timers, so they survive restarts.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GameRecord, Timer } from '../../store/index.js';
import { sameGame } from '../games/stale.js';
import type { CommandContext } from '../app/context.js';
import { encodeComponentId, gameTag } from '../pipeline/custom-id.js';
import type { Translate } from '../locales/index.js';
import type { ActionRow } from '../pipeline/request.js';
import { discordTime } from '../presentation/sanitize.js';

export const SNOOZE_MS = 2 * 60 * 60_000;

export function reminderButtons(t: Translate, record: GameRecord, _user: string): ActionRow[] {
  const button = (sub: string, label: string, style: ButtonStyle.Primary | ButtonStyle.Secondary) => ({
    type: ComponentType.Button as const,
    style,
    label,
    custom_id: encodeComponentId({
      game: gameTag(record),
      version: record.version,
      action: { kind: 'command', command: 'profile', subcommand: sub, options: {} },
    }),
  });
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        button('seen', t('clock.seen'), ButtonStyle.Primary),
        button('snooze', t('clock.snooze'), ButtonStyle.Secondary),
        button('mute', t('clock.mute'), ButtonStyle.Secondary),
      ],
    },
  ];
}

type Change = (record: GameRecord, user: string, now: number) => { record: GameRecord; reply: string };

async function onGame(ctx: CommandContext, change: Change): Promise<void> {
  const { app, request, t } = ctx;
  const reply = await app.store.update(request.channelId, (record) => {
    if (!record || !sameGame(ctx, record)) return { result: t(record ? 'reply.stale' : 'reply.noGame') };
    if (!record.players.some((p) => p.userId === request.actor.id)) return { result: t('reply.notPlayer') };
    const changed = change(record, request.actor.id, app.now().getTime());
    return { save: changed.record, result: changed.reply };
  });
  await ctx.respond.reply({ content: reply }, true);
}

const mine = (user: string) => (timer: Timer) => timer.kind === 'remind' && timer.userId === user;

export const snooze = (ctx: CommandContext) =>
  onGame(ctx, (record, user, now) => {
    const due = record.clock.deadline ? Date.parse(record.clock.deadline.due) : Number.POSITIVE_INFINITY;
    const at = Math.min(now + SNOOZE_MS, due - 60_000);
    const others = record.timers.filter((x) => !mine(user)(x));
    const key = record.clock.deadline?.key;
    const timers: Timer[] =
      at > now && key
        ? [
            ...others,
            {
              id: `remind-${record.version}-${user}-snooze-${now}`,
              kind: 'remind',
              due: new Date(at).toISOString(),
              userId: user,
              key,
              n: 2,
            },
          ]
        : others;
    return {
      record: { ...record, timers },
      reply: ctx.t('clock.snoozed', { when: discordTime(new Date(at).toISOString()) }),
    };
  });

export const seen = (ctx: CommandContext) =>
  onGame(ctx, (record, user) => ({
    record: { ...record, timers: record.timers.filter((x) => !mine(user)(x)) },
    reply: ctx.t('clock.seenReply'),
  }));

export const mute = (ctx: CommandContext, o: { readonly on?: boolean }) =>
  onGame(ctx, (record, user) => {
    const muted = record.muted.includes(user);
    const on = o.on ?? !muted;
    const next = on ? [...new Set([...record.muted, user])] : record.muted.filter((u) => u !== user);
    return {
      record: { ...record, muted: next, timers: on ? record.timers.filter((x) => !mine(user)(x)) : record.timers },
      reply: ctx.t(on ? 'clock.muted' : 'clock.unmuted', { name: record.name }),
    };
  });
