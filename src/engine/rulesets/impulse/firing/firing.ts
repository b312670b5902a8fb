/**
 * Firing (seed 000 section 1.1.4): a weapon group fires only with every red and yellow box charged,
 * and firing discharges the whole group even if only some of its weapons fire. Each weapon picks its
 * own target: an enemy ship or missile in one of the group's arcs and within the weapon's range, never
 * at range 0, never through a planet (a centre-to-centre line touching a planet hex is blocked; other
 * ships never block). One die per weapon, read on the weapon's table for that range, after terrain
 * modifiers. All of a ship's weapons fire before the next ship's. A missile launcher places one
 * missile per weapon next to the ship, aimed at an enemy ship it can reach.
 */
import { isInArc } from './arcs.js';
import { D6, rollDice } from '../../../core/dice.js';
import { type Facing, type Hex, FACINGS, hexDistance, hexEquals, neighbour, rotateFacing } from '../../../core/hex.js';
import { hexesOnLine } from '../../../core/hex-line.js';
import { type Result, err, ok } from '../../../core/result.js';
import type { CommandOf } from '../commands.js';
import { type Ctx, editShip } from '../context.js';
import { applyDamage } from '../damage/damage.js';
import { shieldFacing } from '../damage/hull.js';
import { type WeaponType, maxRange } from '../data/weapon-type.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import { launchMissile } from './missiles.js';
import { damageMissile } from './missile-hits.js';
import { activeShips, findShip, refOf, shipClass, weaponType } from '../ships.js';
import type { GameState, MissileState, ShipState } from '../state.js';
import { fireModifier, isPlanet } from './terrain.js';

/** The group has every red and yellow box charged and is not destroyed. */
export function isGroupReady(state: GameState, ship: ShipState, group: number): boolean {
  const spec = shipClass(state, ship).groups[group];
  const g = ship.groups[group];
  return !!spec && !!g && !g.destroyed && g.red === spec.red && g.yellow === spec.yellow;
}

/** A planet hex touched by the centre-to-centre line (ends excluded) blocks fire. */
export function isBlockedByPlanet(state: GameState, from: Hex, to: Hex): boolean {
  if (!state.terrain.some((t) => t.kind === 'planet')) return false;
  return hexesOnLine(from, to).some((h) => !hexEquals(h, from) && !hexEquals(h, to) && isPlanet(state, h));
}

type Target = { kind: 'ship'; ship: ShipState } | { kind: 'missile'; missile: MissileState };
const targetHex = (t: Target): Hex => (t.kind === 'ship' ? t.ship.hex : t.missile.hex);
const targetId = (t: Target): string => (t.kind === 'ship' ? t.ship.id : t.missile.id);

/** Hexsides (relative to the ship) whose neighbouring hex lies in one of the arcs and is not a planet. */
export function launchHexsides(state: GameState, ship: ShipState, group: number): Facing[] {
  const arcs = shipClass(state, ship).groups[group]?.arcs ?? [];
  return FACINGS.filter((rel) => {
    const h = neighbour(ship.hex, rotateFacing(ship.facing, rel));
    return arcs.some((arc) => isInArc(ship.hex, ship.facing, h, arc)) && !isPlanet(state, h);
  });
}

/** Why `target` is not a legal target for this weapon of this ship, or null when it is. */
function targetProblem(
  state: GameState,
  ship: ShipState,
  group: number,
  weapon: WeaponType,
  target: Target,
): ImpulseRuleError | null {
  const spec = shipClass(state, ship).groups[group];
  const to = targetHex(target);
  const distance = hexDistance(ship.hex, to);
  const id = targetId(target);
  // No fire in the same hex (seed 000 firing note 3), missiles included.
  if (distance === 0) return fail('OUT_OF_RANGE', { target: id, range: 0, reason: 'same hex' });
  // A launcher reaches any ship its missile would not be stranded from.
  const reach = weapon.kind === 'missile' ? weapon.missile.strandedAt - 1 : maxRange(weapon);
  if (weapon.kind === 'missile' && target.kind !== 'ship')
    return fail('BAD_TARGETS', { target: id, reason: 'missiles fly at ships' });
  if (distance > reach) return fail('OUT_OF_RANGE', { target: id, range: distance, max: reach });
  // Missiles are launched "like any other weapon": the target must be in the launcher's arcs too.
  if (!spec?.arcs.some((arc) => isInArc(ship.hex, ship.facing, to, arc)))
    return fail('OUT_OF_ARC', { target: id, arcs: spec?.arcs ?? [] });
  if (weapon.kind === 'missile') return null;
  if (isBlockedByPlanet(state, ship.hex, to)) return fail('BLOCKED_BY_PLANET', { target: id });
  return null;
}

