/**
 * The round's flow (issue 14; seed 001's phases as ../shared/reference/other-systems.md section 2.2
 * gives them): Planning (a sealed dial per ship), Activation (first the cloaked ships choose whether to
 * decloak, `decloak-window.ts`, or in a `squadron-1` game each at its own activation; then lowest
 * skill first, each ship reveals its dial, moves, takes its
 * action), Combat (highest skill first, equal skill at
 * once), End (tokens cleared). The game runs on by itself until someone must decide; every step a
 * player has no choice in (a stressed ship's action step, an attack with no target) is played and
 * said in the events.
 */
import { type Ctx, type DraftShip, shipIn } from './context.js';
import { openDecloakWindow } from './decloak-window.js';
import { removeWrecks, sufferDamage } from './damage.js';
import { faceupKinds } from './damage-deck.js';
import { ATTACK_DIE } from './dice.js';
import { attackOptions, cannotAttack, skipEmptySteps } from './attack.js';
import { executeManoeuvre } from './movement.js';
import { activationOrder, combatGroups } from './order.js';
import { rulesFrom } from './rules-version.js';
import { difficultyOf } from './ships.js';
import { rollPool } from '../../core/symbol-dice.js';
import type { Deck } from '../../core/deck.js';
import type { SquadShip, SquadronState } from './state.js';
import { decidedAtTime, decidedNow } from './victory.js';

const asState = (ctx: Ctx) => ctx.s as unknown as SquadronState;
const alive = (ctx: Ctx) => ctx.s.ships.filter((s) => !s.destroyed);
const pilots = (ctx: Ctx) => alive(ctx).map((s) => ({ id: s.id, side: s.side, skill: s.stats.skill }));

function finish(ctx: Ctx): boolean {
  const outcome = decidedNow(asState(ctx));
  if (!outcome) return false;
  end(ctx, outcome);
  return true;
}

export function end(ctx: Ctx, outcome: NonNullable<SquadronState['outcome']>): void {
  ctx.s.outcome = outcome as Ctx['s']['outcome'];
  ctx.s.phase = 'over';
  ctx.s.activation = null;
  ctx.s.attack = null;
  ctx.events.push({ type: 'gameOver', winner: outcome.winner, reason: outcome.reason });
}

function startActivation(ctx: Ctx): void {
  ctx.s.phase = 'activation';
  ctx.events.push({ type: 'dialsComplete', round: ctx.s.round });
  ctx.events.push({ type: 'phaseStarted', phase: 'activation', round: ctx.s.round });
  ctx.s.toActivate = activationOrder(pilots(ctx), ctx.s.initiative).map((s) => s.id);
  // A `squadron-1` game has no window: each cloaked ship chooses at its own activation (`activateNext`).
  if (rulesFrom(ctx.s, 2)) openDecloakWindow(ctx);
}

/** After the move: a free focus for a "greenFocus" pilot that flew green, then the action step. */
function afterMove(ctx: Ctx, ship: DraftShip, green: boolean): void {
  if (ship.destroyed) {
    ctx.s.activation = null;
    return;
  }
  if (green && ship.stats.ability === 'greenFocus' && ship.stress === 0) {
    ctx.events.push({ type: 'freeActionGranted', ship: ship.id, by: ship.id, only: ['focus'] });
    ctx.s.activation = { ship: ship.id, step: 'free', only: ['focus'], activating: ship.id };
    return;
  }
  openActionStep(ctx, ship);
}

/** The action step, or the event that says why there is none. */
export function openActionStep(ctx: Ctx, ship: DraftShip): void {
  if (ship.destroyed) {
    ctx.s.activation = null;
    return;
  }
  const reason = ship.skipsActionStep
    ? ship.touching.length > 0
      ? 'collided'
      : 'obstacle'
    : ship.stress > 0
      ? 'stressed'
      : null;
  if (reason) {
    ctx.events.push({ type: 'actionStepSkipped', ship: ship.id, reason });
    ctx.s.activation = null;
    return;
  }
  ctx.s.activation = { ship: ship.id, step: 'action', only: [], activating: ship.id };
}

/** Reveals the dial and flies it: the part of an activation no one decides. */
export function revealAndMove(ctx: Ctx, ship: DraftShip): void {
  const dial = ctx.s.dials[ship.id] as string;
  ctx.events.push({ type: 'dialRevealed', ship: ship.id, dial });
  const green = difficultyOf(ctx.s.deck as Deck, ship as SquadShip, dial) === 'green';
  executeManoeuvre(ctx, ship, dial);
  ship.activated = true;
  afterMove(ctx, ship, green);
}

/**
 * The next ship reveals and moves (the decloak window has closed), or Combat begins. In a
 * `squadron-1` game a cloaked ship first chooses whether to decloak, at its own activation; the
 * decloak command then flies it on (`apply.ts`).
 */
