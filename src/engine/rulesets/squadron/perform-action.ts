/**
 * Performing an action (issue 14; seed 001's action list: "Aquisição de Mira", "Foco", "Desvio",
 * "Impulso", "Pirueta", "Camuflagem", "Coordenar", "Reforço", "Girar Arco", "Recarregar", "SLAM",
 * "Passar"). Whether the ship may act at all is `actionRefusal`'s; what each action needs and does is
 * here. A refused action costs nothing, so a lock may be measured before committing to it.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import { type ActionKey, actionRefusal, cardActionKey } from './actions.js';
import { barrelRoll, boost } from './action-moves.js';
import type { ActionCommand } from './commands.js';
import { type Ctx, type DraftShip, shipIn } from './context.js';
import { readDialEntry } from './data/dial.js';
import { bandBetween } from './geometry.js';
import { acquireLock } from './locks.js';
import { executeManoeuvre, BLOCKED_CODE, moveBlocked, shift } from './movement.js';
import { reload, reloadOneShot } from './reload.js';
import { rulesFrom } from './rules-version.js';
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
      ? boost(ship.hex, ship.facing, c.boost ?? 'straight', rulesFrom(ctx.s, 2) ? ship.stats.size : 'small')
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

/**
 * A card's «Ação:» (issue 41; seed 001, "Outras Ações"): its tokens gained, its shields recovered,
 * then its stress received. One that would give nothing (shields full, no token) is refused.
 */
function cardAction(ctx: Ctx, ship: DraftShip, c: ActionCommand): Result<Record<string, string>, ActionError> {
  const card = ship.stats.cards?.find((k) => k.id === c.card);
  if (!card) return refuse('NO_SUCH_CARD', { ship: ship.id });
  const { focus, evade, shields, stress } = card.effect;
  const repaired = Math.min(shields, ship.stats.shields - ship.shields);
  if (focus + evade + repaired === 0) return refuse('NOTHING_TO_DO', { ship: ship.id, card: card.id });
  ship.focus += focus;
  ship.evade += evade;
  if (repaired > 0) {
    ship.shields += repaired;
    ctx.events.push({ type: 'shieldRestored', ship: ship.id, shields: ship.shields });
  }
  if (stress > 0) {
    ship.stress += stress;
    ctx.events.push({ type: 'stressChanged', ship: ship.id, stress: ship.stress });
  }
  return ok({ card: card.id });
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
    case 'reinforce': {
      // «escolha o lado dianteiro ou traseiro» (seed 001, "Reforço"): the player names it, never a
      // default; a `squadron-1` game took a reinforce with no end as fore (`rules-version.ts`).
      const end = c.end ?? (rulesFrom(ctx.s, 2) ? undefined : 'fore');
      if (!end) return refuse('WHICH_END', { ship: ship.id });
      ship.reinforce = end;
      return ok({ end });
    }
    case 'rotateArc':
      if (ship.stats.arc !== 'mobile') return refuse('NO_MOBILE_ARC', { ship: ship.id });
      ship.mobileArc = c.arc ?? 'forward';
      return ok({ arc: ship.mobileArc });
    case 'reload':
      return rulesFrom(ctx.s, 2) ? reload(ship, c) : reloadOneShot(ship, c);
    case 'slam':
      return slam(ctx, ship, c);
    case 'card':
      return cardAction(ctx, ship, c);
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
  // A card's action is recorded as the card's own (`card:<id>`): once a round for that card.
  if (c.action === 'card' && !ship.stats.cards?.some((k) => k.id === c.card))
    return refuse('NO_SUCH_CARD', { ship: ship.id });
  const key: ActionKey = c.action === 'card' ? cardActionKey(c.card ?? '') : c.action;
  const refusal = actionRefusal({ ...ship, actionBar: ship.stats.actions }, key, free);
  if (refusal) return refuse(refusal, { ship: ship.id, action: c.action });
  const done = perform(ctx, ship, c);
  if (!done.ok) return done;
  if (c.action !== 'pass') ship.actionsThisRound.push(key);
  ctx.events.push({ type: 'actionTaken', ship: ship.id, action: c.action, free, detail: done.value });
  return ok(c.action === 'coordinate' ? (c.target ?? null) : null);
}
