/**
 * Movement (seed 000 section 1.1.3): a ship whose speed is live must move one hex; a ship that is
 * not scheduled may move one hex by burning an afterburner box. A move is straight ahead, a turn
 * (rotate 60 degrees, then move) when no turn countdown stands, or a sideslip (forward-left or
 * forward-right, keeping the facing) when a sideslip marker is on the ship. Never more than one hex
 * per ship per impulse.
 */
import { arcOfHexside, arcsContaining } from '../firing/arcs.js';
import { type Facing, type Hex, hexEquals, neighbour, rotateFacing } from '../../../core/hex.js';
import { type Result, err, ok } from '../../../core/result.js';
import type { CommandOf, MoveKind } from '../commands.js';
import { type Ctx, editShip } from '../context.js';
import { applyDamage } from '../damage/damage.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import { applyFloatingMap } from './floating-map.js';
import { triggerMissilesOnEntry } from '../firing/missiles.js';
import { isPlanet } from '../firing/terrain.js';
import { activeShips, afterburnersLeft, hasCritical, mustMoveThisImpulse, refOf, turnRadius } from '../ships.js';
import type { GameState, ShipState } from '../state.js';
import { turnFlow } from '../flow/turn-flow.js';

export interface MoveOption {
  readonly how: MoveKind;
  readonly afterburner: boolean;
  readonly to: Hex;
  readonly facing: Facing;
}

/** Where a move of kind `how` takes the ship, and which way it then faces. */
export function moveResult(ship: Pick<ShipState, 'hex' | 'facing'>, how: MoveKind): { to: Hex; facing: Facing } {
  switch (how) {
    case 'straight':
      return { to: neighbour(ship.hex, ship.facing), facing: ship.facing };
    case 'turnLeft':
    case 'turnRight': {
      const facing = rotateFacing(ship.facing, how === 'turnLeft' ? -1 : 1);
      return { to: neighbour(ship.hex, facing), facing };
    }
    case 'slipLeft':
    case 'slipRight':
      return { to: neighbour(ship.hex, rotateFacing(ship.facing, how === 'slipLeft' ? -1 : 1)), facing: ship.facing };
  }
}

/** Why this kind of move is not open to the ship now, or null when it is (ignoring where it leads). */
function kindProblem(ship: ShipState, how: MoveKind): ImpulseRuleError | null {
  if (how === 'turnLeft' || how === 'turnRight') {
    // A sideslip marker's move slips or goes straight, never turns (seed 000 1.1.2 use 6 "但不能转向", 1.1.3 option 3).
    if (ship.sideslip) return fail('SIDESLIP_NO_TURN', { ship: ship.id });
    if (hasCritical(ship, 'helmDown')) return fail('CANNOT_TURN', { ship: ship.id, reason: 'helmDown' });
    if (ship.turnCountdown !== null)
      return fail('CANNOT_TURN', { ship: ship.id, reason: 'countdown', countdown: ship.turnCountdown });
  }
  if ((how === 'slipLeft' || how === 'slipRight') && !ship.sideslip) return fail('NO_SIDESLIP', { ship: ship.id });
  return null;
}

/** Checks a move for a ship of the side whose movement step it is. */
export function validateMove(
  state: GameState,
  ship: ShipState,
  how: MoveKind,
  afterburner: boolean,
): Result<MoveOption, ImpulseRuleError> {
  const { impulse } = turnFlow(state);
  if (ship.turn.moved) return err(fail('ALREADY_MOVED', { ship: ship.id }));
  const scheduled = mustMoveThisImpulse(state, ship, impulse);
  if (afterburner) {
    // Afterburners only in an impulse without a movement point (seed 000 section 1.1.3 complication 3).
    if (scheduled) return err(fail('AFTERBURNER_NOT_ALLOWED', { ship: ship.id, impulse }));
    if (afterburnersLeft(state, ship) <= 0) return err(fail('NO_AFTERBURNER', { ship: ship.id }));
  } else if (!scheduled) {
    return err(fail('NO_MOVE_THIS_IMPULSE', { ship: ship.id, impulse, afterburners: afterburnersLeft(state, ship) }));
  }
  const problem = kindProblem(ship, how);
  if (problem) return err(problem);
  const { to, facing } = moveResult(ship, how);
  if (isPlanet(state, to)) return err(fail('PLANET_IN_THE_WAY', { ship: ship.id, how }));
  return ok({ how, afterburner, to, facing });
}

