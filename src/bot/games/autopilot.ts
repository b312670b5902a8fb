/**
 * `/orders autopilot:` (issue 18): a player hands their own side to the AI (its normal level where
 * the ruleset has one) and stays seated. The AI flies the side, closing with the enemy and never off
 * the map, until the rules name something that is the player's call (`ai.handBack`: a unit badly
 * hurt or lost, as the ruleset judges it); then the player is pinged with the reason and plays on, or starts the
 * autopilot again, which excuses what stands. `autopilot:false` takes the side back at once.
 */
import { levelsOf } from '../../ai/levels.js';
import type { GameRecord, Player } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import { wakeForAutoplay } from '../clocks/autoplay.js';
import { withClock } from '../clocks/clock.js';
import { buttonValue } from '../pipeline/options.js';
import { deliverLater, owe } from '../presentation/outbox.js';
import { stateOf } from '../records/record-ops.js';
import { change, refuse } from './game-change.js';
import { isStale } from './stale.js';
import { ok } from '../../engine/index.js';

/** The seat without its autopilot (a person's seat has no other AI part). */
function withoutAutopilot(player: Player): Player {
  const { ai: _ai, ...person } = player;
  return person;
}

export async function setAutopilot(ctx: CommandContext, on: boolean): Promise<void> {
  const { app, request, t } = ctx;
  const changed = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    if (record.status === 'lobby') return refuse('reply.notStarted');
    if (record.status !== 'active' || record.state === null) return refuse('reply.gameOver');
    const me = record.players.find((p) => p.userId === request.actor.id);
    if (!me) return refuse('reply.notPlayer');
    // A button of an earlier prompt hands nothing over (issue 39): the newest prompt, or the slash command, does.
    if (isStale(ctx, record)) return refuse('reply.stale');
    // The prompt's button is for the side it was posted for; another side's player has their own.
    const promptFor = buttonValue(request, 'for');
    if (promptFor !== undefined && promptFor !== me.side)
      return refuse('reply.foreign', {
        player:
          record.players
            .filter((p) => p.side === promptFor)
            .map((p) => p.name)
            .join(', ') || '?',
      });
    if (!on && !me.ai?.autopilot) return refuse('reply.autopilotNotOn');
    const table = app.rulesets.of(record);
    const levels = levelsOf(table.rules);
    const chosen = levels.includes('normal') ? 'normal' : 'easy';
    // What stands now is excused: the player has seen it and handed the side over anyway.
    const excused = [...(table.rules.ai.handBack?.(stateOf(record), me.side) ?? [])];
    const seat: Player = on ? { ...me, ai: { level: chosen, autopilot: { excused } } } : withoutAutopilot(me);
    const next: GameRecord = {
      ...record,
      players: record.players.map((p) => (p === me ? seat : p)),
      version: record.version + 1,
    };
    const armed = owe(
      await withClock(app, next, app.now(), true),
      { kind: 'prompt', repost: true },
      { kind: 'status' },
    );
    return { save: armed, result: ok(armed) };
  });
  if (!changed) return;
  await ctx.respond.reply({ content: on ? t('reply.autopilotOn') : t('reply.autopilotOff') }, true);
  deliverLater(app, request.channelId);
  wakeForAutoplay(app, changed);
}
