/**
 * Performing an action (issue 14; seed 001's action list: "Aquisição de Mira", "Foco", "Desvio",
 * "Impulso", "Pirueta", "Camuflagem", "Coordenar", "Reforço", "Girar Arco", "Recarregar", "SLAM",
 * "Passar"). Whether the ship may act at all is `actionRefusal`'s; what each action needs and does is
 * here. A refused action costs nothing, so a lock may be measured before committing to it.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import { actionRefusal, type Action } from './actions.js';
import { barrelRoll, boost } from './action-moves.js';
import type { ActionCommand } from './commands.js';
import { type Ctx, type DraftShip, shipIn } from './context.js';
import { readDialEntry } from './data/dial.js';
import { bandBetween } from './geometry.js';
import { acquireLock } from './locks.js';
import { executeManoeuvre, BLOCKED_CODE, moveBlocked, shift } from './movement.js';
import { dialEntryOf, difficultyOf } from './ships.js';
import type { Deck } from '../../core/deck.js';
import type { SquadShip } from './state.js';

export type ActionError = RuleError;

const refuse = (code: string, detail: Record<string, unknown> = {}) => err(ruleError(code, detail));

/** After a boost or barrel roll, a pilot with "slipstream" gains a focus token. */
function slipstream(ctx: Ctx, ship: DraftShip): void {
  if (ship.stats.ability === 'slipstream') ship.focus += 1;
}

function sideways(ctx: Ctx, ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  const flight =
    c.action === 'boost'
      ? boost(ship.hex, ship.facing, c.boost ?? 'straight')
      : barrelRoll(ship.hex, ship.facing, c.direction ?? 'left', c.spot ?? 'level');
  const blocked = moveBlocked(ctx, ship, flight);
  if (blocked) return refuse(BLOCKED_CODE[blocked], { ship: ship.id });
  shift(ship, flight);
  slipstream(ctx, ship);
  const detail: Record<string, string> =
    c.action === 'boost'
      ? { boost: c.boost ?? 'straight' }
      : { direction: c.direction ?? 'left', spot: c.spot ?? 'level' };
  return ok(detail);
}

function coordinate(ctx: Ctx, ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  const target = ctx.s.ships.find((s) => s.id === c.target && !s.destroyed);
  if (!target || target.side !== ship.side || target.id === ship.id) return refuse('NOT_A_FRIEND', { ship: ship.id });
  const band = bandBetween(ctx.s, ship, target);
  if (band === undefined || band < 1 || band > 2) return refuse('OUT_OF_RANGE', { ship: ship.id, target: target.id });
  if (target.stress > 0) return refuse('TARGET_STRESSED', { target: target.id });
  return ok({ target: target.id });
}

function reload(ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  const spent = ship.weapons.filter((w) => w.chargesMax !== null && (w.charges ?? 0) < w.chargesMax);
  const weapon = c.weapon ? spent.find((w) => w.id === c.weapon) : spent.length === 1 ? spent[0] : undefined;
  if (!weapon) return refuse(spent.length === 0 ? 'NOTHING_TO_RELOAD' : 'WHICH_WEAPON', { ship: ship.id });
  weapon.charges = (weapon.charges ?? 0) + 1;
  ship.disarmed = true;
  return ok({ weapon: weapon.id });
}

/** "SLAM": fly another entry of the dial with the speed just revealed; a disarmed token after. */
function slam(ctx: Ctx, ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  const revealed = ctx.s.dials[ship.id];
  const chosen = c.dial ? dialEntryOf(ship as SquadShip, c.dial) : undefined;
  const speed = (d: string | undefined) => {
    const e = d ? readDialEntry(d) : undefined;
    return typeof e === 'object' ? e.speed : -1;
  };
  if (!chosen || speed(chosen) !== speed(revealed) || speed(chosen) === 0) {
    return refuse('SLAM_SPEED', { ship: ship.id, speed: speed(revealed) });
  }
  if (ship.stress > 0 && difficultyOf(ctx.s.deck as Deck, ship as SquadShip, chosen) === 'red')
    return refuse('RED_WHILE_STRESSED', { ship: ship.id });
  executeManoeuvre(ctx, ship, chosen);
  ship.disarmed = true;
  return ok({ dial: chosen });
}

/** What the action does; a refusal leaves the ship as it was. */
function perform(ctx: Ctx, ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  switch (c.action) {
    case 'targetLock': {
      const target = ctx.s.ships.find((s) => s.id === c.target && !s.destroyed);
      if (!target) return refuse('NO_SUCH_TARGET', { ship: ship.id });
      const locked = acquireLock(
        ctx.s.locks,
        ship.id,
        target.id,
        bandBetween(ctx.s, ship, target),
        target.side !== ship.side,
      );
      if ('refused' in locked) return refuse(locked.refused, { ship: ship.id, target: target.id });
      ctx.s.locks = { ...locked.locks } as Ctx['s']['locks'];
      const lock = ctx.s.locks[ship.id];
      ctx.events.push({ type: 'lockAcquired', ship: ship.id, target: target.id, letter: lock?.letter ?? '?' });
      return ok({ target: target.id });
    }
    case 'focus':
      ship.focus += 1;
      return ok({});
    case 'evade':
      ship.evade += 1;
      return ok({});
    case 'boost':
    case 'barrelRoll':
      return sideways(ctx, ship, c);
    case 'cloak':
      ship.cloaked = true;
      return ok({});
    case 'coordinate':
      return coordinate(ctx, ship, c);
    case 'reinforce':
      ship.reinforce = c.end ?? 'fore';
      return ok({ end: ship.reinforce });
    case 'rotateArc':
      if (ship.stats.arc !== 'mobile') return refuse('NO_MOBILE_ARC', { ship: ship.id });
      ship.mobileArc = c.arc ?? 'forward';
      return ok({ arc: ship.mobileArc });
    case 'reload':
      return reload(ship, c);
    case 'slam':
      return slam(ctx, ship, c);
    case 'pass':
      return ok({});
  }
}

/**
 * The ship `c.ship` takes `c.action`, `free` or in its action step. On success the action is
 * recorded for the round and its event emitted; the returned ship is the one a coordinate hands a
 * free action to.
 */
export function takeAction(ctx: Ctx, c: ActionCommand, free: boolean): Result<string | null, ActionError> {
  const ship = shipIn(ctx.s, c.ship);
  const refusal = actionRefusal({ ...ship, actionBar: ship.stats.actions }, c.action, free);
  if (refusal) return refuse(refusal, { ship: ship.id, action: c.action });
  const done = perform(ctx, ship, c);
  if (!done.ok) return done;
  if (c.action !== 'pass') ship.actionsThisRound.push(c.action as Action);
  ctx.events.push({ type: 'actionTaken', ship: ship.id, action: c.action, free, detail: done.value });
  return ok(c.action === 'coordinate' ? (c.target ?? null) : null);
}
