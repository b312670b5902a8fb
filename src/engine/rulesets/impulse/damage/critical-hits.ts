/**
 * Rolling for marked critical (orange) hull boxes (seed 000 section 1.1.4 step 4, with our own table
 * in critical-table.ts): 2d6 per box, in the order marked. Secondary explosions mark more boxes,
 * whose criticals join the queue, so criticals can chain; an FTL core breach destroys the ship.
 */
import { D6, pickAtRandom, rollDice } from '../../../core/dice.js';
import { type Ctx, editShip } from '../context.js';
import { criticalRow } from './critical-table.js';
import { markHull } from './hull.js';
import { now } from '../flow/now.js';
import { hullLeft, refOf } from '../ships.js';
import type { ShipState } from '../state.js';

/** Destroys one of the ship's remaining weapon groups, chosen at random; null when none is left. */
function destroyRandomGroup(ctx: Ctx, ship: ShipState): number | null {
  const standing = ship.groups.flatMap((g, i) => (g.destroyed ? [] : [i]));
  if (standing.length === 0) return null;
  const { item: group, roll } = pickAtRandom(ctx.rng, standing, `which weapon group of ${ship.name} is destroyed`);
  if (roll) ctx.emit(roll);
  ship.groups[group] = { red: 0, yellow: 0, destroyed: true };
  return group;
}

/**
 * Rolls each marked critical box in turn; `destroy` is the damage chain's own way to destroy a ship
 * (it explodes, and the blast may damage more ships), handed in so this file never imports it back.
 */
export function resolveCriticalBoxes(
  ctx: Ctx,
  target: ShipState,
  boxes: readonly number[],
  destroy: (ship: ShipState) => void,
): void {
  const queue = [...boxes];
  const ship = editShip(ctx, target);
  // A ship with no hull left is destroyed by the hull hit itself: no more criticals are rolled.
  while (queue.length > 0 && ship.status === 'active' && hullLeft(ctx.state, ship) > 0) {
    const box = queue.shift() as number;
    const roll = rollDice(ctx.rng, D6, 2, `critical hit on ${ship.name} (hull box ${box + 1})`);
    ctx.emit(roll);
    const row = criticalRow(roll.result);
    const group = row.result === 'weaponGroupDestroyed' ? destroyRandomGroup(ctx, ship) : null;
    ctx.emit({
      type: 'criticalRolled',
      ship: refOf(ship),
      box,
      roll: roll.result,
      result: row.result,
      name: row.name,
      repairable: row.repairable,
      group,
    });
    if (row.effect) {
      ship.criticals = [
        ...ship.criticals,
        { id: `c${ctx.state.nextId}`, effect: row.effect, received: now(ctx.state) },
      ];
      ctx.state.nextId += 1;
    }
    if (row.result === 'ftlCoreBreach') {
      destroy(ship);
      return;
    }
    if (row.hull > 0) {
      const { hull, criticalBoxes } = markHull(ctx.state, ship, row.hull);
      ctx.emit({
        type: 'damageApplied',
        ship: refOf(ship),
        arc: null,
        amount: row.hull,
        cause: 'critical',
        source: null,
        reinforcement: 0,
        shield: 0,
        hull,
        criticalBoxes,
      });
      queue.push(...criticalBoxes);
    }
  }
}
