/**
 * The Shooting phase (seed 003, "Shooting Phase": "Pick weapons + targets", "Resolve attack
 * sequence", "Engaged: Close-quarters only"): `shoot` fires a unit's weapons, each at its target,
 * through the attack sequence (attack/ `beginAttacks`, which checks each weapon and target: after an
 * Advance assault weapons only, engaged only pistols at units it is engaged with, visible, in range).
 * A unit that fell back or has shot may not shoot. `done` ends the phase; it also ends by itself when
 * no unit can shoot any more, and a phase with no unit able to shoot is skipped (flow/turn.ts).
 */
import { beginAttacks } from '../attack/index.js';
import type { SkirmishCommandOf } from '../commands.js';
import type { SkirmishState } from '../state.js';
import { ownUnit, refuse, type SkirmishResult } from './common.js';
import { endPhase } from './turn.js';

/** `shoot`: the unit's weapons at their targets (seed 003, "Pick weapons + targets"). */
export function shootUnit(state: SkirmishState, cmd: SkirmishCommandOf<'shoot'>): SkirmishResult {
  const own = ownUnit(state, cmd.side, cmd.unit, 'shooting');
  if (!own.ok) return own;
  const unit = own.value;
  if (unit.shot) return refuse('ALREADY_SHOT', { unit: unit.id });
  if (unit.movement === 'fallBack') return refuse('CANNOT_SHOOT', { unit: unit.id, reason: 'fellBack' });
  const weapons = cmd.fire.map((f) => f.weapon);
  const twice = weapons.find((w, i) => weapons.indexOf(w) !== i);
  if (twice !== undefined) return refuse('WEAPON_TWICE', { weapon: twice });
  return beginAttacks({ ...state, lastMove: null }, 'shooting', unit.id, cmd.fire);
}

/** `done` in the Shooting phase: the phase ends. */
export function shootingDone(state: SkirmishState, side: string): SkirmishResult {
  if (state.active !== side) return refuse('NOT_YOUR_TURN', { side, active: state.active });
  return { ok: true, value: endPhase(state) };
}