function resolveTarget(state: GameState, ship: ShipState, id: string): Target | null {
  const enemyShip = findShip(state, id);
  if (enemyShip)
    return enemyShip.status === 'active' && enemyShip.side !== ship.side ? { kind: 'ship', ship: enemyShip } : null;
  const missile = state.missiles.find((m) => m.id === id);
  return missile && missile.side !== ship.side ? { kind: 'missile', missile } : null;
}

/** Enemy ships and missiles that a ready group of `ship` could fire at now. */
export function targetsFor(state: GameState, ship: ShipState, group: number): string[] {
  if (ship.status !== 'active' || ship.turn.fireClosed || !isGroupReady(state, ship, group)) return [];
  const spec = shipClass(state, ship).groups[group];
  if (!spec) return [];
  const weapon = weaponType(state, spec.weapon);
  if (weapon.kind === 'missile' && launchHexsides(state, ship, group).length === 0) return [];
  const candidates: Target[] = [
    ...activeShips(state)
      .filter((s) => s.side !== ship.side)
      .map((s) => ({ kind: 'ship' as const, ship: s })),
    ...state.missiles.filter((m) => m.side !== ship.side).map((m) => ({ kind: 'missile' as const, missile: m })),
  ];
  return candidates.filter((t) => targetProblem(state, ship, group, weapon, t) === null).map(targetId);
}

/** The ship has at least one ready group with something to shoot at. */
export const canFire = (state: GameState, ship: ShipState): boolean =>
  ship.status === 'active' && ship.groups.some((_, i) => targetsFor(state, ship, i).length > 0);

export interface FirePlan {
  readonly group: number;
  readonly weapon: WeaponType;
  /** One entry per weapon: its target, or null when it holds fire. */
  readonly shots: readonly (Target | null)[];
  readonly hexside: Facing | null;
  /** Added to every die of this fire (a `vector` ship that lost control: -2, seed 002). */
  readonly dieModifier?: number;
}

export function validateFire(
  state: GameState,
  ship: ShipState,
  cmd: CommandOf<'fire'>,
): Result<FirePlan, ImpulseRuleError> {
  const spec = shipClass(state, ship).groups[cmd.group];
  if (!spec) return err(fail('UNKNOWN_WEAPON_GROUP', { ship: ship.id, group: cmd.group, groups: ship.groups.length }));
  if (ship.groups[cmd.group]?.destroyed)
    return err(fail('WEAPON_GROUP_DESTROYED', { ship: ship.id, group: cmd.group }));
  if (!isGroupReady(state, ship, cmd.group))
    return err(
      fail('WEAPON_NOT_READY', {
        ship: ship.id,
        group: cmd.group,
        charged: ship.groups[cmd.group],
        needs: { red: spec.red, yellow: spec.yellow },
      }),
    );
  if (ship.turn.fireClosed) return err(fail('SHIP_DONE_FIRING', { ship: ship.id }));
  if (cmd.targets.length !== 1 && cmd.targets.length !== spec.count)
    return err(fail('BAD_TARGETS', { ship: ship.id, targets: cmd.targets.length, weapons: spec.count }));
  const ids = cmd.targets.length === 1 ? Array.from({ length: spec.count }, () => cmd.targets[0] ?? null) : cmd.targets;
  if (ids.every((id) => id === null)) return err(fail('NO_TARGET', { ship: ship.id, group: cmd.group }));
  const weapon = weaponType(state, spec.weapon);
  const shots: (Target | null)[] = [];
  for (const id of ids) {
    if (id === null) {
      shots.push(null);
      continue;
    }
    const target = resolveTarget(state, ship, id);
    if (!target)
      return err(fail('BAD_TARGETS', { ship: ship.id, target: id, reason: 'not an enemy ship or missile in play' }));
    const problem = targetProblem(state, ship, cmd.group, weapon, target);
    if (problem) return err(problem);
    shots.push(target);
  }
  const hexside = weapon.kind === 'missile' ? chooseHexside(state, ship, cmd.group, cmd.hexside, shots) : null;
  if (weapon.kind === 'missile' && hexside === null)
    return err(fail('NO_LAUNCH_HEX', { ship: ship.id, group: cmd.group, hexside: cmd.hexside }));
  return ok({ group: cmd.group, weapon, shots, hexside });
}

