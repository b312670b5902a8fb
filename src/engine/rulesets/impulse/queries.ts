/**
 * Queries for the bot and the UI (DESIGN.md section 4): what a side may do now as concrete commands,
 * what each ship must or may still do in this step, and where a ship's next move can take it. They
 * reuse the validators of the rules, so a query and a command can never disagree.
 */
import { ARCS } from './firing/arcs.js';
import type { Facing, Hex } from '../../core/hex.js';
import { awaiting } from './flow/advance.js';
import { checkUse } from './power/ap.js';
import type { ApUse, Command, MoveKind } from './commands.js';
import { canFire, targetsFor } from './firing/firing.js';
import { missileSteps, missilesToSteer, movedThisImpulse } from './firing/missiles.js';
import { moveOptions, moveResult, owesMove } from './movement/movement.js';
import { defaultPowerOrder } from './power/power-phase.js';
import { repairCandidates } from './damage/repair.js';
import { isPlanet } from './firing/terrain.js';
import { activeShips, apSource, batteryUsable, curveGivesAp, findShip, hasCritical, shipClass } from './ships.js';
import type { GameState, ShipId, ShipState, SideId } from './state.js';
import { applyCommand } from './flow/apply.js';

/** Every AP use a ship might attempt, before the rules filter them. */
function apUseCandidates(state: GameState, shipId: ShipId): ApUse[] {
  const ship = findShip(state, shipId);
  if (!ship) return [];
  const uses: ApUse[] = [
    { kind: 'defendInitiative' },
    { kind: 'changeInitiative' },
    ...ship.groups.map((_, group) => ({ kind: 'chargeYellow' as const, group })),
    { kind: 'chargeBattery' },
    ...ARCS.map((arc) => ({ kind: 'reinforceShield' as const, arc })),
    { kind: 'enableSideslip' },
    { kind: 'powerThroughTurn' },
  ];
  const enemies = activeShips(state).filter((s) => s.side !== ship.side);
  for (const missile of state.missiles.filter((m) => m.launcher === ship.id)) {
    for (const target of enemies) uses.push({ kind: 'retargetMissile', missile: missile.id, target: target.id });
  }
  uses.push({ kind: 'doNothing' });
  return uses;
}

/** The AP uses open to a ship now, with the source each would draw on. */
export function apOptions(state: GameState, shipId: ShipId): { use: ApUse; source: 'curve' | 'battery' }[] {
  const ship = findShip(state, shipId);
  if (!ship || state.flow.phase !== 'turn' || state.flow.step !== 'ap') return [];
  const impulse = state.flow.impulse;
  if (apSource(state, ship, impulse) === null) return [];
  const sources: ('curve' | 'battery')[] = [];
  if (curveGivesAp(state, ship, impulse)) sources.push('curve');
  if (batteryUsable(ship)) sources.push('battery');
  return sources.flatMap((source) =>
    apUseCandidates(state, ship.id)
      .filter((use) => checkUse(state, ship, use, source) === null)
      .map((use) => ({ use, source })),
  );
}

/** Each ready group at each of its targets with all weapons, and split between two targets. */
function fireCandidates(state: GameState, ship: ShipState): Command[] {
  return ship.groups.flatMap((_, group) => {
    const targets = targetsFor(state, ship, group);
    const count = shipClass(state, ship).groups[group]?.count ?? 1;
    const single = targets.map((t): Command => ({ type: 'fire', side: ship.side, ship: ship.id, group, targets: [t] }));
    const [a, b] = targets;
    const split: Command[] =
      count > 1 && a && b
        ? [
            {
              type: 'fire',
              side: ship.side,
              ship: ship.id,
              group,
              targets: [a, ...Array.from({ length: count - 1 }, () => b)],
            },
          ]
        : [];
    return [...single, ...split];
  });
}

/** Missiles of the side with a choice of next hex. */
function steerCandidates(state: GameState, side: SideId): Command[] {
  return state.missiles
    .filter((m) => m.side === side && !movedThisImpulse(state, m))
    .flatMap((m) => {
      const steps = missileSteps(state, m);
      return steps.length > 1
        ? steps.map((s): Command => ({ type: 'steerMissile', side, missile: m.id, hex: s.hex }))
        : [];
    });
}

/**
 * Every command the side could give now that the engine would accept, except that the Power Phase
 * offers the one-click default (its full choice space is in `powerOptions`-style queries per ship).
 */
