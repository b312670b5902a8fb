/**
 * Available power (seed 000 section 1.1.2): a ship whose power is live in this impulse, or that
 * discharges a battery, gets one AP and may spend it on one of nine uses. Never more than one AP per
 * ship per impulse, from the curve or from a battery, never both (AP note 1).
 */
import { ARCS, isInArc } from '../firing/arcs.js';
import { dieOf, pickAtRandom, rollDice } from '../../../core/dice.js';
import { hexEquals } from '../../../core/hex.js';
import { type Result, err, ok } from '../../../core/result.js';
import type { ApUse, CommandOf } from '../commands.js';
import { type Ctx, editMissile, editShip } from '../context.js';
import { detonate } from '../firing/missiles.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import {
  activeShips,
  batteryUsable,
  curveGivesAp,
  findShip,
  hasCritical,
  refOf,
  shipClass,
  weaponType,
} from '../ships.js';
import type { GameState, ShipState } from '../state.js';
import { turnFlow } from '../flow/turn-flow.js';

/** At most two reinforcements active per ship at once (DESIGN.md section 5). */
export const MAX_REINFORCEMENTS = 2;

type UseAp = CommandOf<'useAp'>;

/** Where this command's AP comes from, or why there is none. */
function resolveSource(
  state: GameState,
  ship: ShipState,
  requested: UseAp['source'],
): Result<'curve' | 'battery', ImpulseRuleError> {
  const { impulse } = turnFlow(state);
  if (ship.turn.ap) return err(fail('AP_ALREADY_USED', { ship: ship.id }));
  const fromCurve = curveGivesAp(state, ship, impulse);
  const battery = batteryUsable(ship);
  const source = requested ?? (fromCurve ? 'curve' : 'battery');
  if (source === 'curve' && !fromCurve) return err(fail('NO_AP', { ship: ship.id, impulse, battery }));
  if (source === 'battery' && !battery)
    return err(fail(fromCurve ? 'NO_BATTERY_CHARGE' : 'NO_AP', { ship: ship.id, impulse, battery }));
  return ok(source);
}

/** Checks one AP use for a ship whose AP source is already known to be good. */
export function checkUse(
  state: GameState,
  ship: ShipState,
  use: ApUse,
  source: 'curve' | 'battery',
): ImpulseRuleError | null {
  const shipClassData = shipClass(state, ship);
  const flow = turnFlow(state);
  switch (use.kind) {
    case 'defendInitiative':
      return ship.side === flow.initiative ? null : fail('NOT_INITIATIVE_SIDE', { ship: ship.id });
    case 'changeInitiative':
      return ship.side !== flow.initiative ? null : fail('HAS_INITIATIVE', { ship: ship.id });
    case 'chargeYellow': {
      const group = ship.groups[use.group];
      const spec = shipClassData.groups[use.group];
      if (!group || !spec)
        return fail('UNKNOWN_WEAPON_GROUP', { ship: ship.id, group: use.group, groups: ship.groups.length });
      if (group.destroyed) return fail('WEAPON_GROUP_DESTROYED', { ship: ship.id, group: use.group });
      return group.yellow < spec.yellow ? null : fail('NO_EMPTY_YELLOW_BOX', { ship: ship.id, group: use.group });
    }
    case 'chargeBattery':
      if (ship.batteriesCharged >= shipClassData.batteries)
        return fail('NO_EMPTY_BATTERY', { ship: ship.id, batteries: shipClassData.batteries });
      return source === 'battery' ? fail('BATTERY_TO_BATTERY', { ship: ship.id }) : null;
    case 'reinforceShield':
      if (!ARCS.includes(use.arc)) return fail('INVALID_TARGET', { ship: ship.id, arc: use.arc });
      if (hasCritical(ship, 'shieldsDown')) return fail('SHIELDS_DOWN', { ship: ship.id });
      return ship.reinforcements.length < MAX_REINFORCEMENTS
        ? null
        : fail('TOO_MANY_REINFORCEMENTS', { ship: ship.id, max: MAX_REINFORCEMENTS });
    case 'enableSideslip':
      return ship.sideslip ? fail('SIDESLIP_ALREADY_ENABLED', { ship: ship.id }) : null;
    case 'powerThroughTurn':
      return ship.turnCountdown === null ? fail('NO_TURN_COUNTDOWN', { ship: ship.id }) : null;
    case 'retargetMissile':
      return checkRetarget(state, ship, use);
    case 'doNothing':
      return null;
    default:
      return fail('INVALID_COMMAND', {
        problems: [`unknown action point use ${String((use as { kind?: unknown }).kind)}`],
      });
  }
}