/** The launch hexside asked for, if legal, or by default the one nearest the first target. */
function chooseHexside(
  state: GameState,
  ship: ShipState,
  group: number,
  asked: number | undefined,
  shots: readonly (Target | null)[],
): Facing | null {
  const options = launchHexsides(state, ship, group);
  if (asked !== undefined) return options.includes(asked as Facing) ? (asked as Facing) : null;
  const first = shots.find((s): s is Target => s !== null);
  const goal = first ? targetHex(first) : ship.hex;
  const distanceFrom = (rel: Facing) => hexDistance(neighbour(ship.hex, rotateFacing(ship.facing, rel)), goal);
  return [...options].sort((a, b) => distanceFrom(a) - distanceFrom(b) || a - b)[0] ?? null;
}

/** The damage a weapon's table gives at this range for a die face after modifiers (below 1 misses). */
export function tableDamage(weapon: WeaponType, range: number, face: number): number {
  if (weapon.kind !== 'direct' || face < 1) return 0;
  const band = weapon.bands.find((b) => range >= b.from && range <= b.to);
  return band?.damage[Math.min(face, 6) - 1] ?? 0;
}

function fireShot(ctx: Ctx, ship: ShipState, plan: FirePlan, target: Target): void {
  const { state } = ctx;
  // Look the target up again: an earlier shot of this group may have destroyed it.
  const current =
    target.kind === 'ship' ? findShip(state, target.ship.id) : state.missiles.find((m) => m.id === target.missile.id);
  if (!current || ('status' in current && current.status !== 'active')) {
    ctx.emit({
      type: 'shotLost',
      ship: refOf(ship),
      group: plan.group,
      weaponName: plan.weapon.name,
      target: targetId(target),
      reason: 'targetGone',
    });
    return;
  }
  const to = current.hex;
  const range = hexDistance(ship.hex, to);
  const roll = rollDice(ctx.rng, D6, 1, `${plan.weapon.name} of ${ship.name} at range ${range}`);
  ctx.emit(roll);
  const modifier = fireModifier(state, ship.hex, to) + (plan.dieModifier ?? 0);
  const damage = tableDamage(plan.weapon, range, roll.result + modifier);
  if ('status' in current) {
    const arc = shieldFacing(state, current, ship.hex) ?? 'forward';
    ctx.emit({
      type: 'shotResolved',
      ship: refOf(ship),
      group: plan.group,
      weaponName: plan.weapon.name,
      target: { kind: 'ship', ship: refOf(current) },
      range,
      die: roll.result,
      modifier,
      damage,
      arc,
    });
    if (damage > 0) applyDamage(ctx, current, arc, damage, 'weapon', { ship: refOf(ship) });
  } else {
    ctx.emit({
      type: 'shotResolved',
      ship: refOf(ship),
      group: plan.group,
      weaponName: plan.weapon.name,
      target: { kind: 'missile', missile: current.id },
      range,
      die: roll.result,
      modifier,
      damage,
      arc: null,
    });
    damageMissile(ctx, current, damage, 'shot');
  }
}

export function executeFire(ctx: Ctx, firer: ShipState, plan: FirePlan): void {
  const { state } = ctx;
  const ship = editShip(ctx, firer);
  // All of one ship's weapons fire before the next ship's: ships that fired earlier are done.
  for (const other of activeShips(state, ship.side)) {
    if (other.id !== ship.id && other.turn.fired && !other.turn.fireClosed)
      editShip(ctx, other).turn = { ...other.turn, fireClosed: true };
  }
  ship.turn = { ...ship.turn, fired: true };
  ship.groups[plan.group] = { red: 0, yellow: 0, destroyed: false };
  ctx.emit({
    type: 'groupFired',
    ship: refOf(ship),
    group: plan.group,
    weapon: plan.weapon.id,
    weaponName: plan.weapon.name,
  });
  for (const shot of plan.shots) {
    if (!shot) continue;
    if (ship.status !== 'active') {
      ctx.emit({
        type: 'shotLost',
        ship: refOf(ship),
        group: plan.group,
        weaponName: plan.weapon.name,
        target: targetId(shot),
        reason: 'firerDestroyed',
      });
    } else if (plan.weapon.kind === 'missile' && shot.kind === 'ship') {
      // Launched even if an earlier missile already finished the target: it then waits for a new one.
      launchMissile(
        ctx,
        ship,
        plan.group,
        rotateFacing(ship.facing, plan.hexside ?? 0),
        findShip(state, shot.ship.id) ?? shot.ship,
      );
    } else fireShot(ctx, ship, plan, shot);
  }
}
