/**
 * Where the moving actions take a ship (issue 14; seed 001's "Impulso" and "Pirueta"; the hex
 * adaptation of ../shared/reference/other-systems.md section 2.8). A boost flies the straight 1 or
 * a bank 1 of either hand, and does not count as a manoeuvre. A barrel roll sets the ship about two
 * base widths to one side, facing as before; the template may slide along the base, so the player
 * picks one of three spots: level with where it was, a little forward, or a little back. Whether a
 * spot is free (no ship or obstacle) is the movement rules' to check.
 */
import { type Facing, type Hex, neighbour, rotateFacing } from '../../core/hex.js';
import { type BaseSize, fly, type Flight } from './manoeuvres.js';

export type Side = 'left' | 'right';
export type RollSpot = 'forward' | 'level' | 'back';
export type BoostKind = 'straight' | 'bankLeft' | 'bankRight';

/** A sideways move: a step across each hexside in turn, the facing kept. */
function walk(from: Hex, steps: readonly Facing[], facing: Facing): Flight {
  const path: Hex[] = [];
  let at = from;
  for (const step of steps) {
    at = neighbour(at, step);
    path.push(at);
  }
  return { path, end: at, facing };
}

/** The hex two steps to one side: forward-side then rear-side (level), twice forward-side, or twice rear-side. */
export function barrelRoll(from: Hex, facing: Facing, side: Side, spot: RollSpot): Flight {
  const hand = side === 'left' ? -1 : 1;
  const forwardSide = rotateFacing(facing, hand);
  const rearSide = rotateFacing(facing, 2 * hand);
  const steps =
    spot === 'level' ? [forwardSide, rearSide] : spot === 'forward' ? [forwardSide, forwardSide] : [rearSide, rearSide];
  return walk(from, steps, facing);
}

/**
 * A boost: the straight 1, or a bank 1 to either hand. Seed 001 lays the template at the base's front
 * guides and sets the rear guides at its end, as a manoeuvre does, so a larger base goes the template
 * plus its own length: one hex more, as its speed-1 manoeuvres (`size`; a `squadron-1` game boosts
 * every base as a small one).
 */
export function boost(from: Hex, facing: Facing, kind: BoostKind, size: BaseSize = 'small'): Flight {
  const flight = fly(from, facing, { bearing: kind, speed: 1 }, size);
  // Speed 1 is on every one of these templates.
  if (!flight) throw new Error(`no ${kind} 1 template`);
  return flight;
}

/**
 * Decloaking ("Camuflagem": a barrel roll or a boost with the straight 2, at the start of the
 * Activation phase; neither an action nor a manoeuvre, allowed while stressed). The boost flies the
 * straight 2. The roll sets the ship three steps aside; three steps cannot end level on hexes, so
 * the player picks a little forward (forward-side, rear-side, forward-side) or a little back (the
 * mirror). A documented choice where the seed's template has no hex equivalent.
 */
export function decloakRoll(from: Hex, facing: Facing, side: Side, spot: 'forward' | 'back'): Flight {
  const hand = side === 'left' ? -1 : 1;
  const forwardSide = rotateFacing(facing, hand);
  const rearSide = rotateFacing(facing, 2 * hand);
  const steps = spot === 'forward' ? [forwardSide, rearSide, forwardSide] : [rearSide, forwardSide, rearSide];
  return walk(from, steps, facing);
}

export function decloakBoost(from: Hex, facing: Facing): Flight {
  const flight = fly(from, facing, { bearing: 'straight', speed: 2 });
  if (!flight) throw new Error('no straight 2 template');
  return flight;
}
