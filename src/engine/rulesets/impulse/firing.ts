/**
 * What can fire (seed 000 section 1.1.4): a weapon group with every red and yellow box charged, at an
 * enemy ship in one of the group's arcs and within the weapon's range, never at range 0, and never
 * through a planet (a line from centre to centre that touches a planet hex is blocked). Missile
 * launchers need no target in range: the missile flies to its target. The firing command itself
 * arrives with the firing rules; the turn already asks this query to decide whether the firing step
 * has anything to decide.
 */
import { isInArc } from '../../core/arcs.js';
import { type Hex, hexDistance, hexEquals } from '../../core/hex.js';
import { hexesOnLine } from '../../core/hex-line.js';
import { maxRange } from './data/weapon-type.js';
import { activeShips, shipClass, weaponType } from './ships.js';
import type { GameState, ShipState } from './state.js';

/** The group has every red and yellow box charged and is not destroyed. */
export function isGroupReady(state: GameState, ship: ShipState, group: number): boolean {
  const spec = shipClass(state, ship).groups[group];
  const g = ship.groups[group];
  return !!spec && !!g && !g.destroyed && g.red === spec.red && g.yellow === spec.yellow;
}

/** A planet hex touched by the centre-to-centre line (ends excluded) blocks fire. */
export function isBlockedByPlanet(state: GameState, from: Hex, to: Hex): boolean {
  const planets = state.terrain.filter((t) => t.kind === 'planet').flatMap((t) => t.hexes);
  if (planets.length === 0) return false;
  return hexesOnLine(from, to).some((h) => !hexEquals(h, from) && !hexEquals(h, to) && planets.some((p) => hexEquals(p, h)));
}

/** Enemy ships a ready weapon group of `ship` could fire at now (empty when the group is not ready). */
export function targetsFor(state: GameState, ship: ShipState, group: number): ShipState[] {
  if (!isGroupReady(state, ship, group)) return [];
  const spec = shipClass(state, ship).groups[group];
  if (!spec) return [];
  const weapon = weaponType(state, spec.weapon);
  const enemies = activeShips(state).filter((s) => s.side !== ship.side);
  if (weapon.kind === 'missile') return enemies;
  const range = maxRange(weapon);
  return enemies.filter((target) => {
    const distance = hexDistance(ship.hex, target.hex);
    if (distance < 1 || distance > range) return false;
    if (!spec.arcs.some((arc) => isInArc(ship.hex, ship.facing, target.hex, arc))) return false;
    return !isBlockedByPlanet(state, ship.hex, target.hex);
  });
}

/** The ship has at least one ready group with something to shoot at. */
export const canFire = (state: GameState, ship: ShipState): boolean =>
  ship.status === 'active' && ship.groups.some((_, i) => targetsFor(state, ship, i).length > 0);