export function legalCommands(state: GameState, side: SideId): Command[] {
  if (!awaiting(state).includes(side)) return [];
  const flow = state.flow;
  const candidates: Command[] = [];
  if (flow.phase === 'initiative') {
    candidates.push(
      { type: 'chooseInitiative', side, choice: 'take' },
      { type: 'chooseInitiative', side, choice: 'give' },
    );
  } else if (flow.phase === 'power') {
    candidates.push({
      type: 'submitPower',
      side,
      orders: activeShips(state, side).map((s) => defaultPowerOrder(state, s)),
    });
  } else if (flow.phase === 'turn') {
    for (const ship of activeShips(state, side)) {
      if (flow.step === 'ap')
        for (const { use, source } of apOptions(state, ship.id))
          candidates.push({ type: 'useAp', side, ship: ship.id, use, source });
      if (flow.step === 'movement')
        for (const m of moveOptions(state, ship))
          candidates.push({ type: 'move', side, ship: ship.id, how: m.how, afterburner: m.afterburner });
      if (flow.step === 'repair')
        for (const c of repairCandidates(state, ship))
          candidates.push({ type: 'repair', side, ship: ship.id, critical: c.id });
      if (flow.step === 'firing') candidates.push(...fireCandidates(state, ship));
    }
    if (flow.step === 'movement') candidates.push(...steerCandidates(state, side));
    candidates.push({ type: 'endStep', side }, { type: 'endTurn', side });
  }
  // Orders come from the rules' own validators, so they are legal as built. Ending a step or the turn
  // depends on what is still owed; for those the rules are asked directly.
  return candidates.filter((cmd) => (cmd.type !== 'endStep' && cmd.type !== 'endTurn') || applyCommand(state, cmd).ok);
}

/** The side's missiles with a choice of next hex in this movement step. */
export function missileChoices(state: GameState, side: SideId): { missile: string; options: Hex[] }[] {
  if (state.flow.phase !== 'turn' || state.flow.step !== 'movement' || !awaiting(state).includes(side)) return [];
  return missilesToSteer(state, side).map((m) => ({
    missile: m.id,
    options: missileSteps(state, m).map((s) => s.hex),
  }));
}

export interface ShipTask {
  readonly ship: ShipId;
  /** True when the step cannot end until this ship acts (an unmade move with a choice). */
  readonly required: boolean;
  /** What the ship can still do in this step. */
  readonly can: readonly ('useAp' | 'move' | 'afterburner' | 'fire' | 'repair')[];
}

/** What each of the side's ships must or may still do in the current step. */
export function shipTasks(state: GameState, side: SideId): ShipTask[] {
  const flow = state.flow;
  if (flow.phase !== 'turn' || !awaiting(state).includes(side)) return [];
  return activeShips(state, side).flatMap((ship): ShipTask[] => {
    switch (flow.step) {
      case 'ap':
        return apSource(state, ship, flow.impulse) ? [{ ship: ship.id, required: false, can: ['useAp'] }] : [];
      case 'movement': {
        const options = moveOptions(state, ship);
        if (options.length === 0) return [];
        const owed = owesMove(state, ship);
        return [{ ship: ship.id, required: owed && options.length > 1, can: [owed ? 'move' : 'afterburner'] }];
      }
      case 'firing':
        return canFire(state, ship) ? [{ ship: ship.id, required: false, can: ['fire'] }] : [];
      case 'repair':
        return repairCandidates(state, ship).length > 0 ? [{ ship: ship.id, required: false, can: ['repair'] }] : [];
      case 'housekeeping':
        return [];
    }
  });
}

export interface Reach {
  readonly how: MoveKind;
  readonly hex: Hex;
  readonly facing: Facing;
}

/**
 * Where the ship's next move can take it, whenever that move comes: straight always; turns when
 * no countdown stands, the helm works and no sideslip marker is on the ship; slips when one is.
 */
export function reachableHexes(state: GameState, shipId: ShipId): Reach[] {
  const ship = findShip(state, shipId);
  if (!ship || ship.status !== 'active') return [];
  const kinds: MoveKind[] = ['straight'];
  // A sideslip marker's move may not turn (seed 000 1.1.2 use 6).
  if (ship.turnCountdown === null && !hasCritical(ship, 'helmDown') && !ship.sideslip)
    kinds.push('turnLeft', 'turnRight');
  if (ship.sideslip) kinds.push('slipLeft', 'slipRight');
  return kinds
    .map((how) => ({ how, ...moveResult(ship, how) }))
    .filter((m) => !isPlanet(state, m.to))
    .map((m) => ({ how: m.how, hex: m.to, facing: m.facing }));
}
