/**
 * Our critical damage table (issue 3; Talon's own table is not copied): 2d6 when a critical (orange)
 * hull box is marked. Secondary explosions mark more hull boxes, which can chain into more
 * criticals. The repairable results are the lasting ones a crew can fix (seed 000 section 1.1.5).
 */
import type { CriticalEffect } from './criticals.js';

export type CriticalResult =
  | 'ftlCoreBreach'
  | 'powerLoss'
  | 'helmDown'
  | 'weaponGroupDestroyed'
  | 'thrustersDamaged'
  | 'noEffect'
  | 'secondaryExplosion'
  | 'shieldsDown'
  | 'powerRelayDamaged';

export interface CriticalRow {
  readonly result: CriticalResult;
  readonly name: string;
  /** The lasting effect placed on the ship, if any. */
  readonly effect: CriticalEffect | null;
  /** Extra hull boxes marked (secondary explosions). */
  readonly hull: number;
  readonly repairable: boolean;
}

const row = (
  result: CriticalResult,
  name: string,
  effect: CriticalEffect | null,
  hull = 0,
  repairable = false,
): CriticalRow => ({ result, name, effect, hull, repairable });

/** Indexed by the 2d6 total. */
export const CRITICAL_TABLE: Readonly<Record<number, CriticalRow>> = {
  2: row('ftlCoreBreach', 'FTL core breach: the ship is destroyed', null),
  3: row('powerLoss', 'Power Loss', 'powerLoss', 0, true),
  4: row('helmDown', 'Helm Down', 'helmDown', 0, true),
  5: row('weaponGroupDestroyed', 'Weapon group destroyed', null),
  6: row('thrustersDamaged', 'Thrusters damaged: turn radius +1', 'thrustersDamaged'),
  7: row('noEffect', 'No effect', null),
  8: row('secondaryExplosion', 'Secondary explosion: 1 more hull box', null, 1),
  9: row('shieldsDown', 'Shields Down', 'shieldsDown', 0, true),
  10: row('powerRelayDamaged', 'Power relay damaged: power -1', 'powerRelayDamaged'),
  11: row('weaponGroupDestroyed', 'Weapon group destroyed', null),
  12: row('secondaryExplosion', 'Secondary explosion: 2 more hull boxes', null, 2),
};

export function criticalRow(total: number): CriticalRow {
  const found = CRITICAL_TABLE[total];
  if (!found) throw new Error(`no critical result for ${total}`);
  return found;
}