/** Seed 000 section 1.1.4 note 4: the launcher must face the missile to re-target it. */
function checkRetarget(
  state: GameState,
  ship: ShipState,
  use: Extract<ApUse, { kind: 'retargetMissile' }>,
): ImpulseRuleError | null {
  const groups = shipClass(state, ship).groups;
  const launchers = groups.filter((g) => weaponType(state, g.weapon).kind === 'missile');
  if (launchers.length === 0) return fail('NO_MISSILE_LAUNCHER', { ship: ship.id });
  const missile = state.missiles.find((m) => m.id === use.missile);
  if (!missile) return fail('UNKNOWN_MISSILE', { missile: use.missile });
  if (missile.launcher !== ship.id) return fail('NOT_YOUR_MISSILE', { missile: missile.id, ship: ship.id });
  if (ship.groups[missile.group]?.destroyed)
    return fail('WEAPON_GROUP_DESTROYED', { ship: ship.id, group: missile.group });
  const arcs = groups[missile.group]?.arcs ?? [];
  if (!arcs.some((arc) => isInArc(ship.hex, ship.facing, missile.hex, arc))) {
    return fail('LAUNCHER_NOT_FACING_MISSILE', { missile: missile.id, ship: ship.id, arcs });
  }
  const target = findShip(state, use.target);
  if (!target || target.status !== 'active' || target.side === ship.side)
    return fail('INVALID_TARGET', { target: use.target });
  return null;
}

export function validateUseAp(
  state: GameState,
  ship: ShipState,
  cmd: UseAp,
): Result<'curve' | 'battery', ImpulseRuleError> {
  const source = resolveSource(state, ship, cmd.source);
  if (!source.ok) return source;
  const problem = checkUse(state, ship, cmd.use, source.value);
  return problem ? err(problem) : source;
}

export function executeUseAp(ctx: Ctx, target: ShipState, cmd: UseAp, source: 'curve' | 'battery'): void {
  const { state } = ctx;
  const flow = turnFlow(state);
  const ship = editShip(ctx, target);
  ship.turn = { ...ship.turn, ap: true };
  if (source === 'battery') ship.batteriesCharged -= 1;
  const use = cmd.use;
  switch (use.kind) {
    case 'defendInitiative':
      ship.initiativeMarker = 'defend';
      break;
    case 'changeInitiative':
      ship.initiativeMarker = 'change';
      break;
    case 'chargeYellow':
      (ship.groups[use.group] as ShipState['groups'][number]).yellow += 1;
      break;
    case 'chargeBattery':
      ship.batteriesCharged += 1;
      break;
    case 'reinforceShield':
      ship.reinforcements = [
        ...ship.reinforcements,
        { arc: use.arc, expires: { round: flow.round + 1, impulse: flow.impulse } },
      ];
      break;
    case 'enableSideslip':
      ship.sideslip = true;
      break;
    case 'powerThroughTurn':
      // DESIGN.md section 5: the countdown drops by one, and a countdown of one is removed.
      ship.turnCountdown = ship.turnCountdown !== null && ship.turnCountdown > 1 ? ship.turnCountdown - 1 : null;
      break;
    case 'retargetMissile':
      break;
    case 'doNothing':
      break;
  }
  ctx.emit({
    type: 'apUsed',
    ship: refOf(ship),
    use,
    source,
    ...(use.kind === 'powerThroughTurn' ? { turnCountdown: ship.turnCountdown } : {}),
  });
  if (use.kind === 'retargetMissile') retargetMissile(ctx, use.missile, use.target);
}

/**
 * Points a missile at a new target; a missile that already shares the new target's hex detonates at
 * once on a random ship in that hex and a random shield (seed 000 section 1.1.4 note 4).
 */
function retargetMissile(ctx: Ctx, missileId: string, targetId: string): void {
  const { state } = ctx;
  const found = state.missiles.find((m) => m.id === missileId);
  const target = findShip(state, targetId);
  if (!found || !target) throw new Error('retarget validated a missing missile or target');
  const missile = editMissile(ctx, found);
  missile.target = target.id;
  ctx.emit({ type: 'missileRetargeted', missile: missile.id, target: refOf(target) });
  if (!hexEquals(missile.hex, target.hex)) return;
  const inHex = activeShips(state).filter((s) => hexEquals(s.hex, missile.hex));
  const { item: victim, roll } = pickAtRandom(ctx.rng, inHex, `missile ${missile.id}: which ship in the hex it hits`);
  if (roll) ctx.emit(roll);
  const arcRoll = rollDice(
    ctx.rng,
    dieOf(ARCS.length),
    1,
    `missile ${missile.id}: which shield of ${victim.name} it hits`,
  );
  ctx.emit(arcRoll);
  detonate(ctx, missile, victim, ARCS[arcRoll.result - 1] ?? 'forward');
}
