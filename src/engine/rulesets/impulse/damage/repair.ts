/**
 * Critical damage repair (seed 000 section 1.1.5): at the end of its turn each ship may try to
 * repair one repairable critical; a 6 on one die repairs it. Never in the impulse the critical was
 * received. A roll costs nothing, so when a ship has exactly one critical it can try, the engine
 * rolls for it by itself.
 */
import { D6, rollDice } from '../../../core/dice.js';
import { type Result, err, ok } from '../../../core/result.js';
import { type Ctx, editShip } from '../context.js';
import { CRITICAL_NAMES, REPAIRABLE } from './criticals.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import { refOf } from '../ships.js';
import type { Critical, GameState, ShipState } from '../state.js';
import { turnFlow } from '../flow/turn-flow.js';

/** A repair succeeds on this face of a d6. */
export const REPAIR_ON = 6;

const receivedThisImpulse = (state: GameState, c: Critical): boolean => {
  const { round, impulse } = turnFlow(state);
  return c.received.round === round && c.received.impulse === impulse;
};

/** Criticals the ship may try to repair now. */
export function repairCandidates(state: GameState, ship: ShipState): Critical[] {
  if (ship.status !== 'active' || ship.turn.repairTried) return [];
  return ship.criticals.filter((c) => REPAIRABLE.has(c.effect) && !receivedThisImpulse(state, c));
}

export function validateRepair(
  state: GameState,
  ship: ShipState,
  criticalId: string,
): Result<Critical, ImpulseRuleError> {
  const critical = ship.criticals.find((c) => c.id === criticalId);
  if (!critical)
    return err(
      fail('UNKNOWN_CRITICAL', { ship: ship.id, critical: criticalId, criticals: ship.criticals.map((c) => c.id) }),
    );
  if (!REPAIRABLE.has(critical.effect))
    return err(fail('NOT_REPAIRABLE', { ship: ship.id, critical: critical.id, effect: critical.effect }));
  if (ship.turn.repairTried) return err(fail('REPAIR_ALREADY_TRIED', { ship: ship.id }));
  if (receivedThisImpulse(state, critical))
    return err(fail('REPAIR_TOO_SOON', { ship: ship.id, critical: critical.id }));
  return ok(critical);
}

export function executeRepair(ctx: Ctx, target: ShipState, critical: Critical, automatic: boolean): void {
  const ship = editShip(ctx, target);
  ship.turn = { ...ship.turn, repairTried: true };
  const roll = rollDice(ctx.rng, D6, 1, `repair ${CRITICAL_NAMES[critical.effect]} on ${ship.name}`);
  ctx.emit(roll);
  const repaired = roll.result === REPAIR_ON;
  if (repaired) ship.criticals = ship.criticals.filter((c) => c.id !== critical.id);
  ctx.emit({
    type: 'repairAttempted',
    ship: refOf(ship),
    critical: critical.id,
    effect: critical.effect,
    roll: roll.result,
    repaired,
    automatic,
  });
}
