/**
 * Missiles (seed 000 section 1.1.4, firing note 4): launched like a weapon into a hex adjacent to the
 * launcher, ahead of the launcher's arc, each with a target ship. In its owner's movement step every
 * missile moves one hex along a shortest path to its target (turn radius 0, no AP, no sideslip); the
 * owner steers between equally short paths (ending the movement step takes the default: away from
 * planets, then keeping the missile's heading). A missile that reaches its target's hex, or whose target moves into its hex,
 * detonates for its damage on the shield facing where it came from. Shots and explosions damage
 * missiles: damage equal to the missile's strength destroys it, less damages it, and a damaged missile
 * dies on its next hit. Planets destroy missiles that enter them; a missile 6+ hexes (the weapon's
 * `strandedAt`) from every enemy ship is stranded and removed.
 */
import { arcOfHexside, arcsContaining } from './arcs.js';
import { type Facing, type Hex, FACINGS, hexDistance, hexEquals, neighbour } from '../../../core/hex.js';
import { type Ctx, editMissile } from '../context.js';
import { applyDamage } from '../damage/damage.js';
import { activeShips, findShip, refOf } from '../ships.js';
import type { GameState, MissileState, ShipState, SideId } from '../state.js';
import { now } from '../flow/now.js';
import { missileStats, removeMissile } from './missile-hits.js';
import { isPlanet } from './terrain.js';

/** The missile has already made its move this impulse. */
export function movedThisImpulse(state: GameState, missile: MissileState): boolean {
  const when = now(state);
  return (
    missile.lastMoved !== null && missile.lastMoved.round === when.round && missile.lastMoved.impulse === when.impulse
  );
}

/**
 * Next hexes one step closer (in hex distance) to the missile's target, preferred first: not a planet,
 * then keeping its heading. Seed 000 requires the shortest path, so a planet that sits on every
 * shortest path destroys the missile; that is how a ship hides behind a planet.
 */
export function missileSteps(state: GameState, missile: MissileState): { hex: Hex; facing: Facing }[] {
  const target = findShip(state, missile.target);
  if (!target || target.status !== 'active') return [];
  const distance = hexDistance(missile.hex, target.hex);
  return FACINGS.map((facing) => ({ hex: neighbour(missile.hex, facing), facing }))
    .filter((s) => hexDistance(s.hex, target.hex) === distance - 1)
    .sort(
      (a, b) =>
        Number(isPlanet(state, a.hex)) - Number(isPlanet(state, b.hex)) ||
        Number(b.facing === missile.facing) - Number(a.facing === missile.facing) ||
        a.facing - b.facing,
    );
}

/** Missiles of the side that still have a choice of next hex this impulse (a real decision for the owner). */
export const missilesToSteer = (state: GameState, side: SideId): MissileState[] =>
  state.missiles.filter((m) => m.side === side && !movedThisImpulse(state, m) && missileSteps(state, m).length > 1);

/** A missile hits `target`, coming from `from`: its damage on the shield facing that hex. */
export function detonate(
  ctx: Ctx,
  missile: MissileState,
  target: ShipState,
  arcHit: ReturnType<typeof arcOfHexside>,
): void {
  const { damage } = missileStats(ctx.state, missile);
  removeMissile(ctx, missile.id);
  ctx.emit({ type: 'missileDetonated', missile: missile.id, target: refOf(target), arc: arcHit, damage });
  applyDamage(ctx, target, arcHit, damage, 'missile', { missile: missile.id });
}

/** Moves a missile one hex; it may hit a planet or its target there. */
export function moveMissile(ctx: Ctx, found: MissileState, to: { hex: Hex; facing: Facing }, automatic: boolean): void {
  const missile = editMissile(ctx, found);
  const from = missile.hex;
  missile.hex = to.hex;
  missile.facing = to.facing;
  missile.lastMoved = now(ctx.state);
  ctx.emit({ type: 'missileMoved', missile: missile.id, from, to: to.hex, automatic });
  if (isPlanet(ctx.state, to.hex)) {
    removeMissile(ctx, missile.id);
    ctx.emit({ type: 'missileDestroyed', missile: missile.id, hex: to.hex, cause: 'planet' });
    return;
  }
  const target = findShip(ctx.state, missile.target);
  if (target && target.status === 'active' && hexEquals(target.hex, to.hex)) {
    detonate(ctx, missile, target, arcsContaining(target.hex, target.facing, from)[0] ?? 'forward');
  }
}

/** Every missile of `side` not yet moved this impulse makes its move by the default path. */
export function moveSideMissiles(ctx: Ctx, side: SideId): void {
  for (const { id } of ctx.state.missiles.filter((m) => m.side === side)) {
    const missile = ctx.state.missiles.find((m) => m.id === id);
    if (!missile || movedThisImpulse(ctx.state, missile)) continue;
    const [step] = missileSteps(ctx.state, missile);
    if (step) moveMissile(ctx, missile, step, true);
  }
  removeStrandedMissiles(ctx);
}

/**
 * A ship that moves into the hex of a missile aimed at it sets the missile off; the missile was
 * ahead of it, so it hits the shield the ship moved toward (`travel`, relative to its facing).
 */
export function triggerMissilesOnEntry(ctx: Ctx, ship: ShipState, travel: Facing): void {
  for (const missile of ctx.state.missiles.filter((m) => m.target === ship.id && hexEquals(m.hex, ship.hex))) {
    const current = findShip(ctx.state, ship.id);
    if (!current || current.status !== 'active') return;
    detonate(ctx, missile, current, arcOfHexside(travel));
  }
}

/** Missiles at least `strandedAt` hexes from every enemy ship are removed. */
export function removeStrandedMissiles(ctx: Ctx): void {
  for (const missile of ctx.state.missiles) {
    const enemies = activeShips(ctx.state).filter((s) => s.side !== missile.side);
    const nearest = Math.min(Infinity, ...enemies.map((s) => hexDistance(s.hex, missile.hex)));
    if (nearest < missileStats(ctx.state, missile).strandedAt) continue;
    removeMissile(ctx, missile.id);
    ctx.emit({ type: 'missileDestroyed', missile: missile.id, hex: missile.hex, cause: 'stranded' });
  }
}

/** Places a launched missile and, if it lands in its target's hex, sets it off at once. */
export function launchMissile(ctx: Ctx, ship: ShipState, group: number, hexside: Facing, target: ShipState): void {
  const { state } = ctx;
  const spec = state.catalog.classes[ship.classId]?.groups[group];
  if (!spec) throw new Error(`no group ${group}`);
  const missile: MissileState = {
    id: `m${state.nextId}`,
    side: ship.side,
    launcher: ship.id,
    group,
    weapon: spec.weapon,
    hex: neighbour(ship.hex, hexside),
    facing: hexside,
    target: target.id,
    damaged: false,
    lastMoved: now(state),
  };
  state.nextId += 1;
  state.missiles = [...state.missiles, missile];
  ctx.copied.add(missile);
  ctx.emit({
    type: 'missileLaunched',
    missile: missile.id,
    ship: refOf(ship),
    group,
    hex: missile.hex,
    target: refOf(target),
  });
  if (target.status === 'active' && hexEquals(missile.hex, target.hex))
    detonate(ctx, missile, target, arcsContaining(target.hex, target.facing, ship.hex)[0] ?? 'forward');
}