function activateNext(ctx: Ctx): void {
  const next = ctx.s.toActivate.shift();
  if (next === undefined) {
    startCombat(ctx);
    return;
  }
  const ship = shipIn(ctx.s, next);
  if (ship.destroyed) return;
  ctx.events.push({ type: 'shipActivates', ship: ship.id });
  if (ship.cloaked && !rulesFrom(ctx.s, 2)) {
    ctx.s.activation = { ship: ship.id, step: 'decloak', only: [], activating: ship.id };
    return;
  }
  revealAndMove(ctx, ship);
}

/** "Console Fire": at the start of the Combat phase each burning ship rolls an attack die. */
function consoleFires(ctx: Ctx): void {
  for (const ship of alive(ctx)) {
    for (const _fire of faceupKinds(ctx.s.deck as Deck, ship.id).filter((k) => k === 'console-fire')) {
      const rolled = rollPool(ctx.rng, ATTACK_DIE, 1, `consoleFire:${ship.id}`);
      ctx.events.push(rolled.event);
      const face = ATTACK_DIE.faces[rolled.pool.dice[0]?.face ?? 7] ?? {};
      if (face['hit'] || face['crit']) sufferDamage(ctx, ship.id, 1, 0);
    }
  }
  removeWrecks(ctx);
}

function startCombat(ctx: Ctx): void {
  ctx.s.phase = 'combat';
  ctx.s.activation = null;
  ctx.events.push({ type: 'phaseStarted', phase: 'combat', round: ctx.s.round });
  consoleFires(ctx);
  ctx.s.combatGroups = combatGroups(pilots(ctx), ctx.s.initiative).map((g) => g.map((s) => s.id));
  ctx.s.combatGroupAnnounced = false;
}

/** Ships of the group firing that still have a choice; the rest hold fire, said in an event. */
export function stillToFire(state: SquadronState): string[] {
  const group = state.combatGroups[0] ?? [];
  return group.filter((id) => {
    const ship = state.ships.find((s) => s.id === id);
    return ship !== undefined && !ship.destroyed && !ship.combatDone && attackOptions(state, ship).length > 0;
  });
}

function combatStep(ctx: Ctx): boolean {
  const group = ctx.s.combatGroups[0];
  if (!group) {
    endPhase(ctx);
    return true;
  }
  if (!ctx.s.combatGroupAnnounced) {
    ctx.s.combatGroupAnnounced = true;
    const skill = shipIn(ctx.s, group[0] as string).stats.skill;
    ctx.events.push({ type: 'combatGroup', skill, ships: [...group] });
    for (const id of group) {
      const ship = shipIn(ctx.s, id);
      if (ship.destroyed || ship.combatDone) continue;
      if (attackOptions(asState(ctx), ship as SquadShip).length === 0) {
        const reason = cannotAttack(asState(ctx), ship as SquadShip) ? 'cannot' : 'noTarget';
        ship.combatDone = true;
        ctx.events.push({ type: 'holdsFire', ship: id, reason });
      }
    }
  }
  if (stillToFire(asState(ctx)).length > 0) return false;
  // The group has fired: its damage lands together, then the next group.
  removeWrecks(ctx);
  ctx.s.combatGroups.shift();
  ctx.s.combatGroupAnnounced = false;
  return true;
}

/** The End phase: focus, evade, reinforce, disarmed go; stress, locks and cloaks stay. */
function endPhase(ctx: Ctx): void {
  for (const ship of alive(ctx)) {
    if (ship.stats.ability === 'shieldTender' && !ship.fired && ship.shields < ship.stats.shields) {
      ship.shields += 1;
      ctx.events.push({ type: 'shieldRestored', ship: ship.id, shields: ship.shields });
    }
    Object.assign(ship, {
      focus: 0,
      evade: 0,
      reinforce: null,
      disarmed: false,
      actionsThisRound: [],
      skipsActionStep: false,
      touching: [],
      onObstacle: false,
      activated: false,
      combatDone: false,
      fired: false,
    });
  }
  ctx.events.push({ type: 'tokensCleared', round: ctx.s.round });
  if (ctx.s.round >= ctx.s.scenario.rounds) {
    end(ctx, decidedAtTime(asState(ctx)));
    return;
  }
  startRound(ctx);
}

export function startRound(ctx: Ctx): void {
  ctx.s.round += 1;
  ctx.s.phase = 'planning';
  ctx.s.dials = {};
  for (const ship of ctx.s.ships) {
    ship.flown = null;
    ship.trail = [];
  }
  ctx.events.push({ type: 'roundStarted', round: ctx.s.round });
  ctx.events.push({ type: 'phaseStarted', phase: 'planning', round: ctx.s.round });
}

/** Plays on until someone must decide or the game is over. */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (ctx.s.phase === 'over' || finish(ctx)) return;
    switch (ctx.s.phase) {
      case 'planning':
        if (alive(ctx).some((s) => ctx.s.dials[s.id] === undefined)) return;
        startActivation(ctx);
        break;
      case 'activation':
        if (ctx.s.activation) return;
        activateNext(ctx);
        break;
      case 'combat':
        if (ctx.s.attack) {
          skipEmptySteps(ctx);
          if (ctx.s.attack) return;
          break;
        }
        if (!combatStep(ctx)) return;
        break;
    }
  }
  throw new Error('squadron: the round did not settle');
}