const ALL_MOVES: readonly MoveKind[] = ['straight', 'turnLeft', 'turnRight', 'slipLeft', 'slipRight'];

/** Every legal move for the ship now (with and without afterburner as allowed). */
export function moveOptions(state: GameState, ship: ShipState): MoveOption[] {
  if (ship.status !== 'active' || state.flow.phase !== 'turn' || state.flow.step !== 'movement') return [];
  const afterburner = !mustMoveThisImpulse(state, ship, state.flow.impulse);
  return ALL_MOVES.flatMap((how) => {
    const option = validateMove(state, ship, how, afterburner);
    return option.ok ? [option.value] : [];
  });
}

/** The ship has a movement point it has not used yet. */
export const owesMove = (state: GameState, ship: ShipState): boolean =>
  ship.status === 'active' && !ship.turn.moved && mustMoveThisImpulse(state, ship, turnFlow(state).impulse);

/** The hexside a move leaves through, relative to the ship's facing after the move. */
const travelOf = (how: MoveKind): Facing => (how === 'slipLeft' ? 5 : how === 'slipRight' ? 1 : 0);

/** Friendly collision (DESIGN.md section 5): each ship takes damage on the shield facing the other. */
function collide(ctx: Ctx, mover: ShipState, from: Hex, how: MoveKind): void {
  const { settings } = ctx.state;
  if (!settings.collisions) return;
  const others = activeShips(ctx.state, mover.side).filter((s) => s.id !== mover.id && hexEquals(s.hex, mover.hex));
  // The mover meets the other ship in its direction of travel; the other meets it from the hex it came from.
  const travel = travelOf(how);
  for (const other of others) {
    // A mover destroyed by an earlier collision in this hex collides with nothing more.
    if (mover.status !== 'active') return;
    ctx.emit({ type: 'collided', ship: refOf(mover), other: refOf(other), hex: mover.hex });
    applyDamage(ctx, mover, arcOfHexside(travel), settings.collisionDamage, 'collision', { ship: refOf(other) });
    const arc = arcsContaining(other.hex, other.facing, from)[0] ?? 'forward';
    applyDamage(ctx, other, arc, settings.collisionDamage, 'collision', { ship: refOf(mover) });
  }
}

export function executeMove(ctx: Ctx, mover: ShipState, option: MoveOption, automatic: boolean): void {
  const ship = editShip(ctx, mover);
  const from = ship.hex;
  const facingBefore = ship.facing;
  ship.hex = option.to;
  ship.facing = option.facing;
  ship.turn = { ...ship.turn, moved: true };
  ship.sideslip = false;
  if (option.afterburner) ship.afterburnersUsed += 1;
  if (option.how === 'turnLeft' || option.how === 'turnRight') {
    const radius = turnRadius(ctx.state, ship);
    ship.turnCountdown = radius > 0 ? radius : null;
  } else if (ship.turnCountdown !== null) {
    // Reaching the turn-radius marker removes it (a sideslip counts as a move toward it).
    ship.turnCountdown = ship.turnCountdown > 1 ? ship.turnCountdown - 1 : null;
  }
  ctx.emit({
    type: 'shipMoved',
    ship: refOf(ship),
    how: option.how,
    from,
    to: ship.hex,
    facingBefore,
    facing: ship.facing,
    afterburner: option.afterburner,
    automatic,
    turnCountdown: ship.turnCountdown,
  });
  collide(ctx, ship, from, option.how);
  if (ship.status === 'active') triggerMissilesOnEntry(ctx, ship, travelOf(option.how));
  applyFloatingMap(ctx, ship.id);
}

export type MoveCommand = CommandOf<'move'>;
